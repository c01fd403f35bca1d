/**
 * The partner console's day: bookings of a day at the owner's gyms with the slot load, and each
 * coming day's count. Always scoped to gyms the caller passes (from requireOwnedGym or ownerGyms).
 */
import { and, asc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings, gymSlotLoad } from "~/db/schema";
import { addDays } from "~/domain/zoned-time";
import { bookingVisitColumns } from "./booking-columns.server";

/**
 * Bookings of a day at these gyms, by start: those on that date and the week and month passes that
 * cover it (held holds left out: they are not bookings yet). `dayCheckedInAt` is that day's check-in.
 */
export async function dayBookings(db: Db, gymIds: number[], date: string) {
  if (gymIds.length === 0) return [];
  return db
    .select({
      id: bookings.id,
      gymId: bookings.gymId,
      reference: bookings.reference,
      ...bookingVisitColumns,
      status: bookings.status,
      specialRequests: bookings.specialRequests,
      checkedInAt: bookings.checkedInAt,
      dayCheckedInAt: sql<
        number | null
      >`(SELECT c.checked_in_at FROM booking_check_ins AS c WHERE c.booking_id = ${bookings.id} AND c.visit_date = ${date})`,
      noShowAt: bookings.noShowAt,
      cancelledBy: bookings.cancelledBy,
      passDays: bookings.passDays,
      totalCents: bookings.totalCents,
      refundCents: bookings.refundCents,
      currency: bookings.currency,
      amenities: sql<
        string | null
      >`(SELECT group_concat(a.amenity_name || ' ' || a.start_time || '–' || a.end_time, ', ') FROM amenity_bookings AS a WHERE a.booking_id = ${bookings.id})`,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.gymId, gymIds),
        // The date itself, or a pass (30 days at most) that started before it and still covers it.
        gte(bookings.bookingDate, addDays(date, -29)),
        lte(bookings.bookingDate, date),
        sql`date(${bookings.bookingDate}, '+' || (${bookings.passDays} - 1) || ' days') >= ${date}`,
        // An unpaid hold is not a booking; one that lapsed or was cancelled unpaid never was. (In
        // parentheses: without them the OR would escape the AND and list every paid booking.)
        sql`(${bookings.confirmedAt} IS NOT NULL OR ${bookings.status} IN ('confirmed', 'completed'))`,
      ),
    )
    .orderBy(asc(bookings.startTime), asc(bookings.id));
}

/** The slot load (athletes held per 30-minute slot against the gym's capacity) of a day. */
export async function daySlotLoad(db: Db, gymIds: number[], date: string) {
  if (gymIds.length === 0) return [];
  return db
    .select({
      gymId: gymSlotLoad.gymId,
      slotTime: gymSlotLoad.slotTime,
      capacity: gymSlotLoad.capacity,
      booked: gymSlotLoad.booked,
    })
    .from(gymSlotLoad)
    .where(and(inArray(gymSlotLoad.gymId, gymIds), eq(gymSlotLoad.slotDate, date)))
    .orderBy(asc(gymSlotLoad.slotTime));
}

/** How many bookings each of the next days holds (the day picker's counts). */
export async function bookingCountsByDay(db: Db, gymIds: number[], from: string, to: string) {
  if (gymIds.length === 0) return [];
  return db
    .select({ date: bookings.bookingDate, count: sql<number>`count(*)` })
    .from(bookings)
    .where(
      and(
        inArray(bookings.gymId, gymIds),
        gte(bookings.bookingDate, from),
        lt(bookings.bookingDate, to),
        inArray(bookings.status, ["confirmed", "completed"]),
      ),
    )
    .groupBy(bookings.bookingDate);
}
