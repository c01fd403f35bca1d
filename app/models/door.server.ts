/** The door: a booking as a check-in reads it, its check-ins and no-shows, and a day's check-ins at a gym. */
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookingCheckIns, bookings, gyms } from "~/db/schema";

const doorColumns = {
  id: bookings.id,
  reference: bookings.reference,
  gymId: bookings.gymId,
  gymName: gyms.name,
  ownerId: gyms.ownerId,
  timeZone: gyms.timeZone,
  athleteName: bookings.athleteName,
  athletes: bookings.athletes,
  bookingType: bookings.bookingType,
  bookingDate: bookings.bookingDate,
  startTime: bookings.startTime,
  endTime: bookings.endTime,
  startsAt: bookings.startsAt,
  status: bookings.status,
  checkedInAt: bookings.checkedInAt,
  noShowAt: bookings.noShowAt,
  passDays: bookings.passDays,
};

export type DoorRow = NonNullable<Awaited<ReturnType<typeof doorBooking>>>;

/** A booking as the door reads it, by id (a pass names its booking) or by reference. */
export async function doorBooking(db: Db, where: { id: number } | { reference: string; ownerId: number }) {
  const clause: SQL | undefined =
    "id" in where
      ? eq(bookings.id, where.id)
      : and(eq(bookings.reference, where.reference), eq(gyms.ownerId, where.ownerId));
  return db
    .select(doorColumns)
    .from(bookings)
    .innerJoin(gyms, eq(gyms.id, bookings.gymId))
    .where(clause)
    .get();
}

/** When a booking was checked in on a venue-local day (a week or month pass: that day's), if it was. */
export async function checkInOn(db: Db, bookingId: number, visitDate: string): Promise<Date | null> {
  const row = await db
    .select({ at: bookingCheckIns.checkedInAt })
    .from(bookingCheckIns)
    .where(and(eq(bookingCheckIns.bookingId, bookingId), eq(bookingCheckIns.visitDate, visitDate)))
    .get();
  return row?.at ?? null;
}

/**
 * Records the check-in of `visitDate` (venue-local): one row per booking and day, inserted only while
 * the booking is paid and not a no-show, so of two concurrent scans exactly one wins; the same batch
 * keeps the booking's first check-in on the booking. False when it was not recorded.
 */
export async function recordCheckIn(
  db: Db,
  bookingId: number,
  ownerId: number,
  now: number,
  visitDate: string,
): Promise<boolean> {
  const [inserted] = await db.batch([
    db
      .insert(bookingCheckIns)
      .select(
        sql`SELECT ${bookings.id}, ${visitDate}, ${now}, ${ownerId} FROM ${bookings} WHERE ${bookings.id} = ${bookingId} AND ${bookings.noShowAt} IS NULL AND ${bookings.status} IN ('confirmed', 'completed')`,
      )
      .onConflictDoNothing()
      .returning({ bookingId: bookingCheckIns.bookingId }),
    db
      .update(bookings)
      .set({ checkedInAt: new Date(now), checkedInBy: ownerId })
      .where(
        and(
          eq(bookings.id, bookingId),
          sql`${bookings.checkedInAt} IS NULL`,
          sql`${bookings.noShowAt} IS NULL`,
          inArray(bookings.status, ["confirmed", "completed"]),
        ),
      ),
  ]);
  return inserted.length > 0;
}

/** Records a no-show (after the start, never with a check-in), once. */
export async function recordNoShow(
  db: Db,
  bookingId: number,
  ownerId: number,
  now: number,
): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ noShowAt: new Date(now), noShowBy: ownerId })
    .where(
      and(
        eq(bookings.id, bookingId),
        sql`${bookings.checkedInAt} IS NULL`,
        sql`${bookings.noShowAt} IS NULL`,
        inArray(bookings.status, ["confirmed", "completed"]),
        sql`${bookings.startsAt} <= ${now}`,
      ),
    )
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** Today's check-ins at a gym (a week or month pass's of that day), newest first (the check-in page's list). */
export async function checkInsOfDay(db: Db, gymId: number, date: string) {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      athleteName: bookings.athleteName,
      athletes: bookings.athletes,
      startTime: bookings.startTime,
      checkedInAt: bookingCheckIns.checkedInAt,
    })
    .from(bookingCheckIns)
    .innerJoin(bookings, eq(bookings.id, bookingCheckIns.bookingId))
    .where(and(eq(bookings.gymId, gymId), eq(bookingCheckIns.visitDate, date)))
    .orderBy(desc(bookingCheckIns.checkedInAt));
}
