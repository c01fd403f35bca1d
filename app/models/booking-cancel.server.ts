/**
 * Recording a cancellation with its refund, its e-mail, the commission's reversal and the ledger.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings, mailOutbox } from "~/db/schema";
import type { CancelledBy } from "~/domain/catalog";
import type { OutgoingMail } from "~/domain/outgoing-mail";
import type { BookingRow } from "./booking-read.server";
import { reverseCommission } from "./commission.server";
import { ledgerOnCancel } from "./ledger.server";
import { queueMailOnce } from "./mail.server";

/** An e-mail about one record (queued at most once per kind and record). */
type RecordMail = OutgoingMail & { relatedType: string; relatedId: number };
/**
 * Records a cancellation with its refund, with its e-mail and the commission's reversal, in one
 * batch. The status update is conditional on the status the caller saw, so a double submit cancels
 * (and the caller refunds) once. False when the booking had already moved on.
 */
export async function markCancelled(
  db: Db,
  args: {
    booking: Pick<BookingRow, "id" | "status">;
    refundCents: number;
    mail: RecordMail | RecordMail[];
    now: number;
    /** Who cancelled (the athlete unless the gym's owner did, from the partner console). */
    by?: CancelledBy;
  },
): Promise<boolean> {
  const { booking, now } = args;
  const [updated] = await db.batch([
    db
      .update(bookings)
      .set({
        status: "cancelled",
        cancelledAt: new Date(now),
        refundCents: args.refundCents,
        holdExpiresAt: null,
        cancelledBy: args.by ?? "athlete",
      })
      // A booking the gym already checked in or marked a no-show is past cancelling.
      .where(
        and(
          eq(bookings.id, booking.id),
          eq(bookings.status, booking.status),
          sql`${bookings.checkedInAt} IS NULL`,
          sql`${bookings.noShowAt} IS NULL`,
        ),
      )
      .returning({ id: bookings.id }),
    ...afterCancel(db, booking.id, args.mail, now),
  ]);
  return updated.length > 0;
}

/**
 * Records the cancellation of several bookings (a trip's stop) in one batch, all or none: one
 * statement cancels them only while every one of them is still as the caller saw it, then each
 * one's commission, ledger, reminders and e-mails follow as markCancelled's do. False when any of
 * them had moved on (then nothing changed).
 */
export async function markAllCancelled(
  db: Db,
  args: {
    items: { booking: Pick<BookingRow, "id" | "status">; refundCents: number; mail: RecordMail[] }[];
    now: number;
  },
): Promise<boolean> {
  const { items, now } = args;
  if (items.length === 0) return false;
  // Ids and amounts as literals: a month of day passes would pass D1's 100 bound values.
  const int = (n: number) => {
    if (!Number.isSafeInteger(n)) throw new RangeError(`Not an integer: ${n}`);
    return sql.raw(String(n));
  };
  const ids = sql.join(
    items.map((i) => int(i.booking.id)),
    sql`, `,
  );
  const seen = sql.join(
    items.map(
      (i) => sql`(b.id = ${int(i.booking.id)} AND b.status = ${sql.raw(`'${status(i.booking.status)}'`)})`,
    ),
    sql` OR `,
  );
  const [updated] = await db.batch([
    db
      .update(bookings)
      .set({
        status: "cancelled",
        cancelledAt: new Date(now),
        refundCents: sql`CASE ${bookings.id} ${sql.join(
          items.map((i) => sql`WHEN ${int(i.booking.id)} THEN ${int(i.refundCents)}`),
          sql` `,
        )} END`,
        holdExpiresAt: null,
        cancelledBy: "athlete",
      })
      // Counted before any row changes: one booking moved on (or used at the door) cancels none.
      .where(
        and(
          sql`${bookings.id} IN (${ids})`,
          sql`(SELECT count(*) FROM bookings AS b WHERE (${seen})
            AND b.checked_in_at IS NULL AND b.no_show_at IS NULL) = ${int(items.length)}`,
        ),
      )
      .returning({ id: bookings.id }),
    ...items.flatMap((i) => afterCancel(db, i.booking.id, i.mail, now)),
  ] as unknown as Parameters<Db["batch"]>[0]);
  return (updated as unknown[]).length === items.length;
}

/** The statuses a cancellation starts from, as literals only from this list. */
function status(value: string): "pending" | "confirmed" {
  if (value !== "pending" && value !== "confirmed") throw new RangeError(`Not cancellable: ${value}`);
  return value;
}

/** What follows a booking's cancellation in its batch, each applying only once it is cancelled. */
function afterCancel(db: Db, bookingId: number, mail: RecordMail | RecordMail[], now: number) {
  const booking = { id: bookingId };
  return [
    ...reverseCommission(db, booking.id, now),
    ...ledgerOnCancel(db, booking.id, now),
    // A reminder queued for this booking but not yet sent would announce a session that is off.
    db
      .update(mailOutbox)
      .set({ status: "failed", lastError: "Not sent: the booking was cancelled first." })
      .where(
        and(
          eq(mailOutbox.relatedType, "booking"),
          eq(mailOutbox.relatedId, booking.id),
          eq(mailOutbox.kind, "booking_reminder"),
          eq(mailOutbox.status, "queued"),
          sql`EXISTS (SELECT 1 FROM bookings WHERE id = ${booking.id} AND status = 'cancelled')`,
        ),
      ),
    ...[mail]
      .flat()
      .map((m) =>
        queueMailOnce(
          db,
          m,
          sql`EXISTS (SELECT 1 FROM bookings WHERE id = ${booking.id} AND status = 'cancelled')`,
        ),
      ),
  ];
}
