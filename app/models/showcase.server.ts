/**
 * Real gyms for the showcase pages (/showcase, /gym-mockup, /gym-booking-mockup,
 * /booking-integration): the top-rated active gyms, and a gym that takes recovery amenity bookings.
 * Built on the gym search and booking models; public columns only.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import * as v from "valibot";
import type { Db } from "~/db/client.server";
import { amenityItems, gyms } from "~/db/schema";
import { DEFAULT_CITY } from "~/domain/catalog";
import { GymSearchSchema } from "~/domain/gym-search";
import { listAmenityItems } from "./amenity-booking.server";
import { getBookingGym } from "./booking-gym.server";
import { searchGyms } from "./gym-search.server";
import type { GymSummary } from "./gym-summary.server";

const byRating = (city?: string) =>
  v.parse(GymSearchSchema, city ? { city, sort: "rating" } : { sort: "rating" });

/**
 * The `limit` top-rated active gyms: from the default city (Wellington) first, topped up from every
 * city when it has fewer. Gyms without reviews come after rated ones (the search's rating order).
 * With `mapped`, only gyms with a map pin (a showcase map shows every gym it lists).
 */
export async function featuredGyms(db: Db, limit = 3, { mapped = false } = {}): Promise<GymSummary[]> {
  const usable = (list: GymSummary[]) =>
    mapped ? list.filter((g) => g.latitude != null && g.longitude != null) : list;
  const local = usable((await searchGyms(db, byRating(DEFAULT_CITY))).gyms).slice(0, limit);
  if (local.length >= limit) return local;
  const seen = new Set(local.map((g) => g.id));
  const more = usable((await searchGyms(db, byRating())).gyms).filter((g) => !seen.has(g.id));
  return [...local, ...more].slice(0, limit);
}

/**
 * An active gym with at least one active amenity item (the default city's first), with what the
 * amenity picker needs; undefined when no gym takes amenity bookings. Driven from amenity_items,
 * which only bookable gyms have rows in, so it stays cheap with many gyms.
 */
export async function amenityShowcaseGym(db: Db) {
  const row = await db
    .select({ id: gyms.id })
    .from(gyms)
    .where(
      and(
        eq(gyms.isActive, true),
        inArray(
          gyms.id,
          db.select({ id: amenityItems.gymId }).from(amenityItems).where(eq(amenityItems.isActive, true)),
        ),
      ),
    )
    .orderBy(desc(sql`${gyms.city} = ${DEFAULT_CITY}`), asc(gyms.id))
    .limit(1)
    .get();
  if (!row) return undefined;
  const [gym, items] = await Promise.all([getBookingGym(db, row.id), listAmenityItems(db, row.id)]);
  if (!gym || items.length === 0) return undefined;
  return { gym, items };
}
