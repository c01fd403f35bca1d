/** The gym search behind /gyms, the feeds, the map and GET /api/gyms: filters, count, order, page. */
import { and, asc, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { gymPlaces, gyms } from "~/db/schema";
import { AMENITY_OPTIONS, EQUIPMENT_OPTIONS } from "~/domain/catalog";
import type { LatLng } from "~/domain/geo";
import { type GymSearchQuery, weekdaysBetween } from "~/domain/gym-search";
import { type DensityProbe, densityProbeQuery, nearestIds } from "./gym-nearest.server";
import {
  assembleSummaries,
  collectLists,
  type GymSummary,
  gymListQueries,
  gymSummaryColumns,
} from "./gym-summary.server";

export const GYM_PAGE_SIZE = 24;

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

/** The centre of a city's listed gyms (the listing editor's map starts there), if it has any. */
export async function cityCentre(db: Db, city: string): Promise<{ lat: number; lng: number } | undefined> {
  return centreOf((await cityCentreQuery(db, city))[0]) ?? undefined;
}
