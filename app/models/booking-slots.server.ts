/**
 * The gym slots a booking writes: SQL for slot keys, the statements that claim them, and reading a
 * refused batch's cause.
 */
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { amenityBookings, amenitySlots, bookingSlots } from "~/db/schema";
import type { AmenityPart } from "./booking-create.server";
import type { BookingGym } from "./booking-gym.server";

/** SQL literal for a wall-clock key we generated ourselves (digits, '-' and ':' only). */
export function slotLiteral(value: string): string {
  if (!/^[0-9:-]{5,10}$/.test(value)) throw new Error(`Unexpected slot key ${value}`);
  return `'${value}'`;
}

export function constraintFailed(error: unknown, name: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (String((current as Error).message ?? current).includes(name)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Athletes still free in the fullest slot of an interval (for the "not enough room" message). */
export async function freePlaces(
  db: Db,
  gym: BookingGym,
  slots: { date: string; time: string }[],
): Promise<number> {
  if (slots.length === 0) return gym.capacity;
  // Slot keys as literals, not bound variables: a month pass holds over a thousand (D1 binds 100).
  const rows = await db.all<{ booked: number }>(sql`SELECT l.booked FROM gym_slot_load AS l
    JOIN (VALUES ${slotValues(slots)}) AS s ON s.column1 = l.slot_date AND s.column2 = l.slot_time
    WHERE l.gym_id = ${gym.id}`);
  const fullest = rows.reduce((max, r) => Math.max(max, r.booked), 0);
  return Math.max(0, gym.capacity - fullest);
}

/** SQL VALUES rows of slot keys we generated ourselves. */
export function slotValues(slots: { date: string; time: string }[]) {
  return sql.raw(slots.map((s) => `(${slotLiteral(s.date)}, ${slotLiteral(s.time)})`).join(", "));
}

/** The gym slots of the booking with this reference (the capacity CHECK refuses an overfull slot). */
export function gymSlotsInsert(db: Db, reference: string, slots: { date: string; time: string }[]) {
  return db.insert(bookingSlots).select(sql`SELECT b.id, b.gym_id, s.column1, s.column2, b.athletes
    FROM bookings AS b JOIN (VALUES ${slotValues(slots)}) AS s
    WHERE b.reference = ${reference}`);
}

/**
 * The statements by which the booking with this reference claims its places, for the caller's batch
 * after the booking's insert: its gym slots, then its recovery amenity (held as long as the booking)
 * and the amenity's slots, whose primary key refuses a slot already taken.
 */
export function slotClaims(
  db: Db,
  reference: string,
  claim: {
    gymSlots: { date: string; time: string }[];
    amenity: AmenityPart | null | undefined;
    amenitySlots: { date: string; time: string }[];
    now: number;
  },
) {
  const { amenity, now } = claim;
  return [
    ...(claim.gymSlots.length > 0 ? [gymSlotsInsert(db, reference, claim.gymSlots)] : []),
    ...(amenity
      ? [
          db.insert(amenityBookings).select(sql`SELECT NULL, b.id, b.gym_id, ${amenity.itemId}, b.athlete_id,
            ${amenity.itemType}, ${amenity.itemName}, ${amenity.bookingDate}, ${amenity.startTime},
            ${amenity.endTime}, ${amenity.durationHours}, ${amenity.startsAt}, ${amenity.endsAt},
            ${amenity.pricePerHourCents}, ${amenity.totalCents}, b.currency, NULL, 'pending',
            b.hold_expires_at, ${now}
          FROM bookings AS b WHERE b.reference = ${reference}`),
          db.insert(amenitySlots).select(sql`SELECT ${amenity.itemId}, s.column1, s.column2, a.id
            FROM amenity_bookings AS a JOIN bookings AS b ON b.id = a.booking_id
              JOIN (VALUES ${slotValues(claim.amenitySlots)}) AS s
            WHERE b.reference = ${reference}`),
        ]
      : []),
  ];
}
