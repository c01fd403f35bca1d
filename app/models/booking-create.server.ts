/**
 * A new pending booking: its 15-minute capacity hold written in one atomic batch (the database
 * refuses an overfull slot), and the reads the booking use case needs before it.
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ambassadorCodes, bookings, users } from "~/db/schema";
import { type BookingInterval, bookingReference, HOLD_MS, occupiedSlots } from "~/domain/booking";
import { heldSlots } from "~/domain/booking-request";
import type { AmenityItemType, BookingType } from "~/domain/catalog";
import { HOLD_CAP_TRIGGERS, type HoldCap } from "~/domain/holds";
import { WAITLIST_GUARDS } from "~/domain/slot-waitlist";
import type { AlsoWrite } from "./batch.server";
import type { BookingGym, Currency } from "./booking-gym.server";
import { type BookingRow, selectBookings } from "./booking-read.server";
import { constraintFailed, freePlaces, slotClaims } from "./booking-slots.server";

function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

/** A recovery amenity in the same booking: the item, its interval and its price. */
export interface AmenityPart {
  itemId: number;
  itemType: AmenityItemType;
  itemName: string;
  pricePerHourCents: number;
  bookingDate: string;
  startTime: string;
  endTime: string;
  durationHours: number;
  startsAt: number;
  endsAt: number;
  totalCents: number;
}

/** Everything a new pending booking is, decided by the use case; the model only writes it. */
export interface NewBooking {
  /** The athlete; "new": an identity is created in the same batch. */
  userId: number | "new";
  gym: BookingGym;
  athleteName: string;
  athleteEmail: string;
  phone: string | null;
  bookingType: BookingType;
  interval: BookingInterval;
  athletes: number;
  /** Gym part plus amenity part, in cents. */
  totalCents: number;
  specialRequests: string | null;
  ambassadorCodeId: number | null;
  /** Salted hash of the client address (caps unpaid holds per network). */
  clientHash: string | null;
  /** A gym visit holds gym capacity; an amenity booked on its own does not. */
  holdsGymCapacity: boolean;
  /** Days a day pass covers: 7 or 30 for a week or month pass (default 1). */
  passDays?: number;
  amenity: AmenityPart | undefined;
  /** A pending booking of this visitor that this one replaces (Back to details). */
  replacesBookingId: number | undefined;
  now: number;
}

export type InsertBookingResult =
  | {
      ok: true;
      booking: {
        id: number;
        reference: string;
        totalCents: number;
        currency: Currency;
        /** The booking as it was written, read back in the same batch (what GET /api/bookings/{id} shows). */
        row: BookingRow | undefined;
        /** The identity made for a new visitor in the same batch (userId "new"). */
        createdUser?: number;
      };
    }
  | {
      ok: false;
      reason: "gym_full" | "amenity_taken" | "hold_cap";
      /** For gym_full: athletes still free in the fullest slot. */
      freePlaces?: number;
      /** For hold_cap: which cap refused it. */
      cap?: HoldCap;
    };

/**
 * Writes a pending booking that holds its slots for 15 minutes, in one atomic batch: expired holds at
 * this gym are released (their amenities with them, by trigger), a booking being replaced is
 * cancelled, the booking row goes in (the hold-cap triggers refuse it when the visitor or the address
 * holds too much), then its gym slots (the capacity CHECK refuses an overfull slot) and its amenity
 * with the item's slots (the primary key refuses a taken slot), then what the caller writes with it
 * (`alsoWrite`). Any refusal rolls back everything.
 */
export async function insertBooking(
  db: Db,
  booking: NewBooking,
  alsoWrite?: AlsoWrite,
): Promise<InsertBookingResult> {
  const { gym, interval, now, userId, amenity } = booking;
  const gymSlots = booking.holdsGymCapacity ? heldSlots(gym, interval, booking.passDays ?? 1) : [];
  const amenitySlotKeys = amenity ? occupiedSlots(amenity.startsAt, amenity.endsAt, gym.timeZone) : [];
  const nowDate = new Date(now);

  for (let attempt = 0; attempt < 3; attempt++) {
    const reference = bookingReference(randomBytes);
    const releaseExpired = releaseExpiredHolds(db, gym.id, now);
    // The booking this one replaces, only when there is one (no statement otherwise).
    const replaced =
      booking.replacesBookingId === undefined || userId === "new"
        ? []
        : [
            db
              .update(bookings)
              .set({ status: "cancelled", cancelledAt: nowDate })
              .where(
                and(
                  eq(bookings.id, booking.replacesBookingId),
                  eq(bookings.athleteId, userId),
                  eq(bookings.status, "pending"),
                ),
              ),
          ];
    // A new visitor's identity goes in with the booking: a refusal rolls both back. Inside the batch's
    // transaction the newest user is the one this statement made.
    const identity =
      userId === "new" ? [db.insert(users).values({ userType: "athlete" }).returning({ id: users.id })] : [];
    const insert = pendingBookingInsert(db, booking, reference);
    const extra = [
      ...slotClaims(db, reference, { gymSlots, amenity, amenitySlots: amenitySlotKeys, now }),
      ...(alsoWrite?.({
        id: sql`(SELECT id FROM bookings WHERE reference = ${reference})`,
        owner: sql`(SELECT athlete_id FROM bookings WHERE reference = ${reference})`,
      }) ?? []),
    ];
    // One D1 batch (one transaction): the writes, then the booking as the API answers it, read back
    // after every write.
    const readBack = selectBookings(db, eq(bookings.reference, reference));
    try {
      const results: unknown[] = await db.batch([
        releaseExpired,
        ...replaced,
        ...identity,
        insert,
        ...extra,
        readBack,
      ]);
      const idOf = (result: unknown) => (result as { id: number }[] | undefined)?.[0]?.id;
      const createdUser = identity.length > 0 ? idOf(results[1 + replaced.length]) : undefined;
      const row = (results.at(-1) as BookingRow[])[0];
      const id = idOf(results[1 + replaced.length + identity.length]);
      if (id === undefined) throw new Error("Booking insert returned no id");
      return {
        ok: true,
        booking: { id, reference, totalCents: booking.totalCents, currency: gym.currency, row, createdUser },
      };
    } catch (error) {
      // Someone waits for a slot it needs: a freed place there is theirs first.
      if (constraintFailed(error, WAITLIST_GUARDS.gym))
        return { ok: false, reason: "gym_full", freePlaces: 0 };
      if (constraintFailed(error, WAITLIST_GUARDS.amenity)) return { ok: false, reason: "amenity_taken" };
      if (constraintFailed(error, "gym_slot_load_capacity_check"))
        return { ok: false, reason: "gym_full", freePlaces: await freePlaces(db, gym, gymSlots) };
      if (constraintFailed(error, "amenity_slots")) return { ok: false, reason: "amenity_taken" };
      const cap = (Object.keys(HOLD_CAP_TRIGGERS) as HoldCap[]).find((c) =>
        constraintFailed(error, HOLD_CAP_TRIGGERS[c]),
      );
      if (cap) return { ok: false, reason: "hold_cap", cap };
      if (constraintFailed(error, "bookings.reference")) continue;
      throw error;
    }
  }
  throw new Error("Could not generate a unique booking reference");
}

/** Expired holds at a gym, released (bookings_gym_status_hold_idx reads only those, migration 0020). */
export function releaseExpiredHolds(db: Db, gymId: number, now: number) {
  return db
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

/**
 * The pending booking's row under a fresh reference; a new visitor's id is the newest user, made
 * earlier in the same batch's transaction. The hold-cap triggers may refuse it.
 */
export function pendingBookingInsert(
  db: Db,
  booking: Omit<NewBooking, "amenity" | "replacesBookingId" | "holdsGymCapacity">,
  reference: string,
  /** The trip the booking is a stop's day of (its id, read in the same batch). */
  tripId?: SQL,
) {
  const { gym, interval, now, userId } = booking;
  return db
    .insert(bookings)
    .values({
      reference,
      athleteId: userId === "new" ? sql`(SELECT max(${users.id}) FROM ${users})` : userId,
      gymId: gym.id,
      athleteName: booking.athleteName,
      athleteEmail: booking.athleteEmail,
      phone: booking.phone,
      bookingType: booking.bookingType,
      bookingDate: interval.bookingDate,
      startTime: interval.startTime,
      endTime: interval.endTime,
      durationHours: interval.durationHours,
      athletes: booking.athletes,
      startsAt: new Date(interval.startsAt),
      endsAt: new Date(interval.endsAt),
      totalCents: booking.totalCents,
      currency: gym.currency,
      status: "pending",
      holdExpiresAt: new Date(now + HOLD_MS),
      specialRequests: booking.specialRequests,
      ambassadorCodeId: booking.ambassadorCodeId,
      clientHash: booking.clientHash,
      passDays: booking.passDays ?? 1,
      tripId: tripId ?? null,
      createdAt: new Date(now),
    })
    .returning({ id: bookings.id });
}

/** Pending bookings (unpaid holds) this visitor holds now. */
export async function countUnpaidHolds(db: Db, userId: number, now: number): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(bookings)
    .where(
      and(
        eq(bookings.athleteId, userId),
        eq(bookings.status, "pending"),
        sql`${bookings.holdExpiresAt} > ${now}`,
      ),
    )
    .get();
  return row?.n ?? 0;
}

/** The active ambassador code's id for a referral code (from a ?ref= link or typed at booking). */
export async function resolveAmbassadorCode(db: Db, code: string | undefined): Promise<number | null> {
  if (!code) return null;
  const row = await db
    .select({ id: ambassadorCodes.id })
    .from(ambassadorCodes)
    .where(and(eq(ambassadorCodes.code, code), eq(ambassadorCodes.isActive, true)))
    .get();
  return row?.id ?? null;
}
