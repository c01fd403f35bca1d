/** One gym as its detail page and GET /api/gyms/{id} show it. */
import { and, asc, desc, eq, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  bookings,
  gymAmenities,
  gymEquipment,
  gymImages,
  gymOperatingDays,
  gymSports,
  gymStaff,
  gyms,
  publicGymColumns,
  reviews,
} from "~/db/schema";

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
    .select({
      ...publicGymColumns,
      averageRating: gyms.rating,
      reviewCount: gyms.reviewCount,
      paused: gyms.listingPaused,
    })
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
