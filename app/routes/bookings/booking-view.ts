/**
 * What My Bookings shows of a booking (its card, its cancel quote) and the page's URLs, shared by
 * the loader, the action and the page's parts.
 */
import type { Currency } from "@gymroam/design-system";
import type { CancelQuote, RefundKind } from "~/components/bookings-cancel";
import { hoursUntil } from "~/domain/booking";
import { MONTH_SHORT_NAMES, WEEKDAY_SHORT_NAMES, zoneAbbreviation, zonedTime } from "~/domain/dates";
import { canPay } from "~/domain/payability";
import { dateChangeAllowed, refundBand, refundQuote } from "~/domain/policies";
import { displayBookingType } from "~/domain/pricing";
import { mayReview } from "~/domain/review-eligibility";
import type { BookingRow } from "~/models/booking-read.server";
import type { PassLink } from "~/routes/+shared/pass-view.server";

export const FALLBACK_IMAGE = "/images/fallback-gym.svg";

/**
 * "2025-09-12", "09:00" → "Fri, 12 Sep 2025 at 09:00 NZST": the booking's own wall clock, labelled with
 * the venue zone's abbreviation in force at the start (domain/dates.ts, issue 20).
 */
export function formatWhen(row: Pick<BookingRow, "bookingDate" | "startTime" | "startsAt" | "gymTimeZone">) {
  const [y, m, d] = row.bookingDate.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return `${WEEKDAY_SHORT_NAMES[day.getUTCDay()]}, ${d} ${MONTH_SHORT_NAMES[m - 1]} ${y} at ${zonedTime(row.startTime, row.gymTimeZone, row.startsAt)}`;
}

function directionsUrl(
  row: Pick<BookingRow, "gymLatitude" | "gymLongitude" | "gymAddress" | "gymCity" | "gymCountry">,
) {
  const destination =
    row.gymLatitude != null && row.gymLongitude != null
      ? `${row.gymLatitude},${row.gymLongitude}`
      : encodeURIComponent(`${row.gymAddress}, ${row.gymCity}, ${row.gymCountry}`);
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}

function refundKind(row: BookingRow, now: number): RefundKind {
  if (row.status === "pending") return "unpaid";
  return refundBand(hoursUntil(row.startsAt.getTime(), now));
}

/**
 * What a card shows: the visitor's own booking, without contact details or payment ids. Each fact once
 *: what the page can derive from it (the pay, calendar and gym links; the cancel quote's
 * reference, gym and total) it derives, so the hydration data stays small.
 */
export function toPageBooking(row: BookingRow, now: number, pass: PassLink | null) {
  const currency = row.currency as Currency;
  const cancellable = row.status === "pending" || row.status === "confirmed";
  return {
    id: row.id,
    reference: row.reference,
    /** The trip this booking is a stop's day of: My Bookings lists it under the trip. */
    tripId: row.tripId,
    gymId: row.gymId,
    gymName: row.gymName,
    location: `${row.gymCity}, ${row.gymCountry}`,
    image: row.gymImage,
    bookingDate: row.bookingDate,
    startTime: row.startTime,
    /** "NZDT": the venue zone's abbreviation at the start, shown after the time. */
    zone: zoneAbbreviation(row.gymTimeZone, row.startsAt),
    status: row.status,
    // A day pass covering 7 or 30 days is the week or month pass it was bought as.
    bookingType: displayBookingType(row.bookingType, row.passDays),
    durationHours: row.durationHours,
    athletes: row.athletes,
    totalCents: row.totalCents,
    refundCents: row.refundCents,
    currency,
    specialRequests: row.specialRequests,
    amenity: row.amenityName ? `${row.amenityName}, ${row.amenityStartTime}-${row.amenityEndTime}` : null,
    canReview: mayReview({
      status: row.status,
      noShowAt: row.noShowAt?.getTime() ?? null,
      reviewed: row.reviewId !== null,
    }),
    /** An unpaid booking whose hold still runs: its payment step (bookingPayPath) finishes paying. */
    canPay: canPay(row, now),
    directionsUrl: row.status === "confirmed" ? directionsUrl(row) : null,
    /** Cancel Booking's quote: when, and what cancelling now refunds (the policy's amount). */
    cancel: cancellable
      ? { when: formatWhen(row), refundCents: refundQuote(row, now), refundKind: refundKind(row, now) }
      : null,
    /** Confirmed and 24 hours or more ahead: the date may change for free. */
    // A recovery session added to the visit moves with it (or the change says why it can't).
    canChangeDate: dateChangeAllowed(row, now) && row.bookingType !== "amenity",
    /** Confirmed but inside 24 hours: the policy's words say why it can't. */
    dateFixed: row.status === "confirmed" && !dateChangeAllowed(row, now),
    pass,
  };
}

export type PageBooking = ReturnType<typeof toPageBooking>;

/** Cancel Booking's quote for the dialog and the no-JavaScript confirm step. */
export function cancelQuote(booking: PageBooking): CancelQuote | null {
  if (!booking.cancel) return null;
  return {
    bookingId: booking.id,
    reference: booking.reference,
    gymName: booking.gymName,
    totalCents: booking.totalCents,
    currency: booking.currency,
    ...booking.cancel,
  };
}

/** The page's own query parameters that open a step: a confirm step or a form. */
const STEP_PARAMS = ["cancel", "change", "cancelStop", "moveStop"] as const;
export type PageStep = Partial<Record<(typeof STEP_PARAMS)[number], string | number>>;

/** The same list (its search, filter and page kept) with at most the one step `open` asks for. */
export function withStep(path: string, search: string, open: PageStep = {}): string {
  const params = new URLSearchParams(search);
  for (const name of STEP_PARAMS) params.delete(name);
  for (const [name, value] of Object.entries(open)) if (value !== undefined) params.set(name, String(value));
  const query = params.toString();
  return `${path}${query ? `?${query}` : ""}`;
}
