/**
 * Issue 36: a trip's stops are held in one atomic step and paid in one checkout (one charge per
 * currency, all stops or none), through the API a client or the widget uses.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { gymOperatingDays } from "~/db/schema";
import { addDays, todayIn } from "~/domain/zoned-time";
import type { ChargeRequest, PaymentProvider } from "~/payments/provider.server";
import { TestProvider } from "~/payments/test-provider.server";
import { action as bookingsAction } from "~/routes/api/bookings";
import { action as payAction } from "~/routes/api/process-payment";
import { loader as tripLoader } from "~/routes/api/trip";
import { action as tripsAction } from "~/routes/api/trips";
import { payTrip } from "~/use-cases/pay-trip.server";
import { config, cookieFrom, db, insertGym, request, routerContext } from "./helpers";

type Json = Record<string, unknown> & { error?: string };
type Trip = Json & {
  id: number;
  reference: string;
  status: string;
  stops: {
    gymName: string;
    amountCents: number;
    currency: string;
    bookings: { id: number; status: string }[];
  }[];
  totals: { currency: string; amountCents: number }[];
};

async function call(
  fn: (args: never) => unknown,
  path: string,
  init: {
    method?: string;
    body?: unknown;
    cookie?: string;
    params?: Record<string, string>;
    key?: string;
  } = {},
) {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.key) headers.set("Idempotency-Key", init.key);
  return (await fn({
    request: request(path, {
      method: init.method ?? "POST",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    context: routerContext(),
    params: init.params ?? {},
  } as never)) as Response;
}

const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

let wellington: number;
let sydney: number;
let melbourne: number;
let lastPlace: number;
let start: string;

beforeAll(async () => {
  wellington = (
    await insertGym({ name: "Wellington Iron", capacity: 10, dayPassRateCents: 2500, weeklyRateCents: 6000 })
  ).id;
  sydney = (
    await insertGym({
      name: "Bondi Barbell",
      city: "Sydney",
      country: "Australia",
      currency: "AUD",
      timeZone: "Australia/Sydney",
      capacity: 10,
      dayPassRateCents: 3000,
    })
  ).id;
  melbourne = (
    await insertGym({
      name: "Fitzroy Strength",
      city: "Melbourne",
      country: "Australia",
      currency: "AUD",
      timeZone: "Australia/Melbourne",
      capacity: 10,
      dayPassRateCents: 2000,
    })
  ).id;
  lastPlace = (await insertGym({ name: "Last Place Gym", capacity: 1, dayPassRateCents: 2000 })).id;
  start = addDays(todayIn("Pacific/Auckland", Date.now()), 20);
}, 30_000);

const trip = (offset: number, stops?: Record<string, unknown>[]) => ({
  athleteName: "Aroha Power",
  athleteEmail: "aroha@example.com",
  athletes: 1,
  stops: stops ?? [
    { gymId: wellington, from: addDays(start, offset), to: addDays(start, offset + 2), startTime: "10:00" },
    { gymId: sydney, from: addDays(start, offset + 3), to: addDays(start, offset + 6) },
    { gymId: melbourne, from: addDays(start, offset + 7), to: addDays(start, offset + 9) },
  ],
});

async function hold(body: unknown, cookie?: string) {
  const response = await call(tripsAction, "/api/trips", { body, cookie });
  return { response, body: (await response.json()) as Trip, cookie: cookieFrom(response.headers) };
}

describe("a three-stop, two-currency trip", () => {
  it("is held whole, read by its owner only, and paid with one charge per currency", async () => {
    const held = await hold(trip(0));
    expect(held.response.status).toBe(201);
    expect(held.body.stops.map((s) => [s.gymName, s.amountCents, s.currency])).toEqual([
      // Three day passes ($75) cost more than the $60 week pass: the pass covers Wellington.
      ["Wellington Iron", 6000, "NZD"],
      ["Bondi Barbell", 12000, "AUD"],
      ["Fitzroy Strength", 6000, "AUD"],
    ]);
    expect(held.body.totals).toEqual([
      { currency: "NZD", amount: 60, amountCents: 6000 },
      { currency: "AUD", amount: 180, amountCents: 18000 },
    ]);
    // A pass is one booking; day passes are one booking for each day.
    expect(held.body.stops.map((s) => s.bookings.length)).toEqual([1, 4, 3]);
    expect(held.body.stops.flatMap((s) => s.bookings).every((b) => b.status === "pending")).toBe(true);
    expect(typeof held.body.holdExpiresAt).toBe("string");

    const id = String(held.body.id);
    const mine = await call(tripLoader, `/api/trips/${id}`, {
      method: "GET",
      cookie: held.cookie,
      params: { id },
    });
    expect(mine.status).toBe(200);
    const stranger = await call(tripLoader, `/api/trips/${id}`, { method: "GET", params: { id } });
    expect(stranger.status).toBe(404);

    const paid = await call(payAction, "/api/process-payment", {
      body: { tripId: held.body.id, paymentMethod: "pm_card_visa" },
      cookie: held.cookie,
    });
    expect(paid.status).toBe(200);
    const answer = (await paid.json()) as { trip: Trip };
    expect(answer.trip.status).toBe("confirmed");
    expect(answer.trip.stops.flatMap((s) => s.bookings).every((b) => b.status === "confirmed")).toBe(true);
    expect(answer.trip.payments).toEqual([
      { currency: "NZD", amount: 60, refunded: false },
      { currency: "AUD", amount: 180, refunded: false },
    ]);
    // One trip confirmation, and each stop's own confirmation with its invite: the week pass's as a
    // booking's, each stop of day passes one for all of its days.
    expect(
      await count(
        "SELECT count(*) AS n FROM mail_outbox WHERE kind = 'trip_confirmation' AND related_id = ?",
        held.body.id,
      ),
    ).toBe(1);
    const ids = held.body.stops.flatMap((s) => s.bookings.map((b) => b.id));
    const confirmations = async (kind: string) =>
      count(
        `SELECT count(*) AS n FROM mail_outbox WHERE kind = ? AND related_type = 'booking' AND related_id IN (${ids.join(",")})`,
        kind,
      );
    expect(await confirmations("booking_confirmation")).toBe(1);
    expect(await confirmations("trip_stop_confirmation")).toBe(2);
  }, 30_000);

  it("refuses a stop on a day its gym is closed, naming the stop, and holds nothing", async () => {
    const closed = await insertGym({ name: "Weekday Gym" });
    await db()
      .insert(gymOperatingDays)
      .values([1, 2, 3, 4, 5].map((day) => ({ gymId: closed.id, day })));
    let saturday = addDays(start, 40);
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    const trips = await count("SELECT count(*) AS n FROM trips");
    const refused = await hold(
      trip(0, [
        { gymId: wellington, from: addDays(saturday, -3), to: addDays(saturday, -1) },
        { gymId: closed.id, from: saturday, to: addDays(saturday, 1) },
      ]),
    );
    expect(refused.response.status).toBe(400);
    expect(refused.body.error).toMatch(/^Stop 2 \(Weekday Gym\): Weekday Gym is closed on Saturdays/);
    expect(await count("SELECT count(*) AS n FROM trips")).toBe(trips);
  }, 30_000);
});

describe("unpaid holds", () => {
  it("a held trip counts as one unpaid hold, however many days it books", async () => {
    const held = await hold(trip(90));
    expect(held.response.status).toBe(201);
    const book = (offset: number) =>
      call(bookingsAction, "/api/bookings", {
        cookie: held.cookie,
        body: {
          gymId: wellington,
          athleteName: "Aroha Power",
          athleteEmail: "aroha@example.com",
          bookingType: "day_pass",
          bookingDate: addDays(start, 120 + offset),
          startTime: "10:00",
        },
      });
    // Eight bookings in the trip, then two more of the visitor's three unpaid holds.
    expect((await book(0)).status).toBe(201);
    expect((await book(1)).status).toBe(201);
    const third = await book(2);
    expect(third.status).toBe(429);
    expect(((await third.json()) as Json).error).toMatch(/^You already have 3 unpaid bookings on hold/);
  }, 30_000);
});

describe("two trips racing for the last place at one stop", () => {
  it("one wins whole; the other is refused naming the stop and holds nothing", async () => {
    const stops = (offset: number) => [
      { gymId: wellington, from: addDays(start, offset), to: addDays(start, offset) },
      { gymId: lastPlace, from: addDays(start, offset + 1), to: addDays(start, offset + 1) },
    ];
    const before = {
      trips: await count("SELECT count(*) AS n FROM trips"),
      bookings: await count("SELECT count(*) AS n FROM bookings"),
      users: await count("SELECT count(*) AS n FROM users"),
    };
    const [a, b] = await Promise.all([hold(trip(0, stops(30))), hold(trip(0, stops(30)))]);
    const statuses = [a.response.status, b.response.status].sort();
    expect(statuses).toEqual([201, 409]);
    const loser = a.response.status === 409 ? a : b;
    expect(loser.body.error).toBe(
      "Stop 2 (Last Place Gym): the gym is fully booked on these dates. Please choose another gym or other dates.",
    );
    // The winner's trip, its two bookings and the identity made for it; nothing of the loser's.
    expect(await count("SELECT count(*) AS n FROM trips")).toBe(before.trips + 1);
    expect(await count("SELECT count(*) AS n FROM bookings")).toBe(before.bookings + 2);
    expect(await count("SELECT count(*) AS n FROM users")).toBe(before.users + 1);
    expect(loser.response.headers.get("Set-Cookie")).toBeNull();
  }, 30_000);
});

/** The test provider, except that charges in one currency are declined. */
class DeclinesIn extends TestProvider {
  constructor(private readonly currency: string) {
    super();
  }
  refunds: string[] = [];
  override async charge(request: ChargeRequest) {
    if (request.currency === this.currency)
      return { status: "failed" as const, paymentIntentId: null, message: "Your card was declined." };
    return super.charge(request);
  }
  override async refund(paymentIntentId: string, amountCents: number, key: string) {
    this.refunds.push(`${paymentIntentId}:${amountCents}`);
    return super.refund(paymentIntentId, amountCents, key);
  }
}

const ownerOf = async (tripId: number) =>
  (await env.DB.prepare("SELECT athlete_id FROM trips WHERE id = ?")
    .bind(tripId)
    .first<{ athlete_id: number }>())!.athlete_id;

describe("paying a trip", () => {
  it("a declined second currency refunds the first and releases every hold", async () => {
    const held = await hold(trip(50));
    expect(held.response.status).toBe(201);
    const provider: PaymentProvider & { refunds: string[] } = new DeclinesIn("AUD");
    const ctx = { config: config(), db: db(), now: Date.now(), provider };
    const result = await payTrip(ctx, {
      userId: await ownerOf(held.body.id),
      tripId: held.body.id,
      paymentMethod: "pm_card_visa",
    });
    expect(result).toMatchObject({ ok: false, code: "payment_failed" });
    if (!result.ok)
      expect(result.message).toBe(
        "Your card was declined. The NZD charge taken for this trip has been refunded and every stop's hold was released. Please plan the trip again.",
      );
    expect(provider.refunds).toEqual([`pi_test_${held.body.reference}-NZD:6000`]);
    const ids = held.body.stops.flatMap((s) => s.bookings.map((b) => b.id)).join(",");
    expect(
      await count(`SELECT count(*) AS n FROM bookings WHERE id IN (${ids}) AND status = 'cancelled'`),
    ).toBe(8);
    expect(await count(`SELECT count(*) AS n FROM booking_slots WHERE booking_id IN (${ids})`)).toBe(0);
    expect(
      await count("SELECT count(*) AS n FROM trips WHERE id = ? AND status = 'cancelled'", held.body.id),
    ).toBe(1);
    expect(
      await count(
        "SELECT count(*) AS n FROM trip_payments WHERE trip_id = ? AND refunded_at IS NOT NULL",
        held.body.id,
      ),
    ).toBe(1);
    expect(
      await count(
        "SELECT count(*) AS n FROM mail_outbox WHERE kind = 'trip_confirmation' AND related_id = ?",
        held.body.id,
      ),
    ).toBe(0);
  }, 30_000);

  it("a replayed payment changes nothing", async () => {
    const held = await hold(trip(70));
    const pay = (key?: string) =>
      call(payAction, "/api/process-payment", {
        body: { tripId: held.body.id, paymentMethod: "pm_card_visa" },
        cookie: held.cookie,
        key,
      });
    expect((await pay("trip-pay-1")).status).toBe(200);
    const snapshot = async () => ({
      mail: await count("SELECT count(*) AS n FROM mail_outbox"),
      ledger: await count("SELECT count(*) AS n FROM ledger_entries"),
      payments: await count("SELECT count(*) AS n FROM trip_payments"),
      confirmed: await count("SELECT count(*) AS n FROM bookings WHERE status = 'confirmed'"),
    });
    const before = await snapshot();
    const replayed = await pay("trip-pay-1");
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get("Idempotent-Replayed")).toBe("true");
    // Another attempt without the key finds the trip paid: no second charge, no second mail.
    const again = await pay();
    expect(again.status).toBe(200);
    expect(((await again.json()) as { trip: Trip }).trip.status).toBe("confirmed");
    expect(await snapshot()).toEqual(before);
  }, 30_000);
});
