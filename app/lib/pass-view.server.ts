/**
 * What a page needs to show a booking's pass (design-system PassCard): the QR code's modules of the
 * signed pass, the reference, where and when, and the check-in time once used. Only a confirmed (or
 * completed and checked-in) booking has one; without a SESSION_SECRET nothing can be signed, and the
 * card shows the reference alone.
 */
import { venueTime } from "~/mail/format";
import { doorTime } from "~/use-cases/check-in.server";
import { passFor } from "./pass-token.server";
import { type QrMatrix, qrMatrix } from "./qr.server";

export interface PassView {
  reference: string;
  gymName: string;
  when: string;
  qr: QrMatrix | null;
  checkedIn: string | null;
}

interface PassBooking {
  id: number;
  reference: string;
  gymId: number;
  gymName: string;
  gymTimeZone: string;
  bookingDate: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  status: string;
  checkedInAt: Date | null;
  noShowAt: Date | null;
}

/** Only a confirmed booking, or a completed one that was checked in, has a pass to show. */
function hasPass(booking: PassBooking): boolean {
  if (booking.noShowAt !== null) return false;
  return booking.status === "confirmed" || (booking.status === "completed" && booking.checkedInAt !== null);
}

export async function passView(secrets: readonly string[], booking: PassBooking): Promise<PassView | null> {
  if (!hasPass(booking)) return null;
  const token = await passFor(secrets, booking);
  return {
    reference: booking.reference,
    gymName: booking.gymName,
    when: venueTime({ ...booking, timeZone: booking.gymTimeZone }),
    qr: token ? qrMatrix(token) : null,
    checkedIn: booking.checkedInAt ? doorTime(booking.checkedInAt.getTime(), booking.gymTimeZone) : null,
  };
}

/**
 * My Bookings' pass (ADR 034): the code as an image URL, `/pass/{token}.svg`, which the browser caches
 * for good, instead of the modules drawn into the page (about 3 KB of path a pass, and 841 bits more
 * in the hydration data). The reference and gym are on the booking's card already.
 */
export interface PassLink {
  when: string;
  /** The QR code image; null without a SESSION_SECRET (the card then shows the reference alone). */
  qrSrc: string | null;
  checkedIn: string | null;
}

export async function passLink(secrets: readonly string[], booking: PassBooking): Promise<PassLink | null> {
  if (!hasPass(booking)) return null;
  const token = await passFor(secrets, booking);
  return {
    when: venueTime({ ...booking, timeZone: booking.gymTimeZone }),
    qrSrc: token ? `/pass/${token}.svg` : null,
    checkedIn: booking.checkedInAt ? doorTime(booking.checkedInAt.getTime(), booking.gymTimeZone) : null,
  };
}
