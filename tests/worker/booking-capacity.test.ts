import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, gymOperatingDays, users } from "~/db/schema";
import type { BookingDetails } from "~/domain/schemas/booking";
import { addDays, todayIn, zonedTimeToInstant } from "~/domain/zoned-time";
import { type BookingGym, getBookingGym } from "~/models/booking-gym.server";
import { completeBookings, expireHolds } from "~/models/booking-jobs.server";
import { getBooking } from "~/models/booking-read.server";
import { TestProvider } from "~/payments/test-provider.server";
import { settlePayment } from "~/use-cases/pay-booking.server";
import { cancelBooking, createBooking, payBooking, testContext } from "./booking-helpers";
import { db, insertGym } from "./helpers";

const provider = new TestProvider();
const now = Date.now();

async function athlete(): Promise<number> {
  const [row] = await db().insert(users).values({ userType: "athlete" }).returning({ id: users.id });
  return row!.id;
}

function details(gym: BookingGym, overrides: Partial<BookingDetails> = {}): BookingDetails {
  return {
    gymId: gym.id,
    athleteName: "Aroha Test",
    athleteEmail: "aroha@example.com",
    bookingType: "day_pass",
    bookingDate: addDays(todayIn(gym.timeZone, now), 7),
    startTime: "06:00",
    duration: 2,
    athletes: 1,
    ...overrides,
  };
}

async function slotLoad(gymId: number) {
  return env.DB.prepare(
    "SELECT slot_date, slot_time, booked, capacity FROM gym_slot_load WHERE gym_id = ? ORDER BY 1, 2",
  )
    .bind(gymId)
    .all<{ slot_date: string; slot_time: string; booked: number; capacity: number }>()
    .then((r) => r.results);
}

async function bookingGym(overrides: Parameters<typeof insertGym>[0] = {}) {
  const row = await insertGym({ capacity: 10, hourlyRateCents: 1500, dayPassRateCents: 3000, ...overrides });
  return (await getBookingGym(db(), row.id))!;
}

describe("creating a booking", () => {
  let gym: BookingGym;
  let userId: number;
  beforeAll(async () => {
    gym = await bookingGym();
    userId = await athlete();
  });

  it("prices a day pass on the server (dayPassRate × athletes) and holds every slot to closing", async () => {
    const result = await createBooking(db(), { userId, gym, input: details(gym, { athletes: 3 }), now });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.booking.totalCents).toBe(9000);
    expect(result.booking.reference).toMatch(/^GR-[2-9A-HJKMNP-Z]{6}$/);
    const row = await db().select().from(bookings).where(eq(bookings.id, result.booking.id)).get();
    expect(row).toMatchObject({
      status: "pending",
      endTime: "22:00",
      durationHours: 16,
      athletes: 3,
      currency: "NZD",
    });
    expect(row!.holdExpiresAt!.getTime()).toBe(now + 15 * 60_000);
    const load = await slotLoad(gym.id);
    expect(load).toHaveLength(32); // 06:00 … 21:30
    expect(load.every((s) => s.booked === 3 && s.capacity === 10)).toBe(true);
  });

  it("prices an hourly booking as hourlyRate × hours × athletes and ends at start + duration", async () => {
    const result = await createBooking(db(), {
      userId,
      gym,
      input: details(gym, { bookingType: "hourly", startTime: "18:30", duration: 3, athletes: 2 }),
      now,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.booking.totalCents).toBe(1500 * 3 * 2);
    const row = await db().select().from(bookings).where(eq(bookings.id, result.booking.id)).get();
    expect(row).toMatchObject({ startTime: "18:30", endTime: "21:30", durationHours: 3 });
    expect(row!.endsAt.getTime() - row!.startsAt.getTime()).toBe(3 * 3_600_000);
  });

  it("refuses an hourly booking that would end after closing, a past date and a closed day", async () => {
    const late = await createBooking(db(), {
      userId,
      gym,
      input: details(gym, { bookingType: "hourly", startTime: "21:00", duration: 2 }),
      now,
    });
    expect(late).toMatchObject({ ok: false, status: 400, field: "startTime" });
    const past = await createBooking(db(), {
      userId,
      gym,
      input: details(gym, { bookingDate: addDays(todayIn(gym.timeZone, now), -1) }),
      now,
    });
    expect(past).toMatchObject({ ok: false, status: 400, field: "bookingDate" });

    const weekdaysOnly = await bookingGym({ name: "Weekday Gym" });
    await db()
      .insert(gymOperatingDays)
      .values([1, 2, 3, 4, 5].map((day) => ({ gymId: weekdaysOnly.id, day })));
    const reloaded = (await getBookingGym(db(), weekdaysOnly.id))!;
    let sunday = addDays(todayIn(reloaded.timeZone, now), 1);
    while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, 1);
    const closed = await createBooking(db(), {
      userId,
      gym: reloaded,
      input: details(reloaded, { bookingDate: sunday }),
      now,
    });
    expect(closed).toMatchObject({
      ok: false,
      status: 400,
      field: "bookingDate",
      message: "Weekday Gym is closed on Sundays. Please choose another date.",
    });
  });
});

describe("capacity under concurrency", () => {
  it("50 concurrent attempts at a gym's last 5 places confirm exactly 5", async () => {
    const gym = await bookingGym({ capacity: 8 });
    const userId = await athlete();
    const first = await createBooking(db(), { userId, gym, input: details(gym, { athletes: 3 }), now });
    expect(first.ok).toBe(true);
    const attempts = await Promise.all(
      Array.from({ length: 50 }, async () =>
        createBooking(db(), { userId: await athlete(), gym, input: details(gym), now }),
      ),
    );
    const created = attempts.filter((a) => a.ok);
    expect(created).toHaveLength(5);
    const refused = attempts.filter((a) => !a.ok);
    expect(refused).toHaveLength(45);
    for (const r of refused)
      expect(r).toMatchObject({
        status: 409,
        message: "This gym is fully booked at that time. Please choose another date or time.",
      });
    const load = await slotLoad(gym.id);
    expect(Math.max(...load.map((s) => s.booked))).toBe(8);
    // Nothing partial: every refused attempt left no booking row behind.
    const count = await env.DB.prepare("SELECT count(*) AS n FROM bookings WHERE gym_id = ?")
      .bind(gym.id)
      .first<{ n: number }>();
    expect(count!.n).toBe(6);
  });

  it("a group bigger than what is left is told how many places remain", async () => {
    const gym = await bookingGym({ capacity: 4 });
    await createBooking(db(), { userId: await athlete(), gym, input: details(gym, { athletes: 3 }), now });
    const result = await createBooking(db(), {
      userId: await athlete(),
      gym,
      input: details(gym, { athletes: 2 }),
      now,
    });
    expect(result).toMatchObject({
      ok: false,
      status: 409,
      message: "Only 1 place is left at that time. Please book fewer athletes or choose another time.",
    });
  });

  it("expired holds release their places (by the job, and before a new booking at the gym)", async () => {
    const gym = await bookingGym({ capacity: 2 });
    const held = await createBooking(db(), {
      userId: await athlete(),
      gym,
      input: details(gym, { athletes: 2 }),
      now,
    });
    expect(held.ok).toBe(true);
    const blocked = await createBooking(db(), {
      userId: await athlete(),
      gym,
      input: details(gym),
      now: now + 60_000,
    });
    expect(blocked.ok).toBe(false);
    // 16 minutes later the hold is gone: the next booking releases it in its own batch.
    const later = now + 16 * 60_000;
    const after = await createBooking(db(), {
      userId: await athlete(),
      gym,
      input: details(gym, { athletes: 2 }),
      now: later,
    });
    expect(after.ok).toBe(true);
    const expired = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.id, held.ok ? held.booking.id : 0))
      .get();
    expect(expired!.status).toBe("cancelled");
    expect(Math.max(...(await slotLoad(gym.id)).map((s) => s.booked))).toBe(2);
    // The job does the same and is idempotent.
    expect(await expireHolds(db(), later + 16 * 60_000)).toBeGreaterThanOrEqual(1);
    expect(await expireHolds(db(), later + 16 * 60_000)).toBe(0);
    expect(Math.max(...(await slotLoad(gym.id)).map((s) => s.booked))).toBe(0);
  });
});

describe("paying", () => {
  it("a declined card leaves the booking pending and its capacity held until expiry; a good card confirms once", async () => {
    const gym = await bookingGym({ capacity: 1 });
    const userId = await athlete();
    const created = await createBooking(db(), { userId, gym, input: details(gym), now });
    if (!created.ok) throw new Error(created.message);
    const access = { userId, linkedIds: [] };
    let booking = (await getBooking(db(), created.booking.id, access))!;
    const declined = await payBooking(db(), provider, booking, "pm_card_chargeDeclined", now + 1000);
    expect(declined).toEqual({ ok: false, status: 402, message: "Your card was declined." });
    const funds = await payBooking(
      db(),
      provider,
      booking,
      "pm_card_chargeDeclinedInsufficientFunds",
      now + 2000,
    );
    expect(funds).toEqual({ ok: false, status: 402, message: "Your card has insufficient funds." });
    booking = (await getBooking(db(), created.booking.id, access))!;
    expect(booking.status).toBe("pending");
    expect(Math.max(...(await slotLoad(gym.id)).map((s) => s.booked))).toBe(1);
    const other = await createBooking(db(), {
      userId: await athlete(),
      gym,
      input: details(gym),
      now: now + 3000,
    });
    expect(other.ok).toBe(false);

    const paid = await payBooking(db(), provider, booking, "pm_card_visa", now + 4000);
    expect(paid).toEqual({ ok: true, status: "confirmed" });
    booking = (await getBooking(db(), created.booking.id, access))!;
    expect(booking.status).toBe("confirmed");
    expect(booking.paymentIntentId).toBe(`pi_test_${booking.reference}`);
    const again = await payBooking(db(), provider, booking, "pm_card_visa", now + 5000);
    expect(again).toEqual({ ok: false, status: 409, message: "This booking is already paid." });
    // A replayed confirmation changes nothing: one event, one e-mail, still confirmed.
    const replay = await settlePayment(testContext(now + 6000, provider), {
      bookingId: booking.id,
      paymentIntentId: booking.paymentIntentId!,
      eventId: `test_charge_${booking.paymentIntentId}`,
      checked: undefined,
    });
    expect(replay).toBe("already_settled");
    const mails = await env.DB.prepare(
      "SELECT count(*) AS n FROM mail_outbox WHERE kind = 'booking_confirmation' AND related_id = ?",
    )
      .bind(booking.id)
      .first<{ n: number }>();
    expect(mails!.n).toBe(1);
    const events = await env.DB.prepare("SELECT count(*) AS n FROM payment_events WHERE booking_id = ?")
      .bind(booking.id)
      .first<{ n: number }>();
    expect(events!.n).toBe(1);
    // Confirmed bookings keep their slots after the hold time passes.
    expect(await expireHolds(db(), now + 60 * 60_000)).toBe(0);
    expect(Math.max(...(await slotLoad(gym.id)).map((s) => s.booked))).toBe(1);
  });

  it("a hold that expired cannot be paid", async () => {
    const gym = await bookingGym();
    const userId = await athlete();
    const created = await createBooking(db(), { userId, gym, input: details(gym), now });
    if (!created.ok) throw new Error(created.message);
    const booking = (await getBooking(db(), created.booking.id, { userId, linkedIds: [] }))!;
    const late = await payBooking(db(), provider, booking, "pm_card_visa", now + 15 * 60_000 + 1);
    expect(late).toMatchObject({ ok: false, status: 409 });
  });
});

describe("cancelling and completing", () => {
  it("refunds by the policy and releases the slots; a second cancel changes nothing", async () => {
    const gym = await bookingGym({
      capacity: 5,
      timeZone: "Australia/Sydney",
      country: "Australia",
      currency: "AUD",
    });
    const userId = await athlete();
    const access = { userId, linkedIds: [] };
    const created = await createBooking(db(), { userId, gym, input: details(gym, { athletes: 2 }), now });
    if (!created.ok) throw new Error(created.message);
    let booking = (await getBooking(db(), created.booking.id, access))!;
    await payBooking(db(), provider, booking, "pm_card_visa", now);
    booking = (await getBooking(db(), created.booking.id, access))!;
    // 7 days ahead: full refund.
    const cancelled = await cancelBooking(db(), provider, booking, now);
    expect(cancelled).toEqual({ ok: true, refundCents: 6000, currency: "AUD" });
    expect(await slotLoad(gym.id).then((l) => l.every((s) => s.booked === 0))).toBe(true);
    const twice = await cancelBooking(db(), provider, booking, now);
    expect(twice).toMatchObject({ ok: false, status: 409 });
    expect((await getBooking(db(), booking.id, access))!.refundCents).toBe(6000);
  });

  it("gives 50% between 12 and 24 hours before the start", async () => {
    const gym = await bookingGym();
    const userId = await athlete();
    const access = { userId, linkedIds: [] };
    const date = addDays(todayIn(gym.timeZone, now), 3);
    const created = await createBooking(db(), {
      userId,
      gym,
      input: details(gym, { bookingDate: date }),
      now,
    });
    if (!created.ok) throw new Error(created.message);
    let booking = (await getBooking(db(), created.booking.id, access))!;
    await payBooking(db(), provider, booking, "pm_card_visa", now);
    booking = (await getBooking(db(), created.booking.id, access))!;
    const start = zonedTimeToInstant(date, "06:00", gym.timeZone);
    const result = await cancelBooking(db(), provider, booking, start - 18 * 3_600_000);
    expect(result).toEqual({ ok: true, refundCents: 1500, currency: "NZD" });
  });

  it("completes confirmed bookings after their end, once", async () => {
    const gym = await bookingGym();
    const userId = await athlete();
    const created = await createBooking(db(), {
      userId,
      gym,
      input: details(gym, { bookingType: "hourly", startTime: "10:00", duration: 1 }),
      now,
    });
    if (!created.ok) throw new Error(created.message);
    const booking = (await getBooking(db(), created.booking.id, { userId, linkedIds: [] }))!;
    await payBooking(db(), provider, booking, "pm_card_visa", now);
    const end = booking.endsAt.getTime();
    expect(await completeBookings(db(), end - 1)).toBe(0);
    expect(await completeBookings(db(), end)).toBeGreaterThanOrEqual(1);
    expect(
      (await db().select({ s: bookings.status }).from(bookings).where(eq(bookings.id, booking.id)).get())!.s,
    ).toBe("completed");
    const rerun = await db().all(
      sql`SELECT id FROM bookings WHERE status = 'completed' AND id = ${booking.id}`,
    );
    expect(rerun).toHaveLength(1);
  });
});
