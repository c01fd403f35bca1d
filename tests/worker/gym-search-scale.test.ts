/**
 * Search at scale: the nearest-first order found by widening circles matches a plain sort of every
 * match, on every page, whatever the spread (dense centre, far suburbs, gyms without coordinates);
 * counting stops at the cap and says so. The rating order read from the kept rating (ADR 037) matches a
 * sort by the reviews themselves, after reviews are added, changed, moved and deleted; so does price.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { parseGymSearch } from "~/domain/gym-search";
import { resultCount } from "~/domain/gym-search-options";
import { GYM_PAGE_SIZE, SEARCH_COUNT_CAP, searchGyms } from "~/models/gym-search.server";
import { loader as gymsLoader } from "~/routes/api/gyms";
import { db, request, routerContext } from "./helpers";

const CITY = "Hamilton";
const CENTRE = { lat: -37.787, lng: 175.279 };

/** A deterministic spread: most near the centre, some km out, a few far away, some unplaced. */
function place(i: number): { lat: number | null; lng: number | null } {
  if (i % 97 === 0) return { lat: null, lng: null };
  const x = Math.sin(i * 12.9898) * 43758.5453;
  const y = Math.sin(i * 78.233) * 12345.6789;
  const u = x - Math.floor(x) - 0.5;
  const w = y - Math.floor(y) - 0.5;
  const spread = i % 50 === 0 ? 2.5 : i % 7 === 0 ? 0.3 : 0.03;
  return { lat: CENTRE.lat + u * spread, lng: CENTRE.lng + w * spread };
}

const GYMS = 1_150;

beforeAll(async () => {
  const owner = await env.DB.prepare(
    "INSERT INTO users (user_type, email) VALUES ('gym_owner', 'scale-owner@example.com') RETURNING id",
  ).first<{ id: number }>();
  const statements: D1PreparedStatement[] = [];
  for (let i = 1; i <= GYMS; i += 1) {
    const { lat, lng } = place(i);
    statements.push(
      env.DB.prepare(
        `INSERT INTO gyms (owner_id, name, description, gym_rules, address, city, country, latitude, longitude,
          day_pass_rate_cents, currency, time_zone, is_active)
         VALUES (?, ?, 'A gym in the scale test.', 'Be kind.', '1 Test St', ?, 'New Zealand', ?, ?, ?, 'NZD',
          'Pacific/Auckland', ?)`,
      ).bind(owner!.id, `Scale Gym ${i}`, CITY, lat, lng, 1000 + (i % 40) * 100, i % 31 === 0 ? 0 : 1),
    );
    if (i % 3 === 0)
      statements.push(
        env.DB.prepare(
          "INSERT INTO gym_equipment (gym_id, name) VALUES ((SELECT id FROM gyms WHERE name = ?), 'Kettlebells')",
        ).bind(`Scale Gym ${i}`),
      );
  }
  for (let i = 0; i < statements.length; i += 500) await env.DB.batch(statements.slice(i, i + 500));

  // Reviews on about one gym in six: one to four each, so rounded averages tie and counts break ties.
  const athlete = await env.DB.prepare(
    "INSERT INTO users (user_type, email) VALUES ('athlete', 'scale-athlete@example.com') RETURNING id",
  ).first<{ id: number }>();
  const reviews: D1PreparedStatement[] = [];
  for (let i = 1; i <= GYMS; i += 1) {
    if (i % 6 !== 0) continue;
    for (let n = 0; n < 1 + (i % 4); n += 1) {
      reviews.push(
        env.DB.prepare(
          `INSERT INTO bookings (reference, athlete_id, gym_id, athlete_name, athlete_email, booking_type, booking_date,
            start_time, end_time, duration_hours, athletes, starts_at, ends_at, total_cents, currency, status)
           VALUES (?, ?, (SELECT id FROM gyms WHERE name = ?), 'Mere Tane', 'scale-athlete@example.com', 'day_pass',
            '2026-10-01', '06:00', '22:00', 16, 1, 1, 2, 2500, 'NZD', 'completed')`,
        ).bind(`GR-S${i}N${n}`, athlete!.id, `Scale Gym ${i}`),
        env.DB.prepare(
          `INSERT INTO reviews (booking_id, athlete_id, gym_id, rating, comment)
           SELECT b.id, b.athlete_id, b.gym_id, ?, 'Good' FROM bookings b WHERE b.reference = ?`,
        ).bind(1 + ((i * 7 + n * 3) % 5), `GR-S${i}N${n}`),
      );
    }
  }
  for (let i = 0; i < reviews.length; i += 500) await env.DB.batch(reviews.slice(i, i + 500));
});

/** Every active match, nearest first by the same planar measure; unplaced gyms last. */
async function expectedOrder(
  origin: { lat: number; lng: number },
  kettlebellsOnly: boolean,
): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `SELECT g.id, g.latitude AS lat, g.longitude AS lng FROM gyms g WHERE g.city = ? AND g.is_active = 1
     ${kettlebellsOnly ? "AND EXISTS (SELECT 1 FROM gym_equipment e WHERE e.gym_id = g.id AND e.name = 'Kettlebells')" : ""}`,
  )
    .bind(CITY)
    .all<{ id: number; lat: number | null; lng: number | null }>();
  const k = Math.cos((origin.lat * Math.PI) / 180);
  const d = (r: { lat: number | null; lng: number | null }) =>
    r.lat == null || r.lng == null
      ? Number.POSITIVE_INFINITY
      : (r.lat - origin.lat) ** 2 + ((r.lng - origin.lng) * k) ** 2;
  return results.sort((a, b) => d(a) - d(b) || a.id - b.id).map((r) => r.id);
}

function query(params: string) {
  const parsed = parseGymSearch(new URLSearchParams(params));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.query;
}

describe("nearest-first search over a thousand gyms", () => {
  it("gives the same pages as sorting every match, from the city's centre", async () => {
    const first = await searchGyms(db(), query(`city=${CITY}`));
    const origin = first.origin!;
    const expected = await expectedOrder(origin, false);
    for (const page of [1, 2, 10, 40, Math.ceil(expected.length / GYM_PAGE_SIZE)]) {
      const result = await searchGyms(db(), query(`city=${CITY}&page=${page}`));
      expect(
        result.gyms.map((g) => g.id),
        `page ${page}`,
      ).toEqual(expected.slice((page - 1) * GYM_PAGE_SIZE, page * GYM_PAGE_SIZE));
    }
  });

  it("gives the same order with a filter and from a visitor far out of town", async () => {
    const origin = { lat: CENTRE.lat + 0.9, lng: CENTRE.lng - 0.7 };
    const expected = await expectedOrder(origin, true);
    for (const page of [1, 3]) {
      const result = await searchGyms(
        db(),
        query(`city=${CITY}&equipment=Kettlebells&lat=${origin.lat}&lng=${origin.lng}&page=${page}`),
      );
      expect(result.gyms.map((g) => g.id)).toEqual(
        expected.slice((page - 1) * GYM_PAGE_SIZE, page * GYM_PAGE_SIZE),
      );
      // Counting stops at the cap; the pages past it are still in the right order.
      expect(result.total).toBe(Math.min(expected.length, SEARCH_COUNT_CAP));
      expect(result.totalCapped).toBe(expected.length > SEARCH_COUNT_CAP);
    }
  });

  it("stops counting at 200 and says so, on the page and in the API", async () => {
    const result = await searchGyms(db(), query(`city=${CITY}`));
    expect(result.total).toBe(SEARCH_COUNT_CAP);
    expect(result.totalCapped).toBe(true);
    expect(resultCount(result)).toBe("200+");

    const response = (await gymsLoader({
      request: request(`/api/gyms?city=${CITY}`),
      params: {},
      context: routerContext(),
    } as never)) as Response;
    expect(response.headers.get("X-Total-Count")).toBe(String(SEARCH_COUNT_CAP));
    expect(response.headers.get("X-Total-Count-Capped")).toBe("true");

    const filtered = await searchGyms(db(), query(`city=${CITY}&equipment=Kettlebells&maxPrice=15`));
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.totalCapped).toBe(false);
    expect(resultCount(filtered)).toBe(String(filtered.total));
  });
});

/** Every active match of the city in the order a full sort gives, computed from the reviews themselves. */
async function sortedByRating(): Promise<
  { id: number; averageRating: number | null; reviewCount: number }[]
> {
  const { results } = await env.DB.prepare(
    `SELECT g.id,
       (SELECT round(avg(r.rating), 1) FROM reviews r WHERE r.gym_id = g.id) AS averageRating,
       (SELECT count(*) FROM reviews r WHERE r.gym_id = g.id) AS reviewCount
     FROM gyms g WHERE g.city = ? AND g.is_active = 1
     ORDER BY averageRating IS NULL, averageRating DESC, reviewCount DESC, g.id`,
  )
    .bind(CITY)
    .all<{ id: number; averageRating: number | null; reviewCount: number }>();
  return results;
}

async function expectEveryPageByRating() {
  const expected = await sortedByRating();
  const pages = Math.ceil(expected.length / GYM_PAGE_SIZE);
  for (const page of [1, 2, 3, 8, pages]) {
    const result = await searchGyms(db(), query(`city=${CITY}&sort=rating&page=${page}`));
    const slice = expected.slice((page - 1) * GYM_PAGE_SIZE, page * GYM_PAGE_SIZE);
    expect(
      result.gyms.map((g) => ({ id: g.id, averageRating: g.averageRating, reviewCount: g.reviewCount })),
      `page ${page}`,
    ).toEqual(slice);
  }
}

describe("by rating and by price over a thousand gyms (ADR 037)", () => {
  it("gives the same pages as sorting every match by its reviews, and follows new, changed and deleted reviews", async () => {
    await expectEveryPageByRating();

    // A five-star review lifts a gym with one low review; a changed rating and a deleted review move
    // others; the kept rating follows each.
    const { results: rated } = await env.DB.prepare(
      "SELECT r.id, r.gym_id AS gymId FROM reviews r JOIN gyms g ON g.id = r.gym_id WHERE g.city = ? ORDER BY r.id LIMIT 3",
    )
      .bind(CITY)
      .all<{ id: number; gymId: number }>();
    const [first, second, third] = rated;
    await env.DB.prepare("UPDATE reviews SET rating = 5 WHERE id = ?").bind(first!.id).run();
    await env.DB.prepare("DELETE FROM reviews WHERE id = ?").bind(second!.id).run();
    const unrated = await env.DB.prepare(
      "SELECT id FROM gyms WHERE city = ? AND is_active = 1 AND id NOT IN (SELECT gym_id FROM reviews) ORDER BY id DESC LIMIT 1",
    )
      .bind(CITY)
      .first<{ id: number }>();
    await env.DB.prepare("UPDATE reviews SET gym_id = ? WHERE id = ?").bind(unrated!.id, third!.id).run();
    await expectEveryPageByRating();

    // The gym's page shows the same kept figures.
    const kept = await env.DB.prepare("SELECT review_count AS n, rating FROM gyms WHERE id = ?")
      .bind(unrated!.id)
      .first<{ n: number; rating: number | null }>();
    expect(kept?.n).toBe(1);
    expect(kept?.rating).not.toBeNull();
  });

  it("gives the same pages as sorting every match by price", async () => {
    const { results } = await env.DB.prepare(
      `SELECT g.id FROM gyms g WHERE g.city = ? AND g.is_active = 1 AND g.day_pass_rate_cents BETWEEN 1500 AND 4000
       AND EXISTS (SELECT 1 FROM gym_equipment e WHERE e.gym_id = g.id AND e.name = 'Kettlebells')
       ORDER BY g.day_pass_rate_cents, g.id`,
    )
      .bind(CITY)
      .all<{ id: number }>();
    const expected = results.map((r) => r.id);
    for (const page of [1, 2, Math.ceil(expected.length / GYM_PAGE_SIZE)]) {
      const result = await searchGyms(
        db(),
        query(`city=${CITY}&sort=price&minPrice=15&maxPrice=40&equipment=Kettlebells&page=${page}`),
      );
      expect(
        result.gyms.map((g) => g.id),
        `page ${page}`,
      ).toEqual(expected.slice((page - 1) * GYM_PAGE_SIZE, page * GYM_PAGE_SIZE));
    }
  });
});
