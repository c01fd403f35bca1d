/**
 * Issue 20: week and month passes are bookings like any other: offered where the gym sets the rate,
 * priced by the server and holding capacity on every open day they cover (the slot triggers).
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings } from "~/db/schema";
import type { BookingDetails } from "~/domain/schemas/booking";
import { addDays, todayIn, zonedTimeToInstant } from "~/domain/zoned-time";
import { toApiBooking } from "~/models/booking-api.server";
import { type BookingGym, getBookingGym } from "~/models/booking-gym.server";
import { getBooking } from "~/models/booking-read.server";
import { changeBookingDate } from "~/use-cases/change-booking-date.server";
import { checkIn } from "~/use-cases/check-in.server";
import { createBooking, paidBooking, testContext } from "./booking-helpers";
import { db, insertAthlete, insertGym } from "./helpers";

const now = Date.now();

async function heldDays(bookingId: number) {
  const rows = await env.DB.prepare(
    "SELECT slot_date, count(*) AS n FROM booking_slots WHERE booking_id = ? GROUP BY slot_date ORDER BY 1",
  )
    .bind(bookingId)
    .all<{ slot_date: string; n: number }>();
  return rows.results;
}

describe("week and month passes", () => {
  let gym: BookingGym;
  let noPasses: BookingGym;
  let userId: number;
  let first: string;
  const input = (g: BookingGym, overrides: Partial<BookingDetails>): BookingDetails => ({
    gymId: g.id,
    athleteName: "Travelling Athlete",
    athleteEmail: "traveller@example.com",
    bookingType: "week_pass",
    bookingDate: first,
    startTime: "10:00",
    duration: 2,
    athletes: 1,
    ...overrides,
  });

  beforeAll(async () => {
    const row = await insertGym({
      capacity: 3,
      dayPassRateCents: 2500,
      weeklyRateCents: 6500,
      monthlyRateCents: 20000,
    });
    gym = (await getBookingGym(db(), row.id))!;
    noPasses = (await getBookingGym(
      db(),
      (
        await insertGym({ weeklyRateCents: 0, monthlyRateCents: null })
      ).id,
    ))!;
    userId = await insertAthlete();
    first = addDays(todayIn(gym.timeZone, now), 10);
  });

  it("books a week pass for the week rate (NZ$65 × athletes), holding all seven days", async () => {
    const made = await createBooking(db(), { userId, gym, input: input(gym, { athletes: 2 }), now });
    if (!made.ok) throw new Error(made.message);
    expect(made.booking.totalCents).toBe(13000);
    const row = await db().select().from(bookings).where(eq(bookings.id, made.booking.id)).get();
    expect(row).toMatchObject({
      bookingType: "day_pass",
      passDays: 7,
      bookingDate: first,
      startTime: "10:00",
    });
    const days = await heldDays(made.booking.id);
    expect(days.map((d) => d.slot_date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => addDays(first, i)));
    // The first day from 10:00, the others from opening (06:00) to closing (22:00).
    expect(days[0]!.n).toBe(24);
    expect(days[1]!.n).toBe(32);
    const api = toApiBooking((await getBooking(db(), made.booking.id, { userId, linkedIds: [] }))!);
    expect(api).toMatchObject({ bookingType: "week_pass", passDays: 7, totalCents: 13000 });
  });

  it("is checked against capacity on every day it covers", async () => {
    // Another athlete's day pass on day 4 leaves 1 of 3 places (2 taken by the pass above).
    const other = await insertAthlete();
    const day4 = await createBooking(db(), {
      userId: other,
      gym,
      input: input(gym, { bookingType: "day_pass", bookingDate: addDays(first, 3), startTime: "06:00" }),
      now,
    });
    expect(day4.ok).toBe(true);
    const full = await createBooking(db(), { userId: other, gym, input: input(gym, { athletes: 1 }), now });
    expect(full).toMatchObject({ ok: false, status: 409, field: "athletes" });
  });

  it("refuses a pass the gym does not sell, in words", async () => {
    const refused = await createBooking(db(), { userId, gym: noPasses, input: input(noPasses, {}), now });
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      field: "bookingType",
      message: "This gym does not offer week passes",
    });
  });

  it("moves a paid week pass with all its days when its date changes", async () => {
    const quiet = (await getBookingGym(db(), (await insertGym({ weeklyRateCents: 6500, capacity: 5 })).id))!;
    const booking = await paidBooking({ userId, gym: quiet, input: input(quiet, {}), now });
    const moved = await changeBookingDate(testContext(now), {
      access: { userId, linkedIds: [] },
      bookingId: booking.id,
      bookingDate: addDays(first, 14),
      startTime: "08:00",
    });
    expect(moved).toMatchObject({ ok: true, value: { totalCents: 6500, repricedCents: 6500 } });
    const days = await heldDays(booking.id);
    expect(days.map((d) => d.slot_date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => addDays(first, 14 + i)));
  });
});

describe("a week pass at the door", () => {
  it("checks in once on each day it covers, inside the hours: days 1, 2 and 7, not the day after", async () => {
    const row = await insertGym({ weeklyRateCents: 6500, capacity: 5, name: "Week Door Gym" });
    const gym = (await getBookingGym(db(), row.id))!;
    const ownerId = row.ownerId!;
    const userId = await insertAthlete();
    const first = addDays(todayIn(gym.timeZone, now), 20);
    const pass = await paidBooking({
      userId,
      gym,
      input: {
        gymId: gym.id,
        athleteName: "Week Walker",
        athleteEmail: "week.walker@example.com",
        bookingType: "week_pass",
        bookingDate: first,
        startTime: "10:00",
        duration: 2,
        athletes: 1,
      },
      now,
    });
    const reference = pass.reference;
    const door = (date: string, time: string) =>
      checkIn(testContext(zonedTimeToInstant(date, time, gym.timeZone)), {
        ownerId,
        gymId: gym.id,
        code: reference,
      });
    expect(await door(first, "10:05")).toMatchObject({ ok: true });
    expect(await door(first, "15:00")).toMatchObject({
      ok: false,
      code: "conflict",
      message: "Already checked in today at 10:05. This pass can be used once a day.",
    });
    const day2 = addDays(first, 1);
    expect(await door(day2, "05:30")).toMatchObject({
      ok: false,
      message: "This pass is valid today from 06:00 to 22:00, while the gym is open; it is 05:30 now.",
    });
    expect(await door(day2, "06:30")).toMatchObject({ ok: true });
    expect(await door(addDays(first, 6), "21:00")).toMatchObject({ ok: true });
    const after = await door(addDays(first, 7), "10:00");
    expect(after).toMatchObject({ ok: false, code: "conflict" });
    expect(after.ok ? "" : after.message).toMatch(
      /^This pass is valid once a day, \w{3} \d{1,2} \w{3}( \d{4})? – \w{3} \d{1,2} \w{3} \d{4}, not today\.$/,
    );
    const checkIns = await env.DB.prepare(
      "SELECT visit_date FROM booking_check_ins WHERE booking_id = ? ORDER BY visit_date",
    )
      .bind(pass.id)
      .all<{ visit_date: string }>();
    expect(checkIns.results.map((r) => r.visit_date)).toEqual([first, day2, addDays(first, 6)]);
    // The booking keeps its first check-in: the visit happened.
    const booking = await db().select().from(bookings).where(eq(bookings.id, pass.id)).get();
    expect(booking!.checkedInAt?.getTime()).toBe(zonedTimeToInstant(first, "10:05", gym.timeZone));
  }, 30_000);
});
