/** To the athlete 24 hours before the session starts (kind booking_reminder). */
import { CANCELLATION_POLICY } from "~/domain/policies";
import { BookingDetails, type MailBooking } from "./booking-parts";
import { Action, EmailLayout, Muted, P, Title } from "./layout";

export function BookingReminder({ booking, origin }: { booking: MailBooking; origin: string }) {
  return (
    <EmailLayout
      origin={origin}
      preview={`See you tomorrow at ${booking.gymName}.`}
      // Opt-out goes here once accounts carry e-mail preferences (a later issue).
      reason={`You receive this reminder because you booked ${booking.gymName} on GymRoam with ${booking.athleteEmail}.`}
    >
      <Title>Your session starts in 24 hours</Title>
      <P>Hi {booking.athleteName},</P>
      <P>
        A reminder of your booking at {booking.gymName}. Arrive 10 minutes early and present your confirmation
        at the front desk.
      </P>
      <BookingDetails booking={booking} />
      <Action href={`${origin}/bookings`}>View your booking</Action>
      <Muted>
        Plans changed? Cancel at {origin}/bookings. {CANCELLATION_POLICY[1]} {CANCELLATION_POLICY[2]}
      </Muted>
    </EmailLayout>
  );
}
