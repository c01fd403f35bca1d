/**
 * What a page needs to show a booking's pass (design-system PassCard): the QR code's modules of the
 * signed pass, the reference, where and when, and the check-in time once used. Only a confirmed (or
 * completed and checked-in) booking has one; without a SESSION_SECRET nothing can be signed, and the
 * card shows the reference alone.
 */
import { formatDeskCode } from "~/domain/desk-code";
import { deskCodeFor, passFor } from "~/domain/pass-token";
import { passValidity } from "~/domain/visits";
import { type QrMatrix, qrMatrix } from "~/lib/qr.server";
import { venueTime } from "~/mail/format";
import { doorTime } from "~/use-cases/check-in.server";

export interface PassView {
  reference: string;
  gymName: string;
  when: string;
  qr: QrMatrix | null;
  checkedIn: string | null;
  /** A week or month pass's days ("valid once a day, Sat 28 Nov – Fri 4 Dec 2026"), else null. */
  validity: string | null;
  /** The six digits the desk can type ("042 917"); null without a SESSION_SECRET. */
  deskCode: string | null;
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
  /** Days covered: 1, or 7 / 30 for a week or month pass (valid once on each of them). */
  passDays?: number;
}

/**
 * The check-in to show: a day's booking's one check-in spends its pass; a week or month pass stays
 * good on its other days, so none is shown (the door reads that day's own check-in).
 */
function spentAt(booking: PassBooking): string | null {
  if ((booking.passDays ?? 1) > 1 || !booking.checkedInAt) return null;
  return doorTime(booking.checkedInAt.getTime(), booking.gymTimeZone);
}

/** Only a confirmed booking, or a completed one that was checked in, has a pass to show. */
function hasPass(booking: PassBooking): boolean {
  if (booking.noShowAt !== null) return false;
  return booking.status === "confirmed" || (booking.status === "completed" && booking.checkedInAt !== null);
}

async function deskCode(secrets: readonly string[], booking: PassBooking): Promise<string | null> {
  const code = await deskCodeFor(secrets, booking);
  return code ? formatDeskCode(code) : null;
}

export async function passView(secrets: readonly string[], booking: PassBooking): Promise<PassView | null> {
  if (!hasPass(booking)) return null;
  const token = await passFor(secrets, booking);
  return {
    reference: booking.reference,
    gymName: booking.gymName,
    when: venueTime({ ...booking, timeZone: booking.gymTimeZone }),
    qr: token ? qrMatrix(token) : null,
    checkedIn: spentAt(booking),
    validity: passValidity(booking.bookingDate, booking.passDays) ?? null,
    deskCode: await deskCode(secrets, booking),
  };
}

/**
 * My Bookings' pass: the code as an image URL, `/pass/{token}.svg`, which the browser caches
 * for good, instead of the modules drawn into the page (about 3 KB of path a pass, and 841 bits more
 * in the hydration data). The reference and gym are on the booking's card already.
 */
export interface PassLink {
  when: string;
  /** The QR code image; null without a SESSION_SECRET (the card then shows the reference alone). */
  qrSrc: string | null;
  checkedIn: string | null;
  validity: string | null;
  deskCode: string | null;
}

export async function passLink(secrets: readonly string[], booking: PassBooking): Promise<PassLink | null> {
  if (!hasPass(booking)) return null;
  const token = await passFor(secrets, booking);
  return {
    when: venueTime({ ...booking, timeZone: booking.gymTimeZone }),
    qrSrc: token ? `/pass/${token}.svg` : null,
    checkedIn: spentAt(booking),
    validity: passValidity(booking.bookingDate, booking.passDays) ?? null,
    deskCode: await deskCode(secrets, booking),
  };
}
