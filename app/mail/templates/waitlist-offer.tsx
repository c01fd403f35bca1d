/** To the first in line when a place frees (kind waitlist_offer): the held place and its deadline. */
import { BookingDetails, type MailBooking } from "./booking-parts";
import { Action, EmailLayout, Muted, P, Title, Url } from "./layout";

export function WaitlistOffer({
  booking,
  origin,
  payUrl,
  deadline,
  offerMinutes,
}: {
  booking: MailBooking;
  origin: string;
  payUrl: string;
  /** The offer's deadline in the venue's time, with its zone. */
  deadline: string;
  offerMinutes: number;
}) {
  return (
    <EmailLayout
      origin={origin}
      preview={`A place at ${booking.gymName} is yours if you pay by ${deadline}.`}
      reason={`You receive this because you joined the waitlist for ${booking.gymName} on GymRoam with ${booking.athleteEmail}.`}
    >
      <Title>A place has freed up for you</Title>
      <P>Hi {booking.athleteName},</P>
      <P>
        You were next on the waitlist, so we're holding this place for you for {offerMinutes} minutes. Pay by{" "}
        {deadline} to confirm it; after that it goes to the next person in line.
      </P>
      <BookingDetails booking={booking} total="Booking total" />
      <Action href={payUrl}>Pay to confirm your place</Action>
      <Muted>
        If the button doesn't work, open <Url href={payUrl} /> in the browser you joined the waitlist with, or
        find the booking in My Bookings at {origin}/bookings with your e-mail and reference{" "}
        {booking.reference}.
      </Muted>
    </EmailLayout>
  );
}
