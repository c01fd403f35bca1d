/**
 * Nearest first: the page's gym ids closest to a point, found by widening circles over the
 * geographic cell indexes from a radius the neighbourhood's density suggests.
 */
import { and, asc, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { gyms } from "~/db/schema";
import type { LatLng } from "~/domain/geo";

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

export interface DensityProbe {
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
export function densityProbeQuery(db: Db, city: string, where: SQL | undefined, point: LatLng | null) {
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
export async function nearestIds(
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
