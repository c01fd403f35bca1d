/**
 * The bookings a typed desk code may name: those at the given gyms whose days may include today.
 * Pending holds never showed a pass, so they are left out; cancelled and no-show ones stay, so the
 * desk hears why an old pass is refused.
 */
import { and, between, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings } from "~/db/schema";

export function deskCodeCandidates(db: Db, gymIds: readonly number[], from: string, to: string) {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      gymId: bookings.gymId,
      bookingDate: bookings.bookingDate,
      passDays: bookings.passDays,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.gymId, [...gymIds]),
        between(bookings.bookingDate, from, to),
        inArray(bookings.status, ["confirmed", "completed", "cancelled"]),
      ),
    )
    .all();
}
