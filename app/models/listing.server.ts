/**
 * The partner console's listing: what the editor reads and the statements it
 * writes. Whether a gym is listed is never written by hand: `syncListing` applies the pure rule
 * (app/domain/listing.ts) after every change, so `gyms.is_active` (read by search, map, feed and
 * booking) is always "complete and not paused". Every write to gyms or its lists bumps the
 * catalogue version through migration 0005/0010's triggers, so cached /gyms pages are never stale.
 */
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  amenityItems,
  gymAmenities,
  gymApplications,
  gymClosedDates,
  gymEquipment,
  gymImages,
  gymOperatingDays,
  gymSports,
  gyms,
  publicGymColumns,
} from "~/db/schema";
import { type ListingFacts, type ListingState, listingState, missingSteps } from "~/domain/listing";

export interface ListingStatus {
  facts: ListingFacts;
  paused: boolean;
  isActive: boolean;
  state: ListingState;
}

/**
 * The one read behind listing statuses, for the gyms `ids` selects (a list of ids, or a condition on
 * gyms such as its owner), to run alone or in one db.batch with other reads. Photos and open
 * days are counted per gym by correlated subqueries (each an index search on the gym's id).
 */
export function listingStatusRead(db: Db, ids: number[] | SQL) {
  return db
    .select(listingFactColumns)
    .from(gyms)
    .where(Array.isArray(ids) ? inArray(gyms.id, ids) : ids);
}

/**
 * The columns a listing status is worked out from, for a read that wants them beside its own columns
 * (the partner overview reads its gyms and their facts in one statement).
 */
export const listingFactColumns = {
  id: gyms.id,
  address: gyms.address,
  latitude: gyms.latitude,
  longitude: gyms.longitude,
  capacityConfirmed: gyms.capacityConfirmed,
  paused: gyms.listingPaused,
  isActive: gyms.isActive,
  photoCount: sql<number>`(SELECT count(*) FROM gym_images AS i WHERE i.gym_id = ${gyms.id})`,
  openDays: sql<number>`(SELECT count(*) FROM gym_operating_days AS d WHERE d.gym_id = ${gyms.id})`,
};

type ListingFactRow = Awaited<ReturnType<typeof listingStatusRead>>[number];

/** One gym's listing status from a row holding `listingFactColumns`. */
export function listingStatusFrom(row: ListingFactRow): ListingStatus {
  const facts: ListingFacts = {
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    capacityConfirmed: row.capacityConfirmed,
    photoCount: Number(row.photoCount),
    openDays: Number(row.openDays),
  };
  return { facts, paused: row.paused, isActive: row.isActive, state: listingState(facts, row.paused) };
}

/** Listing statuses by gym id from the rows of `listingStatusRead`. */
export function listingStatusesFrom(rows: ListingFactRow[]): Map<number, ListingStatus> {
  const out = new Map<number, ListingStatus>();
  for (const row of rows) out.set(row.id, listingStatusFrom(row));
  return out;
}

/** The listing facts of several gyms (the overview's checklists), by gym id. */
export async function listingStatuses(db: Db, gymIds: number[]): Promise<Map<number, ListingStatus>> {
  if (gymIds.length === 0) return new Map();
  return listingStatusesFrom(await listingStatusRead(db, gymIds));
}

/**
 * Applies the listing rule to the gym as it now is: listed when complete and not paused; a pause is
 * dropped when the listing is no longer complete (a paused gym is always a complete one, so its page
 * can say it is not taking bookings). Writes only when something changes.
 */
export async function syncListing(db: Db, gymId: number): Promise<ListingStatus | undefined> {
  const status = (await listingStatuses(db, [gymId])).get(gymId);
  if (!status) return undefined;
  const complete = missingSteps(status.facts).length === 0;
  const isActive = complete && !status.paused;
  const paused = complete && status.paused;
  if (isActive !== status.isActive || paused !== status.paused)
    await db.update(gyms).set({ isActive, listingPaused: paused }).where(eq(gyms.id, gymId));
  return { ...status, isActive, paused, state: listingState(status.facts, paused) };
}

/** Whether a gym exists and its owner has paused it (booking then says so instead of "not found"). */
export async function isListingPaused(db: Db, gymId: number): Promise<boolean> {
  if (!Number.isSafeInteger(gymId)) return false;
  const row = await db.select({ paused: gyms.listingPaused }).from(gyms).where(eq(gyms.id, gymId)).get();
  return row?.paused === true;
}

/** Everything the listing editor shows about one gym (the caller has checked the owner). */
export async function getListing(db: Db, gymId: number) {
  const [rows, equipment, amenities, sports, days, closed, images, items, application] = await db.batch([
    // The gym's public columns and the editor's own state (the caller has checked the owner).
    db
      .select({ ...publicGymColumns, capacityConfirmed: gyms.capacityConfirmed, paused: gyms.listingPaused })
      .from(gyms)
      .where(eq(gyms.id, gymId)),
    db.select({ name: gymEquipment.name }).from(gymEquipment).where(eq(gymEquipment.gymId, gymId)),
    db.select({ name: gymAmenities.name }).from(gymAmenities).where(eq(gymAmenities.gymId, gymId)),
    db.select({ name: gymSports.name }).from(gymSports).where(eq(gymSports.gymId, gymId)),
    db
      .select({
        day: gymOperatingDays.day,
        openTime: gymOperatingDays.openTime,
        closeTime: gymOperatingDays.closeTime,
      })
      .from(gymOperatingDays)
      .where(eq(gymOperatingDays.gymId, gymId))
      .orderBy(asc(gymOperatingDays.day)),
    db
      .select({ date: gymClosedDates.date, note: gymClosedDates.note })
      .from(gymClosedDates)
      .where(eq(gymClosedDates.gymId, gymId))
      .orderBy(asc(gymClosedDates.date)),
    db
      .select({
        position: gymImages.position,
        url: gymImages.url,
        alt: gymImages.alt,
        widths: gymImages.widths,
      })
      .from(gymImages)
      .where(eq(gymImages.gymId, gymId))
      .orderBy(asc(gymImages.position)),
    db
      .select({
        id: amenityItems.id,
        type: amenityItems.type,
        name: amenityItems.name,
        pricePerHourCents: amenityItems.pricePerHourCents,
      })
      .from(amenityItems)
      .where(and(eq(amenityItems.gymId, gymId), eq(amenityItems.isActive, true)))
      .orderBy(asc(amenityItems.name)),
    // The application's hours: the hours form's starting point until the owner has set them.
    db
      .select({
        operatingDays: gymApplications.operatingDays,
        openTime: gymApplications.openTime,
        closeTime: gymApplications.closeTime,
        is24Hours: gymApplications.is24Hours,
      })
      .from(gymApplications)
      .where(eq(gymApplications.gymId, gymId))
      .limit(1),
  ]);
  const gym = rows[0];
  if (!gym) return undefined;
  return {
    gym,
    equipment: equipment.map((r) => r.name),
    amenities: amenities.map((r) => r.name),
    sports: sports.map((r) => r.name),
    days,
    closedDates: closed,
    images,
    items,
    applicationHours: application[0] ?? null,
  };
}
export type Listing = NonNullable<Awaited<ReturnType<typeof getListing>>>;

/** The next free image position (photos are appended at the end). */
export async function nextImagePosition(db: Db, gymId: number): Promise<number> {
  const row = await db
    .select({ next: sql<number>`coalesce(max(${gymImages.position}) + 1, 0)` })
    .from(gymImages)
    .where(eq(gymImages.gymId, gymId))
    .get();
  return row?.next ?? 0;
}
