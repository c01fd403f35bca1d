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
    booking: Pick<
      BookingRow,
      "id" | "status" | "calendarSequence" | "bookingDate" | "startTime" | "totalCents"
    >;
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
  const { booking, interval, slots, addOn } = args;
  const next = booking.calendarSequence + 1;
  const moved = sql`EXISTS (SELECT 1 FROM bookings WHERE id = ${booking.id} AND calendar_sequence = ${next})`;
  try {
    const [updated] = await db.batch([
      db
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
        )
        .returning({ id: bookings.id }),
      db.insert(bookingChanges).select(
        sql`SELECT NULL, ${booking.id}, ${next}, ${booking.bookingDate}, ${booking.startTime},
          ${interval.bookingDate}, ${interval.startTime}, ${booking.totalCents}, ${args.repricedCents}, ${args.now}
        WHERE ${moved}`,
      ),
      db.delete(bookingSlots).where(and(eq(bookingSlots.bookingId, booking.id), moved)),
      db.insert(bookingSlots).select(sql`SELECT b.id, b.gym_id, s.column1, s.column2, b.athletes
        FROM bookings AS b JOIN (VALUES ${slotValues(slots)}) AS s
        WHERE b.id = ${booking.id} AND b.calendar_sequence = ${next}`),
      ...(addOn ? moveAddOn(db, addOn, args.gym.timeZone, moved) : []),
      // A reminder queued for the old date but not sent yet would name the wrong day.
      db
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
      ...args.mail.map((mail) => queueMailIf(db, mail, moved)),
    ]);
    return updated.length > 0 ? { ok: true } : { ok: false, reason: "changed" };
  } catch (error) {
    // Someone waits for a slot of the new date: a freed place there is theirs first.
    if (constraintFailed(error, WAITLIST_GUARDS.gym)) return { ok: false, reason: "gym_full", freePlaces: 0 };
    if (constraintFailed(error, WAITLIST_GUARDS.amenity)) return { ok: false, reason: "amenity_taken" };
    if (constraintFailed(error, "gym_slot_load_capacity_check"))
      return { ok: false, reason: "gym_full", freePlaces: await freePlaces(db, args.gym, slots) };
    if (constraintFailed(error, "amenity_slots")) return { ok: false, reason: "amenity_taken" };
    if (constraintFailed(error, "booking_changes")) return { ok: false, reason: "changed" };
    throw error;
  }
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
