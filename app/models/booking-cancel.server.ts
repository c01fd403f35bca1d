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
    ...[args.mail]
      .flat()
      .map((mail) =>
        queueMailOnce(
          db,
          mail,
          sql`EXISTS (SELECT 1 FROM bookings WHERE id = ${booking.id} AND status = 'cancelled')`,
        ),
      ),
  ]);
  return updated.length > 0;
}
