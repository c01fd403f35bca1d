import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  bookings,
  gymAmenities,
  gymEquipment,
  gymImages,
  gymOperatingDays,
  gymPlaces,
  gymSports,
  gymStaff,
  gyms,
  publicGymColumns,
  reviews,
} from "~/db/schema";
import { AMENITY_OPTIONS, EQUIPMENT_OPTIONS } from "~/domain/catalog";
import { distanceKm, type LatLng } from "~/domain/geo";
import { type GymSearchQuery, weekdaysBetween } from "~/domain/gym-search";
import { centsToAmount } from "~/lib/api.server";

export const GYM_PAGE_SIZE = 24;

/** A gym as search results and cards show it: public columns only, ratings computed from reviews. */
export interface GymSummary {
  id: number;
  name: string;
  description: string;
  address: string;
  city: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  hourlyRateCents: number | null;
  dayPassRateCents: number;
  currency: "NZD" | "AUD";
  openTime: string;
  closeTime: string;
  is24Hours: boolean;
  capacity: number;
  canHostTeams: boolean;
  maxTeamSize: number | null;
  image: string | null;
  averageRating: number | null;
  reviewCount: number;
  equipment: string[];
  amenities: string[];
  sports: string[];
  distanceKm: number | null;
}

export interface GymSearchResult {
  gyms: GymSummary[];
  /** Matches, counted up to SEARCH_COUNT_CAP. */
  total: number;
  /** There are more than SEARCH_COUNT_CAP matches ("200+ results"). */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  /** Where distances are measured from: the visitor's location, else the centre of the city's gyms. */
  origin: LatLng | null;
}

/*
 * A gym's rating and review count are kept on the gym by triggers on reviews (migrations/0021):
 * rating is round(avg(rating), 1) of its reviews, NULL without any. Cards show them and "by rating"
 * sorts by them from an index, so neither reads the reviews.
 */
const averageRating = gyms.rating;
const reviewCount = gyms.reviewCount;

/*
 * Correlated subqueries name their tables explicitly: in a single-table select drizzle leaves column
 * names unqualified, and an unqualified "id" inside the subquery would bind to the inner table.
 */
/** Sports are free text (no option list, so no mask): one indexed lookup per candidate gym. */
/*
 * D1 refuses a statement that binds more than 100 values, and a search's lists (sports, training
 * days, dates) are the visitor's, repeated in every circle of one statement. So a list of more than
 * one value is bound once, as a JSON array read with json_each: every list costs one value whatever
 * its length (tests/worker/search-bound-params.test.ts runs the widest search the schema accepts).
 */

/** The gym caters for every one of `names` (one: its own EXISTS on the name index; more: one JSON value). */
function hasSports(names: readonly string[]) {
  const distinct = [...new Set(names)];
  if (distinct.length === 1)
    return sql`EXISTS (SELECT 1 FROM gym_sports AS c WHERE c.gym_id = "gyms"."id" AND c.name = ${distinct[0]})`;
  return sql`NOT EXISTS (SELECT 1 FROM json_each(${JSON.stringify(distinct)}) AS w
    WHERE NOT EXISTS (SELECT 1 FROM gym_sports AS c WHERE c.gym_id = "gyms"."id" AND c.name = w.value))`;
}

/** The gym opens on every one of `weekdays` (0 = Sunday). */
function opensOn(weekdays: ReadonlySet<number>) {
  const days = [...weekdays].sort();
  if (days.length === 1)
    return sql`EXISTS (SELECT 1 FROM gym_operating_days AS d WHERE d.gym_id = "gyms"."id" AND d.day = ${days[0]})`;
  return sql`NOT EXISTS (SELECT 1 FROM json_each(${JSON.stringify(days)}) AS w
    WHERE NOT EXISTS (SELECT 1 FROM gym_operating_days AS d WHERE d.gym_id = "gyms"."id" AND d.day = w.value))`;
}

/**
 * The gym has every one of `wanted` (options of the list, bit = position in it, as search_options
 * holds them): `(mask & wanted) = wanted`, a literal the planner evaluates inside the index.
 */
function hasAll(
  column: typeof gyms.equipmentMask | typeof gyms.amenityMask,
  options: readonly string[],
  wanted: readonly string[],
) {
  let bits = 0;
  for (const name of wanted) {
    const bit = options.indexOf(name);
    // The query schema only lets options through; anything else can match no gym.
    if (bit === -1) return sql`0`;
    bits |= 1 << bit;
  }
  return sql`(${column} & ${bits}) = ${bits}`;
}

/** The columns a GymSummary is built from (public columns only, ratings computed from reviews). */
export const gymSummaryColumns = {
  id: gyms.id,
  name: gyms.name,
  description: gyms.description,
  address: gyms.address,
  city: gyms.city,
  country: gyms.country,
  latitude: gyms.latitude,
  longitude: gyms.longitude,
  hourlyRateCents: gyms.hourlyRateCents,
  dayPassRateCents: gyms.dayPassRateCents,
  currency: gyms.currency,
  openTime: gyms.openTime,
  closeTime: gyms.closeTime,
  is24Hours: gyms.is24Hours,
  capacity: gyms.capacity,
  canHostTeams: gyms.canHostTeams,
  maxTeamSize: gyms.maxTeamSize,
  averageRating,
  reviewCount,
};

type SummaryRow = Omit<
  GymSummary,
  "image" | "equipment" | "amenities" | "sports" | "distanceKm" | "currency"
> & {
  currency: string;
};

/** Adds lists, first image and distance to rows selected with gymSummaryColumns. */
export async function toGymSummaries(
  db: Db,
  rows: SummaryRow[],
  origin: LatLng | null = null,
): Promise<GymSummary[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  return assembleSummaries(rows, collectLists(ids, await db.batch(gymListQueries(db, ids))), origin);
}

function assembleSummaries(rows: SummaryRow[], lists: GymLists, origin: LatLng | null): GymSummary[] {
  return rows.map((row) => ({
    ...row,
    currency: row.currency as "NZD" | "AUD",
    ...(lists.get(row.id) ?? { equipment: [], amenities: [], sports: [], image: null }),
    distanceKm:
      origin && row.latitude != null && row.longitude != null
        ? Math.round(distanceKm(origin, { lat: row.latitude, lng: row.longitude }) * 10) / 10
        : null,
  }));
}

/** Every ISO date from `from` to `to` inclusive, at most 31 (a search is about a trip, not a season). */
function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (
    let t = Date.parse(`${from}T00:00:00Z`);
    t <= Date.parse(`${to}T00:00:00Z`) && out.length < 31;
    t += 86_400_000
  ) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/**
 * The gym still has room for the group on every date: day-pass bookings holding capacity that day
 * (confirmed, or pending with an unexpired hold) plus the group must fit its capacity.
 */
function hasRoomOn(dates: readonly string[], athletes: number, now: number) {
  const list = sql`SELECT value FROM json_each(${JSON.stringify(dates)})`;
  return sql`NOT EXISTS (SELECT 1 FROM bookings AS b WHERE b.gym_id = "gyms"."id" AND b.booking_date IN (${list})
    AND b.booking_type = 'day_pass'
    AND (b.status = 'confirmed' OR (b.status = 'pending' AND b.hold_expires_at > ${now}))
    GROUP BY b.booking_date HAVING sum(b.athletes) + ${athletes} > "gyms"."capacity")`;
}

/**
 * The search's conditions. `priceIndexed: false` writes the price range as `+day_pass_rate_cents`
 * (SQLite's way to keep a term off an index) so a distance search reads the latitude band of the
 * (city, active, lat, lng) index; without statistics on value ranges the planner would otherwise
 * pick the price index and walk every gym in the city at that price.
 */
function searchConditions(query: GymSearchQuery, { priceIndexed = true } = {}): SQL[] {
  const conditions: SQL[] = [eq(gyms.isActive, true)];
  if (query.city) conditions.push(eq(gyms.city, query.city)); // the column is COLLATE NOCASE
  const price = priceIndexed ? sql`${gyms.dayPassRateCents}` : sql`+${gyms.dayPassRateCents}`;
  if (query.minPrice !== undefined) conditions.push(sql`${price} >= ${query.minPrice * 100}`);
  if (query.maxPrice !== undefined) conditions.push(sql`${price} <= ${query.maxPrice * 100}`);
  // Equipment and amenities are bit masks on the gym, read from the city indexes.
  if (query.equipment.length > 0)
    conditions.push(hasAll(gyms.equipmentMask, EQUIPMENT_OPTIONS, query.equipment));
  if (query.amenities.length > 0) conditions.push(hasAll(gyms.amenityMask, AMENITY_OPTIONS, query.amenities));
  if (query.sports.length > 0) conditions.push(hasSports(query.sports));
  // Open on every day of the chosen range and on each training day's weekday.
  const weekdays = new Set(query.days.map((day) => new Date(`${day}T00:00:00Z`).getUTCDay()));
  if (query.from) for (const day of weekdaysBetween(query.from, query.to ?? query.from)) weekdays.add(day);
  if (weekdays.size > 0) conditions.push(opensOn(weekdays));
  if (query.teamSize !== undefined) {
    conditions.push(eq(gyms.canHostTeams, true), gte(gyms.maxTeamSize, query.teamSize));
  }
  if (query.athletes !== undefined) {
    conditions.push(gte(gyms.capacity, query.athletes));
    const dates = query.from ? datesBetween(query.from, query.to ?? query.from) : query.days;
    if (dates.length > 0) conditions.push(hasRoomOn(dates, query.athletes, Date.now()));
  }
  return conditions;
}

/** A city's centre: the average of its listed gyms' pins, from its places' running sums. */
function cityCentreQuery(db: Db, city: string) {
  return db
    .select({
      located: sql<number>`coalesce(sum(${gymPlaces.located}), 0)`,
      latSum: sql<number>`coalesce(sum(${gymPlaces.latSum}), 0)`,
      lngSum: sql<number>`coalesce(sum(${gymPlaces.lngSum}), 0)`,
    })
    .from(gymPlaces)
    .where(eq(gymPlaces.city, city));
}

function centreOf(row: { located: number; latSum: number; lngSum: number } | undefined): LatLng | null {
  return row && row.located > 0 ? { lat: row.latSum / row.located, lng: row.lngSum / row.located } : null;
}

/**
 * Counting stops here: "200+ results" says enough (17 pages of 12; nobody pages further, they filter),
 * and a capped count reads about 800 index rows with two filters at any catalogue size.
 */
export const SEARCH_COUNT_CAP = 200;

/** Matches (up to the cap, plus one to know it was passed). */
function countQuery(db: Db, where: SQL | undefined) {
  const matches = db
    .select({ id: gyms.id })
    .from(gyms)
    .where(where)
    .limit(SEARCH_COUNT_CAP + 1)
    .as("matches");
  return db.select({ total: sql<number>`count(*)` }).from(matches);
}

/** Squared planar distance in degrees of latitude (longitude scaled by cos(latitude)). */
function planarDistance(origin: LatLng) {
  const k = Math.cos((origin.lat * Math.PI) / 180);
  return sql`((${gyms.latitude} - ${origin.lat}) * (${gyms.latitude} - ${origin.lat}) + ((${gyms.longitude} - ${origin.lng}) * ${k}) * ((${gyms.longitude} - ${origin.lng}) * ${k}))`;
}

/** Circles tried in one round trip: a circle costs about four times the one before it. */
const RINGS_PER_TRIP = 2;

/**
 * Up to this many matches, nearest-first sorts them all at once. Below the count's cap, so a capped
 * count (a big city) always takes the circles.
 */
const SMALL_RESULT = 150;

/**
 * Radii tried around the origin, in degrees of latitude (about 28 m, doubling to about 230 km). A
 * search starts at the one its place's density says will hold the page (densityStart), so a dense
 * city starts small and a sparse one does not climb through circles that cannot hold it.
 */
const RING_RADII = [
  0.00025, 0.0005, 0.001, 0.002, 0.004, 0.008, 0.016, 0.032, 0.064, 0.128, 0.256, 0.512, 1.024, 2.048,
];
/** Where nothing is known of the density (no city to probe): about 220 m. */
const DEFAULT_START_RADIUS = 0.002;

/**
 * Two grids: a circle up to FINE_MAX_RADIUS (about 890 m) reads the 0.001° squares
 * (gyms.geo_cell_fine) or the 0.01° squares (gyms.geo_cell), whichever costs fewer rows at the
 * place's density (squaresFor); up to GRID_MAX_RADIUS (about 3.5 km) the 0.01° squares; wider ones a
 * latitude band. A box touches at most about 450 fine or 120 coarse squares; their numbers go in as
 * literals (D1 binds at most 100 parameters), at most about 6 KB of SQL.
 */
const FINE_MAX_RADIUS = 0.008;
const GRID_MAX_RADIUS = 0.032;
/** gyms.geo_cell: squares of 0.01° (× 100) of latitude by 0.01° of longitude, rows of 36,001 (migrations/0016). */
const GRID = { scale: 100, row: 36001 } as const;
/** gyms.geo_cell_fine: squares of 0.001°, rows of 360,001 (migrations/0021). */
const FINE_GRID = { scale: 1000, row: 360001 } as const;

/**
 * The cell numbers of the squares a box touches, computed as SQLite computes the column (whole
 * numbers, so they go in the statement as literals: D1 binds at most 100 parameters).
 */
export function gridCells(
  box: { south: number; north: number; west: number; east: number },
  grid: { scale: number; row: number } = GRID,
): number[] {
  // The same double arithmetic as SQLite's CAST((latitude + 90) * scale AS INTEGER): monotonic, so a
  // gym inside the box is in one of its squares.
  const row = (lat: number) => Math.trunc((lat + 90) * grid.scale);
  const column = (lng: number) => Math.trunc((lng + 180) * grid.scale);
  const cells: number[] = [];
  for (let r = row(box.south); r <= row(box.north); r += 1)
    for (let c = column(box.west); c <= column(box.east); c += 1) cells.push(r * grid.row + c);
  return cells;
}

/** How many gyms the probe looks at in each grid: it reads at most twice this many index rows. */
const PROBE_SAMPLE = 100;

interface DensityProbe {
  grid: "coarse" | "fine";
  /** Listed gyms of the city in the 3 × 3 squares around the origin, up to PROBE_SAMPLE. */
  gyms: number;
  /** Of those, how many match the search (counted in the coarse sample only). */
  matches: number;
}

/**
 * What the neighbourhood of the origin holds: the first PROBE_SAMPLE listed gyms of the
 * city in the 3 × 3 squares around it, in each grid, and how many of the coarse sample match. The origin is the
 * visitor's point, or the city's centre computed from gym_places in the statement itself, so the
 * probe goes in the first round trip with the count.
 */
function densityProbeQuery(db: Db, city: string, where: SQL | undefined, point: LatLng | null) {
  const origin = point
    ? sql`SELECT ${point.lat} AS lat, ${point.lng} AS lng`
    : sql`SELECT sum(lat_sum) / sum(located) AS lat, sum(lng_sum) / sum(located) AS lng FROM gym_places WHERE city = ${city}`;
  // Only the coarse sample tests the search's conditions: written once, the statement binds no more
  // values than a circle does (D1 binds at most 100).
  const sample = (name: string, hit: SQL, column: SQL, grid: { scale: number; row: number }) =>
    sql`SELECT ${name} AS grid, count(*) AS gyms, coalesce(sum(hit), 0) AS matches FROM (
      SELECT ${hit} AS hit FROM gyms
      WHERE ${gyms.city} = ${city} AND ${gyms.isActive} = 1 AND ${column} IN (
        SELECT (CAST((o.lat + 90) * ${sql.raw(String(grid.scale))} AS INTEGER) + dr.v) * ${sql.raw(String(grid.row))}
          + CAST((o.lng + 180) * ${sql.raw(String(grid.scale))} AS INTEGER) + dc.v
        FROM o, d AS dr, d AS dc)
      LIMIT ${sql.raw(String(PROBE_SAMPLE))})`;
  return db
    .select({
      grid: sql<DensityProbe["grid"]>`grid`,
      gyms: sql<number>`gyms`,
      matches: sql<number>`matches`,
    })
    .from(
      sql`(WITH o AS (${origin}), d(v) AS (VALUES (-1), (0), (1))
      ${sample("coarse", sql`CASE WHEN ${where} THEN 1 ELSE 0 END`, sql`${gyms.geoCell}`, GRID)}
      UNION ALL ${sample("fine", sql`0`, sql`${gyms.geoCellFine}`, FINE_GRID)}) AS probe`,
    );
}

/** What the probe says: listed gyms per square degree (latitude × longitude) and the share matching. */
interface Neighbourhood {
  density: number;
  share: number;
}

function readProbe(probe: readonly DensityProbe[]): Neighbourhood {
  const coarse = probe.find((p) => p.grid === "coarse");
  const fine = probe.find((p) => p.grid === "fine");
  const coarseGyms = Number(coarse?.gyms ?? 0);
  const fineGyms = Number(fine?.gyms ?? 0);
  // The coarse squares cover the fine ones: no gym in them, none nearby.
  if (coarseGyms === 0) return { density: 0, share: 1 };
  const matched = Number(coarse?.matches ?? 0);
  return {
    // A full sample is a lower bound on its grid's density; the denser estimate wins.
    density: Math.max(coarseGyms / (9 * GRID.scale ** -2), fineGyms / (9 * FINE_GRID.scale ** -2)),
    // None matched: assume about one in twice the sample does.
    share: matched > 0 ? matched / coarseGyms : 0.5 / coarseGyms,
  };
}

/**
 * The radius nearest-first starts at: the smallest whose circle should hold the page's matches, from
 * the density of matches around the origin. Only the number of circles tried depends on it, never the
 * order found.
 */
function densityStart(place: Neighbourhood | null, need: number, k: number): number {
  if (!place) return RING_RADII.indexOf(DEFAULT_START_RADIUS);
  // Nothing within a square of the origin: start just past what the probe saw.
  if (place.density === 0) return RING_RADII.findIndex((r) => r >= 0.016);
  // The first circle expected to hold the page, and the one before it: they go in one round trip, the
  // smaller a quarter of the larger's cost, so an estimate a little high costs little and one a little
  // low needs no second trip.
  const enough = RING_RADII.findIndex((r) => place.density * place.share * ((Math.PI * r * r) / k) >= need);
  return enough === -1 ? RING_RADII.length - RINGS_PER_TRIP : Math.max(0, enough - 1);
}

/**
 * The squares a circle's box reads, in whichever grid costs fewer index rows: each square costs a seek
 * (about a row, empty or not) plus the gyms in it. Without a city (no probe) the cell indexes, which
 * start with the city, cannot serve: the box reads a latitude band.
 */
function squaresFor(
  box: { south: number; north: number; west: number; east: number },
  r: number,
  place: Neighbourhood | null,
): { column: typeof gyms.geoCell | typeof gyms.geoCellFine; cells: number[] } | null {
  if (!place || r > GRID_MAX_RADIUS) return null;
  const coarse = gridCells(box, GRID);
  if (r > FINE_MAX_RADIUS) return { column: gyms.geoCell, cells: coarse };
  const fine = gridCells(box, FINE_GRID);
  const cost = (cells: number[], grid: { scale: number }) =>
    cells.length * (1 + place.density / grid.scale ** 2);
  return cost(fine, FINE_GRID) <= cost(coarse, GRID)
    ? { column: gyms.geoCellFine, cells: fine }
    : { column: gyms.geoCell, cells: coarse };
}

/**
 * The page's gym ids nearest the origin. Rather than ordering every match in the city, it looks
 * inside a circle (the squares around the origin, or for a wide circle a latitude band) and widens it
 * until the circle holds enough matches: anything outside is farther than everything inside, so the
 * order is exact. Gyms without coordinates come last.
 */
async function nearestIds(
  db: Db,
  where: SQL | undefined,
  origin: LatLng,
  {
    offset,
    pageSize,
    total,
    probe,
  }: { offset: number; pageSize: number; total: number; probe: readonly DensityProbe[] | null },
): Promise<number[]> {
  const distance = planarDistance(origin);
  const need = offset + pageSize;
  const place = probe ? readProbe(probe) : null;
  const k = Math.cos((origin.lat * Math.PI) / 180);
  const circle = (r: number) => {
    const box = {
      south: origin.lat - r,
      north: origin.lat + r,
      west: origin.lng - r / k,
      east: origin.lng + r / k,
    };
    const squares = squaresFor(box, r, place);
    return db
      .select({ id: gyms.id })
      .from(gyms)
      .where(
        and(
          where,
          // Small circles read the squares around the origin (the cell indexes): the unary plus keeps
          // the planner off the latitude index, whose band crosses the whole city.
          ...(squares
            ? [
                sql`${squares.column} IN (${sql.raw(squares.cells.join(", "))})`,
                sql`+${gyms.latitude} >= ${box.south}`,
                sql`+${gyms.latitude} <= ${box.north}`,
              ]
            : [gte(gyms.latitude, box.south), lte(gyms.latitude, box.north)]),
          gte(gyms.longitude, box.west),
          lte(gyms.longitude, box.east),
          sql`${distance} <= ${r * r}`,
        ),
      )
      .orderBy(distance, asc(gyms.id))
      .limit(need);
  };
  // A few hundred matches sort faster in one go than circles can narrow them. Circles are tried a
  // few at a time, each group in one round trip, from the radius the density suggests.
  const radii = total > SMALL_RESULT ? RING_RADII.slice(densityStart(place, need, k)) : [];
  for (let i = 0; i < radii.length; i += RINGS_PER_TRIP) {
    const [first, ...rest] = radii.slice(i, i + RINGS_PER_TRIP).map(circle);
    if (!first) break;
    const results = await db.batch([first, ...rest]);
    const enough = results.find((rows) => rows.length === need);
    if (enough) return enough.slice(offset).map((row) => row.id);
  }
  const rows = await db
    .select({ id: gyms.id })
    .from(gyms)
    .where(where)
    .orderBy(sql`${gyms.latitude} IS NULL OR ${gyms.longitude} IS NULL`, distance, asc(gyms.id))
    .limit(pageSize)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** The page's gym ids in the query's order. */
async function pageIds(
  db: Db,
  query: GymSearchQuery,
  where: SQL | undefined,
  origin: LatLng | null,
  { pageSize, total, probe }: { pageSize: number; total: number; probe: readonly DensityProbe[] | null },
): Promise<number[]> {
  const offset = (query.page - 1) * pageSize;
  if (query.sort !== "price" && query.sort !== "rating" && origin)
    return nearestIds(db, and(...searchConditions(query, { priceIndexed: false })), origin, {
      offset,
      pageSize,
      total,
      probe,
    });
  // By rating: read in order from gyms_city_active_rating_idx (NULL ratings last), the price range
  // kept off the price index so the planner does not sort the city's gyms in that range instead.
  const [condition, orderBy] =
    query.sort === "price"
      ? [where, [asc(gyms.dayPassRateCents), asc(gyms.id)]]
      : query.sort === "rating"
        ? [
            and(...searchConditions(query, { priceIndexed: false })),
            [desc(gyms.rating), desc(gyms.reviewCount), asc(gyms.id)],
          ]
        : [where, [asc(gyms.id)]];
  const rows = await db
    .select({ id: gyms.id })
    .from(gyms)
    .where(condition)
    .orderBy(...orderBy)
    .limit(pageSize)
    .offset(offset);
  return rows.map((row) => row.id);
}

/**
 * Searches in two steps: the page's ids in order (cheap columns only), then the summaries of just
 * those 24 gyms, so ratings and lists are computed for the page and not for every match.
 */
export async function searchGyms(
  db: Db,
  query: GymSearchQuery,
  { pageSize = GYM_PAGE_SIZE }: { pageSize?: number } = {},
): Promise<GymSearchResult> {
  const where = and(...searchConditions(query));
  // Round trips: the count with the city's centre (its places' running sums) and for nearest
  // first the density probe, the page's ids, then its summaries with their lists.
  const point =
    query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
  // Nearest first in a city also probes the origin's neighbourhood, in the same round trip.
  const nearest = query.sort !== "price" && query.sort !== "rating" && query.city;
  const [countRows, centreRows, probe] = nearest
    ? await db.batch([
        countQuery(db, where),
        cityCentreQuery(db, query.city ?? ""),
        densityProbeQuery(db, query.city ?? "", where, point),
      ])
    : [...(await db.batch([countQuery(db, where), cityCentreQuery(db, query.city ?? "")])), null];
  const total = countRows[0]?.total ?? 0;
  const origin: LatLng | null = point ? point : query.city ? centreOf(centreRows[0]) : null;
  const ids = total > 0 ? await pageIds(db, query, where, origin, { pageSize, total, probe }) : [];
  let summaries: GymSummary[] = [];
  if (ids.length > 0) {
    const [rows, ...lists] = await db.batch([
      db.select(gymSummaryColumns).from(gyms).where(inArray(gyms.id, ids)),
      ...gymListQueries(db, ids),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = ids.flatMap((id) => byId.get(id) ?? []);
    summaries = assembleSummaries(ordered, collectLists(ids, lists), origin);
  }
  return {
    gyms: summaries,
    total: Math.min(total, SEARCH_COUNT_CAP),
    totalCapped: total > SEARCH_COUNT_CAP,
    page: query.page,
    pageSize,
    origin,
  };
}

type GymLists = Map<
  number,
  { equipment: string[]; amenities: string[]; sports: string[]; image: string | null }
>;

/** Equipment, amenities, sports and the first image for a page of gyms: four indexed queries to batch. */
function gymListQueries(db: Db, ids: number[]) {
  return [
    db.select().from(gymEquipment).where(inArray(gymEquipment.gymId, ids)).orderBy(asc(gymEquipment.name)),
    db.select().from(gymAmenities).where(inArray(gymAmenities.gymId, ids)).orderBy(asc(gymAmenities.name)),
    db.select().from(gymSports).where(inArray(gymSports.gymId, ids)).orderBy(asc(gymSports.name)),
    db
      .select({ gymId: gymImages.gymId, url: gymImages.url })
      .from(gymImages)
      .where(and(inArray(gymImages.gymId, ids), eq(gymImages.position, 0))),
  ] as const;
}

type ListResults = readonly [
  { gymId: number; name: string }[],
  { gymId: number; name: string }[],
  { gymId: number; name: string }[],
  { gymId: number; url: string }[],
];

function collectLists(ids: number[], [equipment, amenities, sports, images]: ListResults): GymLists {
  const out: GymLists = new Map();
  for (const id of ids) out.set(id, { equipment: [], amenities: [], sports: [], image: null });
  for (const row of equipment) out.get(row.gymId)?.equipment.push(row.name);
  for (const row of amenities) out.get(row.gymId)?.amenities.push(row.name);
  for (const row of sports) out.get(row.gymId)?.sports.push(row.name);
  for (const row of images) {
    const entry = out.get(row.gymId);
    if (entry) entry.image = row.url;
  }
  return out;
}

export interface GymReview {
  id: number;
  rating: number;
  comment: string;
  createdAt: Date;
  authorName: string;
}

/** One gym with everything the detail page and GET /api/gyms/{id} show; undefined when absent or inactive. */
export async function getGymDetail(db: Db, id: number) {
  // A paused listing keeps its page, which says it is not taking bookings; an unfinished
  // one has none (a paused gym is always a complete one: models/listing.server.ts).
  const gym = await db
    .select({ ...publicGymColumns, averageRating, reviewCount, paused: gyms.listingPaused })
    .from(gyms)
    .where(and(eq(gyms.id, id), or(eq(gyms.isActive, true), eq(gyms.listingPaused, true))))
    .get();
  if (!gym) return undefined;
  const [equipment, amenities, sports, days, images, staff, reviewRows] = await db.batch([
    db
      .select({ name: gymEquipment.name })
      .from(gymEquipment)
      .where(eq(gymEquipment.gymId, id))
      .orderBy(asc(gymEquipment.name)),
    db
      .select({ name: gymAmenities.name })
      .from(gymAmenities)
      .where(eq(gymAmenities.gymId, id))
      .orderBy(asc(gymAmenities.name)),
    db
      .select({ name: gymSports.name })
      .from(gymSports)
      .where(eq(gymSports.gymId, id))
      .orderBy(asc(gymSports.name)),
    db
      .select({
        day: gymOperatingDays.day,
        openTime: gymOperatingDays.openTime,
        closeTime: gymOperatingDays.closeTime,
      })
      .from(gymOperatingDays)
      .where(eq(gymOperatingDays.gymId, id))
      .orderBy(asc(gymOperatingDays.day)),
    db
      .select({ url: gymImages.url, alt: gymImages.alt, widths: gymImages.widths })
      .from(gymImages)
      .where(eq(gymImages.gymId, id))
      .orderBy(asc(gymImages.position)),
    db
      .select({ name: gymStaff.name, role: gymStaff.role, bio: gymStaff.bio, image: gymStaff.image })
      .from(gymStaff)
      .where(eq(gymStaff.gymId, id))
      .orderBy(asc(gymStaff.position)),
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        authorName: bookings.athleteName,
      })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .where(eq(reviews.gymId, id))
      .orderBy(desc(reviews.createdAt))
      .limit(50),
  ]);
  return {
    ...gym,
    equipment: equipment.map((r) => r.name),
    amenities: amenities.map((r) => r.name),
    sports: sports.map((r) => r.name),
    operatingDays: days.map((r) => r.day),
    /** Each weekday's own hours, when the owner set them. */
    dayHours: days.flatMap((r) =>
      r.openTime && r.closeTime ? [{ day: r.day, openTime: r.openTime, closeTime: r.closeTime }] : [],
    ),
    images,
    staff,
    // First name only: reviews are public, athletes' full names are not.
    reviews: reviewRows.map((r) => ({ ...r, authorName: r.authorName.trim().split(/\s+/)[0] ?? "Athlete" })),
  };
}

export type GymDetail = NonNullable<Awaited<ReturnType<typeof getGymDetail>>>;

/** The API shape of a gym in a list: the spec's field names (decimal rates) plus cents and currency. */
export function toApiGym(gym: GymSummary) {
  const { image, ...rest } = gym;
  return {
    ...rest,
    hourlyRate: centsToAmount(gym.hourlyRateCents),
    dayPassRate: centsToAmount(gym.dayPassRateCents),
    images: image ? [image] : [],
  };
}

/** The centre of a city's listed gyms (the listing editor's map starts there), if it has any. */
export async function cityCentre(db: Db, city: string): Promise<{ lat: number; lng: number } | undefined> {
  return centreOf((await cityCentreQuery(db, city))[0]) ?? undefined;
}
