import { and, asc, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { trainers } from "~/db/schema";
import { displayTrainerRating, type TrainerSearchQuery } from "~/domain/trainer-search";

/** Public trainer columns: contact details stay server-side (requests go through the outbox). */
const trainerColumns = {
  id: trainers.id,
  name: trainers.name,
  bio: trainers.bio,
  specializations: trainers.specializations,
  certifications: trainers.certifications,
  languages: trainers.languages,
  experienceYears: trainers.experienceYears,
  hourlyRateCents: trainers.hourlyRateCents,
  sessionRateCents: trainers.sessionRateCents,
  weeklyRateCents: trainers.weeklyRateCents,
  monthlyRateCents: trainers.monthlyRateCents,
  currency: trainers.currency,
  city: trainers.city,
  country: trainers.country,
  images: trainers.images,
  availability: trainers.availability,
  isOnline: trainers.isOnline,
  isInPerson: trainers.isInPerson,
  ratingHundredths: trainers.ratingHundredths,
  reviewCount: trainers.reviewCount,
};

type TrainerRow = { ratingHundredths: number; reviewCount: number };
const withRating = <T extends TrainerRow>(row: T) => ({
  ...row,
  rating: displayTrainerRating(row.ratingHundredths, row.reviewCount),
});

/** The words of a search (at most 6; commas and spaces separate them). */
export function searchWords(q: string | undefined): string[] {
  return (q ?? "")
    .split(/[\s,]+/)
    .filter((word) => word !== "")
    .slice(0, 6);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchTrainers(db: Db, query: TrainerSearchQuery) {
  const conditions: SQL[] = [eq(trainers.isActive, true)];
  if (query.city) conditions.push(eq(trainers.city, query.city));
  if (query.mode === "online") conditions.push(eq(trainers.isOnline, true));
  if (query.mode === "in-person") conditions.push(eq(trainers.isInPerson, true));
  // Every word must match the name, city or a specialization ("wellington pilates": a Wellington
  // trainer who teaches Pilates), so a search of several words narrows rather than finding nothing.
  for (const word of searchWords(query.q)) {
    const pattern = `%${escapeLike(word)}%`;
    conditions.push(
      or(
        sql`${trainers.name} LIKE ${pattern} ESCAPE '\\'`,
        sql`${trainers.city} LIKE ${pattern} ESCAPE '\\'`,
        sql`${trainers.specializations} LIKE ${pattern} ESCAPE '\\'`,
      ) as SQL,
    );
  }
  const rows = await db
    .select(trainerColumns)
    .from(trainers)
    .where(and(...conditions))
    .orderBy(desc(trainers.ratingHundredths), asc(trainers.name))
    .limit(100);
  return rows.map(withRating);
}

export async function getTrainer(db: Db, id: number) {
  const row = await db
    .select(trainerColumns)
    .from(trainers)
    .where(and(eq(trainers.id, id), eq(trainers.isActive, true)))
    .get();
  return row ? withRating(row) : undefined;
}

/** The live trainer a session request goes to, with the address it is sent to (never shown). */
export async function getTrainerContact(db: Db, trainerId: number) {
  return db
    .select({ id: trainers.id, name: trainers.name, contactEmail: trainers.contactEmail })
    .from(trainers)
    .where(and(eq(trainers.id, trainerId), eq(trainers.isActive, true)))
    .get();
}
