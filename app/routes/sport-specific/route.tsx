import {
  Badge,
  Button,
  Card,
  CheckboxGroup,
  Container,
  EmptyState,
  Field,
  Grid,
  Heading,
  Input,
  RadioGroup,
  SearchIcon,
  Stack,
  Text,
  TrophyIcon,
} from "@gymroam/design-system";
import { data, Form, Link, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { GymResultCard } from "~/components/gym-result-card";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { TRAINING_CATEGORIES } from "~/domain/catalog";
import { parseGymSearch } from "~/domain/gym-search";
import { resultCount } from "~/domain/gym-search-options";
import { getVisitorId } from "~/identity.server";
import { searchGyms } from "~/models/gym-search.server";
import { savedGymIds } from "~/models/saved-gym.server";
import type { Route } from "./+types/route";

/**
 * Sport Specific Athletes: category → sport (+ typical equipment) → results, each step a GET form so
 * the flow works without JavaScript and every step has a shareable URL.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const city = (url.searchParams.get("city") ?? "").trim().slice(0, 100);
  const categorySlug = url.searchParams.get("category") ?? "";
  const sport = url.searchParams.get("sport") ?? "";
  const category = TRAINING_CATEGORIES.find((c) => c.slug === categorySlug);
  if (categorySlug && !category)
    throw data({ message: "Choose one of the training categories." }, { status: 400 });
  if (sport && (!category || !(category.sports as readonly string[]).includes(sport))) {
    throw data({ message: "Choose a sport from the selected category." }, { status: 400 });
  }
  const equipment = url.searchParams.getAll("equipment");
  // Back to Search (?edit=1) returns to the sport step with the chosen sport and equipment still chosen.
  const editing = url.searchParams.get("edit") === "1";
  if (!category || !sport || editing)
    return {
      step: category ? ("sport" as const) : ("category" as const),
      city,
      category,
      sport,
      equipment,
      results: null,
      saved: [],
    };

  const params = new URLSearchParams({ sport: sport, sort: "rating" });
  if (city) params.set("city", city);
  for (const item of equipment) params.append("equipment", item);
  const parsed = parseGymSearch(params);
  if (!parsed.ok) throw data({ message: parsed.message }, { status: 400 });
  const { config } = getWorker(context);
  const db = getDb(config.db);
  const results = await searchGyms(db, { ...parsed.query, sports: [sport] });
  const userId = await getVisitorId(config, request);
  const saved =
    userId === undefined
      ? []
      : await savedGymIds(
          db,
          userId,
          results.gyms.map((g) => g.id),
        );
  return { step: "results" as const, city, category, sport, equipment, results, saved };
}

export default function SportSpecific() {
  const { step, city, category, sport, equipment, results, saved } = useLoaderData<typeof loader>();
  const back = new URLSearchParams({
    ...(city ? { city } : {}),
    ...(category ? { category: category.slug } : {}),
    ...(sport ? { sport, edit: "1" } : {}),
  });
  for (const item of equipment) back.append("equipment", item);
  const backToSearch = `/sport-specific?${back}`;

  return (
    <Container size="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={1}>Sport Specific Athletes</Heading>
          <Text tone="muted">Find facilities with the equipment your sport needs.</Text>
        </Stack>

        {step === "category" ? (
          <Form method="get" action="/sport-specific">
            <Stack gap="md">
              <Field.Root id="sport-city">
                <Field.Label>Location</Field.Label>
                <Input name="city" type="search" placeholder="City, e.g. Christchurch" defaultValue={city} />
              </Field.Root>
              <RadioGroup
                legend="Training category"
                name="category"
                required
                variant="card"
                orientation="horizontal"
                options={TRAINING_CATEGORIES.map((c) => ({
                  value: c.slug,
                  label: c.name,
                  description: c.sports.slice(0, 3).join(", "),
                }))}
              />
              <Stack direction="row">
                <Button type="submit">Next: choose your sport</Button>
              </Stack>
            </Stack>
          </Form>
        ) : null}

        {step === "sport" && category ? (
          <Form method="get" action="/sport-specific">
            <input type="hidden" name="category" value={category.slug} />
            {city ? <input type="hidden" name="city" value={city} /> : null}
            <Stack gap="md">
              <Text>
                {category.name}
                {city ? ` · ${city}` : ""} ·{" "}
                <Link to={`/sport-specific${city ? `?city=${encodeURIComponent(city)}` : ""}`}>
                  Change category
                </Link>
              </Text>
              <RadioGroup
                legend="Sport"
                name="sport"
                required
                variant="card"
                orientation="horizontal"
                defaultValue={sport || undefined}
                options={category.sports.map((s) => ({ value: s, label: s }))}
              />
              <CheckboxGroup
                legend="Equipment you need"
                name="equipment"
                orientation="grid"
                options={category.typicalEquipment.map((e) => ({ value: e, label: e }))}
                defaultValue={equipment}
              />
              <Stack direction="row">
                <Button type="submit">
                  <SearchIcon aria-hidden="true" /> Find a Gym
                </Button>
              </Stack>
            </Stack>
          </Form>
        ) : null}

        {step === "results" && category && results ? (
          <Stack gap="md">
            <Card.Root>
              <Card.Header>
                <Card.Title asChild>
                  <h2>Your search</h2>
                </Card.Title>
              </Card.Header>
              <Card.Content>
                <Stack direction="row" gap="xs" wrap>
                  <Badge>{category.name}</Badge>
                  <Badge>{sport}</Badge>
                  {city ? <Badge variant="outline">{city}</Badge> : null}
                  {equipment.map((item) => (
                    <Badge key={item} variant="outline">
                      {item}
                    </Badge>
                  ))}
                </Stack>
              </Card.Content>
              <Card.Footer>
                <Button asChild variant="outline">
                  <Link to={backToSearch}>Back to Search</Link>
                </Button>
              </Card.Footer>
            </Card.Root>
            <Text tone="muted" aria-live="polite">
              {resultCount(results)} {results.total === 1 ? "facility" : "facilities"} for {sport}
            </Text>
            {results.gyms.length === 0 ? (
              <EmptyState
                icon={<TrophyIcon aria-hidden="true" />}
                title={`No ${sport} facilities found`}
                description="Try another city, or fewer equipment filters."
                action={
                  <Button asChild variant="outline">
                    <Link to={backToSearch}>Back to Search</Link>
                  </Button>
                }
              />
            ) : (
              <Grid columns={3}>
                {results.gyms.map((gym, index) => (
                  <GymResultCard
                    key={gym.id}
                    gym={gym}
                    saved={saved.includes(gym.id)}
                    headingLevel={2}
                    priority={index === 0}
                  />
                ))}
              </Grid>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}

export function meta() {
  return [
    { title: `Sport Specific Athletes | ${BRAND.name}` },
    {
      name: "description",
      content: "Find gyms with the equipment your sport needs, from powerlifting to rugby.",
    },
  ];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
