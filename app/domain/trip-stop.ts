/**
 * One stop of a paid trip, cancelled or moved as a whole (its day passes, or its one pass). Pure: the
 * stop use cases decide with it and My Bookings shows what the buttons will do with it.
 */

import { DATE_CHANGE_POLICY, refundQuote } from "./policies";
import { addDays } from "./zoned-time";

/** What a stop's bookings need here (a booking row has all of it). */
export interface StopBooking {
  status: string;
  totalCents: number;
  bookingDate: string;
  startsAt: Date;
  endsAt: Date;
  checkedInAt: Date | null;
  noShowAt: Date | null;
}

export const STOP_MESSAGES = {
  tripNotFound: "Trip not found",
  stopNotFound: "Stop not found",
  unpaid:
    "Only a paid trip's stops can be cancelled or moved. An unpaid trip can be planned again from the trip planner.",
  nothingToCancel: "This stop has nothing left to cancel: its days were already cancelled or have passed.",
  nothingToMove: "This stop has nothing left to move: its days were cancelled or have passed.",
  changed: "This stop changed while you were looking at it. Please look at it again.",
  refundFailed: (reason: string) =>
    `We couldn't process your refund right now (${reason}). This stop is still booked; please try again.`,
  same: "That is already this stop's first day. Please choose another date.",
  tooLate: (date: string) =>
    `The stop's day on ${date} starts in less than 24 hours, so this stop can no longer be moved. ${DATE_CHANGE_POLICY}`,
  day: (date: string, reason: string) => `On ${date}: ${reason}`,
  full: (date: string) =>
    `The gym is fully booked on ${date} at the stop's times. Please choose other dates.`,
} as const;

/**
 * The bookings "Cancel this stop" cancels: those still to come and not yet used, so a day already
 * checked in, marked a no-show or over stays as it was.
 */
export function cancellableStopBookings<B extends StopBooking>(bookings: readonly B[], now: number): B[] {
  return bookings.filter(
    (b) =>
      (b.status === "pending" || b.status === "confirmed") &&
      b.checkedInAt === null &&
      b.noShowAt === null &&
      b.endsAt.getTime() > now,
  );
}

/** The bookings "Move this stop" moves: every confirmed one (each must still be 24 hours away). */
export function movableStopBookings<B extends StopBooking>(bookings: readonly B[]): B[] {
  return bookings.filter((b) => b.status === "confirmed");
}

/** Whole days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Each booking's new date when the stop's first day moves to `from`: every day shifts by the same
 * number of days, so the stop keeps its shape (its gaps on closed days included).
 */
export function shiftedDates(bookings: readonly { bookingDate: string }[], from: string): string[] {
  const first = bookings[0];
  if (!first) return [];
  const shift = daysBetween(first.bookingDate, from);
  return bookings.map((b) => addDays(b.bookingDate, shift));
}

/**
 * What "Cancel this stop" refunds now: each booking still to come by the cancellation policy (what
 * cancelling it alone would give), and what they cost.
 */
export function stopRefundQuote(
  bookings: readonly StopBooking[],
  now: number,
): { count: number; refundCents: number; totalCents: number } {
  const active = cancellableStopBookings(bookings, now);
  return {
    count: active.length,
    refundCents: active.reduce((sum, b) => sum + refundQuote(b, now), 0),
    totalCents: active.reduce((sum, b) => sum + b.totalCents, 0),
  };
}

/**
 * The SEQUENCE of a stop's one calendar event once a change is made, from ALL its bookings as they
 * will be (cancelled ones included). Every change of a stop either moves days (each moved day's
 * calendar_sequence goes up by one) or cancels days (their status), whole or one day on its own, so
 * the sum of the days' sequences and cancelled days grows with every change and never falls: each
 * invite or cancellation supersedes the one before, whichever days it touched. A paid stop starts at 0.
 */
export function stopSequence(bookings: readonly { status: string; calendarSequence: number }[]): number {
  return bookings.reduce((sum, b) => sum + b.calendarSequence + (b.status === "cancelled" ? 1 : 0), 0);
}
