/**
 * A booking as the spec's API reads it.
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

/** A booking as the spec's API reads it (decimal amounts), plus reference, cents and currency. */
export function toApiBooking(row: BookingRow) {
  return {
    id: row.id,
    reference: row.reference,
    gymId: row.gymId,
    status: row.status,
    /** "week_pass" / "month_pass" for a day pass covering 7 or 30 days (issue 20). */
    bookingType: displayBookingType(row.bookingType, row.passDays),
    passDays: row.passDays,
    bookingDate: row.bookingDate,
    startTime: row.startTime,
    endTime: row.endTime,
    duration: row.durationHours,
    athletes: row.athletes,
    totalAmount: row.totalCents / 100,
    totalCents: row.totalCents,
    refundCents: row.refundCents,
    currency: row.currency,
    specialRequests: row.specialRequests,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    reviewId: row.reviewId,
    /** The recovery amenity in the booking (booked on its own, or added to the visit). */
    amenity: row.amenityName
      ? {
          name: row.amenityName,
          startTime: row.amenityStartTime,
          endTime: row.amenityEndTime,
          totalAmount: (row.amenityTotalCents ?? 0) / 100,
        }
      : null,
    gym: {
      id: row.gymId,
      name: row.gymName,
      city: row.gymCity,
      country: row.gymCountry,
      images: row.gymImage ? [row.gymImage] : [],
    },
  };
}
