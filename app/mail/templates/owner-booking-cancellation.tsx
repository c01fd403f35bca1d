/** To the gym (its contact e-mail) when a paid booking is cancelled (kind owner_booking_cancellation). */
import { BookingDetails, type MailBooking } from "./booking-parts";
import { Action, EmailLayout, P, Title } from "./layout";

export function OwnerBookingCancellation({ booking, origin }: { booking: MailBooking; origin: string }) {
  return (
    <EmailLayout
      origin={origin}
      preview={`${booking.athleteName} cancelled booking ${booking.reference}.`}
      reason={`You receive this e-mail as the contact for ${booking.gymName} on GymRoam.`}
    >
      <Title>Booking cancelled</Title>
      <P>
        {booking.athleteName} cancelled booking {booking.reference}. Its place is free again for other
        athletes.
      </P>
      <BookingDetails booking={booking} total="Booking total" athlete />
      <Action href={`${origin}/gym/${booking.gymId}`}>Your listing</Action>
    </EmailLayout>
  );
}
