/**
 * The e-mails the cron sends (issue 15 §5): the athlete's reminder 24 hours before the session's
 * real start instant, in New Zealand and Sydney on the Sundays their clocks change (so "the same
 * time the day before" would be an hour off), the review request after completion, and the
 * ambassador's monthly statement on the 15th — each queued exactly once however often the job runs.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ambassadorApplications, ambassadorCodes, reviews, users } from "~/db/schema";
import { addDays, zonedTimeToInstant } from "~/domain/zoned-time";
import { runScheduledJobs } from "~/jobs.server";
import { type BookingGym, getBookingGym } from "~/models/booking-gym.server";
import { completeBookings } from "~/models/booking-jobs.server";
import { getBooking } from "~/models/booking-read.server";
import { TestProvider } from "~/payments/test-provider.server";
import { action as unsubscribe, loader as unsubscribePage } from "~/routes/unsubscribe/route";
import {
  queueBookingReminders,
  queueCommissionStatements,
  queueReviewRequests,
  REMINDER_LEAD_MS,
} from "~/use-cases/scheduled-mail.server";
import { cancelBooking, createBooking, payBooking } from "./booking-helpers";
import { config, db, insertGym } from "./helpers";
import { expectAmount, expectVenueTime, ORIGIN, outbox, theOne } from "./mail-content.helpers";
import { call, type RouteFn } from "./route-helpers";

const provider = new TestProvider();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function athlete() {
  const [user] = await db().insert(users).values({ userType: "athlete" }).returning({ id: users.id });
  return user!.id;
}

/** A booking at 10:00–12:00 on `date`, booked and paid at `bookedAt`. */
async function paidBooking(gym: BookingGym, date: string, bookedAt: number, email = "athlete@example.com") {
  const userId = await athlete();
  const created = await createBooking(db(), {
    userId,
    gym,
    input: {
      gymId: gym.id,
      athleteName: "Aroha Ngata",
      athleteEmail: email,
      bookingType: "hourly",
      bookingDate: date,
      startTime: "10:00",
      duration: 2,
      athletes: 1,
    },
    now: bookedAt,
  });
  if (!created.ok) throw new Error(created.message);
  const access = { userId, linkedIds: [created.booking.id] };
  const booking = (await getBooking(db(), created.booking.id, access))!;
  expect((await payBooking(db(), provider, booking, "pm_card_visa", bookedAt + 1000)).ok).toBe(true);
  return (await getBooking(db(), created.booking.id, access))!;
}

let nz: BookingGym;
let sydney: BookingGym;
beforeAll(async () => {
  nz = (await getBookingGym(db(), (await insertGym({ name: "Schedule NZ", hourlyRateCents: 2000 })).id))!;
  sydney = (await getBookingGym(
    db(),
    (
      await insertGym({
        name: "Schedule Sydney",
        city: "Sydney",
        country: "Australia",
        currency: "AUD",
        timeZone: "Australia/Sydney",
        hourlyRateCents: 1800,
      })
    ).id,
  ))!;
});

describe("the reminder: due 24 hours before the real start instant, in venue time", () => {
  const cases = [
    // [gym, Sunday the clocks change, the zone's name at the session, at the same clock time the day before]
    ["Pacific/Auckland", "2027-04-04", "NZST", "NZDT"],
    ["Pacific/Auckland", "2027-09-26", "NZDT", "NZST"],
    ["Australia/Sydney", "2027-04-04", "AEST", "AEDT"],
    ["Australia/Sydney", "2027-10-03", "AEDT", "AEST"],
  ] as const;

  for (const [zone, date, during, dayBefore] of cases) {
    it(`${zone}, ${date} 10:00 ${during} (the day before was ${dayBefore}): queued at start − 24 h exactly, once`, async () => {
      const gym = zone === "Pacific/Auckland" ? nz : sydney;
      const start = zonedTimeToInstant(date, "10:00", zone);
      const booking = await paidBooking(
        gym,
        date,
        start - 5 * DAY,
        `remind.${zone.length}.${date}@example.com`,
      );
      expect(booking.startsAt.getTime()).toBe(start);
      const due = start - REMINDER_LEAD_MS;
      // Across the change, 10:00 the day before is an hour away from the real 24 hours.
      const sameClockDayBefore = zonedTimeToInstant(addDays(date, -1), "10:00", zone);
      expect(Math.abs(sameClockDayBefore - due)).toBe(HOUR);

      await queueBookingReminders(config(), db(), due - 60_000);
      // Where 10:00 the day before comes first, it is not yet due then.
      if (sameClockDayBefore < due) await queueBookingReminders(config(), db(), sameClockDayBefore);
      expect(await outbox("booking_reminder", booking.id)).toHaveLength(0);

      await queueBookingReminders(config(), db(), due);
      await queueBookingReminders(config(), db(), due + 60_000);
      await queueBookingReminders(config(), db(), start - HOUR);
      const mail = await theOne("booking_reminder", booking.id, "booking");
      expect(mail.to_address).toBe(booking.athleteEmail);
      expect(mail.subject).toBe(
        `Tomorrow: Schedule ${zone === "Pacific/Auckland" ? "NZ" : "Sydney"} at 10:00 ${during} (${booking.reference})`,
      );
      expectVenueTime(mail, "10:00", "12:00", during, zone);
      expectAmount(mail, zone === "Pacific/Auckland" ? "NZ$40.00" : "A$36.00");
      expect(mail.text_body).toContain(`${ORIGIN}/bookings`);
    });
  }

  it("a reminder queued but not yet sent is withdrawn when the booking is cancelled", async () => {
    const start = zonedTimeToInstant("2027-05-09", "10:00", "Pacific/Auckland");
    const booking = await paidBooking(nz, "2027-05-09", start - 5 * DAY, "withdrawn@example.com");
    await queueBookingReminders(config(), db(), start - REMINDER_LEAD_MS);
    expect(await outbox("booking_reminder", booking.id)).toHaveLength(1);
    expect((await cancelBooking(db(), provider, booking, start - 20 * HOUR)).ok).toBe(true);
    const row = await env.DB.prepare(
      "SELECT status, last_error FROM mail_outbox WHERE kind = 'booking_reminder' AND related_id = ?",
    )
      .bind(booking.id)
      .first();
    expect(row).toEqual({ status: "failed", last_error: "Not sent: the booking was cancelled first." });
  });

  it("not for a booking made less than 24 hours ahead, nor a cancelled one, nor after the start", async () => {
    const start = zonedTimeToInstant("2027-05-02", "10:00", "Pacific/Auckland");
    const late = await paidBooking(nz, "2027-05-02", start - 20 * HOUR, "late@example.com");
    const cancelled = await paidBooking(nz, "2027-05-02", start - 5 * DAY, "cancelled@example.com");
    expect((await cancelBooking(db(), provider, cancelled, start - 3 * DAY)).ok).toBe(true);
    const missed = await paidBooking(nz, "2027-05-02", start - 5 * DAY, "missed@example.com");
    // The cron was down for the whole day before: nothing once the session has started.
    await queueBookingReminders(config(), db(), start);
    for (const run of [start - REMINDER_LEAD_MS, start - HOUR])
      await queueBookingReminders(config(), db(), run);
    expect(await outbox("booking_reminder", late.id)).toHaveLength(0);
    expect(await outbox("booking_reminder", cancelled.id)).toHaveLength(0);
    // …but one the cron reaches before the start still goes.
    expect(await outbox("booking_reminder", missed.id)).toHaveLength(1);
  });
});

describe("the review request: after completion, once, not when reviewed", () => {
  it("asks after the booking is completed, with the gym's review link; never twice", async () => {
    const start = zonedTimeToInstant("2027-10-03", "10:00", "Australia/Sydney");
    const booking = await paidBooking(sydney, "2027-10-03", start - 3 * DAY, "review@example.com");
    const end = booking.endsAt.getTime();
    // Ended but not yet completed (the completion job has not run): not yet.
    await queueReviewRequests(config(), db(), end + 1);
    expect(await outbox("review_request", booking.id)).toHaveLength(0);
    await completeBookings(db(), end + 1);
    for (const run of [end + 2, end + 60_000, end + DAY]) await queueReviewRequests(config(), db(), run);
    const mail = await theOne("review_request", booking.id, "booking");
    expect(mail.to_address).toBe("review@example.com");
    expect(mail.text_body).toContain(`${ORIGIN}/gym/${sydney.id}#review`);
    expectVenueTime(mail, "10:00", "12:00", "AEDT", "Australia/Sydney");
  });

  it("not for a booking already reviewed", async () => {
    const start = zonedTimeToInstant("2027-10-10", "10:00", "Australia/Sydney");
    const booking = await paidBooking(sydney, "2027-10-10", start - 3 * DAY, "reviewed@example.com");
    const end = booking.endsAt.getTime();
    await completeBookings(db(), end + 1);
    await db().insert(reviews).values({
      bookingId: booking.id,
      athleteId: booking.athleteId,
      gymId: sydney.id,
      comment: "Great racks.",
    });
    await queueReviewRequests(config(), db(), end + 2);
    expect(await outbox("review_request", booking.id)).toHaveLength(0);
  });

  it("the cron runs both: the reminder on the day before, the request after the session", async () => {
    const start = zonedTimeToInstant("2027-06-06", "10:00", "Pacific/Auckland");
    const booking = await paidBooking(nz, "2027-06-06", start - 4 * DAY, "cron@example.com");
    await runScheduledJobs(config(), new Date(start - REMINDER_LEAD_MS));
    await runScheduledJobs(config(), new Date(start - REMINDER_LEAD_MS + 60_000));
    expect(await outbox("booking_reminder", booking.id)).toHaveLength(1);
    const end = booking.endsAt.getTime();
    for (const minute of [0, 1, 2]) await runScheduledJobs(config(), new Date(end + minute * 60_000));
    expect((await getBooking(db(), booking.id, { userId: booking.athleteId, linkedIds: [] }))!.status).toBe(
      "completed",
    );
    expect(await outbox("review_request", booking.id)).toHaveLength(1);
  });
});

describe("the ambassador's monthly statement", () => {
  let codeId: number;
  beforeAll(async () => {
    const [application] = await db()
      .insert(ambassadorApplications)
      .values({
        fullName: "Tayla Morgan",
        email: "tayla.statement@example.com",
        phone: "021 000 000",
        location: "Gold Coast",
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
        ambassadorCode: "TAYLA-STMT",
      })
      .returning();
    const [code] = await db()
      .insert(ambassadorCodes)
      .values({ code: "TAYLA-STMT", applicationId: application!.id })
      .returning();
    codeId = code!.id;
    // Two referred bookings' ledger entries in October 2027 (New Zealand time): NZ$60 earned in the
    // month (enough for a payout), and A$15 still pending.
    const october = zonedTimeToInstant("2027-10-05", "12:00", "Pacific/Auckland");
    const nzBooking = await paidBooking(nz, "2027-10-10", october - 5 * DAY, "ref1@example.com");
    const auBooking = await paidBooking(sydney, "2027-10-10", october - 5 * DAY, "ref2@example.com");
    const insert = (
      bookingId: number,
      status: string,
      amount: number,
      currency: string,
      earnAt: number | null,
    ) =>
      env.DB.prepare(
        `INSERT INTO commission_ledger (ambassador_code_id, booking_id, kind, status, amount_cents, currency, earn_at, created_at)
         VALUES (?, ?, 'accrual', ?, ?, ?, ?, ?)`,
      )
        .bind(codeId, bookingId, status, amount, currency, earnAt, october)
        .run();
    await insert(nzBooking.id, "earned", 6000, "NZD", october + 10 * DAY);
    await insert(auBooking.id, "pending", 1500, "AUD", null);
  });

  it("on the 15th (NZ): October's statement per currency with its payout, once; nothing before the 15th", async () => {
    const before = zonedTimeToInstant("2027-11-14", "23:59", "Pacific/Auckland");
    await queueCommissionStatements(config(), db(), before);
    expect(await outbox("commission_statement", codeId)).toHaveLength(0);

    const fifteenth = zonedTimeToInstant("2027-11-15", "00:00", "Pacific/Auckland");
    // The cron: the commission job records October's payouts, then the statements go.
    for (const minute of [0, 1, 2]) await runScheduledJobs(config(), new Date(fifteenth + minute * 60_000));
    const mail = await theOne("commission_statement", codeId, "ambassador_code:2027-10");
    expect(mail.to_address).toBe("tayla.statement@example.com");
    expect(mail.subject).toBe("GymRoam: your October 2027 commission statement (TAYLA-STMT)");
    expect(mail.text_body).toContain("Earned this month: NZ$60.00");
    expect(mail.text_body).toContain("Payout for the month: NZ$60.00");
    expect(mail.text_body).toContain("Commission on them (pending): A$15.00");
    expect(mail.text_body).toContain("Payout for the month: None this month");
    expect(mail.text_body).toMatch(new RegExp(`${ORIGIN}/ambassador-portal/${codeId}/\\S+`));

    // Later in the month, and again: still one.
    await queueCommissionStatements(config(), db(), fifteenth + 3 * DAY);
    expect(await outbox("commission_statement", codeId)).toHaveLength(1);
  });
});

describe("unsubscribing from review requests", () => {
  it("the request carries a one-click List-Unsubscribe; its POST stops later requests to that address", async () => {
    const first = zonedTimeToInstant("2027-11-07", "10:00", "Australia/Sydney");
    const booking = await paidBooking(sydney, "2027-11-07", first - 3 * DAY, "Opt.Out@example.com");
    await completeBookings(db(), booking.endsAt.getTime() + 1);
    await queueReviewRequests(config(), db(), booking.endsAt.getTime() + 2);
    const mail = await theOne("review_request", booking.id, "booking");
    const url = (await env.DB.prepare("SELECT list_unsubscribe FROM mail_outbox WHERE id = ?")
      .bind(mail.id)
      .first<string>("list_unsubscribe"))!;
    expect(url).toMatch(new RegExp(`^${ORIGIN}/unsubscribe/${booking.id}/[0-9a-f]{64}$`));
    expect(mail.text_body).toContain(`Unsubscribe: ${url}`);
    const [, , bookingId, signature] = new URL(url).pathname.split("/");
    const params = { bookingId: bookingId!, signature: signature! };
    const path = new URL(url).pathname;

    // Opening the link changes nothing (link checkers open links); a forged one is not found.
    expect((await call(unsubscribePage as RouteFn, path, { params })).status).toBe(200);
    const forged = { ...params, signature: "0".repeat(64) };
    expect((await call(unsubscribePage as RouteFn, path, { params: forged })).status).toBe(404);
    expect((await call(unsubscribe as RouteFn, path, { method: "POST", params: forged })).status).toBe(404);
    expect(await optOuts()).toEqual([]);

    // A mail client's one-click unsubscribe (RFC 8058).
    const oneClick = await call(unsubscribe as RouteFn, path, {
      method: "POST",
      params,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await optOuts()).toEqual([{ email: "opt.out@example.com", kind: "review_request" }]);

    // The next completed booking of that address (any case) is not asked for a review.
    const second = zonedTimeToInstant("2027-11-14", "10:00", "Australia/Sydney");
    const later = await paidBooking(sydney, "2027-11-14", second - 3 * DAY, "opt.out@EXAMPLE.com");
    await completeBookings(db(), later.endsAt.getTime() + 1);
    await queueReviewRequests(config(), db(), later.endsAt.getTime() + 2);
    expect(await outbox("review_request", later.id)).toHaveLength(0);
  }, 30_000);
});

async function optOuts() {
  const rows = await env.DB.prepare("SELECT email, kind FROM mail_opt_outs ORDER BY email").all();
  return rows.results.map((row) => ({ ...row }));
}
