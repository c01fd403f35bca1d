/** The gym owner's area (issue 16): the gyms an account owns and their coming bookings. */
import { and, asc, eq, gt, inArray, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings, gyms } from "~/db/schema";

export async function ownerGyms(db: Db, ownerId: number) {
  return db
    .select({
      id: gyms.id,
      name: gyms.name,
      city: gyms.city,
      country: gyms.country,
      isActive: gyms.isActive,
      timeZone: gyms.timeZone,
      /** The gym's percentage of each booking (ADR 024; the admin sets it). */
      sharePercent: gyms.gymSharePercent,
    })
    .from(gyms)
    .where(eq(gyms.ownerId, ownerId))
    .orderBy(asc(gyms.name));
}

/** Bookings still to come at the owner's gyms (not cancelled), soonest first. */
export async function ownerUpcomingBookings(db: Db, gymIds: number[], now: number) {
  if (gymIds.length === 0) return [];
  return db
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
        inArray(bookings.gymId, gymIds),
        gt(bookings.endsAt, new Date(now)),
        ne(bookings.status, "cancelled"),
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .limit(100);
}
