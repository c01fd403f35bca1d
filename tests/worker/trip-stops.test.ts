/**
 * Issue 36: each stop of a paid trip is cancelled or moved on its own, under the published policy,
 * all of its bookings or none, by the trip's owner only (POST /api/trips/{id}/stops/{n}/cancel and
 * /move, and the use cases behind them and My Bookings).
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { gymOperatingDays } from "~/db/schema";
import { addDays, todayIn } from "~/domain/zoned-time";
import { longDate } from "~/mail/format";
import { markAllCancelled } from "~/models/booking-cancel.server";
import { TestProvider } from "~/payments/test-provider.server";
import { action as cancelAction } from "~/routes/api/booking-cancel";
import { action as rescheduleAction } from "~/routes/api/booking-reschedule";
import { action as payAction } from "~/routes/api/process-payment";
import { action as stopCancelAction } from "~/routes/api/trip-stop-cancel";
import { action as stopMoveAction } from "~/routes/api/trip-stop-move";
import { action as tripsAction } from "~/routes/api/trips";
import { cancelBooking } from "~/use-cases/cancel-booking.server";
import { cancelTripStop, moveTripStop } from "~/use-cases/trip-stop.server";
import { readStop } from "../../e2e/stop-invite";
import { config, cookieFrom, db, insertGym, request, routerContext } from "./helpers";

type Json = Record<string, unknown> & { error?: string };
type Trip = Json & {
  id: number;
  reference: string;
  stops: { bookings: { id: number; reference: string; bookingDate: string }[] }[];
};

async function call(
  fn: (args: never) => unknown,
  path: string,
  init: { body?: unknown; cookie?: string; params?: Record<string, string> } = {},
) {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (init.cookie) headers.set("Cookie", init.cookie);
  return (await fn({
    request: request(path, {
      method: "POST",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    context: routerContext(),
    params: init.params ?? {},
  } as never)) as Response;
}

const rows = async <T>(sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .all<T>()
  ).results;

type BookingState = {
  id: number;
  status: string;
  booking_date: string;
  calendar_sequence: number;
  refund_cents: number;
};
/** The bookings' rows (in id order) and every slot they hold: what a refusal must leave as it was. */
const stateOf = async (ids: number[]) => ({
  bookings: await rows<BookingState>(
    `SELECT id, status, booking_date, calendar_sequence, refund_cents FROM bookings WHERE id IN (${ids.join(",")}) ORDER BY id`,
  ),
  slots: await rows(
    `SELECT booking_id, slot_date, slot_time FROM booking_slots WHERE booking_id IN (${ids.join(",")}) ORDER BY 1, 2, 3`,
  ),
  changes: await rows(`SELECT id FROM booking_changes WHERE booking_id IN (${ids.join(",")})`),
  mail: await rows(
    `SELECT id FROM mail_outbox WHERE related_type = 'booking' AND related_id IN (${ids.join(",")})`,
  ),
});

type Outbox = {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  related_id: number;
  attachments: string | null;
};
/** The messages of a kind about these bookings. */
const mailsAbout = (kind: string, ids: number[]) =>
  rows<Outbox>(
    `SELECT id, to_address, subject, text_body, html_body, related_id, attachments FROM mail_outbox
      WHERE kind = ? AND related_type = 'booking' AND related_id IN (${ids.join(",")}) ORDER BY id`,
    kind,
  );
/** The one calendar file a message carries, read and expanded with ical.js. */
function inviteOf(mail: Outbox) {
  const files = JSON.parse(mail.attachments ?? "[]") as { contentType: string; content: string }[];
  expect(files).toHaveLength(1);
  return { contentType: files[0]!.contentType, ...readStop(files[0]!.content) };
}
/** The bookings' start and end instants, in date order. */
const spansOf = async (ids: number[]) =>
  (
    await rows<{ starts_at: number; ends_at: number }>(
      `SELECT starts_at, ends_at FROM bookings WHERE id IN (${ids.join(",")}) ORDER BY booking_date`,
    )
  ).map((b) => ({ start: b.starts_at, end: b.ends_at }));
const stopUidOf = (trip: { reference: string }, stop: number) => `${trip.reference}-${stop}@gymroam.test`;

let daily: number;
let other: number;
let start: string;

beforeAll(async () => {
  // Day passes only (no week pass), so a three-day stop is three bookings.
  daily = (
    await insertGym({
      name: "Cuba Street Strength",
      capacity: 10,
      dayPassRateCents: 2500,
      contactEmail: "desk@cubastreet.example.com",
    })
  ).id;
  other = (
    await insertGym({
      name: "Surry Hills Lifting",
      city: "Sydney",
      country: "Australia",
      currency: "AUD",
      timeZone: "Australia/Sydney",
      capacity: 10,
      dayPassRateCents: 3000,
    })
  ).id;
  start = addDays(todayIn("Pacific/Auckland", Date.now()), 20);
}, 30_000);

/** A paid two-stop trip: three days at `gym` from `offset` days after `start`, then two in Sydney. */
async function paidTrip(offset: number, gym = daily, email = "stops@example.com") {
  const held = await call(tripsAction, "/api/trips", {
    body: {
      athleteName: "Mere Stops",
      athleteEmail: email,
      stops: [
        { gymId: gym, from: addDays(start, offset), to: addDays(start, offset + 2), startTime: "10:00" },
        {
          gymId: other,
          from: addDays(start, offset + 3),
          to: addDays(start, offset + 4),
          startTime: "10:00",
        },
      ],
    },
  });
  expect(held.status).toBe(201);
  const trip = (await held.json()) as Trip;
  const cookie = cookieFrom(held.headers);
  const paid = await call(payAction, "/api/process-payment", {
    body: { tripId: trip.id, paymentMethod: "pm_card_visa" },
    cookie,
  });
  expect(paid.status).toBe(200);
  const ids = trip.stops.map((s) => s.bookings.map((b) => b.id));
  expect(ids.map((s) => s.length)).toEqual([3, 2]);
  return { trip, cookie, first: ids[0]!, second: ids[1]! };
}

const stopParams = (trip: { id: number }, stop: number) => ({ id: String(trip.id), stop: String(stop) });
const cancelStop = (trip: { id: number }, stop: number, cookie?: string) =>
  call(stopCancelAction, `/api/trips/${trip.id}/stops/${stop}/cancel`, {
    cookie,
    params: stopParams(trip, stop),
  });
const moveStop = (trip: { id: number }, stop: number, from: string, cookie?: string) =>
  call(stopMoveAction, `/api/trips/${trip.id}/stops/${stop}/move`, {
    cookie,
    body: { from },
    params: stopParams(trip, stop),
  });
const ownerOf = async (tripId: number) =>
  (await rows<{ athlete_id: number }>("SELECT athlete_id FROM trips WHERE id = ?", tripId))[0]!.athlete_id;

describe("paying a trip", () => {
  it("e-mails the athlete one confirmation per stop of several days, with one invite for all of its days; the gym a notice per day", async () => {
    const { trip, first, second } = await paidTrip(300);
    const stop1 = await mailsAbout("trip_stop_confirmation", first);
    expect(stop1).toHaveLength(1);
    expect(stop1[0]!.to_address).toBe("stops@example.com");
    expect(stop1[0]!.subject).toBe(
      `Stop 1 confirmed: Cuba Street Strength, ${longDate(addDays(start, 300))} to ${longDate(addDays(start, 302))} (${trip.reference})`,
    );
    // No e-mail of its own for each day; the gym is told of each.
    expect(await mailsAbout("booking_confirmation", first)).toEqual([]);
    expect(await mailsAbout("owner_new_booking", first)).toHaveLength(3);
    const invite = inviteOf(stop1[0]!);
    expect(invite.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(invite.method).toBe("REQUEST");
    expect(new Set(invite.vevents.map((v) => `${v.uid} ${v.sequence}`))).toEqual(
      new Set([`${stopUidOf(trip, 1)} 0`]),
    );
    expect(invite.instances.map(({ start, end }) => ({ start, end }))).toEqual(await spansOf(first));
    expect(invite.instances.map((i) => i.local)).toEqual(
      [0, 1, 2].map((i) => `${addDays(start, 300 + i)}T10:00:00`),
    );
    // Every day's pass, as the booking confirmation shows one.
    const passes = new Set(stop1[0]!.html_body.match(/https:\/\/gymroam\.test\/pass\/[^"]+\.png/g));
    expect(passes.size).toBe(3);
    for (const b of trip.stops[0]!.bookings) expect(stop1[0]!.text_body).toContain(b.reference);

    // The Sydney stop: its own message and UID, two days.
    const stop2 = await mailsAbout("trip_stop_confirmation", second);
    expect(stop2).toHaveLength(1);
    const sydney = inviteOf(stop2[0]!);
    expect(new Set(sydney.vevents.map((v) => v.uid))).toEqual(new Set([stopUidOf(trip, 2)]));
    expect(sydney.instances.map(({ start, end }) => ({ start, end }))).toEqual(await spansOf(second));
    expect(await mailsAbout("booking_confirmation", second)).toEqual([]);
  }, 60_000);
});

describe("cancelling a stop", () => {
  it("cancels each of its bookings with the policy's refund, in one refund, and leaves the other stop", async () => {
    const { trip, cookie, first, second } = await paidTrip(0);
    const response = await cancelStop(trip, 1, cookie);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Json & { bookings: { id: number; refundCents: number }[] };
    // Twenty days out: the full amount of each of the three day passes.
    expect(body).toMatchObject({ status: "cancelled", refundCents: 7500, refundAmount: 75, currency: "NZD" });
    expect(body.bookings.map((b) => [b.id, b.refundCents])).toEqual(first.map((id) => [id, 2500]));
    const after = await stateOf([...first, ...second]);
    expect(after.bookings.map((b) => [b.status, b.refund_cents])).toEqual([
      ["cancelled", 2500],
      ["cancelled", 2500],
      ["cancelled", 2500],
      ["confirmed", 0],
      ["confirmed", 0],
    ]);
    // Their places are free again; the other stop keeps its own.
    expect(after.slots.filter((s) => first.includes((s as { booking_id: number }).booking_id))).toEqual([]);
    expect(after.slots.length).toBeGreaterThan(0);
    // One e-mail for the stop (with the calendar's cancellation of all of it); the gym's notice per day.
    const kinds = await rows<{ kind: string; n: number }>(
      `SELECT kind, count(*) AS n FROM mail_outbox WHERE related_type = 'booking' AND related_id IN (${first.join(",")})
        AND kind IN ('booking_cancellation', 'owner_booking_cancellation', 'trip_stop_cancellation')
        GROUP BY kind ORDER BY kind`,
    );
    expect(kinds).toEqual([
      { kind: "owner_booking_cancellation", n: 3 },
      { kind: "trip_stop_cancellation", n: 1 },
    ]);
    const [mail] = await mailsAbout("trip_stop_cancellation", first);
    expect(mail!.to_address).toBe("stops@example.com");
    expect(mail!.text_body).toContain("is cancelled: 3 days.");
    expect(mail!.text_body).toContain("Refund: NZ$75.00 to your card");
    const [invite] = await mailsAbout("trip_stop_confirmation", first);
    const sent = inviteOf(invite!);
    const cancel = inviteOf(mail!);
    expect(cancel.method).toBe("CANCEL");
    // The whole series, under the invite's UID, with a higher SEQUENCE (one for each day cancelled).
    expect(cancel.vevents).toEqual([
      {
        uid: stopUidOf(trip, 1),
        sequence: sent.vevents[0]!.sequence + 3,
        status: "CANCELLED",
        recurrenceId: null,
      },
    ]);
    expect(cancel.instances).toEqual(sent.instances);

    // Again: nothing is left to cancel, and nothing changes.
    const again = await cancelStop(trip, 1, cookie);
    expect(again.status).toBe(409);
    expect(((await again.json()) as Json).error).toBe(
      "This stop has nothing left to cancel: its days were already cancelled or have passed.",
    );
    expect(await stateOf([...first, ...second])).toEqual(after);
  }, 60_000);

  it("cancels only what is left of a stop one of whose days was already cancelled", async () => {
    const { trip, cookie, first } = await paidTrip(30);
    const one = await call(cancelAction, `/api/bookings/${first[1]}/cancel`, {
      cookie,
      params: { id: String(first[1]) },
    });
    expect(one.status).toBe(200);
    const response = await cancelStop(trip, 1, cookie);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Json & { bookings: { id: number }[] };
    expect(body.refundCents).toBe(5000);
    expect(body.bookings.map((b) => b.id)).toEqual([first[0], first[2]]);
    const after = await stateOf(first);
    expect(after.bookings.map((b) => [b.status, b.refund_cents])).toEqual([
      ["cancelled", 2500],
      ["cancelled", 2500],
      ["cancelled", 2500],
    ]);
    // The day cancelled first was told once, not again.
    const told = await rows<{ n: number }>(
      "SELECT count(*) AS n FROM mail_outbox WHERE kind = 'booking_cancellation' AND related_id = ?",
      first[1],
    );
    expect(told[0]!.n).toBe(1);
  }, 60_000);

  it("refunds each day by its own notice: 50% for the day 12 to 24 hours away, in full after it", async () => {
    const { trip, first } = await paidTrip(60);
    const startsAt = (
      await rows<{ starts_at: number }>("SELECT starts_at FROM bookings WHERE id = ?", first[0])
    )[0]!.starts_at;
    const provider = new (class extends TestProvider {
      refunds: string[] = [];
      override async refund(paymentIntentId: string, amountCents: number, key: string) {
        this.refunds.push(`${amountCents}:${key}`);
        return super.refund(paymentIntentId, amountCents, key);
      }
    })();
    const now = startsAt - 18 * 3_600_000;
    const result = await cancelTripStop(
      { config: config(), db: db(), now, provider },
      { userId: await ownerOf(trip.id), tripId: trip.id, stop: 1 },
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.bookings.map((b) => b.refundCents)).toEqual([1250, 2500, 2500]);
    const firstRef = trip.stops[0]!.bookings[0]!.reference;
    expect(provider.refunds).toEqual([`6250:refund-${firstRef}-x3`]);
  }, 60_000);

  it("once its first day is over, cancels only the days left: those instances of the invite, by their RECURRENCE-ID", async () => {
    const { trip, first } = await paidTrip(330);
    const [day1] = await rows<{ ends_at: number }>("SELECT ends_at FROM bookings WHERE id = ?", first[0]);
    const result = await cancelTripStop(
      { config: config(), db: db(), now: day1!.ends_at + 60_000, provider: new TestProvider() },
      { userId: await ownerOf(trip.id), tripId: trip.id, stop: 1 },
    );
    expect(result.ok).toBe(true);
    expect((await stateOf(first)).bookings.map((b) => b.status)).toEqual([
      "confirmed",
      "cancelled",
      "cancelled",
    ]);
    const mails = await mailsAbout("trip_stop_cancellation", first);
    expect(mails.map((m) => m.related_id)).toEqual([first[1]]);
    expect(mails[0]!.text_body).toContain("is cancelled: 2 days.");
    const sent = inviteOf((await mailsAbout("trip_stop_confirmation", first))[0]!);
    const cancel = inviteOf(mails[0]!);
    expect(cancel.method).toBe("CANCEL");
    expect(cancel.instances).toEqual([]);
    expect(cancel.vevents).toEqual(
      [1, 2].map((i) => ({
        uid: stopUidOf(trip, 1),
        sequence: 2,
        status: "CANCELLED",
        recurrenceId: sent.instances[i]!.start,
      })),
    );
    expect(await mailsAbout("owner_booking_cancellation", first)).toHaveLength(2);
  }, 60_000);

  it("is all or nothing: one booking that changed meanwhile leaves every one as it was", async () => {
    const { first } = await paidTrip(90);
    // The second day was cancelled after the stop was read: the batch sees it and cancels none.
    await env.DB.prepare("UPDATE bookings SET status = 'cancelled' WHERE id = ?").bind(first[1]).run();
    const before = await stateOf(first);
    const done = await markAllCancelled(db(), {
      items: first.map((id) => ({ booking: { id, status: "confirmed" }, refundCents: 2500, mail: [] })),
      now: Date.now(),
    });
    expect(done).toBe(false);
    const after = await stateOf(first);
    expect(after.bookings.map((b) => b.status)).toEqual(["confirmed", "cancelled", "confirmed"]);
    expect(after.bookings.map((b) => b.refund_cents)).toEqual([0, 0, 0]);
    expect(after.slots).toEqual(before.slots);
  }, 60_000);

  it("is the trip's owner's only: anyone else gets a 404 and nothing changes", async () => {
    const { trip, cookie, first, second } = await paidTrip(120);
    const stranger = await paidTrip(150, daily, "someone.else@example.com");
    const before = await stateOf([...first, ...second]);
    for (const cookie of [undefined, stranger.cookie]) {
      const response = await cancelStop(trip, 1, cookie);
      expect(response.status).toBe(404);
      expect(((await response.json()) as Json).error).toBe("Trip not found");
      const move = await moveStop(trip, 1, addDays(start, 125), cookie);
      expect(move.status).toBe(404);
    }
    // The owner asking for a stop the trip doesn't have.
    const none = await cancelStop(trip, 3, cookie);
    expect(none.status).toBe(404);
    expect(await stateOf([...first, ...second])).toEqual(before);
  }, 60_000);
});

describe("moving a stop", () => {
  it("shifts every booking by the same days, takes their places there, raises each SEQUENCE and e-mails", async () => {
    const { trip, cookie, first, second } = await paidTrip(180);
    const before = await stateOf(first);
    const response = await moveStop(trip, 1, addDays(start, 182), cookie);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Json & {
      bookings: { id: number; bookingDate: string; calendarSequence: number }[];
    };
    expect(body).toMatchObject({ from: addDays(start, 182), to: addDays(start, 184) });
    expect(body.bookings.map((b) => [b.id, b.bookingDate, b.calendarSequence])).toEqual(
      first.map((id, i) => [id, addDays(start, 182 + i), 1]),
    );
    const after = await stateOf(first);
    expect(after.bookings.map((b) => [b.status, b.booking_date, b.calendar_sequence])).toEqual(
      before.bookings.map((b) => ["confirmed", addDays(b.booking_date, 2), b.calendar_sequence + 1]),
    );
    const slotDates = new Set(after.slots.map((s) => (s as { slot_date: string }).slot_date));
    expect([...slotDates].sort()).toEqual([0, 1, 2].map((i) => addDays(start, 182 + i)));
    expect(after.changes).toHaveLength(3);
    // One e-mail for the stop with its updated invite; the gym's notice per day.
    expect(await mailsAbout("booking_date_changed", first)).toEqual([]);
    expect(await mailsAbout("owner_booking_date_changed", first)).toHaveLength(3);
    const moved = await mailsAbout("trip_stop_date_changed", first);
    expect(moved).toHaveLength(1);
    expect(moved[0]!.subject).toBe(
      `Stop 1 moved: Cuba Street Strength, now ${longDate(addDays(start, 182))} to ${longDate(addDays(start, 184))} (${trip.reference})`,
    );
    expect(moved[0]!.text_body).toContain(
      `It was ${longDate(addDays(start, 180))} to ${longDate(addDays(start, 182))}.`,
    );
    const sent = inviteOf((await mailsAbout("trip_stop_confirmation", first))[0]!);
    const update = inviteOf(moved[0]!);
    expect(update.method).toBe("REQUEST");
    // Above the invite by each day moved.
    expect(new Set(update.vevents.map((v) => `${v.uid} ${v.sequence}`))).toEqual(
      new Set([`${stopUidOf(trip, 1)} ${sent.vevents[0]!.sequence + 3}`]),
    );
    expect(update.instances[0]!.local).toBe(`${addDays(start, 182)}T10:00:00`);
    expect(update.instances.map(({ start, end }) => ({ start, end }))).toEqual(await spansOf(first));
    expect(new Set(moved[0]!.html_body.match(/https:\/\/gymroam\.test\/pass\/[^"]+\.png/g)).size).toBe(3);
    // The other stop stays where it was.
    const others = await stateOf(second);
    expect(others.bookings.map((b) => [b.booking_date, b.calendar_sequence])).toEqual([
      [addDays(start, 183), 0],
      [addDays(start, 184), 0],
    ]);
  }, 60_000);

  it("moves what is left of a stop one of whose days was cancelled; the cancelled day stays", async () => {
    const { trip, cookie, first } = await paidTrip(195);
    const one = await call(cancelAction, `/api/bookings/${first[1]}/cancel`, {
      cookie,
      params: { id: String(first[1]) },
    });
    expect(one.status).toBe(200);
    const response = await moveStop(trip, 1, addDays(start, 200), cookie);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Json & { bookings: { id: number; bookingDate: string }[] };
    expect(body.bookings.map((b) => [b.id, b.bookingDate])).toEqual([
      [first[0], addDays(start, 200)],
      [first[2], addDays(start, 202)],
    ]);
    const after = await stateOf(first);
    expect(after.bookings.map((b) => [b.status, b.booking_date, b.calendar_sequence])).toEqual([
      ["confirmed", addDays(start, 200), 1],
      ["cancelled", addDays(start, 196), 0],
      ["confirmed", addDays(start, 202), 1],
    ]);
  }, 60_000);

  it("is refused whole when one new day is closed: nothing moves", async () => {
    const weekdays = await insertGym({ name: "Weekday Barbell", capacity: 10, dayPassRateCents: 2000 });
    await db()
      .insert(gymOperatingDays)
      .values([1, 2, 3, 4, 5].map((day) => ({ gymId: weekdays.id, day })));
    // A Monday to Wednesday stop, moved two days on: its last day would be a Friday... and a Saturday.
    let monday = addDays(start, 210);
    while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
    const { trip, cookie, first } = await paidTrip(
      (Date.parse(`${monday}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000,
      weekdays.id,
    );
    const before = await stateOf(first);
    const response = await moveStop(trip, 1, addDays(monday, 3), cookie);
    expect(response.status).toBe(400);
    const body = (await response.json()) as Json & { errors?: Record<string, string[]> };
    expect(body.error).toMatch(
      new RegExp(`^On ${longDate(addDays(monday, 5))}: Weekday Barbell is closed on Saturdays`),
    );
    expect(body.errors?.from).toEqual([body.error]);
    expect(await stateOf(first)).toEqual(before);
  }, 60_000);

  it("is refused whole when one new day is full, naming it: nothing moves", async () => {
    const small = await insertGym({ name: "One Rack Gym", capacity: 1, dayPassRateCents: 2000 });
    const { trip, cookie, first } = await paidTrip(240, small.id);
    // Someone else holds the day after the stop.
    const blocker = await call(tripsAction, "/api/trips", {
      body: {
        athleteName: "Other Lifter",
        athleteEmail: "blocker@example.com",
        stops: [{ gymId: small.id, from: addDays(start, 243), to: addDays(start, 243), startTime: "10:00" }],
      },
    });
    expect(blocker.status).toBe(201);
    const before = await stateOf(first);
    const response = await moveStop(trip, 1, addDays(start, 241), cookie);
    expect(response.status).toBe(409);
    const body = (await response.json()) as Json;
    expect(body.error).toBe(
      `The gym is fully booked on ${longDate(addDays(start, 243))} at the stop's times. Please choose other dates.`,
    );
    expect(await stateOf(first)).toEqual(before);
    // Moved by one day into its own days and the free one before: allowed (its own places don't count).
    const back = await moveStop(trip, 1, addDays(start, 239), cookie);
    expect(back.status).toBe(200);
  }, 60_000);

  it("is refused inside 24 hours of any of its days, in the policy's words", async () => {
    const { trip, first } = await paidTrip(270);
    const startsAt = (
      await rows<{ starts_at: number }>("SELECT starts_at FROM bookings WHERE id = ?", first[0])
    )[0]!.starts_at;
    const before = await stateOf(first);
    const result = await moveTripStop(
      { config: config(), db: db(), now: startsAt - 20 * 3_600_000, provider: new TestProvider() },
      { userId: await ownerOf(trip.id), tripId: trip.id, stop: 1, from: addDays(start, 280) },
    );
    expect(result).toMatchObject({ ok: false, code: "conflict" });
    if (!result.ok)
      expect(result.message).toMatch(
        /^The stop's day on .+ starts in less than 24 hours, so this stop can no longer be moved\. Free date changes with 24\+ hours notice\.$/,
      );
    expect(await stateOf(first)).toEqual(before);
  }, 60_000);
});

describe("one day of a stop cancelled or moved on its own", () => {
  const gymOwner = async () =>
    (await rows<{ owner_id: number }>("SELECT owner_id FROM gyms WHERE id = ?", daily))[0]!.owner_id;
  const sentInvite = async (ids: number[]) => inviteOf((await mailsAbout("trip_stop_confirmation", ids))[0]!);

  it("the gym's cancellation of one day: the booking's e-mail, with the stop's CANCEL of that day; a second day's cancellation supersedes it", async () => {
    const { trip, cookie, first } = await paidTrip(45);
    const sent = await sentInvite(first);
    const result = await cancelBooking(
      { config: config(), db: db(), now: Date.now(), provider: new TestProvider() },
      { bookingId: first[1]!, actor: { kind: "owner", ownerId: await gymOwner() } },
    );
    expect(result.ok).toBe(true);
    const mails = await mailsAbout("booking_cancellation", first);
    expect(mails.map((m) => [m.related_id, m.to_address])).toEqual([[first[1], "stops@example.com"]]);
    // The words are the booking's, as for any booking the gym cancels.
    const reference = trip.stops[0]!.bookings[1]!.reference;
    expect(mails[0]!.subject).toBe(`Booking cancelled: Cuba Street Strength (${reference})`);
    expect(mails[0]!.text_body).toContain("Refund: NZ$25.00");
    const cancel = inviteOf(mails[0]!);
    expect(cancel.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(cancel.method).toBe("CANCEL");
    // Under the stop's UID the calendar has, that one day by its RECURRENCE-ID, above the invite.
    expect(cancel.vevents).toEqual([
      {
        uid: stopUidOf(trip, 1),
        sequence: sent.vevents[0]!.sequence + 1,
        status: "CANCELLED",
        recurrenceId: sent.instances[1]!.start,
      },
    ]);
    expect(cancel.instances).toEqual([]);
    // No stop e-mail; the owner's copy carries no calendar file.
    expect(await mailsAbout("trip_stop_cancellation", first)).toEqual([]);
    const copies = await mailsAbout("owner_cancellation_copy", first);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.attachments).toBeNull();

    // The athlete cancels another day: its CANCEL is above the first one's.
    const again = await call(cancelAction, `/api/bookings/${first[2]}/cancel`, {
      cookie,
      params: { id: String(first[2]) },
    });
    expect(again.status).toBe(200);
    const second = inviteOf((await mailsAbout("booking_cancellation", [first[2]!]))[0]!);
    expect(second.vevents).toEqual([
      {
        uid: stopUidOf(trip, 1),
        sequence: cancel.vevents[0]!.sequence + 1,
        status: "CANCELLED",
        recurrenceId: sent.instances[2]!.start,
      },
    ]);
  }, 60_000);

  it("one day moved: the booking's e-mail carries the stop's invite again, its new days, one SEQUENCE up; a later cancellation is above it", async () => {
    const { trip, cookie, first } = await paidTrip(100);
    const sent = await sentInvite(first);
    const response = await call(rescheduleAction, `/api/bookings/${first[1]}/reschedule`, {
      cookie,
      body: { bookingDate: addDays(start, 105), startTime: "10:00" },
      params: { id: String(first[1]) },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const mails = await mailsAbout("booking_date_changed", first);
    expect(mails.map((m) => m.related_id)).toEqual([first[1]]);
    const reference = trip.stops[0]!.bookings[1]!.reference;
    expect(mails[0]!.subject).toBe(
      `Booking moved: Cuba Street Strength on ${longDate(addDays(start, 105))} (${reference})`,
    );
    const update = inviteOf(mails[0]!);
    expect(update.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(update.method).toBe("REQUEST");
    expect(new Set(update.vevents.map((v) => `${v.uid} ${v.sequence}`))).toEqual(
      new Set([`${stopUidOf(trip, 1)} ${sent.vevents[0]!.sequence + 1}`]),
    );
    // The whole stop as it now is: the first and third days where they were, the second five days on.
    expect(update.instances.map((i) => i.local)).toEqual(
      [100, 102, 105].map((d) => `${addDays(start, d)}T10:00:00`),
    );
    expect(update.instances.map(({ start, end }) => ({ start, end }))).toEqual(await spansOf(first));
    // The gym's notice is as for any booking: no calendar file.
    const notices = await mailsAbout("owner_booking_date_changed", first);
    expect(notices.map((m) => [m.related_id, m.attachments])).toEqual([[first[1], null]]);

    // Cancelling a day after the move supersedes the moved invite.
    const cancelled = await call(cancelAction, `/api/bookings/${first[0]}/cancel`, {
      cookie,
      params: { id: String(first[0]) },
    });
    expect(cancelled.status).toBe(200);
    const cancel = inviteOf((await mailsAbout("booking_cancellation", [first[0]!]))[0]!);
    expect(cancel.vevents).toEqual([
      {
        uid: stopUidOf(trip, 1),
        sequence: update.vevents[0]!.sequence + 1,
        status: "CANCELLED",
        recurrenceId: update.instances[0]!.start,
      },
    ]);
  }, 60_000);
});
