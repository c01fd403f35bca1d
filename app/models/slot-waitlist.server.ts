/**
 * The waitlist of a full slot: joining and leaving it, reading the line, and turning a freed place
 * into an offer (a held booking) in one atomic batch. Capacity is the database's to enforce: the
 * offer's booking takes its slots under the same CHECK and primary key as any booking, and the guard
 * triggers keep everyone outside the line out of a slot while anyone waits for it.
 */
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings, gyms, slotWaitlist, slotWaitlistSlots } from "~/db/schema";
import { HOLD_CAP_TRIGGERS } from "~/domain/holds";
import {
  GYM_CAPACITY,
  MAX_WAITING_PER_NETWORK,
  MAX_WAITING_PER_VISITOR,
  offerExpiry,
  type SlotWaitlistStatus,
  type WaitingEntry,
  type WaitSlot,
} from "~/domain/slot-waitlist";
import type { AmenityPart, NewBooking } from "./booking-create.server";
import { constraintFailed, slotLiteral } from "./booking-slots.server";
import { type OutgoingMail, queueMailIf } from "./mail.server";

/** A booking as planned when it joined (NewBooking without who holds it). */
export type WaitlistPlan = Omit<NewBooking, "userId" | "clientHash" | "replacesBookingId" | "now">;

/** VALUES rows of slot keys we generated ourselves (item id, date, time). */
function waitSlotValues(slots: WaitSlot[]) {
  return sql.raw(
    slots.map((s) => `(${Math.trunc(s.itemId)}, ${slotLiteral(s.date)}, ${slotLiteral(s.time)})`).join(", "),
  );
}

/** Free places per slot key ("item|date|time") and how many entries wait for any of the slots. */
export async function slotState(
  db: Db,
  gymId: number,
  capacity: number,
  slots: WaitSlot[],
): Promise<{ free: Map<string, number>; waiting: number }> {
  const values = waitSlotValues(slots);
  const [load, taken, waiting] = await db.batch([
    db.run(sql`SELECT s.column1 AS item, s.column2 AS date, s.column3 AS time, l.capacity - l.booked AS free
      FROM (VALUES ${values}) AS s JOIN gym_slot_load AS l
        ON l.gym_id = ${gymId} AND l.slot_date = s.column2 AND l.slot_time = s.column3
      WHERE s.column1 = ${GYM_CAPACITY}`),
    db.run(sql`SELECT s.column1 AS item, s.column2 AS date, s.column3 AS time FROM (VALUES ${values}) AS s
      JOIN amenity_slots AS a ON a.amenity_item_id = s.column1 AND a.slot_date = s.column2 AND a.slot_time = s.column3`),
    db.run(sql`SELECT count(DISTINCT w.id) AS n FROM (VALUES ${values}) AS s
      JOIN slot_waitlist_slots AS ws ON ws.gym_id = ${gymId} AND ws.amenity_item_id = s.column1
        AND ws.slot_date = s.column2 AND ws.slot_time = s.column3
      JOIN slot_waitlist AS w ON w.id = ws.entry_id AND w.status = 'waiting'`),
  ]);
  const rows = <T>(r: unknown) => ((r as { results?: T[] }).results ?? []) as T[];
  const free = new Map<string, number>();
  for (const s of slots)
    free.set(`${s.itemId}|${s.date}|${s.time}`, s.itemId === GYM_CAPACITY ? capacity : 1);
  for (const r of rows<{ item: number; date: string; time: string; free: number }>(load))
    free.set(`${r.item}|${r.date}|${r.time}`, Math.max(0, r.free));
  for (const r of rows<{ item: number; date: string; time: string }>(taken))
    free.set(`${r.item}|${r.date}|${r.time}`, 0);
  return { free, waiting: rows<{ n: number }>(waiting)[0]?.n ?? 0 };
}

export type JoinResult =
  | { ok: true; id: number }
  | { ok: false; reason: "already_waiting" | "visitor_cap" | "network_cap" };

/**
 * Puts a request in line, with its slots, in one batch. The insert itself refuses a visitor or network
 * over its cap, and a second place in line for the same request, so concurrent joins cannot race past.
 */
export async function insertEntry(
  db: Db,
  args: { plan: WaitlistPlan; userId: number; clientHash: string | null; slots: WaitSlot[]; now: number },
): Promise<JoinResult> {
  const { plan, userId, clientHash, now } = args;
  const { interval, gym } = plan;
  const amenityItem = plan.amenity?.itemId ?? null;
  const sameRequest = sql`w.gym_id = ${gym.id} AND w.user_id = ${userId} AND w.status IN ('waiting', 'offered')
    AND w.booking_date = ${interval.bookingDate} AND w.start_time = ${interval.startTime}
    AND w.booking_type = ${plan.bookingType} AND w.end_time = ${interval.endTime}`;
  const visitorCount = sql`(SELECT count(*) FROM slot_waitlist AS w WHERE w.user_id = ${userId} AND w.status = 'waiting')`;
  const networkCount = sql`(SELECT count(*) FROM slot_waitlist AS w WHERE w.client_hash = ${clientHash} AND w.status = 'waiting')`;
  const [inserted, , checks] = await db.batch([
    db.run(sql`INSERT INTO slot_waitlist (gym_id, user_id, client_hash, athlete_name, athlete_email, phone,
        booking_type, booking_date, start_time, end_time, duration_hours, starts_at, ends_at, athletes,
        total_cents, currency, special_requests, ambassador_code_id, amenity_part, status, created_at)
      SELECT ${gym.id}, ${userId}, ${clientHash}, ${plan.athleteName}, ${plan.athleteEmail}, ${plan.phone},
        ${plan.bookingType}, ${interval.bookingDate}, ${interval.startTime}, ${interval.endTime},
        ${interval.durationHours}, ${interval.startsAt}, ${interval.endsAt}, ${plan.athletes},
        ${plan.totalCents}, ${gym.currency}, ${plan.specialRequests}, ${plan.ambassadorCodeId},
        ${plan.amenity ? JSON.stringify(plan.amenity) : null}, 'waiting', ${now}
      WHERE NOT EXISTS (SELECT 1 FROM slot_waitlist AS w WHERE ${sameRequest}
          AND coalesce(json_extract(w.amenity_part, '$.itemId'), 0) = ${amenityItem ?? 0})
        AND ${visitorCount} < ${MAX_WAITING_PER_VISITOR}
        AND (${clientHash} IS NULL OR ${networkCount} < ${MAX_WAITING_PER_NETWORK})
      RETURNING id`),
    db.run(sql`INSERT INTO slot_waitlist_slots (entry_id, gym_id, amenity_item_id, slot_date, slot_time)
      SELECT w.id, w.gym_id, s.column1, s.column2, s.column3
      FROM slot_waitlist AS w JOIN (VALUES ${waitSlotValues(args.slots)}) AS s
      WHERE w.id = (SELECT max(id) FROM slot_waitlist) AND w.user_id = ${userId} AND w.created_at = ${now}
        AND w.status = 'waiting'`),
    // Why a refused insert was refused, read in the same transaction.
    db.run(sql`SELECT EXISTS (SELECT 1 FROM slot_waitlist AS w WHERE ${sameRequest}) AS same,
      ${visitorCount} AS visitor`),
  ]);
  const id = (inserted as { results?: { id: number }[] }).results?.[0]?.id;
  if (id !== undefined) return { ok: true, id };
  const why = (checks as { results?: { same: number; visitor: number }[] }).results?.[0];
  if (why?.same) return { ok: false, reason: "already_waiting" };
  return {
    ok: false,
    reason: (why?.visitor ?? 0) >= MAX_WAITING_PER_VISITOR ? "visitor_cap" : "network_cap",
  };
}

/** Leaves the line: only its owner, only while waiting. False when nothing changed. */
export async function markLeft(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(slotWaitlist)
    .set({ status: "left" })
    .where(and(eq(slotWaitlist.id, id), eq(slotWaitlist.userId, userId), eq(slotWaitlist.status, "waiting")))
    .returning({ id: slotWaitlist.id });
  return rows.length > 0;
}

export async function getEntry(db: Db, id: number) {
  return db
    .select({
      id: slotWaitlist.id,
      userId: slotWaitlist.userId,
      gymId: slotWaitlist.gymId,
      status: slotWaitlist.status,
      offeredBookingId: slotWaitlist.offeredBookingId,
    })
    .from(slotWaitlist)
    .where(eq(slotWaitlist.id, id))
    .get();
}

/** Gyms with anyone waiting (the sweep offers their freed places). */
export async function gymsWithWaiting(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ gymId: slotWaitlist.gymId })
    .from(slotWaitlist)
    .where(eq(slotWaitlist.status, "waiting"));
  return rows.map((r) => r.gymId);
}

/** Waiting entries whose time has come are past offering: they lapse. */
export async function lapseStartedEntries(db: Db, gymId: number, now: number): Promise<void> {
  await db
    .update(slotWaitlist)
    .set({ status: "lapsed" })
    .where(
      and(
        eq(slotWaitlist.gymId, gymId),
        eq(slotWaitlist.status, "waiting"),
        sql`${slotWaitlist.startsAt} <= ${now}`,
      ),
    );
}

/** Cancels this gym's unpaid holds that have expired (their slots and offers follow by trigger). */
export async function releaseExpiredHolds(db: Db, gymId: number, now: number): Promise<void> {
  await db
    .update(bookings)
    .set({ status: "cancelled", cancelledAt: new Date(now) })
    .where(
      and(
        eq(bookings.gymId, gymId),
        eq(bookings.status, "pending"),
        sql`${bookings.holdExpiresAt} <= ${now}`,
      ),
    );
}

/** The gym's line (oldest first) with each entry's slots, and the gym's capacity. */
export async function waitingAt(
  db: Db,
  gymId: number,
): Promise<{ entries: WaitingEntry[]; capacity: number }> {
  const [rows, slots, gym] = await db.batch([
    db
      .select({ id: slotWaitlist.id, athletes: slotWaitlist.athletes })
      .from(slotWaitlist)
      .where(and(eq(slotWaitlist.gymId, gymId), eq(slotWaitlist.status, "waiting")))
      .orderBy(asc(slotWaitlist.id)),
    db
      .select({
        entryId: slotWaitlistSlots.entryId,
        itemId: slotWaitlistSlots.amenityItemId,
        date: slotWaitlistSlots.slotDate,
        time: slotWaitlistSlots.slotTime,
      })
      .from(slotWaitlistSlots)
      .innerJoin(slotWaitlist, eq(slotWaitlist.id, slotWaitlistSlots.entryId))
      .where(and(eq(slotWaitlist.gymId, gymId), eq(slotWaitlist.status, "waiting"))),
    db.select({ capacity: gyms.capacity }).from(gyms).where(eq(gyms.id, gymId)),
  ]);
  const byEntry = new Map<number, WaitSlot[]>();
  for (const s of slots) byEntry.set(s.entryId, [...(byEntry.get(s.entryId) ?? []), s]);
  return {
    entries: rows.map((r) => ({ ...r, slots: byEntry.get(r.id) ?? [] })),
    capacity: gym[0]?.capacity ?? 0,
  };
}

/** What an offer writes: the entry's booking, from the entry's own columns. */
export async function entriesForOffer(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(slotWaitlist).where(inArray(slotWaitlist.id, ids));
}
export type EntryRow = Awaited<ReturnType<typeof entriesForOffer>>[number];

export type OfferResult =
  | { ok: true; bookingId: number }
  | { ok: false; reason: "taken" | "full" | "hold_cap" | "reference_taken" };

/**
 * Offers entry `entry` a freed place, in one batch: the booking (pending, held until the offer
 * lapses) is written from the entry only while it still waits; the entry is marked offered with that
 * booking; then the booking takes its slots, where the capacity CHECK, the amenity slots' primary
 * key and the hold caps refuse an overfull slot and roll everything back; the offer's e-mail is queued
 * only if all of it stood.
 */
export async function offerPlace(
  db: Db,
  args: {
    entry: EntryRow;
    slots: WaitSlot[];
    /** The held booking's reference (the caller's, so the e-mail can name it). */
    reference: string;
    mail: OutgoingMail & { relatedType: string; relatedId: number };
    now: number;
  },
): Promise<OfferResult> {
  const { entry, now } = args;
  const amenity = entry.amenityPart ? (JSON.parse(entry.amenityPart) as AmenityPart) : null;
  const gymSlots = args.slots.filter((s) => s.itemId === GYM_CAPACITY);
  const amenitySlots = args.slots.filter((s) => s.itemId !== GYM_CAPACITY);
  {
    const { reference } = args;
    const expires = offerExpiry(now);
    const offered: SQL = sql`EXISTS (SELECT 1 FROM slot_waitlist AS w JOIN bookings AS b ON b.id = w.offered_booking_id
      WHERE w.id = ${entry.id} AND w.status = 'offered' AND b.reference = ${reference})`;
    const statements = [
      db.run(sql`INSERT INTO bookings (reference, athlete_id, gym_id, athlete_name, athlete_email, phone,
          booking_type, booking_date, start_time, end_time, duration_hours, athletes, starts_at, ends_at,
          total_cents, currency, status, hold_expires_at, special_requests, ambassador_code_id, pass_days, created_at)
        SELECT ${reference}, w.user_id, w.gym_id, w.athlete_name, w.athlete_email, w.phone, w.booking_type,
          w.booking_date, w.start_time, w.end_time, w.duration_hours, w.athletes, w.starts_at, w.ends_at,
          w.total_cents, w.currency, 'pending', ${expires}, w.special_requests, w.ambassador_code_id, 1, ${now}
        FROM slot_waitlist AS w WHERE w.id = ${entry.id} AND w.status = 'waiting'`),
      db.run(sql`UPDATE slot_waitlist SET status = 'offered', offer_expires_at = ${expires},
          offered_booking_id = (SELECT id FROM bookings WHERE reference = ${reference})
        WHERE id = ${entry.id} AND status = 'waiting' AND EXISTS (SELECT 1 FROM bookings WHERE reference = ${reference})`),
      ...(gymSlots.length > 0
        ? [
            db.run(sql`INSERT INTO booking_slots (booking_id, gym_id, slot_date, slot_time, athletes)
              SELECT b.id, b.gym_id, s.column2, s.column3, b.athletes
              FROM bookings AS b JOIN (VALUES ${waitSlotValues(gymSlots)}) AS s WHERE b.reference = ${reference}`),
          ]
        : []),
      ...(amenity
        ? [
            db.run(sql`INSERT INTO amenity_bookings (booking_id, gym_id, amenity_item_id, athlete_id, amenity_type,
                amenity_name, booking_date, start_time, end_time, duration_hours, starts_at, ends_at,
                price_per_hour_cents, total_cents, currency, booking_status, hold_expires_at, created_at)
              SELECT b.id, b.gym_id, ${amenity.itemId}, b.athlete_id, ${amenity.itemType}, ${amenity.itemName},
                ${amenity.bookingDate}, ${amenity.startTime}, ${amenity.endTime}, ${amenity.durationHours},
                ${amenity.startsAt}, ${amenity.endsAt}, ${amenity.pricePerHourCents}, ${amenity.totalCents},
                b.currency, 'pending', b.hold_expires_at, ${now}
              FROM bookings AS b WHERE b.reference = ${reference}`),
            db.run(sql`INSERT INTO amenity_slots (amenity_item_id, slot_date, slot_time, amenity_booking_id)
              SELECT s.column1, s.column2, s.column3, a.id
              FROM amenity_bookings AS a JOIN bookings AS b ON b.id = a.booking_id
                JOIN (VALUES ${waitSlotValues(amenitySlots)}) AS s
              WHERE b.reference = ${reference}`),
          ]
        : []),
      queueMailIf(db, args.mail, offered),
      db.run(sql`SELECT id FROM bookings WHERE reference = ${reference}`),
    ];
    try {
      const results = await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
      const id = (results.at(-1) as { results?: { id: number }[] }).results?.[0]?.id;
      return id === undefined ? { ok: false, reason: "taken" } : { ok: true, bookingId: id };
    } catch (error) {
      if (constraintFailed(error, "gym_slot_load_capacity_check") || constraintFailed(error, "amenity_slots"))
        return { ok: false, reason: "full" };
      if (Object.values(HOLD_CAP_TRIGGERS).some((name) => constraintFailed(error, name)))
        return { ok: false, reason: "hold_cap" };
      if (constraintFailed(error, "bookings.reference")) return { ok: false, reason: "reference_taken" };
      throw error;
    }
  }
}

export type { SlotWaitlistStatus };
