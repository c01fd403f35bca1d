import { Button, CalendarIcon, Heading, type HeadingLevel, Stack, Text } from "@gymroam/design-system";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DATE_CHANGE_POLICY } from "~/domain/policies";
import type { PageBooking, PageStep } from "./booking-view";
import { CancelStopControl } from "./stop-cancel";
import { MoveStopForm } from "./stop-move";
import type { PageStop, PageTrip } from "./trip-stops.server";

/**
 * A trip on My Bookings: its bookings on this page under their stops, each stop with "Move this
 * stop" and "Cancel this stop" while the trip is paid and the stop still to come. Bookings whose
 * stop isn't known (a trip seen through one booking's link) are listed as they are.
 */
export function TripGroup({
  trip,
  bookings,
  renderBooking,
  cancelStopKey,
  moveStopKey,
  moveError,
  hrefWith,
  keepHref,
  resetKey,
  onDismiss,
}: {
  trip: PageTrip;
  bookings: PageBooking[];
  renderBooking: (booking: PageBooking, headingLevel?: HeadingLevel) => ReactNode;
  /** The stop whose cancel confirm step the URL asks for ("12-2"). */
  cancelStopKey: string | null;
  /** The stop whose move form the URL opens. */
  moveStopKey: string | null;
  /** The server's refusal of the last move of the stop the form is open for. */
  moveError: string | undefined;
  hrefWith: (open: PageStep) => string;
  keepHref: string;
  resetKey: string;
  onDismiss: () => void;
}) {
  const stopOf = new Map(trip.stops.flatMap((stop) => stop.bookingIds.map((id) => [id, stop] as const)));
  const stops = trip.stops
    .map((stop) => ({ stop, bookings: bookings.filter((b) => stopOf.get(b.id) === stop) }))
    .filter((s) => s.bookings.length > 0);
  const loose = bookings.filter((b) => !stopOf.has(b.id));
  return (
    <li className="flex flex-col gap-3" data-trip-id={trip.id}>
      <Stack direction="row" justify="between" align="center" gap="sm" wrap>
        <Heading level={2}>Trip {trip.reference}</Heading>
        <Button asChild variant="outline" size="sm">
          <Link to={`/trips/${trip.id}`}>View trip</Link>
        </Button>
      </Stack>
      <ul className="flex flex-col gap-4 border-l-2 pl-4">
        {stops.map(({ stop, bookings: ofStop }) => (
          <li key={stop.key} className="flex flex-col gap-3" data-stop={stop.n}>
            <StopHeader
              stop={stop}
              cancelStopKey={cancelStopKey}
              moveStopKey={moveStopKey}
              moveError={moveError}
              hrefWith={hrefWith}
              keepHref={keepHref}
              resetKey={resetKey}
              onDismiss={onDismiss}
            />
            <ul className="flex flex-col gap-4">{ofStop.map((b) => renderBooking(b, 4))}</ul>
          </li>
        ))}
        {loose.map((b) => renderBooking(b))}
      </ul>
    </li>
  );
}

function StopHeader({
  stop,
  cancelStopKey,
  moveStopKey,
  moveError,
  hrefWith,
  keepHref,
  resetKey,
  onDismiss,
}: {
  stop: PageStop;
  cancelStopKey: string | null;
  moveStopKey: string | null;
  moveError: string | undefined;
  hrefWith: (open: PageStep) => string;
  keepHref: string;
  resetKey: string;
  onDismiss: () => void;
}) {
  const moving = stop.move && moveStopKey === stop.key ? { ...stop, move: stop.move } : null;
  const headingId = `stop-${stop.key}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <Stack direction="row" align="baseline" gap="sm" wrap>
        <Heading id={headingId} level={3} size="sm">
          Stop {stop.n}: {stop.gymName}
        </Heading>
        <Text size="sm" tone="muted">
          {stop.dates}
        </Text>
      </Stack>
      {stop.move || stop.cancel ? (
        <Stack direction="row" gap="sm" wrap>
          {stop.move && !moving ? (
            <Button asChild variant="outline" size="sm">
              <Link to={hrefWith({ moveStop: stop.key })} preventScrollReset>
                <CalendarIcon aria-hidden="true" /> Move this stop
              </Link>
            </Button>
          ) : null}
          {stop.cancel ? (
            <CancelStopControl
              stop={{ ...stop, cancel: stop.cancel }}
              cancelHref={hrefWith({ cancelStop: stop.key })}
              keepHref={keepHref}
              inlineOpen={cancelStopKey === stop.key}
              resetKey={resetKey}
              onDismiss={onDismiss}
            />
          ) : null}
        </Stack>
      ) : null}
      {stop.moveFixed ? (
        <Text size="sm" tone="muted">
          Date changes: {DATE_CHANGE_POLICY}
        </Text>
      ) : null}
      {moving ? (
        <MoveStopForm stop={moving} policy={DATE_CHANGE_POLICY} closeHref={keepHref} error={moveError} />
      ) : null}
    </section>
  );
}
