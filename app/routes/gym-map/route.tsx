import {
  Button,
  Card,
  Container,
  EmptyState,
  Field,
  Grid,
  Heading,
  Input,
  Price,
  SearchIcon,
  Stack,
  StarRating,
  Text,
} from "@gymroam/design-system";
import { data, Form, Link, useLoaderData, useNavigate, useSearchParams } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { GymMap } from "~/components/gym-map";
import { ViewToggle } from "~/components/gym-search-views";
import { NearMeButton } from "~/components/search-extras";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { parseGymSearch } from "~/domain/gym-search";
import { PAGE_DEFAULTS } from "~/domain/gym-search-options";
import { resolvePlace } from "~/domain/places";
import { searchGyms } from "~/models/gym-search.server";
import { listPlaces } from "~/models/places.server";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const url = new URL(request.url);
  // Near me: ?lat=&lng= (from the button, asked on a press) searches around the visitor in every city.
  const lat = url.searchParams.get("lat");
  const lng = url.searchParams.get("lng");
  const near = lat !== null && lng !== null && lat !== "" && lng !== "";
  const typed = near
    ? ""
    : (url.searchParams.get("city") ?? PAGE_DEFAULTS.city).trim().slice(0, 100) || PAGE_DEFAULTS.city;
  // The same forgiving Where as /gyms (app/domain/places.ts): "welington" is Wellington, a suburb maps to its city.
  const place = near ? undefined : resolvePlace(typed, await listPlaces(config.db));
  const city = place?.city ?? typed;
  const parsed = parseGymSearch(new URLSearchParams(near ? { lat, lng, sort: "distance" } : { city }));
  if (!parsed.ok) throw data({ message: parsed.message }, { status: 400 });
  const result = await searchGyms(getDb(config.db), parsed.query);
  const gyms = result.gyms.filter((g) => g.latitude != null && g.longitude != null);
  const requested = Number(url.searchParams.get("gym"));
  const selected = gyms.find((g) => g.id === requested) ?? null;
  return { city, near, gyms, selectedId: selected?.id ?? null, tileUrl: config.mapTileUrl };
}

export default function GymMapPage() {
  const { city, near, gyms, selectedId, tileUrl } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const selected = gyms.find((g) => g.id === selectedId) ?? null;
  const hrefFor = (id: number) => {
    const next = new URLSearchParams(params);
    if (!near) next.set("city", city);
    next.set("gym", String(id));
    return `/gym-map?${next}`;
  };
  const select = (id: number) => navigate(hrefFor(id), { replace: true, preventScrollReset: true });

  return (
    <Container size="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={1}>Find gyms near you</Heading>
          <Text tone="muted">
            {near ? "Gyms nearest to you." : `Gyms on the map around ${city}.`} Choose a pin or a gym in the
            list.
          </Text>
        </Stack>
        <Form method="get" action="/gym-map" role="search" aria-label="Search the map">
          <Stack direction="row" gap="sm" align="end" wrap>
            <Field.Root id="map-city" className="min-w-60 flex-1">
              <Field.Label>Where</Field.Label>
              <Input name="city" type="search" placeholder="Search destinations" defaultValue={city} />
            </Field.Root>
            <Button type="submit">
              <SearchIcon aria-hidden="true" /> Search
            </Button>
          </Stack>
        </Form>
        <Stack direction="row" gap="sm" align="center" wrap>
          <ViewToggle view="map" city={city} />
          <NearMeButton path="/gym-map" />
        </Stack>

        {gyms.length === 0 ? (
          <EmptyState
            icon={<SearchIcon aria-hidden="true" />}
            title="No gyms found"
            description="No gyms found matching your criteria in this area."
          />
        ) : (
          <Grid columns={1} className="items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <Stack gap="md">
              <GymMap
                gyms={gyms.map((g) => ({
                  id: g.id,
                  name: g.name,
                  lat: g.latitude as number,
                  lng: g.longitude as number,
                  dayPassRateCents: g.dayPassRateCents,
                  currency: g.currency,
                }))}
                selectedId={selectedId}
                onSelect={select}
                tileUrl={tileUrl}
              />
              {selected ? (
                <Card.Root aria-live="polite">
                  <Card.Header>
                    <Card.Title asChild>
                      <h2>{selected.name}</h2>
                    </Card.Title>
                    <Card.Description>{selected.address}</Card.Description>
                  </Card.Header>
                  <Card.Content>
                    <Stack gap="xs">
                      {selected.reviewCount > 0 && selected.averageRating !== null ? (
                        <StarRating value={selected.averageRating} count={selected.reviewCount} showValue />
                      ) : (
                        <Text tone="muted">No reviews yet</Text>
                      )}
                      <Price
                        cents={selected.dayPassRateCents}
                        currency={selected.currency}
                        suffix=" day pass"
                      />
                    </Stack>
                  </Card.Content>
                  <Card.Footer>
                    <Button asChild>
                      <Link to={`/gym/${selected.id}`}>View gym</Link>
                    </Button>
                  </Card.Footer>
                </Card.Root>
              ) : null}
            </Stack>
            <nav aria-label="Gyms in this area">
              <Stack gap="xs" asChild>
                <ul>
                  {gyms.map((gym) => (
                    <li key={gym.id}>
                      <Button
                        asChild
                        variant={gym.id === selectedId ? "secondary" : "ghost"}
                        className="w-full justify-between"
                      >
                        <Link
                          to={hrefFor(gym.id)}
                          replace
                          preventScrollReset
                          aria-current={gym.id === selectedId ? "true" : undefined}
                        >
                          <span>{gym.name}</span>
                          <Price cents={gym.dayPassRateCents} currency={gym.currency} />
                        </Link>
                      </Button>
                    </li>
                  ))}
                </ul>
              </Stack>
            </nav>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}

export function meta() {
  return [
    { title: `Gym map | ${BRAND.name}` },
    { name: "description", content: "Gyms near you on a map, across New Zealand and Australia." },
  ];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
