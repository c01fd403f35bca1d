/** The ledger's reads: balances, statement lines, the money view's figures, reconciliation, payout items. */
import { and, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ledgerEntries } from "~/db/schema";
import type { Currency } from "~/domain/catalog";
import { type BookingBooks, type Difference, type ItemBooks, reconcile } from "~/domain/ledger";
import { shareDue } from "./ledger.server";

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
