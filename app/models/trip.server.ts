/**
 * Trips: writing a trip's holds (every stop in one atomic batch), reading a trip for its owner, and
 * recording its payment (one charge per currency, the confirmation of every stop at once, or the
 * release of every hold). Only reads and writes: the trip use cases decide.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings, tripPayments, tripStops, trips, users } from "~/db/schema";
import { bookingReference, HOLD_MS } from "~/domain/booking";
import type { Currency } from "~/domain/catalog";
import { HOLD_CAP_TRIGGERS, type HoldCap } from "~/domain/holds";
import type { OutgoingMail } from "~/domain/outgoing-mail";
import type { AlsoWrite } from "./batch.server";
import { type NewBooking, pendingBookingInsert, releaseExpiredHolds } from "./booking-create.server";
import type { BookingGym } from "./booking-gym.server";
import { type BookingRow, selectBookings } from "./booking-read.server";
import { constraintFailed, freePlaces, gymSlotsInsert } from "./booking-slots.server";
import { accrueCommission } from "./commission.server";
import { ledgerOnConfirm } from "./ledger.server";
import { queueMailOnce } from "./mail.server";

const randomBytes = (n: number) => crypto.getRandomValues(new Uint8Array(n));

/** One booking of a stop as the use case decided it, and the slots it holds. */
export interface NewTripBooking {
  booking: Omit<NewBooking, "amenity" | "replacesBookingId" | "holdsGymCapacity" | "userId" | "now">;
  slots: { date: string; time: string }[];
}

/** One stop: a pass, or a day pass for each day the gym opens. */
export interface NewTripStop {
  gym: BookingGym;
  athletes: number;
  bookings: NewTripBooking[];
}

export interface NewTrip {
  userId: number | "new";
  athleteName: string;
  athleteEmail: string;
  phone: string | null;
  athletes: number;
  stops: NewTripStop[];
  now: number;
}

export type InsertTripResult =
  | { ok: true; trip: { id: number; reference: string; holdExpiresAt: number; createdUser?: number } }
  | { ok: false; reason: "gym_full"; stop: number; freePlaces: number }
  | { ok: false; reason: "hold_cap"; cap: HoldCap };

/**
 * Holds every stop of a trip in one D1 batch (one transaction): expired holds at its gyms released,
 * a new visitor's identity, the trip, then each stop's booking (the hold-cap triggers may refuse
 * it), its slots (the capacity CHECK refuses an overfull slot) and its place in the trip, then what the
 * caller writes with it (`alsoWrite`). Any refusal rolls back all of it, so a trip is held whole or
 * not at all.
 */
export async function insertTrip(db: Db, trip: NewTrip, alsoWrite?: AlsoWrite): Promise<InsertTripResult> {
  const { now, userId } = trip;
  const gymIds = [...new Set(trip.stops.map((s) => s.gym.id))];
  for (let attempt = 0; attempt < 3; attempt++) {
    const reference = bookingReference(randomBytes).replace(/^GR-/, "GT-");
    const identity =
      userId === "new" ? [db.insert(users).values({ userType: "athlete" }).returning({ id: users.id })] : [];
    const holdExpiresAt = now + HOLD_MS;
    const tripInsert = db
      .insert(trips)
      .values({
        reference,
        athleteId: userId === "new" ? sql`(SELECT max(${users.id}) FROM ${users})` : userId,
        athleteName: trip.athleteName,
        athleteEmail: trip.athleteEmail,
        phone: trip.phone,
        athletes: trip.athletes,
        status: "pending",
        holdExpiresAt: new Date(holdExpiresAt),
        createdAt: new Date(now),
      })
      .returning({ id: trips.id });
    const tripId = sql`(SELECT id FROM trips WHERE reference = ${reference})`;
    const stops = trip.stops.flatMap((stop, position) =>
      stop.bookings.flatMap((part) => {
        const ref = bookingReference(randomBytes);
        return [
          pendingBookingInsert(db, { ...part.booking, userId, now }, ref, tripId),
          ...(part.slots.length > 0 ? [gymSlotsInsert(db, ref, part.slots)] : []),
          db.insert(tripStops).select(sql`SELECT b.id, b.trip_id, ${position} FROM bookings AS b
            WHERE b.reference = ${ref}`),
        ];
      }),
    );
    try {
      const results = (await db.batch([
        ...gymIds.map((id) => releaseExpiredHolds(db, id, now)),
        ...identity,
        tripInsert,
        ...stops,
        ...(alsoWrite?.({
          id: tripId,
          owner: sql`(SELECT athlete_id FROM trips WHERE reference = ${reference})`,
        }) ?? []),
      ] as unknown as Parameters<Db["batch"]>[0])) as readonly unknown[];
      const idOf = (result: unknown) => (result as { id: number }[] | undefined)?.[0]?.id;
      const createdUser = identity.length > 0 ? idOf(results[gymIds.length]) : undefined;
      const id = idOf(results[gymIds.length + identity.length]);
      if (id === undefined) throw new Error("Trip insert returned no id");
      return { ok: true, trip: { id, reference, holdExpiresAt, createdUser } };
    } catch (error) {
      if (constraintFailed(error, "gym_slot_load_capacity_check")) {
        // The batch does not say which stop overflowed: the first one that has too few places now.
        for (const [index, stop] of trip.stops.entries()) {
          const free = await freePlaces(
            db,
            stop.gym,
            stop.bookings.flatMap((part) => part.slots),
          );
          if (free < stop.athletes) return { ok: false, reason: "gym_full", stop: index, freePlaces: free };
        }
        return { ok: false, reason: "gym_full", stop: 0, freePlaces: 0 };
      }
      const cap = (Object.keys(HOLD_CAP_TRIGGERS) as HoldCap[]).find((c) =>
        constraintFailed(error, HOLD_CAP_TRIGGERS[c]),
      );
      if (cap) return { ok: false, reason: "hold_cap", cap };
      if (constraintFailed(error, "trips.reference") || constraintFailed(error, "bookings.reference"))
        continue;
      throw error;
    }
  }
  throw new Error("Could not generate a unique trip reference");
}

export type TripRow = typeof trips.$inferSelect;

export interface TripView {
  trip: TripRow;
  /** The stops in the trip's order, each with its bookings by date. */
  stops: { position: number; bookings: BookingRow[] }[];
  payments: (typeof tripPayments.$inferSelect)[];
}

/** The trip `tripId` belongs to `ownerId`. */
const ownedTrip = (tripId: number, ownerId: number) =>
  sql`EXISTS (SELECT 1 FROM ${trips} WHERE ${trips.id} = ${tripId} AND ${trips.athleteId} = ${ownerId})`;

/** A trip whatever its owner, for what the payment provider reports about its charges. */
export async function getTripForSettlement(db: Db, tripId: number): Promise<TripView | undefined> {
  const row = await db.select({ athleteId: trips.athleteId }).from(trips).where(eq(trips.id, tripId)).get();
  return row?.athleteId == null ? undefined : getTrip(db, tripId, row.athleteId);
}

/** Held trips whose hold lapsed unpaid (the sweep gives back any charge already taken), oldest first. */
export async function lapsedTripIds(db: Db, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.status, "pending"), sql`${trips.holdExpiresAt} <= ${now}`))
    .orderBy(trips.holdExpiresAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** A trip with its stops and charges, for its owner only (anyone else: undefined). */
export async function getTrip(
  db: Db,
  tripId: number,
  ownerId: number | undefined,
): Promise<TripView | undefined> {
  if (ownerId === undefined) return undefined;
  // One round trip: the trip, its order and charges in a batch, its bookings beside it (a joined
  // select reads wrong in a D1 batch). Each read is the owner's only.
  const [[[trip], order, payments], rows] = await Promise.all([
    db.batch([
      db
        .select()
        .from(trips)
        .where(and(eq(trips.id, tripId), eq(trips.athleteId, ownerId))),
      db
        .select({ bookingId: tripStops.bookingId, position: tripStops.position })
        .from(tripStops)
        .where(and(eq(tripStops.tripId, tripId), ownedTrip(tripId, ownerId))),
      db
        .select()
        .from(tripPayments)
        .where(and(eq(tripPayments.tripId, tripId), ownedTrip(tripId, ownerId))),
    ]),
    selectBookings(db, and(eq(bookings.tripId, tripId), ownedTrip(tripId, ownerId))),
  ]);
  if (!trip) return undefined;
  const positionOf = new Map(order.map((o) => [o.bookingId, o.position]));
  const stops: TripView["stops"] = [];
  for (const row of [...rows].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    const position = positionOf.get(row.id) ?? 0;
    let stop = stops.find((s) => s.position === position);
    if (!stop) {
      stop = { position, bookings: [] };
      stops.push(stop);
    }
    stop.bookings.push(row);
  }
  stops.sort((a, b) => a.position - b.position);
  return { trip, stops, payments };
}

/**
 * The trip's stop a booking is one day of: the trip's reference, the stop's 1-based place in the trip
 * and every booking of that stop (cancelled ones too); undefined for a booking outside any trip.
 */
export async function stopDaysOf(
  db: Db,
  bookingId: number,
): Promise<{ tripReference: string; stop: number; bookings: BookingRow[] } | undefined> {
  const mine = await db
    .select({
      tripId: tripStops.tripId,
      position: tripStops.position,
      tripReference: trips.reference,
      // Its place among the trip's stops, as the trip's page counts them.
      stop: sql<number>`(SELECT count(DISTINCT s.position) FROM trip_stops AS s
        WHERE s.trip_id = ${tripStops.tripId} AND s.position < ${tripStops.position}) + 1`,
    })
    .from(tripStops)
    .innerJoin(trips, eq(trips.id, tripStops.tripId))
    .where(eq(tripStops.bookingId, bookingId))
    .get();
  if (!mine) return undefined;
  const rows = await selectBookings(
    db,
    sql`${bookings.id} IN (SELECT booking_id FROM trip_stops
      WHERE trip_id = ${mine.tripId} AND position = ${mine.position})`,
  );
  return { tripReference: mine.tripReference, stop: mine.stop, bookings: rows };
}

/** The trips these bookings belong to (My Bookings' groups), by id. */
export async function tripsOf(db: Db, tripIds: readonly number[]): Promise<TripRow[]> {
  if (tripIds.length === 0) return [];
  return db
    .select()
    .from(trips)
    .where(sql`${trips.id} IN (SELECT value FROM json_each(${JSON.stringify([...tripIds])}))`);
}

/**
 * Remembers the intent made for a currency's charge before it is confirmed (once per trip and
 * currency), so a card that asks for 3-D Secure, or a second card, finishes on the same intent.
 */
export async function recordTripIntent(
  db: Db,
  intent: { tripId: number; currency: Currency; amountCents: number; paymentIntentId: string; now: number },
): Promise<void> {
  await db
    .insert(tripPayments)
    .values({ ...intent, createdAt: new Date(intent.now) })
    .onConflictDoNothing();
}

/** The currency's charge was taken (once; a replay of the same charge changes nothing). */
export async function markTripChargeSucceeded(
  db: Db,
  charge: { tripId: number; currency: Currency; paymentIntentId: string; now: number },
): Promise<void> {
  await db
    .update(tripPayments)
    .set({ succeededAt: new Date(charge.now) })
    .where(
      and(
        eq(tripPayments.tripId, charge.tripId),
        eq(tripPayments.currency, charge.currency),
        eq(tripPayments.paymentIntentId, charge.paymentIntentId),
        sql`${tripPayments.succeededAt} IS NULL`,
      ),
    );
}

/** A charge given back (another currency's charge failed, or the stops could not be confirmed). */
export async function markTripChargeRefunded(db: Db, tripId: number, currency: Currency, now: number) {
  await db
    .update(tripPayments)
    .set({ refundedAt: new Date(now) })
    .where(and(eq(tripPayments.tripId, tripId), eq(tripPayments.currency, currency)));
}

type RecordMail = OutgoingMail & { relatedType: string; relatedId: number };

/**
 * Confirms a paid trip and all its stops in one batch, at most once: the trip moves from pending to
 * confirmed only while every stop is still pending, and each stop's confirmation (status, the gym's
 * split, commission, ledger, its e-mails) applies only when the trip did. A stop cancelled under the
 * payment confirms nothing at all ("not_payable"), so the caller gives the money back. `alsoWrite`
 * goes in the same batch; the trip it is given is NULL unless this batch confirmed it.
 */
export async function confirmTrip(
  db: Db,
  args: { tripId: number; bookingIds: number[]; now: number; mail: RecordMail[]; alsoWrite?: AlsoWrite },
): Promise<"confirmed" | "already" | "not_payable"> {
  const { tripId, now } = args;
  const tripConfirmed = sql`EXISTS (SELECT 1 FROM trips WHERE id = ${tripId} AND status = 'confirmed')`;
  const [updated] = await db.batch([
    db
      .update(trips)
      .set({ status: "confirmed", confirmedAt: new Date(now), holdExpiresAt: null })
      .where(
        and(
          eq(trips.id, tripId),
          eq(trips.status, "pending"),
          sql`NOT EXISTS (SELECT 1 FROM bookings AS b WHERE b.trip_id = ${tripId} AND b.status <> 'pending')`,
        ),
      )
      .returning({ id: trips.id }),
    ...args.bookingIds.flatMap((bookingId) => [
      db
        .update(bookings)
        .set({
          status: "confirmed",
          confirmedAt: new Date(now),
          holdExpiresAt: null,
          gymSharePercent: sql`(SELECT g.gym_share_percent FROM gyms AS g WHERE g.id = ${bookings.gymId})`,
        })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, "pending"), tripConfirmed)),
      accrueCommission(db, bookingId, now),
      ...ledgerOnConfirm(db, bookingId, now),
    ]),
    ...args.mail.map((mail) => queueMailOnce(db, mail, tripConfirmed)),
    ...(args.alsoWrite?.({
      id: sql`(SELECT id FROM trips WHERE id = ${tripId} AND status = 'confirmed' AND confirmed_at = ${now})`,
      owner: sql`(SELECT athlete_id FROM trips WHERE id = ${tripId} AND status = 'confirmed' AND confirmed_at = ${now})`,
    }) ?? []),
  ]);
  if (updated.length > 0) return "confirmed";
  const state = await db.select({ status: trips.status }).from(trips).where(eq(trips.id, tripId)).get();
  return state?.status === "confirmed" ? "already" : "not_payable";
}

/** Releases every hold of a trip that will not be paid (its pending stops cancelled: their slots go). */
export async function releaseTrip(db: Db, tripId: number, now: number): Promise<void> {
  await db.batch([
    db
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: new Date(now), holdExpiresAt: null })
      .where(and(eq(bookings.status, "pending"), eq(bookings.tripId, tripId))),
    db
      .update(trips)
      .set({ status: "cancelled", cancelledAt: new Date(now), holdExpiresAt: null })
      .where(and(eq(trips.id, tripId), eq(trips.status, "pending"))),
  ]);
}
