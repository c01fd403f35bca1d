/** To a gym-owner applicant: approved and live, with next steps (kind application_approved). */
import { BRAND } from "~/config/brand";
import { Action, EmailLayout, P, Quote, SignOff, Steps, Title } from "./layout";

export function GymApplicationApproved({
  app,
  listingUrl,
  notes,
  origin,
}: {
  app: { contactName: string; gymName: string };
  listingUrl: string;
  notes: string | undefined;
  origin: string;
}) {
  const firstName = app.contactName.trim().split(/\s+/)[0] ?? app.contactName;
  return (
    <EmailLayout
      origin={origin}
      preview={`${app.gymName} is approved and live on ${BRAND.name}.`}
      reason={`You receive this e-mail because you applied to list ${app.gymName} on ${BRAND.name}.`}
    >
      <Title>{app.gymName} is live</Title>
      <P>Hi {firstName},</P>
      <P>
        Great news: {app.gymName} is approved and live on {BRAND.name}. Travelling athletes can now find it,
        book day passes and hourly access, and contact you.
      </P>
      <Action href={listingUrl}>Your listing</Action>
      {notes ? (
        <>
          <P>A note from our team:</P>
          <Quote>{notes}</Quote>
        </>
      ) : null}
      <P>What happens next:</P>
      <Steps
        items={[
          "Check your listing's details, rates and hours, and tell us if anything needs changing.",
          "We set up your payouts with you; you earn when athletes book, with no upfront or listing fees.",
        ]}
      />
      <SignOff />
    </EmailLayout>
  );
}
