/** The gym owner's area: the gyms an account owns and their coming bookings. */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings, gyms } from "~/db/schema";
import { listingFactColumns, listingStatusFrom } from "./listing.server";

export async function ownerGyms(db: Db, ownerId: number) {
  return ownerGymsRead(db, ownerId);
}

function ownerGymsRead(db: Db, ownerId: number) {
  return db
    .select({
      id: gyms.id,
      name: gyms.name,
      city: gyms.city,
      country: gyms.country,
      isActive: gyms.isActive,
      timeZone: gyms.timeZone,
      /** The gym's percentage of each booking (the admin sets it). */
      sharePercent: gyms.gymSharePercent,
    })
    .from(gyms)
    .where(eq(gyms.ownerId, ownerId))
    .orderBy(asc(gyms.name));
}

/**
 * The partner overview's queries: the owner's gyms with their listing facts in one statement
 * (the same row of `gyms` gives both), and the bookings still to come at them (not cancelled), soonest
 * first. In the second, the `+` keeps SQLite on the owner's gyms and each gym's bookings
 * (gyms_owner_idx, then by gym_id) rather than every upcoming booking of every gym
 * (bookings_status_ends_idx), which grows with the catalogue.
 */
export function ownerOverviewQueries(db: Db) {
  const ownerId = sql.placeholder("ownerId");
  return {
    gyms: db
      .select({ ...listingFactColumns, name: gyms.name, city: gyms.city, country: gyms.country })
      .from(gyms)
      .where(eq(gyms.ownerId, ownerId))
      .orderBy(asc(gyms.name))
      .prepare(),
    upcoming: db
      .select({
        id: bookings.id,
        gymId: bookings.gymId,
        reference: bookings.reference,
        athleteName: bookings.athleteName,
        bookingDate: bookings.bookingDate,
        startTime: bookings.startTime,
        endTime: bookings.endTime,
        startsAt: bookings.startsAt,
        athletes: bookings.athletes,
        status: bookings.status,
        timeZone: gyms.timeZone,
      })
      .from(bookings)
      .innerJoin(gyms, eq(gyms.id, bookings.gymId))
      .where(
        and(
          eq(gyms.ownerId, ownerId),
          sql`+${bookings.endsAt} > ${sql.placeholder("now")}`,
          sql`+${bookings.status} <> 'cancelled'`,
        ),
      )
      .orderBy(asc(bookings.startsAt))
      .limit(100)
      .prepare(),
  };
}

/** The overview's gyms (with their listing status) and coming bookings. */
export async function ownerOverview(db: Db, ownerId: number, now: number) {
  const queries = ownerOverviewQueries(db);
  const [gymRows, upcoming] = await Promise.all([
    queries.gyms.all({ ownerId }),
    queries.upcoming.all({ ownerId, now }),
  ]);
  return {
    gyms: gymRows.map((row) => ({
      id: row.id,
      name: row.name,
      city: row.city,
      country: row.country,
      status: listingStatusFrom(row),
    })),
    upcoming,
  };
}
