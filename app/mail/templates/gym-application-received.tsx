/** To a gym-owner applicant: received, and what happens next (kind application_received). No payout details, ever. */
import { BRAND } from "~/config/brand";
import { GYM_APPLICATION_REVIEW_DAYS } from "~/domain/policies";
import type { GymApplicationInput } from "~/domain/schemas/gym-application";
import { Action, EmailLayout, P, SignOff, Steps, Title } from "./layout";

export function GymApplicationReceived({ input, origin }: { input: GymApplicationInput; origin: string }) {
  return (
    <EmailLayout
      origin={origin}
      preview={`We received your application for ${input.gymName}.`}
      reason={`You receive this e-mail because you applied to list ${input.gymName} on ${BRAND.name} with ${input.contactEmail}.`}
    >
      <Title>We received your application</Title>
      <P>Hi {input.contactName},</P>
      <P>
        Thank you for applying to list {input.gymName} ({input.city}, {input.country}) on {BRAND.name}.
      </P>
      <P>What happens next:</P>
      <Steps
        items={[
          `Our team reviews your application and contacts you within ${GYM_APPLICATION_REVIEW_DAYS}.`,
          "We confirm your details, rates and payout information during onboarding.",
          "Your listing goes live once approved, and travelling athletes can book straight away.",
        ]}
      />
      <P>There are no upfront or listing fees: you earn when athletes book.</P>
      <Action href={`${origin}/gym-terms`}>The terms for gyms</Action>
      <SignOff />
    </EmailLayout>
  );
}
