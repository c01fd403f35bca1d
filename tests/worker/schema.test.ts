import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { insertGym } from "./helpers";

const EXPECTED_TABLES = [
  "users",
  "gyms",
  "gym_equipment",
  "gym_amenities",
  "gym_sports",
  "gym_operating_days",
  "gym_images",
  "gym_staff",
  "amenity_items",
  "bookings",
  "amenity_bookings",
  "reviews",
  "saved_gyms",
  "trainers",
  "waitlist",
  "gym_applications",
  "ambassador_applications",
  "ambassador_codes",
  "commission_ledger",
  "ambassador_payouts",
  "team_booking_inquiries",
  "athlete_interest_messages",
  "payment_events",
  "mail_outbox",
  "page_views",
  "admin_sessions",
  "login_attempts",
  "products",
  "orders",
  "order_items",
  "ledger_entries",
  "payout_runs",
  "payout_items",
  "booking_changes",
  "gym_places",
  "booking_check_ins",
];

async function insertBooking(gymId: number, athleteId: number, overrides: Record<string, unknown> = {}) {
  const row = {
    reference: `GR-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    athlete_id: athleteId,
    gym_id: gymId,
    athlete_name: "Aroha",
    athlete_email: "aroha@example.com",
    booking_type: "day_pass",
    booking_date: "2026-12-01",
    start_time: "06:00",
    end_time: "22:00",
    duration_hours: 16,
    athletes: 1,
    starts_at: 1_000,
    ends_at: 2_000,
    total_cents: 2500,
    currency: "NZD",
    ...overrides,
  };
  const columns = Object.keys(row);
  return env.DB.prepare(
    `INSERT INTO bookings (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")}) RETURNING id`,
  )
    .bind(...Object.values(row))
    .first<{ id: number }>();
}

describe("the data model after migrations", () => {
  it("creates every table of the spec and the architecture", async () => {
    const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{
      name: string;
    }>();
    const names = results.map((r) => r.name);
    for (const table of EXPECTED_TABLES) expect(names, table).toContain(table);
  });

  it("indexes the searches the spec runs", async () => {
    const { results } = await env.DB.prepare(
      "SELECT tbl_name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL",
    ).all<{
      tbl_name: string;
      sql: string;
    }>();
    const on = (table: string) =>
      results
        .filter((r) => r.tbl_name === table)
        .map((r) => r.sql)
        .join("\n");
    expect(on("gyms")).toMatch(/city/);
    expect(on("gyms")).toMatch(/latitude/);
    expect(on("gyms")).toMatch(/day_pass_rate_cents/);
    expect(on("gym_equipment")).toMatch(/name/);
    expect(on("gym_amenities")).toMatch(/name/);
    expect(on("gym_sports")).toMatch(/sport|name/);
  });

  it("rejects a booking with an unknown status or type, and accepts a valid one", async () => {
    const gym = await insertGym();
    const athlete = await env.DB.prepare(
      "INSERT INTO users (user_type) VALUES ('athlete') RETURNING id",
    ).first<{ id: number }>();
    await expect(insertBooking(gym.id, athlete!.id, { status: "paid" })).rejects.toThrow(
      /CHECK constraint failed/,
    );
    await expect(insertBooking(gym.id, athlete!.id, { booking_type: "weekly" })).rejects.toThrow(
      /CHECK constraint failed/,
    );
    await expect(insertBooking(gym.id, athlete!.id, { total_cents: -1 })).rejects.toThrow(
      /CHECK constraint failed/,
    );
    const ok = await insertBooking(gym.id, athlete!.id);
    expect(ok?.id).toBeGreaterThan(0);
    const stored = await env.DB.prepare("SELECT status FROM bookings WHERE id = ?")
      .bind(ok!.id)
      .first<{ status: string }>();
    expect(stored?.status).toBe("pending");
  });

  it("keeps review ratings within 1-5 and one review per booking", async () => {
    const gym = await insertGym();
    const athlete = await env.DB.prepare(
      "INSERT INTO users (user_type) VALUES ('athlete') RETURNING id",
    ).first<{ id: number }>();
    const booking = await insertBooking(gym.id, athlete!.id, { status: "completed" });
    const review = (rating: number) =>
      env.DB.prepare(
        "INSERT INTO reviews (booking_id, athlete_id, gym_id, rating, comment) VALUES (?, ?, ?, ?, 'Great')",
      )
        .bind(booking!.id, athlete!.id, gym.id, rating)
        .run();
    await expect(review(6)).rejects.toThrow(/CHECK constraint failed/);
    await expect(review(0)).rejects.toThrow(/CHECK constraint failed/);
    await review(5);
    await expect(review(4)).rejects.toThrow(/UNIQUE constraint failed/);
  });

  it("enforces foreign keys", async () => {
    await expect(
      env.DB.prepare("INSERT INTO saved_gyms (user_id, gym_id) VALUES (999999, 999999)").run(),
    ).rejects.toThrow(/FOREIGN KEY constraint failed/);
  });

  it("stores money as integer cents with a currency per gym", async () => {
    const gym = await insertGym({
      dayPassRateCents: 3550,
      currency: "AUD",
      country: "Australia",
      timeZone: "Australia/Sydney",
    });
    const row = await env.DB.prepare(
      "SELECT day_pass_rate_cents, currency, typeof(day_pass_rate_cents) AS t FROM gyms WHERE id = ?",
    )
      .bind(gym.id)
      .first<{ day_pass_rate_cents: number; currency: string; t: string }>();
    expect(row).toEqual({ day_pass_rate_cents: 3550, currency: "AUD", t: "integer" });
    await expect(
      env.DB.prepare("UPDATE gyms SET currency = 'USD' WHERE id = ?").bind(gym.id).run(),
    ).rejects.toThrow(/CHECK constraint failed/);
  });
});
