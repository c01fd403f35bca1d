/**
 * What the ambassador portal shows for one code: the code and link, referred bookings, the
 * commission ledger and payouts. Read by the signed-link portal (/ambassador-portal/{id}/{signature})
 * and the signed-in ambassador's page (/ambassador, issue 16).
 */
import { eq } from "drizzle-orm";
import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { ambassadorApplications, ambassadorCodes } from "~/db/schema";
import type { AppConfig } from "~/env.server";
import { ambassadorLedger } from "~/models/commission.server";

export async function ambassadorPortalData(config: AppConfig, codeId: number) {
  const db = getDb(config.db);
  const row = await db
    .select({
      code: ambassadorCodes.code,
      isActive: ambassadorCodes.isActive,
      name: ambassadorApplications.fullName,
    })
    .from(ambassadorCodes)
    .innerJoin(ambassadorApplications, eq(ambassadorApplications.id, ambassadorCodes.applicationId))
    .where(eq(ambassadorCodes.id, codeId))
    .get();
  if (!row) return data({ ambassador: null }, { status: 404 });
  const { entries, payouts } = await ambassadorLedger(db, codeId);
  const totals = new Map<string, { pending: number; earned: number; paid: number }>();
  for (const entry of entries) {
    const t = totals.get(entry.currency) ?? { pending: 0, earned: 0, paid: 0 };
    if (entry.status === "pending") t.pending += entry.amountCents;
    if (entry.status === "earned" || entry.status === "paid") t.earned += entry.amountCents;
    totals.set(entry.currency, t);
  }
  for (const payout of payouts) {
    const t = totals.get(payout.currency) ?? { pending: 0, earned: 0, paid: 0 };
    if (payout.status === "paid") t.paid += payout.amountCents;
    totals.set(payout.currency, t);
  }
  return data(
    {
      ambassador: {
        name: row.name.split(/\s+/)[0] ?? row.name,
        code: row.code,
        isActive: row.isActive,
        link: `${config.publicOrigin}/?ref=${encodeURIComponent(row.code)}`,
      },
      entries: entries.map((e) => ({
        id: e.id,
        kind: e.kind,
        status: e.status,
        amountCents: e.amountCents,
        currency: e.currency as "NZD" | "AUD",
        earnAt: e.earnAt?.toISOString().slice(0, 10) ?? null,
        bookingDate: e.bookingDate,
        bookingStatus: e.bookingStatus,
      })),
      payouts: payouts.map((p) => ({
        id: p.id,
        period: p.period,
        amountCents: p.amountCents,
        currency: p.currency as "NZD" | "AUD",
        status: p.status,
      })),
      totals: [...totals.entries()].map(([currency, t]) => ({ currency: currency as "NZD" | "AUD", ...t })),
    },
    { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } },
  );
}
