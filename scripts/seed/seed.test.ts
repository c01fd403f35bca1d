import { describe, expect, it } from "vitest";
import { AMENITY_OPTIONS, EQUIPMENT_OPTIONS, SPORTS } from "../../app/domain/catalog.ts";
import { CITIES } from "./cities.ts";
import { buildCuratedDataset } from "./dataset.ts";
import { SEED_SECRET_MARKER, SEED_SECRET_VALUES } from "./secrets.ts";
import { insertStatements, sqlLiteral } from "./sql.ts";
import { buildSyntheticGyms } from "./synthetic.ts";
import { zonedToEpochMs } from "./time.ts";

type Row = Record<string, unknown>;
function rowsOf(table: string): Row[] {
  const found = buildCuratedDataset()
    .tables.toTableRows()
    .find((t) => t.table === table);
  if (!found) return [];
  return found.rows.map((values) => Object.fromEntries(found.columns.map((c, i) => [c, values[i]])));
}
const distanceKm = (lat1: number, lng1: number, lat2: number, lng2: number) => {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
};

describe("sqlLiteral", () => {
  it("escapes strings and renders other values as SQL literals", () => {
    expect(sqlLiteral("O'Connor's gym")).toBe("'O''Connor''s gym'");
    expect(sqlLiteral("'); DROP TABLE gyms; --")).toBe("'''); DROP TABLE gyms; --'");
    expect(sqlLiteral(null)).toBe("NULL");
    expect(sqlLiteral(undefined)).toBe("NULL");
    expect(sqlLiteral(true)).toBe("1");
    expect(sqlLiteral(false)).toBe("0");
    expect(sqlLiteral(-41.2865)).toBe("-41.2865");
    expect(sqlLiteral(new Date(1_700_000_000_000))).toBe("1700000000000");
    expect(sqlLiteral(["a'b"])).toBe(`'["a''b"]'`);
    expect(() => sqlLiteral(Number.NaN)).toThrow(RangeError);
  });

  it("splits multi-row inserts by size and row count", () => {
    const rows = Array.from({ length: 2500 }, (_, i) => [i, `name ${i}`]);
    const statements = [
      ...insertStatements({ table: "t", columns: ["id", "name"], rows }, { maxRows: 1000 }),
    ];
    expect(statements).toHaveLength(3);
    const small = [
      ...insertStatements({ table: "t", columns: ["id", "name"], rows }, { maxStatementBytes: 2000 }),
    ];
    expect(small.every((s) => s.length <= 2000)).toBe(true);
    expect(small.join("").match(/\(\d+, 'name \d+'\)/g)).toHaveLength(2500);
  });
});

describe("zonedToEpochMs", () => {
  it("converts gym-local wall-clock time to UTC across zones and daylight saving", () => {
    expect(new Date(zonedToEpochMs("2026-07-01", "09:00", "Pacific/Auckland")).toISOString()).toBe(
      "2026-06-30T21:00:00.000Z",
    );
    expect(new Date(zonedToEpochMs("2026-12-01", "09:00", "Pacific/Auckland")).toISOString()).toBe(
      "2026-11-30T20:00:00.000Z",
    );
    expect(new Date(zonedToEpochMs("2026-12-01", "09:00", "Australia/Brisbane")).toISOString()).toBe(
      "2026-11-30T23:00:00.000Z",
    );
    expect(new Date(zonedToEpochMs("2026-07-01", "06:30", "Australia/Adelaide")).toISOString()).toBe(
      "2026-06-30T21:00:00.000Z",
    );
    expect(new Date(zonedToEpochMs("2026-07-01", "24:00", "Australia/Perth")).toISOString()).toBe(
      "2026-07-01T16:00:00.000Z",
    );
  });
});

describe("curated seed data", () => {
  const gyms = rowsOf("gyms");

  it("is identical on every build", () => {
    expect(JSON.stringify(buildCuratedDataset().tables.toTableRows())).toBe(
      JSON.stringify(buildCuratedDataset().tables.toTableRows()),
    );
  });

  it("covers every city, Wellington most, with two inactive gyms", () => {
    expect(gyms.length).toBeGreaterThanOrEqual(42);
    for (const city of CITIES) expect(gyms.some((g) => g.city === city.name)).toBe(true);
    expect(gyms.filter((g) => g.city === "Wellington" && g.is_active).length).toBeGreaterThanOrEqual(6);
    expect(gyms.filter((g) => !g.is_active)).toHaveLength(2);
  });

  it("keeps gyms near their city centre, in the right zone and currency, with rates in range", () => {
    for (const gym of gyms) {
      const city = CITIES.find((c) => c.name === gym.city);
      expect(city).toBeDefined();
      if (!city) continue;
      expect(distanceKm(city.lat, city.lng, gym.latitude as number, gym.longitude as number)).toBeLessThan(8);
      expect(gym.time_zone).toBe(city.timeZone);
      expect(gym.currency).toBe(city.currency);
      expect(gym.day_pass_rate_cents).toBeGreaterThanOrEqual(1500);
      expect(gym.day_pass_rate_cents).toBeLessThanOrEqual(6000);
      expect(gym.hourly_rate_cents).toBeGreaterThanOrEqual(800);
      expect(gym.hourly_rate_cents).toBeLessThanOrEqual(3000);
      expect(gym.capacity).toBeGreaterThanOrEqual(20);
      expect(gym.capacity).toBeLessThanOrEqual(150);
    }
  });

  it("lists 3-8 equipment, 2-6 amenities and 2-4 sports from the catalogue, and 2-3 images", () => {
    const per = (table: string) => {
      const counts = new Map<unknown, unknown[]>();
      for (const row of rowsOf(table))
        counts.set(row.gym_id, [...(counts.get(row.gym_id) ?? []), row.name ?? row.url]);
      return counts;
    };
    const equipment = per("gym_equipment");
    const amenities = per("gym_amenities");
    const sports = per("gym_sports");
    const images = per("gym_images");
    for (const gym of gyms) {
      const e = equipment.get(gym.id) ?? [];
      const a = amenities.get(gym.id) ?? [];
      const s = sports.get(gym.id) ?? [];
      expect(e.length).toBeGreaterThanOrEqual(3);
      expect(e.length).toBeLessThanOrEqual(8);
      expect(a.length).toBeGreaterThanOrEqual(2);
      expect(a.length).toBeLessThanOrEqual(6);
      expect(s.length).toBeGreaterThanOrEqual(2);
      expect(s.length).toBeLessThanOrEqual(4);
      expect((images.get(gym.id) ?? []).length).toBeGreaterThanOrEqual(2);
      for (const name of e) expect(EQUIPMENT_OPTIONS).toContain(name);
      for (const name of a) expect(AMENITY_OPTIONS).toContain(name);
      for (const name of s) expect(SPORTS).toContain(name);
    }
  });

  it("prices completed bookings by the spec's rules and links one review to each", () => {
    const byId = new Map(gyms.map((g) => [g.id, g]));
    const bookings = rowsOf("bookings");
    const reviews = rowsOf("reviews");
    expect(new Set(bookings.map((b) => b.reference)).size).toBe(bookings.length);
    for (const b of bookings) {
      const gym = byId.get(b.gym_id);
      const rate =
        b.booking_type === "day_pass"
          ? gym?.day_pass_rate_cents
          : (gym?.hourly_rate_cents as number) * (b.duration_hours as number);
      expect(b.total_cents).toBe((rate as number) * (b.athletes as number));
      expect(b.status).toBe("completed");
      expect(b.reference).toMatch(/^GR-[2-9A-HJ-NP-Z]{6}$/);
      expect(b.ends_at as number).toBeGreaterThan(b.starts_at as number);
      expect(b.ends_at as number).toBeLessThan(Date.UTC(2026, 10, 1));
    }
    expect(reviews.map((r) => r.booking_id).sort()).toEqual(bookings.map((b) => b.id).sort());
    for (const gym of gyms) {
      const n = reviews.filter((r) => r.gym_id === gym.id).length;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(6);
    }
  });

  it("fills every gym's secret columns with values listed in SEED_SECRET_VALUES", () => {
    expect(SEED_SECRET_VALUES.length).toBeGreaterThan(40);
    for (const gym of gyms) {
      expect(SEED_SECRET_VALUES).toContain(gym.payment_account_id);
      expect(SEED_SECRET_VALUES).toContain(gym.account_number);
      expect(String(gym.payment_account_id)).toContain(SEED_SECRET_MARKER);
    }
  });
});

describe("synthetic gyms", () => {
  it("are the same for an id whichever chunk generates them", () => {
    const whole = buildSyntheticGyms(100, 120).toTableRows()[0];
    const part = buildSyntheticGyms(110, 112).toTableRows()[0];
    expect(part?.rows).toEqual(whole?.rows.slice(10, 13));
  });
});

describe("sample data that agrees with itself (issue 20)", () => {
  const gyms = rowsOf("gyms");
  const listOf = (table: string) => {
    const lists = new Map<unknown, string[]>();
    for (const row of rowsOf(table))
      lists.set(row.gym_id, [...(lists.get(row.gym_id) ?? []), String(row.name)]);
    return lists;
  };
  const equipment = listOf("gym_equipment");
  const amenities = listOf("gym_amenities");
  const sports = listOf("gym_sports");
  type Gym = { equipment: string[]; amenities: string[]; sports: string[]; teams: boolean };
  const facts = (gymId: unknown): Gym => ({
    equipment: equipment.get(gymId) ?? [],
    amenities: amenities.get(gymId) ?? [],
    sports: sports.get(gymId) ?? [],
    teams: Boolean(gyms.find((g) => g.id === gymId)?.can_host_teams),
  });
  const STRIKING = ["Boxing", "Kickboxing", "Muay Thai", "MMA"];
  const GRAPPLING = ["Brazilian Jiu-Jitsu", "Wrestling", "MMA", "Judo"];
  /** Words a text or picture may use, and what the gym must then have. Written apart from the seed's own tags. */
  const MENTIONS: [RegExp, string, (gym: Gym) => boolean][] = [
    [/\bracks?\b/i, "a lift rack", (g) => g.equipment.includes("Lift Rack")],
    [/\bplates?\b/i, "weight plates", (g) => g.equipment.includes("Weight Plates")],
    [/\bbars\b|barbell/i, "a barbell", (g) => g.equipment.some((e) => e.startsWith("Barbell"))],
    [/platform/i, "a lifting platform", (g) => g.equipment.includes("Olympic Lifting Platform")],
    [/rowing|rower/i, "a rowing machine", (g) => g.equipment.includes("Rowing Machine")],
    [/battle ropes?/i, "battle ropes", (g) => g.equipment.includes("Battle Ropes")],
    [/kettlebell/i, "kettlebells", (g) => g.equipment.includes("Kettlebells")],
    [/cable machine/i, "cable machines", (g) => g.equipment.includes("Cable Machines")],
    [/\bsauna\b/i, "a sauna", (g) => g.amenities.includes("Sauna") || g.amenities.includes("Infrared Sauna")],
    [/ice bath/i, "an ice bath", (g) => g.amenities.includes("Ice Bath")],
    [/compression boots/i, "compression boots", (g) => g.amenities.includes("Compression Boots")],
    [/massage/i, "massage therapy", (g) => g.amenities.includes("Massage Therapy")],
    [/locker|changing room/i, "a locker room", (g) => g.amenities.includes("Locker Room")],
    [/parking/i, "parking", (g) => g.amenities.includes("Parking")],
    [/boxing|heavy bag/i, "a striking sport (bags)", (g) => g.sports.some((s) => STRIKING.includes(s))],
    [/open mat/i, "a grappling sport", (g) => g.sports.some((s) => GRAPPLING.includes(s))],
    [/\bteam\b/i, "team hosting", (g) => g.teams],
  ];
  const contradictions = (text: string, gym: Gym) =>
    MENTIONS.filter(([pattern, , has]) => pattern.test(text) && !has(gym)).map(([, what]) => what);

  it("every review mentions only equipment, amenities, sports and team hosting its gym has", () => {
    const reviews = rowsOf("reviews");
    expect(reviews.length).toBeGreaterThan(100);
    const wrong = reviews
      .map((r) => ({
        gym: r.gym_id,
        text: String(r.comment),
        missing: contradictions(String(r.comment), facts(r.gym_id)),
      }))
      .filter((r) => r.missing.length > 0);
    expect(wrong).toEqual([]);
  });

  it("a review's words fit its stars: 'Five stars' is a 5, a complaint is not", () => {
    for (const review of rowsOf("reviews")) {
      const text = String(review.comment);
      if (/five stars/i.test(text)) expect(review.rating, text).toBe(5);
      if (/out of order|could do with an update|busier than|crowded/i.test(text))
        expect(review.rating, text).toBeLessThanOrEqual(4);
    }
  });

  it("every picture of a gym shows something it has, and every special request asks for something it has", () => {
    const wrong: string[] = [];
    for (const image of rowsOf("gym_images")) {
      const missing = contradictions(String(image.alt), facts(image.gym_id));
      if (missing.length > 0) wrong.push(`${image.alt}: no ${missing.join(", ")}`);
    }
    for (const booking of rowsOf("bookings")) {
      if (!booking.special_requests) continue;
      const missing = contradictions(String(booking.special_requests), facts(booking.gym_id));
      if (missing.length > 0)
        wrong.push(`gym ${booking.gym_id} "${booking.special_requests}": no ${missing.join(", ")}`);
    }
    expect(wrong).toEqual([]);
  });

  it("every gym has a public phone, a postcode, a region and coordinates to 5+ decimals", () => {
    const decimals = (n: unknown) => (String(n).split(".")[1] ?? "").length;
    for (const gym of gyms) {
      expect(gym.public_phone, String(gym.name)).toMatch(/^\+6[14] \d/);
      expect(gym.postal_code, String(gym.name)).toMatch(/^\d{4}$/);
      expect(gym.region, String(gym.name)).toBeTruthy();
      expect(decimals(gym.latitude), `${gym.name} latitude`).toBeGreaterThanOrEqual(5);
      expect(decimals(gym.longitude), `${gym.name} longitude`).toBeGreaterThanOrEqual(5);
    }
  });
});
