/**
 * The hostile-client suite for money, holds and bookings (issue 14 §2-3): each attack is refused with
 * a 4xx and a sentence a person can act on, and writes nothing; where money moves, it moves once and
 * as recorded.
 */
import { env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { workerContext } from "~/context.server";
import { amenityItems, users } from "~/db/schema";
import { HOLD_CAP_MESSAGES } from "~/domain/holds";
import type { BookingDetails } from "~/domain/schemas/booking";
import { addDays, todayIn } from "~/domain/zoned-time";
import { ConfigError, EXAMPLE_SECRETS, readConfig } from "~/env.server";
import { getBookingGym } from "~/models/booking-gym.server";
import { TestProvider } from "~/payments/test-provider.server";
import { action as amenityAction } from "~/routes/api/amenity-booking";
import { action as createAction } from "~/routes/api/bookings";
import { action as payAction } from "~/routes/api/process-payment";
import { action as webhookAction } from "~/routes/api/stripe-webhook";
import { action as bookPage } from "~/routes/gym-book/route";
import { bookGym } from "~/use-cases/book-gym.server";
import { caseContext, clientHash } from "~/use-cases/context.server";
import {
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_MESSAGES,
  once,
  requestHash,
} from "~/use-cases/idempotency.server";
import { settlePayment } from "~/use-cases/pay-booking.server";
import { cancelBooking, createBooking, payBooking } from "./booking-helpers";
import {
  config,
  cookieFrom,
  countRows,
  db,
  formPost,
  holdRows,
  insertGym,
  jsonPost,
  routerContext,
} from "./helpers";
import { call, freshAddress } from "./route-helpers";

type Json = Record<string, unknown>;

let gymId: number;
let zone: string;
let date: string;
beforeAll(async () => {
  const gym = await insertGym({ name: "Hostile Gym", capacity: 100, hourlyRateCents: 1500 });
  gymId = gym.id;
  zone = gym.timeZone;
  date = addDays(todayIn(zone, Date.now()), 3);
});

const details = (overrides: Json = {}) => ({
  gymId,
  athleteName: "Hana Hostile",
  athleteEmail: "hana@example.com",
  bookingType: "day_pass",
  bookingDate: date,
  startTime: "09:00",
  athletes: 1,
  ...overrides,
});

describe("a rate of 0 is not offered", () => {
  it("refuses hourly bookings at a gym whose hourly rate is 0, through the API and the page, writing nothing", async () => {
    const free = await insertGym({ name: "Day Pass Only", hourlyRateCents: 0, dayPassRateCents: 2000 });
    const before = await holdRows();
    const api = await call(
      createAction,
      "/api/bookings",
      jsonPost(details({ gymId: free.id, bookingType: "hourly", duration: 2 })),
    );
    expect(api.status).toBe(400);
    expect((api.body as Json).error).toBe("This gym does not offer hourly bookings");
    const page = await call(bookPage, `/gym/${free.id}/book`, {
      ...formPost({ intent: "details", ...stringify(details({ bookingType: "hourly", duration: 2 })) }),
      params: { id: String(free.id) },
    });
    expect(page.status).toBe(400);
    expect(JSON.stringify(page.body)).toContain("This gym does not offer hourly bookings");
    expect(await holdRows()).toEqual(before);
    // The database refuses a booking for nothing, whatever the code does.
    await expect(
      env.DB.prepare(
        `INSERT INTO bookings (reference, athlete_id, gym_id, athlete_name, athlete_email, booking_type, booking_date,
          start_time, end_time, duration_hours, athletes, starts_at, ends_at, total_cents, currency, status)
         VALUES ('GR-ZERO00', 1, ?, 'x', 'x@example.com', 'hourly', ?, '09:00', '10:00', 1, 1, 1, 2, 0, 'NZD', 'pending')`,
      )
        .bind(free.id, date)
        .run(),
    ).rejects.toThrow(/bookings_total_check/);
  });
});

function stringify(o: Json): Record<string, string> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));
}

describe("Idempotency-Key and the form's one-time token", () => {
  it("the same key and body answer the first booking again; another body with the key is a 422", async () => {
    const key = crypto.randomUUID();
    const body = details({ startTime: "10:00" });
    const before = await countRows("bookings");
    // One client: its own network (a key belongs to the client that sent it).
    const client = { "Idempotency-Key": key, "CF-Connecting-IP": freshAddress() };
    const first = await call(createAction, "/api/bookings", jsonPost(body, client));
    expect(first.status).toBe(201);
    const again = await call(createAction, "/api/bookings", jsonPost(body, client));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await countRows("bookings")).toBe(before + 1);
    const other = await call(createAction, "/api/bookings", jsonPost({ ...body, athletes: 2 }, client));
    expect(other.status).toBe(422);
    expect((other.body as Json).error).toMatch(/already used with a different request body/);
    expect(await countRows("bookings")).toBe(before + 1);
    // Without a key, a second create is a second booking (an API client asked twice).
    await call(createAction, "/api/bookings", jsonPost(body));
    expect(await countRows("bookings")).toBe(before + 2);
  });

  it("pays once under one key: the replay is the first answer, not a second charge", async () => {
    const created = await call(createAction, "/api/bookings", jsonPost(details({ startTime: "11:00" })));
    const cookie = cookieFrom(created.headers);
    const id = (created.body as Json).id as number;
    const key = crypto.randomUUID();
    const pay = () =>
      call(
        payAction,
        "/api/process-payment",
        jsonPost(
          { bookingId: id, paymentMethod: "pm_card_visa" },
          { Cookie: cookie, "Idempotency-Key": key },
        ),
      );
    const first = await pay();
    expect(first.status).toBe(200);
    const second = await pay();
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(
      (await env.DB.prepare("SELECT count(*) AS n FROM payment_events WHERE booking_id = ?")
        .bind(id)
        .first<{ n: number }>())!.n,
    ).toBe(1);
  });

  /** The key's scope for a client without an identity: its network's. */
  const networkScope = async (route: string, address: string) =>
    `${route}:network:${await clientHash(config(), new Request("https://gymroam.test/", { headers: { "CF-Connecting-IP": address } }))}`;
  const claimLeftBehind = async (scope: string, key: string, body: unknown, age: number) =>
    env.DB.prepare("INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES (?, ?, ?, ?)")
      .bind(scope, key, await requestHash(body), Date.now() - age)
      .run();

  it("a claim left by a run killed before it wrote anything is taken over after the lease: one booking", async () => {
    const key = crypto.randomUUID();
    const address = freshAddress();
    const body = details({ startTime: "15:00" });
    await claimLeftBehind(
      await networkScope("api:bookings", address),
      key,
      body,
      IDEMPOTENCY_LEASE_MS + 1000,
    );
    const before = await countRows("bookings");
    const client = { "Idempotency-Key": key, "CF-Connecting-IP": address };
    const retry = await call(createAction, "/api/bookings", jsonPost(body, client));
    expect(retry.status).toBe(201);
    expect(retry.headers.get("Idempotent-Replayed")).toBeNull();
    const again = await call(createAction, "/api/bookings", jsonPost(body, client));
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect((again.body as Json).id).toBe((retry.body as Json).id);
    expect(await countRows("bookings")).toBe(before + 1);
  }, 30_000);

  it("a claim inside its lease is still being processed: 409, and nothing is made", async () => {
    const key = crypto.randomUUID();
    const address = freshAddress();
    const body = details({ startTime: "15:30" });
    await claimLeftBehind(
      await networkScope("api:bookings", address),
      key,
      body,
      IDEMPOTENCY_LEASE_MS - 10_000,
    );
    const before = await countRows("bookings");
    const retry = await call(
      createAction,
      "/api/bookings",
      jsonPost(body, { "Idempotency-Key": key, "CF-Connecting-IP": address }),
    );
    expect(retry.status).toBe(409);
    expect((retry.body as Json).error).toBe(IDEMPOTENCY_MESSAGES.inProgress);
    expect(retry.headers.get("Retry-After")).toBe("1");
    expect(await countRows("bookings")).toBe(before);
  }, 30_000);

  it("a payment claim left by a killed run is taken over after the lease and charges once", async () => {
    const created = await call(createAction, "/api/bookings", jsonPost(details({ startTime: "16:00" })));
    const cookie = cookieFrom(created.headers);
    const id = (created.body as Json).id as number;
    const owner = (await env.DB.prepare("SELECT athlete_id AS a FROM bookings WHERE id = ?")
      .bind(id)
      .first<{ a: number }>())!.a;
    const key = crypto.randomUUID();
    const body = { bookingId: id, paymentMethod: "pm_card_visa" };
    await claimLeftBehind(`api:process-payment:visitor:${owner}`, key, body, IDEMPOTENCY_LEASE_MS + 1000);
    const pay = () =>
      call(payAction, "/api/process-payment", jsonPost(body, { Cookie: cookie, "Idempotency-Key": key }));
    const first = await pay();
    expect(first.status).toBe(200);
    expect(((first.body as Json).booking as Json).status).toBe("confirmed");
    const second = await pay();
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    expect(second.body).toEqual(first.body);
    expect(
      (await env.DB.prepare("SELECT count(*) AS n FROM payment_events WHERE booking_id = ?")
        .bind(id)
        .first<{ n: number }>())!.n,
    ).toBe(1);
  }, 30_000);

  it("the answer and the booking are written together: when either cannot be, neither is", async () => {
    const key = crypto.randomUUID();
    const address = freshAddress();
    const body = details({ startTime: "16:30", athleteName: "Bea Batch" });
    const client = { "Idempotency-Key": key, "CF-Connecting-IP": address };
    const scope = await networkScope("api:bookings", address);
    const keyRows = () =>
      env.DB.prepare("SELECT count(*) AS n FROM idempotency_keys WHERE scope = ? AND key = ?")
        .bind(scope, key)
        .first<{ n: number }>()
        .then((r) => r!.n);
    const before = await countRows("bookings");
    // The booking's write fails: no answer is stored, and the key is free for the retry.
    await env.DB.prepare(
      `CREATE TRIGGER test_booking_fails BEFORE INSERT ON bookings WHEN NEW.athlete_name = 'Bea Batch'
       BEGIN SELECT RAISE(ABORT, 'test: the booking cannot be written'); END`,
    ).run();
    try {
      await expect(call(createAction, "/api/bookings", jsonPost(body, client))).rejects.toThrow(
        /the booking cannot be written/,
      );
    } finally {
      await env.DB.prepare("DROP TRIGGER test_booking_fails").run();
    }
    expect(await countRows("bookings")).toBe(before);
    expect(await keyRows()).toBe(0);
    // The answer cannot be stored: the booking is not written either.
    await env.DB.prepare(
      `CREATE TRIGGER test_answer_fails BEFORE UPDATE OF status ON idempotency_keys WHEN NEW.status IS NOT NULL
       BEGIN SELECT RAISE(ABORT, 'test: the answer cannot be stored'); END`,
    ).run();
    try {
      await expect(call(createAction, "/api/bookings", jsonPost(body, client))).rejects.toThrow(
        /the answer cannot be stored/,
      );
    } finally {
      await env.DB.prepare("DROP TRIGGER test_answer_fails").run();
    }
    expect(await countRows("bookings")).toBe(before);
    expect(await keyRows()).toBe(0);
    // Both can be written again: one booking, answered.
    expect((await call(createAction, "/api/bookings", jsonPost(body, client))).status).toBe(201);
    expect((await call(createAction, "/api/bookings", jsonPost(body, client))).status).toBe(201);
    expect(await countRows("bookings")).toBe(before + 1);
    expect(await keyRows()).toBe(1);
  }, 30_000);

  it("a run whose claim was taken over cannot store its answer, so its booking is not written", async () => {
    const ctx = caseContext(config());
    const args = { scope: "test:taken-over", key: crypto.randomUUID(), hash: "h", now: ctx.now };
    const before = await countRows("bookings");
    const outcome = await once(db(), args, async (answer) => {
      // Meanwhile a retry took the claim over (its own stamp).
      await env.DB.prepare(
        "UPDATE idempotency_keys SET created_at = created_at + 1 WHERE scope = ? AND key = ?",
      )
        .bind(args.scope, args.key)
        .run();
      return bookGym(ctx, {
        actor: { visitorId: "new", clientHash: null },
        details: details({ startTime: "17:00" }) as BookingDetails,
        referralCode: undefined,
        alsoWrite: (booking) => [answer(201, booking)],
      });
    });
    expect(outcome.kind).toBe("in_progress");
    expect(await countRows("bookings")).toBe(before);
    // The retry's claim is untouched, still unanswered.
    const row = await env.DB.prepare("SELECT status FROM idempotency_keys WHERE scope = ? AND key = ?")
      .bind(args.scope, args.key)
      .first<{ status: number | null }>();
    expect(row).toEqual({ status: null });
  }, 30_000);

  it("an amenity booking's replay answers what its first answer did", async () => {
    const sauna = await insertSauna();
    const body = {
      gymId: sauna.gymId,
      amenityName: sauna.name,
      startTime: `${date}T10:00`,
      duration: 2,
      athleteName: "Hana",
      athleteEmail: "hana@example.com",
    };
    const client = { "Idempotency-Key": crypto.randomUUID(), "CF-Connecting-IP": freshAddress() };
    const first = await call(amenityAction, "/api/amenity-booking", jsonPost(body, client));
    expect(first.status).toBe(201);
    const again = await call(amenityAction, "/api/amenity-booking", jsonPost(body, client));
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
  }, 30_000);

  it("a double submit of the booking form makes one booking", async () => {
    const token = "tok_double_submit_0123456789";
    const address = freshAddress();
    const fields = {
      intent: "details",
      submissionToken: token,
      ...stringify(details({ startTime: "12:00" })),
    };
    const before = await countRows("bookings");
    const first = await call(bookPage, `/gym/${gymId}/book`, {
      ...formPost(fields, { "CF-Connecting-IP": address }),
      params: { id: String(gymId) },
    });
    expect(first.status).toBe(302);
    const second = await call(bookPage, `/gym/${gymId}/book`, {
      ...formPost(fields, { "CF-Connecting-IP": address, Cookie: cookieFrom(first.headers) }),
      params: { id: String(gymId) },
    });
    expect(second.status).toBe(302);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await countRows("bookings")).toBe(before + 1);
  });
});

describe("holds cannot be hoarded", () => {
  it("a visitor holds at most 3 unpaid bookings; the 4th is refused with what to do, writing nothing", async () => {
    const first = await call(createAction, "/api/bookings", jsonPost(details({ startTime: "13:00" })));
    const cookie = cookieFrom(first.headers);
    for (const startTime of ["13:30", "14:00"])
      expect(
        (await call(createAction, "/api/bookings", jsonPost(details({ startTime }), { Cookie: cookie })))
          .status,
      ).toBe(201);
    const before = await holdRows();
    const fourth = await call(
      createAction,
      "/api/bookings",
      jsonPost(details({ startTime: "14:30" }), { Cookie: cookie }),
    );
    expect(fourth.status).toBe(429);
    expect((fourth.body as Json).error).toBe(HOLD_CAP_MESSAGES.visitor);
    expect(fourth.headers.get("Retry-After")).toBe("900");
    expect(await holdRows()).toEqual(before);
    // Amenity holds count too.
    const sauna = await insertSauna();
    const beforeAmenity = await holdRows();
    const amenity = await call(
      amenityAction,
      "/api/amenity-booking",
      jsonPost(
        {
          gymId: sauna.gymId,
          amenityName: sauna.name,
          startTime: `${date}T09:00`,
          duration: 1,
          athleteName: "Hana",
          athleteEmail: "hana@example.com",
        },
        { Cookie: cookie },
      ),
    );
    expect(amenity.status).toBe(429);
    expect(await holdRows()).toEqual(beforeAmenity);
  });

  it("one network (IPv6 by its /64) holds at most 20 unpaid bookings, across visitors", async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:42`;
    const gym = await insertGym({ name: "Network Gym", capacity: 100 });
    const gymRow = (await getBookingGym(db(), gym.id))!;
    const hash = "network-hash-for-test";
    for (let i = 0; i < 20; i++) {
      const [user] = await db().insert(users).values({ userType: "athlete" }).returning({ id: users.id });
      const made = await createBooking(db(), {
        userId: user!.id,
        gym: gymRow,
        input: { ...details({ gymId: gym.id }), bookingType: "day_pass", duration: 2 } as never,
        now: Date.now(),
        clientHash: hash,
      });
      expect(made.ok).toBe(true);
    }
    const [user] = await db().insert(users).values({ userType: "athlete" }).returning({ id: users.id });
    const refused = await createBooking(db(), {
      userId: user!.id,
      gym: gymRow,
      input: { ...details({ gymId: gym.id }), bookingType: "day_pass", duration: 2 } as never,
      now: Date.now(),
      clientHash: hash,
    });
    expect(refused).toMatchObject({ ok: false, status: 429, message: HOLD_CAP_MESSAGES.address });
    // Through the API, addresses of one /64 are one network: the same hash on their bookings.
    const gym2 = await insertGym({ name: "Prefix Gym", capacity: 100 });
    const ids: number[] = [];
    for (const host of ["1", "abcd:1234:5678:9abc"]) {
      const made = await call(
        createAction,
        "/api/bookings",
        jsonPost(details({ gymId: gym2.id }), {
          "CF-Connecting-IP": `${prefix}::${host}`.replace("::abcd", ":abcd"),
        }),
      );
      expect(made.status).toBe(201);
      ids.push((made.body as Json).id as number);
    }
    const hashes = await env.DB.prepare(
      `SELECT DISTINCT client_hash FROM bookings WHERE id IN (${ids.join(",")})`,
    ).all();
    expect(hashes.results).toHaveLength(1);
    expect(hashes.results[0]?.client_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("one booking takes at most 20 athletes; bigger groups are sent to the team inquiry", async () => {
    const response = await call(createAction, "/api/bookings", jsonPost(details({ athletes: 21 })));
    expect(response.status).toBe(400);
    expect((response.body as Json).error).toMatch(
      /At most 20 athletes per booking; for bigger groups send a team inquiry/,
    );
  });

  it("fractional sizes and durations are refused, not truncated", async () => {
    for (const [overrides, message] of [
      [{ athletes: 2.5 }, "Number of athletes must be a whole number"],
      [{ athletes: "2.5" }, "Number of athletes must be a whole number"],
      [{ bookingType: "hourly", duration: 1.5 }, "Duration must be a whole number of hours"],
    ] as const) {
      const before = await countRows("bookings");
      const response = await call(createAction, "/api/bookings", jsonPost(details(overrides)));
      expect(response.status).toBe(400);
      expect((response.body as Json).error).toBe(message);
      expect(await countRows("bookings")).toBe(before);
    }
  });
});

async function insertSauna() {
  const gym = await insertGym({ name: "Hoard Sauna Gym" });
  const [item] = await db()
    .insert(amenityItems)
    .values({ gymId: gym.id, type: "sauna", name: `Sauna ${gym.id}`, pricePerHourCents: 3000 })
    .returning();
  return { gymId: gym.id, name: item!.name };
}

describe("amenity bookings are real bookings", () => {
  it("need a name and a valid e-mail, like the page", async () => {
    const sauna = await insertSauna();
    const before = await holdRows();
    for (const [overrides, message] of [
      [{ athleteName: "" }, "Name is required"],
      [{ athleteEmail: "" }, "Valid email is required"],
      [{ athleteEmail: "not-an-email" }, "Valid email is required"],
    ] as const) {
      const response = await call(
        amenityAction,
        "/api/amenity-booking",
        jsonPost({
          gymId: sauna.gymId,
          amenityName: sauna.name,
          startTime: `${date}T10:00`,
          duration: 1,
          athleteName: "Hana",
          athleteEmail: "hana@example.com",
          ...overrides,
        }),
      );
      expect(response.status).toBe(400);
      expect((response.body as Json).error).toBe(message);
    }
    expect(await holdRows()).toEqual(before);
  });
});

describe("the test provider refuses cards as Stripe's test mode does", () => {
  it("a past expiry and a malformed security code, in Stripe's words", async () => {
    const created = await call(createAction, "/api/bookings", jsonPost(details({ startTime: "15:00" })));
    const cookie = cookieFrom(created.headers);
    const id = String((created.body as Json).id);
    for (const [card, message] of [
      [{ expiry: "01/20", cvc: "123" }, "Your card's expiration year is in the past."],
      [{ expiry: "13/30", cvc: "123" }, "Your card's expiration month is invalid."],
      [{ expiry: "12/40", cvc: "12" }, "Your card's security code is incomplete."],
      [{ expiry: "12/40", cvc: "12a" }, "Your card's security code is invalid."],
      [{ expiry: "12/40", cvc: "1234" }, "Your card's security code is invalid."],
    ] as const) {
      const response = await call(bookPage, `/gym/${gymId}/book?booking=${id}`, {
        ...formPost(
          { intent: "pay", bookingId: id, cardNumber: "4242 4242 4242 4242", ...card },
          { Cookie: cookie },
        ),
        params: { id: String(gymId) },
      });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain(message);
    }
    const status = await env.DB.prepare("SELECT status FROM bookings WHERE id = ?")
      .bind(id)
      .first<{ status: string }>();
    expect(status?.status).toBe("pending");
  });
});

/** 32 random bytes, base64 (what `openssl rand -base64 32` prints). */
const STRONG_SECRET = "q8Yv0m3Jt6Wc1Zr9Lk2Hs5Xb7Nf4Pd0Ga8Ue3Ti6Oy1=";

describe("production fails closed", () => {
  it("refuses to start with the example secrets or without PUBLIC_ORIGIN", () => {
    const base = {
      DB: env.DB,
      ANALYTICS: env.ANALYTICS,
      APP_ENV: "production",
      PUBLIC_ORIGIN: "https://gymroam.com",
    };
    expect(() =>
      readConfig({ ...base, SESSION_SECRET: EXAMPLE_SECRETS.SESSION_SECRET } as unknown as Env),
    ).toThrow(ConfigError);
    expect(() =>
      readConfig({
        ...base,
        SESSION_SECRET: STRONG_SECRET,
        ADMIN_PASSWORD: EXAMPLE_SECRETS.ADMIN_PASSWORD,
      } as unknown as Env),
    ).toThrow(/ADMIN_PASSWORD is the example value/);
    expect(() =>
      readConfig({
        ...base,
        PUBLIC_ORIGIN: undefined,
        SESSION_SECRET: STRONG_SECRET,
      } as unknown as Env),
    ).toThrow(/PUBLIC_ORIGIN/);
    expect(readConfig({ ...base, SESSION_SECRET: STRONG_SECRET } as unknown as Env).isProduction).toBe(true);
  });

  it("never takes a test payment: without Stripe keys every payment is refused with a clear message", async () => {
    const created = await call(createAction, "/api/bookings", jsonPost(details({ startTime: "16:00" })));
    const cookie = cookieFrom(created.headers);
    const context = new RouterContextProvider();
    context.set(workerContext, {
      env,
      ctx: { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} } as never,
      config: { ...config(), isProduction: true, stripe: undefined },
      nonce: "n",
    });
    const paid = await call(payAction, "/api/process-payment", {
      ...jsonPost(
        { bookingId: (created.body as Json).id, paymentMethod: "pm_card_visa" },
        { Cookie: cookie },
      ),
      context,
    });
    expect(paid.status).toBe(503);
    expect((paid.body as Json).error).toBe("Payments are not configured. Please try again later.");
    const status = await env.DB.prepare("SELECT status FROM bookings WHERE id = ?")
      .bind((created.body as Json).id)
      .first<{ status: string }>();
    expect(status?.status).toBe("pending");
  });
});

describe("payment events are checked and settled from the recorded state", () => {
  const secret = "whsec_hostile";
  const stripeConfig = () => ({
    ...config(),
    stripe: { secretKey: "sk_test_hostile", publishableKey: "pk_test_hostile", webhookSecret: secret },
  });
  /** A Stripe API that records refunds (and answers them). */
  function fakeStripe() {
    const refunds: string[] = [];
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith("/v1/refunds")) {
        refunds.push(String(init?.body ?? ""));
        return Response.json({ id: `re_${refunds.length}`, object: "refund", status: "succeeded" });
      }
      return Response.json(
        { error: { message: "unexpected call", type: "invalid_request_error" } },
        { status: 400 },
      );
    }) as typeof fetch;
    return { refunds, fetchFn };
  }
  async function deliver(event: Json) {
    const payload = JSON.stringify(event);
    const signature = await new Stripe("sk_test_hostile").webhooks.generateTestHeaderStringAsync({
      payload,
      secret,
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    const context = new RouterContextProvider();
    context.set(workerContext, {
      env,
      ctx: { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} } as never,
      config: stripeConfig(),
      nonce: "n",
    });
    return call(webhookAction, "/api/stripe/webhook", {
      method: "POST",
      headers: { "Stripe-Signature": signature, "Content-Type": "application/json" },
      body: payload,
      context,
    });
  }
  const succeeded = (id: string, bookingId: number, object: Json) => ({
    id,
    object: "event",
    type: "payment_intent.succeeded",
    livemode: false,
    data: {
      object: {
        object: "payment_intent",
        status: "succeeded",
        metadata: { bookingId: String(bookingId) },
        ...object,
      },
    },
  });

  async function paidBooking(startsInHours: number) {
    const gym = (await getBookingGym(db(), gymId))!;
    const [user] = await db().insert(users).values({ userType: "athlete" }).returning({ id: users.id });
    const now = Date.now();
    // A booking made 3 days ahead, cancelled "later" at a clock `startsInHours` before its start.
    const made = await createBooking(db(), {
      userId: user!.id,
      gym,
      input: { ...details({ startTime: "17:00" }), bookingType: "day_pass", duration: 2 } as never,
      now,
    });
    if (!made.ok) throw new Error(made.message);
    const row = await env.DB.prepare(
      "SELECT id, athlete_id AS athleteId, starts_at AS startsAt, total_cents AS total, reference FROM bookings WHERE id = ?",
    )
      .bind(made.booking.id)
      .first<{ id: number; athleteId: number; startsAt: number; total: number; reference: string }>();
    const paid = await payBooking(db(), new TestProvider(), row!, "pm_card_visa", now);
    expect(paid.ok).toBe(true);
    return { ...row!, cancelAt: row!.startsAt - startsInHours * 3_600_000 };
  }

  it("a late webhook after a no-refund cancellation refunds nothing, however often it comes", async () => {
    const booking = await paidBooking(6);
    const cancelled = await cancelBooking(db(), new TestProvider(), booking, booking.cancelAt);
    expect(cancelled).toMatchObject({ ok: true, refundCents: 0 });
    const { refunds, fetchFn } = fakeStripe();
    const ctx = { ...caseContext(stripeConfig(), { fetch: fetchFn }) };
    const report = {
      bookingId: booking.id,
      paymentIntentId: `pi_test_${booking.reference}`,
      eventId: "evt_late_1",
      checked: { amountCents: booking.total, currency: "NZD", livemode: false },
    };
    for (let i = 0; i < 3; i++) expect(await settlePayment(ctx, report)).toBe("already_settled");
    expect(refunds).toEqual([]);
    // Through the webhook route too: 200, nothing refunded, the recorded refund stays 0.
    const delivered = await deliver(
      succeeded("evt_late_2", booking.id, {
        id: `pi_test_${booking.reference}`,
        amount: booking.total,
        currency: "nzd",
      }),
    );
    expect(delivered.status).toBe(200);
    const after = await env.DB.prepare("SELECT status, refund_cents FROM bookings WHERE id = ?")
      .bind(booking.id)
      .first();
    expect(after).toEqual({ status: "cancelled", refund_cents: 0 });
  });

  it("money for a booking cancelled before it was paid goes back in full, once", async () => {
    const gym = (await getBookingGym(db(), gymId))!;
    const [user] = await db().insert(users).values({ userType: "athlete" }).returning({ id: users.id });
    const made = await createBooking(db(), {
      userId: user!.id,
      gym,
      input: { ...details({ startTime: "18:00" }), bookingType: "day_pass", duration: 2 } as never,
      now: Date.now(),
    });
    if (!made.ok) throw new Error(made.message);
    await cancelBooking(db(), new TestProvider(), { id: made.booking.id, athleteId: user!.id }, Date.now());
    const { refunds, fetchFn } = fakeStripe();
    const ctx = caseContext(stripeConfig(), { fetch: fetchFn });
    const report = {
      bookingId: made.booking.id,
      paymentIntentId: "pi_late_pending",
      eventId: "evt_pending_1",
      checked: { amountCents: made.booking.totalCents, currency: "NZD", livemode: false },
    };
    expect(await settlePayment(ctx, report)).toBe("refunded");
    expect(await settlePayment(ctx, { ...report, eventId: "evt_pending_2" })).toBe("already_settled");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toContain(`amount=${made.booking.totalCents}`);
    const after = await env.DB.prepare("SELECT refund_cents FROM bookings WHERE id = ?")
      .bind(made.booking.id)
      .first();
    expect(after).toEqual({ refund_cents: made.booking.totalCents });
  });

  it("an event whose amount, currency, mode or intent does not match confirms nothing and flags the booking", async () => {
    const gym = (await getBookingGym(db(), gymId))!;
    for (const [name, object, livemode] of [
      ["amount", { amount: 1, currency: "nzd" }, false],
      ["currency", { currency: "aud" }, false],
      ["mode", {}, true],
    ] as const) {
      const [user] = await db().insert(users).values({ userType: "athlete" }).returning({ id: users.id });
      const made = await createBooking(db(), {
        userId: user!.id,
        gym,
        input: { ...details({ startTime: "19:00" }), bookingType: "day_pass", duration: 2 } as never,
        now: Date.now(),
      });
      if (!made.ok) throw new Error(made.message);
      const mailBefore = await countRows("mail_outbox");
      const event = succeeded(`evt_mismatch_${name}_${made.booking.id}`, made.booking.id, {
        id: `pi_mismatch_${name}_${made.booking.id}`,
        amount: made.booking.totalCents,
        currency: "nzd",
        ...object,
      });
      const response = await deliver({ ...event, livemode });
      expect(response.status).toBe(200);
      const row = await env.DB.prepare("SELECT status, flagged_reason FROM bookings WHERE id = ?")
        .bind(made.booking.id)
        .first<{ status: string; flagged_reason: string | null }>();
      expect(row?.status, name).toBe("pending");
      expect(row?.flagged_reason, name).toBeTruthy();
      expect(await countRows("mail_outbox")).toBe(mailBefore);
    }
  });
});

// Keep the imports honest (routerContext is the default context of `call`).
void routerContext;
