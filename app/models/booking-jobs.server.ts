/**
 * The scheduled sweeps over bookings: expired holds cancelled, past visits completed.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { amenityBookings, bookings } from "~/db/schema";
import { ledgerOnCompletion } from "./ledger.server";

/** Cancels pending bookings whose hold has expired; the trigger releases their slots. Idempotent. */
export async function expireHolds(db: Db, now: number): Promise<number> {
  const rows = await db
    .update(bookings)
    .set({ status: "cancelled", cancelledAt: new Date(now) })
    .where(and(eq(bookings.status, "pending"), sql`${bookings.holdExpiresAt} <= ${now}`))
    .returning({ id: bookings.id });
  return rows.length;
}

/** Marks confirmed bookings (and amenity bookings) whose end has passed as completed. Idempotent. */
export async function completeBookings(db: Db, now: number): Promise<number> {
  const [rows] = await db.batch([
    db
      .update(bookings)
      .set({ status: "completed", completedAt: new Date(now) })
      .where(and(eq(bookings.status, "confirmed"), sql`${bookings.endsAt} <= ${now}`))
      .returning({ id: bookings.id }),
    db
      .update(amenityBookings)
      .set({ bookingStatus: "completed" })
      // Amenities booked before they were part of a booking; the others follow their booking (trigger).
      .where(
        and(
          sql`${amenityBookings.bookingId} IS NULL`,
          eq(amenityBookings.bookingStatus, "confirmed"),
          sql`${amenityBookings.endsAt} <= ${now}`,
        ),
      ),
    // The gym's share and the platform's fee of what completed (and of cancellations that kept money).
    ...ledgerOnCompletion(db, now),
  ]);
  return rows.length;
}
