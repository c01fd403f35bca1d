import {
  Badge,
  Button,
  Container,
  EmptyState,
  Field,
  Grid,
  Heading,
  Input,
  NumberStepper,
  SearchIcon,
  Select,
  Stack,
  Text,
  UsersIcon,
} from "@gymroam/design-system";
import { data, Form, Link, useLoaderData, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { GymResultCard } from "~/components/gym-result-card";
import { ShareButton } from "~/components/share-button";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { TEAM_SPORTS } from "~/domain/catalog";
import { todayInZone } from "~/domain/dates";
import { parseGymSearch } from "~/domain/gym-search";
import { getVisitorId } from "~/identity.server";
import { handleFavouriteAction } from "~/lib/favourite-action.server";
import { searchGyms } from "~/models/gym.server";
import { savedGymIds } from "~/models/saved-gym.server";
import type { Route } from "./+types/route";

/** Teams of this size or more are the pitch; the form's minimum is 1 (spec). */
const TEAM_PITCH_SIZE = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const params = new URL(request.url).searchParams;
  const sport = params.get("sport") ?? "";
  if (sport !== "" && !(TEAM_SPORTS as readonly string[]).includes(sport)) {
    throw data({ message: "Choose one of the listed sports." }, { status: 400 });
  }
  // The team sports are training styles, not gym sport tags: they are kept for the inquiry, not filtered on.
  params.delete("sport");
  if (!params.has("sort")) params.set("sort", "rating");
  if (!params.get("teamSize")) params.set("teamSize", String(TEAM_PITCH_SIZE));
  const parsed = parseGymSearch(params);
  if (!parsed.ok) throw data({ message: parsed.message }, { status: 400 });
  const db = getDb(config.db);
  const result = await searchGyms(db, parsed.query);
  const userId = await getVisitorId(config, request);
  const saved =
    userId === undefined
      ? []
      : await savedGymIds(
          db,
          userId,
          result.gyms.map((g) => g.id),
        );
  return { query: parsed.query, sport, result, saved, today: todayInZone("Pacific/Auckland") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleFavouriteAction(request, context, await request.formData());
}

export default function TeamBooking() {
  const { query, sport, result, saved, today } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  const teamSize = query.teamSize ?? TEAM_PITCH_SIZE;
  return (
    <Container size="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={1}>Travelling with a team</Heading>
          <Text tone="muted">
            Gyms that welcome teams of {TEAM_PITCH_SIZE} or more: space for the whole squad, on the days you
            need.
          </Text>
        </Stack>
        <Form method="get" action="/team-booking" role="search" aria-label="Search team-ready gyms">
          <Grid columns={4} className="items-end lg:grid-cols-6">
            <Field.Root id="team-city" className="col-span-2">
              <Field.Label>Search</Field.Label>
              <Input
                name="city"
                type="search"
                placeholder="City, e.g. Brisbane"
                defaultValue={query.city ?? ""}
              />
            </Field.Root>
            <Field.Root id="team-from">
              <Field.Label>Access from</Field.Label>
              <Input name="from" type="date" min={today} defaultValue={query.from ?? ""} />
            </Field.Root>
            <Field.Root id="team-to">
              <Field.Label>Access to</Field.Label>
              <Input name="to" type="date" min={today} defaultValue={query.to ?? ""} />
            </Field.Root>
            <Field.Root id="team-size">
              <Field.Label>Team size</Field.Label>
              <NumberStepper label="Team size" name="teamSize" min={1} max={200} defaultValue={teamSize} />
            </Field.Root>
            <Field.Root id="team-sport">
              <Field.Label>Sport</Field.Label>
              <Select
                name="sport"
                defaultValue={sport}
                placeholder="Any sport"
                options={TEAM_SPORTS.map((s) => ({ value: s, label: s }))}
              />
            </Field.Root>
          </Grid>
          <Stack direction="row" className="mt-4">
            <Button type="submit" loading={busy}>
              <SearchIcon aria-hidden="true" /> Search
            </Button>
          </Stack>
        </Form>

        <Text tone="muted" aria-live="polite">
          {result.total} {result.total === 1 ? "gym hosts" : "gyms host"} teams of {teamSize}
          {query.city ? ` in ${query.city}` : ""}
        </Text>
        {result.gyms.length === 0 ? (
          <EmptyState
            icon={<UsersIcon aria-hidden="true" />}
            title="No gyms found"
            description="No gyms found matching your criteria in this area."
            action={
              <Button asChild variant="outline">
                <Link to="/team-booking">Clear search</Link>
              </Button>
            }
          />
        ) : (
          <Grid columns={3}>
            {result.gyms.map((gym) => (
              <Stack key={gym.id} gap="xs">
                {gym.canHostTeams && (gym.maxTeamSize ?? 0) >= teamSize ? (
                  <Badge variant="confirmed">Team Ready · up to {gym.maxTeamSize}</Badge>
                ) : null}
                <GymResultCard
                  gym={gym}
                  saved={saved.includes(gym.id)}
                  headingLevel={2}
                  action={
                    <Stack direction="row" gap="sm" wrap>
                      <Button asChild>
                        <Link to={`/gym/${gym.id}`}>View Details</Link>
                      </Button>
                      <ShareButton path={`/gym/${gym.id}`} title={gym.name} />
                    </Stack>
                  }
                />
              </Stack>
            ))}
          </Grid>
        )}
      </Stack>
    </Container>
  );
}

export function meta() {
  return [
    { title: `Team gym bookings | ${BRAND.name}` },
    {
      name: "description",
      content: "Find gyms that host teams of 5 or more across New Zealand and Australia.",
    },
  ];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
