import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ambassadorApplications, ambassadorCodes, users } from "~/db/schema";
import { addDays, todayIn, zonedTimeToInstant } from "~/domain/zoned-time";
import { resolveAmbassadorCode } from "~/models/booking-create.server";
import { type BookingGym, getBookingGym } from "~/models/booking-gym.server";
import { completeBookings } from "~/models/booking-jobs.server";
import { getBooking } from "~/models/booking-read.server";
import { runCommissionJob } from "~/models/commission.server";
import { TestProvider } from "~/payments/test-provider.server";
import { loader as rootLoader } from "~/root";
import { action as createBookingAction } from "~/routes/api/bookings";
import { settlePayment } from "~/use-cases/pay-booking.server";
import { cancelBooking, createBooking, payBooking, testContext } from "./booking-helpers";
import { cookieFrom, db, insertGym, request, routerContext } from "./helpers";

const provider = new TestProvider();
let gym: BookingGym;
let codeId: number;

beforeAll(async () => {
  gym = (await getBookingGym(db(), (await insertGym({ name: "Referral Gym", dayPassRateCents: 20000 })).id))!;
  const [application] = await db()
    .insert(ambassadorApplications)
    .values({
      fullName: "Aroha Ambassador",
      email: "aroha.amb@example.com",
      phone: "021 000 000",
      location: "Wellington",
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
      ambassadorCode: "AROHA-30",
    })
    .returning();
  const [code] = await db()
    .insert(ambassadorCodes)
    .values({ code: "AROHA-30", applicationId: application!.id })
    .returning();
  codeId = code!.id;
});

async function referredBooking(daysAhead: number, athletes = 1) {
  const [user] = await db().insert(users).values({ userType: "athlete" }).returning({ id: users.id });
  const userId = user!.id;
  const now = Date.now();
  const created = await createBooking(db(), {
    userId,
    gym,
    input: {
      gymId: gym.id,
      athleteName: "Referred Athlete",
      athleteEmail: "ref@example.com",
      bookingType: "day_pass",
      bookingDate: addDays(todayIn(gym.timeZone, now), daysAhead),
      startTime: "06:00",
      duration: 2,
      athletes,
    },
    now,
    ambassadorCodeId: await resolveAmbassadorCode(db(), "aroha-30"),
  });
  if (!created.ok) throw new Error(created.message);
  const access = { userId, linkedIds: [] };
  return { id: created.booking.id, access, now };
}

const ledger = async (bookingId: number) =>
  (
    await env.DB.prepare(
      "SELECT kind, status, amount_cents, currency, earn_at, payout_id FROM commission_ledger WHERE booking_id = ? ORDER BY id",
    )
      .bind(bookingId)
      .all<{
        kind: string;
        status: string;
        amount_cents: number;
        earn_at: number | null;
        payout_id: number | null;
      }>()
  ).results;

describe("the commission ledger", () => {
  it("a visit through /?ref=CODE remembers the code; a booking then carries it", async () => {
    const response = (await rootLoader({
      request: request("/?ref=aroha-30"),
      context: routerContext(),
      params: {},
    } as never)) as unknown as { init: ResponseInit | null };
    const headers = new Headers(response.init?.headers);
    const cookie = cookieFrom(headers);
    expect(cookie).toContain("__Host-gr_session=");
    const created = (await createBookingAction({
      request: request("/api/bookings", {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie },
        body: JSON.stringify({
          gymId: gym.id,
          athleteName: "Via Link",
          athleteEmail: "link@example.com",
          bookingType: "day_pass",
          bookingDate: addDays(todayIn(gym.timeZone, Date.now()), 40),
          startTime: "07:00",
        }),
      }),
      context: routerContext(),
      params: {},
    } as never)) as Response;
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const row = await env.DB.prepare("SELECT ambassador_code_id FROM bookings WHERE id = ?").bind(id).first();
    expect(row).toEqual({ ambassador_code_id: codeId });
  });

  it("records 30% of a confirmed referred booking once, and voids it when the booking is cancelled", async () => {
    const { id, access, now } = await referredBooking(10);
    expect(await ledger(id)).toEqual([]); // nothing for a pending booking
    await payBooking(db(), provider, (await getBooking(db(), id, access))!, "pm_card_visa", now);
    expect(await ledger(id)).toMatchObject([
      { kind: "accrual", status: "pending", amount_cents: 6000, currency: "NZD" },
    ]);
    await settlePayment(testContext(now, provider), {
      bookingId: id,
      paymentIntentId: "pi_x",
      eventId: "evt_dup",
      checked: undefined,
    });
    expect(await ledger(id)).toHaveLength(1);
    await cancelBooking(db(), provider, (await getBooking(db(), id, access))!, now);
    expect(await ledger(id)).toMatchObject([{ kind: "accrual", status: "void" }]);
  });

  it("is earned 30 days after completion and paid out on the 15th when it reaches $50", async () => {
    const { id, access, now } = await referredBooking(2);
    await payBooking(db(), provider, (await getBooking(db(), id, access))!, "pm_card_visa", now);
    const booking = (await getBooking(db(), id, access))!;
    const completedAt = booking.endsAt.getTime() + 60_000;
    await completeBookings(db(), completedAt);
    await runCommissionJob(db(), completedAt);
    const [accrual] = await ledger(id);
    expect(accrual).toMatchObject({ status: "pending", earn_at: completedAt + 30 * 86_400_000 });

    await runCommissionJob(db(), completedAt + 30 * 86_400_000 - 1);
    expect((await ledger(id))[0]!.status).toBe("pending");
    const earnedAt = completedAt + 30 * 86_400_000;
    await runCommissionJob(db(), earnedAt);
    expect((await ledger(id))[0]!.status).toBe("earned");

    // The 15th of the month after it was earned (NZ time): one payout, and a rerun adds nothing.
    const earned = new Date(earnedAt);
    const next = new Date(Date.UTC(earned.getUTCFullYear(), earned.getUTCMonth() + 2, 1));
    const fifteenth = zonedTimeToInstant(`${next.toISOString().slice(0, 7)}-15`, "09:00", "Pacific/Auckland");
    await runCommissionJob(db(), fifteenth);
    await runCommissionJob(db(), fifteenth + 60_000);
    const payouts = await env.DB.prepare(
      "SELECT amount_cents, currency, status FROM ambassador_payouts WHERE ambassador_code_id = ?",
    )
      .bind(codeId)
      .all();
    expect(payouts.results).toEqual([{ amount_cents: 6000, currency: "NZD", status: "pending" }]);
    expect((await ledger(id))[0]!.payout_id).not.toBeNull();
  });
});

describe("an ambassador code typed at booking", () => {
  it("attributes the booking, and an unknown code is refused with a message and nothing written", async () => {
    const body = (code: string) =>
      JSON.stringify({
        gymId: gym.id,
        athleteName: "Typed Code",
        athleteEmail: "typed@example.com",
        bookingType: "day_pass",
        bookingDate: addDays(todayIn(gym.timeZone, Date.now()), 45),
        startTime: "08:00",
        ambassadorCode: code,
      });
    const post = (code: string) =>
      createBookingAction({
        request: request("/api/bookings", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: body(code),
        }),
        context: routerContext(),
        params: {},
      } as never) as Promise<Response>;
    const before = await env.DB.prepare("SELECT count(*) AS n FROM bookings").first<{ n: number }>();
    const unknown = await post("NOPE-99");
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toMatch(
      /^We don't recognise that ambassador code/,
    );
    expect(await env.DB.prepare("SELECT count(*) AS n FROM bookings").first<{ n: number }>()).toEqual(before);
    const known = await post(" aroha-30 ");
    expect(known.status).toBe(201);
    const { id } = (await known.json()) as { id: number };
    expect(
      await env.DB.prepare("SELECT ambassador_code_id FROM bookings WHERE id = ?").bind(id).first(),
    ).toEqual({
      ambassador_code_id: codeId,
    });
  });
});
