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

export async function passView(
  secrets: readonly string[],
  booking: {
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
  },
): Promise<PassView | null> {
  const used = booking.checkedInAt !== null;
  if (booking.noShowAt !== null) return null;
  if (booking.status !== "confirmed" && !(booking.status === "completed" && used)) return null;
  const token = await passFor(secrets, booking);
  return {
    reference: booking.reference,
    gymName: booking.gymName,
    when: venueTime({ ...booking, timeZone: booking.gymTimeZone }),
    qr: token ? qrMatrix(token) : null,
    checkedIn: booking.checkedInAt ? doorTime(booking.checkedInAt.getTime(), booking.gymTimeZone) : null,
  };
}
