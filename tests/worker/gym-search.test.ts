import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { gymAmenities, gymEquipment, gymImages, gymOperatingDays, gymSports } from "~/db/schema";
import { parseGymSearch } from "~/domain/gym-search";
import { searchGyms } from "~/models/gym-search.server";
import { loader as gymLoader } from "~/routes/api/gym";
import { loader as gymsLoader } from "~/routes/api/gyms";
import { db, insertGym, request, routerContext } from "./helpers";

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

async function gym(
  name: string,
  options: {
    city?: string;
    lat: number;
    lng: number;
    dayPass: number;
    equipment?: string[];
    amenities?: string[];
    sports?: string[];
    days?: number[];
    capacity?: number;
    active?: boolean;
  },
) {
  const row = await insertGym({
    name,
    city: options.city ?? "Wellington",
    latitude: options.lat,
    longitude: options.lng,
    dayPassRateCents: options.dayPass * 100,
    hourlyRateCents: 1200,
    capacity: options.capacity ?? 40,
    isActive: options.active ?? true,
    bsb: "062-000",
    accountNumber: "99887766",
    bookingSystemApiKey: "sk_live_TESTSECRET",
  });
  const id = row.id;
  for (const name of options.equipment ?? []) await db().insert(gymEquipment).values({ gymId: id, name });
  for (const name of options.amenities ?? [])
    await db()
      .insert(gymAmenities)
      .values({ gymId: id, name: name as "Sauna" });
  for (const name of options.sports ?? []) await db().insert(gymSports).values({ gymId: id, name });
  for (const day of options.days ?? ALL_DAYS) await db().insert(gymOperatingDays).values({ gymId: id, day });
  await db()
    .insert(gymImages)
    .values({ gymId: id, position: 0, url: `/images/gyms/${id}.svg`, alt: name });
  return id;
}

async function review(gymId: number, rating: number) {
  const user = await env.DB.prepare("INSERT INTO users (user_type) VALUES ('athlete') RETURNING id").first<{
    id: number;
  }>();
  const booking = await env.DB.prepare(
    `INSERT INTO bookings (reference, athlete_id, gym_id, athlete_name, athlete_email, booking_type, booking_date, start_time,
      end_time, duration_hours, athletes, starts_at, ends_at, total_cents, currency, status)
     VALUES (?, ?, ?, 'Mere Tane', 'mere@example.com', 'day_pass', '2026-10-01', '06:00', '22:00', 16, 1, 1, 2, 2500, 'NZD', 'completed')
     RETURNING id`,
  )
    .bind(`GR-${Math.random().toString(36).slice(2, 8)}`, user!.id, gymId)
    .first<{ id: number }>();
  await env.DB.prepare(
    "INSERT INTO reviews (booking_id, athlete_id, gym_id, rating, comment) VALUES (?, ?, ?, ?, 'Solid gym')",
  )
    .bind(booking!.id, user!.id, gymId, rating)
    .run();
}

const search = async (qs: string) => {
  const parsed = parseGymSearch(new URLSearchParams(qs));
  if (!parsed.ok) throw new Error(parsed.message);
  return searchGyms(db(), parsed.query);
};
const names = (result: Awaited<ReturnType<typeof search>>) => result.gyms.map((g) => g.name);

let ids: Record<string, number>;
// Storage is isolated per test file, not per test: the fixture is inserted once.
beforeAll(async () => {
  ids = {
    central: await gym("Central Iron", {
      lat: -41.2865,
      lng: 174.7762,
      dayPass: 25,
      equipment: ["Lift Rack", "Olympic Lifting Platform"],
      amenities: ["Sauna"],
      sports: ["Powerlifting"],
    }),
    harbour: await gym("Harbour Strength", {
      lat: -41.2925,
      lng: 174.785,
      dayPass: 40,
      equipment: ["Lift Rack", "Rowing Machine"],
      amenities: ["Ice Bath", "Sauna"],
      sports: ["CrossFit"],
      days: [1, 2, 3, 4, 5, 6],
      capacity: 10,
    }),
    suburb: await gym("Karori Barbell", {
      lat: -41.285,
      lng: 174.735,
      dayPass: 15,
      equipment: ["Kettlebells"],
      amenities: ["Parking"],
      sports: ["Powerlifting", "Rugby"],
    }),
    closed: await gym("Closed Gym", { lat: -41.29, lng: 174.78, dayPass: 20, active: false }),
    auckland: await gym("Auckland Athletic", { city: "Auckland", lat: -36.8485, lng: 174.7633, dayPass: 30 }),
  };
  await review(ids.harbour!, 5);
  await review(ids.harbour!, 4);
  await review(ids.central!, 3);
});

describe("gym search filters (each narrows the results)", () => {
  it("city, case-insensitively, and never inactive gyms", async () => {
    expect(names(await search("city=wellington&sort=price"))).toEqual([
      "Karori Barbell",
      "Central Iron",
      "Harbour Strength",
    ]);
    expect(names(await search("city=Auckland"))).toEqual(["Auckland Athletic"]);
    expect(names(await search("city=Atlantis"))).toEqual([]);
  });

  it("price range on the day pass rate", async () => {
    expect(names(await search("city=Wellington&minPrice=20&maxPrice=30"))).toEqual(["Central Iron"]);
    expect(names(await search("city=Wellington&maxPrice=15"))).toEqual(["Karori Barbell"]);
  });

  it("equipment: every chosen item must be present", async () => {
    expect(names(await search("city=Wellington&equipment=Lift+Rack&sort=price"))).toEqual([
      "Central Iron",
      "Harbour Strength",
    ]);
    expect(
      names(await search("city=Wellington&equipment=Lift+Rack&equipment=Olympic+Lifting+Platform")),
    ).toEqual(["Central Iron"]);
    expect(names(await search("city=Wellington&equipment[]=Kettlebells"))).toEqual(["Karori Barbell"]);
  });

  it("amenities and sports", async () => {
    expect(names(await search("city=Wellington&amenities=Ice+Bath"))).toEqual(["Harbour Strength"]);
    expect(names(await search("city=Wellington&amenities=Sauna&sort=price"))).toEqual([
      "Central Iron",
      "Harbour Strength",
    ]);
    expect(names(await search("city=Wellington&sports=Powerlifting&sort=price"))).toEqual([
      "Karori Barbell",
      "Central Iron",
    ]);
  });

  it("dates: gyms closed on a chosen day drop out (2026-11-22 is a Sunday)", async () => {
    expect(names(await search("city=Wellington&from=2026-11-23&to=2026-11-24&sort=price"))).toHaveLength(3);
    expect(names(await search("city=Wellington&from=2026-11-21&to=2026-11-22&sort=price"))).toEqual([
      "Karori Barbell",
      "Central Iron",
    ]);
  });

  it("number of athletes: gyms too small for the group drop out", async () => {
    expect(names(await search("city=Wellington&athletes=12&sort=price"))).toEqual([
      "Karori Barbell",
      "Central Iron",
    ]);
  });
});

describe("ordering and figures", () => {
  it("orders by real distance from the visitor's location", async () => {
    const result = await search("city=Wellington&lat=-41.2850&lng=174.7350");
    expect(names(result)).toEqual(["Karori Barbell", "Central Iron", "Harbour Strength"]);
    expect(result.gyms[0]!.distanceKm).toBe(0);
    expect(result.gyms[1]!.distanceKm).toBeGreaterThan(3);
    expect(result.gyms[1]!.distanceKm).toBeLessThan(4);
  });

  it("without a location, measures from the centre of the city's gyms", async () => {
    const result = await search("city=Wellington");
    expect(result.origin).not.toBeNull();
    expect(result.gyms.every((g) => typeof g.distanceKm === "number")).toBe(true);
    expect(result.gyms.at(-1)!.name).toBe("Karori Barbell");
  });

  it("orders by rating computed from reviews, unrated last", async () => {
    const result = await search("city=Wellington&sort=rating");
    expect(names(result)).toEqual(["Harbour Strength", "Central Iron", "Karori Barbell"]);
    expect(result.gyms[0]).toMatchObject({ averageRating: 4.5, reviewCount: 2 });
    expect(result.gyms[2]).toMatchObject({ averageRating: null, reviewCount: 0 });
  });

  it("returns lists and the first image with each gym", async () => {
    const [central] = (await search("city=Wellington&equipment=Olympic+Lifting+Platform")).gyms;
    expect(central).toMatchObject({
      equipment: ["Lift Rack", "Olympic Lifting Platform"],
      amenities: ["Sauna"],
      sports: ["Powerlifting"],
      image: `/images/gyms/${ids.central}.svg`,
      currency: "NZD",
    });
  });
});

describe("GET /api/gyms", () => {
  const get = (qs: string) =>
    gymsLoader({ request: request(`/api/gyms?${qs}`), context: routerContext(), params: {} } as never);

  it("answers an array of gyms with the spec's decimal rates and the total in a header", async () => {
    const response = await get("city=Wellington&minPrice=10&maxPrice=100");
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Total-Count")).toBe("3");
    const body = (await response.json()) as { name: string; dayPassRate: number; images: string[] }[];
    expect(Array.isArray(body)).toBe(true);
    expect(body.find((g) => g.name === "Central Iron")).toMatchObject({
      dayPassRate: 25,
      images: [`/images/gyms/${ids.central}.svg`],
    });
  });

  it("never includes a secret column", async () => {
    const text = await (await get("city=Wellington")).text();
    for (const secret of [
      "062-000",
      "99887766",
      "TESTSECRET",
      "bsb",
      "accountNumber",
      "bookingSystemApiKey",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  for (const [qs, message] of [
    ["minPrice=abc", "minPrice"],
    ["maxPrice=-5", "maxPrice"],
    ["minPrice=50&maxPrice=20", "minPrice must not exceed maxPrice"],
    ["equipment=Laser+Cannon", "Unknown equipment option"],
    ["amenities=Moat", "Unknown amenity option"],
    ["from=2026-02-30", "Invalid date"],
    ["from=2026-12-05&to=2026-12-01", "end date"],
    ["athletes=0", "at least 1"],
    ["lat=-41.2", "together"],
    ["lat=500&lng=1", "out of range"],
    ["sort=cheapest", "Sort must be"],
    [`city=${"x".repeat(101)}`, "at most 100"],
  ] as const) {
    it(`answers 400 with a message for ${qs.slice(0, 40)}`, async () => {
      const response = await get(qs);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(message);
    });
  }
});

describe("GET /api/gyms/{id}", () => {
  const get = (id: string) =>
    gymLoader({ request: request(`/api/gyms/${id}`), context: routerContext(), params: { id } } as never);

  it("answers the gym with reviews, averageRating and reviewCount, and no secrets", async () => {
    const response = await get(String(ids.harbour));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain("062-000");
    const body = JSON.parse(text);
    expect(body).toMatchObject({
      name: "Harbour Strength",
      averageRating: 4.5,
      reviewCount: 2,
      dayPassRate: 40,
    });
    expect(body.reviews).toHaveLength(2);
    expect(body.reviews[0]).toMatchObject({ authorName: "Mere", comment: "Solid gym" });
    expect(body.operatingDays).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("404s for a missing or inactive gym and 400s for a malformed id", async () => {
    expect((await get("999999")).status).toBe(404);
    expect((await get(String(ids.closed))).status).toBe(404);
    expect((await get("12abc")).status).toBe(400);
    expect((await get("0")).status).toBe(400);
  });
});

describe("training days (gym feed)", () => {
  it("keeps gyms open on every chosen day's weekday", async () => {
    expect(names(await search("city=Wellington&days=2026-11-23&days=2026-11-24&sort=price"))).toHaveLength(3);
    expect(names(await search("city=Wellington&days=2026-11-23&days=2026-11-29&sort=price"))).toEqual([
      "Karori Barbell",
      "Central Iron",
    ]);
  });

  it("400s for a malformed day", async () => {
    expect(parseGymSearch(new URLSearchParams("days=2026-13-01")).ok).toBe(false);
  });
});

describe("team size (team booking)", () => {
  it("keeps only gyms that host teams at least that big", async () => {
    const team = await insertGym({ name: "Squad Hall", canHostTeams: true, maxTeamSize: 30 });
    await insertGym({ name: "Small Team Room", canHostTeams: true, maxTeamSize: 8 });
    await insertGym({ name: "No Teams", canHostTeams: false, maxTeamSize: 50 });
    expect(names(await search("teamSize=20"))).toEqual(["Squad Hall"]);
    expect(names(await search("teamSize=6&sort=price")).sort()).toEqual(["Small Team Room", "Squad Hall"]);
    expect((await search("teamSize=20")).gyms[0]).toMatchObject({
      id: team.id,
      canHostTeams: true,
      maxTeamSize: 30,
    });
    expect(parseGymSearch(new URLSearchParams("teamSize=0"))).toEqual({
      ok: false,
      message: "teamSize: Team size must be at least 1",
    });
  });
});

describe("capacity on the chosen dates", () => {
  it("drops a gym whose day-pass bookings leave no room for the group that day", async () => {
    const full = await insertGym({ name: "Tiny Box", city: "Nelson", capacity: 10 });
    const roomy = await insertGym({ name: "Big Shed", city: "Nelson", capacity: 100 });
    for (const id of [full.id, roomy.id]) {
      for (const day of [0, 1, 2, 3, 4, 5, 6]) await db().insert(gymOperatingDays).values({ gymId: id, day });
    }
    const user = await env.DB.prepare("INSERT INTO users (user_type) VALUES ('athlete') RETURNING id").first<{
      id: number;
    }>();
    const book = (gymId: number, athletes: number, status: string, holdExpiresAt: number | null) =>
      env.DB.prepare(
        `INSERT INTO bookings (reference, athlete_id, gym_id, athlete_name, athlete_email, booking_type, booking_date, start_time,
          end_time, duration_hours, athletes, starts_at, ends_at, total_cents, currency, status, hold_expires_at)
         VALUES (?, ?, ?, 'Kiri', 'kiri@example.com', 'day_pass', '2027-03-10', '06:00', '22:00', 16, ?, 1, 2, 2500, 'NZD', ?, ?)`,
      )
        .bind(
          `GR-${Math.random().toString(36).slice(2, 8)}`,
          user!.id,
          gymId,
          athletes,
          status,
          holdExpiresAt,
        )
        .run();
    await book(full.id, 6, "confirmed", null);
    await book(full.id, 3, "pending", Date.now() + 10 * 60_000);
    await book(full.id, 5, "pending", Date.now() - 60_000); // expired hold: releases its room
    await book(full.id, 9, "cancelled", null);
    const on = (qs: string) => search(`city=Nelson&sort=price&${qs}`).then(names);
    expect((await on("from=2027-03-10&athletes=1")).sort()).toEqual(["Big Shed", "Tiny Box"]);
    expect(await on("from=2027-03-10&athletes=2")).toEqual(["Big Shed"]);
    expect((await on("from=2027-03-11&athletes=2")).sort()).toEqual(["Big Shed", "Tiny Box"]);
    expect(await on("from=2027-03-09&to=2027-03-12&athletes=5")).toEqual(["Big Shed"]);
  });
});
