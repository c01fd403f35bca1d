import {
  Button,
  Calendar,
  Card,
  Container,
  EmptyState,
  Field,
  Grid,
  Heading,
  Input,
  SearchIcon,
  Stack,
  Text,
} from "@gymroam/design-system";
import { useState } from "react";
import { data, Form, Link, useLoaderData, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { GymResultCard } from "~/components/gym-result-card";
import { Pager } from "~/components/pager";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { todayInZone } from "~/domain/dates";
import { parseGymSearch } from "~/domain/gym-search";
import { resultCount } from "~/domain/gym-search-options";
import { getVisitorId } from "~/identity.server";
import { searchGyms } from "~/models/gym-search.server";
import { savedGymIds } from "~/models/saved-gym.server";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const params = new URL(request.url).searchParams;
  if (!params.has("sort")) params.set("sort", "rating");
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
  const filtered = parsed.query.days.length > 0;
  return { query: parsed.query, result, saved, filtered, today: todayInZone("Pacific/Auckland") };
}

export default function GymFeed() {
  const { query, result, saved, filtered, today } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [days, setDays] = useState<string[]>(query.days);
  const busy = navigation.state !== "idle";

  return (
    <Container size="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={1}>Find a gym</Heading>
          <Text tone="muted">Pick your training days and we will show gyms open on all of them.</Text>
        </Stack>

        <Form method="get" action="/gym-feed" role="search" aria-label="Search gyms">
          {days.map((day) => (
            <input key={day} type="hidden" name="days" value={day} />
          ))}
          <Stack direction="row" gap="sm" align="end" wrap>
            <Field.Root id="feed-city" className="min-w-60 flex-1">
              <Field.Label>Search</Field.Label>
              <Input
                name="city"
                type="search"
                placeholder="City, e.g. Queenstown"
                defaultValue={query.city ?? ""}
              />
            </Field.Root>
            <Button type="submit" loading={busy}>
              <SearchIcon aria-hidden="true" /> Search
            </Button>
          </Stack>
        </Form>

        <Grid columns={1} className="items-start md:grid-cols-[22rem_minmax(0,1fr)]">
          <Card.Root>
            <Card.Header>
              <Card.Title asChild>
                <h2>Training days</h2>
              </Card.Title>
              <Card.Description>
                {days.length === 0
                  ? "No days selected"
                  : `${days.length} ${days.length === 1 ? "day" : "days"} selected`}
              </Card.Description>
            </Card.Header>
            <Card.Content>
              <Form method="get" action="/gym-feed">
                {query.city ? <input type="hidden" name="city" value={query.city} /> : null}
                <Stack gap="md">
                  <Calendar
                    mode="multiple"
                    name="days"
                    selected={days}
                    onSelect={(next) => setDays(Array.isArray(next) ? next : next ? [next] : [])}
                    defaultMonth={(query.days[0] ?? today).slice(0, 7)}
                    minDate={today}
                    clearable
                    headingLevel={3}
                  />
                  <Button type="submit" disabled={days.length === 0}>
                    Find Gyms
                  </Button>
                </Stack>
              </Form>
            </Card.Content>
          </Card.Root>

          <Stack gap="md">
            <Heading level={2} size="lg">
              {query.city ? `Gyms in ${query.city}` : "All gyms"}
            </Heading>
            <Text tone="muted">
              {resultCount(result)} {result.total === 1 ? "gym" : "gyms"}
            </Text>
            {result.gyms.length === 0 ? (
              <EmptyState
                icon={<SearchIcon aria-hidden="true" />}
                title="No gyms found"
                description={
                  filtered || query.city
                    ? "No gyms found matching your criteria in this area."
                    : "There are no gyms listed yet."
                }
                action={
                  <Button asChild variant="outline">
                    <Link to="/gym-feed">Clear search</Link>
                  </Button>
                }
              />
            ) : (
              <Grid columns={3} className="lg:grid-cols-2 xl:grid-cols-3">
                {result.gyms.map((gym, index) => (
                  <GymResultCard
                    key={gym.id}
                    gym={gym}
                    saved={saved.includes(gym.id)}
                    priority={index === 0}
                  />
                ))}
              </Grid>
            )}
            {/* Every gym the count promises is reachable: links keep the search and days (no JS needed). */}
            <Pager
              page={result.page}
              pageCount={Math.max(1, Math.ceil(result.total / result.pageSize))}
              more={result.totalCapped}
              label="Gym pages"
            />
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}

export function meta() {
  return [
    { title: `Find a gym | ${BRAND.name}` },
    {
      name: "description",
      content: "Pick your training days and find gyms open on all of them, across New Zealand and Australia.",
    },
  ];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
