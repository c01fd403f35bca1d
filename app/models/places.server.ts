import type { Place } from "~/domain/places";
import { readCatalogVersion } from "~/lib/page-cache.server";

/*
 * The places gyms are in, for the "Where" box (app/domain/places.ts): every city with active gyms, and
 * the suburbs of their addresses (the text after the last comma: "112 Cuba Street, Te Aro").
 *
 * One grouped read of the gyms table builds the list; it is kept in the isolate for as long as the
 * catalogue version (ADR 014) is unchanged, so a search pays one read of a one-row table for it, not
 * a scan. A suburb named like its city ("Queenstown, Queenstown") is the city itself.
 */

let memo: { version: number; places: Place[] } | undefined;

/**
 * SQLite has no "last index of": rtrim(address, <every character but commas>) ends at the last comma,
 * and what follows it is the suburb. An address without a comma has none.
 */
const SUBURB_SQL =
  "CASE WHEN instr(address, ',') > 0 THEN trim(replace(address, rtrim(address, replace(address, ',', '')), '')) ELSE '' END";

type Row = { city: string; country: string; suburb: string; lat: number | null; lng: number | null };

export async function listPlaces(d1: D1Database): Promise<Place[]> {
  const version = await readCatalogVersion(d1);
  if (memo && memo.version === version) return memo.places;
  const { results } = await d1
    .prepare(
      `SELECT city, country, ${SUBURB_SQL} AS suburb, avg(latitude) AS lat, avg(longitude) AS lng
       FROM gyms WHERE is_active = 1 GROUP BY city, country, suburb ORDER BY count(*) DESC, city, suburb`,
    )
    .all<Row>();
  const places = toPlaces(results);
  memo = { version, places };
  return places;
}

/** Cities first (in the rows' order: most gyms first), then suburbs with the centre of their gyms. */
export function toPlaces(rows: readonly Row[]): Place[] {
  const cities = new Map<string, Place>();
  const suburbs: Place[] = [];
  for (const row of rows) {
    const key = row.city.toLowerCase();
    if (!cities.has(key)) cities.set(key, { city: row.city, country: row.country });
    const suburb = row.suburb.trim();
    if (suburb === "" || suburb.toLowerCase() === key) continue;
    suburbs.push({
      city: row.city,
      suburb,
      country: row.country,
      ...(row.lat != null && row.lng != null ? { lat: round(row.lat), lng: round(row.lng) } : {}),
    });
  }
  return [...cities.values(), ...suburbs];
}

/** Five decimals (about a metre), so the coordinates fit the search's lat/lng parameters. */
function round(n: number): number {
  return Math.round(n * 1e5) / 1e5;
}
