/**
 * The trip planner (issue 36): stops (a city or place, dates, an optional start time), needs and
 * athletes in a GET form; for each stop the gyms that fit, nearest first, with the cheapest cover and
 * the distance, the first chosen and the others a radio away; then one POST holds every stop and
 * opens the trip's checkout. Works without JavaScript: both forms are plain forms.
 */
import {
  Alert,
  Button,
  Card,
  CheckboxGroup,
  Container,
  Field,
  formatPrice,
  Heading,
  Input,
  RadioGroup,
  Stack,
  Text,
} from "@gymroam/design-system";
import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import * as v from "valibot";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { AMENITY_OPTIONS, type Amenity, EQUIPMENT_OPTIONS, type Equipment } from "~/domain/catalog";
import { WEEKDAY_SHORT_NAMES } from "~/domain/dates";
import { readTripPlan, TripSchema, tripIssueMessage } from "~/domain/schemas/trip";
import { COVER_LABELS, MAX_TRIP_STOPS } from "~/domain/trip-plan";
import { adoptIdentity } from "~/identity.server";
import { readForm } from "~/lib/form.server";
import { bookingActorWithIdentityInBatch } from "~/routes/+shared/booking-http.server";
import { caseContext } from "~/use-cases/context.server";
import { holdTrip } from "~/use-cases/hold-trip.server";
import { type GymProposal, proposeStop } from "~/use-cases/propose-trip.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const plan = readTripPlan(new URL(request.url).searchParams, {
    equipment: EQUIPMENT_OPTIONS,
    amenities: AMENITY_OPTIONS,
  });
  const ctx = caseContext(config);
  const needs = {
    equipment: plan.equipment as Equipment[],
    amenities: plan.amenities as Amenity[],
    athletes: plan.athletes,
  };
  const proposals = await Promise.all(plan.stops.map((stop) => proposeStop(ctx, stop, needs)));
  return { plan, proposals };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { config } = getWorker(context);
  const form = await readForm(request);
  const text = (name: string) => String(form.get(name) ?? "");
  const count = Math.min(MAX_TRIP_STOPS, Number(text("stopCount")) || 0);
  const body = {
    athleteName: text("athleteName"),
    athleteEmail: text("athleteEmail"),
    phone: text("phone"),
    athletes: text("athletes"),
    stops: Array.from({ length: count }, (_, i) => ({
      gymId: text(`gym${i + 1}`),
      from: text(`from${i + 1}`),
      to: text(`to${i + 1}`),
      startTime: text(`time${i + 1}`),
    })),
  };
  const parsed = v.safeParse(TripSchema, body);
  if (!parsed.success) return data({ error: tripIssueMessage(parsed.issues[0]!) }, { status: 400 });
  const ctx = caseContext(config);
  const { actor, session } = await bookingActorWithIdentityInBatch(config, request);
  const held = await holdTrip(ctx, { actor, details: parsed.output });
  if (!held.ok) return data({ error: held.message }, { status: FAILURE_STATUS[held.code] });
  const { createdUser } = held.value;
  const headers =
    createdUser === undefined ? new Headers() : await adoptIdentity(config, session, createdUser);
  return redirect(`/trips/${held.value.id}`, { headers });
}

const shortDate = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${WEEKDAY_SHORT_NAMES[d.getUTCDay()]} ${d.getUTCDate()}/${d.getUTCMonth() + 1}`;
};

function proposalOption(gym: GymProposal) {
  const distance = gym.distanceKm === null ? "" : ` · ${gym.distanceKm.toFixed(1)} km away`;
  const closed = gym.closedDates.length > 0 ? ` · closed ${gym.closedDates.map(shortDate).join(", ")}` : "";
  return {
    value: String(gym.gymId),
    label: `${gym.name}, ${gym.city}`,
    description: `${COVER_LABELS[gym.cover.type]} ${formatPrice(gym.cover.totalCents, gym.currency, { cents: "always" })}${distance}${closed}`,
  };
}

export default function TripPlanner() {
  const { plan, proposals } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const ready = plan.stops.length > 0 && proposals.every((p) => p.length > 0);
  return (
    <Container size="lg">
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={1}>Plan a trip</Heading>
          <Text tone="muted">
            Add each stop of your trip: we propose gyms open on those days with what you need, and the
            cheapest way to cover your stay. One checkout pays for every stop.
          </Text>
        </Stack>
        <Card.Root>
          <Card.Content>
            <Form method="get" className="flex flex-col gap-4" aria-label="Trip stops">
              {plan.rows.map((row) => (
                <fieldset key={`stop-${row.n}`} className="grid gap-3 sm:grid-cols-4">
                  <legend className="font-semibold">Stop {row.n}</legend>
                  <Field.Root id={`city${row.n}`}>
                    <Field.Label>City or place</Field.Label>
                    <Input name={`city${row.n}`} defaultValue={row.city} />
                  </Field.Root>
                  <Field.Root id={`from${row.n}`}>
                    <Field.Label>From</Field.Label>
                    <Input type="date" name={`from${row.n}`} defaultValue={row.from} />
                  </Field.Root>
                  <Field.Root id={`to${row.n}`}>
                    <Field.Label>To</Field.Label>
                    <Input type="date" name={`to${row.n}`} defaultValue={row.to} />
                  </Field.Root>
                  <Field.Root id={`time${row.n}`}>
                    <Field.Label>Start time (optional)</Field.Label>
                    <Input type="time" step={1800} name={`time${row.n}`} defaultValue={row.startTime} />
                  </Field.Root>
                </fieldset>
              ))}
              <CheckboxGroup
                legend="Equipment you need"
                name="equipment"
                orientation="grid"
                options={EQUIPMENT_OPTIONS.map((e) => ({ value: e, label: e }))}
                defaultValue={plan.equipment}
              />
              <CheckboxGroup
                legend="Recovery amenities"
                name="amenities"
                orientation="grid"
                options={AMENITY_OPTIONS.map((a) => ({ value: a, label: a }))}
                defaultValue={plan.amenities}
              />
              <Field.Root id="athletes">
                <Field.Label>Athletes</Field.Label>
                <Input type="number" min={1} max={20} name="athletes" defaultValue={String(plan.athletes)} />
              </Field.Root>
              <Button type="submit" variant="secondary">
                Find gyms for my trip
              </Button>
            </Form>
          </Card.Content>
        </Card.Root>

        {plan.stops.length > 0 ? (
          <Form method="post" className="flex flex-col gap-4" aria-label="Proposed gyms">
            <Heading level={2}>Your stops</Heading>
            {actionData?.error ? (
              <Alert variant="danger" title="We couldn't hold your trip">
                {actionData.error}
              </Alert>
            ) : null}
            <input type="hidden" name="stopCount" value={plan.stops.length} />
            <input type="hidden" name="athletes" value={plan.athletes} />
            {plan.stops.map((stop, i) => {
              const options = proposals[i] ?? [];
              const n = i + 1;
              return (
                <Card.Root key={`proposal-${n}`}>
                  <Card.Content>
                    <input type="hidden" name={`from${n}`} value={stop.from} />
                    <input type="hidden" name={`to${n}`} value={stop.to} />
                    <input type="hidden" name={`time${n}`} value={stop.startTime ?? ""} />
                    {options.length > 0 ? (
                      <RadioGroup
                        legend={`Stop ${n}: ${stop.city}, ${shortDate(stop.from)} to ${shortDate(stop.to)}`}
                        name={`gym${n}`}
                        variant="card"
                        options={options.map(proposalOption)}
                        defaultValue={String(options[0]!.gymId)}
                      />
                    ) : (
                      <Alert variant="warning" title={`Stop ${n}: ${stop.city}`}>
                        No gym in {stop.city} is open on those days with what you need. Try other dates, fewer
                        needs or a nearby city.
                      </Alert>
                    )}
                  </Card.Content>
                </Card.Root>
              );
            })}
            {ready ? (
              <Card.Root>
                <Card.Content className="grid gap-3 sm:grid-cols-3">
                  <Field.Root id="athleteName" required>
                    <Field.Label>Name</Field.Label>
                    <Input name="athleteName" autoComplete="name" required />
                  </Field.Root>
                  <Field.Root id="athleteEmail" required>
                    <Field.Label>Email</Field.Label>
                    <Input type="email" name="athleteEmail" autoComplete="email" required />
                  </Field.Root>
                  <Field.Root id="phone">
                    <Field.Label>Phone (optional)</Field.Label>
                    <Input type="tel" name="phone" autoComplete="tel" />
                  </Field.Root>
                </Card.Content>
              </Card.Root>
            ) : null}
            {ready ? (
              <Button type="submit" size="lg">
                Hold these gyms and go to checkout
              </Button>
            ) : null}
          </Form>
        ) : null}
      </Stack>
    </Container>
  );
}

export function meta() {
  return [{ title: `Plan a trip | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
