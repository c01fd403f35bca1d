/**
 * What the ambassador portal shows for one code: the code and link, referred bookings, the
 * commission ledger and payouts. Read by the signed-link portal (/ambassador-portal/{id}/{signature})
 * and the signed-in ambassador's page (/ambassador, issue 16).
 */
import { eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { ambassadorApplications, ambassadorCodes } from "~/db/schema";
import { monthOf, payoutAccountStatus } from "~/domain/ledger";
import type { AppConfig } from "~/env.server";
import { getAccount } from "~/middleware/account.server";
import { ambassadorLedger } from "~/models/commission.server";
import { partyBalances } from "~/models/ledger-reports.server";
import { partyPayouts } from "~/models/payout.server";

export async function ambassadorPortalData(
  config: AppConfig,
  codeId: number,
  now = Date.now(),
  /** The signed-in page (/ambassador) can set up payouts and download statements; the signed link only shows. */
  options: { signedIn?: boolean; activeOnly?: boolean } = {},
) {
  const db = getDb(config.db);
  const row = await db
    .select({
      code: ambassadorCodes.code,
      isActive: ambassadorCodes.isActive,
      name: ambassadorApplications.fullName,
      paymentAccountId: ambassadorCodes.paymentAccountId,
      payoutEnabled: ambassadorCodes.payoutEnabled,
    })
    .from(ambassadorCodes)
    .innerJoin(ambassadorApplications, eq(ambassadorApplications.id, ambassadorCodes.applicationId))
    .where(eq(ambassadorCodes.id, codeId))
    .get();
  // A signed link (activeOnly) stops working once the code is revoked; the signed-in page still shows it.
  if (!row || (options.activeOnly && !row.isActive)) return data({ ambassador: null }, { status: 404 });
  const { entries } = await ambassadorLedger(db, codeId);
  // The figures come from the ledger: pending (not yet earned), earned, paid out, owed now.
  const balances = await partyBalances(db, "ambassador", codeId, now);
  const payouts = await partyPayouts(db, "ambassador", codeId);
  return data(
    {
      ambassador: {
        name: row.name.split(/\s+/)[0] ?? row.name,
        code: row.code,
        isActive: row.isActive,
        link: `${config.publicOrigin}/?ref=${encodeURIComponent(row.code)}`,
        payoutAccount: payoutAccountStatus(row.paymentAccountId, row.payoutEnabled),
        signedIn: options.signedIn === true,
        currentMonth: monthOf(now),
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
        currency: p.currency,
        status: p.status,
        holdReason: p.holdReason,
      })),
      totals: balances.map((b) => ({
        currency: b.currency,
        pending: b.pendingCents,
        earned: b.earnedCents,
        paid: b.paidCents,
        owed: b.owedCents + b.inPayoutCents,
      })),
    },
    { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } },
  );
}

/** The signed-in account's ambassador code (id, e-mail and location for Connect onboarding). */
export async function ownCode(context: Readonly<RouterContextProvider>) {
  const { config } = getWorker(context);
  const account = getAccount(context);
  return getDb(config.db)
    .select({
      id: ambassadorCodes.id,
      email: ambassadorApplications.email,
      location: ambassadorApplications.location,
    })
    .from(ambassadorCodes)
    .innerJoin(ambassadorApplications, eq(ambassadorApplications.id, ambassadorCodes.applicationId))
    .where(eq(ambassadorCodes.userId, account.userId))
    .get();
}
