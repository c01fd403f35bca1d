/**
 * A gym's or an ambassador's statement for a month: the ledger's entries written in it,
 * the balances now (pending, owed, in payout, paid), and the recent payouts. Shown on the partner
 * console, the ambassador page and the admin's statements, and downloadable as CSV
 * (routes/+shared/statement-csv.server.ts).
 */
import type { Db } from "~/db/client.server";
import { ENTRY_LABELS, monthBounds, PAYOUT_STATUS_LABELS } from "~/domain/ledger";
import { partyBalances, statementLines } from "./ledger-reports.server";
import { partyPayouts } from "./payout.server";

export async function statementData(
  db: Db,
  party: "gym" | "ambassador",
  partyId: number,
  period: string,
  now: number,
) {
  const [lines, balances, payouts] = [
    await statementLines(db, party, partyId, monthBounds(period)),
    await partyBalances(db, party, partyId, now),
    await partyPayouts(db, party, partyId),
  ];
  return {
    period,
    lines: lines.map((l) => ({
      id: l.id,
      date: l.date.toISOString().slice(0, 10),
      kind: ENTRY_LABELS[l.kind] ?? l.kind,
      reference: l.reference,
      bookingDate: l.bookingDate,
      amountCents: l.amountCents,
      currency: l.currency,
      availableAt: l.availableAt?.toISOString().slice(0, 10) ?? null,
      payout: l.kind === "transfer" ? "Paid" : l.payoutStatus ? PAYOUT_STATUS_LABELS[l.payoutStatus] : null,
      note: l.note,
    })),
    balances,
    payouts: payouts.map((p) => ({
      id: p.id,
      period: p.period,
      currency: p.currency,
      amountCents: p.amountCents,
      status: p.status,
      holdReason: p.holdReason,
      paidAt: p.paidAt?.toISOString().slice(0, 10) ?? null,
    })),
  };
}

export type Statement = Awaited<ReturnType<typeof statementData>>;
