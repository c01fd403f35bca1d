import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { amenityItems, gymImages } from "~/db/schema";
import { addDays, todayIn } from "~/domain/zoned-time";
import { ensureVisitor } from "~/identity.server";
import { action as integrationAction, loader as integrationLoader } from "~/routes/booking-integration/route";
import { loader as bookingMockupLoader } from "~/routes/gym-booking-mockup/route";
import { loader as gymMockupLoader } from "~/routes/gym-mockup/route";
import { loader as showcaseLoader } from "~/routes/showcase/route";
import { popToast } from "~/session.server";
import { config, db, insertGym, request, routerContext } from "./helpers";

const ids = { top: 0, second: 0, unrated: 0, unmapped: 0, hidden: 0, recovery: 0, idle: 0 };
let date: string;

async function review(gymId: number, athleteId: number, rating: number) {
  const booking = await env.DB.prepare(
    `INSERT INTO bookings (reference, athlete_id, gym_id, athlete_name, athlete_email, booking_type, booking_date, start_time,
      end_time, duration_hours, athletes, starts_at, ends_at, total_cents, currency, status)
     VALUES (?, ?, ?, 'Tama Rangi', 'tama@example.com', 'day_pass', '2026-10-01', '06:00', '22:00', 16, 1, 1, 2, 2500, 'NZD', 'completed') RETURNING id`,
  )
    .bind(`GR-${Math.random().toString(36).slice(2, 8)}`, athleteId, gymId)
    .first<{ id: number }>();
  await env.DB.prepare(
    "INSERT INTO reviews (booking_id, athlete_id, gym_id, rating, comment) VALUES (?, ?, ?, ?, 'Great')",
  )
    .bind(booking!.id, athleteId, gymId, rating)
    .run();
}

beforeAll(async () => {
  const athlete = (await ensureVisitor(config(), request("/"))).userId;
  ids.second = (await insertGym({ name: "Second Best", latitude: -41.29, longitude: 174.77 })).id;
  ids.top = (
    await insertGym({
      name: "Top Rated",
      gymRules: "Chalk in the bowl only.",
      contactEmail: "owner@top-rated.example",
      bsb: "062-000",
      accountNumber: "12345678",
      latitude: -41.28,
      longitude: 174.78,
    })
  ).id;
  ids.unrated = (await insertGym({ name: "Not Yet Rated" })).id;
  // Rated between the two, with no map pin: on /showcase, never on /gym-mockup's map.
  ids.unmapped = (await insertGym({ name: "Unmapped Star" })).id;
  ids.hidden = (await insertGym({ name: "Inactive Star", isActive: false })).id;
  await review(ids.top, athlete, 5);
  await review(ids.second, athlete, 3);
  await review(ids.unmapped, athlete, 4);
  await review(ids.hidden, athlete, 5);
  await db()
    .insert(gymImages)
    .values({ gymId: ids.top, position: 0, url: "/images/gyms/barbell.svg", alt: "Barbell" });

  // Amenity gyms: an inactive one and one with only retired items are never picked.
  const inactiveSauna = (await insertGym({ name: "Closed Sauna Gym", city: "Auckland", isActive: false })).id;
  ids.idle = (await insertGym({ name: "Retired Sauna Gym", city: "Auckland" })).id;
  ids.recovery = (
    await insertGym({ name: "Recovery Lab", city: "Auckland", amenityBookingEnabled: true })
  ).id;
  await db()
    .insert(amenityItems)
    .values([
      { gymId: inactiveSauna, type: "sauna", name: "Old Sauna", pricePerHourCents: 1000 },
      { gymId: ids.idle, type: "sauna", name: "Retired Sauna", pricePerHourCents: 1000, isActive: false },
      { gymId: ids.recovery, type: "sauna", name: "Sauna 1", pricePerHourCents: 2500 },
      { gymId: ids.recovery, type: "ice_bath", name: "Ice Bath 1", pricePerHourCents: 1800 },
    ]);
  date = addDays(todayIn("Pacific/Auckland", Date.now()), 7);
});

const call = <T>(fn: (args: never) => unknown, path: string) =>
  fn({ request: request(path), context: routerContext(), params: {} } as never) as Promise<T>;

type Gyms = { gyms: { id: number; name: string }[] };

describe("showcase loaders read gyms from the database", () => {
  it("/showcase and /gym-mockup: the three top-rated active gyms, rated first (on the map, those with a pin)", async () => {
    for (const [loader, path, names] of [
      [showcaseLoader, "/showcase", ["Top Rated", "Unmapped Star", "Second Best"]],
      [gymMockupLoader, "/gym-mockup", ["Top Rated", "Second Best"]],
    ] as const) {
      const { gyms } = await call<Gyms>(loader, path);
      expect(gyms.map((g) => g.name)).toEqual(names);
      expect(gyms[0]).toMatchObject({
        averageRating: 5,
        reviewCount: 1,
        latitude: -41.28,
        dayPassRateCents: 2500,
        image: "/images/gyms/barbell.svg",
      });
      const json = JSON.stringify(gyms);
      for (const secret of ["062-000", "12345678", "owner@top-rated.example"])
        expect(json).not.toContain(secret);
    }
  });

  it("/gym-booking-mockup: the top gym by default, ?gym=ID for another, never an inactive one", async () => {
    type Mock = Awaited<ReturnType<typeof bookingMockupLoader>>;
    const top = await call<Mock>(bookingMockupLoader, "/gym-booking-mockup");
    expect(top.gym).toMatchObject({
      id: ids.top,
      name: "Top Rated",
      gymRules: "Chalk in the bowl only.",
      reviewCount: 1,
      image: { url: "/images/gyms/barbell.svg", alt: "Barbell" },
    });
    expect(top.gym.reviews).toHaveLength(1);
    expect(JSON.stringify(top)).not.toContain("owner@top-rated.example");
    expect((await call<Mock>(bookingMockupLoader, `/gym-booking-mockup?gym=${ids.second}`)).gym.id).toBe(
      ids.second,
    );
    for (const gym of [String(ids.hidden), "abc", "999999", "-1"]) {
      expect((await call<Mock>(bookingMockupLoader, `/gym-booking-mockup?gym=${gym}`)).gym.id).toBe(ids.top);
    }
  });

  it("/booking-integration: a real gym that takes amenity bookings, with its active items", async () => {
    type Integration = Awaited<ReturnType<typeof integrationLoader>>;
    const { amenities } = await call<Integration>(integrationLoader, "/booking-integration");
    expect(amenities?.gym).toMatchObject({ id: ids.recovery, name: "Recovery Lab", currency: "NZD" });
    expect(amenities?.items.map((i) => [i.typeLabel, i.name, i.pricePerHourCents])).toEqual([
      ["Ice Bath", "Ice Bath 1", 1800],
      ["Sauna", "Sauna 1", 2500],
    ]);
    expect(amenities?.today).toBe(todayIn("Pacific/Auckland", Date.now()));
  });
});

describe("/booking-integration action books a real amenity", () => {
  const post = (fields: Record<string, string>, cookie = "") =>
    integrationAction({
      request: request("/booking-integration", {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: new URLSearchParams(fields),
      }),
      context: routerContext(),
      params: {},
    } as never) as Promise<Response>;

  const toastOf = async (response: Response) => {
    const cookie = response.headers.getSetCookie().at(-1)?.split(";")[0] ?? "";
    return (await popToast(config(), request("/", { headers: { Cookie: cookie } }))).toast;
  };
  const booked = async () =>
    (await env.DB.prepare("SELECT count(*) AS n FROM amenity_bookings").first<{ n: number }>())!.n;
  const sauna = (overrides: Record<string, string> = {}) => ({
    intent: "amenity",
    gymId: String(ids.recovery),
    amenityName: "Sauna 1",
    bookingDate: date,
    startTime: "10:00",
    duration: "2",
    athleteName: "Mere Recovery",
    athleteEmail: "mere@example.com",
    ...overrides,
  });

  it("holds at pricePerHour × hours and opens the payment step, then refuses the same slot", async () => {
    const before = await booked();
    const first = await post(sauna());
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toMatch(new RegExp(`^/gym/${ids.recovery}/book\\?booking=\\d+$`));
    expect(await toastOf(first)).toMatchObject({
      title: "Booking Created",
      description: "Your Sauna 1 session is held for 15 minutes. Please complete payment to confirm.",
    });
    expect(await booked()).toBe(before + 1);
    const row = await env.DB.prepare(
      `SELECT a.gym_id, a.amenity_name, a.total_cents, a.start_time, a.end_time, a.booking_status,
         b.booking_type, b.status, b.total_cents AS booking_total
       FROM amenity_bookings AS a JOIN bookings AS b ON b.id = a.booking_id ORDER BY a.id DESC`,
    ).first();
    expect(row).toEqual({
      gym_id: ids.recovery,
      amenity_name: "Sauna 1",
      total_cents: 5000,
      start_time: "10:00",
      end_time: "12:00",
      booking_status: "pending",
      booking_type: "amenity",
      status: "pending",
      booking_total: 5000,
    });

    const again = await post(sauna({ startTime: "11:00", duration: "1" }));
    expect(again.status).toBe(302);
    expect(await toastOf(again)).toMatchObject({
      title: "Amenity Booking Failed",
      description: "Sauna 1 is already booked at that time. Please choose another time.",
      variant: "destructive",
    });
    expect(await booked()).toBe(before + 1);
  });

  it("redirects back from a single-fetch .data post", async () => {
    const response = (await integrationAction({
      request: request("/booking-integration.data?_routes=routes%2Fbooking-integration%2Froute", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(sauna({ amenityName: "" })),
      }),
      context: routerContext(),
      params: {},
    } as never)) as Response;
    expect(response.headers.get("Location")).toBe("/booking-integration");
  });

  it("missing amenity, date or time: the spec's Missing Information toast, nothing written", async () => {
    const before = await booked();
    for (const overrides of [{ amenityName: "" }, { bookingDate: "" }, { startTime: "" }] as Record<
      string,
      string
    >[]) {
      const response = await post(sauna(overrides));
      expect(response.status).toBe(302);
      expect(await toastOf(response)).toMatchObject({
        title: "Missing Information",
        description: "Please select an amenity, date, and time.",
        variant: "destructive",
      });
    }
    expect(await booked()).toBe(before);
  });

  it("refuses an unknown gym, amenity, closed time or past date with a failure toast", async () => {
    const before = await booked();
    for (const [overrides, description] of [
      [{ gymId: "999999" }, "Gym not found"],
      [{ gymId: String(ids.idle), amenityName: "Retired Sauna" }, "That amenity is not offered at this gym."],
      [{ amenityName: "Float Tank 9" }, "That amenity is not offered at this gym."],
      [
        { startTime: "21:30" },
        "Please choose a start time between 06:00 and 20:00 so the session ends by closing.",
      ],
      [{ bookingDate: "2020-01-01" }, "That date has passed. Please choose today or a later date."],
      [{ duration: "9" }, "Duration must be 1-4 hours"],
    ] as const) {
      const response = await post(sauna(overrides));
      expect(await toastOf(response)).toMatchObject({ title: "Amenity Booking Failed", description });
    }
    expect(await booked()).toBe(before);
  });

  it("another intent is a 400 and writes nothing", async () => {
    const before = await booked();
    await expect(post({ intent: "delete" })).rejects.toMatchObject({ init: { status: 400 } });
    expect(await booked()).toBe(before);
  });
});
