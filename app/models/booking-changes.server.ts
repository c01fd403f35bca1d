/** Reads of a booking's date changes (booking_changes), one row per move. */
import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookingChanges } from "~/db/schema";

/** The dates a booking was moved away from, oldest first (the dates its earlier passes were signed for). */
export async function earlierBookingDates(db: Db, bookingId: number): Promise<string[]> {
  const rows = await db
    .select({ fromDate: bookingChanges.fromDate })
    .from(bookingChanges)
    .where(eq(bookingChanges.bookingId, bookingId))
    .orderBy(asc(bookingChanges.sequence))
    .all();
  return [...new Set(rows.map((row) => row.fromDate))];
}
