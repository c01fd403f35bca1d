import { Button, Field, Input, Text } from "@gymroam/design-system";
import { Form, Link, useNavigation } from "react-router";
import type { PageStop } from "./trip-stops.server";

/**
 * Move this stop: its new first day, every day of the stop moving by as many days. A plain form
 * that posts to My Bookings' action with or without JavaScript; the server says why a date can't be.
 */
export function MoveStopForm({
  stop,
  policy,
  closeHref,
  error,
}: {
  stop: PageStop & { move: NonNullable<PageStop["move"]> };
  policy: string;
  closeHref: string;
  /** The server's refusal of the last attempt, shown at the date. */
  error: string | undefined;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "move-stop" &&
    navigation.formData.get("stop") === String(stop.n);
  const id = `move-stop-${stop.key}`;
  return (
    <Form
      method="post"
      preventScrollReset
      aria-labelledby={`${id}-title`}
      className="flex w-full flex-col gap-4 rounded-lg border border-border bg-surface-muted p-4"
    >
      <input type="hidden" name="intent" value="move-stop" />
      <input type="hidden" name="tripId" value={stop.tripId} />
      <input type="hidden" name="stop" value={stop.n} />
      <Text weight="semibold" id={`${id}-title`}>
        Move stop {stop.n}
      </Text>
      <Text size="sm" tone="muted">
        {`${policy} Every day of the stop moves by the same number of days and keeps its time, in ${stop.move.zoneHint}; the price paid stays the same.`}
      </Text>
      <Field.Root id={`${id}-from`} errors={error ? [error] : undefined} required className="max-w-xs">
        <Field.Label>New first day</Field.Label>
        <Input
          type="date"
          name="from"
          defaultValue={stop.move.from}
          min={stop.move.minDate}
          max={stop.move.maxDate}
          required
        />
        <Field.Error />
      </Field.Root>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" loading={pending}>
          Move this stop
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={closeHref} preventScrollReset>
            Keep these dates
          </Link>
        </Button>
      </div>
    </Form>
  );
}
