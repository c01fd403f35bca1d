import {
  Button,
  Container,
  EmptyState,
  Field,
  Grid,
  Heading,
  Input,
  NumberStepper,
  SearchIcon,
  Stack,
  Text,
  TrainerCard,
  UsersIcon,
} from "@gymroam/design-system";
import { data, Form, Link, useLoaderData, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SearchTabs } from "~/components/search-tabs";
import { TrainerFavourite } from "~/components/trainer-favourite";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { todayInZone } from "~/domain/dates";
import { withoutRefusedDates } from "~/domain/gym-search";
import { trainerAvailableFor } from "~/domain/trainer-availability";
import { parseTrainerSearch } from "~/domain/trainer-search";
import { searchTrainers } from "~/models/trainer.server";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const today = todayInZone("Pacific/Auckland");
  // A past date or an end before the start is shown on its field, as typed; the list ignores it.
  const dated = withoutRefusedDates(new URL(request.url).searchParams, today);
  const params = dated.params;
  const parsed = parseTrainerSearch(params);
  if (!parsed.ok) throw data({ message: parsed.message }, { status: 400 });
  const from = params.get("from") ?? undefined;
  const to = params.get("to") ?? undefined;
  // The dates and sessions narrow to trainers who work enough days then (app/domain/trainer-availability.ts),
  // over the one query's rows (at most 100): no query per trainer.
  const trainers = (await searchTrainers(getDb(getWorker(context).config.db), parsed.query)).filter(
    (trainer) => trainerAvailableFor(trainer.availability, { from, to, sessions: parsed.query.sessions }),
  );
  // What the trainer page's request form starts with.
  const carry = new URLSearchParams();
  if (from) carry.set("from", from);
  if (to) carry.set("to", to);
  if (parsed.query.sessions) carry.set("sessions", String(parsed.query.sessions));
  return {
    query: parsed.query,
    from: dated.typed.from,
    to: dated.typed.to,
    dateErrors: dated.errors,
    trip: carry.size > 0 ? `?${carry}` : "",
    trainers,
    today,
  };
}

export default function TrainerFeed() {
  const { query, from, to, dateErrors, trip, trainers, today } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  return (
    <Container size="xl">
      <Stack gap="lg">
        <SearchTabs active="trainers" />
        <Stack gap="xs">
          <Heading level={1}>Find a trainer</Heading>
          <Text tone="muted">Coaches for your sport, online or in person, wherever you are training.</Text>
        </Stack>
        <Form method="get" action="/trainer-feed" role="search" aria-label="Search trainers">
          <Grid columns={4} className="items-start">
            <Field.Root id="trainer-q" className="col-span-2 md:col-span-1">
              <Field.Label>Search</Field.Label>
              <Input
                name="q"
                type="search"
                placeholder="Name, city or speciality"
                defaultValue={query.q ?? ""}
              />
            </Field.Root>
            <Field.Root id="trainer-from" errors={dateErrors.from ? [dateErrors.from] : undefined}>
              <Field.Label>Training starts</Field.Label>
              <Input name="from" type="date" min={today} defaultValue={from} />
              <Field.Error />
            </Field.Root>
            <Field.Root id="trainer-to" errors={dateErrors.to ? [dateErrors.to] : undefined}>
              <Field.Label>Training ends</Field.Label>
              <Input name="to" type="date" min={today} defaultValue={to} />
              <Field.Error />
            </Field.Root>
            <Field.Root id="trainer-sessions">
              <Field.Label>Number of sessions</Field.Label>
              <NumberStepper
                label="Number of sessions"
                name="sessions"
                min={1}
                max={30}
                defaultValue={query.sessions ?? 1}
              />
            </Field.Root>
          </Grid>
          <Stack direction="row" gap="sm" className="mt-4">
            <Button type="submit" loading={busy}>
              <SearchIcon aria-hidden="true" /> Search
            </Button>
          </Stack>
        </Form>

        <Text tone="muted" aria-live="polite">
          {trainers.length} {trainers.length === 1 ? "trainer" : "trainers"}
        </Text>
        {trainers.length === 0 ? (
          <EmptyState
            icon={<UsersIcon aria-hidden="true" />}
            title="No trainers found"
            description="Try another name, city or speciality, or other dates."
            action={
              <Button asChild variant="outline">
                <Link to="/trainer-feed">Clear Filters</Link>
              </Button>
            }
          />
        ) : (
          <Grid columns={3}>
            {trainers.map((trainer) => (
              <TrainerCard
                key={trainer.id}
                headingLevel={2}
                name={trainer.name}
                imageUrl={trainer.images[0] ?? null}
                rating={trainer.rating}
                reviewCount={trainer.reviewCount}
                city={trainer.city}
                hourlyRateCents={trainer.hourlyRateCents}
                currency={trainer.currency as "NZD" | "AUD"}
                experience={`${trainer.experienceYears} ${trainer.experienceYears === 1 ? "year" : "years"}`}
                isOnline={trainer.isOnline}
                isInPerson={trainer.isInPerson}
                specializations={trainer.specializations}
                favourite={<TrainerFavourite trainerId={trainer.id} trainerName={trainer.name} />}
                action={
                  <Button asChild>
                    <Link to={`/trainer/${trainer.id}${trip}`}>Select Trainer</Link>
                  </Button>
                }
              />
            ))}
          </Grid>
        )}
      </Stack>
    </Container>
  );
}

export function meta() {
  return [
    { title: `Find a trainer | ${BRAND.name}` },
    {
      name: "description",
      content: "Personal trainers and coaches in New Zealand and Australia, online or in person.",
    },
  ];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
