import {
  Button,
  Container,
  EmptyState,
  Field,
  Grid,
  GymCardSkeletonList,
  Heading,
  SearchIcon,
  Select,
  Stack,
  Text,
} from "@gymroam/design-system";
import { lazy, useEffect, useState } from "react";
import { data, Link, useLoaderData, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { GymResultCard } from "~/components/gym-result-card";
import { ViewToggle } from "~/components/gym-search-views";
import { Pager } from "~/components/pager";
import { NearMeButton } from "~/components/search-extras";
import { SearchTabs } from "~/components/search-tabs";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { formatDateRange, todayInZone } from "~/domain/dates";
import { parseGymSearch, withoutRefusedDates } from "~/domain/gym-search";
import { GYM_SORTS, PAGE_DEFAULTS, resultCount, SEARCH_PAGE_SIZE } from "~/domain/gym-search-options";
import { placeLabel, resolvePlace } from "~/domain/places";
import { tripSearch } from "~/domain/trip";
import { getVisitorId } from "~/identity.server";
import { DEFAULT_SOCIAL_IMAGE, pageAddressMeta, rootOrigin, socialImageMeta } from "~/lib/social-image";
import { sharedPageCache, sharedRender } from "~/middleware/page-cache.server";
import { searchGyms } from "~/models/gym-search.server";
import { listPlaces } from "~/models/places.server";
import { savedGymIds } from "~/models/saved-gym.server";
import type { Route } from "./+types/route";

// The search form loads as the page hydrates, outside its first-load JavaScript; a
// client navigation shows the page once it has loaded too.
const loadSearchForm = () => import("./search-form");
const GymSearchForm = lazy(() => loadSearchForm().then((m) => ({ default: m.GymSearchForm })));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadSearchForm()]);
  },
];

/** The page applies the spec's defaults (Wellington, $10-$100) when a parameter is absent. */
function withPageDefaults(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(params);
  if (!out.has("city")) out.set("city", PAGE_DEFAULTS.city);
  if (!out.has("minPrice")) out.set("minPrice", String(PAGE_DEFAULTS.minPrice));
  if (!out.has("maxPrice")) out.set("maxPrice", String(PAGE_DEFAULTS.maxPrice));
  return out;
}

/** Every visitor sees the same search: kept in the shared page cache. */
export const middleware: Route.MiddlewareFunction[] = [sharedPageCache()];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const shared = sharedRender(context) !== null;
  const today = todayInZone("Pacific/Auckland");
  // Refused access dates (past, or the end before the start) are shown on their fields with what was
  // typed, and the search runs without them; any other bad parameter is still a 400.
  const dated = withoutRefusedDates(withPageDefaults(new URL(request.url).searchParams), today);
  const params = dated.params;
  // "Where" forgives case and small typos and knows suburbs (app/domain/places.ts): the search runs
  // on the gyms' city, measured from the suburb's gyms when a suburb was named.
  const places = await listPlaces(config.db);
  const typedCity = params.get("city")?.trim() ?? "";
  const place = resolvePlace(typedCity, places);
  if (place) {
    params.set("city", place.city);
    if (place.suburb && place.lat !== undefined && place.lng !== undefined && !params.has("lat")) {
      params.set("lat", String(place.lat));
      params.set("lng", String(place.lng));
    }
  }
  const parsed = parseGymSearch(params);
  if (!parsed.ok) throw data({ message: parsed.message }, { status: 400 });
  const db = getDb(config.db);
  const result = await searchGyms(db, parsed.query, { pageSize: SEARCH_PAGE_SIZE });
  // The hearts are the visitor's own part: on a shared page the client reads them from /api/me.
  const userId = shared ? undefined : await getVisitorId(config, request);
  const saved: number[] | null = shared
    ? null
    : userId === undefined
      ? []
      : await savedGymIds(
          db,
          userId,
          result.gyms.map((g) => g.id),
        );
  return {
    query: parsed.query,
    /** What the heading names: the place resolved, else the text as typed; "" for every city. */
    where: place ? placeLabel(place) : typedCity,
    /** Searching around the visitor's own location (the Near me button), not a named place. */
    nearMe: !place && parsed.query.lat !== undefined && typedCity === "",
    typedDates: dated.typed,
    dateErrors: dated.errors,
    places,
    result,
    saved,
    today,
  };
}

const SORT_LABELS: Record<(typeof GYM_SORTS)[number], string> = {
  distance: "Distance",
  price: "Price: low to high",
  rating: "Rating",
};

const FORM_ID = "gym-search";
/** The results' region. */
const RESULTS_ID = "gym-results";

export default function Gyms() {
  const { query, where, nearMe, typedDates, dateErrors, places, result, saved, today } =
    useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/gyms";
  const dates = formatDateRange(query.from, query.to);
  const trip = tripSearch(query);
  const heading = nearMe ? "Gyms near you" : where ? `Gyms in ${where}` : "Gyms in every city";

  // The Show N results label needs JavaScript to count a change; until the page hydrates it says "Show results".
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const count = `${resultCount(result)} ${result.total === 1 ? "result" : "results"}`;

  return (
    <Container size="xl">
      {/* Compact on a phone (smaller gaps, the trip link beside Where, the count beside Sort) so the
          first result's name shows on the first screen. */}
      <Stack gap="lg" className="max-md:gap-3">
        <Heading level={1} className="sr-only">
          Find a gym
        </Heading>
        <SearchTabs active="gyms" />

        {/* A phone wraps a row (search bar; Filters, List/Map, Near me; results); from md a grid with
            the filters beside the results. */}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-3 md:grid md:grid-cols-[18rem_minmax(0,1fr)] md:items-start md:gap-6">
          <GymSearchForm
            id={FORM_ID}
            where={where}
            places={places}
            dates={{ from: typedDates.from || query.from, to: typedDates.to || query.to }}
            athletes={query.athletes}
            dateErrors={dateErrors}
            filters={{
              equipment: query.equipment,
              amenities: query.amenities,
              minPrice: query.minPrice,
              maxPrice: query.maxPrice,
            }}
            origin={
              nearMe && query.lat !== undefined && query.lng !== undefined
                ? { lat: query.lat, lng: query.lng }
                : undefined
            }
            today={today}
            pending={loading}
            result={result}
            hydrated={hydrated}
            whereAction={
              <Link
                to="/trips/new"
                className="inline-flex min-h-6 items-center text-sm font-semibold text-link underline underline-offset-4"
              >
                Plan a multi-city trip
              </Link>
            }
            filtersClassName="max-md:order-2 max-md:open:basis-full md:col-start-1 md:row-start-3"
          />

          <Stack
            direction="row"
            gap="sm"
            align="center"
            className="max-md:order-3 md:col-span-2 md:row-start-2"
          >
            <ViewToggle view="list" city={query.city ?? ""} />
            <NearMeButton path="/gyms" />
          </Stack>

          <Stack
            id={RESULTS_ID}
            gap="md"
            aria-live="polite"
            aria-busy={loading}
            className="max-md:order-4 max-md:basis-full max-md:gap-3 md:col-start-2 md:row-start-3"
          >
            <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-3 gap-y-1">
              <Heading level={2} size="lg" className="col-span-2 md:col-span-1">
                {heading}
              </Heading>
              <Text tone="muted" className="max-md:self-center md:col-start-1 md:row-start-2">
                {dates ? `${dates} · ` : ""}
                {count}
              </Text>
              <Stack
                direction="row"
                gap="xs"
                align="end"
                className="md:col-start-2 md:row-span-2 md:row-start-1"
              >
                <Field.Root
                  id="sort"
                  className="max-md:flex-row max-md:items-center max-md:gap-2 md:min-w-44"
                >
                  <Field.Label className="whitespace-nowrap">Sort by</Field.Label>
                  {/* Part of the search form (form attribute): sorting keeps every filter. */}
                  <Select name="sort" form={FORM_ID} defaultValue={query.sort} size="sm">
                    {GYM_SORTS.map((sort) => (
                      <option key={sort} value={sort}>
                        {SORT_LABELS[sort]}
                      </option>
                    ))}
                  </Select>
                </Field.Root>
                <noscript>
                  <Button type="submit" form={FORM_ID} size="sm" variant="outline">
                    Sort
                  </Button>
                </noscript>
              </Stack>
            </div>

            {loading ? (
              <GymCardSkeletonList />
            ) : result.gyms.length === 0 ? (
              <EmptyState
                icon={<SearchIcon aria-hidden="true" />}
                title="No gyms found"
                description="No gyms found matching your criteria in this area."
                action={
                  <Button asChild variant="outline">
                    <Link to={`/gyms?city=${encodeURIComponent(query.city ?? "")}`}>Clear filters</Link>
                  </Button>
                }
              />
            ) : (
              <Grid columns={3} className="lg:grid-cols-2 xl:grid-cols-3">
                {result.gyms.map((gym, index) => (
                  <GymResultCard
                    key={gym.id}
                    gym={gym}
                    saved={saved ? saved.includes(gym.id) : null}
                    priority={index === 0}
                    linkSearch={trip}
                  />
                ))}
              </Grid>
            )}
            {loading ? null : (
              <Pager
                page={result.page}
                pageCount={Math.max(1, Math.ceil(result.total / result.pageSize))}
                more={result.totalCapped}
                label="Search result pages"
              />
            )}
          </Stack>
        </div>
      </Stack>
    </Container>
  );
}

/**
 * A search's canonical address: the city it names, without the filters, sort and page that only
 * narrow or order the same list (/gyms?city=Auckland), or /gyms.
 */
export function gymsCanonicalPath(search: string): string {
  const city = new URLSearchParams(search).get("city")?.trim();
  return city ? `/gyms?${new URLSearchParams({ city })}` : "/gyms";
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const city = loaderData ? loaderData.where || "every city" : PAGE_DEFAULTS.city;
  const title = `Gyms in ${city} | ${BRAND.name}`;
  const description = `Compare and book gyms in ${city}: day passes, hourly access, recovery amenities.`;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...socialImageMeta(rootOrigin(matches), DEFAULT_SOCIAL_IMAGE, BRAND.name),
    ...pageAddressMeta(rootOrigin(matches), gymsCanonicalPath(location.search)),
  ];
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        400: ({ data: body }) => (
          <Container>
            <EmptyState
              headingLevel={1}
              title="That search could not be run"
              description={
                body && typeof body === "object" && "message" in body
                  ? String(body.message)
                  : "Check the filters and try again."
              }
              action={
                <Button asChild>
                  <Link to="/gyms">Start a new search</Link>
                </Button>
              }
            />
          </Container>
        ),
      }}
    />
  );
}
