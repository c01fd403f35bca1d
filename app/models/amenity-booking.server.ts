/**
 * Recovery amenities (sauna, ice bath, compression boots, float tank, massage room): each item
 * serves one booking at a time. An amenity is part of a booking (booked on its own, or added to a gym
 * visit): the booking's batch (booking.server.ts insertBooking) claims the item's 30-minute slots in
 * amenity_slots, whose primary key refuses a second claim, so of any number of concurrent requests
 * for a slot exactly one succeeds. This module lists items and plans an amenity part.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { amenityBookings, amenityItems } from "~/db/schema";
import {
  amenityStartTimes,
  CLOSED_DATE_MESSAGE,
  checkBookingDate,
  hoursOn,
  upcomingSlots,
} from "~/domain/booking";
import type { AmenityItemType } from "~/domain/catalog";
import { AMENITY_DURATION } from "~/domain/policies";
import { amenityPriceCents } from "~/domain/pricing";
import { wallClock, zonedTimeToInstant } from "~/domain/zoned-time";
import type { AmenityPart } from "./booking-create.server";
import type { BookingGym } from "./booking-gym.server";

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

/** The recovery session added to a booking (one at most): its item, start and length. */
export async function addOnOfBooking(db: Db, bookingId: number) {
  return db
    .select({
      id: amenityBookings.id,
      itemId: amenityBookings.amenityItemId,
      name: amenityBookings.amenityName,
      startTime: amenityBookings.startTime,
      endTime: amenityBookings.endTime,
      durationHours: amenityBookings.durationHours,
    })
    .from(amenityBookings)
    .where(eq(amenityBookings.bookingId, bookingId))
    .get();
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

/**
 * The amenity part of a booking, checked against the gym's calendar and priced from the database
 * (pricePerHour × hours; never the client's), or the problem in the athlete's words. A price of 0
 * means the gym does not offer the item.
 */
export function planAmenity(
  gym: BookingGym,
  item: AmenityItemView,
  input: { bookingDate: string; startTime: string; duration: number },
  now: number,
): { ok: true; part: AmenityPart } | { ok: false; message: string } {
  if (item.pricePerHourCents <= 0) return { ok: false, message: AMENITY_MESSAGES.notOffered };
  gym = hoursOn(gym, input.bookingDate);
  const dateProblem = checkBookingDate(gym, input.bookingDate, gym.timeZone, now);
  if (dateProblem === "holiday") return { ok: false, message: CLOSED_DATE_MESSAGE };
  if (dateProblem === "past" || dateProblem === "invalid")
    return { ok: false, message: AMENITY_MESSAGES.past };
  if (dateProblem === "too_far") return { ok: false, message: AMENITY_MESSAGES.tooFar };
  if (dateProblem === "closed")
    return { ok: false, message: `${gym.name} is closed that day. Please choose another date.` };
  const hours = input.duration;
  const times = amenityStartTimes(gym, hours);
  if (!times.includes(input.startTime))
    return {
      ok: false,
      message:
        times.length > 0
          ? `Please choose a start time between ${times[0]} and ${times.at(-1)} so the session ends by closing.`
          : "No session of that length fits inside this gym's hours. Please choose a shorter duration.",
    };
  if (upcomingSlots([input.startTime], input.bookingDate, gym.timeZone, now).length === 0)
    return { ok: false, message: "That start time has passed. Please choose a later time." };
  const startsAt = zonedTimeToInstant(input.bookingDate, input.startTime, gym.timeZone);
  const endsAt = startsAt + hours * 3_600_000;
  return {
    ok: true,
    part: {
      itemId: item.id,
      itemType: item.type,
      itemName: item.name,
      pricePerHourCents: item.pricePerHourCents,
      bookingDate: input.bookingDate,
      startTime: input.startTime,
      endTime: wallClock(endsAt, gym.timeZone).time,
      durationHours: hours,
      startsAt,
      endsAt,
      totalCents: amenityPriceCents(item.pricePerHourCents, hours),
    },
  };
}

export const AMENITY_MESSAGES = {
  notFound: "That amenity is not offered at this gym.",
  notOffered: "That amenity is not offered at this gym.",
  past: "That date has passed. Please choose today or a later date.",
  tooFar: "Bookings open up to a year ahead. Please choose an earlier date.",
  taken: (name: string) => `${name} is already booked at that time. Please choose another time.`,
} as const;

/** The item an amenity request names at this gym: by name (or id), and by type when one is given. */
export function findAmenityItem(
  items: readonly AmenityItemView[],
  request: { amenityName: string; amenityType?: string | undefined },
): AmenityItemView | undefined {
  return items.find(
    (i) =>
      (i.name.toLowerCase() === request.amenityName.toLowerCase() || String(i.id) === request.amenityName) &&
      (!request.amenityType || i.type === request.amenityType || i.typeLabel === request.amenityType),
  );
}

export const AMENITY_DURATIONS = Array.from(
  { length: AMENITY_DURATION.max - AMENITY_DURATION.min + 1 },
  (_, i) => AMENITY_DURATION.min + i,
);
