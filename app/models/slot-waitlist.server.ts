/**
 * The waitlist of a full slot: joining and leaving it, and reading the line. Capacity is the
 * database's to enforce: the guard triggers keep everyone outside the line out of a slot while anyone
 * waits for it, and an offer (slot-waitlist-offer.server.ts) takes its slots under the same CHECK and
 * primary key as any booking.
 */
import { and, asc, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { gyms, slotWaitlist, slotWaitlistSlots, users } from "~/db/schema";
import {
  GYM_CAPACITY,
  MAX_WAITING_PER_NETWORK,
  MAX_WAITING_PER_VISITOR,
  slotKey,
  type WaitingEntry,
  type WaitSlot,
} from "~/domain/slot-waitlist";
import type { AlsoWrite } from "./batch.server";
import type { NewBooking } from "./booking-create.server";
import { constraintFailed, slotLiteral } from "./booking-slots.server";

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
  const free = new Map<string, number>();
  for (const s of slots) free.set(slotKey(s), s.itemId === GYM_CAPACITY ? capacity : 1);
  if (slots.length === 0) return { free, waiting: 0 };
  const values = waitSlotValues(slots);
  const [load, taken, waiting] = await Promise.all([
    db.all<{ item: number; date: string; time: string; free: number }>(sql`SELECT s.column1 AS item,
        s.column2 AS date, s.column3 AS time, l.capacity - l.booked AS free
      FROM (VALUES ${values}) AS s JOIN gym_slot_load AS l
        ON l.gym_id = ${gymId} AND l.slot_date = s.column2 AND l.slot_time = s.column3
      WHERE s.column1 = ${GYM_CAPACITY}`),
    db.all<{ item: number; date: string; time: string }>(sql`SELECT s.column1 AS item, s.column2 AS date,
        s.column3 AS time
      FROM (VALUES ${values}) AS s JOIN amenity_slots AS a
        ON a.amenity_item_id = s.column1 AND a.slot_date = s.column2 AND a.slot_time = s.column3`),
    db.all<{ n: number }>(sql`SELECT count(DISTINCT w.id) AS n FROM (VALUES ${values}) AS s
      JOIN slot_waitlist_slots AS ws ON ws.gym_id = ${gymId} AND ws.amenity_item_id = s.column1
        AND ws.slot_date = s.column2 AND ws.slot_time = s.column3
      JOIN slot_waitlist AS w ON w.id = ws.entry_id AND w.status = 'waiting'`),
  ]);
  for (const r of load)
    free.set(slotKey({ itemId: r.item, date: r.date, time: r.time }), Math.max(0, r.free));
  for (const r of taken) free.set(slotKey({ itemId: r.item, date: r.date, time: r.time }), 0);
  return { free, waiting: waiting[0]?.n ?? 0 };
}

export type JoinResult =
  | { ok: true; id: number }
  | { ok: false; reason: "already_waiting" | "visitor_cap" | "network_cap" };

/**
 * Puts a request in line, with its slots, in one batch. The insert itself refuses a visitor or network
 * over its cap, and a second place in line for the same request (its user id is then NULL, which the
 * NOT NULL constraint refuses), so concurrent joins cannot race past. `alsoWrite` goes in the same
 * batch.
 */
export async function insertEntry(
  db: Db,
  args: { plan: WaitlistPlan; userId: number; clientHash: string | null; slots: WaitSlot[]; now: number },
  alsoWrite?: AlsoWrite,
): Promise<JoinResult> {
  const { plan, userId, clientHash, now } = args;
  const { interval, gym } = plan;
  const sameRequest = sql`(SELECT 1 FROM slot_waitlist AS w WHERE w.gym_id = ${gym.id} AND w.user_id = ${userId}
    AND w.status IN ('waiting', 'offered') AND w.booking_date = ${interval.bookingDate}
    AND w.start_time = ${interval.startTime} AND w.end_time = ${interval.endTime}
    AND w.booking_type = ${plan.bookingType}
    AND coalesce(json_extract(w.amenity_part, '$.itemId'), 0) = ${plan.amenity?.itemId ?? 0})`;
  const visitorCount = sql`(SELECT count(*) FROM slot_waitlist AS w WHERE w.user_id = ${userId} AND w.status = 'waiting')`;
  const networkCount = sql`(SELECT count(*) FROM slot_waitlist AS w WHERE w.client_hash = ${clientHash} AND w.status = 'waiting')`;
  try {
    const [inserted] = await db.batch([
      db
        .insert(slotWaitlist)
        .values({
          gymId: gym.id,
          userId: sql`(SELECT ${userId} WHERE NOT EXISTS ${sameRequest}
            AND ${visitorCount} < ${MAX_WAITING_PER_VISITOR}
            AND (${clientHash} IS NULL OR ${networkCount} < ${MAX_WAITING_PER_NETWORK}))`,
          clientHash,
          athleteName: plan.athleteName,
          athleteEmail: plan.athleteEmail,
          phone: plan.phone,
          bookingType: plan.bookingType,
          bookingDate: interval.bookingDate,
          startTime: interval.startTime,
          endTime: interval.endTime,
          durationHours: interval.durationHours,
          startsAt: new Date(interval.startsAt),
          endsAt: new Date(interval.endsAt),
          athletes: plan.athletes,
          totalCents: plan.totalCents,
          currency: gym.currency,
          specialRequests: plan.specialRequests,
          ambassadorCodeId: plan.ambassadorCodeId,
          amenityPart: plan.amenity ? JSON.stringify(plan.amenity) : null,
          status: "waiting",
          createdAt: new Date(now),
        })
        .returning({ id: slotWaitlist.id }),
      db.insert(slotWaitlistSlots).select(sql`SELECT w.id, w.gym_id, s.column1, s.column2, s.column3
        FROM slot_waitlist AS w JOIN (VALUES ${waitSlotValues(args.slots)}) AS s
        WHERE w.id = (SELECT max(id) FROM slot_waitlist)`),
      ...(alsoWrite?.({ id: sql`(SELECT max(id) FROM slot_waitlist)`, owner: sql`${userId}` }) ?? []),
    ]);
    return { ok: true, id: inserted[0]!.id };
  } catch (error) {
    if (!constraintFailed(error, "slot_waitlist.user_id")) throw error;
  }
  const why = await db
    .select({ same: sql<number>`EXISTS ${sameRequest}`, visitor: visitorCount.mapWith(Number) })
    .from(users)
    .where(eq(users.id, userId))
    .get();
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

/** How many entries wait for each gym slot of a day (the owner's day view). */
export async function waitingBySlot(db: Db, gymIds: number[], date: string) {
  if (gymIds.length === 0) return [];
  return db
    .select({
      gymId: slotWaitlistSlots.gymId,
      slotTime: slotWaitlistSlots.slotTime,
      waiting: sql<number>`count(DISTINCT ${slotWaitlistSlots.entryId})`.mapWith(Number),
    })
    .from(slotWaitlistSlots)
    .innerJoin(slotWaitlist, eq(slotWaitlist.id, slotWaitlistSlots.entryId))
    .where(
      and(
        inArray(slotWaitlistSlots.gymId, gymIds),
        eq(slotWaitlistSlots.amenityItemId, GYM_CAPACITY),
        eq(slotWaitlistSlots.slotDate, date),
        eq(slotWaitlist.status, "waiting"),
      ),
    )
    .groupBy(slotWaitlistSlots.gymId, slotWaitlistSlots.slotTime);
}

/**
 * A visitor's places in line still to come (waiting, or offered and not yet lapsed), each with its
 * place in line: 1 + the entries still waiting that joined earlier for any of the same slots.
 */
export async function myWaitlist(db: Db, userId: number, now: number) {
  return db
    .select({
      id: slotWaitlist.id,
      status: slotWaitlist.status,
      gymId: slotWaitlist.gymId,
      gymName: gyms.name,
      timeZone: gyms.timeZone,
      bookingType: slotWaitlist.bookingType,
      bookingDate: slotWaitlist.bookingDate,
      startTime: slotWaitlist.startTime,
      endTime: slotWaitlist.endTime,
      startsAt: slotWaitlist.startsAt,
      athletes: slotWaitlist.athletes,
      amenityPart: slotWaitlist.amenityPart,
      offerExpiresAt: slotWaitlist.offerExpiresAt,
      position: sql<number>`1 + (SELECT count(DISTINCT o.entry_id) FROM slot_waitlist_slots AS m
        JOIN slot_waitlist_slots AS o ON o.gym_id = m.gym_id AND o.amenity_item_id = m.amenity_item_id
          AND o.slot_date = m.slot_date AND o.slot_time = m.slot_time AND o.entry_id < m.entry_id
        JOIN slot_waitlist AS w ON w.id = o.entry_id AND w.status = 'waiting'
        WHERE m.entry_id = ${slotWaitlist.id})`.mapWith(Number),
    })
    .from(slotWaitlist)
    .innerJoin(gyms, eq(gyms.id, slotWaitlist.gymId))
    .where(
      and(
        eq(slotWaitlist.userId, userId),
        or(
          and(eq(slotWaitlist.status, "waiting"), gt(slotWaitlist.startsAt, new Date(now))),
          and(eq(slotWaitlist.status, "offered"), gt(slotWaitlist.offerExpiresAt, new Date(now))),
        ),
      ),
    )
    .orderBy(asc(slotWaitlist.startsAt), asc(slotWaitlist.id));
}
