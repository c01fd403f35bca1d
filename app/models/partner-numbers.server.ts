/** The partner console's numbers: paid bookings, held slots and opening hours of the owner's gyms. */
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings, gymOperatingDays, gyms } from "~/db/schema";
import { SLOT_MINUTES } from "~/domain/booking";

const SLOT_MS = SLOT_MINUTES * 60_000;

/** Paid bookings (confirmed once, or confirmed/completed) at these gyms from `from` (inclusive) to `to` (exclusive). */
export async function paidBookings(db: Db, gymIds: number[], from: string, to: string) {
  if (gymIds.length === 0) return [];
  return db
    .select({
      gymId: bookings.gymId,
      bookingDate: bookings.bookingDate,
      totalCents: bookings.totalCents,
      refundCents: bookings.refundCents,
      currency: bookings.currency,
      status: bookings.status,
      // The split the booking was paid under, or the gym's current one if it predates it.
      sharePercent: sql<number>`coalesce(${bookings.gymSharePercent}, ${gyms.gymSharePercent})`,
    })
    .from(bookings)
    .innerJoin(gyms, eq(gyms.id, bookings.gymId))
    .where(
      and(
        inArray(bookings.gymId, gymIds),
        gte(bookings.bookingDate, from),
        lt(bookings.bookingDate, to),
        sql`(${bookings.confirmedAt} IS NOT NULL OR ${bookings.status} IN ('confirmed', 'completed'))`,
      ),
    );
}

/**
 * Athlete-slots (30 minutes each) booked per gym and date, for occupancy: each paid, not cancelled
 * booking's athletes × its length in slots (from its stored interval, so bookings older than the slot
 * table count too).
 */
export async function heldSlots(db: Db, gymIds: number[], from: string, to: string) {
  if (gymIds.length === 0) return [];
  return db
    .select({
      gymId: bookings.gymId,
      date: bookings.bookingDate,
      athletes: sql<number>`sum(${bookings.athletes} * ((${bookings.endsAt} - ${bookings.startsAt}) / ${SLOT_MS}))`,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.gymId, gymIds),
        gte(bookings.bookingDate, from),
        lt(bookings.bookingDate, to),
        inArray(bookings.status, ["confirmed", "completed"]),
      ),
    )
    .groupBy(bookings.gymId, bookings.bookingDate);
}

/** Each gym's capacity, opening hours and open weekdays (the occupancy's denominator). */
export async function gymHoursFor(db: Db, gymIds: number[]) {
  if (gymIds.length === 0) return [];
  const rows = await db
    .select({
      id: gyms.id,
      name: gyms.name,
      capacity: gyms.capacity,
      openTime: gyms.openTime,
      closeTime: gyms.closeTime,
      is24Hours: gyms.is24Hours,
      timeZone: gyms.timeZone,
      currency: gyms.currency,
    })
    .from(gyms)
    .where(inArray(gyms.id, gymIds));
  const days = await db
    .select({ gymId: gymOperatingDays.gymId, day: gymOperatingDays.day })
    .from(gymOperatingDays)
    .where(inArray(gymOperatingDays.gymId, gymIds));
  return rows.map((g) => ({ ...g, operatingDays: days.filter((d) => d.gymId === g.id).map((d) => d.day) }));
}
