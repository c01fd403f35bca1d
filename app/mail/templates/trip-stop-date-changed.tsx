/**
 * To the athlete when they move a stop of several days (kind trip_stop_date_changed): its new days
 * with their passes, and the calendar update (METHOD:REQUEST, a higher SEQUENCE replaces the invite).
 */
import { CANCELLATION_POLICY } from "~/domain/policies";
import { Action, EmailLayout, Muted, P, Title } from "./layout";
import { type MailStopDays, StopDays, StopDetails } from "./trip-stop-parts";

export function TripStopDateChanged({
  stop,
  previousDays,
  origin,
  passImageUrls,
}: {
  stop: MailStopDays;
  /** The old days, as "Saturday 4 April 2026 to Monday 6 April 2026". */
  previousDays: string;
  origin: string;
  passImageUrls: ReadonlyMap<number, string>;
}) {
  const first = stop.days[0]!;
  return (
    <EmailLayout
      origin={origin}
      preview={`Trip ${stop.tripReference}, stop ${stop.stop} at ${first.gymName} has new dates.`}
      reason={`You receive this e-mail because you moved a stop of trip ${stop.tripReference} on GymRoam.`}
    >
      <Title>Your stop has new dates</Title>
      <P>Hi {first.athleteName},</P>
      <P>
        Stop {stop.stop} of your trip {stop.tripReference} at {first.gymName} has moved. It was {previousDays}
        . The updated calendar invite is attached; it replaces the one we sent before.
      </P>
      <StopDetails stop={stop} />
      <StopDays days={stop.days} passImageUrls={passImageUrls} />
      <Action href={`${origin}/bookings`}>View your trip</Action>
      <Muted>{CANCELLATION_POLICY.slice(0, 4).join(" ")}</Muted>
    </EmailLayout>
  );
}
