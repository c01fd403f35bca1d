/**
 * What the booking screen needs about a gym, read in one statement.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { gyms } from "~/db/schema";
import type { GymHours } from "~/domain/booking";
import { dayHoursOf } from "~/domain/booking-request";

export type Currency = "NZD" | "AUD";

/** What the booking screen needs about a gym: public columns only, real rating and count. */
export interface BookingGym extends GymHours {
  id: number;
  name: string;
  address: string;
  city: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
  currency: Currency;
  capacity: number;
  dayPassRateCents: number;
  hourlyRateCents: number;
  /** Week and month pass rates; null or 0: not sold. */
  weeklyRateCents: number | null;
  monthlyRateCents: number | null;
  contactEmail: string | null;
  image: string | null;
  imageAlt: string;
  averageRating: number | null;
  reviewCount: number;
}

/**
 * The gym with its weekly hours, its first photo and its coming closed dates: one statement. The lists
 * come as JSON, so a booking reads its gym in one D1 statement where it took four in a batch.
 */
const bookingGymColumns = {
  id: gyms.id,
  name: gyms.name,
  address: gyms.address,
  city: gyms.city,
  country: gyms.country,
  latitude: gyms.latitude,
  longitude: gyms.longitude,
  timeZone: gyms.timeZone,
  currency: gyms.currency,
  capacity: gyms.capacity,
  dayPassRateCents: gyms.dayPassRateCents,
  hourlyRateCents: gyms.hourlyRateCents,
  weeklyRateCents: gyms.weeklyRateCents,
  monthlyRateCents: gyms.monthlyRateCents,
  openTime: gyms.openTime,
  closeTime: gyms.closeTime,
  is24Hours: gyms.is24Hours,
  contactEmail: gyms.contactEmail,
  averageRating: sql<
    number | null
  >`(SELECT round(avg(r.rating), 1) FROM reviews AS r WHERE r.gym_id = "gyms"."id")`,
  reviewCount: sql<number>`(SELECT count(*) FROM reviews AS r WHERE r.gym_id = "gyms"."id")`,
  /** [day, openTime, closeTime] of each operating day. */
  days: sql`json((SELECT json_group_array(json_array(d.day, d.open_time, d.close_time)) FROM gym_operating_days AS d WHERE d.gym_id = "gyms"."id"))`.mapWith(
    jsonOf<[number, string | null, string | null][]>,
  ),
  /** [url, alt] of the first photo, or null. */
  image:
    sql`json((SELECT json_array(i.url, i.alt) FROM gym_images AS i WHERE i.gym_id = "gyms"."id" ORDER BY i.position LIMIT 1))`.mapWith(
      jsonOf<[string, string | null] | null>,
    ),
  /** The closed dates from yesterday on (sorted below). */
  closed:
    sql`json((SELECT json_group_array(c.date) FROM gym_closed_dates AS c WHERE c.gym_id = "gyms"."id" AND c.date >= date('now', '-1 day')))`.mapWith(
      jsonOf<string[]>,
    ),
};

function bookingGymQuery(db: Db) {
  return db
    .select(bookingGymColumns)
    .from(gyms)
    .where(and(eq(gyms.id, sql.placeholder("gymId")), eq(gyms.isActive, true)))
    .prepare();
}

/** A selected `json(…)` value: SQLite sends it as text. */
function jsonOf<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

type BookingGymRow = Awaited<ReturnType<ReturnType<typeof bookingGymQuery>["get"]>>;

function toBookingGym({ days: dayRows, image, closed, ...gym }: NonNullable<BookingGymRow>): BookingGym {
  const days = dayRows.map(([day, openTime, closeTime]) => ({ day, openTime, closeTime }));
  return {
    ...gym,
    currency: gym.currency as Currency,
    operatingDays: days.map((d) => d.day).sort(),
    dayHours: dayHoursOf(days),
    closedDates: [...closed].sort(),
    image: image?.[0] ?? null,
    imageAlt: image?.[1] || gym.name,
  };
}

export async function getBookingGym(db: Db, gymId: number): Promise<BookingGym | undefined> {
  const row = await bookingGymQuery(db).get({ gymId });
  return row ? toBookingGym(row) : undefined;
}

/** Several gyms in one read (a trip's stops), in the order asked; undefined where one is not bookable. */
export async function getBookingGyms(db: Db, gymIds: readonly number[]): Promise<(BookingGym | undefined)[]> {
  const rows = await db
    .select(bookingGymColumns)
    .from(gyms)
    .where(and(inArray(gyms.id, [...new Set(gymIds)]), eq(gyms.isActive, true)));
  const byId = new Map(rows.map((row) => [row.id, toBookingGym(row)]));
  return gymIds.map((id) => byId.get(id));
}
