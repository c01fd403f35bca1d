/** Gym cards: the summary a search result, a favourite or the showcase shows, read for a page of gyms at once. */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { gymAmenities, gymEquipment, gymImages, gymSports, gyms } from "~/db/schema";
import { distanceKm, type LatLng } from "~/domain/geo";

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

/*
 * A gym's rating and review count are kept on the gym by triggers on reviews (migrations/0021):
 * rating is round(avg(rating), 1) of its reviews, NULL without any. Cards show them and "by rating"
 * sorts by them from an index, so neither reads the reviews.
 */
const averageRating = gyms.rating;
const reviewCount = gyms.reviewCount;

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

export type SummaryRow = Omit<
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

export function assembleSummaries(rows: SummaryRow[], lists: GymLists, origin: LatLng | null): GymSummary[] {
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

type GymLists = Map<
  number,
  { equipment: string[]; amenities: string[]; sports: string[]; image: string | null }
>;

/** Equipment, amenities, sports and the first image for a page of gyms: four indexed queries to batch. */
export function gymListQueries(db: Db, ids: number[]) {
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

export function collectLists(ids: number[], [equipment, amenities, sports, images]: ListResults): GymLists {
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
