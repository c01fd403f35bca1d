/** To a gym-owner applicant: approved, with the steps to go live (kind application_approved; issue 17). */
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
      preview={`${app.gymName} is approved on ${BRAND.name}: finish your listing to go live.`}
      reason={`You receive this e-mail because you applied to list ${app.gymName} on ${BRAND.name}.`}
    >
      <Title>{app.gymName} is approved</Title>
      <P>Hi {firstName},</P>
      <P>
        Great news: {app.gymName} is approved on {BRAND.name}. Finish your listing in the partner console
        (sign in with this e-mail address) and it goes live: travelling athletes can then find it, book day
        passes and hourly access, and contact you.
      </P>
      <Action href={listingUrl}>Finish your listing</Action>
      {notes ? (
        <>
          <P>A note from our team:</P>
          <Quote>{notes}</Quote>
        </>
      ) : null}
      <P>What happens next:</P>
      <Steps
        items={[
          "Add your street address and place the pin on the map, upload a photo, and set your capacity and opening hours.",
          "We set up your payouts with you; you earn when athletes book, with no upfront or listing fees.",
        ]}
      />
      <SignOff />
    </EmailLayout>
  );
}
