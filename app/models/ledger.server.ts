/**
 * The ledger: statements that write a booking's money at the moment it moves,
 * for the batches of the use cases that move it (payment settled, cancellation, completion, admin
 * refund), and the reads behind statements, the money view and reconciliation. Every insert is an
 * INSERT … SELECT keyed by a unique entry_key with ON CONFLICT DO NOTHING, so a replayed event, a
 * double submit or an overlapping cron run writes nothing twice. Amounts come from the bookings row
 * and the commission ledger in the same batch, never from the caller.
 */
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ledgerEntries } from "~/db/schema";
import { COMMISSION_EARNING_DAYS } from "~/domain/ambassador";
import type { Currency } from "~/domain/catalog";
import { type BookingBooks, type Difference, type ItemBooks, reconcile } from "~/domain/ledger";
import { insertSelect } from "~/lib/insert-select.server";

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
const shareDue = (now: number) => sql`(b.status = 'completed'
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

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

export interface PartyBalance {
  currency: Currency;
  /** Not yet payable (a commission before it is earned, net of voids). */
  pendingCents: number;
  /** Payable and not in any payout yet. */
  owedCents: number;
  /** In a payout that is prepared, held or failed: on its way. */
  inPayoutCents: number;
  /** Transferred. */
  paidCents: number;
  /** Everything earned so far (payable, in payout or paid). */
  earnedCents: number;
}

/** A gym's or an ambassador's figures per currency, from the ledger alone. */
export async function partyBalances(
  db: Db,
  party: "gym" | "ambassador",
  partyId: number,
  now: number,
): Promise<PartyBalance[]> {
  const rows = await db.all<{
    currency: Currency;
    pending: number;
    owed: number;
    inPayout: number;
    paid: number;
  }>(sql`
    SELECT e.currency AS currency,
      sum(CASE WHEN e.kind <> 'transfer' AND (e.available_at IS NULL OR e.available_at > ${now}) AND e.payout_item_id IS NULL THEN e.amount_cents ELSE 0 END) AS pending,
      sum(CASE WHEN e.kind <> 'transfer' AND e.available_at <= ${now} AND e.payout_item_id IS NULL THEN e.amount_cents ELSE 0 END) AS owed,
      sum(CASE WHEN e.kind <> 'transfer' AND e.payout_item_id IS NOT NULL
        AND (SELECT i.status FROM payout_items AS i WHERE i.id = e.payout_item_id) <> 'paid' THEN e.amount_cents ELSE 0 END) AS inPayout,
      -sum(CASE WHEN e.kind = 'transfer' THEN e.amount_cents ELSE 0 END) AS paid
    FROM ledger_entries AS e
    WHERE e.party = ${party} AND e.party_id = ${partyId}
    GROUP BY e.currency ORDER BY e.currency DESC`);
  return rows.map((r) => ({
    currency: r.currency,
    pendingCents: r.pending,
    owedCents: r.owed,
    inPayoutCents: r.inPayout,
    paidCents: r.paid,
    earnedCents: r.owed + r.inPayout + r.paid,
  }));
}

export interface StatementLine {
  id: number;
  date: Date;
  kind: string;
  bookingId: number | null;
  reference: string | null;
  bookingDate: string | null;
  amountCents: number;
  currency: Currency;
  availableAt: Date | null;
  payoutItemId: number | null;
  payoutStatus: string | null;
  note: string | null;
}

/** A party's entries written in a period (NZ month bounds), oldest first. */
export async function statementLines(
  db: Db,
  party: "gym" | "ambassador",
  partyId: number,
  window: { start: number; end: number },
): Promise<StatementLine[]> {
  const rows = await db.all<{
    id: number;
    createdAt: number;
    kind: string;
    bookingId: number | null;
    reference: string | null;
    bookingDate: string | null;
    amountCents: number;
    currency: Currency;
    availableAt: number | null;
    payoutItemId: number | null;
    payoutStatus: string | null;
    note: string | null;
  }>(sql`
    SELECT e.id AS id, e.created_at AS createdAt, e.kind AS kind, e.booking_id AS bookingId,
      b.reference AS reference, b.booking_date AS bookingDate, e.amount_cents AS amountCents,
      e.currency AS currency, e.available_at AS availableAt, e.payout_item_id AS payoutItemId,
      i.status AS payoutStatus, e.note AS note
    FROM ledger_entries AS e
    LEFT JOIN bookings AS b ON b.id = e.booking_id
    LEFT JOIN payout_items AS i ON i.id = e.payout_item_id
    WHERE e.party = ${party} AND e.party_id = ${partyId}
      AND e.created_at >= ${window.start} AND e.created_at < ${window.end}
    ORDER BY e.created_at, e.id
    LIMIT 2000`);
  return rows.map((r) => ({
    ...r,
    date: new Date(r.createdAt),
    availableAt: r.availableAt === null ? null : new Date(r.availableAt),
  }));
}

export interface MoneyFigures {
  currency: Currency;
  bookingsCents: number;
  refundsCents: number;
  platformFeeCents: number;
  gymShareCents: number;
  commissionCents: number;
  owedToGymsCents: number;
  owedToAmbassadorsCents: number;
  paidOutCents: number;
}

/**
 * The admin's money view per currency: what was charged, refunded, split and paid out in a period
 * (entries written in it), and what is owed now (all time: payable or in a payout not yet paid).
 */
export async function moneyFigures(db: Db, window: { start: number; end: number }): Promise<MoneyFigures[]> {
  const inPeriod = sql`e.created_at >= ${window.start} AND e.created_at < ${window.end}`;
  const rows = await db.all<MoneyFigures>(sql`
    SELECT e.currency AS currency,
      sum(CASE WHEN e.kind = 'charge' AND ${inPeriod} THEN e.amount_cents ELSE 0 END) AS bookingsCents,
      -sum(CASE WHEN e.kind = 'refund' AND ${inPeriod} THEN e.amount_cents ELSE 0 END) AS refundsCents,
      sum(CASE WHEN e.kind = 'platform_fee' AND ${inPeriod} THEN e.amount_cents ELSE 0 END) AS platformFeeCents,
      sum(CASE WHEN e.kind = 'gym_share' AND ${inPeriod} THEN e.amount_cents ELSE 0 END) AS gymShareCents,
      sum(CASE WHEN e.kind IN ('commission', 'clawback') AND ${inPeriod} AND e.available_at IS NOT NULL THEN e.amount_cents ELSE 0 END) AS commissionCents,
      sum(CASE WHEN e.party = 'gym' THEN e.amount_cents ELSE 0 END) AS owedToGymsCents,
      sum(CASE WHEN e.party = 'ambassador' AND e.available_at IS NOT NULL THEN e.amount_cents ELSE 0 END) AS owedToAmbassadorsCents,
      -sum(CASE WHEN e.kind = 'transfer' AND ${inPeriod} THEN e.amount_cents ELSE 0 END) AS paidOutCents
    FROM ledger_entries AS e
    GROUP BY e.currency ORDER BY e.currency DESC`);
  return rows;
}

/**
 * Reconciliation: the ledger against the bookings table (charges, refunds, splits) and
 * against the payout items (each pays exactly its entries, with one transfer when paid).
 */
export async function reconcileLedger(db: Db, now = Date.now()): Promise<Difference[]> {
  const bookingRows = await db.all<{
    bookingId: number;
    currency: string;
    paid: number;
    totalCents: number;
    refundCents: number;
    charge: number;
    refund: number;
    gymShare: number;
    platformFee: number;
    split: number;
    splitDue: number;
  }>(sql`
    SELECT b.id AS bookingId, b.currency AS currency,
      (b.confirmed_at IS NOT NULL OR b.refund_cents > 0) AS paid,
      b.total_cents AS totalCents, b.refund_cents AS refundCents,
      coalesce(sum(CASE WHEN e.kind = 'charge' THEN e.amount_cents END), 0) AS charge,
      coalesce(sum(CASE WHEN e.kind = 'refund' THEN e.amount_cents END), 0) AS refund,
      coalesce(sum(CASE WHEN e.kind = 'gym_share' THEN e.amount_cents END), 0) AS gymShare,
      coalesce(sum(CASE WHEN e.kind = 'platform_fee' THEN e.amount_cents END), 0) AS platformFee,
      max(CASE WHEN e.kind = 'gym_share' THEN 1 ELSE 0 END) AS split,
      (${shareDue(now)}) AS splitDue
    FROM bookings AS b LEFT JOIN ledger_entries AS e ON e.booking_id = b.id
    WHERE b.confirmed_at IS NOT NULL OR b.refund_cents > 0 OR e.id IS NOT NULL
    GROUP BY b.id`);
  const itemRows = await db.all<ItemBooks>(sql`
    SELECT i.id AS itemId, i.currency AS currency, i.status AS status, i.amount_cents AS amountCents,
      coalesce((SELECT sum(e.amount_cents) FROM ledger_entries AS e WHERE e.payout_item_id = i.id AND e.kind <> 'transfer'), 0) AS linkedCents,
      coalesce((SELECT sum(e.amount_cents) FROM ledger_entries AS e WHERE e.payout_item_id = i.id AND e.kind = 'transfer'), 0) AS transferCents
    FROM payout_items AS i`);
  const books: BookingBooks[] = bookingRows.map((r) => ({
    bookingId: r.bookingId,
    currency: r.currency,
    paid: r.paid === 1,
    totalCents: r.totalCents,
    refundCents: r.refundCents,
    ledger: {
      charge: r.charge,
      refund: r.refund,
      gymShare: r.gymShare,
      platformFee: r.platformFee,
      split: r.split === 1,
      splitDue: r.splitDue === 1 && r.charge > 0,
    },
  }));
  return reconcile(books, itemRows);
}

/** The entries a payout item pays, with their bookings (the run's "which bookings"). */
export async function itemEntries(db: Db, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({
      id: ledgerEntries.id,
      itemId: ledgerEntries.payoutItemId,
      kind: ledgerEntries.kind,
      bookingId: ledgerEntries.bookingId,
      amountCents: ledgerEntries.amountCents,
      reference: sql<
        string | null
      >`(SELECT b.reference FROM bookings AS b WHERE b.id = ${ledgerEntries.bookingId})`,
    })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.payoutItemId, itemIds), sql`${ledgerEntries.kind} <> 'transfer'`))
    .orderBy(ledgerEntries.id);
}
