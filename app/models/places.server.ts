import type { Place } from "~/domain/places";
import { readCatalogVersion } from "./catalog-version.server";

/*
 * The places gyms are in, for the "Where" box (app/domain/places.ts): every city with listed gyms, and
 * the suburbs of their addresses (the text after the last comma: "112 Cuba Street, Te Aro").
 *
 * Triggers on gyms keep them in `gym_places` with their counts and coordinate sums (migrations/0017),
 * so the list is one read of a table as long as the number of places, whatever the
 * catalogue's size; it is kept in the isolate for as long as the catalogue version is
 * unchanged. A suburb named like its city ("Queenstown, Queenstown") is the city itself.
 */

let memo: { version: number; places: Place[] } | undefined;

type Row = { city: string; country: string; suburb: string; lat: number | null; lng: number | null };

export async function listPlaces(d1: D1Database): Promise<Place[]> {
  const version = await readCatalogVersion(d1);
  if (memo && memo.version === version) return memo.places;
  const { results } = await d1
    .prepare(
      `SELECT city, country, suburb,
         CASE WHEN located > 0 THEN lat_sum / located END AS lat,
         CASE WHEN located > 0 THEN lng_sum / located END AS lng
       FROM gym_places WHERE gyms > 0 ORDER BY gyms DESC, city, suburb`,
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
