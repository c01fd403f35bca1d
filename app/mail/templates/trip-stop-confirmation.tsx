/**
 * To the athlete when a trip with a stop of several days is paid (kind trip_stop_confirmation): the
 * stop, each day's pass, and one calendar invite for all of its days.
 */
import { CANCELLATION_POLICY } from "~/domain/policies";
import { ARRIVAL_STEPS } from "./booking-parts";
import { Action, EmailLayout, Muted, P, Steps, Title } from "./layout";
import { type MailStopDays, StopDays, StopDetails } from "./trip-stop-parts";

export function TripStopConfirmation({
  stop,
  origin,
  passImageUrls,
}: {
  stop: MailStopDays;
  origin: string;
  passImageUrls: ReadonlyMap<number, string>;
}) {
  const first = stop.days[0]!;
  return (
    <EmailLayout
      origin={origin}
      preview={`Trip ${stop.tripReference}, stop ${stop.stop}: ${stop.days.length} days at ${first.gymName} are confirmed.`}
      reason={`You receive this e-mail because you booked a trip on GymRoam with ${first.athleteEmail}.`}
    >
      <Title>Your stop is confirmed</Title>
      <P>Hi {first.athleteName},</P>
      <P>
        Stop {stop.stop} of your trip {stop.tripReference}, {stop.days.length} days at {first.gymName}, is
        confirmed. One calendar invite for all of its days is attached.
      </P>
      <StopDetails stop={stop} />
      <StopDays days={stop.days} passImageUrls={passImageUrls} />
      <P>What's next:</P>
      <Steps items={ARRIVAL_STEPS} />
      <Action href={`${origin}/bookings`}>View your trip</Action>
      <Muted>Cancellation: {CANCELLATION_POLICY.slice(0, 3).join(" ")}</Muted>
      <Muted>Each stop can be cancelled or moved on its own from {origin}/bookings.</Muted>
    </EmailLayout>
  );
}
