import { env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { workerContext } from "~/context.server";
import { amenityItems } from "~/db/schema";
import { addDays, todayIn } from "~/domain/zoned-time";
import { queuedMailThrough } from "~/models/mail.server";
import { action as amenityAction } from "~/routes/api/amenity-booking";
import { loader as calendarLoader } from "~/routes/api/booking-calendar";
import { action as cancelAction } from "~/routes/api/booking-cancel";
import { action as createAction, loader as listLoader } from "~/routes/api/bookings";
import { action as payAction } from "~/routes/api/process-payment";
import { action as webhookAction } from "~/routes/api/stripe-webhook";
import { config, cookieFrom, db, insertGym, request, routerContext } from "./helpers";

type Json = Record<string, unknown> & { error?: string };

const call = async (
  fn: (args: never) => unknown,
  path: string,
  init: {
    method?: string;
    body?: unknown;
    cookie?: string;
    params?: Record<string, string>;
    /** The request's own D1 session, as the worker opens one per request (default: the binding). */
    d1?: D1Database;
  } = {},
) => {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (init.cookie) headers.set("Cookie", init.cookie);
  const response = (await fn({
    request: request(path, {
      method: init.method ?? "POST",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    context: init.d1 ? contextWith(init.d1) : routerContext(),
    params: init.params ?? {},
  } as never)) as Response;
  return response;
};

/** A router context whose config reads and writes through `d1`. */
function contextWith(d1: D1Database): RouterContextProvider {
  const context = routerContext();
  const worker = context.get(workerContext);
  context.set(workerContext, { ...worker, config: { ...worker.config, db: d1 } });
  return context;
}

/** A D1 session for one request's writes, as workers/app.ts opens it (ADR 033). */
const writeSession = () => env.DB.withSession("first-primary") as unknown as D1Database;

const count = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

let gymId: number;
let date: string;
beforeAll(async () => {
  const gym = await insertGym({
    name: "API Gym",
    capacity: 6,
    dayPassRateCents: 3500,
    hourlyRateCents: 2000,
  });
  gymId = gym.id;
  date = addDays(todayIn("Pacific/Auckland", Date.now()), 5);
});

const payload = (overrides: Record<string, unknown> = {}) => ({
  gymId,
  athleteName: "Mere Tane",
  athleteEmail: "mere@example.com",
  phone: "+64 21 555 0101",
  bookingDate: date,
  startTime: "09:00",
  duration: 2,
  bookingType: "hourly",
  specialRequests: "Need a platform",
  ...overrides,
});

describe("POST /api/bookings", () => {
  it("answers the booking exactly as GET /api/bookings lists it (read back in the insert's own batch)", async () => {
    const created = await call(createAction, "/api/bookings", { body: payload({ bookingType: "day_pass" }) });
    expect(created.status).toBe(201);
    const answer = (await created.json()) as Json & { id: number };
    const list = await call(listLoader, "/api/bookings", {
      method: "GET",
      cookie: cookieFrom(created.headers),
    });
    const listed = ((await list.json()) as Json[]).find((r) => r.id === answer.id);
    expect(answer).toEqual(listed);
    expect(answer).toMatchObject({ status: "pending", reviewId: null, gym: { id: gymId, name: "API Gym" } });
  });

  it("a first booking makes the visitor's identity in its own batch: refused, there is none and no cookie", async () => {
    // Four weeks on (the same weekday), a slot no other test here books: one visitor fills it.
    const slot = { bookingType: "hourly", bookingDate: addDays(date, 28), startTime: "13:00", duration: 1 };
    const full = await call(createAction, "/api/bookings", { body: payload({ ...slot, athletes: 6 }) });
    expect(full.status).toBe(201);
    const users = await count("users");
    const bookings = await count("bookings");
    // Refused by the batch itself (the slot is full) and by the rules before it: no identity, no cookie.
    for (const [body, status] of [
      [payload({ ...slot, athletes: 1 }), 409],
      [payload({ bookingType: "day_pass", athletes: 7 }), 400],
    ] as const) {
      const refused = await call(createAction, "/api/bookings", { body });
      expect(refused.status).toBe(status);
      expect(refused.headers.get("Set-Cookie")).toBeNull();
    }
    expect(await count("users")).toBe(users);
    expect(await count("bookings")).toBe(bookings);

    const created = await call(createAction, "/api/bookings", { body: payload({ bookingType: "day_pass" }) });
    expect(created.status).toBe(201);
    expect(await count("users")).toBe(users + 1);
    const booking = (await created.json()) as Json & { id: number };
    // The cookie carries the identity the booking was made for: the booking is theirs.
    const cookie = cookieFrom(created.headers);
    const owner = await env.DB.prepare("SELECT athlete_id FROM bookings WHERE id = ?")
      .bind(booking.id)
      .first<{ athlete_id: number }>();
    expect(owner?.athlete_id).toBe(
      (await env.DB.prepare("SELECT max(id) AS id FROM users").first<{ id: number }>())?.id,
    );
    const mine = (await (
      await call(listLoader, "/api/bookings", { method: "GET", cookie })
    ).json()) as Json[];
    expect(mine.map((r) => r.id)).toEqual([booking.id]);
    // A second booking from the same visitor makes no new identity.
    const second = await call(createAction, "/api/bookings", {
      body: payload({ bookingType: "day_pass", startTime: "11:00" }),
      cookie,
    });
    expect(second.status).toBe(201);
    expect(second.headers.get("Set-Cookie")).toBeNull();
    expect(await count("users")).toBe(users + 1);
  });

  it("releases the gym's expired holds through an index that reads only those (migration 0020)", async () => {
    const plan = await env.DB.prepare(
      "EXPLAIN QUERY PLAN UPDATE bookings SET status = 'cancelled' WHERE gym_id = ? AND status = ? AND hold_expires_at <= ?",
    )
      .bind(gymId, "pending", Date.now())
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join("\n")).toMatch(
      /USING (COVERING )?INDEX bookings_gym_status_hold_idx \(gym_id=\? AND status=\? AND hold_expires_at<\?\)/,
    );
  });

  it("ignores a client total of 1 cent: the server prices hourlyRate × hours × athletes", async () => {
    const response = await call(createAction, "/api/bookings", {
      body: payload({ totalAmount: 0.01, totalCents: 1, total: 1, athletes: 2 }),
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as Json;
    expect(body).toMatchObject({
      status: "pending",
      totalCents: 8000,
      totalAmount: 80,
      currency: "NZD",
      startTime: "09:00",
      endTime: "11:00",
      duration: 2,
      bookingType: "hourly",
    });
    expect(response.headers.get("Set-Cookie")).toContain("__Host-gr_session=");
  });

  it("answers every spec validation message with 400 and writes nothing", async () => {
    const before = await count("bookings");
    const cases: [Record<string, unknown>, string][] = [
      [{ athleteName: "" }, "Name is required"],
      [{ athleteName: undefined }, "Name is required"],
      [{ athleteEmail: "not-an-email" }, "Valid email is required"],
      [{ bookingDate: "" }, "Please select a booking date"],
      [{ bookingDate: "2026-02-30" }, "Please select a booking date"],
      [{ startTime: "" }, "Start time is required"],
      [{ duration: 0 }, "Duration must be at least 1 hour"],
      [{ duration: -3 }, "Duration must be at least 1 hour"],
      [{ bookingType: "weekly" }, "Please select a booking type"],
      [{ athletes: 0 }, "Number of athletes must be at least 1"],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(createAction, "/api/bookings", { body: payload(overrides) });
      expect(response.status, message).toBe(400);
      expect(((await response.json()) as Json).error).toBe(message);
    }
    expect(await count("bookings")).toBe(before);
  });

  it("turns a non-numeric duration into 1 hour", async () => {
    const response = await call(createAction, "/api/bookings", {
      body: payload({ duration: "abc", startTime: "12:00" }),
    });
    expect(response.status).toBe(201);
    expect((await response.json()) as Json).toMatchObject({
      duration: 1,
      totalCents: 2000,
      endTime: "13:00",
    });
  });

  it("404s an unknown gym and 400s a malformed body", async () => {
    expect((await call(createAction, "/api/bookings", { body: payload({ gymId: 999999 }) })).status).toBe(
      404,
    );
    const bad = (await createAction({
      request: request("/api/bookings", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{",
      }),
      context: routerContext(),
      params: {},
    } as never)) as Response;
    expect(bad.status).toBe(400);
  });
});

describe("paying, listing, calendar and cancelling through the API", () => {
  it("runs the whole flow for one visitor and hides it from another", async () => {
    const created = await call(createAction, "/api/bookings", { body: payload({ bookingType: "day_pass" }) });
    const cookie = cookieFrom(created.headers);
    const booking = (await created.json()) as Json & { id: number; reference: string };
    expect(booking.totalCents).toBe(3500);

    const stranger = await call(payAction, "/api/process-payment", {
      body: { bookingId: booking.id, paymentMethod: "pm_card_visa" },
    });
    expect(stranger.status).toBe(404);

    const declined = await call(payAction, "/api/process-payment", {
      cookie,
      body: { bookingId: booking.id, paymentMethod: "pm_card_chargeDeclined" },
    });
    expect(declined.status).toBe(402);
    expect(((await declined.json()) as Json).error).toBe("Your card was declined.");

    const paid = await call(payAction, "/api/process-payment", {
      cookie,
      body: { bookingId: String(booking.id), paymentMethod: "pm_card_visa" },
    });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ success: true, booking: { status: "confirmed" } });

    const list = await call(listLoader, "/api/bookings", { method: "GET", cookie });
    const rows = (await list.json()) as Json[];
    expect(rows.map((r) => r.id)).toContain(booking.id);
    expect(rows.find((r) => r.id === booking.id)).toMatchObject({
      gym: { id: gymId, name: "API Gym" },
      specialRequests: "Need a platform",
      reviewId: null,
    });
    const strangerList = (await (
      await call(listLoader, "/api/bookings", { method: "GET" })
    ).json()) as Json[];
    expect(strangerList).toEqual([]);

    const ics = await call(calendarLoader, `/api/bookings/${booking.id}/calendar`, {
      method: "GET",
      cookie,
      params: { id: String(booking.id) },
    });
    expect(ics.headers.get("Content-Type")).toContain("text/calendar");
    const text = await ics.text();
    expect(text).toContain(`DTSTART;TZID=Pacific/Auckland:${date.replaceAll("-", "")}T090000`);
    expect(text).toContain(`DTEND;TZID=Pacific/Auckland:${date.replaceAll("-", "")}T220000`);
    expect(text).toContain(`UID:${booking.reference}@gymroam`);

    const mail = await env.DB.prepare(
      "SELECT to_address, subject FROM mail_outbox WHERE kind = 'booking_confirmation' AND related_id = ?",
    )
      .bind(booking.id)
      .all();
    expect(mail.results).toEqual([
      { to_address: "mere@example.com", subject: expect.stringContaining(booking.reference) },
    ]);

    const otherCancel = await call(cancelAction, `/api/bookings/${booking.id}/cancel`, {
      params: { id: String(booking.id) },
    });
    expect(otherCancel.status).toBe(404);
    const cancelled = await call(cancelAction, `/api/bookings/${booking.id}/cancel`, {
      cookie,
      params: { id: String(booking.id) },
    });
    expect(await cancelled.json()).toMatchObject({
      status: "cancelled",
      refundCents: 3500,
      refundAmount: 35,
    });
  });
});

describe("the mail kick after a write (ADR 019)", () => {
  it("is owed by a request whose write queued mail (a payment's confirmation), not by a hold that queued none", async () => {
    const holdD1 = writeSession();
    const created = await call(createAction, "/api/bookings", {
      body: payload({ bookingType: "day_pass", athleteEmail: "kick@example.com" }),
      d1: holdD1,
    });
    expect(created.status).toBe(201);
    const booking = (await created.json()) as Json & { id: number };
    expect(queuedMailThrough(holdD1)).toBe(false);

    const payD1 = writeSession();
    const paid = await call(payAction, "/api/process-payment", {
      cookie: cookieFrom(created.headers),
      body: { bookingId: booking.id, paymentMethod: "pm_card_visa" },
      d1: payD1,
    });
    expect(paid.status).toBe(200);
    expect(queuedMailThrough(payD1)).toBe(true);
    // The confirmation the kick is for is in the outbox, queued.
    const queued = await env.DB.prepare(
      "SELECT status FROM mail_outbox WHERE related_type = 'booking' AND related_id = ? AND to_address = ?",
    )
      .bind(booking.id, "kick@example.com")
      .all<{ status: string }>();
    expect(queued.results.map((r) => r.status)).toContain("queued");
  });
});

describe("POST /api/amenity-booking", () => {
  let saunaGym: number;
  beforeAll(async () => {
    const gym = await insertGym({ name: "Sauna Gym", amenityBookingEnabled: true });
    saunaGym = gym.id;
    await db()
      .insert(amenityItems)
      .values([
        { gymId: saunaGym, type: "sauna", name: "Sauna 1", pricePerHourCents: 2500 },
        { gymId: saunaGym, type: "ice_bath", name: "Ice Bath 1", pricePerHourCents: 1800 },
      ]);
  });
  const amenity = (overrides: Record<string, unknown> = {}) => ({
    gymId: saunaGym,
    amenityType: "sauna",
    amenityName: "Sauna 1",
    startTime: `${date}T10:00`,
    duration: 2,
    totalPrice: 0.01,
    athleteName: "Aroha Sauna",
    athleteEmail: "aroha@example.com",
    ...overrides,
  });

  it("holds an amenity at pricePerHour × hours as a pending booking, paid like a gym booking", async () => {
    const response = await call(amenityAction, "/api/amenity-booking", {
      body: amenity({ amenityName: "Ice Bath 1", amenityType: "ice_bath" }),
    });
    expect(response.status).toBe(201);
    const held = (await response.json()) as Json & { id: number };
    expect(held).toMatchObject({
      status: "pending",
      bookingType: "amenity",
      totalAmount: 36,
      totalCents: 3600,
      totalPrice: 36,
      endTime: "12:00",
      amenityName: "Ice Bath 1",
    });
    expect(held.reference).toMatch(/^GR-/);
    const cookie = cookieFrom(response.headers);
    const paid = await call(payAction, "/api/process-payment", {
      cookie,
      body: { bookingId: held.id, paymentMethod: "pm_card_visa" },
    });
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as { booking: Json }).booking).toMatchObject({
      status: "confirmed",
      bookingType: "amenity",
      amenity: { name: "Ice Bath 1", startTime: "10:00", endTime: "12:00" },
    });
    // In the visitor's bookings with its reference, and cancellable under the same policy.
    const list = (await (
      await call(listLoader, "/api/bookings", { method: "GET", cookie })
    ).json()) as Json[];
    expect(list.map((b) => b.reference)).toContain(held.reference);
    const cancelled = await call(cancelAction, `/api/bookings/${held.id}/cancel`, {
      cookie,
      params: { id: String(held.id) },
    });
    expect(cancelled.status).toBe(200);
    const itemStatus = await env.DB.prepare(
      "SELECT booking_status FROM amenity_bookings WHERE booking_id = ?",
    )
      .bind(held.id)
      .first<{ booking_status: string }>();
    expect(itemStatus?.booking_status).toBe("cancelled");
  });

  it("refuses a duration of 5 or 2.5 hours with a message, never booking 4 or 2 (issue 20)", async () => {
    const before = await count("bookings");
    for (const [duration, message] of [
      [5, "Duration must be 1-4 hours"],
      ["5", "Duration must be 1-4 hours"],
      [2.5, "Duration must be a whole number of hours (1-4)"],
      ["2.5", "Duration must be a whole number of hours (1-4)"],
    ] as const) {
      const response = await call(amenityAction, "/api/amenity-booking", {
        body: amenity({ startTime: `${date}T09:00`, duration }),
      });
      expect(response.status, String(duration)).toBe(400);
      expect(((await response.json()) as Json).error).toBe(message);
    }
    expect(await count("bookings")).toBe(before);
  });

  it("refuses an incomplete request with the spec's message", async () => {
    for (const overrides of [{ amenityName: "" }, { startTime: "" }, { startTime: "10:00" }]) {
      const response = await call(amenityAction, "/api/amenity-booking", { body: amenity(overrides) });
      expect(response.status).toBe(400);
      expect(((await response.json()) as Json).error).toBe(
        "Missing Information: Please select an amenity, date, and time.",
      );
    }
  });

  it("20 concurrent attempts at one sauna slot confirm exactly one", async () => {
    const before = await count("amenity_bookings");
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(amenityAction, "/api/amenity-booking", {
          body: amenity({ startTime: `${date}T15:00`, duration: 1 }),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const refused = responses.find((r) => r.status === 409)!;
    expect(((await refused.json()) as Json).error).toBe(
      "Sauna 1 is already booked at that time. Please choose another time.",
    );
    expect(await count("amenity_bookings")).toBe(before + 1);
    // An overlapping longer booking is refused too; the next free hour is fine.
    const overlap = await call(amenityAction, "/api/amenity-booking", {
      body: amenity({ startTime: `${date}T14:30`, duration: 2 }),
    });
    expect(overlap.status).toBe(409);
    const after = await call(amenityAction, "/api/amenity-booking", {
      body: amenity({ startTime: `${date}T16:00`, duration: 1 }),
    });
    expect(after.status).toBe(201);
  });
});

describe("POST /api/stripe/webhook", () => {
  const secret = "whsec_test_secret";
  function stripeContext() {
    const context = new RouterContextProvider();
    context.set(workerContext, {
      env,
      ctx: { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} } as never,
      config: {
        ...config(),
        stripe: { secretKey: "sk_test_123", publishableKey: "pk_test_123", webhookSecret: secret },
      },
      nonce: "n",
    });
    return context;
  }
  async function deliver(payload: string, signature: string) {
    return (await webhookAction({
      request: request("/api/stripe/webhook", {
        method: "POST",
        headers: { "Stripe-Signature": signature, "Content-Type": "application/json" },
        body: payload,
      }),
      context: stripeContext(),
      params: {},
    } as never)) as Response;
  }

  it("confirms a booking once; a replay or a forged signature changes nothing", async () => {
    const created = await call(createAction, "/api/bookings", {
      body: payload({ startTime: "16:00", duration: 1 }),
    });
    const booking = (await created.json()) as Json & { id: number };
    const event = {
      id: "evt_test_webhook_1",
      object: "event",
      type: "payment_intent.succeeded",
      livemode: false,
      data: {
        object: {
          id: "pi_test_webhook_1",
          object: "payment_intent",
          status: "succeeded",
          amount: booking.totalCents,
          amount_received: booking.totalCents,
          currency: "nzd",
          metadata: { bookingId: String(booking.id) },
        },
      },
    };
    const body = JSON.stringify(event);
    const stripe = new Stripe("sk_test_123");
    const signature = await stripe.webhooks.generateTestHeaderStringAsync({
      payload: body,
      secret,
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });

    const forged = await deliver(body, signature.replace(/v1=[0-9a-f]+/, `v1=${"0".repeat(64)}`));
    expect(forged.status).toBe(400);
    const status = () =>
      env.DB.prepare("SELECT status, payment_intent_id FROM bookings WHERE id = ?").bind(booking.id).first();
    expect(await status()).toMatchObject({ status: "pending" });

    expect((await deliver(body, signature)).status).toBe(200);
    expect(await status()).toEqual({ status: "confirmed", payment_intent_id: "pi_test_webhook_1" });
    const snapshot = async () => ({
      events: await count("payment_events"),
      mails: await count("mail_outbox"),
      booking: await status(),
    });
    const before = await snapshot();
    expect((await deliver(body, signature)).status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it("a correctly signed body that is not a usable event is refused or ignored, never a 500", async () => {
    const stripe = new Stripe("sk_test_123");
    const sign = (payload: string) =>
      stripe.webhooks.generateTestHeaderStringAsync({
        payload,
        secret,
        cryptoProvider: Stripe.createSubtleCryptoProvider(),
      });
    const before = { events: await count("payment_events"), bookings: await count("bookings") };
    // Not an event at all: 400.
    for (const payload of [
      "null",
      "42",
      "[]",
      '{"type":"payment_intent.succeeded"}',
      '{"id":7,"type":"x"}',
    ]) {
      const response = await deliver(payload, await sign(payload));
      expect(response.status, payload).toBe(400);
      expect(await response.json()).toEqual({ error: "Invalid signature or event" });
    }
    // An event whose payment intent lacks what is read (these used to throw a TypeError): ignored.
    for (const data of [undefined, {}, { object: null }, { object: { metadata: { bookingId: "1" } } }]) {
      const payload = JSON.stringify({ id: "evt_shape", type: "payment_intent.succeeded", data });
      const response = await deliver(payload, await sign(payload));
      expect(response.status, payload).toBe(200);
    }
    expect({ events: await count("payment_events"), bookings: await count("bookings") }).toEqual(before);
  });
});
