import {
  Button,
  Container,
  EmptyState,
  Field,
  FilterPanel,
  Grid,
  GymCardSkeletonList,
  Heading,
  SearchBar,
  SearchIcon,
  Select,
  Stack,
  Text,
} from "@gymroam/design-system";
import { data, Form, Link, useLoaderData, useNavigation, useSubmit } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { GymResultCard } from "~/components/gym-result-card";
import { Pager } from "~/components/pager";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { AMENITY_OPTIONS, EQUIPMENT_OPTIONS } from "~/domain/catalog";
import { formatDateRange, todayInZone } from "~/domain/dates";
import { parseGymSearch } from "~/domain/gym-search";
import { GYM_SORTS, PAGE_DEFAULTS, resultCount, SEARCH_PAGE_SIZE } from "~/domain/gym-search-options";
import { getVisitorId } from "~/identity.server";
import { handleFavouriteAction } from "~/lib/favourite-action.server";
import { readForm } from "~/lib/form.server";
import { DEFAULT_SOCIAL_IMAGE, rootOrigin, socialImageMeta } from "~/lib/social-image";
import { searchGyms } from "~/models/gym.server";
import { savedGymIds } from "~/models/saved-gym.server";
import type { Route } from "./+types/route";

/** The page applies the spec's defaults (Wellington, $10-$100) when a parameter is absent. */
function withPageDefaults(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(params);
  if (!out.has("city")) out.set("city", PAGE_DEFAULTS.city);
  if (!out.has("minPrice")) out.set("minPrice", String(PAGE_DEFAULTS.minPrice));
  if (!out.has("maxPrice")) out.set("maxPrice", String(PAGE_DEFAULTS.maxPrice));
  return out;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const parsed = parseGymSearch(withPageDefaults(new URL(request.url).searchParams));
  if (!parsed.ok) throw data({ message: parsed.message }, { status: 400 });
  const db = getDb(config.db);
  const result = await searchGyms(db, parsed.query, { pageSize: SEARCH_PAGE_SIZE });
  const userId = await getVisitorId(config, request);
  const saved =
    userId === undefined
      ? []
      : await savedGymIds(
          db,
          userId,
          result.gyms.map((g) => g.id),
        );
  return {
    query: parsed.query,
    result,
    saved,
    today: todayInZone("Pacific/Auckland"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleFavouriteAction(request, context, await readForm(request));
}

const SORT_LABELS: Record<(typeof GYM_SORTS)[number], string> = {
  distance: "Distance",
  price: "Price: low to high",
  rating: "Rating",
};

function HiddenInputs({
  values,
}: {
  values: Record<string, string | number | readonly string[] | undefined>;
}) {
  return (
    <>
      {Object.entries(values).flatMap(([name, value]) =>
        value === undefined || value === ""
          ? []
          : (Array.isArray(value) ? value : [String(value)]).map((item) => (
              <input key={`${name}=${item}`} type="hidden" name={name} value={item} />
            )),
      )}
    </>
  );
}

export default function Gyms() {
  const { query, result, saved, today } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/gyms";
  const dates = formatDateRange(query.from, query.to);
  const city = query.city ?? PAGE_DEFAULTS.city;
  const filterValues = {
    equipment: query.equipment,
    amenities: query.amenities,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
  };
  const searchValues = { from: query.from, to: query.to, athletes: query.athletes };

  return (
    <Container size="xl">
      <Stack gap="lg">
        <Heading level={1} className="sr-only">
          Find a gym
        </Heading>
        <Form method="get" action="/gyms">
          <HiddenInputs values={{ ...filterValues, sort: query.sort }} />
          <SearchBar defaultValues={{ city, ...searchValues }} minDate={today} pending={loading} />
        </Form>

        <Grid columns={1} className="items-start md:grid-cols-[18rem_minmax(0,1fr)]">
          <Stack gap="md" aria-live="polite" aria-busy={loading} className="md:col-start-2 md:row-start-1">
            <Stack direction="row" justify="between" align="center" wrap gap="sm">
              <Stack gap="xs">
                <Heading level={2} size="lg">
                  Gyms in {city}
                </Heading>
                <Text tone="muted">
                  {dates ? `${dates} · ` : ""}
                  {resultCount(result)} {result.total === 1 ? "result" : "results"}
                </Text>
              </Stack>
              <Form method="get" action="/gyms" onChange={(event) => submit(event.currentTarget)}>
                <HiddenInputs values={{ city, ...filterValues, ...searchValues }} />
                <Stack direction="row" gap="xs" align="end">
                  <Field.Root id="sort" className="min-w-44">
                    <Field.Label>Sort by</Field.Label>
                    <Select name="sort" defaultValue={query.sort} size="sm">
                      {GYM_SORTS.map((sort) => (
                        <option key={sort} value={sort}>
                          {SORT_LABELS[sort]}
                        </option>
                      ))}
                    </Select>
                  </Field.Root>
                  {/* Always there: a form needs a submit button (HTML), and with JavaScript a change submits too. */}
                  <Button type="submit" size="sm" variant="outline">
                    Sort
                  </Button>
                </Stack>
              </Form>
            </Stack>

            {loading ? (
              <GymCardSkeletonList />
            ) : result.gyms.length === 0 ? (
              <EmptyState
                icon={<SearchIcon aria-hidden="true" />}
                title="No gyms found"
                description="No gyms found matching your criteria in this area."
                action={
                  <Button asChild variant="outline">
                    <Link to={`/gyms?city=${encodeURIComponent(city)}`}>Clear filters</Link>
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
            {loading ? null : (
              <Pager
                page={result.page}
                pageCount={Math.max(1, Math.ceil(result.total / result.pageSize))}
                more={result.totalCapped}
                label="Search result pages"
              />
            )}
          </Stack>
          {/* The long filter list follows the results in the document, as on a phone's screen, so a page
              still arriving never shows it on top and then pushes it down (a layout shift); from md up
              it takes the left column. */}
          <Form method="get" action="/gyms" className="md:col-start-1 md:row-start-1">
            <HiddenInputs values={{ ...searchValues, sort: query.sort }} />
            <FilterPanel
              equipmentOptions={EQUIPMENT_OPTIONS}
              amenityOptions={AMENITY_OPTIONS}
              defaultValues={{ city, ...filterValues }}
              pending={loading}
            />
          </Form>
        </Grid>
      </Stack>
    </Container>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const city = loaderData?.query.city ?? PAGE_DEFAULTS.city;
  const title = `Gyms in ${city} | ${BRAND.name}`;
  const description = `Compare and book gyms in ${city}: day passes, hourly access, recovery amenities.`;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...socialImageMeta(rootOrigin(matches), DEFAULT_SOCIAL_IMAGE, BRAND.name),
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
