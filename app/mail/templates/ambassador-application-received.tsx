/** To an ambassador applicant: what we received and what happens next (kind application_received). */
import { BRAND } from "~/config/brand";
import { APPLICATION_REVIEW_TEXT } from "~/domain/ambassador";
import {
  COMPETITION_LEVEL_LABELS,
  CONTENT_STYLE_LABELS,
  FOLLOWERS_COUNT_LABELS,
  PRIMARY_SPORT_LABELS,
  TRAVEL_FREQUENCY_LABELS,
  YEARS_EXPERIENCE_LABELS,
} from "~/domain/athlete-profile";
import type { AmbassadorApplicationInput } from "~/domain/schemas/ambassador-application";
import { Action, Details, EmailLayout, P, SignOff, Title } from "./layout";

export function AmbassadorApplicationReceived({
  input,
  origin,
}: {
  input: AmbassadorApplicationInput;
  origin: string;
}) {
  const firstName = input.fullName.split(/\s+/)[0] ?? input.fullName;
  return (
    <EmailLayout
      origin={origin}
      preview="We received your ambassador application."
      reason={`You receive this e-mail because you applied to the ${BRAND.name} Ambassador Program with ${input.email}.`}
    >
      <Title>We received your application</Title>
      <P>Hi {firstName},</P>
      <P>Thank you for applying to the {BRAND.name} Ambassador Program. We have received your application.</P>
      <P>
        What happens next: our team reviews your application within {APPLICATION_REVIEW_TEXT}, then e-mails
        you our decision. If you are approved, that e-mail carries your unique ambassador code and your
        ambassador portal access, and we will walk you through onboarding so you can start earning.
      </P>
      <P>Your application:</P>
      <Details
        rows={[
          [
            "Primary sport",
            `${PRIMARY_SPORT_LABELS[input.primarySport]} (${COMPETITION_LEVEL_LABELS[input.competitionLevel]}, ${YEARS_EXPERIENCE_LABELS[input.yearsExperience]})`,
          ],
          [
            "Followers",
            `${FOLLOWERS_COUNT_LABELS[input.followersCount]}; content: ${CONTENT_STYLE_LABELS[input.contentStyle]}`,
          ],
          [
            "Travel",
            `${TRAVEL_FREQUENCY_LABELS[input.travelFrequency]}; gyms: ${input.gymPreferences.join(", ")}`,
          ],
        ]}
      />
      <Action href={`${origin}/ambassador-terms`}>The programme's terms</Action>
      <SignOff />
    </EmailLayout>
  );
}
