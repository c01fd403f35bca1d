/** To the gym (its contact e-mail) when an athlete moves a paid booking (kind owner_booking_date_changed). */
import { BookingDetails, type MailBooking } from "./booking-parts";
import { Action, EmailLayout, P, Title } from "./layout";

export function OwnerBookingDateChanged({
  booking,
  previousWhen,
  origin,
}: {
  booking: MailBooking;
  previousWhen: string;
  origin: string;
}) {
  return (
    <EmailLayout
      origin={origin}
      preview={`${booking.athleteName} moved booking ${booking.reference}.`}
      reason={`You receive this e-mail as the contact for ${booking.gymName} on GymRoam.`}
    >
      <Title>Booking moved</Title>
      <P>
        {booking.athleteName} moved booking {booking.reference}. It was {previousWhen}; the place it held then
        is free again.
      </P>
      <BookingDetails booking={booking} total="Booking total" athlete />
      <Action href={`${origin}/gym/${booking.gymId}`}>Your listing</Action>
    </EmailLayout>
  );
}
