/**
 * The ambassador commission ledger (spec section 9, app/domain/ambassador.ts):
 * - a confirmed booking referred by an ambassador code accrues 30% of its total (pending);
 * - when the booking completes, the accrual is due 30 days later, and the scheduled job marks it
 *   earned then;
 * - cancelling or refunding the booking voids a pending accrual, or books a negative clawback if it
 *   was already earned;
 * - on the 15th (New Zealand time) earned entries from before the month are grouped into one payout
 *   per ambassador and currency when they reach the $50 minimum; smaller sums carry over.
 * Every step is a conditional statement (unique (booking, kind), payout_id IS NULL, ON CONFLICT), so
 * replays and overlapping job runs change nothing twice.
 */
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ambassadorPayouts, bookings, commissionLedger } from "~/db/schema";
import {
  COMMISSION_EARNING_DAYS,
  COMMISSION_PERCENT,
  MIN_PAYOUT_CENTS,
  PAYOUT_DAY_OF_MONTH,
} from "~/domain/ambassador";
import { wallClock, zonedTimeToInstant } from "~/domain/zoned-time";

const DAY_MS = 86_400_000;
/** Payout dates follow New Zealand's calendar (the programme is run from NZ). */
const PAYOUT_ZONE = "Pacific/Auckland";

/**
 * An e-mail address as one mailbox for the self-referral check: case and surrounding spaces ignored,
 * and a "+tag" in the local part dropped (aroha+1@example.com is aroha@example.com).
 */
const mailbox = (column: SQL) => sql`lower(trim(CASE
  WHEN instr(${column}, '+') > 0 AND instr(${column}, '+') < instr(${column}, '@')
  THEN substr(${column}, 1, instr(${column}, '+') - 1) || substr(${column}, instr(${column}, '@'))
  ELSE ${column} END))`;

/**
 * Statement (for a confirmation batch): accrue 30% of the booking, rounded half up to the cent,
 * if it is confirmed and referred by a code that is still active, and the booker is not the
 * ambassador (not their user, not their e-mail: application or account, +tags and case ignored).
 * The conditions are in the statement, so they hold inside the batch. A second run inserts nothing
 * (unique booking + kind).
 */
export function accrueCommission(db: Db, bookingId: number, now: number) {
  return db
    .insert(commissionLedger)
    .select(
      sql`SELECT NULL, b.ambassador_code_id, b.id, 'accrual', 'pending',
        (b.total_cents * ${sql.raw(String(COMMISSION_PERCENT))} + 50) / 100, b.currency, NULL, NULL, ${now}
      FROM bookings AS b
      JOIN ambassador_codes AS ac ON ac.id = b.ambassador_code_id
      JOIN ambassador_applications AS aa ON aa.id = ac.application_id
      WHERE b.id = ${bookingId} AND b.status = 'confirmed' AND ac.is_active = 1
        AND b.athlete_id IS NOT ac.user_id
        AND ${mailbox(sql`aa.email`)} <> ${mailbox(sql`b.athlete_email`)}
        AND NOT EXISTS (SELECT 1 FROM users AS u WHERE u.id = ac.user_id
          AND ${mailbox(sql`u.email`)} = ${mailbox(sql`b.athlete_email`)})`,
    )
    .onConflictDoNothing();
}

/** Statements (for a cancellation batch): void a pending accrual; claw back an earned one. */
export function reverseCommission(db: Db, bookingId: number, now: number) {
  return [
    db
      .insert(commissionLedger)
      .select(
        sql`SELECT NULL, c.ambassador_code_id, c.booking_id, 'clawback', 'earned', -c.amount_cents,
          c.currency, ${now}, NULL, ${now}
        FROM commission_ledger AS c JOIN bookings AS b ON b.id = c.booking_id
        WHERE c.booking_id = ${bookingId} AND c.kind = 'accrual' AND c.status IN ('earned', 'paid')
          AND b.status = 'cancelled'`,
      )
      .onConflictDoNothing(),
    db
      .update(commissionLedger)
      .set({ status: "void" })
      .where(
        and(
          eq(commissionLedger.bookingId, bookingId),
          eq(commissionLedger.kind, "accrual"),
          eq(commissionLedger.status, "pending"),
          sql`EXISTS (SELECT 1 FROM bookings AS b WHERE b.id = ${bookingId} AND b.status = 'cancelled')`,
        ),
      ),
  ] as const;
}

/** 'YYYY-MM' of the month before the given NZ date. */
function previousMonth(isoDate: string): string {
  const [year, month] = isoDate.split("-").map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}

/**
 * The scheduled part: set the due date of accruals whose booking completed, mark due ones earned,
 * and on or after the 15th group last month's earned entries into payouts. Idempotent.
 */
export async function runCommissionJob(db: Db, now: number): Promise<void> {
  const earnDelay = COMMISSION_EARNING_DAYS * DAY_MS;
  await db.batch([
    db
      .update(commissionLedger)
      .set({
        earnAt: sql`(SELECT b.completed_at + ${sql.raw(String(earnDelay))} FROM bookings AS b WHERE b.id = ${commissionLedger.bookingId})`,
      })
      .where(
        and(
          eq(commissionLedger.kind, "accrual"),
          eq(commissionLedger.status, "pending"),
          isNull(commissionLedger.earnAt),
          sql`EXISTS (SELECT 1 FROM bookings AS b WHERE b.id = ${commissionLedger.bookingId}
            AND b.status = 'completed' AND b.completed_at IS NOT NULL)`,
        ),
      ),
    db
      .update(commissionLedger)
      .set({ status: "earned" })
      .where(and(eq(commissionLedger.status, "pending"), sql`${commissionLedger.earnAt} <= ${now}`)),
  ]);

  const today = wallClock(now, PAYOUT_ZONE).date;
  if (Number(today.slice(8, 10)) < PAYOUT_DAY_OF_MONTH) return;
  const period = previousMonth(today);
  // Entries earned before the 1st of this month (NZ) belong to last month's payout or earlier.
  const monthStart = zonedTimeToInstant(`${today.slice(0, 7)}-01`, "00:00", PAYOUT_ZONE);
  await db.batch([
    db
      .insert(ambassadorPayouts)
      .select(
        sql`SELECT NULL, c.ambassador_code_id, ${period}, sum(c.amount_cents), c.currency, 'pending', NULL, ${now}
        FROM commission_ledger AS c
        WHERE c.status = 'earned' AND c.payout_id IS NULL AND c.earn_at < ${monthStart}
        GROUP BY c.ambassador_code_id, c.currency
        HAVING sum(c.amount_cents) >= ${MIN_PAYOUT_CENTS}`,
      )
      .onConflictDoNothing(),
    db
      .update(commissionLedger)
      .set({
        payoutId: sql`(SELECT p.id FROM ambassador_payouts AS p WHERE p.ambassador_code_id = ${commissionLedger.ambassadorCodeId}
          AND p.period = ${period} AND p.currency = ${commissionLedger.currency})`,
      })
      .where(
        and(
          eq(commissionLedger.status, "earned"),
          isNull(commissionLedger.payoutId),
          sql`${commissionLedger.earnAt} < ${monthStart}`,
          sql`EXISTS (SELECT 1 FROM ambassador_payouts AS p WHERE p.ambassador_code_id = ${commissionLedger.ambassadorCodeId}
            AND p.period = ${period} AND p.currency = ${commissionLedger.currency}
            AND p.created_at = ${now})`,
        ),
      ),
  ]);
}

/**
 * An ambassador's referred bookings and ledger, for their portal: the visit date and amounts, never a
 * booking reference (with the booker's e-mail it would find the booking: "find my booking").
 */
export async function ambassadorLedger(db: Db, ambassadorCodeId: number) {
  // Two reads, not one db.batch: in a D1 batch drizzle reads rows by column name, and the joined
  // booking's `status` overwrote the commission's (the portal showed "Pending NZ$0", issue 18).
  const entries = await db
    .select({
      id: commissionLedger.id,
      bookingId: commissionLedger.bookingId,
      kind: commissionLedger.kind,
      status: commissionLedger.status,
      amountCents: commissionLedger.amountCents,
      currency: commissionLedger.currency,
      earnAt: commissionLedger.earnAt,
      createdAt: commissionLedger.createdAt,
      bookingDate: bookings.bookingDate,
      bookingStatus: bookings.status,
    })
    .from(commissionLedger)
    .innerJoin(bookings, eq(bookings.id, commissionLedger.bookingId))
    .where(eq(commissionLedger.ambassadorCodeId, ambassadorCodeId))
    .orderBy(sql`${commissionLedger.createdAt} DESC`)
    .limit(500);
  const payouts = await db
    .select()
    .from(ambassadorPayouts)
    .where(eq(ambassadorPayouts.ambassadorCodeId, ambassadorCodeId))
    .orderBy(sql`${ambassadorPayouts.period} DESC`);
  return { entries, payouts };
}

/** One ambassador's month in one currency, for the monthly statement e-mail (minor units). */
export interface StatementRow {
  codeId: number;
  code: string;
  name: string;
  email: string;
  currency: string;
  referrals: number;
  accruedCents: number;
  earnedCents: number;
  clawedBackCents: number;
  unpaidCents: number;
  payoutCents: number | null;
}

/**
 * The month's statement lines from the ledger, per ambassador code and currency, for codes with
 * activity in the month (a referral, commission earned or taken back, or a payout for it):
 * referred bookings confirmed in the month (not voided) and their commission, commission earned in
 * the month, clawbacks, the month's payout, and what is earned but not yet paid out now.
 */
export async function commissionStatementRows(
  db: Db,
  period: string,
  window: { start: number; end: number },
): Promise<StatementRow[]> {
  const { start, end } = window;
  const inMonth = (column: SQL) => sql`${column} >= ${start} AND ${column} < ${end}`;
  const rows = await db.all<StatementRow>(sql`
    WITH lines AS (
      SELECT c.ambassador_code_id AS code_id, c.currency AS currency,
        sum(CASE WHEN c.kind = 'accrual' AND c.status <> 'void' AND ${inMonth(sql`c.created_at`)} THEN 1 ELSE 0 END) AS referrals,
        sum(CASE WHEN c.kind = 'accrual' AND c.status <> 'void' AND ${inMonth(sql`c.created_at`)} THEN c.amount_cents ELSE 0 END) AS accrued,
        sum(CASE WHEN c.kind = 'accrual' AND c.status IN ('earned', 'paid') AND ${inMonth(sql`c.earn_at`)} THEN c.amount_cents ELSE 0 END) AS earned,
        sum(CASE WHEN c.kind = 'clawback' AND ${inMonth(sql`c.created_at`)} THEN -c.amount_cents ELSE 0 END) AS clawed,
        sum(CASE WHEN c.status = 'earned' AND c.payout_id IS NULL THEN c.amount_cents ELSE 0 END) AS unpaid
      FROM commission_ledger AS c
      GROUP BY c.ambassador_code_id, c.currency
    )
    SELECT l.code_id AS codeId, ac.code AS code, aa.full_name AS name, aa.email AS email,
      l.currency AS currency, l.referrals AS referrals, l.accrued AS accruedCents, l.earned AS earnedCents,
      l.clawed AS clawedBackCents, l.unpaid AS unpaidCents, p.amount_cents AS payoutCents
    FROM lines AS l
    JOIN ambassador_codes AS ac ON ac.id = l.code_id
    JOIN ambassador_applications AS aa ON aa.id = ac.application_id
    LEFT JOIN ambassador_payouts AS p
      ON p.ambassador_code_id = l.code_id AND p.period = ${period} AND p.currency = l.currency
    WHERE l.referrals > 0 OR l.earned <> 0 OR l.clawed <> 0 OR p.id IS NOT NULL
    ORDER BY l.code_id, l.currency`);
  return rows;
}

/** The payout calendar's previous month and its bounds, as of an instant (New Zealand time). */
export function statementPeriod(now: number): { period: string; start: number; end: number; due: boolean } {
  const today = wallClock(now, PAYOUT_ZONE).date;
  const period = previousMonth(today);
  return {
    period,
    start: zonedTimeToInstant(`${period}-01`, "00:00", PAYOUT_ZONE),
    end: zonedTimeToInstant(`${today.slice(0, 7)}-01`, "00:00", PAYOUT_ZONE),
    due: Number(today.slice(8, 10)) >= PAYOUT_DAY_OF_MONTH,
  };
}
