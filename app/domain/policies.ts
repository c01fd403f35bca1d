/** Business constants from spec section 9 that copy and rules share. */

export const CANCELLATION_POLICY = [
  "Free cancellation up to 24 hours before your booking.",
  "50% refund for cancellations 12-24 hours before.",
  "No refund for cancellations less than 12 hours before.",
  "Free date changes with 24+ hours notice.",
  "No refund for no-shows.",
] as const;

/** Booking limits: hours per hourly booking, hours per amenity booking (domain/booking.ts re-exports them). */
export const HOURLY_DURATION = { min: 1, max: 8, default: 2 } as const;
export const AMENITY_DURATION = { min: 1, max: 4, default: 1 } as const;
/** The most athletes one booking takes; larger groups send a team inquiry (holds). */
export const MAX_ATHLETES = 20;

/** Spec section 4: how long the review of a gym-owner application takes (3-5 business days). */
export const GYM_APPLICATION_REVIEW_DAYS = "3-5 business days";

/**
 * Spec: business name and address start with this text; the applicant may keep it for now. Here,
 * not in the schema module, so pages that render or compare it do not load valibot.
 */
export const ONBOARDING_PLACEHOLDER = "To be collected during onboarding";

/** Amenity revenue split, gym to platform (marketing copy). */
export const PLATFORM_REVENUE_SHARE = { gym: 60, platform: 40 } as const;

export const CAROUSEL_INTERVAL_MS = 8000;
export const CAROUSEL_TRANSITION_MS = 500;

/** Which band of the cancellation policy a moment falls in, hours before the start. */
export type RefundBand = "full" | "half" | "none";

/** Where the bands begin, in hours before the start: a full refund from 24 h, half from 12 h. */
export const REFUND_BAND_HOURS = { full: 24, half: 12 } as const;

export function refundBand(hoursBeforeStart: number): RefundBand {
  if (Number.isNaN(hoursBeforeStart)) throw new RangeError("hoursBeforeStart must be a number");
  if (hoursBeforeStart >= REFUND_BAND_HOURS.full) return "full";
  if (hoursBeforeStart >= REFUND_BAND_HOURS.half) return "half";
  return "none";
}

/**
 * Refund owed when a confirmed booking is cancelled, by the spec's policy:
 * full refund 24 h or more before the start, 50% from 12 h up to 24 h, nothing under 12 h.
 * Amounts are integer cents; the 50% share rounds down to a whole cent.
 */
export function refundCents(totalCents: number, hoursBeforeStart: number): number {
  if (!Number.isInteger(totalCents) || totalCents < 0)
    throw new RangeError("totalCents must be a non-negative integer");
  const band = refundBand(hoursBeforeStart);
  if (band === "full") return totalCents;
  if (band === "half") return Math.floor(totalCents / 2);
  return 0;
}

/** The refund cancelling a booking now gives: only a confirmed (paid) booking is refunded. */
export function refundQuote(
  booking: { status: string; totalCents: number; startsAt: Date },
  now: number,
): number {
  if (booking.status !== "confirmed") return 0;
  return refundCents(booking.totalCents, (booking.startsAt.getTime() - now) / 3_600_000);
}

/** The policy's line on date changes, word for word (refused with it inside the notice period). */
export const DATE_CHANGE_POLICY = CANCELLATION_POLICY[3];
export const DATE_CHANGE_NOTICE_HOURS = 24;

/**
 * Whether a booking's date may still be changed for free: a confirmed booking, 24 hours or more before
 * its start. A pending booking is changed on its own booking page (Back to details).
 */
export function dateChangeAllowed(booking: { status: string; startsAt: Date }, now: number): boolean {
  return (
    booking.status === "confirmed" &&
    (booking.startsAt.getTime() - now) / 3_600_000 >= DATE_CHANGE_NOTICE_HOURS
  );
}
