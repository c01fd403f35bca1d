import * as v from "valibot";
import { BOOKING_STATUS_FILTERS, type BookingStatus, type BookingStatusFilter } from "../booking-statuses";
import { isIsoDate, toMinutes } from "../dates";
import { BOOKING_MESSAGES } from "./booking-messages";
import { email, positiveId } from "./common";
import { MoveStopSchema } from "./trip-stop";

/*
 * My Bookings (/bookings): the GET filter in the URL, and the page's two forms told apart by a literal
 * `intent`. Which bookings a visitor may act on comes from the session, never from the form.
 */

export const BOOKING_SEARCH_MAX = 100;
/** Bookings a page of My Bookings shows; the summary counts the whole filtered list. */
export const MY_BOOKINGS_PAGE_SIZE = 10;
const MAX_PAGE = 100_000;

export const BOOKING_FILTER_MESSAGES = {
  status: `Unknown booking status. Choose one of: ${BOOKING_STATUS_FILTERS.join(", ")}.`,
  q: `Search text can be at most ${BOOKING_SEARCH_MAX} characters.`,
  page: "Page must be a whole number from 1.",
} as const;

/** ?q=&status=&page= from the URL. A missing or empty status means "all"; a missing page, the first. */
export const BookingListQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(BOOKING_SEARCH_MAX, BOOKING_FILTER_MESSAGES.q)), ""),
  status: v.pipe(
    v.optional(v.string(), "all"),
    v.transform((s) => (s.trim() === "" ? "all" : s.trim())),
    v.picklist(BOOKING_STATUS_FILTERS, BOOKING_FILTER_MESSAGES.status),
  ),
  page: v.pipe(
    v.optional(v.string(), "1"),
    v.trim(),
    v.transform((s) => (s === "" ? "1" : s)),
    v.regex(/^\d{1,6}$/, BOOKING_FILTER_MESSAGES.page),
    v.transform(Number),
    v.minValue(1, BOOKING_FILTER_MESSAGES.page),
    v.maxValue(MAX_PAGE, BOOKING_FILTER_MESSAGES.page),
  ),
});

export type BookingListQuery = { q: string; status: BookingStatusFilter; page: number };

/** Reads the filter from search params; an unknown status or an over-long search is a 400. */
export function parseBookingListQuery(
  params: URLSearchParams,
): { ok: true; query: BookingListQuery } | { ok: false; message: string } {
  const parsed = v.safeParse(BookingListQuerySchema, {
    q: params.get("q") ?? undefined,
    status: params.get("status") ?? undefined,
    page: params.get("page") ?? undefined,
  });
  if (!parsed.success) return { ok: false, message: parsed.issues[0].message };
  return { ok: true, query: parsed.output };
}

/** The status to pass to listBookings (undefined for "all"). */
export function statusFromFilter(filter: BookingStatusFilter): BookingStatus | undefined {
  return filter === "all" ? undefined : filter;
}

/**
 * Cancel Booking. `quotedRefundCents` is the refund the visitor was shown; when the policy now gives
 * a different amount (the start came closer) nothing is cancelled and the new amount is shown.
 */
export const CancelBookingFormSchema = v.object({
  intent: v.literal("cancel"),
  bookingId: positiveId("Booking not found"),
  quotedRefundCents: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d{1,10}$/), v.transform(Number))]),
      v.integer(),
      v.minValue(0),
    ),
  ),
});

/** Find a booking made on another device: e-mail + booking reference. */
/** Find a booking from another device. */
export const FindBookingSchema = v.object({
  email: email(BOOKING_MESSAGES.email),
  reference: v.pipe(
    v.optional(v.string("Booking reference is required"), ""),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty("Booking reference is required"),
    v.maxLength(20, "Enter the reference from your confirmation e-mail, e.g. GR-7K3P9Q"),
  ),
});

export const FindBookingFormSchema = v.object({ intent: v.literal("find"), ...FindBookingSchema.entries });

/**
 * Change the date or time of a confirmed booking: the new date and start, in the gym's
 * wall clock. Whether that time is offered, free and still far enough ahead is the server's to decide.
 */
export const RescheduleSchema = v.object({
  bookingDate: v.pipe(
    v.optional(v.string(BOOKING_MESSAGES.date), ""),
    v.trim(),
    v.nonEmpty(BOOKING_MESSAGES.date),
    v.check(isIsoDate, BOOKING_MESSAGES.date),
  ),
  startTime: v.pipe(
    v.optional(v.string(BOOKING_MESSAGES.startTime), ""),
    v.trim(),
    v.nonEmpty(BOOKING_MESSAGES.startTime),
    v.check((s) => toMinutes(s) !== undefined && s !== "24:00", BOOKING_MESSAGES.startTime),
  ),
});

export const RescheduleFormSchema = v.object({
  intent: v.literal("reschedule"),
  bookingId: positiveId("Booking not found"),
  ...RescheduleSchema.entries,
});

/** A trip's stop: the trip and the stop's place in it (1 for the first). */
const stopEntries = {
  tripId: positiveId("Trip not found"),
  stop: positiveId("Stop not found"),
};

/**
 * Cancel this stop. `quotedRefundCents` is the refund for the whole stop the visitor was shown, as
 * with a single booking.
 */
export const CancelStopFormSchema = v.object({
  intent: v.literal("cancel-stop"),
  ...stopEntries,
  quotedRefundCents: CancelBookingFormSchema.entries.quotedRefundCents,
});

export const MoveStopFormSchema = v.object({
  intent: v.literal("move-stop"),
  ...stopEntries,
  ...MoveStopSchema.entries,
});

export const MyBookingsActionSchema = v.variant("intent", [
  CancelBookingFormSchema,
  FindBookingFormSchema,
  RescheduleFormSchema,
  CancelStopFormSchema,
  MoveStopFormSchema,
]);

export const FIND_BOOKING_NO_MATCH = "We couldn't find a booking with that e-mail and reference.";
