/** To a gym: a team would like to visit (the /team-booking form; kind team_inquiry). */
import type { TeamInquiryInput } from "~/domain/schemas/team-inquiry";
import { Action, Details, EmailLayout, P, Quote, Title } from "./layout";

export function TeamInquiry({
  gym,
  input,
  origin,
}: {
  gym: { id: number; name: string };
  input: TeamInquiryInput;
  origin: string;
}) {
  return (
    <EmailLayout
      origin={origin}
      preview={`${input.teamName} (${input.teamSize} athletes) would like to visit ${gym.name}.`}
      reason={`You receive this e-mail as the contact for ${gym.name} on GymRoam. Sent through GymRoam on the team's behalf.`}
    >
      <Title>Team inquiry from {input.teamName}</Title>
      <P>
        {input.contactName} would like to bring a team to {gym.name}.
      </P>
      <Details
        rows={[
          ["Team", input.teamName],
          ["Team size", String(input.teamSize)],
          ["Sport", input.sport],
          ["Preferred dates", input.preferredDates],
          ["Contact", `${input.contactName} <${input.email}>`],
          ["Phone", input.phone],
        ]}
      />
      <P>Special requirements:</P>
      <Quote>{input.specialRequirements ?? "(None given.)"}</Quote>
      <P>Reply to {input.email} to confirm dates and pricing.</P>
      <Action href={`${origin}/gym/${gym.id}`}>Your listing</Action>
    </EmailLayout>
  );
}
