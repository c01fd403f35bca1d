/**
 * To an applicant (gym owner or ambassador) whose application is not approved, with the reviewer's
 * note (kind application_rejected).
 */
import { BRAND } from "~/config/brand";
import { EmailLayout, P, Quote, SignOff, Title } from "./layout";

export function ApplicationRejected({
  name,
  applied,
  notes,
  again,
  origin,
}: {
  name: string;
  /** "to list Kia Ora Strength", "to the GymRoam Ambassador Program". */
  applied: string;
  notes: string;
  /** When they may apply again. */
  again: string;
  origin: string;
}) {
  const firstName = name.trim().split(/\s+/)[0] ?? name;
  return (
    <EmailLayout
      origin={origin}
      preview="An update on your application."
      reason={`You receive this e-mail because you applied ${applied}.`}
    >
      <Title>Your application</Title>
      <P>Hi {firstName},</P>
      <P>
        Thank you for applying {applied}. After reviewing your application we are unable to approve it at this
        time.
      </P>
      <P>Our reviewer's note:</P>
      <Quote>{notes}</Quote>
      <P>{again}</P>
      <SignOff />
    </EmailLayout>
  );
}

export const applyAgain = {
  gym: "You are welcome to apply again once the points above are addressed.",
  ambassador: "You are welcome to apply again in the future.",
} as const;

export const appliedTo = {
  gym: (gymName: string) => `to list ${gymName} on ${BRAND.name}`,
  ambassador: () => `to the ${BRAND.name} Ambassador Program`,
} as const;
