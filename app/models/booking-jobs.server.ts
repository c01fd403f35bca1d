/**
 * The scheduled sweeps over bookings: expired holds cancelled, past visits completed.
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

/** Cancels pending bookings whose hold has expired; the trigger releases their slots. Idempotent. */
export async function expireHolds(db: Db, now: number): Promise<number> {
  const rows = await db
    .update(bookings)
    .set({ status: "cancelled", cancelledAt: new Date(now) })
    .where(and(eq(bookings.status, "pending"), sql`${bookings.holdExpiresAt} <= ${now}`))
    .returning({ id: bookings.id });
  return rows.length;
}

/** Marks confirmed bookings (and amenity bookings) whose end has passed as completed. Idempotent. */
export async function completeBookings(db: Db, now: number): Promise<number> {
  const [rows] = await db.batch([
    db
      .update(bookings)
      .set({ status: "completed", completedAt: new Date(now) })
      .where(and(eq(bookings.status, "confirmed"), sql`${bookings.endsAt} <= ${now}`))
      .returning({ id: bookings.id }),
    db
      .update(amenityBookings)
      .set({ bookingStatus: "completed" })
      // Amenities booked before they were part of a booking; the others follow their booking (trigger).
      .where(
        and(
          sql`${amenityBookings.bookingId} IS NULL`,
          eq(amenityBookings.bookingStatus, "confirmed"),
          sql`${amenityBookings.endsAt} <= ${now}`,
        ),
      ),
    // The gym's share and the platform's fee of what completed (and of cancellations that kept money).
    ...ledgerOnCompletion(db, now),
  ]);
  return rows.length;
}
