/** To the athlete when a booking is paid (kind booking_confirmation), with the calendar invite. */
import { CANCELLATION_POLICY } from "~/domain/policies";
import { ARRIVAL_STEPS, BookingDetails, type MailBooking } from "./booking-parts";
import { Action, EmailLayout, Muted, P, PassImage, Steps, Title } from "./layout";

export function BookingConfirmation({
  booking,
  origin,
  passImageUrl,
}: {
  booking: MailBooking;
  origin: string;
  /** The pass's QR code as a hosted PNG; absent when passes cannot be signed. */
  passImageUrl?: string;
}) {
  return (
    <EmailLayout
      origin={origin}
      preview={`Booking ${booking.reference} at ${booking.gymName} is confirmed.`}
      reason={`You receive this e-mail because you booked ${booking.gymName} on GymRoam with ${booking.athleteEmail}.`}
    >
      <Title>Your booking is confirmed</Title>
      <P>Hi {booking.athleteName},</P>
      <P>Your booking at {booking.gymName} is confirmed. The calendar invite is attached.</P>
      <BookingDetails booking={booking} />
      {passImageUrl ? (
        <PassImage src={passImageUrl} alt={`QR code of the pass for booking ${booking.reference}`}>
          Your pass: show this QR code at the front desk, or give the reference {booking.reference}.
        </PassImage>
      ) : null}
      <P>What's next:</P>
      <Steps items={ARRIVAL_STEPS} />
      <Action href={`${origin}/bookings`}>View your booking</Action>
      <Muted>Cancellation: {CANCELLATION_POLICY.slice(0, 3).join(" ")}</Muted>
      <Muted>
        Find or cancel this booking on any device at {origin}/bookings with your e-mail and the reference
        above.
      </Muted>
    </EmailLayout>
  );
}
