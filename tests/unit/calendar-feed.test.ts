/**
 * The account's calendar feed as a file (app/mail/calendar.server.ts bookingsFeed), read back by two
 * outside parsers, each using only the VTIMEZONE blocks the file carries: ical.js and python3's
 * icalendar package. A session at 10:00 at the venue, in Auckland and in Sydney, on the days around
 * the end of daylight time on Sunday 4 April 2027, is the right UTC instant in both; a cancelled
 * booking is STATUS:CANCELLED with a higher SEQUENCE; a moved one carries its raised SEQUENCE; and
 * the file passes libical's iTIP check (RFC 5546, METHOD:PUBLISH).
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { zonedTimeToInstant } from "~/domain/zoned-time";
import { bookingsFeed, bookingUid, type FeedBooking } from "~/mail/calendar.server";
import { readWithPythonIcalendar } from "../../e2e/icalendar-py";
import { checkItip } from "../../e2e/itip";

const ORIGIN = "https://gymroam.test";
const FROM = "GymRoam Bookings <bookings@gymroam.test>";
const OPTIONS = { origin: ORIGIN, from: FROM, name: "GymRoam bookings" };

let nextId = 1;
function booking(zone: string, date: string, over: Partial<FeedBooking> = {}): FeedBooking {
  const id = nextId++;
  const sydney = zone === "Australia/Sydney";
  return {
    id,
    reference: `GR-FEED${id}`,
    gymId: sydney ? 2 : 1,
    athleteName: "Aroha Ngata",
    athleteEmail: "aroha@example.com",
    gymName: sydney ? "Bondi Barbell" : "Harbour Iron",
    gymAddress: "12 Wharf Street",
    gymCity: sydney ? "Sydney" : "Auckland",
    gymCountry: sydney ? "Australia" : "New Zealand",
    gymTimeZone: zone,
    bookingType: "hourly",
    bookingDate: date,
    startTime: "10:00",
    endTime: "11:00",
    startsAt: new Date(zonedTimeToInstant(date, "10:00", zone)),
    endsAt: new Date(zonedTimeToInstant(date, "11:00", zone)),
    durationHours: 1,
    athletes: 1,
    totalCents: 2500,
    currency: sydney ? "AUD" : "NZD",
    amenityName: null,
    amenityStartTime: null,
    amenityEndTime: null,
    passDays: 1,
    calendarSequence: 0,
    cancelled: false,
    changedAt: Date.UTC(2026, 10, 1),
    ...over,
  };
}

/**
 * 10:00 at the venue as UTC, written out by hand (not computed by the app's own zone code): daylight
 * time ends at 03:00 on 4 April 2027 in both zones, so the 4th and 5th are on standard time.
 */
const CASES = [
  ["Pacific/Auckland", "2027-04-03", "2027-04-02T21:00:00.000Z", 13],
  ["Pacific/Auckland", "2027-04-04", "2027-04-03T22:00:00.000Z", 12],
  ["Pacific/Auckland", "2027-04-05", "2027-04-04T22:00:00.000Z", 12],
  ["Australia/Sydney", "2027-04-03", "2027-04-02T23:00:00.000Z", 11],
  ["Australia/Sydney", "2027-04-04", "2027-04-04T00:00:00.000Z", 10],
  ["Australia/Sydney", "2027-04-05", "2027-04-05T00:00:00.000Z", 10],
] as const;

/** ical.js: every event with its start resolved against the file's own VTIMEZONE of its TZID. */
function readWithIcalJs(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zones = new Map(
    calendar.getAllSubcomponents("vtimezone").map((c) => {
      const zone = new ICAL.Timezone(c);
      return [zone.tzid, zone] as const;
    }),
  );
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    const tzid = String(vevent.getFirstProperty("dtstart")!.getParameter("tzid"));
    const start = event.startDate.clone();
    start.zone = zones.get(tzid)!;
    const end = event.endDate.clone();
    end.zone = zones.get(tzid)!;
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue("status")),
      tzid,
      local: start.toString(),
      startMs: start.toUnixTime() * 1000,
      endMs: end.toUnixTime() * 1000,
      offsetHours: start.utcOffset() / 3600,
    };
  });
  return { calendar, zones, events };
}

describe("the calendar feed, read by outside parsers", () => {
  const rows = CASES.map(([zone, date]) => booking(zone, date));
  const ics = bookingsFeed(rows, OPTIONS);

  it("ical.js: 10:00 at the venue is the right UTC instant on each side of the DST change, from the file's VTIMEZONEs", () => {
    const { calendar, zones, events } = readWithIcalJs(ics);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("GymRoam bookings");
    // One VTIMEZONE per zone used, not per event.
    expect([...zones.keys()].sort()).toEqual(["Australia/Sydney", "Pacific/Auckland"]);
    expect(events).toHaveLength(CASES.length);
    for (const [i, [zone, date, utc, offset]] of CASES.entries()) {
      const event = events[i]!;
      expect({ zone: event.tzid, local: event.local }).toEqual({ zone, local: `${date}T10:00:00` });
      expect(new Date(event.startMs).toISOString()).toBe(utc);
      expect(event.endMs - event.startMs).toBe(3_600_000);
      expect(event.offsetHours).toBe(offset);
    }
  });

  it("python3-icalendar: the same instants, from the same VTIMEZONEs", () => {
    const read = readWithPythonIcalendar(ics);
    expect(read.errors).toEqual([]);
    expect(read.method).toBe("PUBLISH");
    expect(read.zones).toEqual(["Australia/Sydney", "Pacific/Auckland"]);
    expect(read.events).toHaveLength(CASES.length);
    for (const [i, [zone, date, utc, offset]] of CASES.entries()) {
      const event = read.events[i]!;
      expect(event.start).toEqual({
        tzid: zone,
        local: `${date}T10:00:00`,
        utcMs: Date.parse(utc),
        offsetHours: offset,
      });
      expect(event.end.utcMs - event.start.utcMs).toBe(3_600_000);
      expect(event.uid).toBe(bookingUid(rows[i]!.reference, ORIGIN));
      expect(event.status).toBe("CONFIRMED");
    }
  }, 30_000);

  it("a cancelled booking is STATUS:CANCELLED one SEQUENCE above its last invite; a moved one carries its raised SEQUENCE", () => {
    const kept = booking("Pacific/Auckland", "2026-12-10");
    const moved = booking("Pacific/Auckland", "2026-12-12", { calendarSequence: 2 });
    const cancelled = booking("Australia/Sydney", "2026-12-11", { calendarSequence: 1, cancelled: true });
    const feed = bookingsFeed([kept, moved, cancelled], OPTIONS);
    const byUid = new Map(readWithIcalJs(feed).events.map((e) => [e.uid, e]));
    expect(byUid.get(bookingUid(kept.reference, ORIGIN))).toMatchObject({ sequence: 0, status: "CONFIRMED" });
    expect(byUid.get(bookingUid(moved.reference, ORIGIN))).toMatchObject({
      sequence: 2,
      status: "CONFIRMED",
    });
    expect(byUid.get(bookingUid(cancelled.reference, ORIGIN))).toMatchObject({
      sequence: 2,
      status: "CANCELLED",
    });
    const py = new Map(readWithPythonIcalendar(feed).events.map((e) => [e.uid, e]));
    expect(py.get(bookingUid(cancelled.reference, ORIGIN))).toMatchObject({
      sequence: 2,
      status: "CANCELLED",
    });
  }, 30_000);

  it("passes libical's iTIP check: a PUBLISH of many events, none naming the athlete", () => {
    const feed = bookingsFeed(
      [...rows, booking("Australia/Melbourne", "2026-12-11", { cancelled: true, calendarSequence: 1 })],
      OPTIONS,
    );
    expect(checkItip(feed)).toEqual({ valid: true, errors: [] });
    expect(feed).not.toContain("ATTENDEE");
    // Each event's DTSTAMP is its booking's last change: the same bookings give the same bytes.
    expect(bookingsFeed(rows, OPTIONS)).toBe(ics);
  }, 30_000);

  it("an empty feed is still a valid calendar", () => {
    const empty = bookingsFeed([], OPTIONS);
    expect(readWithIcalJs(empty).events).toEqual([]);
    expect(readWithPythonIcalendar(empty).events).toEqual([]);
    expect(checkItip(empty)).toEqual({ valid: true, errors: [] });
  }, 30_000);
});
