/**
 * Recording a cancellation with its refund, its e-mail, the commission's reversal and the ledger.
 */
import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  ambassadorCodes,
  amenityBookings,
  amenitySlots,
  bookingChanges,
  bookingSlots,
  bookings,
  gyms,
  mailOutbox,
  paymentEvents,
  reviews,
  users,
} from "~/db/schema";
import {
  type BookingInterval,
  bookingReference,
  CLOSED_DATE_MESSAGE,
  checkBookingDate,
  displayBookingType,
  type GymHours,
  HOLD_MS,
  HOURLY_DURATION,
  hoursOn,
  occupiedSlots,
  passDayIntervals,
  startTimeSlots,
  upcomingSlots,
} from "~/domain/booking";
import type { AmenityItemType, BookingStatus, BookingType, CancelledBy } from "~/domain/catalog";
import { weekdayOf, weekdayPlural } from "~/domain/dates";
import { HOLD_CAP_TRIGGERS, type HoldCap } from "~/domain/holds";
import { BOOKING_MESSAGES, type BookingDetails } from "~/domain/schemas/booking";
import type { PaymentProvider } from "~/payments/provider.server";
import { accrueCommission, reverseCommission } from "./commission.server";
import { ledgerOnCancel, ledgerOnCompletion, ledgerOnConfirm, ledgerOnLateRefund } from "./ledger.server";
import { type OutgoingMail, queueMailIf, queueMailOnce } from "./mail.server";
import { type BookingGym, type Currency, getBookingGym } from "./booking-gym.server";
import { constraintFailed, freePlaces, slotValues } from "./booking-slots.server";
import { type BookingAccess, type BookingListFilter, type BookingRow, type BookingSummaryFigures, bookingColumns, selectBookings } from "./booking-read.server";
import type { AmenityPart } from "./booking-create.server";
import { type BookingField, checkBookingRequest, dayHoursOf, heldSlots } from "~/domain/booking-request";


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
