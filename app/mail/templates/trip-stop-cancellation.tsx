/**
 * To the athlete when a stop of several days is cancelled (kind trip_stop_cancellation): the days
 * cancelled, the refund for all of them, and one calendar update that removes them.
 */
import { longDate, money } from "../format";
import type { MailBooking } from "./booking-parts";
import { Action, Details, EmailLayout, P, Title } from "./layout";
import type { MailStopDays } from "./trip-stop-parts";

export function TripStopCancellation({
  stop,
  cancelled,
  wasConfirmed,
  refundCents,
  origin,
}: {
  stop: MailStopDays;
  /** The days cancelled now (the stop's others had passed or been used). */
  cancelled: readonly MailBooking[];
  /** Paid before the cancellation (else nothing was charged, and no invite had gone out). */
  wasConfirmed: boolean;
  refundCents: number;
  origin: string;
}) {
  const first = cancelled[0]!;
  const refund =
    refundCents > 0
      ? `${money(refundCents, first.currency)} to your card (allow 5-10 business days).`
      : wasConfirmed
        ? "No refund applies under the cancellation policy (less than 12 hours before the start)."
        : "You were not charged.";
  const kept = stop.days.length - cancelled.length;
  return (
    <EmailLayout
      origin={origin}
      preview={`Trip ${stop.tripReference}, stop ${stop.stop} at ${first.gymName} is cancelled.`}
      reason={`You receive this e-mail because you booked a trip on GymRoam with ${first.athleteEmail}.`}
    >
      <Title>Your stop is cancelled</Title>
      <P>Hi {first.athleteName},</P>
      <P>
        Stop {stop.stop} of your trip {stop.tripReference} at {first.gymName} is cancelled:{" "}
        {cancelled.length === 1 ? "1 day" : `${cancelled.length} days`}.
        {kept === 1 ? " Its day that has already passed or been used stays as it was." : ""}
        {kept > 1 ? ` Its ${kept} days that have already passed or been used stay as they were.` : ""}
        {wasConfirmed ? " The attached calendar update removes the cancelled days from your calendar." : ""}
      </P>
      <Details
        rows={[
          ["Trip", `${stop.tripReference}, stop ${stop.stop}`],
          ["Cancelled", cancelled.map((d) => `${longDate(d.bookingDate)} (${d.reference})`).join(", ")],
          [
            "Paid",
            wasConfirmed
              ? money(
                  cancelled.reduce((sum, d) => sum + d.totalCents, 0),
                  first.currency,
                )
              : undefined,
          ],
          ["Refund", refund],
        ]}
      />
      <Action href={`${origin}/gyms`}>Find your next gym</Action>
    </EmailLayout>
  );
}
