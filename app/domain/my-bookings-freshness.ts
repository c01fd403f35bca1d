/**
 * How long My Bookings, rendered at one moment, stays right (ADR 039). The database's part of the page
 * changes only with a write, which the kept copy's key notices (migrations/0022); the rest is read from
 * the clock, and changes at known instants:
 * - a pending booking's hold runs out ("Complete payment" goes);
 * - a confirmed booking comes within 24 hours of its start (the date can no longer change, and the
 *   refund drops to half) and within 12 hours (no refund);
 * - a booking ends (it moves from the upcoming ones to the past ones, so the list's order changes:
 *   the caller gives the first end still to come over the whole filtered list, not only this page).
 */
import { DATE_CHANGE_NOTICE_HOURS, REFUND_BAND_HOURS } from "./policies";

const HOUR = 3_600_000;

export interface ClockedBooking {
  status: string;
  startsAt: number;
  endsAt: number;
  holdExpiresAt: number | null;
}

/** The first instant after `now` at which the page would show something else; Infinity if none. */
export function myBookingsChangeAt(page: readonly ClockedBooking[], nextListEnd: number | null, now: number) {
  const instants: number[] = nextListEnd === null ? [] : [nextListEnd];
  for (const booking of page) {
    instants.push(booking.endsAt);
    if (booking.status === "pending" && booking.holdExpiresAt !== null) instants.push(booking.holdExpiresAt);
    if (booking.status === "confirmed")
      for (const hours of [DATE_CHANGE_NOTICE_HOURS, REFUND_BAND_HOURS.full, REFUND_BAND_HOURS.half])
        instants.push(booking.startsAt - hours * HOUR);
  }
  return instants.reduce((first, at) => (at > now && at < first ? at : first), Number.POSITIVE_INFINITY);
}
