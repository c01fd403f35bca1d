/**
 * To the athlete when they change a confirmed booking's date or time (kind booking_date_changed),
 * with the calendar update (METHOD:REQUEST, a higher SEQUENCE replaces the first invite).
 */
import { CANCELLATION_POLICY } from "~/domain/policies";
import { BookingDetails, type MailBooking } from "./booking-parts";
import { Action, EmailLayout, Muted, P, PassImage, Title } from "./layout";

export function BookingDateChanged({
  booking,
  previousWhen,
  origin,
  passImageUrl,
}: {
  booking: MailBooking;
  /** The old date and time, in venue time with the zone ("Sunday 5 April 2026, 10:00–22:00 NZST, ..."). */
  previousWhen: string;
  origin: string;
  /** The pass for the new date as a hosted PNG; absent when passes cannot be signed. */
  passImageUrl?: string;
}) {
  return (
    <EmailLayout
      origin={origin}
      preview={`Booking ${booking.reference} at ${booking.gymName} has a new date.`}
      reason={`You receive this e-mail because you changed booking ${booking.reference} on GymRoam.`}
    >
      <Title>Your booking has a new date</Title>
      <P>Hi {booking.athleteName},</P>
      <P>
        Your booking at {booking.gymName} has moved. It was {previousWhen}. The updated calendar invite is
        attached; it replaces the one we sent before.
      </P>
      <BookingDetails booking={booking} />
      {passImageUrl ? (
        <PassImage src={passImageUrl} alt={`QR code of the pass for booking ${booking.reference}`}>
          Your pass for the new date: show this QR code at the front desk, or give the reference{" "}
          {booking.reference}.
        </PassImage>
      ) : null}
      <Action href={`${origin}/bookings`}>View your booking</Action>
      <Muted>{CANCELLATION_POLICY.slice(0, 4).join(" ")}</Muted>
    </EmailLayout>
  );
}
