/**
 * Moving a confirmed booking to another date in one atomic batch.
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  amenityBookings,
  amenitySlots,
  bookingChanges,
  bookingSlots,
  bookings,
  mailOutbox,
} from "~/db/schema";
import { type BookingInterval, occupiedSlots } from "~/domain/booking";
import type { OutgoingMail } from "~/domain/outgoing-mail";
import { WAITLIST_GUARDS } from "~/domain/slot-waitlist";
import type { AmenityPart } from "./booking-create.server";
import type { BookingGym } from "./booking-gym.server";
import type { BookingRow } from "./booking-read.server";
import { constraintFailed, freePlaces, slotValues } from "./booking-slots.server";
import { queueMailIf } from "./mail.server";

export type MoveBookingResult =
  | { ok: true }
  | { ok: false; reason: "gym_full"; freePlaces: number }
  | { ok: false; reason: "amenity_taken" }
  | { ok: false; reason: "changed" };

/**
 * Moves a confirmed booking to a new interval, in one atomic batch: the booking row moves and its
 * calendar SEQUENCE goes up (only from the sequence and status the caller saw), the change is
 * recorded (a unique sequence per booking: a double submit fails whole), the old slots are given back
 * and the new ones taken (the capacity CHECK refuses an overfull slot and rolls everything back), and
 * the e-mails are queued.
 */
export async function moveBooking(
  db: Db,
  args: {
    booking: MovingBooking;
    gym: BookingGym;
    interval: BookingInterval;
    slots: { date: string; time: string }[];
    repricedCents: number;
    mail: (OutgoingMail & { relatedType: string; relatedId: number })[];
    now: number;
    /** The recovery session added to the visit, moved with it (its item's slots taken anew). */
    addOn?: AmenityPart & { amenityBookingId: number };
  },
): Promise<MoveBookingResult> {
  const { slots, addOn } = args;
  const move = moveStatements(db, args, args.now);
  try {
    await db.batch([
      move.row,
      move.change,
      move.release,
      move.take,
      ...(addOn ? moveAddOn(db, addOn, args.gym.timeZone, move.moved) : []),
      move.reminders,
      ...move.mail,
    ]);
    return { ok: true };
  } catch (error) {
    const refused = refusal(error);
    if (!refused) throw error;
    if (refused === "gym_full_checked")
      return { ok: false, reason: "gym_full", freePlaces: await freePlaces(db, args.gym, slots) };
    return refused === "gym_full"
      ? { ok: false, reason: "gym_full", freePlaces: 0 }
      : { ok: false, reason: refused };
  }
}

/** One booking of several moved together: where it goes, its slots there and its e-mails. */
export interface BookingMove {
  booking: MovingBooking;
  interval: BookingInterval;
  slots: { date: string; time: string }[];
  repricedCents: number;
  mail: (OutgoingMail & { relatedType: string; relatedId: number })[];
}

export type MoveBookingsResult =
  | { ok: true }
  | { ok: false; reason: "gym_full"; date: string | undefined }
  | { ok: false; reason: "changed" };

/**
 * Moves several confirmed bookings at one gym (a trip's stop) in one atomic batch, all or none:
 * every row first, then every change record (each one requires its own row to have moved, so one
 * booking that changed meanwhile fails the whole batch), then all the old slots are given back before
 * any new one is taken (a stop moved by a day takes over its own days), then reminders and e-mails.
 * A full new slot names its date (the first one without room).
 */
export async function moveBookings(
  db: Db,
  args: { gym: BookingGym; moves: BookingMove[]; now: number },
): Promise<MoveBookingsResult> {
  const moves = args.moves.map((m) => moveStatements(db, m, args.now));
  if (moves.length === 0) return { ok: false, reason: "changed" };
  try {
    await db.batch([
      ...moves.map((m) => m.row),
      ...moves.map((m) => m.change),
      ...moves.map((m) => m.release),
      ...moves.map((m) => m.take),
      ...moves.map((m) => m.reminders),
      ...moves.flatMap((m) => m.mail),
    ] as unknown as Parameters<Db["batch"]>[0]);
    return { ok: true };
  } catch (error) {
    const refused = refusal(error);
    if (!refused) throw error;
    if (refused === "gym_full" || refused === "gym_full_checked")
      return { ok: false, reason: "gym_full", date: await firstFullDate(db, args.gym, args.moves) };
    return { ok: false, reason: "changed" };
  }
}

type MovingBooking = Pick<
  BookingRow,
  "id" | "status" | "calendarSequence" | "bookingDate" | "startTime" | "totalCents" | "athletes"
>;

/**
 * A move's statements, each applying only once the booking's row moved (its SEQUENCE one up). The
 * change record names the booking through that condition: a row that did not move leaves it NULL,
 * which the NOT NULL constraint refuses, rolling the whole batch back; a second move racing this one
 * collides on the unique (booking, sequence).
 */
function moveStatements(
  db: Db,
  args: Omit<BookingMove, "booking"> & { booking: MovingBooking },
  now: number,
) {
  const { booking, interval, slots } = args;
  const next = booking.calendarSequence + 1;
  const moved = sql`EXISTS (SELECT 1 FROM bookings WHERE id = ${booking.id} AND calendar_sequence = ${next})`;
  return {
    moved,
    row: db
      .update(bookings)
      .set({
        bookingDate: interval.bookingDate,
        startTime: interval.startTime,
        endTime: interval.endTime,
        durationHours: interval.durationHours,
        startsAt: new Date(interval.startsAt),
        endsAt: new Date(interval.endsAt),
        calendarSequence: next,
      })
      .where(
        and(
          eq(bookings.id, booking.id),
          eq(bookings.status, "confirmed"),
          eq(bookings.calendarSequence, booking.calendarSequence),
        ),
      ),
    change: db.insert(bookingChanges).select(
      sql`SELECT NULL, (SELECT id FROM bookings WHERE id = ${booking.id} AND calendar_sequence = ${next}),
        ${next}, ${booking.bookingDate}, ${booking.startTime}, ${interval.bookingDate}, ${interval.startTime},
        ${booking.totalCents}, ${args.repricedCents}, ${now}`,
    ),
    release: db.delete(bookingSlots).where(and(eq(bookingSlots.bookingId, booking.id), moved)),
    take: db.insert(bookingSlots).select(sql`SELECT b.id, b.gym_id, s.column1, s.column2, b.athletes
      FROM bookings AS b JOIN (VALUES ${slotValues(slots)}) AS s
      WHERE b.id = ${booking.id} AND b.calendar_sequence = ${next}`),
    // A reminder queued for the old date but not sent yet would name the wrong day.
    reminders: db
      .update(mailOutbox)
      .set({ status: "failed", lastError: "Not sent: the booking moved to another date first." })
      .where(
        and(
          eq(mailOutbox.relatedType, "booking"),
          eq(mailOutbox.relatedId, booking.id),
          eq(mailOutbox.kind, "booking_reminder"),
          eq(mailOutbox.status, "queued"),
          moved,
        ),
      ),
    mail: args.mail.map((mail) => queueMailIf(db, mail, moved)),
  };
}

/** Which refusal a failed move's batch met, from its constraint; undefined for anything else. */
function refusal(error: unknown): "gym_full" | "gym_full_checked" | "amenity_taken" | "changed" | undefined {
  // Someone waits for a slot of the new date: a freed place there is theirs first.
  if (constraintFailed(error, WAITLIST_GUARDS.gym)) return "gym_full";
  if (constraintFailed(error, WAITLIST_GUARDS.amenity)) return "amenity_taken";
  if (constraintFailed(error, "gym_slot_load_capacity_check")) return "gym_full_checked";
  if (constraintFailed(error, "amenity_slots")) return "amenity_taken";
  if (constraintFailed(error, "booking_changes")) return "changed";
  return undefined;
}

/**
 * The first new date without room for its booking, counting the places the moved bookings hold now
 * as free (the batch that failed would have given them back first).
 */
async function firstFullDate(db: Db, gym: BookingGym, moves: BookingMove[]): Promise<string | undefined> {
  const ids = sql.raw(moves.map((m) => String(Math.trunc(m.booking.id))).join(", "));
  for (const move of moves) {
    if (move.slots.length === 0) continue;
    const row = await db.get<{ date: string } | undefined>(sql`SELECT l.slot_date AS date
      FROM gym_slot_load AS l JOIN (VALUES ${slotValues(move.slots)}) AS s
        ON s.column1 = l.slot_date AND s.column2 = l.slot_time
      WHERE l.gym_id = ${gym.id}
        AND l.booked - coalesce((SELECT sum(o.athletes) FROM booking_slots AS o WHERE o.booking_id IN (${ids})
          AND o.slot_date = l.slot_date AND o.slot_time = l.slot_time), 0) + ${move.booking.athletes} > ${gym.capacity}
      ORDER BY l.slot_date LIMIT 1`);
    if (row) return row.date;
  }
  // A waitlist's claim on a slot, not a count, refused it: the first new date.
  return moves[0]?.interval.bookingDate;
}

/** The add-on's statements of a move: its times, then its item's slots given back and taken anew. */
function moveAddOn(db: Db, addOn: AmenityPart & { amenityBookingId: number }, timeZone: string, moved: SQL) {
  return [
    db
      .update(amenityBookings)
      .set({
        bookingDate: addOn.bookingDate,
        startTime: addOn.startTime,
        endTime: addOn.endTime,
        startsAt: new Date(addOn.startsAt),
        endsAt: new Date(addOn.endsAt),
      })
      .where(and(eq(amenityBookings.id, addOn.amenityBookingId), moved)),
    db.delete(amenitySlots).where(and(eq(amenitySlots.amenityBookingId, addOn.amenityBookingId), moved)),
    db.insert(amenitySlots).select(sql`SELECT ${addOn.itemId}, s.column1, s.column2, a.id
      FROM amenity_bookings AS a JOIN (VALUES ${slotValues(occupiedSlots(addOn.startsAt, addOn.endsAt, timeZone))}) AS s
      WHERE a.id = ${addOn.amenityBookingId} AND ${moved}`),
  ] as const;
}
