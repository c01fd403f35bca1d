import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureVisitor } from "~/identity.server";
import { REVIEW_REASONS, reviewEligibility } from "~/models/review.server";
import { action } from "~/routes/api/reviews";
import { config, cookieFrom, db, insertGym, request, routerContext } from "./helpers";

async function booking(athleteId: number, gymId: number, status: string) {
  const row = await env.DB.prepare(
    `INSERT INTO bookings (reference, athlete_id, gym_id, athlete_name, athlete_email, booking_type, booking_date, start_time,
      end_time, duration_hours, athletes, starts_at, ends_at, total_cents, currency, status)
     VALUES (?, ?, ?, 'Tama', 'tama@example.com', 'day_pass', '2026-10-01', '06:00', '22:00', 16, 1, 1, 2, 2500, 'NZD', ?) RETURNING id`,
  )
    .bind(`GR-${Math.random().toString(36).slice(2, 8)}`, athleteId, gymId, status)
    .first<{ id: number }>();
  return row!.id;
}

async function visitor() {
  const v = await ensureVisitor(config(), request("/"));
  return { userId: v.userId, cookie: cookieFrom(v.headers) };
}

const post = (cookie: string, body: unknown) =>
  action({
    request: request("/api/reviews", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    }),
    context: routerContext(),
    params: {},
  } as never) as Promise<Response>;

let gymId: number;
let otherGymId: number;
beforeAll(async () => {
  gymId = (await insertGym({ name: "Review Gym" })).id;
  otherGymId = (await insertGym({ name: "Other Gym" })).id;
});

describe("review eligibility", () => {
  it("explains why a visitor cannot review, and opens once a booking there is completed", async () => {
    expect(await reviewEligibility(db(), undefined, gymId)).toEqual({
      canReview: false,
      reason: REVIEW_REASONS.noBooking,
    });
    const athlete = await visitor();
    expect(await reviewEligibility(db(), athlete.userId, gymId)).toMatchObject({
      reason: REVIEW_REASONS.noBooking,
    });
    await booking(athlete.userId, gymId, "confirmed");
    expect(await reviewEligibility(db(), athlete.userId, gymId)).toMatchObject({
      reason: REVIEW_REASONS.notCompleted,
    });
    const done = await booking(athlete.userId, gymId, "completed");
    expect(await reviewEligibility(db(), athlete.userId, gymId)).toEqual({
      canReview: true,
      bookingIds: [done],
    });
  });
});

describe("POST /api/reviews", () => {
  it("lets the athlete review their completed booking once, defaulting the rating to 5", async () => {
    const athlete = await visitor();
    const bookingId = await booking(athlete.userId, gymId, "completed");
    const response = await post(athlete.cookie, {
      bookingId,
      gymId,
      comment: "Great platforms",
      athleteId: 1,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      message: "Review submitted! Thank you for your feedback.",
    });
    const stored = await env.DB.prepare(
      "SELECT athlete_id, rating, comment FROM reviews WHERE booking_id = ?",
    )
      .bind(bookingId)
      .first();
    expect(stored).toEqual({ athlete_id: athlete.userId, rating: 5, comment: "Great platforms" });
    expect(await reviewEligibility(db(), athlete.userId, gymId)).toMatchObject({
      reason: REVIEW_REASONS.alreadyReviewed,
    });

    const again = await post(athlete.cookie, { bookingId, gymId, rating: 2, comment: "Second go" });
    expect(again.status).toBe(409);
  });

  it("refuses someone else's booking, a booking at another gym, and an unfinished one", async () => {
    const owner = await visitor();
    const stranger = await visitor();
    const completed = await booking(owner.userId, gymId, "completed");
    const pending = await booking(owner.userId, gymId, "pending");
    expect((await post(stranger.cookie, { bookingId: completed, gymId, comment: "Hijack" })).status).toBe(
      403,
    );
    expect((await post("", { bookingId: completed, gymId, comment: "Anonymous" })).status).toBe(403);
    expect(
      (await post(owner.cookie, { bookingId: completed, gymId: otherGymId, comment: "Wrong gym" })).status,
    ).toBe(403);
    expect((await post(owner.cookie, { bookingId: pending, gymId, comment: "Too soon" })).status).toBe(403);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM reviews WHERE booking_id IN (?, ?)")
      .bind(completed, pending)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("blank text gets the spec's message; ratings outside 1-5 are refused", async () => {
    const athlete = await visitor();
    const bookingId = await booking(athlete.userId, gymId, "completed");
    for (const [body, message] of [
      [{ bookingId, gymId, comment: "   " }, "Please write a review before submitting"],
      [{ bookingId, gymId }, "Please write a review before submitting"],
      [{ bookingId, gymId, comment: "ok", rating: 6 }, "Rating must be 1 to 5"],
      [{ bookingId, gymId, comment: "ok", rating: 0 }, "Rating must be 1 to 5"],
      [{ bookingId, gymId, comment: "ok", rating: 4.5 }, "Rating must be 1 to 5"],
      [{ bookingId: "x", gymId, comment: "ok" }, "bookingId"],
    ] as const) {
      const response = await post(athlete.cookie, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(
        message.startsWith("bookingId") ? "bookingId must be a positive whole number" : message,
      );
    }
  });
});
