/**
 * Money out: preparing the payout runs, approving one, sending its transfers,
 * and the connected payout accounts behind them. Transfers are separate from charges (Stripe's
 * "separate charges and transfers"): card money stays in the platform's balance until payout day,
 * so holds and clawbacks work. Each item's transfer carries its own idempotency key, so a retry
 * (the admin's button, the cron, a timeout) makes one transfer, and the ledger records it once.
 */
import { and, eq, isNull } from "drizzle-orm";
import { ambassadorCodes, gyms } from "~/db/schema";
import type { PayoutParty } from "~/domain/catalog";
import {
  ambassadorRunWindow,
  gymRunWindow,
  holdReason,
  type PayoutAccountStatus,
  payoutAccountStatus,
} from "~/domain/ledger";
import { reconcileLedger } from "~/models/ledger-reports.server";
import {
  approveRun,
  failItem,
  getRun,
  holdItem,
  markItemPaid,
  payoutAccount,
  prepareRun,
  unsentItems,
} from "~/models/payout.server";
import { PAYMENTS_NOT_CONFIGURED } from "~/payments/provider.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

/** The cron retries a failed transfer this many times; after that only the admin's retry sends it. */
export const MAX_CRON_TRANSFER_ATTEMPTS = 5;

export const PAYOUT_MESSAGES = {
  runNotFound: "Payout run not found.",
  alreadyApproved: "This payout run is already approved.",
  notApproved: "Approve the run before sending its transfers.",
  noAccount: "No payout account to refresh.",
  testOnly: "Test onboarding exists only with the offline test provider.",
} as const;

/** Prepares the runs due now (the week's gym run; on or after the 15th, last month's ambassador run). */
export async function preparePayoutRuns(ctx: UseCaseContext) {
  const gymRun = await prepareRun(ctx.db, "gym", gymRunWindow(ctx.now), ctx.now);
  const window = ambassadorRunWindow(ctx.now);
  const ambassadorRun = window ? await prepareRun(ctx.db, "ambassador", window, ctx.now) : undefined;
  return { gymRun, ambassadorRun };
}

export interface SendSummary {
  paid: number;
  failed: number;
  held: number;
}

/** Sends one item: held with a reason if the account cannot take it, else transferred once. */
async function sendItem(
  ctx: UseCaseContext,
  item: Awaited<ReturnType<typeof unsentItems>>[number],
): Promise<keyof SendSummary> {
  const { db, provider, now } = ctx;
  const account = await refreshedAccount(ctx, item.party, item.partyId);
  const reason = holdReason(account.status);
  if (reason || !account.accountId) {
    await holdItem(db, item.id, reason ?? "Payouts are not set up yet: no connected account.");
    return "held";
  }
  if (provider.name === "unconfigured") {
    await failItem(db, item.id, PAYMENTS_NOT_CONFIGURED);
    return "failed";
  }
  const result = await provider.transfer({
    amountCents: item.amountCents,
    currency: item.currency,
    destination: account.accountId,
    idempotencyKey: item.idempotencyKey,
    description: `GymRoam ${item.party} payout ${item.period}`,
  });
  if (!result.ok) {
    console.error(`Payout item ${item.id} transfer failed: ${result.message}`);
    await failItem(db, item.id, result.message);
    return "failed";
  }
  await markItemPaid(db, {
    itemId: item.id,
    transferId: result.transferId,
    destination: account.accountId,
    now,
  });
  return "paid";
}

/** Sends what an approved run (or every approved run) still owes. */
export async function sendPayouts(
  ctx: UseCaseContext,
  options: { runId?: number; fromCron?: boolean } = {},
): Promise<SendSummary> {
  const summary: SendSummary = { paid: 0, failed: 0, held: 0 };
  for (const item of await unsentItems(ctx.db, options.runId)) {
    if (options.fromCron && item.status === "failed" && item.attempts >= MAX_CRON_TRANSFER_ATTEMPTS) continue;
    summary[await sendItem(ctx, item)] += 1;
  }
  return summary;
}

/** The admin approves a prepared run; its transfers go out at once. */
export async function approvePayoutRun(
  ctx: UseCaseContext,
  input: { runId: number; actor: string },
): Promise<Result<SendSummary>> {
  const run = await getRun(ctx.db, input.runId);
  if (!run) return fail("not_found", PAYOUT_MESSAGES.runNotFound);
  if (!(await approveRun(ctx.db, run.id, input.actor, ctx.now)))
    return fail("conflict", PAYOUT_MESSAGES.alreadyApproved);
  return ok(await sendPayouts(ctx, { runId: run.id }));
}

/** The admin retries an approved run's failed and held items. */
export async function retryPayoutRun(
  ctx: UseCaseContext,
  input: { runId: number },
): Promise<Result<SendSummary>> {
  const run = await getRun(ctx.db, input.runId);
  if (!run) return fail("not_found", PAYOUT_MESSAGES.runNotFound);
  if (run.status !== "approved") return fail("conflict", PAYOUT_MESSAGES.notApproved);
  return ok(await sendPayouts(ctx, { runId: run.id }));
}

/**
 * The cron's money work: runs prepared, approved runs' failed transfers retried, and the books checked
 * (once an hour: reconciliation reads every booking; `reconcile: true` forces it).
 */
export async function runMoneyJob(ctx: UseCaseContext, options: { reconcile?: boolean } = {}) {
  await preparePayoutRuns(ctx);
  const sent = await sendPayouts(ctx, { fromCron: true });
  if (!options.reconcile && new Date(ctx.now).getUTCMinutes() !== 0) return { sent, differences: [] };
  const differences = await reconcileLedger(ctx.db, ctx.now);
  if (differences.length > 0)
    console.error(
      `Reconciliation: ${differences.length} difference(s)`,
      JSON.stringify(differences.slice(0, 20)),
    );
  return { sent, differences };
}

// ---------------------------------------------------------------------------------------------
// Connected accounts
// ---------------------------------------------------------------------------------------------

export interface AccountState {
  accountId: string | null;
  status: PayoutAccountStatus;
}

async function storeAccount(ctx: UseCaseContext, party: PayoutParty, partyId: number, accountId: string) {
  if (party === "gym")
    await ctx.db
      .update(gyms)
      .set({ paymentAccountId: accountId })
      .where(and(eq(gyms.id, partyId), isNull(gyms.paymentAccountId)));
  else
    await ctx.db
      .update(ambassadorCodes)
      .set({ paymentAccountId: accountId })
      .where(and(eq(ambassadorCodes.id, partyId), isNull(ambassadorCodes.paymentAccountId)));
}

async function setEnabled(ctx: UseCaseContext, party: PayoutParty, partyId: number, enabled: boolean) {
  if (party === "gym")
    await ctx.db
      .update(gyms)
      .set({ payoutEnabled: enabled, accountStatus: enabled ? "active" : "pending" })
      .where(eq(gyms.id, partyId));
  else
    await ctx.db
      .update(ambassadorCodes)
      .set({ payoutEnabled: enabled })
      .where(eq(ambassadorCodes.id, partyId));
}

/** The stored account, refreshed from the provider when it keeps state (Stripe) and is not enabled yet. */
async function refreshedAccount(
  ctx: UseCaseContext,
  party: PayoutParty,
  partyId: number,
): Promise<AccountState> {
  const row = await payoutAccount(ctx.db, party, partyId);
  const accountId = row?.accountId ?? null;
  let enabled = row?.enabled ?? false;
  if (accountId && !enabled && ctx.provider.name === "stripe") {
    const fresh = await ctx.provider.accountStatus(accountId).catch(() => undefined);
    if (fresh?.payoutsEnabled) {
      enabled = true;
      await setEnabled(ctx, party, partyId, true);
    }
  }
  return { accountId, status: payoutAccountStatus(accountId, enabled) };
}

export async function payoutAccountState(ctx: UseCaseContext, party: PayoutParty, partyId: number) {
  return refreshedAccount(ctx, party, partyId);
}

/**
 * Starts (or resumes) Stripe Connect onboarding for a gym or an ambassador: creates the Express
 * account once, then a fresh one-time onboarding link to send the person to.
 */
export async function startPayoutOnboarding(
  ctx: UseCaseContext,
  input: {
    party: PayoutParty;
    partyId: number;
    email: string | null;
    country: "NZ" | "AU";
    returnPath: string;
  },
): Promise<Result<{ url: string }>> {
  if (ctx.provider.name === "unconfigured") return fail("unavailable", PAYMENTS_NOT_CONFIGURED);
  const row = await payoutAccount(ctx.db, input.party, input.partyId);
  if (!row) return fail("not_found", "Not found");
  let accountId = row.accountId;
  try {
    if (!accountId) {
      accountId = (
        await ctx.provider.createAccount({
          party: input.party,
          partyId: input.partyId,
          email: input.email,
          country: input.country,
        })
      ).accountId;
      await storeAccount(ctx, input.party, input.partyId, accountId);
    }
    const returnUrl = new URL(input.returnPath, ctx.config.publicOrigin).toString();
    const link = await ctx.provider.onboardingLink(accountId, { returnUrl, refreshUrl: returnUrl });
    return ok({ url: link.url });
  } catch (error) {
    console.error("Payout onboarding failed:", error);
    return fail("provider_error", "We couldn't reach Stripe to set up payouts. Please try again.");
  }
}

/** Connect's account.updated (webhook): the stored state follows Stripe's. */
export async function applyAccountUpdate(
  ctx: UseCaseContext,
  input: { accountId: string; payoutsEnabled: boolean },
) {
  await ctx.db.batch([
    ctx.db
      .update(gyms)
      .set({
        payoutEnabled: input.payoutsEnabled,
        accountStatus: input.payoutsEnabled ? "active" : "pending",
      })
      .where(eq(gyms.paymentAccountId, input.accountId)),
    ctx.db
      .update(ambassadorCodes)
      .set({ payoutEnabled: input.payoutsEnabled })
      .where(eq(ambassadorCodes.paymentAccountId, input.accountId)),
  ]);
}

/** The offline provider's onboarding: finishing it enables the simulated account (never with Stripe). */
export async function completeTestOnboarding(ctx: UseCaseContext, accountId: string): Promise<Result<null>> {
  if (ctx.provider.name !== "test") return fail("not_found", PAYOUT_MESSAGES.testOnly);
  if (!/^acct_test_[a-z_0-9]+$/.test(accountId)) return fail("invalid", "Unknown test account.");
  await applyAccountUpdate(ctx, { accountId, payoutsEnabled: true });
  return ok(null);
}
