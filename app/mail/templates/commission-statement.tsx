/**
 * To an ambassador with activity in a month: the month's statement from the commission ledger, per
 * currency (kind commission_statement). A statement, not a payout: payouts are their own step.
 */
import { COMMISSION_EARNING_DAYS, PAYOUT_DAY_OF_MONTH } from "~/domain/ambassador";
import { money, monthName } from "../format";
import { Action, Details, EmailLayout, Muted, P, Title } from "./layout";

/** One currency's lines of a month (amounts in minor units). */
export interface StatementLine {
  currency: string;
  /** Referred bookings confirmed in the month, and their commission (pending until earned). */
  referrals: number;
  accruedCents: number;
  /** Commission that became earned in the month. */
  earnedCents: number;
  /** Commission taken back in the month (bookings cancelled after it was earned), as a positive amount. */
  clawedBackCents: number;
  /** The payout made for this month, if the minimum was reached. */
  payoutCents: number | null;
  /** Earned and not yet paid out (below the minimum, or earned after the month closed). */
  unpaidCents: number;
}

export function CommissionStatement({
  name,
  code,
  period,
  lines,
  portalUrl,
  origin,
}: {
  name: string;
  code: string;
  /** "2026-10". */
  period: string;
  lines: StatementLine[];
  portalUrl: string;
  origin: string;
}) {
  const firstName = name.trim().split(/\s+/)[0] ?? name;
  return (
    <EmailLayout
      origin={origin}
      preview={`Your ${monthName(period)} commission statement (${code}).`}
      reason={`You receive this statement as a GymRoam ambassador (code ${code}), each month with activity.`}
    >
      <Title>Your {monthName(period)} statement</Title>
      <P>Hi {firstName},</P>
      <P>
        Here is what your code {code} did in {monthName(period)}. Commission is earned{" "}
        {COMMISSION_EARNING_DAYS} days after a referred booking is completed; payouts are made on the{" "}
        {PAYOUT_DAY_OF_MONTH}th.
      </P>
      {lines.map((line) => (
        <Details
          key={line.currency}
          rows={[
            ["Currency", line.currency],
            ["Referred bookings", String(line.referrals)],
            ["Commission on them (pending)", money(line.accruedCents, line.currency)],
            ["Earned this month", money(line.earnedCents, line.currency)],
            [
              "Taken back (cancellations)",
              line.clawedBackCents ? money(line.clawedBackCents, line.currency) : undefined,
            ],
            [
              "Payout for the month",
              line.payoutCents === null ? "None this month" : money(line.payoutCents, line.currency),
            ],
            ["Earned, not yet paid out", money(line.unpaidCents, line.currency)],
          ]}
        />
      ))}
      <Action href={portalUrl}>Open your portal</Action>
      <Muted>Your portal lists every referred booking and payout. Keep its link private.</Muted>
    </EmailLayout>
  );
}
