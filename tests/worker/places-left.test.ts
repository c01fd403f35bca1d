/**
 * "N places left" on the booking form (issue 34): read before committing, from the same slots and
 * capacity the booking's own write is checked against, through the use case and GET /gym/{id}/book/places.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { addDays, todayIn } from "~/domain/zoned-time";
import { type BookingGym, getBookingGym } from "~/models/booking-gym.server";
import { loader as placesLoader } from "~/routes/gym-book/places";
import { placesLeft } from "~/use-cases/book-gym.server";
import { createBooking, testContext } from "./booking-helpers";
import { db, insertGym } from "./helpers";
import { call } from "./route-helpers";

const now = Date.now();

describe("places left before booking", () => {
  let gym: BookingGym;
  let date: string;
  beforeAll(async () => {
    const row = await insertGym({ capacity: 6, hourlyRateCents: 1500, dayPassRateCents: 3000 });
    gym = (await getBookingGym(db(), row.id))!;
    date = addDays(todayIn(gym.timeZone, now), 5);
    const [user] = await db().insert(users).values({ userType: "athlete" }).returning({ id: users.id });
    // 4 athletes 10:00-12:00.
    const made = await createBooking(db(), {
      userId: user!.id,
      gym,
      input: {
        gymId: gym.id,
        athleteName: "Mere Test",
        athleteEmail: "mere@example.com",
        bookingType: "hourly",
        bookingDate: date,
        startTime: "10:00",
        duration: 2,
        athletes: 4,
      },
      now,
    });
    expect(made.ok).toBe(true);
  }, 30_000);

  const ask = (over: Partial<{ bookingType: "day_pass" | "hourly"; startTime: string; duration: number }>) =>
    placesLeft(testContext(now), {
      gymId: gym.id,
      bookingType: "hourly",
      bookingDate: date,
      startTime: "06:00",
      duration: 1,
      ...over,
    });

  it("counts the fullest slot the visit would hold", async () => {
    expect(await ask({ startTime: "10:00" })).toEqual({ ok: true, value: { places: 2, capacity: 6 } });
    expect(await ask({ startTime: "11:30" })).toEqual({ ok: true, value: { places: 2, capacity: 6 } });
    // 12:00 onwards is free again; 08:00 for 3 hours runs into 10:00.
    expect(await ask({ startTime: "12:00" })).toEqual({ ok: true, value: { places: 6, capacity: 6 } });
    expect(await ask({ startTime: "08:00", duration: 3 })).toEqual({
      ok: true,
      value: { places: 2, capacity: 6 },
    });
    // A day pass from 06:00 holds to closing: through 10:00-12:00.
    expect(await ask({ bookingType: "day_pass", startTime: "06:00" })).toEqual({
      ok: true,
      value: { places: 2, capacity: 6 },
    });
  }, 30_000);

  it("refuses what the booking would refuse, in the booking's words", async () => {
    const past = await placesLeft(testContext(now), {
      gymId: gym.id,
      bookingType: "hourly",
      bookingDate: addDays(todayIn(gym.timeZone, now), -1),
      startTime: "10:00",
      duration: 1,
    });
    expect(past).toMatchObject({ ok: false, code: "invalid", field: "bookingDate" });
    const late = await ask({ startTime: "21:30", duration: 2 });
    expect(late).toMatchObject({ ok: false, code: "invalid", field: "startTime" });
    const missing = await placesLeft(testContext(now), {
      gymId: 2_000_000_000,
      bookingType: "hourly",
      bookingDate: date,
      startTime: "10:00",
      duration: 1,
    });
    expect(missing).toMatchObject({ ok: false, code: "not_found" });
  }, 30_000);

  it("answers GET /gym/{id}/book/places with JSON-able data, never kept, and 400 for a bad query", async () => {
    const path = (q: Record<string, string>) => `/gym/${gym.id}/book/places?${new URLSearchParams(q)}`;
    const good = await call(
      placesLoader,
      path({ bookingType: "hourly", bookingDate: date, startTime: "10:00", duration: "1" }),
      { params: { id: String(gym.id) } },
    );
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ ok: true, places: 2, capacity: 6 });
    expect(good.headers.get("Cache-Control")).toBe("no-store");

    const bad = await call(
      placesLoader,
      path({ bookingType: "hourly", bookingDate: "soon", startTime: "10:00" }),
      {
        params: { id: String(gym.id) },
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ ok: false, message: "Please select a booking date" });

    const closed = await call(
      placesLoader,
      path({ bookingType: "hourly", bookingDate: date, startTime: "23:00", duration: "1" }),
      { params: { id: String(gym.id) } },
    );
    expect(closed.status).toBe(400);
    expect((closed.body as { message: string }).message).toMatch(
      /^Please choose a start time between 06:00 and/,
    );
  }, 30_000);
});
