/**
 * The unpaid-hold caps are triggers that run on every booking insert. Each must read only the holder's
 * own live holds: a cap that read every trip booking in the database made each booking and trip post
 * slower with every trip ever held (6,760 rows for one trip post on the bench at 100,000 gyms).
 */
import { env } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import { insertGym } from "./helpers";

const FAR = Date.parse("2099-01-01T00:00:00Z");

/** A pending day pass for a new athlete from `clientHash`, in a new trip when `inTrip`; its D1 rows read. */
async function hold(gymId: number, clientHash: string | null, inTrip: boolean): Promise<number> {
  const user = await env.DB.prepare("INSERT INTO users (user_type) VALUES ('athlete') RETURNING id").first<{
    id: number;
  }>();
  const reference = `GR-T${crypto.randomUUID().slice(0, 8)}`;
  let tripId: number | null = null;
  if (inTrip) {
    const trip = await env.DB.prepare(
      `INSERT INTO trips (reference, athlete_id, athlete_name, athlete_email, athletes, status, hold_expires_at, created_at)
       VALUES (?, ?, 'Traveller', 'traveller@example.com', 1, 'pending', ?, ?) RETURNING id`,
    )
      .bind(`GT-T${crypto.randomUUID().slice(0, 8)}`, user!.id, FAR, Date.now())
      .first<{ id: number }>();
    tripId = trip!.id;
  }
  const result = await env.DB.prepare(
    `INSERT INTO bookings (reference, athlete_id, gym_id, athlete_name, athlete_email, booking_type, booking_date,
       start_time, end_time, duration_hours, athletes, starts_at, ends_at, total_cents, currency, status,
       hold_expires_at, client_hash, pass_days, trip_id, created_at)
     VALUES (?, ?, ?, 'Athlete', 'athlete@example.com', 'day_pass', '2098-12-30', '09:00', '10:00', 1, 1, ?, ?,
       2500, 'NZD', 'pending', ?, ?, 1, ?, ?)`,
  )
    .bind(reference, user!.id, gymId, FAR, FAR + 3_600_000, FAR, clientHash, tripId, Date.now())
    .run();
  return result.meta.rows_read;
}

describe("the hold caps read only the holder's own holds", () => {
  // The statistics below are this file's: later files sharing the runtime plan without them.
  afterAll(async () => {
    await env.DB.batch([env.DB.prepare("DELETE FROM sqlite_stat1"), env.DB.prepare("ANALYZE sqlite_schema")]);
  });

  it("a hold reads as many rows with 40 more trip holds in the database as before them", async () => {
    const gym = await insertGym();
    // The statistics the seed's ANALYZE left on the bench's database, from a time when the seeded
    // bookings carried no client address: the address index then looks useless to SQLite, and only
    // the query's own shape keeps the caps on it.
    for (let i = 0; i < 10; i++) await hold(gym.id, null, true);
    await env.DB.prepare("ANALYZE").run();
    const stats = [
      ["bookings_trip_idx", "179 179"],
      ["bookings_gym_status_hold_idx", "179 5 5 1"],
      ["bookings_client_status_hold_idx", "179 179 179 1"],
      ["bookings_athlete_status_hold_idx", "179 5 5 1"],
      ["bookings_ambassador_code_idx", "179 179"],
      ["bookings_status_ends_idx", "179 179 1"],
      ["bookings_status_hold_idx", "179 179 1"],
      ["bookings_athlete_created_idx", "179 5 1"],
      ["bookings_gym_starts_idx", "179 5 1"],
      ["bookings_gym_date_status_idx", "179 5 1 1"],
      ["bookings_payment_intent_id_unique", "179 1"],
      ["bookings_reference_unique", "179 1"],
    ];
    await env.DB.batch([
      env.DB.prepare("DELETE FROM sqlite_stat1 WHERE tbl = 'bookings'"),
      ...stats.map(([idx, stat]) =>
        env.DB.prepare("INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES ('bookings', ?, ?)").bind(idx, stat),
      ),
      env.DB.prepare("ANALYZE sqlite_schema"),
    ]);
    const before = await hold(gym.id, "holder-a", true);
    for (let i = 0; i < 40; i++) await hold(gym.id, `traveller-${i}`, true);
    expect(await hold(gym.id, "holder-b", true)).toBe(before);
    // A booking outside a trip runs the same caps.
    expect(await hold(gym.id, "holder-c", false)).toBeLessThanOrEqual(before);
  }, 60_000);
});
