/**
 * Money out, done-when (issue 18): bookings in NZD and AUD, some referred, some cancelled before and
 * after completion, one partial refund, driven through the cron day by day in simulated time from late
 * January to mid-May 2027 (New Zealand). The gym and ambassador runs pay exactly the rules' amounts,
 * below-minimum balances roll over, clawbacks reduce the next payout, replays change nothing, and
 * reconciliation finds no difference.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ambassadorApplications, ambassadorCodes, users } from "~/db/schema";
import { commissionCents } from "~/domain/ambassador";
import { HOLD_REASONS, PAYOUT_ZONE, splitCents } from "~/domain/ledger";
import { zonedTimeToInstant } from "~/domain/zoned-time";
import { getBookingGym } from "~/models/booking-gym.server";
import { completeBookings, expireHolds } from "~/models/booking-jobs.server";
import { runCommissionJob } from "~/models/commission.server";
import { partyBalances, reconcileLedger } from "~/models/ledger-reports.server";
import type { TransferRequest, TransferResult } from "~/payments/provider.server";
import { TestProvider } from "~/payments/test-provider.server";
import { ambassadorPortalData } from "~/routes/+shared/ambassador-portal.server";
import { refundBookingByAdmin } from "~/use-cases/admin-money.server";
import { settlePayment } from "~/use-cases/pay-booking.server";
import {
  approvePayoutRun,
  completeTestOnboarding,
  retryPayoutRun,
  runMoneyJob,
  startPayoutOnboarding,
} from "~/use-cases/payouts.server";
import { cancelBooking, createBooking, payBooking, testContext } from "./booking-helpers";
import { config, db, insertGym } from "./helpers";

/** The offline provider, recording every transfer, refusing the first one it is asked for. */
class RecordingProvider extends TestProvider {
  transfers: TransferRequest[] = [];
  failNext = 1;
  override async transfer(request: TransferRequest): Promise<TransferResult> {
    this.transfers.push(request);
    if (this.failNext > 0) {
      this.failNext -= 1;
      return { ok: false, message: "Simulated network failure" };
    }
    return super.transfer(request);
  }
}

const provider = new RecordingProvider();
const nz = (date: string, time = "09:00") => zonedTimeToInstant(date, time, PAYOUT_ZONE);
const ctx = (now: number) => testContext(now, provider);

let nzGymId: number;
let auGymId: number;
let codeId: number;
let clock = nz("2027-01-25", "09:00");

async function user(email: string) {
  const [row] = await db().insert(users).values({ userType: "athlete", email }).returning({ id: users.id });
  return row!.id;
}

/** Books and pays a day pass (06:00, 2 hours) at the given gym, optionally through the code. */
async function book(gymId: number, date: string, athletes: number, referred: boolean) {
  const userId = await user(`athlete-${Math.random().toString(36).slice(2)}@example.com`);
  const gym = (await getBookingGym(db(), gymId))!;
  const created = await createBooking(db(), {
    userId,
    gym,
    input: {
      gymId,
      athleteName: "Sim Athlete",
      athleteEmail: `sim-${userId}@example.com`,
      bookingType: "day_pass",
      bookingDate: date,
      startTime: "06:00",
      duration: 2,
      athletes,
    },
    now: clock,
    ambassadorCodeId: referred ? codeId : null,
  });
  if (!created.ok) throw new Error(created.message);
  const booking = { id: created.booking.id, athleteId: userId };
  const paid = await payBooking(db(), provider, booking, "pm_card_visa", clock);
  if (!paid.ok) throw new Error(paid.message);
  const row = await env.DB.prepare("SELECT total_cents FROM bookings WHERE id = ?")
    .bind(booking.id)
    .first<{ total_cents: number }>();
  return { ...booking, total: row!.total_cents };
}

/** The cron as wrangler runs it, the parts that move money, at 01:00 NZ each day up to `until`. */
async function cronTick(at: number) {
  await expireHolds(db(), at);
  await completeBookings(db(), at);
  await runCommissionJob(db(), at);
  return runMoneyJob(ctx(at));
}

/** Days pass; the admin approves every run the cron prepares (unless told not to). */
async function advanceTo(date: string, options: { approve?: boolean } = {}) {
  const target = nz(date, "01:00");
  let day = new Date(clock + 86_400_000);
  while (true) {
    const iso = new Intl.DateTimeFormat("en-CA", { timeZone: PAYOUT_ZONE }).format(day);
    const tick = nz(iso, "01:00");
    if (tick > target) break;
    clock = tick;
    await cronTick(tick);
    if (options.approve !== false) await approvePrepared(tick);
    day = new Date(tick + 86_400_000);
  }
  clock = target;
}

async function approvePrepared(now: number) {
  const { results } = await env.DB.prepare("SELECT id FROM payout_runs WHERE status = 'prepared'").all<{
    id: number;
  }>();
  for (const run of results) {
    const approved = await approvePayoutRun(ctx(now), { runId: run.id, actor: "finance@gymroam.test" });
    expect(approved.ok).toBe(true);
  }
}

type ItemRow = {
  run: string;
  kind: string;
  party_id: number;
  currency: string;
  amount_cents: number;
  status: string;
};
async function items(kind: "gym" | "ambassador") {
  const { results } = await env.DB.prepare(
    `SELECT r.period AS run, r.kind AS kind, i.party_id, i.currency, i.amount_cents, i.status
     FROM payout_items AS i JOIN payout_runs AS r ON r.id = i.run_id WHERE r.kind = ? ORDER BY i.id`,
  )
    .bind(kind)
    .all<ItemRow>();
  return results;
}

async function ledgerSnapshot() {
  return env.DB.prepare(
    "SELECT count(*) AS n, sum(amount_cents) AS total, sum(abs(amount_cents)) AS gross FROM ledger_entries",
  ).first();
}

beforeAll(async () => {
  nzGymId = (await insertGym({ name: "Auckland Iron", dayPassRateCents: 10000 })).id;
  auGymId = (
    await insertGym({
      name: "Bondi Barbell",
      city: "Sydney",
      country: "Australia",
      currency: "AUD",
      timeZone: "Australia/Sydney",
      dayPassRateCents: 9000,
    })
  ).id;
  const [application] = await db()
    .insert(ambassadorApplications)
    .values({
      fullName: "Mere Ambassador",
      email: "mere.amb@example.com",
      phone: "021 000 001",
      location: "Auckland",
      primarySport: "crossfit",
      competitionLevel: "national",
      yearsExperience: "3-5",
      followersCount: "5k-10k",
      contentStyle: "workout-videos",
      motivations: "Travel and train",
      travelFrequency: "monthly",
      gymPreferences: ["crossfit"],
      agreeToTerms: true,
      status: "approved",
      ambassadorCode: "MERE-30",
    })
    .returning();
  const [code] = await db()
    .insert(ambassadorCodes)
    .values({ code: "MERE-30", applicationId: application!.id })
    .returning();
  codeId = code!.id;
  // The NZ gym and the ambassador set up payouts through (simulated) Stripe Connect onboarding; the
  // Australian gym has not yet.
  for (const [party, partyId, country] of [
    ["gym", nzGymId, "NZ"],
    ["ambassador", codeId, "NZ"],
  ] as const) {
    const started = await startPayoutOnboarding(ctx(clock), {
      party,
      partyId,
      email: null,
      country,
      returnPath: "/ambassador",
    });
    expect(started.ok).toBe(true);
    const account = new URL(started.ok ? started.value.url : "").searchParams.get("account")!;
    expect((await completeTestOnboarding(ctx(clock), account)).ok).toBe(true);
  }
});

describe("a simulated season of money out", () => {
  const pct = 60;
  const share = (net: number) => splitCents(net, pct).gymCents;

  it("pays gyms weekly and ambassadors monthly exactly by the rules", async () => {
    // 25 Jan: bookings for the first week of February.
    const a = await book(nzGymId, "2027-02-01", 1, true); // NZ$100, referred: completes
    const b = await book(nzGymId, "2027-02-02", 1, true); // completes; fully refunded in April
    const c = await book(nzGymId, "2027-02-03", 1, true); // cancelled 8 days ahead: all back
    const d = await book(auGymId, "2027-02-01", 1, true); // A$90, referred: partial refund after
    const e = await book(auGymId, "2027-02-02", 1, false); // A$90, no code
    expect(e.total).toBe(9000);
    const f = await book(nzGymId, "2027-02-03", 1, true); // cancelled 18 h ahead: half back
    expect([a.total, d.total]).toEqual([10000, 9000]);

    await advanceTo("2027-01-26");
    expect((await cancelBooking(db(), provider, c, clock)).refundCents).toBe(10000);
    await advanceTo("2027-02-02");
    clock = nz("2027-02-02", "12:00");
    expect((await cancelBooking(db(), provider, f, clock)).refundCents).toBe(5000);

    // Week 6 (paid Monday 8 Feb): the NZ gym's A, B and the half F kept; the AU gym's D and E, held.
    await advanceTo("2027-02-08");
    const week6 = (await items("gym")).filter((i) => i.run === "2027-W06");
    expect(week6).toEqual([
      expect.objectContaining({
        party_id: nzGymId,
        currency: "NZD",
        amount_cents: share(10000) * 2 + share(5000),
      }),
      expect.objectContaining({
        party_id: auGymId,
        currency: "AUD",
        amount_cents: share(9000) * 2,
        status: "held",
      }),
    ]);
    // The first transfer failed (simulated); the next day's cron retried it with the same key.
    expect(week6[0]!.status).toBe("failed");
    await advanceTo("2027-02-09");
    expect((await items("gym")).find((i) => i.run === "2027-W06" && i.party_id === nzGymId)?.status).toBe(
      "paid",
    );
    const nzTransfers = provider.transfers.filter((t) => t.amountCents === 15000);
    expect(nzTransfers).toHaveLength(2);
    expect(nzTransfers[0]!.idempotencyKey).toBe(nzTransfers[1]!.idempotencyKey);
    const held = await env.DB.prepare(
      "SELECT hold_reason FROM payout_items WHERE party_id = ? AND status = 'held'",
    )
      .bind(auGymId)
      .first<{ hold_reason: string }>();
    expect(held?.hold_reason).toBe(HOLD_REASONS.not_started);

    // 10 Feb: the admin refunds A$30 of D (after completion), overriding the policy with a reason.
    clock = nz("2027-02-10", "10:00");
    const noReason = await refundBookingByAdmin(ctx(clock), {
      bookingId: d.id,
      amountCents: 3000,
      reason: undefined,
      actor: "finance@gymroam.test",
    });
    expect(noReason).toMatchObject({ ok: false, code: "invalid", field: "reason" });
    const refunded = await refundBookingByAdmin(ctx(clock), {
      bookingId: d.id,
      amountCents: 3000,
      reason: "Sauna was closed",
      actor: "finance@gymroam.test",
    });
    expect(refunded).toEqual({ ok: true, value: { refundedCents: 3000, cancelled: false } });
    const audit = await env.DB.prepare(
      "SELECT action, after FROM audit_log WHERE subject_id = ? AND subject_type = 'booking'",
    )
      .bind(String(d.id))
      .first<{ action: string; after: string }>();
    expect(audit?.action).toBe("refund_override");
    expect(JSON.parse(audit!.after).reason).toBe("Sauna was closed");

    // 12 Feb: the Australian gym finishes onboarding; the admin retries the held item: paid in full.
    clock = nz("2027-02-12", "10:00");
    const started = await startPayoutOnboarding(ctx(clock), {
      party: "gym",
      partyId: auGymId,
      email: null,
      country: "AU",
      returnPath: "/partner/money",
    });
    const auAccount = new URL(started.ok ? started.value.url : "").searchParams.get("account")!;
    await completeTestOnboarding(ctx(clock), auAccount);
    const heldRun = await env.DB.prepare(
      "SELECT run_id FROM payout_items WHERE party_id = ? AND party = 'gym' AND status = 'held'",
    )
      .bind(auGymId)
      .first<{ run_id: number }>();
    expect(await retryPayoutRun(ctx(clock), { runId: heldRun!.run_id })).toEqual({
      ok: true,
      value: { paid: 1, failed: 0, held: 0 },
    });

    // March: two more referred bookings (earned in April, so in May's ambassador run).
    await advanceTo("2027-03-01");
    const h = await book(auGymId, "2027-03-10", 1, true);
    const i = await book(nzGymId, "2027-03-10", 3, true);

    // 15 April: March's ambassador run. NZD: A and B's commission (earned 3 and 4 March). AUD: D's
    // A$27 is under the A$50 minimum and rolls over (H's is earned 9 April, after the cut-off).
    await advanceTo("2027-04-15");
    expect((await items("ambassador")).filter((x) => x.run === "2027-03")).toEqual([
      expect.objectContaining({ currency: "NZD", amount_cents: commissionCents(10000) * 2, status: "paid" }),
    ]);

    // 20 April: B is refunded in full, after its commission was paid: clawed back; the gym's share too.
    clock = nz("2027-04-20", "10:00");
    const refundB = await refundBookingByAdmin(ctx(clock), {
      bookingId: b.id,
      amountCents: 10000,
      reason: "Double charged",
      actor: "finance@gymroam.test",
    });
    expect(refundB).toEqual({ ok: true, value: { refundedCents: 10000, cancelled: true } });

    // 28 April: a two-athlete NZ booking; its share in week 19 pays what the refund took back first.
    await advanceTo("2027-04-28");
    const k = await book(nzGymId, "2027-05-03", 2, false);

    // 15 May: April's ambassador run. NZD: I's NZ$90 less B's NZ$30 clawback. AUD: D's rolled-over
    // A$27 plus H's A$27.
    await advanceTo("2027-05-16");
    expect((await items("ambassador")).filter((x) => x.run === "2027-04")).toEqual([
      expect.objectContaining({
        currency: "AUD",
        amount_cents: commissionCents(9000) * 2,
        status: "paid",
      }),
      expect.objectContaining({
        currency: "NZD",
        amount_cents: commissionCents(30000) - commissionCents(10000),
        status: "paid",
      }),
    ]);

    // Every gym item, in order, is the rules' amount.
    const gymPaid = (await items("gym")).map((x) => [
      x.run,
      x.party_id,
      x.currency,
      x.amount_cents,
      x.status,
    ]);
    expect(gymPaid).toEqual([
      ["2027-W06", nzGymId, "NZD", share(10000) * 2 + share(5000), "paid"],
      ["2027-W06", auGymId, "AUD", share(9000) * 2, "paid"],
      // Week 7 on: the AU gym owes back the refund's A$18 (rolls over, nothing paid) until H.
      ["2027-W11", nzGymId, "NZD", share(30000), "paid"],
      ["2027-W11", auGymId, "AUD", share(9000) - (share(9000) - share(6000)), "paid"],
      // B's refund took NZ$60 back; K's NZ$120 share pays NZ$60.
      ["2027-W19", nzGymId, "NZD", share(20000) - share(10000), "paid"],
    ]);
    expect([h.total, i.total, k.total]).toEqual([9000, 30000, 20000]);

    // The books balance.
    expect(await reconcileLedger(db())).toEqual([]);

    // What each party was paid equals what the ledger says they earned; nothing owed is left over.
    const nzGym = await partyBalances(db(), "gym", nzGymId, clock);
    expect(nzGym).toEqual([
      expect.objectContaining({
        currency: "NZD",
        paidCents: 15000 + share(30000) + 6000,
        owedCents: 0,
        inPayoutCents: 0,
      }),
    ]);
    const amb = await partyBalances(db(), "ambassador", codeId, clock);
    expect(amb).toEqual([
      expect.objectContaining({ currency: "NZD", paidCents: 6000 + 6000, owedCents: 0, pendingCents: 0 }),
      expect.objectContaining({ currency: "AUD", paidCents: 5400, owedCents: 0, pendingCents: 0 }),
    ]);

    // The ambassador page shows the ledger's figures (the "Pending NZ$0" bug: it read the booking's
    // status for the commission's).
    const portal = (await ambassadorPortalData(config(), codeId)) as unknown as {
      data: { totals: { currency: string; pending: number; earned: number; paid: number }[] };
    };
    expect(portal.data.totals).toEqual([
      { currency: "NZD", pending: 0, earned: 12000, paid: 12000, owed: 0 },
      { currency: "AUD", pending: 0, earned: 5400, paid: 5400, owed: 0 },
    ]);

    // Replays: the payment event again, the cron again, approvals again: nothing changes.
    const before = await ledgerSnapshot();
    const transfersBefore = provider.transfers.length;
    await settlePayment(ctx(clock), {
      bookingId: a.id,
      paymentIntentId: "pi_replay",
      eventId: "evt_replay",
      checked: undefined,
    });
    await cronTick(clock);
    await cronTick(clock + 60_000);
    await approvePrepared(clock);
    const { results: runs } = await env.DB.prepare("SELECT id FROM payout_runs").all<{ id: number }>();
    for (const run of runs) {
      expect(await approvePayoutRun(ctx(clock), { runId: run.id, actor: "again" })).toMatchObject({
        ok: false,
        code: "conflict",
      });
      await retryPayoutRun(ctx(clock), { runId: run.id });
    }
    expect(await cancelBooking(db(), provider, b, clock)).toMatchObject({ ok: false });
    expect(await ledgerSnapshot()).toEqual(before);
    expect(provider.transfers.length).toBe(transfersBefore);
    expect(await reconcileLedger(db())).toEqual([]);
  }, 120_000);

  it("reports a difference when the books do not balance", async () => {
    await env.DB.prepare(
      "INSERT INTO ledger_entries (entry_key, kind, booking_id, party, amount_cents, currency, created_at) SELECT 'refund:tamper', 'refund', id, 'platform', -100, currency, 0 FROM bookings LIMIT 1",
    ).run();
    const differences = await reconcileLedger(db());
    expect(differences).toContainEqual(
      expect.objectContaining({ check: "refunds", currency: expect.any(String) }),
    );
  });
});
