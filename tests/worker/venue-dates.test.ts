/**
 * Issue 20: dates shown to people are the venue's (or, for the admin, the operator's), never the UTC
 * day: a review written on Wednesday morning in Wellington is dated Wednesday.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { loader } from "~/routes/gym/route";
import { db, insertGym, request, routerContext } from "./helpers";

type LoaderData = Awaited<ReturnType<typeof loader>>;

describe("a review's date", () => {
  it("is the gym's local date: 08:30 NZDT on Wednesday 25 November is not Tuesday's UTC date", async () => {
    const gym = await insertGym({ name: "Wellington Dates Gym", timeZone: "Pacific/Auckland" });
    const [athlete] = await db()
      .insert(users)
      .values({ userType: "athlete", name: "Aroha Ngata" })
      .returning({ id: users.id });
    const written = Date.parse("2026-11-24T19:30:00Z"); // Wednesday 08:30 in Wellington
    const booking = await env.DB.prepare(
      `INSERT INTO bookings (reference, athlete_id, gym_id, athlete_name, athlete_email, booking_type,
        booking_date, start_time, end_time, duration_hours, athletes, starts_at, ends_at, total_cents,
        currency, status) VALUES ('GR-DATES2', ?, ?, 'Aroha', 'aroha@example.com', 'day_pass',
        '2026-11-24', '06:00', '22:00', 16, 1, ?, ?, 2500, 'NZD', 'completed') RETURNING id`,
    )
      .bind(athlete!.id, gym.id, written - 86_400_000, written - 40_000_000)
      .first<{ id: number }>();
    await env.DB.prepare(
      "INSERT INTO reviews (booking_id, athlete_id, gym_id, rating, comment, created_at) VALUES (?, ?, ?, 5, 'Great platforms', ?)",
    )
      .bind(booking!.id, athlete!.id, gym.id, written)
      .run();
    const page = (await loader({
      request: request(`/gym/${gym.id}`),
      context: routerContext(),
      params: { id: String(gym.id) },
    } as never)) as LoaderData;
    expect(page.gym.reviews[0]?.createdAt).toBe("2026-11-25");
  });
});
