/**
 * The account's calendar feed (issue 36): /account makes a private URL (webcal: and https:, plain
 * links and a plain form); GET /calendar/{token}.ics serves every booking the account paid for, from
 * 90 days back on, with stable UIDs and a SEQUENCE that rises when a booking moves or is cancelled;
 * an unchanged feed answers 304; a new URL ends the old one (404), as does any unknown token.
 * Read back with ical.js (the outside readings of the file, python3's too, are in
 * tests/unit/calendar-feed.test.ts).
 */
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, calendarFeeds } from "~/db/schema";
import { ACCOUNT_MESSAGES } from "~/domain/schemas/account";
import { addDays, todayIn } from "~/domain/zoned-time";
import { bookingUid } from "~/mail/calendar.server";
import { type BookingGym, getBookingGym } from "~/models/booking-gym.server";
import { TestProvider } from "~/payments/test-provider.server";
import AccountPage, { action as accountAction, loader as accountLoader } from "~/routes/account/route";
import { loader as feedLoader } from "~/routes/calendar/feed";
import { changeBookingDate } from "~/use-cases/change-booking-date.server";
import { signedInCookie } from "./account-helpers";
import { cancelBooking, createBooking, payBooking, testContext } from "./booking-helpers";
import { config, db, insertGym } from "./helpers";
import { call, renderRoute, toastOf } from "./route-helpers";

const provider = new TestProvider();
const now = Date.now();
const DAY = 86_400_000;

/** Asks /account for a new feed URL (the form's post) and returns the URLs the page then shows. */
async function newFeedUrl(cookie: string) {
  const posted = await call(accountAction, "/account", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams({ intent: "calendar-url" }),
  });
  expect(posted.status).toBe(302);
  expect(posted.headers.get("Location")).toBe("/account#calendar");
  expect(await toastOf(posted.headers)).toMatchObject(ACCOUNT_MESSAGES.calendarReady);
  const page = await call(accountLoader, "/account", { headers: { Cookie: cookie } });
  const calendar = (page.body as { calendar: { https: string; webcal: string } | null }).calendar;
  if (!calendar) throw new Error("the account page shows no calendar URL");
  return calendar;
}

/** GET of the feed at an https URL, as a calendar app polls it. */
function poll(url: string, headers: Record<string, string> = {}) {
  const path = new URL(url).pathname;
  return call(feedLoader, path, { headers, params: { file: path.split("/").pop()! } });
}

function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zones = new Map(
    calendar.getAllSubcomponents("vtimezone").map((c) => {
      const zone = new ICAL.Timezone(c);
      return [zone.tzid, zone] as const;
    }),
  );
  return new Map(
    calendar.getAllSubcomponents("vevent").map((vevent) => {
      const event = new ICAL.Event(vevent);
      const start = event.startDate.clone();
      start.zone = zones.get(String(vevent.getFirstProperty("dtstart")!.getParameter("tzid")))!;
      return [
        event.uid,
        {
          sequence: event.sequence,
          status: String(vevent.getFirstPropertyValue("status")),
          local: start.toString(),
          startMs: start.toUnixTime() * 1000,
        },
      ] as const;
    }),
  );
}

describe("the calendar feed", () => {
  let gym: BookingGym;
  let cookie: string;
  let userId: number;
  const uid = (reference: string) => bookingUid(reference, config().publicOrigin);

  async function paid(days: number, startTime = "10:00") {
    const made = await createBooking(db(), {
      userId,
      gym,
      input: {
        gymId: gym.id,
        athleteName: "Feed Athlete",
        athleteEmail: "feed@example.com",
        bookingType: "hourly",
        bookingDate: addDays(todayIn(gym.timeZone, now), days),
        startTime,
        duration: 1,
        athletes: 1,
      },
      now,
    });
    if (!made.ok) throw new Error(made.message);
    const done = await payBooking(
      db(),
      provider,
      { id: made.booking.id, athleteId: userId },
      "pm_card_visa",
      now,
    );
    if (!done.ok) throw new Error(done.message);
    return (await db().select().from(bookings).where(eq(bookings.id, made.booking.id)).get())!;
  }

  beforeAll(async () => {
    const row = await insertGym({ capacity: 5, hourlyRateCents: 1500, timeZone: "Pacific/Auckland" });
    gym = (await getBookingGym(db(), row.id))!;
    ({ cookie, userId } = await signedInCookie("feed@example.com"));
  });

  it("/account offers the URL as webcal: and https: links and a form for a new one, without JavaScript", async () => {
    const before = await renderRoute(AccountPage, accountLoader, "/account", {
      cookie: (await signedInCookie("feed-page@example.com")).cookie,
    });
    expect(before).toContain("Calendar subscription");
    expect(before).toContain("Make my subscription URL");
    expect(before).not.toContain("webcal://");

    const { cookie: pageCookie } = await signedInCookie("feed-page@example.com");
    const urls = await newFeedUrl(pageCookie);
    expect(urls.https).toMatch(new RegExp(`^${config().publicOrigin}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(urls.webcal).toBe(urls.https.replace(/^https?:/, "webcal:"));
    const html = await renderRoute(AccountPage, accountLoader, "/account", { cookie: pageCookie });
    expect(html).toContain(`href="${urls.webcal}"`);
    expect(html).toContain(`href="${urls.https}"`);
    expect(html).toContain(`value="${urls.https}"`);
    expect(html).toMatch(
      /<form[^>]*method="post"[^>]*><input type="hidden" name="intent" value="calendar-url"\/>/,
    );
    expect(html).toContain("Make a new URL");
    // Only the token's hash is stored: the URL's token appears nowhere in the row.
    const token = urls.https.split("/").pop()!.slice(0, -4);
    const stored = await db().select().from(calendarFeeds).all();
    expect(JSON.stringify(stored)).not.toContain(token);
  }, 30_000);

  it("serves the paid bookings with stable UIDs; a cancellation and a move raise their SEQUENCE; 304 while nothing changed", async () => {
    const stays = await paid(7);
    const cancelled = await paid(8);
    const moved = await paid(9);
    // An unpaid hold was never in the athlete's calendar.
    const hold = await createBooking(db(), {
      userId,
      gym,
      input: {
        gymId: gym.id,
        athleteName: "Feed Athlete",
        athleteEmail: "feed@example.com",
        bookingType: "hourly",
        bookingDate: addDays(todayIn(gym.timeZone, now), 10),
        startTime: "10:00",
        duration: 1,
        athletes: 1,
      },
      now,
    });
    if (!hold.ok) throw new Error(hold.message);
    // Recent visits stay (30 days ago); older ones than 90 days drop off.
    const recent = await paid(11);
    const old = await paid(12);
    await db()
      .update(bookings)
      .set({ startsAt: new Date(now - 30 * DAY), endsAt: new Date(now - 30 * DAY + 3_600_000) })
      .where(eq(bookings.id, recent.id));
    await db()
      .update(bookings)
      .set({ startsAt: new Date(now - 91 * DAY), endsAt: new Date(now - 91 * DAY + 3_600_000) })
      .where(eq(bookings.id, old.id));

    const { https } = await newFeedUrl(cookie);
    const first = await poll(https);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(first.headers.get("Cache-Control")).toBe("private, no-cache");
    const etag = first.headers.get("ETag")!;
    const lastModified = first.headers.get("Last-Modified")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const feed = events(first.body as string);
    expect([...feed.keys()].sort()).toEqual(
      [stays, cancelled, moved, recent].map((b) => uid(b.reference)).sort(),
    );
    expect(feed.has(uid(hold.booking.reference))).toBe(false);
    expect(feed.has(uid(old.reference))).toBe(false);
    expect(feed.get(uid(stays.reference))).toMatchObject({
      sequence: 0,
      status: "CONFIRMED",
      local: `${stays.bookingDate}T10:00:00`,
      startMs: (await db()
        .select()
        .from(bookings)
        .where(eq(bookings.id, stays.id))
        .get())!.startsAt.getTime(),
    });

    // Polled again with what it has: nothing changed, nothing sent.
    const again = await poll(https, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    expect((await poll(https, { "If-Modified-Since": lastModified })).status).toBe(304);

    // Cancelled: STATUS:CANCELLED, one SEQUENCE above.
    const cancel = await cancelBooking(
      db(),
      provider,
      { id: cancelled.id, athleteId: userId },
      Date.now() + 2000,
    );
    expect(cancel.ok).toBe(true);
    const afterCancel = await poll(https, { "If-None-Match": etag });
    expect(afterCancel.status).toBe(200);
    expect(afterCancel.headers.get("ETag")).not.toBe(etag);
    const cancelledEvent = events(afterCancel.body as string).get(uid(cancelled.reference))!;
    expect(cancelledEvent.status).toBe("CANCELLED");
    expect(cancelledEvent.sequence).toBeGreaterThan(feed.get(uid(cancelled.reference))!.sequence);

    // Moved to another date: the same UID, the new date, a higher SEQUENCE.
    const to = addDays(moved.bookingDate, 3);
    const change = await changeBookingDate(testContext(Date.now() + 4000), {
      access: { userId, linkedIds: [] },
      bookingId: moved.id,
      bookingDate: to,
      startTime: "14:00",
    });
    expect(change.ok).toBe(true);
    const afterMove = await poll(https, { "If-None-Match": afterCancel.headers.get("ETag")! });
    expect(afterMove.status).toBe(200);
    const movedEvent = events(afterMove.body as string).get(uid(moved.reference))!;
    expect(movedEvent).toMatchObject({ status: "CONFIRMED", local: `${to}T14:00:00` });
    expect(movedEvent.sequence).toBeGreaterThan(feed.get(uid(moved.reference))!.sequence);
    expect(new Date(afterMove.headers.get("Last-Modified")!).getTime()).toBeGreaterThan(
      new Date(lastModified).getTime(),
    );
  }, 60_000);

  it("a new URL ends the old one (404) and serves the same bookings; an unknown token is a 404", async () => {
    const old = await newFeedUrl(cookie);
    const before = await poll(old.https);
    expect(before.status).toBe(200);
    const renewed = await newFeedUrl(cookie);
    expect(renewed.https).not.toBe(old.https);

    const gone = await poll(old.https);
    expect(gone.status).toBe(404);
    expect(gone.body).toBe(
      "Calendar not found: this link is not valid, or a newer one has replaced it. Your account page has the current link.",
    );
    // A copy of the old one's tag gets nothing either.
    expect((await poll(old.https, { "If-None-Match": before.headers.get("ETag")! })).status).toBe(404);

    const now200 = await poll(renewed.https);
    expect(now200.status).toBe(200);
    expect([...events(now200.body as string).keys()].sort()).toEqual(
      [...events(before.body as string).keys()].sort(),
    );

    const origin = config().publicOrigin;
    expect((await poll(`${origin}/calendar/${"A".repeat(43)}.ics`)).status).toBe(404);
    expect((await poll(`${origin}/calendar/short.ics`)).status).toBe(404);
    expect((await poll(renewed.https.replace(/\.ics$/, ".txt"))).status).toBe(404);
  }, 30_000);

  it("another account's feed holds none of these bookings", async () => {
    const { cookie: other } = await signedInCookie("feed-other@example.com");
    const urls = await newFeedUrl(other);
    const read = await poll(urls.https);
    expect(read.status).toBe(200);
    expect(events(read.body as string).size).toBe(0);
  }, 30_000);
});
