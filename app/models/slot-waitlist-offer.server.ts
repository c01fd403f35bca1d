/**
 * Turning freed places into offers: the sweep's reads and clean-ups (gyms with anyone waiting, entries
 * and holds whose time has passed) and the offer itself, a held booking written from a waiting entry
 * in one atomic batch that the database refuses when the slot has no room left.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings, slotWaitlist } from "~/db/schema";
import { HOLD_CAP_TRIGGERS } from "~/domain/holds";
import type { OutgoingMail } from "~/domain/outgoing-mail";
import { GYM_CAPACITY, offerExpiry, type WaitSlot } from "~/domain/slot-waitlist";
import type { AmenityPart } from "./booking-create.server";
import { constraintFailed, slotClaims } from "./booking-slots.server";
import { queueMailIf } from "./mail.server";

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
  const takeSlots = slotClaims(db, reference, { gymSlots, amenity, amenitySlots: amenitySlotKeys, now });
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
