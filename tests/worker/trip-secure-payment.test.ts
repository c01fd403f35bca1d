/**
 * Issue 36: a trip is paid "with the same card rules as a booking", 3-D Secure included. Against a
 * fake Stripe API (the real StripeProvider and Stripe's client, with their fetch pointed here): a
 * currency whose card asks for 3-D Secure answers requiresAction with the intent's client secret and
 * keeps every hold; paying again after the browser finished it charges nothing twice; Stripe's
 * webhook confirms a trip the athlete did not come back to; money for a trip that can no longer be
 * confirmed goes back, once, including when its hold lapses between two currencies.
 */
import { env } from "cloudflare:test";
import Stripe from "stripe";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { workerContext } from "~/context.server";
import { addDays, todayIn } from "~/domain/zoned-time";
import { scheduledJobs } from "~/jobs.server";
import { action as payAction } from "~/routes/api/process-payment";
import { action as webhookAction } from "~/routes/api/stripe-webhook";
import { action as tripsAction } from "~/routes/api/trips";
import { action as tripPageAction, loader as tripPageLoader } from "~/routes/trip/route";
import { caseContext } from "~/use-cases/context.server";
import { payTrip, settleTripPayment } from "~/use-cases/pay-trip.server";
import { config, cookieFrom, insertGym, request, routerContext } from "./helpers";

const WEBHOOK_SECRET = "whsec_trip_3ds";
const stripeConfig = () => ({
  ...config(),
  stripe: { secretKey: "sk_test_trip3ds", publishableKey: "pk_test_trip3ds", webhookSecret: WEBHOOK_SECRET },
});

/** The request context of a worker configured with Stripe keys. */
function stripeContext() {
  const context = routerContext();
  context.set(workerContext, { ...context.get(workerContext), config: stripeConfig() });
  return context;
}

interface Intent {
  id: string;
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
}

/**
 * The parts of Stripe's API a trip payment calls. Cards of a currency in `secure` ask for 3-D Secure
 * on confirm; `finish` is the browser completing it (Stripe.js handleNextAction).
 */
function fakeStripe(secure: string[] = []) {
  const intents = new Map<string, Intent>();
  const calls: string[] = [];
  const refunds: { intent: string; amount: number }[] = [];
  const object = (intent: Intent) => ({
    object: "payment_intent",
    ...intent,
    client_secret: `${intent.id}_secret_x`,
    livemode: false,
  });
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const method = init?.method ?? "GET";
    const form = new URLSearchParams(String(init?.body ?? ""));
    calls.push(`${method} ${url.pathname}`);
    if (method === "POST" && url.pathname === "/v1/payment_intents") {
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
        if (name) metadata[name] = value;
      }
      const intent: Intent = {
        id: `pi_fake_${crypto.randomUUID().replaceAll("-", "")}`,
        amount: Number(form.get("amount")),
        currency: String(form.get("currency")),
        status: "requires_payment_method",
        metadata,
      };
      intents.set(intent.id, intent);
      return Response.json(object(intent));
    }
    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname);
    if (method === "POST" && confirm) {
      const intent = intents.get(confirm[1]!)!;
      intent.status = secure.includes(intent.currency.toUpperCase()) ? "requires_action" : "succeeded";
      return Response.json(object(intent));
    }
    const read = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (method === "GET" && read) return Response.json(object(intents.get(read[1]!)!));
    if (method === "POST" && url.pathname === "/v1/refunds") {
      refunds.push({ intent: String(form.get("payment_intent")), amount: Number(form.get("amount")) });
      return Response.json({ id: `re_${refunds.length}`, object: "refund", status: "succeeded" });
    }
    return Response.json(
      { error: { message: "unexpected call", type: "invalid_request_error" } },
      { status: 400 },
    );
  }) as typeof fetch;
  const finish = (currency: string) => {
    for (const intent of intents.values())
      if (intent.currency === currency.toLowerCase() && intent.status === "requires_action")
        intent.status = "succeeded";
  };
  const intentIn = (currency: string) =>
    [...intents.values()].find((i) => i.currency === currency.toLowerCase());
  return { fetchFn, intents, calls, refunds, finish, intentIn };
}

const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

let wellington: number;
let sydney: number;
let start: string;

beforeAll(async () => {
  wellington = (await insertGym({ name: "Secure Wellington", capacity: 10, dayPassRateCents: 2500 })).id;
  sydney = (
    await insertGym({
      name: "Secure Sydney",
      city: "Sydney",
      country: "Australia",
      currency: "AUD",
      timeZone: "Australia/Sydney",
      capacity: 10,
      dayPassRateCents: 3000,
    })
  ).id;
  start = addDays(todayIn("Pacific/Auckland", Date.now()), 30);
}, 30_000);

type HeldTrip = { id: number; reference: string; cookie: string; owner: number; bookingIds: number[] };

/** Holds a trip through the API: one NZD day in Wellington, and one AUD day in Sydney unless `nzOnly`. */
async function holdTrip(offset: number, nzOnly = false): Promise<HeldTrip> {
  const stops = [{ gymId: wellington, from: addDays(start, offset), to: addDays(start, offset) }];
  if (!nzOnly)
    stops.push({ gymId: sydney, from: addDays(start, offset + 1), to: addDays(start, offset + 1) });
  const response = (await tripsAction({
    request: request("/api/trips", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ athleteName: "Sam Secure", athleteEmail: "sam.secure@example.com", stops }),
    }),
    context: routerContext(),
    params: {},
  } as never)) as Response;
  expect(response.status).toBe(201);
  const body = (await response.json()) as {
    id: number;
    reference: string;
    stops: { bookings: { id: number }[] }[];
  };
  const owner = (await env.DB.prepare("SELECT athlete_id AS n FROM trips WHERE id = ?")
    .bind(body.id)
    .first<{ n: number }>())!.n;
  return {
    id: body.id,
    reference: body.reference,
    cookie: cookieFrom(response.headers),
    owner,
    bookingIds: body.stops.flatMap((s) => s.bookings.map((b) => b.id)),
  };
}

const tripStatus = async (id: number) =>
  (await env.DB.prepare("SELECT status FROM trips WHERE id = ?").bind(id).first<{ status: string }>())!
    .status;
const bookingStatuses = async (trip: HeldTrip) =>
  (
    await env.DB.prepare(
      `SELECT status FROM bookings WHERE id IN (${trip.bookingIds.join(",")}) ORDER BY id`,
    ).all<{
      status: string;
    }>()
  ).results.map((r) => r.status);

describe("a trip card that asks for 3-D Secure", () => {
  it("answers with the intent's client secret, keeps every hold, and finishes on the same intents", async () => {
    const trip = await holdTrip(0);
    const stripe = fakeStripe(["AUD"]);
    const ctx = () => caseContext(stripeConfig(), { fetch: stripe.fetchFn });
    const input = { userId: trip.owner, tripId: trip.id, paymentMethod: "pm_card_threeDSecure2Required" };

    const first = await payTrip(ctx(), input);
    const aud = stripe.intentIn("AUD")!;
    expect(first).toEqual({
      ok: true,
      value: { status: "requires_action", clientSecret: `${aud.id}_secret_x`, currency: "AUD" },
    });
    // The NZD charge was taken; nothing is confirmed and every stop stays held.
    expect(stripe.intentIn("NZD")!.status).toBe("succeeded");
    expect(aud.metadata).toEqual({ tripId: String(trip.id), reference: `${trip.reference}-AUD` });
    expect(await tripStatus(trip.id)).toBe("pending");
    expect(await bookingStatuses(trip)).toEqual(["pending", "pending"]);

    // The browser finishes 3-D Secure, then posts the same payment again.
    stripe.finish("AUD");
    const second = await payTrip(ctx(), input);
    expect(second).toEqual({ ok: true, value: { status: "confirmed", replayed: false } });
    expect(await tripStatus(trip.id)).toBe("confirmed");
    expect(await bookingStatuses(trip)).toEqual(["confirmed", "confirmed"]);
    // One intent per currency, each confirmed once: the NZD charge was read, not taken again.
    expect(stripe.intents.size).toBe(2);
    expect(stripe.calls.filter((c) => c.endsWith("/confirm"))).toHaveLength(2);
    expect(stripe.refunds).toEqual([]);
    expect(
      await count(
        "SELECT count(*) AS n FROM trip_payments WHERE trip_id = ? AND succeeded_at IS NOT NULL",
        trip.id,
      ),
    ).toBe(2);
    expect(
      await count(
        "SELECT count(*) AS n FROM mail_outbox WHERE kind = 'trip_confirmation' AND related_id = ?",
        trip.id,
      ),
    ).toBe(1);
  }, 30_000);

  it("POST /api/process-payment answers 202 with the client secret, then 200 once it is finished", async () => {
    const trip = await holdTrip(4, true);
    const stripe = fakeStripe(["NZD"]);
    // The route makes its own Stripe client with the worker's keys: its fetch is this fake API.
    vi.stubGlobal("fetch", stripe.fetchFn);
    try {
      const pay = async () => {
        const context = stripeContext();
        return (await payAction({
          request: request("/api/process-payment", {
            method: "POST",
            headers: { "Content-Type": "application/json", Cookie: trip.cookie },
            body: JSON.stringify({ tripId: trip.id, paymentMethod: "pm_card_threeDSecure2Required" }),
          }),
          context,
          params: {},
        } as never)) as Response;
      };
      const first = await pay();
      expect(first.status).toBe(202);
      const intent = stripe.intentIn("NZD")!;
      expect(await first.json()).toEqual({ requiresAction: true, clientSecret: `${intent.id}_secret_x` });
      expect(await tripStatus(trip.id)).toBe("pending");
      stripe.finish("NZD");
      const second = await pay();
      expect(second.status).toBe(200);
      expect(((await second.json()) as { trip: { status: string } }).trip.status).toBe("confirmed");
      expect(stripe.intents.size).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  }, 30_000);
});

describe("Stripe's report of a trip charge the browser finished", () => {
  async function deliver(event: unknown) {
    const payload = JSON.stringify(event);
    const signature = await new Stripe("sk_test_trip3ds").webhooks.generateTestHeaderStringAsync({
      payload,
      secret: WEBHOOK_SECRET,
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    const context = stripeContext();
    return (await webhookAction({
      request: request("/api/stripe/webhook", {
        method: "POST",
        headers: { "Stripe-Signature": signature, "Content-Type": "application/json" },
        body: payload,
      }),
      context,
      params: {},
    } as never)) as Response;
  }
  const succeeded = (eventId: string, intent: Intent) => ({
    id: eventId,
    object: "event",
    type: "payment_intent.succeeded",
    livemode: false,
    data: {
      object: { ...intent, object: "payment_intent", status: "succeeded", amount_received: intent.amount },
    },
  });

  it("confirms a one-currency trip the athlete did not come back to, once", async () => {
    const trip = await holdTrip(8, true);
    const stripe = fakeStripe(["NZD"]);
    const paid = await payTrip(caseContext(stripeConfig(), { fetch: stripe.fetchFn }), {
      userId: trip.owner,
      tripId: trip.id,
      paymentMethod: "pm_card_threeDSecure2Required",
    });
    expect(paid).toMatchObject({ ok: true, value: { status: "requires_action" } });
    stripe.finish("NZD");
    const intent = stripe.intentIn("NZD")!;

    const delivered = await deliver(succeeded("evt_trip_1", intent));
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toEqual({ received: true, settled: "confirmed" });
    expect(await tripStatus(trip.id)).toBe("confirmed");
    expect(await bookingStatuses(trip)).toEqual(["confirmed"]);
    // Stripe sends events more than once: the second changes nothing.
    const again = await deliver(succeeded("evt_trip_2", intent));
    expect(await again.json()).toEqual({ received: true, settled: "already_settled" });
    expect(
      await count(
        "SELECT count(*) AS n FROM mail_outbox WHERE kind = 'trip_confirmation' AND related_id = ?",
        trip.id,
      ),
    ).toBe(1);
    // No booking was flagged: the trip's intent names the trip, not one of its bookings.
    expect(
      await count(
        `SELECT count(*) AS n FROM bookings WHERE id IN (${trip.bookingIds.join(",")}) AND flagged_reason IS NOT NULL`,
      ),
    ).toBe(0);
  }, 30_000);

  it("ignores a report whose amount does not match the trip's charge", async () => {
    const trip = await holdTrip(12, true);
    const stripe = fakeStripe(["NZD"]);
    await payTrip(caseContext(stripeConfig(), { fetch: stripe.fetchFn }), {
      userId: trip.owner,
      tripId: trip.id,
      paymentMethod: "pm_card_threeDSecure2Required",
    });
    const intent = stripe.intentIn("NZD")!;
    const delivered = await deliver(succeeded("evt_trip_short", { ...intent, amount: 100 }));
    expect(await delivered.json()).toEqual({ received: true, settled: "ignored" });
    expect(await tripStatus(trip.id)).toBe("pending");
  }, 30_000);

  it("gives back a charge finished after the lapsed hold was swept, once", async () => {
    const trip = await holdTrip(16, true);
    const stripe = fakeStripe(["NZD"]);
    await payTrip(caseContext(stripeConfig(), { fetch: stripe.fetchFn }), {
      userId: trip.owner,
      tripId: trip.id,
      paymentMethod: "pm_card_threeDSecure2Required",
    });
    stripe.finish("NZD");
    const intent = stripe.intentIn("NZD")!;
    const later = Date.now() + 20 * 60_000;
    const report = {
      tripId: trip.id,
      paymentIntentId: intent.id,
      eventId: "evt_late",
      amountCents: intent.amount,
      currency: "NZD",
      livemode: false,
    };
    // The sweep released the trip (nothing had been taken yet), then Stripe's report arrives.
    for (const job of scheduledJobs) await job(config(), new Date(later));
    expect(await tripStatus(trip.id)).toBe("cancelled");
    const ctx = caseContext(stripeConfig(), { fetch: stripe.fetchFn, now: later });
    expect(await settleTripPayment(ctx, report)).toBe("refunded");
    expect(await settleTripPayment(ctx, { ...report, eventId: "evt_late_again" })).toBe("already_settled");
    expect(stripe.refunds).toEqual([{ intent: intent.id, amount: intent.amount }]);
    expect(await tripStatus(trip.id)).toBe("cancelled");
    expect(await bookingStatuses(trip)).toEqual(["cancelled"]);
  }, 30_000);
});

describe("the hold sweep", () => {
  it("gives back the first currency's charge of a trip left at 3-D Secure, and releases it", async () => {
    const trip = await holdTrip(20);
    const stripe = fakeStripe(["AUD"]);
    const paid = await payTrip(caseContext(stripeConfig(), { fetch: stripe.fetchFn }), {
      userId: trip.owner,
      tripId: trip.id,
      paymentMethod: "pm_card_threeDSecure2Required",
    });
    expect(paid).toMatchObject({ ok: true, value: { status: "requires_action", currency: "AUD" } });
    const nzd = stripe.intentIn("NZD")!;
    // The sweep runs with the worker's own provider: the test provider refunds without a network.
    const later = new Date(Date.now() + 20 * 60_000);
    for (const job of scheduledJobs) await job(config(), later);
    expect(await tripStatus(trip.id)).toBe("cancelled");
    expect(await bookingStatuses(trip)).toEqual(["cancelled", "cancelled"]);
    expect(
      await count(
        "SELECT count(*) AS n FROM trip_payments WHERE trip_id = ? AND payment_intent_id = ? AND refunded_at IS NOT NULL",
        trip.id,
        nzd.id,
      ),
    ).toBe(1);
    // A second run finds nothing left to give back.
    for (const job of scheduledJobs) await job(config(), later);
    expect(
      await count("SELECT count(*) AS n FROM trips WHERE id = ? AND status = 'cancelled'", trip.id),
    ).toBe(1);
  }, 60_000);
});

describe("the trip page with Stripe", () => {
  const page = (trip: HeldTrip, form?: Record<string, string>) =>
    ({
      request: request(`/trips/${trip.id}`, {
        method: form ? "POST" : "GET",
        headers: form
          ? { "Content-Type": "application/x-www-form-urlencoded", Cookie: trip.cookie }
          : { Cookie: trip.cookie },
        body: form ? new URLSearchParams(form).toString() : undefined,
      }),
      context: stripeContext(),
      params: { id: String(trip.id) },
    }) as never;
  const answer = async (result: unknown) => {
    const value = result as { data?: unknown; init?: { status?: number } | null } | Response;
    if (value instanceof Response) return { status: value.status, body: null };
    return { status: value.init?.status ?? 200, body: value.data };
  };

  it("offers Stripe's card element for the first charge, and never reads a card number", async () => {
    const trip = await holdTrip(24);
    const loaded = (await tripPageLoader(page(trip))) as { stripe: unknown; paymentsUnavailable: boolean };
    expect(loaded.stripe).toEqual({ publishableKey: "pk_test_trip3ds", amountCents: 2500, currency: "NZD" });
    const stripe = fakeStripe();
    vi.stubGlobal("fetch", stripe.fetchFn);
    try {
      const posted = await answer(
        await tripPageAction(page(trip, { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" })),
      );
      expect(posted.status).toBe(400);
      expect(stripe.calls).toEqual([]);
      expect(await tripStatus(trip.id)).toBe("pending");
    } finally {
      vi.unstubAllGlobals();
    }
  }, 30_000);

  it("charges the PaymentMethod the browser made and hands back a 3-D Secure step", async () => {
    const trip = await holdTrip(28, true);
    const stripe = fakeStripe(["NZD"]);
    vi.stubGlobal("fetch", stripe.fetchFn);
    try {
      const first = await answer(await tripPageAction(page(trip, { paymentMethod: "pm_1Card3ds" })));
      const intent = stripe.intentIn("NZD")!;
      expect(first.body).toEqual({ requiresAction: true, clientSecret: `${intent.id}_secret_x` });
      stripe.finish("NZD");
      const second = await answer(await tripPageAction(page(trip, { paymentMethod: "pm_1Card3ds" })));
      // Paid: the page redirects to the confirmation.
      expect(second.status).toBe(302);
      expect(await tripStatus(trip.id)).toBe("confirmed");
    } finally {
      vi.unstubAllGlobals();
    }
  }, 30_000);
});
