import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { addDays, todayIn } from "~/domain/zoned-time";
import { runScheduledJobs } from "~/jobs.server";
import { getBookingGym } from "~/models/booking-gym.server";
import { getBooking } from "~/models/booking-read.server";
import { TestProvider } from "~/payments/test-provider.server";
import { createBooking, payBooking } from "./booking-helpers";
import { config, db, insertGym } from "./helpers";

describe("scheduled jobs (the cron trigger), run on demand", () => {
  it("expire unpaid holds, complete past bookings, and change nothing when run again", async () => {
    const now = Date.now();
    const row = await insertGym({ name: "Jobs Gym", capacity: 3, hourlyRateCents: 1500 });
    const gym = (await getBookingGym(db(), row.id))!;
    const [user] = await db().insert(users).values({ userType: "athlete" }).returning({ id: users.id });
    const userId = user!.id;
    const input = {
      gymId: gym.id,
      athleteName: "Job Runner",
      athleteEmail: "jobs@example.com",
      bookingType: "hourly" as const,
      bookingDate: addDays(todayIn(gym.timeZone, now), 2),
      startTime: "10:00",
      duration: 1,
      athletes: 2,
    };
    const unpaid = await createBooking(db(), { userId, gym, input, now });
    const paid = await createBooking(db(), { userId, gym, input: { ...input, startTime: "12:00" }, now });
    if (!unpaid.ok || !paid.ok) throw new Error("fixtures");
    const access = { userId, linkedIds: [] };
    await payBooking(
      db(),
      new TestProvider(),
      (await getBooking(db(), paid.booking.id, access))!,
      "pm_card_visa",
      now,
    );

    const status = async (id: number) => (await getBooking(db(), id, access))!.status;
    const load = async () =>
      (await env.DB.prepare("SELECT sum(booked) AS n FROM gym_slot_load WHERE gym_id = ?")
        .bind(gym.id)
        .first<{ n: number }>())!.n;
    expect(await load()).toBe(8); // 2 athletes × 2 slots × 2 bookings

    await runScheduledJobs(config(), new Date(now + 15 * 60_000 + 1));
    expect(await status(unpaid.booking.id)).toBe("cancelled");
    expect(await status(paid.booking.id)).toBe("confirmed");
    expect(await load()).toBe(4);

    const afterEnd = new Date((await getBooking(db(), paid.booking.id, access))!.endsAt.getTime() + 1);
    await runScheduledJobs(config(), afterEnd);
    expect(await status(paid.booking.id)).toBe("completed");
    const snapshot = await env.DB.prepare(
      "SELECT id, status, completed_at, cancelled_at FROM bookings WHERE gym_id = ?",
    )
      .bind(gym.id)
      .all();
    await runScheduledJobs(config(), new Date(afterEnd.getTime() + 60_000));
    expect(
      (
        await env.DB.prepare("SELECT id, status, completed_at, cancelled_at FROM bookings WHERE gym_id = ?")
          .bind(gym.id)
          .all()
      ).results,
    ).toEqual(snapshot.results);
  });
});
