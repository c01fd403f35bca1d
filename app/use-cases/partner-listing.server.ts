/**
 * The partner console's listing editor: one function per operation an owner can
 * make on a gym's listing. Each takes the gym the console's `requireOwnedGym` returned (the owner is
 * checked before any of these runs), input already validated by the listing schemas
 * (app/domain/schemas/gym-listing.ts, built from the application's), writes in one D1 batch, and then
 * applies the listing rule (`syncListing`): a change that completes the listing lists it, one that
 * breaks it takes it off /gyms. The catalogue-version triggers (migrations 0005, 0010) invalidate the
 * cached search pages in the same statements.
 */
import { and, eq, sql } from "drizzle-orm";
import {
  amenityItems,
  gymAmenities,
  gymClosedDates,
  gymEquipment,
  gymImages,
  gymOperatingDays,
  gymSports,
  gyms,
} from "~/db/schema";
import type { OwnedGym } from "~/domain/actors";
import type { Amenity } from "~/domain/catalog";
import { LISTING_MESSAGES, missingSteps } from "~/domain/listing";
import {
  checkPhoto,
  checkVariant,
  MAX_PHOTOS,
  PHOTO_MESSAGES,
  PHOTO_TYPES,
  PHOTO_WIDTHS,
  type PhotoWidth,
  photoKey,
  photoUrl,
} from "~/domain/photo";
import type {
  ListingDetailsInput,
  ListingFacilitiesInput,
  ListingHoursInput,
  ListingLocationInput,
  ListingRatesInput,
  RecoveryItemInput,
} from "~/domain/schemas/gym-listing";
import { LISTING_MESSAGES as FIELD_MESSAGES, openDaysOf } from "~/domain/schemas/gym-listing";
import { addDays, todayIn } from "~/domain/zoned-time";
import { type ListingStatus, listingStatuses, nextImagePosition, syncListing } from "~/models/listing.server";
import type { UseCaseContext } from "./context.server";
import { offerFreedPlaces } from "./offer-freed-places.server";
import { fail, ok, type Result } from "./result";

type Saved = Result<ListingStatus | undefined>;

async function saved(ctx: UseCaseContext, gym: OwnedGym): Promise<Saved> {
  return ok(await syncListing(ctx.db, gym.id));
}

export async function updateListingDetails(ctx: UseCaseContext, gym: OwnedGym, input: ListingDetailsInput) {
  await ctx.db
    .update(gyms)
    .set({
      name: input.gymName,
      description: input.description,
      gymRules: input.gymRules,
      checkInPolicy: input.checkInPolicy ?? null,
      publicPhone: input.publicPhone ?? null,
    })
    .where(eq(gyms.id, gym.id));
  return saved(ctx, gym);
}

export async function updateListingLocation(ctx: UseCaseContext, gym: OwnedGym, input: ListingLocationInput) {
  await ctx.db
    .update(gyms)
    .set({
      address: input.address,
      postalCode: input.postalCode ?? null,
      latitude: input.latitude,
      longitude: input.longitude,
    })
    .where(eq(gyms.id, gym.id));
  return saved(ctx, gym);
}

export async function updateListingRates(ctx: UseCaseContext, gym: OwnedGym, input: ListingRatesInput) {
  await ctx.db
    .update(gyms)
    .set({
      dayPassRateCents: input.dayPassRate ?? 0,
      hourlyRateCents: input.hourlyRate ?? 0,
      weeklyRateCents: input.weeklyRate,
      monthlyRateCents: input.monthlyRate,
      capacity: input.capacity,
      capacityConfirmed: true,
    })
    .where(eq(gyms.id, gym.id));
  // Raised capacity (raised in the booked slots too, by trigger) goes to the waitlist first.
  await offerFreedPlaces(ctx, { gymId: gym.id });
  return saved(ctx, gym);
}

/**
 * Hours per weekday: the open days with their own times replace the old ones; the gym's summary hours
 * (its earliest opening and latest closing, shown on cards) follow.
 */
export async function updateListingHours(ctx: UseCaseContext, gym: OwnedGym, input: ListingHoursInput) {
  const open = openDaysOf(input);
  if (open.length === 0) return fail("invalid", FIELD_MESSAGES.noOpenDay, { field: "days" });
  const earliest = open.map((d) => d.openTime).sort()[0]!;
  const latest = open
    .map((d) => d.closeTime)
    .sort()
    .at(-1)!;
  const allDay = open.every((d) => d.openTime === "00:00" && d.closeTime === "24:00");
  const { db } = ctx;
  await db.batch([
    db.delete(gymOperatingDays).where(eq(gymOperatingDays.gymId, gym.id)),
    db.insert(gymOperatingDays).values(open.map((d) => ({ gymId: gym.id, ...d }))),
    db
      .update(gyms)
      .set({ openTime: earliest, closeTime: latest, is24Hours: allDay })
      .where(eq(gyms.id, gym.id)),
  ]);
  return saved(ctx, gym);
}

export async function addClosedDate(
  ctx: UseCaseContext,
  gym: OwnedGym & { timeZone: string },
  input: { date: string; note?: string },
) {
  const today = todayIn(gym.timeZone, ctx.now);
  if (input.date < today) return fail("invalid", FIELD_MESSAGES.closedDatePast, { field: "date" });
  if (input.date > addDays(today, 366)) return fail("invalid", FIELD_MESSAGES.closedDate, { field: "date" });
  await ctx.db
    .insert(gymClosedDates)
    .values({ gymId: gym.id, date: input.date, note: input.note ?? null })
    .onConflictDoUpdate({
      target: [gymClosedDates.gymId, gymClosedDates.date],
      set: { note: input.note ?? null },
    });
  return ok(undefined);
}

export async function removeClosedDate(ctx: UseCaseContext, gym: OwnedGym, input: { date: string }) {
  const removed = await ctx.db
    .delete(gymClosedDates)
    .where(and(eq(gymClosedDates.gymId, gym.id), eq(gymClosedDates.date, input.date)))
    .returning({ date: gymClosedDates.date });
  if (removed.length === 0) return fail("not_found", "That date is not among your closed dates.");
  return ok(undefined);
}

export async function updateListingFacilities(
  ctx: UseCaseContext,
  gym: OwnedGym,
  input: ListingFacilitiesInput,
) {
  const { db } = ctx;
  await db.batch([
    db.delete(gymEquipment).where(eq(gymEquipment.gymId, gym.id)),
    db.insert(gymEquipment).values(input.equipment.map((name) => ({ gymId: gym.id, name }))),
    db.delete(gymAmenities).where(eq(gymAmenities.gymId, gym.id)),
    db.insert(gymAmenities).values(input.amenities.map((name) => ({ gymId: gym.id, name: name as Amenity }))),
    db.delete(gymSports).where(eq(gymSports.gymId, gym.id)),
    db.insert(gymSports).values(input.sports.map((name) => ({ gymId: gym.id, name }))),
    db
      .update(gyms)
      .set({
        otherAmenities: input.otherAmenities ?? null,
        canHostTeams: input.canHostTeams,
        maxTeamSize: input.canHostTeams ? input.maxTeamSize : null,
        teamFacilities: input.teamFacilities ?? null,
      })
      .where(eq(gyms.id, gym.id)),
  ]);
  return saved(ctx, gym);
}

/** Bookable recovery amenities: athletes can book them once the gym has at least one. */
function amenityBookingFollows(ctx: UseCaseContext, gymId: number) {
  return ctx.db
    .update(gyms)
    .set({
      amenityBookingEnabled: sql`EXISTS (SELECT 1 FROM amenity_items AS i WHERE i.gym_id = ${gymId} AND i.is_active = 1)`,
    })
    .where(eq(gyms.id, gymId));
}

export async function addRecoveryAmenity(ctx: UseCaseContext, gym: OwnedGym, input: RecoveryItemInput) {
  const { db } = ctx;
  // A name used before (an amenity removed, its past bookings kept) comes back with the new price.
  await db.batch([
    db
      .insert(amenityItems)
      .values({ gymId: gym.id, type: input.type, name: input.name, pricePerHourCents: input.pricePerHour })
      .onConflictDoUpdate({
        target: [amenityItems.gymId, amenityItems.name],
        set: { type: input.type, pricePerHourCents: input.pricePerHour, isActive: true },
      }),
    amenityBookingFollows(ctx, gym.id),
  ]);
  return ok(undefined);
}

/** Removes an amenity from booking (its past bookings keep it). */
export async function removeRecoveryAmenity(ctx: UseCaseContext, gym: OwnedGym, input: { itemId: number }) {
  const { db } = ctx;
  const [removed] = await db.batch([
    db
      .update(amenityItems)
      .set({ isActive: false })
      .where(
        and(
          eq(amenityItems.id, input.itemId),
          eq(amenityItems.gymId, gym.id),
          eq(amenityItems.isActive, true),
        ),
      )
      .returning({ id: amenityItems.id }),
    amenityBookingFollows(ctx, gym.id),
  ]);
  if (removed.length === 0) return fail("not_found", "That amenity is not among this gym's.");
  return ok(undefined);
}

export const PHOTOS_UNAVAILABLE = "Photo uploads are not configured (the PHOTOS bucket is missing).";

export interface PhotoUpload {
  /** The photo: the browser's largest resized copy, or the original file without JavaScript. */
  photo: Uint8Array;
  /** The browser's resized copies by width, when it made them. */
  variants: Partial<Record<PhotoWidth, Uint8Array>>;
  alt: string;
}

/**
 * Adds a photo at the end (the first one is the cover). Every file is checked (type from its bytes,
 * size, pixel size) before anything is stored; the row is written after the files, so a listing never
 * points at a missing file.
 */
export async function addListingPhoto(ctx: UseCaseContext, gym: OwnedGym, input: PhotoUpload) {
  const bucket = ctx.config.photos;
  if (!bucket) return fail("unavailable", PHOTOS_UNAVAILABLE);
  const main = checkPhoto(input.photo);
  if (!main.ok) return fail("invalid", main.message, { field: "photo" });
  const widths = PHOTO_WIDTHS.filter((w) => input.variants[w] !== undefined);
  for (const w of widths) {
    const check = checkVariant(input.variants[w]!, w);
    if (!check.ok) return fail("invalid", check.message, { field: "photo" });
  }
  const statuses = await listingStatuses(ctx.db, [gym.id]);
  if ((statuses.get(gym.id)?.facts.photoCount ?? 0) >= MAX_PHOTOS)
    return fail("conflict", PHOTO_MESSAGES.tooMany, { field: "photo" });

  const id = crypto.randomUUID();
  const sized = widths.length === PHOTO_WIDTHS.length;
  const stored: string[] = [];
  const put = async (key: string, bytes: Uint8Array, type: string) => {
    await bucket.put(key, bytes, { httpMetadata: { contentType: type } });
    stored.push(key);
  };
  if (sized)
    for (const w of widths) await put(photoKey(gym.id, id, w, "webp"), input.variants[w]!, PHOTO_TYPES.webp);
  else await put(photoKey(gym.id, id, "original", main.info.type), input.photo, PHOTO_TYPES[main.info.type]);
  const url = photoUrl(sized ? photoKey(gym.id, id, 800, "webp") : stored[0]!);
  try {
    const position = await nextImagePosition(ctx.db, gym.id);
    await ctx.db
      .insert(gymImages)
      .values({ gymId: gym.id, position, url, alt: input.alt, widths: sized ? [...PHOTO_WIDTHS] : null });
  } catch (error) {
    await bucket.delete(stored).catch(() => undefined);
    throw error;
  }
  return saved(ctx, gym);
}

async function readImages(ctx: UseCaseContext, gymId: number) {
  return ctx.db
    .select({
      position: gymImages.position,
      url: gymImages.url,
      alt: gymImages.alt,
      widths: gymImages.widths,
    })
    .from(gymImages)
    .where(eq(gymImages.gymId, gymId))
    .orderBy(gymImages.position);
}

/** Rewrites the photos in a new order (positions 0..n-1) in one batch. */
function writeOrder(ctx: UseCaseContext, gymId: number, images: Awaited<ReturnType<typeof readImages>>) {
  const { db } = ctx;
  const rows = images.map((img, position) => ({
    gymId,
    position,
    url: img.url,
    alt: img.alt,
    widths: img.widths,
  }));
  const clear = db.delete(gymImages).where(eq(gymImages.gymId, gymId));
  if (rows.length === 0) return clear;
  return db.batch([clear, db.insert(gymImages).values(rows)]);
}

export const PHOTO_NOT_FOUND = "That photo is not among this gym's.";

/** Moves a photo one place up or down, or to the front (the cover). */
export async function moveListingPhoto(
  ctx: UseCaseContext,
  gym: OwnedGym,
  input: { position: number; to: "up" | "down" | "cover" },
) {
  const images = await readImages(ctx, gym.id);
  const from = images.findIndex((img) => img.position === input.position);
  if (from < 0) return fail("not_found", PHOTO_NOT_FOUND);
  const target =
    input.to === "cover"
      ? 0
      : input.to === "up"
        ? Math.max(0, from - 1)
        : Math.min(images.length - 1, from + 1);
  const [moved] = images.splice(from, 1);
  images.splice(target, 0, moved!);
  await writeOrder(ctx, gym.id, images);
  return saved(ctx, gym);
}

export async function updatePhotoAlt(
  ctx: UseCaseContext,
  gym: OwnedGym,
  input: { position: number; alt: string },
) {
  const updated = await ctx.db
    .update(gymImages)
    .set({ alt: input.alt })
    .where(and(eq(gymImages.gymId, gym.id), eq(gymImages.position, input.position)))
    .returning({ position: gymImages.position });
  if (updated.length === 0) return fail("not_found", PHOTO_NOT_FOUND);
  return ok(undefined);
}

/** Removes a photo (and its files); the photos after it move up. */
export async function removeListingPhoto(ctx: UseCaseContext, gym: OwnedGym, input: { position: number }) {
  const images = await readImages(ctx, gym.id);
  const index = images.findIndex((img) => img.position === input.position);
  if (index < 0) return fail("not_found", PHOTO_NOT_FOUND);
  const [removed] = images.splice(index, 1);
  await writeOrder(ctx, gym.id, images);
  const prefix = `/photos/gyms/${gym.id}/`;
  if (removed && ctx.config.photos && removed.url.startsWith(prefix)) {
    const keys = removed.widths?.length
      ? removed.widths.map((w) => removed.url.slice("/photos/".length).replace("-800.webp", `-${w}.webp`))
      : [removed.url.slice("/photos/".length)];
    await ctx.config.photos.delete(keys).catch(() => undefined);
  }
  return saved(ctx, gym);
}

/** Pause: off /gyms, the map and booking; the gym page says it is not taking bookings. */
export async function pauseListing(ctx: UseCaseContext, gym: OwnedGym) {
  const status = (await listingStatuses(ctx.db, [gym.id])).get(gym.id);
  if (!status) return fail("not_found", "Gym not found");
  if (missingSteps(status.facts).length > 0) return fail("conflict", LISTING_MESSAGES.pauseIncomplete);
  await ctx.db.update(gyms).set({ listingPaused: true }).where(eq(gyms.id, gym.id));
  return saved(ctx, gym);
}

export async function resumeListing(ctx: UseCaseContext, gym: OwnedGym) {
  await ctx.db.update(gyms).set({ listingPaused: false }).where(eq(gyms.id, gym.id));
  return saved(ctx, gym);
}
