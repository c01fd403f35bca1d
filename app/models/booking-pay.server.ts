/**
 * Recording a booking's payment: the intent, the confirmation (once), a late refund, a flag.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings, paymentEvents } from "~/db/schema";
import type { OutgoingMail } from "~/domain/outgoing-mail";
import type { AlsoWrite } from "./batch.server";
import { accrueCommission } from "./commission.server";
import { ledgerOnConfirm, ledgerOnLateRefund } from "./ledger.server";
import { queueMailOnce } from "./mail.server";

/** An e-mail about one record (queued at most once per kind and record). */
type RecordMail = OutgoingMail & { relatedType: string; relatedId: number };
/** Remembers the provider's intent on a booking (the first one only). */
export async function recordPaymentIntent(db: Db, bookingId: number, paymentIntentId: string): Promise<void> {
  await db
    .update(bookings)
    .set({ paymentIntentId })
    .where(and(eq(bookings.id, bookingId), sql`${bookings.paymentIntentId} IS NULL`));
}

/**
 * Confirms a paid booking, at most once: the event id is recorded (a replay inserts nothing), the
 * status moves only from pending, and the confirmation e-mail is queued only when none was. All in
 * one batch. "not_payable" means the booking was cancelled (its hold expired, or the athlete
 * cancelled) before the money arrived: the caller settles it from the recorded state. `alsoWrite`
 * goes in the same batch; the row it is given is NULL unless this batch confirmed the booking.
 */
export async function confirmBooking(
  db: Db,
  args: {
    bookingId: number;
    paymentIntentId: string;
    eventId: string;
    provider: string;
    now: number;
    /** The athlete's confirmation and the gym's notice, each queued at most once. */
    mail: RecordMail | RecordMail[];
    alsoWrite?: AlsoWrite;
  },
): Promise<"confirmed" | "already" | "not_payable" | "missing"> {
  const [, updated] = await db.batch([
    db
      .insert(paymentEvents)
      .values({
        id: args.eventId,
        provider: args.provider,
        type: "payment_succeeded",
        bookingId: args.bookingId,
      })
      .onConflictDoNothing(),
    db
      .update(bookings)
      .set({
        status: "confirmed",
        confirmedAt: new Date(args.now),
        paymentIntentId: args.paymentIntentId,
        holdExpiresAt: null,
        // The split in force when the booking is paid applies to it.
        gymSharePercent: sql`(SELECT g.gym_share_percent FROM gyms AS g WHERE g.id = ${bookings.gymId})`,
      })
      .where(
        and(
          eq(bookings.id, args.bookingId),
          eq(bookings.status, "pending"),
          sql`(${bookings.paymentIntentId} IS NULL OR ${bookings.paymentIntentId} = ${args.paymentIntentId})`,
        ),
      )
      .returning({ id: bookings.id }),
    accrueCommission(db, args.bookingId, args.now),
    ...ledgerOnConfirm(db, args.bookingId, args.now),
    ...[args.mail]
      .flat()
      .map((mail) =>
        queueMailOnce(
          db,
          mail,
          sql`EXISTS (SELECT 1 FROM bookings WHERE id = ${args.bookingId} AND status = 'confirmed')`,
        ),
      ),
    ...(args.alsoWrite?.(confirmedHere(args.bookingId, args.paymentIntentId, args.now)) ?? []),
  ]);
  if (updated.length > 0) return "confirmed";
  const now = await db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, args.bookingId))
    .get();
  if (!now) return "missing";
  return now.status === "confirmed" || now.status === "completed" ? "already" : "not_payable";
}

/** The booking as a confirmation batch wrote it: NULL when that batch did not confirm it. */
function confirmedHere(bookingId: number, paymentIntentId: string, now: number) {
  const here = sql`FROM bookings WHERE id = ${bookingId} AND status = 'confirmed'
    AND confirmed_at = ${now} AND payment_intent_id = ${paymentIntentId}`;
  return { id: sql`(SELECT id ${here})`, owner: sql`(SELECT athlete_id ${here})` };
}

/** What is recorded about a booking's money, for settling a payment that arrived late. */
export async function getPaymentState(db: Db, bookingId: number) {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      totalCents: bookings.totalCents,
      currency: bookings.currency,
      refundCents: bookings.refundCents,
      confirmedAt: bookings.confirmedAt,
      paymentIntentId: bookings.paymentIntentId,
      flaggedReason: bookings.flaggedReason,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .get();
}

/**
 * Records that money which arrived for a booking cancelled before it was ever confirmed was paid back
 * in full, once: the update only applies while nothing is recorded as refunded.
 */
export async function recordLateRefund(
  db: Db,
  bookingId: number,
  paymentIntentId: string,
  refundCents: number,
  now: number,
): Promise<boolean> {
  const [rows] = await db.batch([
    db
      .update(bookings)
      .set({ refundCents, paymentIntentId })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.status, "cancelled"),
          sql`${bookings.confirmedAt} IS NULL`,
          eq(bookings.refundCents, 0),
          sql`(${bookings.paymentIntentId} IS NULL OR ${bookings.paymentIntentId} = ${paymentIntentId})`,
        ),
      )
      .returning({ id: bookings.id }),
    // The money came in and went back: both in the ledger, once.
    ...ledgerOnLateRefund(db, bookingId, now),
  ]);
  return rows.length > 0;
}

/** Flags a booking for the admin (the first reason stays); records the event so it applies once. */
export async function flagBooking(
  db: Db,
  args: { bookingId: number; reason: string; eventId: string; provider: string },
): Promise<void> {
  await db.batch([
    db
      .insert(paymentEvents)
      .values({ id: args.eventId, provider: args.provider, type: "flagged", bookingId: args.bookingId })
      .onConflictDoNothing(),
    db
      .update(bookings)
      .set({ flaggedReason: args.reason })
      .where(and(eq(bookings.id, args.bookingId), sql`${bookings.flaggedReason} IS NULL`)),
  ]);
}
