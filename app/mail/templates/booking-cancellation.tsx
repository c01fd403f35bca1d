/** To the athlete when a booking is cancelled (kind booking_cancellation), with the refund. */
import { money } from "../format";
import { type MailBooking, when } from "./booking-parts";
import { Action, Details, EmailLayout, P, Title } from "./layout";

export function BookingCancellation({
  booking,
  wasConfirmed,
  refundCents,
  origin,
  byGym = false,
}: {
  booking: MailBooking;
  /** The gym's owner cancelled it from the partner console (always a full refund). */
  byGym?: boolean;
  /** Paid before the cancellation (else it was an unpaid hold: nothing was charged). */
  wasConfirmed: boolean;
  refundCents: number;
  origin: string;
}) {
  const refund =
    refundCents > 0
      ? `${money(refundCents, booking.currency)} to your card (allow 5-10 business days).`
      : wasConfirmed
        ? "No refund applies under the cancellation policy (less than 12 hours before the start)."
        : "You were not charged.";
  return (
    <EmailLayout
      origin={origin}
      preview={`Booking ${booking.reference} at ${booking.gymName} is cancelled.`}
      reason={`You receive this e-mail because you booked ${booking.gymName} on GymRoam with ${booking.athleteEmail}.`}
    >
      <Title>Your booking is cancelled</Title>
      <P>Hi {booking.athleteName},</P>
      <P>
        {byGym
          ? `${booking.gymName} cancelled your booking ${booking.reference} and refunded it in full.`
          : `Your booking ${booking.reference} at ${booking.gymName} is cancelled.`}
        {wasConfirmed ? " The attached calendar update removes it from your calendar." : ""}
      </P>
      <Details
        rows={[
          ["Reference", booking.reference],
          ["Was", when(booking)],
          ["Paid", wasConfirmed ? money(booking.totalCents, booking.currency) : undefined],
          ["Refund", refund],
        ]}
      />
      <Action href={`${origin}/gyms`}>Find your next gym</Action>
    </EmailLayout>
  );
}
