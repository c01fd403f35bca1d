/** To a gym: an athlete would like to train there (Contact Gym Owner; kind owner_contact). */
import type { AthleteInterest } from "~/domain/schemas/athlete-interest";
import { Action, EmailLayout, P, Quote, Title } from "./layout";

export function OwnerContact({
  gym,
  input,
  origin,
}: {
  gym: { id: number; name: string };
  input: AthleteInterest;
  origin: string;
}) {
  return (
    <EmailLayout
      origin={origin}
      preview={`${input.athleteName} would like to train at ${gym.name}.`}
      reason={`You receive this e-mail as the contact for ${gym.name} on GymRoam. Sent through GymRoam on the athlete's behalf.`}
    >
      <Title>An athlete would like to train with you</Title>
      <P>
        {input.athleteName} ({input.athleteEmail}) is interested in training at {gym.name}.
      </P>
      <Quote>{input.message ?? "(No message.)"}</Quote>
      <P>Reply to {input.athleteEmail} to get in touch.</P>
      <Action href={`${origin}/gym/${gym.id}`}>Your listing</Action>
    </EmailLayout>
  );
}
