import { displayBookingType } from "~/domain/pricing";
import type { BookingRow } from "./booking-read.server";

/** A booking as the spec's API reads it (decimal amounts), plus reference, cents and currency. */
export function toApiBooking(row: BookingRow) {
  return {
    id: row.id,
    reference: row.reference,
    gymId: row.gymId,
    status: row.status,
    /** "week_pass" / "month_pass" for a day pass covering 7 or 30 days. */
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
