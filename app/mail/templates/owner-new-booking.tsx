/**
 * To the gym (its contact e-mail) when a booking is paid: kind owner_new_booking for a gym visit,
 * owner_amenity_booking for a recovery amenity booked on its own.
 */
import { BookingDetails, type MailBooking, what, when } from "./booking-parts";
import { Action, EmailLayout, P, Title } from "./layout";

export function OwnerNewBooking({ booking, origin }: { booking: MailBooking; origin: string }) {
  const amenity = booking.bookingType === "amenity";
  return (
    <EmailLayout
      origin={origin}
      preview={`${booking.athleteName}: ${what(booking)}, ${when(booking)}.`}
      reason={`You receive this e-mail as the contact for ${booking.gymName} on GymRoam.`}
    >
      <Title>{amenity ? `New ${booking.amenityName ?? "amenity"} booking` : "New booking"}</Title>
      <P>
        {booking.athleteName} booked {amenity ? `${booking.amenityName ?? "a recovery amenity"} at ` : ""}
        {booking.gymName} and paid through GymRoam.
      </P>
      <BookingDetails booking={booking} total="Booking total" athlete />
      <P>The athlete will show booking reference {booking.reference} at the front desk.</P>
      <Action href={`${origin}/gym/${booking.gymId}`}>Your listing</Action>
    </EmailLayout>
  );
}
