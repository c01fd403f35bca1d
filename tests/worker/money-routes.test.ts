/**
 * Money out's pages and their rules as a browser or an operator meets them (issue 18): the admin's
 * money view and refunds (policy shown, override only with a reason, a double submit refunds once), the
 * gym split, the partner's money page for their own gym only, the test onboarding page only with the
 * offline provider, and production without Stripe refusing payouts.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { workerContext } from "~/context.server";
import { gyms, users } from "~/db/schema";
import { addDays, todayIn } from "~/domain/zoned-time";
import { getBookingGym } from "~/models/booking-gym.server";
import { reconcileLedger } from "~/models/ledger-reports.server";
import type { PaymentProvider } from "~/payments/provider.server";
import { paymentProvider } from "~/payments/provider.server";
import { TestProvider } from "~/payments/test-provider.server";
import { action as moneyAction, loader as moneyLoader } from "~/routes/admin/money";
import { loader as statementsCsvLoader } from "~/routes/admin/statements-csv";
import { action as webhookAction } from "~/routes/api/stripe-webhook";
import { loader as partnerMoneyLoader } from "~/routes/partner/money";
import { loader as onboardingLoader } from "~/routes/payouts-test-onboarding/route";
import { refundBookingByAdmin } from "~/use-cases/admin-money.server";
import { completeTestOnboarding, startPayoutOnboarding } from "~/use-cases/payouts.server";
import { signedInCookie } from "./account-helpers";
import { createBooking, payBooking, testContext } from "./booking-helpers";
import { config, db, insertGym, request } from "./helpers";
import { adminCookie, call } from "./route-helpers";

let gymId: number;
let ownerEmail: string;

beforeAll(async () => {
  ownerEmail = `money-owner-${Date.now()}@example.com`;
  const { userId } = await signedInCookie(ownerEmail);
  gymId = (await insertGym({ name: "Money Gym", dayPassRateCents: 5000 })).id;
  await db().update(gyms).set({ ownerId: userId }).where(eq(gyms.id, gymId));
});

/** A paid day pass `daysAhead` from now. */
async function paidBooking(daysAhead: number) {
  const [user] = await db().insert(users).values({ userType: "athlete" }).returning({ id: users.id });
  const gym = (await getBookingGym(db(), gymId))!;
  const now = Date.now();
  const created = await createBooking(db(), {
    userId: user!.id,
    gym,
    input: {
      gymId,
      athleteName: "Refund Athlete",
      athleteEmail: `refund-${user!.id}@example.com`,
      bookingType: "day_pass",
      bookingDate: addDays(todayIn(gym.timeZone, now), daysAhead),
      startTime: "06:00",
      duration: 2,
      athletes: 1,
    },
    now,
  });
  if (!created.ok) throw new Error(created.message);
  await payBooking(
    db(),
    new TestProvider(),
    { id: created.booking.id, athleteId: user!.id },
    "pm_card_visa",
    now,
  );
  return created.booking.id;
}

/** The offline provider, counting refunds by idempotency key. */
class CountingProvider extends TestProvider {
  keys: string[] = [];
  override async refund(paymentIntentId: string, amountCents: number, key: string) {
    this.keys.push(key);
    return super.refund(paymentIntentId, amountCents, key);
  }
}

describe("/admin/money", () => {
  it("is for admins only", async () => {
    const outcome = await call(moneyLoader, "/admin/money");
    expect(outcome.status).toBe(302);
  });

  it("shows the figures per currency, the policy's refund, and that the books balance", async () => {
    const id = await paidBooking(5);
    const outcome = await call(moneyLoader, `/admin/money?booking=${id}`, {
      headers: { Cookie: await adminCookie() },
    });
    expect(outcome.status).toBe(200);
    const body = outcome.body as {
      figures: { currency: string; bookingsCents: number }[];
      differences: unknown[];
      refund: { policyCents: number; totalCents: number; paid: boolean };
    };
    expect(body.differences).toEqual([]);
    expect(body.refund).toMatchObject({ totalCents: 5000, policyCents: 5000, paid: true });
    expect(body.figures.find((f) => f.currency === "NZD")?.bookingsCents).toBeGreaterThanOrEqual(5000);
    const bad = await call(moneyLoader, "/admin/money?period=2026-13", {
      headers: { Cookie: await adminCookie() },
    });
    expect(bad.status).toBe(400);
  });

  it("refuses an override without a reason, and refunds a partial amount with one, once", async () => {
    const id = await paidBooking(5);
    const cookie = await adminCookie();
    const post = (fields: Record<string, string>) =>
      call(moneyAction, "/admin/money", {
        method: "POST",
        headers: {
          Cookie: cookie,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(fields).toString(),
      });
    const refused = await post({ intent: "refund", bookingId: String(id), amount: "12.50" });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("give a reason for the override");
    const done = await post({
      intent: "refund",
      bookingId: String(id),
      amount: "12.50",
      reason: "Shower broken",
    });
    expect(done.status).toBe(302);
    const row = await env.DB.prepare("SELECT refund_cents, status FROM bookings WHERE id = ?")
      .bind(id)
      .first();
    expect(row).toEqual({ refund_cents: 1250, status: "confirmed" });
    const audit = await env.DB.prepare(
      "SELECT action, actor FROM audit_log WHERE subject_type = 'booking' AND subject_id = ? ORDER BY id DESC",
    )
      .bind(String(id))
      .first();
    expect(audit).toEqual({ action: "refund_override", actor: "admin" });
    // Two submits of the same refund (the same state): one refund at the provider's key, one entry.
    const provider = new CountingProvider();
    const ctx = testContext(Date.now(), provider as PaymentProvider);
    const input = { bookingId: id, amountCents: 500, reason: "Towel fee", actor: "admin" };
    const [first, second] = await Promise.all([
      refundBookingByAdmin(ctx, input),
      refundBookingByAdmin(ctx, input),
    ]);
    expect([first.ok, second.ok].filter(Boolean)).toHaveLength(1);
    expect(new Set(provider.keys).size).toBe(1);
    const refunds = await env.DB.prepare(
      "SELECT sum(amount_cents) AS total FROM ledger_entries WHERE booking_id = ? AND kind = 'refund'",
    )
      .bind(id)
      .first();
    expect(refunds).toEqual({ total: -1750 });
    expect(await reconcileLedger(db())).toEqual([]);
  });

  it("sets a gym's split, with an audit row; bookings paid afterwards use it", async () => {
    const cookie = await adminCookie();
    const outcome = await call(moneyAction, "/admin/money", {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "split", gymId: String(gymId), percent: "70" }).toString(),
    });
    expect(outcome.status).toBe(302);
    const audit = await env.DB.prepare(
      "SELECT before, after FROM audit_log WHERE action = 'gym_split' AND subject_id = ?",
    )
      .bind(String(gymId))
      .first();
    expect(audit).toEqual({ before: '{"gymSharePercent":60}', after: '{"gymSharePercent":70}' });
    const id = await paidBooking(6);
    const row = await env.DB.prepare("SELECT gym_share_percent FROM bookings WHERE id = ?").bind(id).first();
    expect(row).toEqual({ gym_share_percent: 70 });
    const badPercent = await call(moneyAction, "/admin/money", {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "split", gymId: String(gymId), percent: "101" }).toString(),
    });
    expect(badPercent.status).toBe(400);
  });

  it("downloads a gym's statement as CSV", async () => {
    const outcome = await call(statementsCsvLoader, `/admin/statements.csv?party=gym&id=${gymId}`, {
      headers: { Cookie: await adminCookie() },
    });
    expect(outcome.status).toBe(200);
    expect(outcome.headers.get("Content-Type")).toContain("text/csv");
    expect(String(outcome.body)).toContain("Date,Entry,Booking");
  });
});

describe("/partner/money", () => {
  it("shows the owner's own gym and refuses another's", async () => {
    const { cookie } = await signedInCookie(ownerEmail);
    const own = await call(partnerMoneyLoader, `/partner/money?gym=${gymId}`, {
      headers: { Cookie: cookie },
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ gym: { id: gymId, percent: 70 }, account: "not_started" });
    const other = (await insertGym({ name: "Someone Else's Gym" })).id;
    const refused = await call(partnerMoneyLoader, `/partner/money?gym=${other}`, {
      headers: { Cookie: cookie },
    });
    expect(refused.status).toBe(404);
  });
});

describe("payout accounts", () => {
  it("the offline provider's onboarding enables the account; the page is a 404 with Stripe", async () => {
    const ctx = testContext(Date.now());
    const started = await startPayoutOnboarding(ctx, {
      party: "gym",
      partyId: gymId,
      email: null,
      country: "NZ",
      returnPath: "/partner/money",
    });
    expect(started.ok).toBe(true);
    const url = new URL(started.ok ? started.value.url : "");
    expect(url.pathname).toBe("/payouts/test-onboarding");
    const page = await call(onboardingLoader, `${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    await completeTestOnboarding(ctx, url.searchParams.get("account")!);
    const row = await env.DB.prepare("SELECT payout_enabled FROM gyms WHERE id = ?").bind(gymId).first();
    expect(row).toEqual({ payout_enabled: 1 });
    const stripe = paymentProvider({
      ...config(),
      stripe: { secretKey: "sk_test_x", publishableKey: "pk_test_x", webhookSecret: undefined },
    });
    expect((await completeTestOnboarding({ ...ctx, provider: stripe }, "acct_test_gym_1")).ok).toBe(false);
  });

  it("production without Stripe refuses onboarding and transfers", async () => {
    const unconfigured = paymentProvider({ ...config(), stripe: undefined, isProduction: true });
    const ctx = { ...testContext(Date.now()), provider: unconfigured };
    const started = await startPayoutOnboarding(ctx, {
      party: "gym",
      partyId: gymId,
      email: null,
      country: "NZ",
      returnPath: "/partner/money",
    });
    expect(started).toMatchObject({ ok: false, code: "unavailable" });
    expect(
      await unconfigured.transfer({
        amountCents: 1,
        currency: "NZD",
        destination: "acct_1",
        idempotencyKey: "k",
        description: "",
      }),
    ).toMatchObject({ ok: false });
  });
});

describe("Connect's account.updated webhook", () => {
  it("enables a gym's payouts only with the Connect endpoint's signature, and pends them again", async () => {
    const secret = "whsec_connect_secret";
    const accountId = "acct_1ConnectGym";
    const gym = (await insertGym({ name: "Connect Gym" })).id;
    await db().update(gyms).set({ paymentAccountId: accountId }).where(eq(gyms.id, gym));
    const context = new RouterContextProvider();
    context.set(workerContext, {
      env,
      ctx: { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} } as never,
      config: {
        ...config(),
        stripe: {
          secretKey: "sk_test_123",
          publishableKey: "pk_test_123",
          webhookSecret: "whsec_platform",
          connectWebhookSecret: secret,
        },
      },
      nonce: "n",
    });
    const deliver = async (enabled: boolean, signWith: string) => {
      const body = JSON.stringify({
        id: `evt_connect_${enabled}_${signWith}`,
        object: "event",
        type: "account.updated",
        livemode: false,
        account: accountId,
        data: {
          object: {
            id: accountId,
            object: "account",
            payouts_enabled: enabled,
            capabilities: { transfers: enabled ? "active" : "inactive" },
          },
        },
      });
      const signature = await new Stripe("sk_test_123").webhooks.generateTestHeaderStringAsync({
        payload: body,
        secret: signWith,
        cryptoProvider: Stripe.createSubtleCryptoProvider(),
      });
      return (await webhookAction({
        request: request("/api/stripe/webhook", {
          method: "POST",
          headers: { "Stripe-Signature": signature, "Content-Type": "application/json" },
          body,
        }),
        context,
        params: {},
      } as never)) as Response;
    };
    const enabled = () => env.DB.prepare("SELECT payout_enabled FROM gyms WHERE id = ?").bind(gym).first();
    expect((await deliver(true, "whsec_someone_else")).status).toBe(400);
    expect(await enabled()).toEqual({ payout_enabled: 0 });
    expect((await deliver(true, secret)).status).toBe(200);
    expect(await enabled()).toEqual({ payout_enabled: 1 });
    expect((await deliver(false, secret)).status).toBe(200);
    expect(await enabled()).toEqual({ payout_enabled: 0 });
  });
});
