/**
 * The wording of the booking e-mails, one function per message (issue 14: e-mail wording leaves the
 * models). Pure: the use cases pass the booking and the configured public origin, so every link is
 * absolute and never taken from a request's Host header.
 */
import { formatPrice } from "@gymroam/design-system";
import { CANCELLATION_POLICY } from "~/domain/policies";

type Currency = "NZD" | "AUD";

export interface MailBooking {
  id: number;
  reference: string;
  athleteName: string;
  athleteEmail: string;
  gymName: string;
  gymAddress: string;
  gymCity: string;
  gymCountry: string;
  gymTimeZone: string;
  bookingType: "day_pass" | "hourly" | "amenity";
  bookingDate: string;
  startTime: string;
  endTime: string;
  durationHours: number;
  athletes: number;
  totalCents: number;
  currency: string;
  amenityName: string | null;
  amenityStartTime: string | null;
  amenityEndTime: string | null;
}

/** A subject is one line: whatever a name holds, no CR/LF reaches the header. */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, " ").trim();

const money = (cents: number, currency: string) =>
  formatPrice(cents, currency as Currency, { cents: "always" });

function what(booking: MailBooking): string {
  if (booking.bookingType === "amenity")
    return `${booking.amenityName ?? "Recovery"}, ${booking.durationHours} h`;
  const visit = booking.bookingType === "day_pass" ? "Day Pass" : `Hourly, ${booking.durationHours} hours`;
  return booking.amenityName
    ? `${visit} + ${booking.amenityName} ${booking.amenityStartTime}-${booking.amenityEndTime}`
    : visit;
}

export function bookingConfirmationMail(booking: MailBooking, origin: string) {
  const lines = [
    `Hi ${booking.athleteName},`,
    "",
    `Your booking at ${booking.gymName} is confirmed.`,
    "",
    `Reference: ${booking.reference}`,
    `Where: ${booking.gymAddress}, ${booking.gymCity}, ${booking.gymCountry}`,
    `When: ${booking.bookingDate} ${booking.startTime}-${booking.endTime} (local time, ${booking.gymTimeZone})`,
    `What: ${what(booking)}`,
    ...(booking.bookingType === "amenity" ? [] : [`Athletes: ${booking.athletes}`]),
    `Total paid: ${money(booking.totalCents, booking.currency)}`,
    "",
    "What's next:",
    "- Arrive 10 minutes early.",
    "- Present this confirmation at the front desk.",
    "- Follow the gym's check-in rules.",
    "",
    `Cancellation: ${CANCELLATION_POLICY.slice(0, 3).join(" ")}`,
    `Find or cancel this booking on any device at ${origin}/bookings with your e-mail and the reference above.`,
  ];
  return {
    to: booking.athleteEmail,
    subject: oneLine(
      `Booking confirmed: ${booking.gymName} on ${booking.bookingDate} (${booking.reference})`,
    ),
    text: lines.join("\n"),
    kind: "booking_confirmation",
    relatedType: "booking",
    relatedId: booking.id,
  };
}

export function bookingCancellationMail(
  booking: MailBooking & { status: string },
  refundCents: number,
  origin: string,
) {
  const lines = [
    `Hi ${booking.athleteName},`,
    "",
    `Your booking ${booking.reference} at ${booking.gymName} on ${booking.bookingDate} at ${booking.startTime} is cancelled.`,
    refundCents > 0
      ? `Refund: ${money(refundCents, booking.currency)} to your card (allow 5-10 business days).`
      : booking.status === "confirmed"
        ? "No refund applies under the cancellation policy (less than 12 hours before the start)."
        : "You were not charged.",
    "",
    `Find your next gym at ${origin}/gyms`,
  ];
  return {
    to: booking.athleteEmail,
    subject: oneLine(`Booking cancelled: ${booking.gymName} (${booking.reference})`),
    text: lines.join("\n"),
    kind: "booking_cancellation",
    relatedType: "booking",
    relatedId: booking.id,
  };
}
