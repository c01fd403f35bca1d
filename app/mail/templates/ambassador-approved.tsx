/** To a new ambassador: code, referral link and portal (kind application_approved). */
import { BRAND } from "~/config/brand";
import {
  COMMISSION_EARNING_DAYS,
  COMMISSION_PERCENT,
  MIN_PAYOUT_CENTS,
  PAYOUT_CURRENCY,
  PAYOUT_DAY_OF_MONTH,
} from "~/domain/ambassador";
import { money } from "../format";
import { Action, Details, EmailLayout, Muted, P, Quote, SignOff, Title, Url } from "./layout";

export function AmbassadorApproved({
  name,
  links,
  notes,
  origin,
}: {
  name: string;
  links: { code: string; referral: string; portal: string };
  notes: string | undefined;
  origin: string;
}) {
  const firstName = name.trim().split(/\s+/)[0] ?? name;
  return (
    <EmailLayout
      origin={origin}
      preview={`Your ambassador code is ${links.code}.`}
      reason={`You receive this e-mail because you applied to the ${BRAND.name} Ambassador Program.`}
    >
      <Title>Welcome to the Ambassador Program</Title>
      <P>Hi {firstName},</P>
      <P>Congratulations: your application is approved and you are now a {BRAND.name} ambassador!</P>
      <Details
        rows={[
          ["Your ambassador code", links.code],
          ["Your referral link", <Url key="referral" href={links.referral} />],
          ["Your ambassador portal", <Url key="portal" href={links.portal} />],
        ]}
      />
      <P>
        Share your link, or ask athletes to enter your code when they book: you earn {COMMISSION_PERCENT}%
        commission on every confirmed booking made through it.
      </P>
      <P>
        Commission is earned {COMMISSION_EARNING_DAYS} days after the booking is completed and paid monthly on
        the {PAYOUT_DAY_OF_MONTH}th once your earnings in a currency reach{" "}
        {money(MIN_PAYOUT_CENTS, PAYOUT_CURRENCY)} (or {money(MIN_PAYOUT_CENTS, "AUD")}).
      </P>
      <Action href={links.portal}>Open your portal</Action>
      <Muted>
        Your portal shows your referred bookings, commission and payouts. Keep its link private: anyone with
        it can see them.
      </Muted>
      {notes ? (
        <>
          <P>A note from our team:</P>
          <Quote>{notes}</Quote>
        </>
      ) : null}
      <SignOff />
    </EmailLayout>
  );
}
