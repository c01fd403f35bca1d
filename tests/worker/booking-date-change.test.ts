/**
 * Issue 20: a confirmed booking's date changes for free with 24 hours' notice, through one use case
 * behind My Bookings and POST /api/bookings/{id}/reschedule. Capacity moves with it (the slot
 * triggers), the price paid stands and the difference is recorded, and the athlete and the gym are
 * e-mailed, the athlete with the invite's update (a higher SEQUENCE).
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { amenityItems, bookingChanges, bookings, gyms, mailOutbox, users } from "~/db/schema";
import type { BookingDetails } from "~/domain/schemas/booking";
import { addDays, todayIn } from "~/domain/zoned-time";
import { type BookingGym, getBookingGym } from "~/models/booking-gym.server";
import { TestProvider } from "~/payments/test-provider.server";
import { action as rescheduleApi } from "~/routes/api/booking-reschedule";
import { action as createAction } from "~/routes/api/bookings";
import { action as payAction } from "~/routes/api/process-payment";
import { loader as passImage } from "~/routes/pass/image";
import { changeBookingDate, DATE_CHANGE_MESSAGES } from "~/use-cases/change-booking-date.server";
import { createBooking, payBooking, testContext } from "./booking-helpers";
import { cookieFrom, db, insertGym, request, routerContext } from "./helpers";
import { call, type RouteFn } from "./route-helpers";

const provider = new TestProvider();
const now = Date.now();

async function athlete(): Promise<number> {
  const [row] = await db().insert(users).values({ userType: "athlete" }).returning({ id: users.id });
  return row!.id;
}

function details(gym: BookingGym, overrides: Partial<BookingDetails> = {}): BookingDetails {
  return {
    gymId: gym.id,
    athleteName: "Aroha Test",
    athleteEmail: "aroha@example.com",
    bookingType: "day_pass",
    bookingDate: addDays(todayIn(gym.timeZone, now), 7),
    startTime: "10:00",
    duration: 2,
    athletes: 1,
    ...overrides,
  };
}

async function confirmed(gym: BookingGym, userId: number, overrides: Partial<BookingDetails> = {}) {
  const made = await createBooking(db(), { userId, gym, input: details(gym, overrides), now });
  if (!made.ok) throw new Error(made.message);
  const paid = await payBooking(
    db(),
    provider,
    { id: made.booking.id, athleteId: userId },
    "pm_card_visa",
    now,
  );
  if (!paid.ok) throw new Error(paid.message);
  return made.booking;
}

async function load(gymId: number, date: string) {
  const rows = await env.DB.prepare(
    "SELECT slot_time, booked FROM gym_slot_load WHERE gym_id = ? AND slot_date = ? AND booked > 0 ORDER BY 1",
  )
    .bind(gymId, date)
    .all<{ slot_time: string; booked: number }>();
  return rows.results;
}

describe("changing a confirmed booking's date", () => {
  let gym: BookingGym;
  let userId: number;
  beforeAll(async () => {
    const row = await insertGym({
      capacity: 2,
      dayPassRateCents: 2500,
      hourlyRateCents: 1000,
      contactEmail: "owner@example.com",
    });
    gym = (await getBookingGym(db(), row.id))!;
    userId = await athlete();
  });

  it("moves the booking and its capacity, keeps the price paid, records the change and e-mails both", async () => {
    const booking = await confirmed(gym, userId, { bookingType: "hourly", startTime: "10:00", duration: 2 });
    const from = addDays(todayIn(gym.timeZone, now), 7);
    const to = addDays(from, 3);
    // The gym raised its hourly rate since: the booking keeps what was paid.
    await db().update(gyms).set({ hourlyRateCents: 1200 }).where(eq(gyms.id, gym.id));
    const result = await changeBookingDate(testContext(now), {
      access: { userId, linkedIds: [] },
      bookingId: booking.id,
      bookingDate: to,
      startTime: "14:00",
    });
    await db().update(gyms).set({ hourlyRateCents: 1000 }).where(eq(gyms.id, gym.id));
    expect(result).toMatchObject({
      ok: true,
      value: { bookingDate: to, startTime: "14:00", endTime: "16:00", calendarSequence: 1, totalCents: 2000 },
    });
    if (!result.ok) return;
    expect(result.value.repricedCents).toBe(2400);

    const row = await db().select().from(bookings).where(eq(bookings.id, booking.id)).get();
    expect(row).toMatchObject({ status: "confirmed", bookingDate: to, startTime: "14:00", totalCents: 2000 });
    expect(await load(gym.id, from)).toEqual([]);
    expect(await load(gym.id, to)).toEqual(
      ["14:00", "14:30", "15:00", "15:30"].map((slot_time) => ({ slot_time, booked: 1 })),
    );

    const change = await db()
      .select()
      .from(bookingChanges)
      .where(eq(bookingChanges.bookingId, booking.id))
      .get();
    expect(change).toMatchObject({
      sequence: 1,
      fromDate: from,
      fromStartTime: "10:00",
      toDate: to,
      toStartTime: "14:00",
      paidCents: 2000,
      repricedCents: 2400,
    });

    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.relatedType, "booking"), eq(mailOutbox.relatedId, booking.id)));
    const athleteMail = mails.find((m) => m.kind === "booking_date_changed");
    const ownerMail = mails.find((m) => m.kind === "owner_booking_date_changed");
    expect(athleteMail?.toAddress).toBe("aroha@example.com");
    expect(ownerMail?.toAddress).toBe("owner@example.com");
    expect(athleteMail?.textBody).toMatch(/It was .*10:00–12:00 NZ[DS]T/);
    const ics = JSON.parse(athleteMail!.attachments!)[0].content as string;
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toMatch(/SEQUENCE:1\r\n/);
    expect(ics).toMatch(/DTSTART;TZID=Pacific\/Auckland:\d{8}T140000/);

    // A second change sends SEQUENCE 2.
    const again = await changeBookingDate(testContext(now), {
      access: { userId, linkedIds: [] },
      bookingId: booking.id,
      bookingDate: to,
      startTime: "08:00",
    });
    expect(again).toMatchObject({ ok: true, value: { calendarSequence: 2 } });
    const second = (
      await db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.relatedId, booking.id), eq(mailOutbox.kind, "booking_date_changed")))
    ).at(-1);
    expect(JSON.parse(second!.attachments!)[0].content).toMatch(/SEQUENCE:2\r\n/);
  });

  it("refuses a full time slot, leaving the booking where it was", async () => {
    const other = await athlete();
    const target = addDays(todayIn(gym.timeZone, now), 20);
    await confirmed(gym, other, { bookingDate: target, startTime: "06:00", athletes: 2 });
    const booking = await confirmed(gym, userId, { bookingDate: addDays(target, 1) });
    const result = await changeBookingDate(testContext(now), {
      access: { userId, linkedIds: [] },
      bookingId: booking.id,
      bookingDate: target,
      startTime: "10:00",
    });
    expect(result).toMatchObject({ ok: false, code: "conflict", message: DATE_CHANGE_MESSAGES.full });
    const row = await db().select().from(bookings).where(eq(bookings.id, booking.id)).get();
    expect(row).toMatchObject({ bookingDate: addDays(target, 1), calendarSequence: 0 });
    expect((await load(gym.id, addDays(target, 1))).length).toBeGreaterThan(0);
  });

  it("refuses inside 24 hours in the policy's words, and a time the gym does not offer", async () => {
    const booking = await confirmed(gym, userId, { bookingDate: addDays(todayIn(gym.timeZone, now), 5) });
    const tooLate = await changeBookingDate(testContext(now + 5 * 86_400_000), {
      access: { userId, linkedIds: [] },
      bookingId: booking.id,
      bookingDate: addDays(todayIn(gym.timeZone, now), 9),
      startTime: "10:00",
    });
    expect(tooLate).toMatchObject({ ok: false, code: "conflict" });
    if (!tooLate.ok) expect(tooLate.message).toContain("Free date changes with 24+ hours notice.");

    const badTime = await changeBookingDate(testContext(now), {
      access: { userId, linkedIds: [] },
      bookingId: booking.id,
      bookingDate: addDays(todayIn(gym.timeZone, now), 9),
      startTime: "23:00",
    });
    expect(badTime).toMatchObject({ ok: false, code: "invalid", field: "startTime" });
  });

  it("POST /api/bookings/{id}/reschedule: the booker moves it (200), a stranger gets 404, bad input 400", async () => {
    const date = addDays(todayIn(gym.timeZone, now), 30);
    const created = await api(createAction, "/api/bookings", {
      body: { ...details(gym, { bookingDate: date }), gymId: gym.id },
    });
    expect(created.status).toBe(201);
    const cookie = cookieFrom(created.headers);
    const booking = (await created.json()) as { id: number; reference: string };
    const paid = await api(payAction, "/api/process-payment", {
      cookie,
      body: { bookingId: booking.id, paymentMethod: "pm_card_visa" },
    });
    expect(paid.status).toBe(200);
    const path = `/api/bookings/${booking.id}/reschedule`;
    const params = { id: String(booking.id) };
    const target = addDays(date, 1);

    const stranger = await api(rescheduleApi, path, {
      params,
      body: { bookingDate: target, startTime: "09:00" },
    });
    expect(stranger.status).toBe(404);
    const invalid = await api(rescheduleApi, path, { cookie, params, body: { bookingDate: "tomorrow" } });
    expect(invalid.status).toBe(400);
    const moved = await api(rescheduleApi, path, {
      cookie,
      params,
      body: { bookingDate: target, startTime: "09:00" },
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      id: booking.id,
      status: "confirmed",
      bookingDate: target,
      startTime: "09:00",
      calendarSequence: 1,
      totalCents: 2500,
    });
    const get = await api(rescheduleApi, path, { method: "GET", cookie, params });
    expect(get.status).toBe(405);
  });
});

describe("the pass in the e-mails of a moved booking", () => {
  const passUrl = (html: string | null | undefined) =>
    /https:\/\/gymroam\.test\/pass\/(GRP1\.\d+\.[A-Za-z0-9_-]{22}\.png)/.exec(html ?? "")?.[1];
  const image = (file: string) => call(passImage as RouteFn, `/pass/${file}`, { params: { file } });

  it("the confirmation's pass leads to the current one, and each date-change e-mail carries the new pass", async () => {
    const row = await insertGym({ capacity: 4, dayPassRateCents: 2500, contactEmail: "desk@example.com" });
    const gym = (await getBookingGym(db(), row.id))!;
    const userId = await athlete();
    const booking = await confirmed(gym, userId);
    const mail = async (kind: string) =>
      (
        await db()
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.relatedId, booking.id), eq(mailOutbox.kind, kind)))
          .all()
      ).at(-1);
    const original = passUrl((await mail("booking_confirmation"))?.htmlBody);
    expect(original).toBeDefined();
    expect((await image(original!)).status).toBe(200);

    const first = addDays(todayIn(gym.timeZone, now), 7);
    const moved: string[] = [];
    for (const days of [2, 5]) {
      const result = await changeBookingDate(testContext(now), {
        access: { userId, linkedIds: [] },
        bookingId: booking.id,
        bookingDate: addDays(first, days),
        startTime: "06:00",
      });
      expect(result.ok).toBe(true);
      const changed = await mail("booking_date_changed");
      const current = passUrl(changed?.htmlBody);
      expect(current).toBeDefined();
      expect(changed?.textBody).toContain(`give the reference ${booking.reference}`);
      moved.push(current!);
    }
    // Each move signs a new pass (it is bound to the date), and the newest one draws a code.
    expect(new Set([original, ...moved]).size).toBe(3);
    const newest = await image(moved[1]!);
    expect(newest.status).toBe(200);
    expect(newest.headers.get("Content-Type")).toBe("image/png");
    // The passes in the earlier e-mails lead to it.
    for (const earlier of [original!, moved[0]!]) {
      const answer = await image(earlier);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe(`https://gymroam.test/pass/${moved[1]}`);
      expect(answer.headers.get("Cache-Control")).toBe("private, no-cache");
    }
    // A made-up signature for this booking still draws nothing.
    const forged = original!.replace(/\.[A-Za-z0-9_-]{22}\.png$/, ".AAAAAAAAAAAAAAAAAAAAAA.png");
    expect((await image(forged)).status).toBe(404);
    // Once cancelled, no pass of it leads anywhere.
    await db().update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id));
    expect((await image(original!)).status).toBe(404);
  }, 30_000);
});

const api = async (
  fn: (args: never) => unknown,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; params?: Record<string, string> } = {},
) => {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (init.cookie) headers.set("Cookie", init.cookie);
  return (await fn({
    request: request(path, {
      method: init.method ?? "POST",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    context: routerContext(),
    params: init.params ?? {},
  } as never)) as Response;
};

describe("a booking with a recovery session", () => {
  let gym: BookingGym;
  let userId: number;
  let saunaId: number;
  const base = addDays(todayIn("Pacific/Auckland", now), 30);
  const addOnRow = async (bookingId: number) =>
    (await env.DB.prepare(
      "SELECT booking_date, start_time, end_time FROM amenity_bookings WHERE booking_id = ?",
    )
      .bind(bookingId)
      .first<{ booking_date: string; start_time: string; end_time: string }>())!;

  beforeAll(async () => {
    const row = await insertGym({ capacity: 5, dayPassRateCents: 2500, hourlyRateCents: 1000 });
    gym = (await getBookingGym(db(), row.id))!;
    const [sauna] = await db()
      .insert(amenityItems)
      .values({ gymId: gym.id, type: "sauna", name: "Cedar Sauna", pricePerHourCents: 2000 })
      .returning({ id: amenityItems.id });
    saunaId = sauna!.id;
    userId = await athlete();
  });

  it("is refused outside the visit's access on the day, naming the window", async () => {
    const hourly = await createBooking(db(), {
      userId,
      gym,
      input: details(gym, {
        bookingType: "hourly",
        bookingDate: base,
        startTime: "10:00",
        duration: 3,
        amenityItemId: saunaId,
        amenityStartTime: "06:00",
        amenityDuration: 1,
      }),
      now,
    });
    expect(hourly).toMatchObject({
      ok: false,
      status: 400,
      message:
        "The recovery session has to be during your visit, 10:00–13:00: choose a time that starts at 10:00 or later and ends by 13:00.",
    });
    const dayPass = await createBooking(db(), {
      userId,
      gym,
      input: details(gym, {
        bookingDate: base,
        startTime: "10:00",
        amenityItemId: saunaId,
        amenityStartTime: "07:00",
        amenityDuration: 1,
      }),
      now,
    });
    expect(dayPass).toMatchObject({ ok: false, status: 400 });
    expect(dayPass.ok ? "" : dayPass.message).toMatch(
      /^The recovery session has to be during your visit, 10:00–22:00/,
    );
  }, 30_000);

  it("moves the session with the booking when it is free, and says why not otherwise", async () => {
    const booking = await confirmed(gym, userId, {
      bookingDate: base,
      startTime: "10:00",
      amenityItemId: saunaId,
      amenityStartTime: "11:00",
      amenityDuration: 1,
    });
    const moved = await changeBookingDate(testContext(now), {
      access: { userId, linkedIds: [] },
      bookingId: booking.id,
      bookingDate: addDays(base, 1),
      startTime: "09:00",
    });
    expect(moved).toMatchObject({ ok: true, value: { bookingDate: addDays(base, 1), startTime: "09:00" } });
    expect(await addOnRow(booking.id)).toEqual({
      booking_date: addDays(base, 1),
      start_time: "11:00",
      end_time: "12:00",
    });
    const slots = await env.DB.prepare(
      "SELECT slot_date, slot_time FROM amenity_slots WHERE amenity_item_id = ? ORDER BY 1, 2",
    )
      .bind(saunaId)
      .all<{ slot_date: string; slot_time: string }>();
    expect(slots.results).toEqual([
      { slot_date: addDays(base, 1), slot_time: "11:00" },
      { slot_date: addDays(base, 1), slot_time: "11:30" },
    ]);

    // A start after the session: the session would be outside the new visit.
    const late = await changeBookingDate(testContext(now), {
      access: { userId, linkedIds: [] },
      bookingId: booking.id,
      bookingDate: addDays(base, 2),
      startTime: "12:00",
    });
    expect(late).toMatchObject({
      ok: false,
      message:
        "Your Cedar Sauna session (11:00–12:00) moves with the booking at the same time of day, which is outside the new visit (12:00–22:00). Please choose a date and time whose visit includes it, or contact the gym to change the session.",
    });
    // The sauna taken at 11:00 on the day asked for: the booking stays where it was.
    const other = await athlete();
    await confirmed(gym, other, {
      bookingDate: addDays(base, 3),
      startTime: "10:00",
      amenityItemId: saunaId,
      amenityStartTime: "11:00",
      amenityDuration: 1,
    });
    const taken = await changeBookingDate(testContext(now), {
      access: { userId, linkedIds: [] },
      bookingId: booking.id,
      bookingDate: addDays(base, 3),
      startTime: "10:00",
    });
    expect(taken).toMatchObject({
      ok: false,
      code: "conflict",
      message:
        "Your Cedar Sauna session (11:00–12:00) moves with the booking, but it is already booked at that time on that date. Please choose another date, or contact the gym to change the session.",
    });
    const row = await db().select().from(bookings).where(eq(bookings.id, booking.id)).get();
    expect(row).toMatchObject({ bookingDate: addDays(base, 1), startTime: "09:00", calendarSequence: 1 });
    expect((await addOnRow(booking.id)).booking_date).toBe(addDays(base, 1));
  }, 30_000);
});
