/** A statement as a CSV download (the partner's, the ambassador's and the admin's). */
import { csvAmount, csvRow } from "~/domain/csv";
import type { Statement } from "~/models/statement.server";

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
