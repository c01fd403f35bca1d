/**
 * A gym's or an ambassador's statement for a month: the ledger's entries written in it,
 * the balances now (pending, owed, in payout, paid), and the recent payouts. Shown on the partner
 * console, the ambassador page and the admin's statements, and downloadable as CSV.
 */
import type { Db } from "~/db/client.server";
import { csvAmount, csvRow } from "~/domain/csv";
import { monthBounds, PAYOUT_STATUS_LABELS } from "~/domain/ledger";
import { partyBalances, statementLines } from "~/models/ledger-reports.server";
import { partyPayouts } from "~/models/payout.server";

export const ENTRY_LABELS: Record<string, string> = {
  charge: "Charge",
  refund: "Refund",
  gym_share: "Gym share",
  platform_fee: "Platform fee",
  commission: "Commission",
  clawback: "Clawback",
  transfer: "Payout",
};

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

/** The statement's lines as CSV (amounts in cents and in dollars, never mixing currencies). */
export function statementCsv(statement: Statement): string {
  let out = csvRow([
    "Date",
    "Entry",
    "Booking",
    "Visit date",
    "Currency",
    "Amount (cents)",
    "Amount",
    "Payable from",
    "Payout",
    "Note",
  ]);
  for (const l of statement.lines)
    out += csvRow([
      l.date,
      l.kind,
      l.reference,
      l.bookingDate,
      l.currency,
      l.amountCents,
      csvAmount(l.amountCents),
      l.availableAt,
      l.payout,
      l.note,
    ]);
  return out;
}

export function csvResponse(body: string, filename: string, headers: Record<string, string> = {}) {
  return new Response(`\uFEFF${body}`, {
    headers: {
      ...headers,
      "Cache-Control": "private, no-store",
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
