/**
 * A city's centre (the origin of "nearest first") is kept by triggers as running sums over its places
 * (gym_places, ADR 033): after
 * gyms are listed, moved, paused, moved to another city and deleted, it equals the average of the
 * city's listed gyms with coordinates, and the search measures distances from it.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gyms } from "~/db/schema";
import { parseGymSearch } from "~/domain/gym-search";
import { searchGyms } from "~/models/gym-search.server";
import { db, insertGym } from "./helpers";

const CITY = "Centreville";

async function stored() {
  return env.DB.prepare(
    "SELECT sum(located) AS gyms, sum(lat_sum) AS lat_sum, sum(lng_sum) AS lng_sum FROM gym_places WHERE city = ?",
  )
    .bind(CITY)
    .first<{ gyms: number | null; lat_sum: number; lng_sum: number }>();
}

async function averaged() {
  return env.DB.prepare(
    "SELECT count(*) AS n, avg(latitude) AS lat, avg(longitude) AS lng FROM gyms WHERE city = ? AND is_active = 1 AND latitude IS NOT NULL AND longitude IS NOT NULL",
  )
    .bind(CITY)
    .first<{ n: number; lat: number | null; lng: number | null }>();
}

async function expectCentreMatchesGyms() {
  const [row, avg] = await Promise.all([stored(), averaged()]);
  expect(row?.gyms ?? 0).toBe(avg?.n ?? 0);
  if (avg && avg.n > 0) {
    const located = row?.gyms ?? 0;
    expect(row!.lat_sum / located).toBeCloseTo(avg.lat!, 9);
    expect(row!.lng_sum / located).toBeCloseTo(avg.lng!, 9);
  }
}

describe("city centres", () => {
  it("follow listing, moving, pausing, renaming and deleting gyms", async () => {
    const a = await insertGym({ city: CITY, latitude: -41.3, longitude: 174.7, isActive: true });
    const b = await insertGym({ city: CITY, latitude: -41.2, longitude: 174.9, isActive: true });
    await insertGym({ city: CITY, latitude: null, longitude: null, isActive: true }); // no pin: not counted
    const c = await insertGym({ city: CITY, latitude: -41.0, longitude: 175.0, isActive: false }); // unlisted
    await expectCentreMatchesGyms();

    await db().update(gyms).set({ isActive: true }).where(eq(gyms.id, c.id)); // listed
    await expectCentreMatchesGyms();
    await db().update(gyms).set({ latitude: -41.25, longitude: 174.8 }).where(eq(gyms.id, a.id)); // pin moved
    await expectCentreMatchesGyms();
    await db().update(gyms).set({ isActive: false }).where(eq(gyms.id, b.id)); // paused
    await expectCentreMatchesGyms();
    await db().update(gyms).set({ city: "Elsewhere" }).where(eq(gyms.id, c.id)); // another city
    await expectCentreMatchesGyms();
    await db().delete(gyms).where(eq(gyms.id, a.id));
    await expectCentreMatchesGyms();

    // The search measures from it.
    await insertGym({ city: CITY, address: "9 Side Street, Northside", latitude: -41.1, longitude: 174.6 });
    await insertGym({ city: CITY, address: "3 Main Road, Northside", latitude: -41.15, longitude: 174.65 });
    await expectCentreMatchesGyms();
    const parsed = parseGymSearch(new URLSearchParams(`city=${CITY}`));
    if (!parsed.ok) throw new Error(parsed.message);
    const avg = await averaged();
    const result = await searchGyms(db(), parsed.query);
    expect(result.origin?.lat).toBeCloseTo(avg!.lat!, 9);
    expect(result.origin?.lng).toBeCloseTo(avg!.lng!, 9);
  });
});
