/**
 * D1 refuses a statement with more than 100 bound parameters ("too many SQL variables"), in production
 * only: local D1 (miniflare's SQLite) allows far more, so nothing else here would notice. The search's
 * inputs are lists the visitor chooses (equipment, amenities, sports, training days, each capped by
 * the schema), so the widest search the schema accepts must still bind at most 100 values in every
 * statement it runs, whatever sort.
 */
import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { gymSports } from "~/db/schema";
import { AMENITY_OPTIONS, EQUIPMENT_OPTIONS } from "~/domain/catalog";
import { parseGymSearch } from "~/domain/gym-search";
import { searchGyms } from "~/models/gym-search.server";
import { db, insertGym } from "./helpers";

const D1_MAX_BOUND_PARAMETERS = 100;

/** env.DB, recording how many values each statement binds. */
function recordingD1(bound: { sql: string; count: number }[]): D1Database {
  const real = env.DB;
  return new Proxy(real, {
    get(target, key) {
      if (key === "prepare")
        return (sql: string) => {
          const statement = target.prepare(sql);
          return new Proxy(statement, {
            get(s, k) {
              if (k === "bind")
                return (...values: unknown[]) => {
                  bound.push({ sql, count: values.length });
                  return s.bind(...values);
                };
              const v = Reflect.get(s, k);
              return typeof v === "function" ? v.bind(s) : v;
            },
          });
        };
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function widest(sort: string): URLSearchParams {
  const params = new URLSearchParams({ city: "Paramtown", athletes: "12", teamSize: "10", sort });
  params.set("minPrice", "1");
  params.set("maxPrice", "500");
  params.set("lat", "-36.85");
  params.set("lng", "174.76");
  for (let i = 0; i < 20; i++) params.append("equipment", EQUIPMENT_OPTIONS[i % EQUIPMENT_OPTIONS.length]!);
  for (let i = 0; i < 20; i++) params.append("amenities", AMENITY_OPTIONS[i % AMENITY_OPTIONS.length]!);
  for (let i = 0; i < 20; i++) params.append("sports", `Sport number ${i}`);
  const start = Date.UTC(2027, 0, 1);
  for (let i = 0; i < 62; i++)
    params.append("days", new Date(start + i * 86_400_000).toISOString().slice(0, 10));
  return params;
}

describe("the widest search the schema accepts", () => {
  it.each(["distance", "price", "rating"])(
    "binds at most 100 values per statement, sorted by %s",
    async (sort) => {
      await insertGym({ city: "Paramtown", latitude: -36.85, longitude: 174.76, isActive: true });
      const parsed = parseGymSearch(widest(sort));
      expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
      const bound: { sql: string; count: number }[] = [];
      await searchGyms(drizzle(recordingD1(bound)), (parsed as { ok: true; query: never }).query);
      expect(bound.length).toBeGreaterThan(0);
      const widestStatement = bound.reduce((a, b) => (b.count > a.count ? b : a));
      expect(widestStatement.count, widestStatement.sql.slice(0, 300)).toBeLessThanOrEqual(
        D1_MAX_BOUND_PARAMETERS,
      );
    },
  );
});

describe("a list bound as one JSON value keeps its meaning", () => {
  it("several sports keep the gyms catering for every one of them; a repeated sport counts once", async () => {
    const both = await insertGym({ city: "Sportsville", isActive: true });
    const rugby = await insertGym({ city: "Sportsville", isActive: true });
    const netball = await insertGym({ city: "Sportsville", isActive: true });
    await db()
      .insert(gymSports)
      .values([
        { gymId: both.id, name: "Rugby" },
        { gymId: both.id, name: "Netball" },
        { gymId: rugby.id, name: "Rugby" },
        { gymId: netball.id, name: "Netball" },
      ]);
    const ids = async (qs: string) => {
      const parsed = parseGymSearch(new URLSearchParams(`city=Sportsville&sort=price&${qs}`));
      if (!parsed.ok) throw new Error(parsed.message);
      return (await searchGyms(db(), parsed.query)).gyms.map((g) => g.id).sort((a, b) => a - b);
    };
    expect(await ids("sports=Rugby&sports=Netball")).toEqual([both.id]);
    expect(await ids("sports=Rugby")).toEqual([both.id, rugby.id].sort((a, b) => a - b));
    expect(await ids("sports=Rugby&sports=Rugby")).toEqual([both.id, rugby.id].sort((a, b) => a - b));
    expect(await ids("sports=Rugby&sports=Netball&sports=Rowing")).toEqual([]);
  });
});
