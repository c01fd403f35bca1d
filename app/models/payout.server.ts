/**
 * Payout runs: the weekly gym run and the monthly ambassador run, prepared from
 * the ledger in one batch (the run, one item per party and currency whose payable balance meets the
 * minimum, and the entries linked to their item), then approved by an admin and sent item by item.
 * Preparing twice changes nothing (unique run per kind and period, unique item per party and
 * currency in a run; entries are linked only to items this very batch created); a balance under the
 * minimum is not linked, so it rolls over.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { insertSelect } from "~/db/insert-select.server";
import { ambassadorCodes, gyms, ledgerEntries, payoutItems, payoutRuns } from "~/db/schema";
import { MIN_PAYOUT_CENTS } from "~/domain/ambassador";
import type { PayoutParty, PayoutRunKind } from "~/domain/catalog";
import { HOLD_REASONS, type RunWindow } from "~/domain/ledger";
import { auditIfChanged } from "./audit.server";

/** The party's payout account columns, as SQL over the party id expression. */
function accountSql(party: PayoutParty, partyId: ReturnType<typeof sql>) {
  return party === "gym"
    ? {
        id: sql`(SELECT g.payment_account_id FROM gyms AS g WHERE g.id = ${partyId})`,
        enabled: sql`(SELECT g.payout_enabled FROM gyms AS g WHERE g.id = ${partyId})`,
      }
    : {
        id: sql`(SELECT a.payment_account_id FROM ambassador_codes AS a WHERE a.id = ${partyId})`,
        enabled: sql`(SELECT a.payout_enabled FROM ambassador_codes AS a WHERE a.id = ${partyId})`,
      };
}

/** Prepares the run for a window once. Returns the run's id. */
export async function prepareRun(db: Db, kind: PayoutRunKind, window: RunWindow, now: number) {
  // Items are added only while the run awaits approval: preparing again (the cron's next tick, the
  // admin's button) adds balances that became payable late, never to a run already approved.
  const runId = sql`(SELECT r.id FROM payout_runs AS r WHERE r.kind = ${kind} AND r.period = ${window.period} AND r.status = 'prepared')`;
  const minimum = kind === "ambassador" ? MIN_PAYOUT_CENTS : 1;
  const account = accountSql(kind, sql`e.party_id`);
  const payable = sql`e.party = ${kind} AND e.kind <> 'transfer' AND e.payout_item_id IS NULL
    AND e.available_at IS NOT NULL AND e.available_at < ${window.cutoffAt}`;
  await db.batch([
    db
      .insert(payoutRuns)
      .values({ kind, period: window.period, cutoffAt: new Date(window.cutoffAt), createdAt: new Date(now) })
      .onConflictDoNothing(),
    insertSelect(
      db,
      payoutItems,
      {
        runId,
        party: sql`${kind}`,
        partyId: sql`e.party_id`,
        currency: sql`e.currency`,
        amountCents: sql`sum(e.amount_cents)`,
        status: sql`CASE WHEN ${account.id} IS NOT NULL AND ${account.enabled} = 1 THEN 'ready' ELSE 'held' END`,
        holdReason: sql`CASE WHEN ${account.id} IS NULL THEN ${HOLD_REASONS.not_started}
          WHEN ${account.enabled} = 1 THEN NULL ELSE ${HOLD_REASONS.pending} END`,
        idempotencyKey: sql`${`payout-${kind}-${window.period}-`} || e.party_id || '-' || e.currency`,
        createdAt: sql`${now}`,
      },
      sql`FROM ledger_entries AS e WHERE ${payable} AND ${runId} IS NOT NULL
        GROUP BY e.party_id, e.currency HAVING sum(e.amount_cents) >= ${minimum}`,
    ).onConflictDoNothing(),
    db
      .update(ledgerEntries)
      .set({
        payoutItemId: sql`(SELECT i.id FROM payout_items AS i WHERE i.run_id = ${runId} AND i.party = ${kind}
          AND i.party_id = ${ledgerEntries.partyId} AND i.currency = ${ledgerEntries.currency} AND i.created_at = ${now})`,
      })
      .where(
        and(
          eq(ledgerEntries.party, kind),
          sql`${ledgerEntries.kind} <> 'transfer'`,
          sql`${ledgerEntries.payoutItemId} IS NULL`,
          sql`${ledgerEntries.availableAt} IS NOT NULL AND ${ledgerEntries.availableAt} < ${window.cutoffAt}`,
          sql`EXISTS (SELECT 1 FROM payout_items AS i WHERE i.run_id = ${runId} AND i.party = ${kind}
            AND i.party_id = ${ledgerEntries.partyId} AND i.currency = ${ledgerEntries.currency} AND i.created_at = ${now})`,
        ),
      ),
  ]);
  const run = await db
    .select({ id: payoutRuns.id })
    .from(payoutRuns)
    .where(and(eq(payoutRuns.kind, kind), eq(payoutRuns.period, window.period)))
    .get();
  return run?.id;
}

export async function listRuns(db: Db, limit = 30) {
  return db.all<{
    id: number;
    kind: PayoutRunKind;
    period: string;
    status: "prepared" | "approved";
    createdAt: number;
    approvedBy: string | null;
    items: number;
    paid: number;
    held: number;
    failed: number;
    nzdCents: number;
    audCents: number;
  }>(sql`
    SELECT r.id AS id, r.kind AS kind, r.period AS period, r.status AS status, r.created_at AS createdAt,
      r.approved_by AS approvedBy,
      count(i.id) AS items,
      coalesce(sum(i.status = 'paid'), 0) AS paid,
      coalesce(sum(i.status = 'held'), 0) AS held,
      coalesce(sum(i.status = 'failed'), 0) AS failed,
      coalesce(sum(CASE WHEN i.currency = 'NZD' THEN i.amount_cents END), 0) AS nzdCents,
      coalesce(sum(CASE WHEN i.currency = 'AUD' THEN i.amount_cents END), 0) AS audCents
    FROM payout_runs AS r LEFT JOIN payout_items AS i ON i.run_id = r.id
    GROUP BY r.id ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit}`);
}

export async function getRun(db: Db, runId: number) {
  return db.select().from(payoutRuns).where(eq(payoutRuns.id, runId)).get();
}

/** A run's items with who they pay (the gym's or ambassador's name). */
export async function runItems(db: Db, runId: number) {
  return db
    .select({
      id: payoutItems.id,
      party: payoutItems.party,
      partyId: payoutItems.partyId,
      name: sql<string>`CASE ${payoutItems.party}
        WHEN 'gym' THEN (SELECT g.name FROM gyms AS g WHERE g.id = ${payoutItems.partyId})
        ELSE (SELECT aa.full_name || ' (' || ac.code || ')' FROM ambassador_codes AS ac
          JOIN ambassador_applications AS aa ON aa.id = ac.application_id WHERE ac.id = ${payoutItems.partyId}) END`,
      currency: payoutItems.currency,
      amountCents: payoutItems.amountCents,
      status: payoutItems.status,
      holdReason: payoutItems.holdReason,
      attempts: payoutItems.attempts,
      lastError: payoutItems.lastError,
      transferId: payoutItems.transferId,
      paidAt: payoutItems.paidAt,
    })
    .from(payoutItems)
    .where(eq(payoutItems.runId, runId))
    .orderBy(payoutItems.party, payoutItems.currency, payoutItems.id);
}

/** Approves a prepared run, once, with its audit row. */
export async function approveRun(db: Db, runId: number, actor: string, now: number): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .update(payoutRuns)
      .set({ status: "approved", approvedBy: actor, approvedAt: new Date(now) })
      .where(and(eq(payoutRuns.id, runId), eq(payoutRuns.status, "prepared")))
      .returning({ id: payoutRuns.id }),
    auditIfChanged(db, {
      actor,
      action: "approve_payout_run",
      subjectType: "payout_run",
      subjectId: runId,
      before: { status: "prepared" },
      after: { status: "approved" },
    }),
  ]);
  return updated.length > 0;
}

/** Items of approved runs still to send: ready, failed (retried) or held (sent once enabled). */
export async function unsentItems(db: Db, runId?: number) {
  return db
    .select({
      id: payoutItems.id,
      runId: payoutItems.runId,
      party: payoutItems.party,
      partyId: payoutItems.partyId,
      currency: payoutItems.currency,
      amountCents: payoutItems.amountCents,
      status: payoutItems.status,
      attempts: payoutItems.attempts,
      idempotencyKey: payoutItems.idempotencyKey,
      period: payoutRuns.period,
    })
    .from(payoutItems)
    .innerJoin(payoutRuns, eq(payoutRuns.id, payoutItems.runId))
    .where(
      and(
        eq(payoutRuns.status, "approved"),
        inArray(payoutItems.status, ["ready", "failed", "held"]),
        runId === undefined ? undefined : eq(payoutItems.runId, runId),
      ),
    )
    .orderBy(payoutItems.id);
}

/** The party's connected account as stored. */
export async function payoutAccount(db: Db, party: PayoutParty, partyId: number) {
  if (party === "gym")
    return db
      .select({ accountId: gyms.paymentAccountId, enabled: gyms.payoutEnabled })
      .from(gyms)
      .where(eq(gyms.id, partyId))
      .get();
  return db
    .select({ accountId: ambassadorCodes.paymentAccountId, enabled: ambassadorCodes.payoutEnabled })
    .from(ambassadorCodes)
    .where(eq(ambassadorCodes.id, partyId))
    .get();
}

export async function holdItem(db: Db, itemId: number, reason: string) {
  await db
    .update(payoutItems)
    .set({ status: "held", holdReason: reason })
    .where(and(eq(payoutItems.id, itemId), sql`${payoutItems.status} <> 'paid'`));
}

export async function failItem(db: Db, itemId: number, message: string) {
  await db
    .update(payoutItems)
    .set({
      status: "failed",
      attempts: sql`${payoutItems.attempts} + 1`,
      lastError: message.slice(0, 500),
      holdReason: null,
    })
    .where(and(eq(payoutItems.id, itemId), sql`${payoutItems.status} <> 'paid'`));
}

/** Records a transfer that went out: the item paid and its transfer entry, once. */
export async function markItemPaid(
  db: Db,
  args: { itemId: number; transferId: string; destination: string; now: number },
) {
  await db.batch([
    db
      .update(payoutItems)
      .set({
        status: "paid",
        transferId: args.transferId,
        destination: args.destination,
        paidAt: new Date(args.now),
        attempts: sql`${payoutItems.attempts} + 1`,
        holdReason: null,
        lastError: null,
      })
      .where(and(eq(payoutItems.id, args.itemId), sql`${payoutItems.status} <> 'paid'`)),
    insertSelect(
      db,
      ledgerEntries,
      {
        entryKey: sql`'transfer:' || i.id`,
        kind: sql`'transfer'`,
        party: sql`i.party`,
        partyId: sql`i.party_id`,
        amountCents: sql`-i.amount_cents`,
        currency: sql`i.currency`,
        availableAt: sql`${args.now}`,
        payoutItemId: sql`i.id`,
        note: sql`${`Transfer ${args.transferId}`}`,
        createdAt: sql`${args.now}`,
      },
      sql`FROM payout_items AS i WHERE i.id = ${args.itemId} AND i.status = 'paid'`,
    ).onConflictDoNothing(),
  ]);
}

/** Recent runs a party was in (for the consoles' payout history). */
export async function partyPayouts(db: Db, party: PayoutParty, partyId: number) {
  return db
    .select({
      id: payoutItems.id,
      period: payoutRuns.period,
      currency: payoutItems.currency,
      amountCents: payoutItems.amountCents,
      status: payoutItems.status,
      holdReason: payoutItems.holdReason,
      paidAt: payoutItems.paidAt,
    })
    .from(payoutItems)
    .innerJoin(payoutRuns, eq(payoutRuns.id, payoutItems.runId))
    .where(and(eq(payoutItems.party, party), eq(payoutItems.partyId, partyId)))
    .orderBy(desc(payoutItems.id))
    .limit(24);
}
