/**
 * The gym slots a booking writes: SQL for slot keys, and reading a refused batch's cause.
 */
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
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
