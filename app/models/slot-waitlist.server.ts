/**
 * The waitlist of a full slot: joining and leaving it, reading the line, and turning a freed place
 * into an offer (a held booking) in one atomic batch. Capacity is the database's to enforce: the
 * offer's booking takes its slots under the same CHECK and primary key as any booking, and the guard
 * triggers keep everyone outside the line out of a slot while anyone waits for it.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  amenityBookings,
  amenitySlots,
  bookingSlots,
  bookings,
  gyms,
  slotWaitlist,
  slotWaitlistSlots,
  users,
} from "~/db/schema";
import { HOLD_CAP_TRIGGERS } from "~/domain/holds";
import type { OutgoingMail } from "~/domain/outgoing-mail";
import {
  GYM_CAPACITY,
  MAX_WAITING_PER_NETWORK,
  MAX_WAITING_PER_VISITOR,
  offerExpiry,
  slotKey,
  type WaitingEntry,
  type WaitSlot,
} from "~/domain/slot-waitlist";
import type { AlsoWrite } from "./batch.server";
import type { AmenityPart, NewBooking } from "./booking-create.server";
import { constraintFailed, slotLiteral, slotValues } from "./booking-slots.server";
import { queueMailIf } from "./mail.server";

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
 * Offers entry `entry` a freed place, in one batch: the booking (pending, held until the offer lapses)
 * is written from the entry only while it still waits (otherwise its athlete is NULL, which the NOT
 * NULL constraint refuses); the entry is marked offered with that booking; then the booking takes its
 * slots, where the capacity CHECK, the amenity slots' primary key and the hold caps refuse an overfull
 * slot and roll everything back; the offer's e-mail is queued with it.
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
  const { entry, now, reference } = args;
  const amenity = entry.amenityPart ? (JSON.parse(entry.amenityPart) as AmenityPart) : null;
  const gymSlots = args.slots.filter((s) => s.itemId === GYM_CAPACITY);
  const amenitySlotKeys = args.slots.filter((s) => s.itemId !== GYM_CAPACITY);
  const expires = new Date(offerExpiry(now));
  const offered = sql`EXISTS (SELECT 1 FROM slot_waitlist AS w JOIN bookings AS b ON b.id = w.offered_booking_id
    WHERE w.id = ${entry.id} AND w.status = 'offered' AND b.reference = ${reference})`;
  const insert = db.insert(bookings).values({
    reference,
    athleteId: sql`(SELECT user_id FROM slot_waitlist WHERE id = ${entry.id} AND status = 'waiting')`,
    gymId: entry.gymId,
    athleteName: entry.athleteName,
    athleteEmail: entry.athleteEmail,
    phone: entry.phone,
    bookingType: entry.bookingType,
    bookingDate: entry.bookingDate,
    startTime: entry.startTime,
    endTime: entry.endTime,
    durationHours: entry.durationHours,
    athletes: entry.athletes,
    startsAt: entry.startsAt,
    endsAt: entry.endsAt,
    totalCents: entry.totalCents,
    currency: entry.currency,
    status: "pending",
    holdExpiresAt: expires,
    specialRequests: entry.specialRequests,
    ambassadorCodeId: entry.ambassadorCodeId,
    passDays: 1,
    createdAt: new Date(now),
  });
  const markOffered = db
    .update(slotWaitlist)
    .set({
      status: "offered",
      offerExpiresAt: expires,
      offeredBookingId: sql`(SELECT id FROM bookings WHERE reference = ${reference})`,
    })
    .where(and(eq(slotWaitlist.id, entry.id), eq(slotWaitlist.status, "waiting")));
  const takeSlots = [
    ...(gymSlots.length > 0
      ? [
          db.insert(bookingSlots).select(sql`SELECT b.id, b.gym_id, s.column1, s.column2, b.athletes
            FROM bookings AS b JOIN (VALUES ${slotValues(gymSlots)}) AS s WHERE b.reference = ${reference}`),
        ]
      : []),
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
              JOIN (VALUES ${slotValues(amenitySlotKeys)}) AS s
            WHERE b.reference = ${reference}`),
        ]
      : []),
  ];
  try {
    await db.batch([insert, markOffered, ...takeSlots, queueMailIf(db, args.mail, offered)]);
  } catch (error) {
    if (constraintFailed(error, "bookings.athlete_id")) return { ok: false, reason: "taken" };
    if (constraintFailed(error, "gym_slot_load_capacity_check") || constraintFailed(error, "amenity_slots"))
      return { ok: false, reason: "full" };
    if (Object.values(HOLD_CAP_TRIGGERS).some((name) => constraintFailed(error, name)))
      return { ok: false, reason: "hold_cap" };
    if (constraintFailed(error, "bookings.reference")) return { ok: false, reason: "reference_taken" };
    throw error;
  }
  const row = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.reference, reference))
    .get();
  return row ? { ok: true, bookingId: row.id } : { ok: false, reason: "taken" };
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
        sql`(${slotWaitlist.status} = 'waiting' AND ${slotWaitlist.startsAt} > ${now})
          OR (${slotWaitlist.status} = 'offered' AND ${slotWaitlist.offerExpiresAt} > ${now})`,
      ),
    )
    .orderBy(asc(slotWaitlist.startsAt), asc(slotWaitlist.id));
}
