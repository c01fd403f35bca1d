/**
 * Recovery amenities (sauna, ice bath, compression boots, float tank, massage room): each item
 * serves one booking at a time. A booking claims the item's 30-minute slots in amenity_slots, whose
 * primary key refuses a second claim, so of any number of concurrent requests for a slot exactly one
 * succeeds; the insert of the booking and of its slots are one atomic batch.
 */
import { formatPrice } from "@gymroam/design-system";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { amenityBookings, amenityItems, amenitySlots } from "~/db/schema";
import {
  AMENITY_DURATION,
  amenityPriceCents,
  checkBookingDate,
  occupiedSlots,
  toMinutes,
  upcomingSlots,
  wallClock,
  zonedTimeToInstant,
} from "~/domain/booking";
import type { AmenityItemType } from "~/domain/catalog";
import type { AmenityBookingInput } from "~/domain/schemas/booking";
import type { BookingGym, Currency } from "./booking.server";
import { queueMail } from "./mail.server";

export const AMENITY_TYPE_LABELS: Record<AmenityItemType, string> = {
  sauna: "Sauna",
  ice_bath: "Ice Bath",
  compression_boots: "Compression Boots",
  float_tank: "Float Tank",
  massage_room: "Massage Room",
};

export interface AmenityItemView {
  id: number;
  type: AmenityItemType;
  typeLabel: string;
  name: string;
  pricePerHourCents: number;
}

export async function listAmenityItems(db: Db, gymId: number): Promise<AmenityItemView[]> {
  const rows = await db
    .select({
      id: amenityItems.id,
      type: amenityItems.type,
      name: amenityItems.name,
      pricePerHourCents: amenityItems.pricePerHourCents,
    })
    .from(amenityItems)
    .where(and(eq(amenityItems.gymId, gymId), eq(amenityItems.isActive, true)))
    .orderBy(asc(amenityItems.type), asc(amenityItems.name));
  return rows.map((r) => ({ ...r, typeLabel: AMENITY_TYPE_LABELS[r.type] }));
}

/** Start times for an amenity: every 30 minutes inside the gym's hours, ending by closing. */
export function amenityStartTimes(gym: BookingGym, hours: number): string[] {
  const open = gym.is24Hours ? 0 : (toMinutes(gym.openTime) ?? 0);
  const closeRaw = gym.is24Hours ? 24 * 60 : (toMinutes(gym.closeTime) ?? 24 * 60);
  const close = closeRaw === 0 ? 24 * 60 : closeRaw;
  const times: string[] = [];
  for (let m = Math.ceil(open / 30) * 30; m + hours * 60 <= close && m < 24 * 60; m += 30) {
    times.push(`${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
  }
  return times;
}

export type AmenityBookingResult =
  | {
      ok: true;
      booking: {
        id: number;
        amenityName: string;
        totalCents: number;
        currency: Currency;
        bookingDate: string;
        startTime: string;
        endTime: string;
      };
    }
  | { ok: false; status: 400 | 404 | 409; message: string };

/**
 * Books an amenity item for 1-4 hours. The item is looked up by name at this gym (and type, when
 * given); price = pricePerHour × hours from the database, never from the client. Confirmed at once
 * (spec section 4: an amenity booking starts as confirmed), with a confirmation e-mail.
 */
export async function bookAmenity(
  db: Db,
  args: {
    userId: number;
    gym: BookingGym;
    input: AmenityBookingInput;
    athleteEmail?: string;
    now: number;
  },
): Promise<AmenityBookingResult> {
  const { gym, input, now } = args;
  const items = await listAmenityItems(db, gym.id);
  const item = items.find(
    (i) =>
      (i.name.toLowerCase() === input.amenityName.toLowerCase() || String(i.id) === input.amenityName) &&
      (!input.amenityType || i.type === input.amenityType || i.typeLabel === input.amenityType),
  );
  if (!item) return { ok: false, status: 404, message: "That amenity is not offered at this gym." };
  const dateProblem = checkBookingDate(gym, input.bookingDate, gym.timeZone, now);
  if (dateProblem === "past" || dateProblem === "invalid")
    return { ok: false, status: 400, message: "That date has passed. Please choose today or a later date." };
  if (dateProblem === "too_far")
    return {
      ok: false,
      status: 400,
      message: "Bookings open up to a year ahead. Please choose an earlier date.",
    };
  if (dateProblem === "closed")
    return { ok: false, status: 400, message: `${gym.name} is closed that day. Please choose another date.` };
  const hours = input.duration;
  const times = amenityStartTimes(gym, hours);
  if (!times.includes(input.startTime))
    return {
      ok: false,
      status: 400,
      message:
        times.length > 0
          ? `Please choose a start time between ${times[0]} and ${times.at(-1)} so the session ends by closing.`
          : "No session of that length fits inside this gym's hours. Please choose a shorter duration.",
    };
  if (upcomingSlots([input.startTime], input.bookingDate, gym.timeZone, now).length === 0)
    return { ok: false, status: 400, message: "That start time has passed. Please choose a later time." };

  const startsAt = zonedTimeToInstant(input.bookingDate, input.startTime, gym.timeZone);
  const endsAt = startsAt + hours * 3_600_000;
  const endTime = wallClock(endsAt, gym.timeZone).time;
  const totalCents = amenityPriceCents(item.pricePerHourCents, hours);
  const slots = occupiedSlots(startsAt, endsAt, gym.timeZone);
  const values = sql.raw(
    slots
      .map((s) => {
        if (!/^[0-9-]{10}$/.test(s.date) || !/^[0-9:]{5}$/.test(s.time))
          throw new Error("Unexpected slot key");
        return `('${s.date}', '${s.time}')`;
      })
      .join(", "),
  );
  const token = `AM-${crypto.randomUUID()}`;
  const statements = [
    db
      .insert(amenityBookings)
      .values({
        gymId: gym.id,
        amenityItemId: item.id,
        athleteId: args.userId,
        amenityType: item.type,
        amenityName: item.name,
        bookingDate: input.bookingDate,
        startTime: input.startTime,
        endTime,
        durationHours: hours,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        pricePerHourCents: item.pricePerHourCents,
        totalCents,
        currency: gym.currency,
        externalBookingId: token,
        bookingStatus: "confirmed",
        createdAt: new Date(now),
      })
      .returning({ id: amenityBookings.id }),
    db.insert(amenitySlots).select(sql`SELECT ${item.id}, s.column1, s.column2, a.id
      FROM amenity_bookings AS a JOIN (VALUES ${values}) AS s WHERE a.external_booking_id = ${token}`),
  ] as const;
  try {
    const price = formatPrice(totalCents, gym.currency, { cents: "always" });
    const [inserted] = args.athleteEmail
      ? await db.batch([
          ...statements,
          queueMail(db, {
            to: args.athleteEmail,
            subject: `${item.name} booked at ${gym.name}`,
            text: [
              `Your ${item.name} session at ${gym.name} is confirmed.`,
              `When: ${input.bookingDate} ${input.startTime}-${endTime} (local time, ${gym.timeZone})`,
              `Where: ${gym.address}, ${gym.city}, ${gym.country}`,
              `Price: ${price}, payable at the venue.`,
            ].join("\n"),
            kind: "amenity_booking_confirmation",
            relatedType: "gym",
            relatedId: gym.id,
          }),
        ])
      : await db.batch(statements);
    const id = inserted[0]?.id;
    if (id === undefined) throw new Error("Amenity booking insert returned no id");
    return {
      ok: true,
      booking: {
        id,
        amenityName: item.name,
        totalCents,
        currency: gym.currency,
        bookingDate: input.bookingDate,
        startTime: input.startTime,
        endTime,
      },
    };
  } catch (error) {
    const text = `${String(error)} ${String((error as { cause?: unknown }).cause ?? "")}`;
    if (text.includes("amenity_slots"))
      return {
        ok: false,
        status: 409,
        message: `${item.name} is already booked at that time. Please choose another time.`,
      };
    throw error;
  }
}

export const AMENITY_DURATIONS = Array.from(
  { length: AMENITY_DURATION.max - AMENITY_DURATION.min + 1 },
  (_, i) => AMENITY_DURATION.min + i,
);
