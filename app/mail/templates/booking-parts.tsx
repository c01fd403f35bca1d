/** What the booking e-mails show about a booking, in venue time and with its currency. */
import { passValidity } from "~/domain/visits";
import { money, venueTime } from "../format";
import { Details } from "./layout";

/** A booking as its e-mails read it (a BookingRow has all of it). */
export interface MailBooking {
  id: number;
  reference: string;
  gymId: number;
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
  startsAt: Date;
  endsAt: Date;
  durationHours: number;
  athletes: number;
  totalCents: number;
  currency: string;
  amenityName: string | null;
  amenityStartTime: string | null;
  amenityEndTime: string | null;
  /** Days a day pass covers: 7 for a week pass, 30 for a month pass (migrations/0013). */
  passDays?: number;
  /** The calendar invite's SEQUENCE: 0, plus one per date change. */
  calendarSequence?: number;
}

/** "Day Pass", "Hourly, 2 hours", "Sauna, 1 h" (+ an amenity added to the visit). */
/** What a confirmed athlete does at the door: the booking's and the trip stop's confirmations. */
export const ARRIVAL_STEPS = [
  "Arrive 10 minutes early.",
  "Present this confirmation at the front desk.",
  "Follow the gym's check-in rules.",
];

export function what(booking: MailBooking): string {
  if (booking.bookingType === "amenity")
    return `${booking.amenityName ?? "Recovery"}, ${booking.durationHours} h`;
  const passDays = booking.passDays ?? 1;
  const visit =
    booking.bookingType === "day_pass"
      ? passDays === 7
        ? "Week Pass (7 days)"
        : passDays === 30
          ? "Month Pass (30 days)"
          : "Day Pass"
      : `Hourly, ${booking.durationHours} hours`;
  return booking.amenityName
    ? `${visit} + ${booking.amenityName} ${booking.amenityStartTime}–${booking.amenityEndTime}`
    : visit;
}

export const when = (booking: MailBooking) =>
  venueTime({ ...booking, timeZone: booking.gymTimeZone, startsAt: booking.startsAt });

export const where = (booking: MailBooking) =>
  `${booking.gymAddress}, ${booking.gymCity}, ${booking.gymCountry}`;

export function BookingDetails({
  booking,
  total = "Total paid",
  athlete = false,
}: {
  booking: MailBooking;
  /** The label of the amount line ("Total paid", "Booking total"). */
  total?: string;
  /** Show who booked (the owner's notices). */
  athlete?: boolean;
}) {
  return (
    <Details
      rows={[
        ["Reference", booking.reference],
        ["Gym", booking.gymName],
        ["Where", where(booking)],
        ["When", when(booking)],
        ["What", what(booking)],
        // A week or month pass: which days it gets the athlete in ("valid once a day, Sat 28 Nov – …").
        ["Pass", passValidity(booking.bookingDate, booking.passDays)],
        ["Athletes", booking.bookingType === "amenity" ? undefined : String(booking.athletes)],
        ["Booked by", athlete ? `${booking.athleteName} <${booking.athleteEmail}>` : undefined],
        [total, money(booking.totalCents, booking.currency)],
      ]}
    />
  );
}
