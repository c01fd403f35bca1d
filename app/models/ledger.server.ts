/**
 * The ledger's writes: statements that write a booking's money at the moment it moves,
 * for the batches of the use cases that move it (payment settled, cancellation, completion, admin
 * refund); its reads are in ledger-reports.server.ts. Every insert is an
 * INSERT … SELECT keyed by a unique entry_key with ON CONFLICT DO NOTHING, so a replayed event, a
 * double submit or an overlapping cron run writes nothing twice. Amounts come from the bookings row
 * and the commission ledger in the same batch, never from the caller.
 */
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { insertSelect } from "~/db/insert-select.server";
import { ledgerEntries } from "~/db/schema";
import { COMMISSION_EARNING_DAYS } from "~/domain/ambassador";

const EARN_DELAY_MS = COMMISSION_EARNING_DAYS * 86_400_000;

/** The gym's share of a booking's kept money, rounded half up (domain/ledger.ts splitCents, in SQL). */
const gymShareSql = (net: SQL, percent: SQL) => sql`((${net}) * (${percent}) + 50) / 100`;
const bookingPercent = sql`coalesce(b.gym_share_percent, (SELECT g.gym_share_percent FROM gyms AS g WHERE g.id = b.gym_id))`;

type EntryKind = "charge" | "refund" | "commission" | "clawback" | "gym_share" | "platform_fee";

/**
 * One ledger entry per row of `from` (`FROM … WHERE …`), keyed by `key` so a replay inserts nothing:
 * every write of the ledger goes through here. Amounts and currency are SQL over the selected row.
 */
function ledgerInsert(
  db: Db,
  entry: {
    key: SQL;
    kind: EntryKind;
    party: "platform" | "gym" | "ambassador";
    bookingId: SQL;
    partyId?: SQL;
    amountCents: SQL;
    currency: SQL;
    /** Payable from (ms); absent: not payable yet. */
    availableAt?: SQL | number;
    note?: string;
    now: number;
  },
  from: SQL,
) {
  const { availableAt, note, partyId } = entry;
  return insertSelect(
    db,
    ledgerEntries,
    {
      entryKey: entry.key,
      kind: sql`${entry.kind}`,
      bookingId: entry.bookingId,
      party: sql`${entry.party}`,
      ...(partyId && { partyId }),
      amountCents: entry.amountCents,
      currency: entry.currency,
      ...(availableAt !== undefined && {
        availableAt: typeof availableAt === "number" ? sql`${availableAt}` : availableAt,
      }),
      ...(note !== undefined && { note: sql`${note}` }),
      createdAt: sql`${entry.now}`,
    },
    from,
  ).onConflictDoNothing();
}

/** The platform's charge for a booking (the whole total, available at once), when `when` holds. */
function chargeEntry(db: Db, bookingId: number, now: number, when: SQL) {
  return ledgerInsert(
    db,
    {
      key: sql`'charge:' || b.id`,
      kind: "charge",
      party: "platform",
      bookingId: sql`b.id`,
      amountCents: sql`b.total_cents`,
      currency: sql`b.currency`,
      availableAt: now,
      now,
    },
    sql`FROM bookings AS b WHERE b.id = ${bookingId} AND ${when}`,
  );
}

/**
 * Statements for the confirmation batch (after the booking's update and accrueCommission): the
 * charge, and the referred booking's commission, payable never until the booking completes.
 */
export function ledgerOnConfirm(db: Db, bookingId: number, now: number) {
  return [
    chargeEntry(db, bookingId, now, sql`b.status = 'confirmed'`),
    ledgerInsert(
      db,
      {
        key: sql`'commission:' || c.booking_id`,
        kind: "commission",
        party: "ambassador",
        bookingId: sql`c.booking_id`,
        partyId: sql`c.ambassador_code_id`,
        amountCents: sql`c.amount_cents`,
        currency: sql`c.currency`,
        now,
      },
      sql`FROM commission_ledger AS c WHERE c.booking_id = ${bookingId} AND c.kind = 'accrual' AND c.status = 'pending'`,
    ),
  ] as const;
}

/** A refund entry for money a refund of this booking paid back (key: one per refund). */
function refundEntry(db: Db, bookingId: number, key: string, amountCents: SQL, now: number, where: SQL) {
  return ledgerInsert(
    db,
    {
      key: sql`${`refund:${bookingId}:${key}`}`,
      kind: "refund",
      party: "platform",
      bookingId: sql`b.id`,
      amountCents: sql`-(${amountCents})`,
      currency: sql`b.currency`,
      availableAt: now,
      now,
    },
    sql`FROM bookings AS b WHERE b.id = ${bookingId} AND ${where}`,
  );
}

/**
 * Statements for the cancellation batch (after the status update and reverseCommission): the refund
 * the cancellation recorded, and the commission's reversal exactly as the commission ledger decided
 * it: a void (payable when the commission would have been, so the two cancel out) or a clawback
 * (payable at once: it reduces the next payout).
 */
export function ledgerOnCancel(db: Db, bookingId: number, now: number) {
  return [
    refundEntry(
      db,
      bookingId,
      "cancel",
      sql`b.refund_cents`,
      now,
      sql`b.status = 'cancelled' AND b.refund_cents > 0 AND b.confirmed_at IS NOT NULL`,
    ),
    ...commissionReversalEntries(db, bookingId, now),
  ] as const;
}

function commissionReversalEntries(db: Db, bookingId: number, now: number) {
  return [
    ledgerInsert(
      db,
      {
        key: sql`'commission:' || e.booking_id || ':void'`,
        kind: "commission",
        party: "ambassador",
        bookingId: sql`e.booking_id`,
        partyId: sql`e.party_id`,
        amountCents: sql`-e.amount_cents`,
        currency: sql`e.currency`,
        availableAt: sql`e.available_at`,
        note: "Voided: the booking was cancelled before the commission was earned.",
        now,
      },
      sql`FROM ledger_entries AS e JOIN commission_ledger AS c ON c.booking_id = e.booking_id AND c.kind = 'accrual'
        WHERE e.entry_key = ${`commission:${bookingId}`} AND c.status = 'void'`,
    ),
    ledgerInsert(
      db,
      {
        key: sql`'clawback:' || c.booking_id`,
        kind: "clawback",
        party: "ambassador",
        bookingId: sql`c.booking_id`,
        partyId: sql`c.ambassador_code_id`,
        amountCents: sql`c.amount_cents`,
        currency: sql`c.currency`,
        availableAt: now,
        note: "Clawed back: the booking was cancelled after the commission was earned.",
        now,
      },
      sql`FROM commission_ledger AS c WHERE c.booking_id = ${bookingId} AND c.kind = 'clawback'`,
    ),
  ] as const;
}

/**
 * Statements for the late-payment settlement: money that arrived for a booking cancelled before it
 * was confirmed, and its full refund (recorded by recordLateRefund just before).
 */
export function ledgerOnLateRefund(db: Db, bookingId: number, now: number) {
  const late = sql`b.status = 'cancelled' AND b.confirmed_at IS NULL AND b.refund_cents = b.total_cents`;
  return [
    chargeEntry(db, bookingId, now, late),
    refundEntry(db, bookingId, "late", sql`b.total_cents`, now, late),
  ] as const;
}

/** Bookings whose share is earned now: completed, or cancelled having kept money and past their end. */
export const shareDue = (now: number) => sql`(b.status = 'completed'
  OR (b.status = 'cancelled' AND b.confirmed_at IS NOT NULL AND b.total_cents > b.refund_cents AND b.ends_at <= ${now}))`;

/**
 * The cron looks back this far for bookings to split (ended in the window, on the status/ends_at
 * index), so a minute's run does not read every booking ever made; reconciliation reports a booking
 * whose split is due but missing (a cron stopped for longer than this).
 */
const SPLIT_LOOKBACK_MS = 30 * 86_400_000;

/**
 * Statements for the completion batch (cron): the gym's share and the platform's fee of every booking
 * due (refunds first), payable to the gym from now; and referred commissions become payable 30 days
 * after completion. Idempotent: keyed per booking, and only commissions with no date yet get one.
 */
export function ledgerOnCompletion(db: Db, now: number) {
  const net = sql`(b.total_cents - b.refund_cents)`;
  const from = (
    kind: "gym_share" | "platform_fee",
  ) => sql`FROM bookings AS b WHERE b.status IN ('completed', 'cancelled')
    AND b.ends_at > ${now - SPLIT_LOOKBACK_MS} AND b.ends_at <= ${now} AND ${shareDue(now)}
    AND EXISTS (SELECT 1 FROM ledger_entries AS ch WHERE ch.entry_key = 'charge:' || b.id)
    AND NOT EXISTS (SELECT 1 FROM ledger_entries AS s WHERE s.entry_key = ${`${kind}:`} || b.id)`;
  return [
    ledgerInsert(
      db,
      {
        key: sql`'gym_share:' || b.id`,
        kind: "gym_share",
        party: "gym",
        bookingId: sql`b.id`,
        partyId: sql`b.gym_id`,
        amountCents: gymShareSql(net, bookingPercent),
        currency: sql`b.currency`,
        availableAt: now,
        now,
      },
      from("gym_share"),
    ),
    ledgerInsert(
      db,
      {
        key: sql`'platform_fee:' || b.id`,
        kind: "platform_fee",
        party: "platform",
        bookingId: sql`b.id`,
        amountCents: sql`${net} - ${gymShareSql(net, bookingPercent)}`,
        currency: sql`b.currency`,
        availableAt: now,
        now,
      },
      from("platform_fee"),
    ),
    db
      .update(ledgerEntries)
      .set({
        availableAt: sql`(SELECT b.completed_at + ${sql.raw(String(EARN_DELAY_MS))} FROM bookings AS b WHERE b.id = ${ledgerEntries.bookingId})`,
      })
      .where(
        and(
          eq(ledgerEntries.kind, "commission"),
          isNull(ledgerEntries.availableAt),
          sql`EXISTS (SELECT 1 FROM bookings AS b WHERE b.id = ${ledgerEntries.bookingId}
            AND b.status = 'completed' AND b.completed_at IS NOT NULL)`,
        ),
      ),
  ] as const;
}

/**
 * Statements for an admin refund's batch, after the bookings row recorded it: the refund entry and,
 * when the booking was already split, the split's adjustment (what is kept now, split again, minus
 * what the entries say), so the gym's next payout gives back its part of the refund.
 */
export function ledgerOnAdminRefund(
  db: Db,
  args: { bookingId: number; refundKey: string; amountCents: number; refundedAfter: number; now: number },
) {
  const { bookingId, refundKey, amountCents, now } = args;
  const net = sql`(b.total_cents - b.refund_cents)`;
  const booked = (kind: string) =>
    sql`(SELECT coalesce(sum(e.amount_cents), 0) FROM ledger_entries AS e WHERE e.booking_id = b.id AND e.kind = ${kind})`;
  const split = sql`EXISTS (SELECT 1 FROM ledger_entries AS s WHERE s.entry_key = 'gym_share:' || b.id)`;
  const adjust = (
    kind: "gym_share" | "platform_fee",
    amount: SQL,
    party: "gym" | "platform",
    partyId?: SQL,
  ) =>
    ledgerInsert(
      db,
      {
        key: sql`${`${kind}:${bookingId}:refund:${refundKey}`}`,
        kind,
        party,
        bookingId: sql`b.id`,
        partyId,
        amountCents: amount,
        currency: sql`b.currency`,
        availableAt: now,
        note: "Adjusted for a refund after the split.",
        now,
      },
      sql`FROM bookings AS b WHERE b.id = ${bookingId} AND ${split}`,
    );
  return [
    refundEntry(
      db,
      bookingId,
      refundKey,
      sql`${amountCents}`,
      now,
      sql`b.refund_cents = ${args.refundedAfter}`,
    ),
    adjust(
      "gym_share",
      sql`${gymShareSql(net, bookingPercent)} - ${booked("gym_share")}`,
      "gym",
      sql`b.gym_id`,
    ),
    adjust(
      "platform_fee",
      sql`${net} - ${gymShareSql(net, bookingPercent)} - ${booked("platform_fee")}`,
      "platform",
    ),
    ...commissionReversalEntries(db, bookingId, now),
  ] as const;
}
