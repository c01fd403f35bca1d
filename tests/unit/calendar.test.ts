/**
 * The booking's calendar (app/mail/calendar.server.ts) read back with ical.js, a strict iCalendar
 * parser, using only the VTIMEZONE the file carries (never the machine's zone data): the session's
 * UTC offset is the venue's real one on each side of a daylight-saving change, in New Zealand and
 * Australia. Plus the structure RFC 5545/5546 ask for: CRLF lines folded at 75 octets, one UID per
 * booking, ORGANIZER, METHOD and SEQUENCE, and the cancellation superseding the invite.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { zonedTimeToInstant } from "~/domain/zoned-time";
import { bookingCalendar, bookingUid, calendarAttachment, mailbox } from "~/mail/calendar.server";
import type { MailBooking } from "~/mail/templates/booking-parts";
import { checkItip } from "../../e2e/itip";

const ORIGIN = "https://gymroam.test";
const FROM = "GymRoam Bookings <bookings@gymroam.test>";
const NOW = Date.UTC(2026, 2, 1);

function booking(zone: string, date: string, start: string, end: string, over: Partial<MailBooking> = {}) {
  return {
    id: 7,
    reference: "GR-7K3Q9P",
    gymId: 3,
    athleteName: 'Aroha "The Hammer" Ngata',
    athleteEmail: "aroha@example.com",
    gymName: "Harbour Iron, Strength & Conditioning; the gym with a name long enough to fold across lines",
    gymAddress: "12 Wharf Street",
    gymCity: zone.startsWith("Australia") ? "Sydney" : "Wellington",
    gymCountry: zone.startsWith("Australia") ? "Australia" : "New Zealand",
    gymTimeZone: zone,
    bookingType: "hourly",
    bookingDate: date,
    startTime: start,
    endTime: end,
    startsAt: new Date(zonedTimeToInstant(date, start, zone)),
    endsAt: new Date(zonedTimeToInstant(date, end, zone)),
    durationHours: 2,
    athletes: 1,
    totalCents: 3000,
    currency: zone.startsWith("Australia") ? "AUD" : "NZD",
    amenityName: null,
    amenityStartTime: null,
    amenityEndTime: null,
    ...over,
  } satisfies MailBooking;
}

/** Parses strictly and resolves the event's times with the file's own VTIMEZONE only. */
function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zones = calendar.getAllSubcomponents("vtimezone");
  expect(zones).toHaveLength(1);
  const zone = new ICAL.Timezone(zones[0]!);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  const start = vevent.getFirstProperty("dtstart")!;
  expect(start.getParameter("tzid")).toBe(zone.tzid);
  // Resolve against the VTIMEZONE in the file, not a zone database ical.js might know.
  const startTime = event.startDate.clone();
  startTime.zone = zone;
  const endTime = event.endDate.clone();
  endTime.zone = zone;
  return { calendar, vevent, event, zone, startTime, endTime };
}

const hours = (seconds: number) => seconds / 3600;

describe("the booking's .ics", () => {
  const cases = [
    // New Zealand: daylight time ends at 03:00 on Sunday 5 April 2026 and starts at 02:00 on Sunday 27 September.
    ["Pacific/Auckland", "2026-04-04", 13, "NZDT"],
    ["Pacific/Auckland", "2026-04-05", 12, "NZST"],
    ["Pacific/Auckland", "2026-09-26", 12, "NZST"],
    ["Pacific/Auckland", "2026-09-27", 13, "NZDT"],
    // Sydney: daylight time ends on the first Sunday of April and starts on the first Sunday of October.
    ["Australia/Sydney", "2026-04-04", 11, "AEDT"],
    ["Australia/Sydney", "2026-04-05", 10, "AEST"],
    ["Australia/Sydney", "2026-10-03", 10, "AEST"],
    ["Australia/Sydney", "2026-10-04", 11, "AEDT"],
    // Perth keeps one offset all year; Brisbane does not observe daylight time.
    ["Australia/Perth", "2026-01-10", 8, "AWST"],
    ["Australia/Brisbane", "2026-01-10", 10, "AEST"],
  ] as const;

  for (const [zone, date, offset, name] of cases) {
    it(`${zone} on ${date}: 10:00 local is UTC+${offset} (${name}), from the file's own VTIMEZONE`, () => {
      const b = booking(zone, date, "10:00", "12:00");
      const {
        startTime,
        endTime,
        zone: tz,
      } = read(bookingCalendar(b, { method: "REQUEST", origin: ORIGIN, from: FROM, now: NOW }));
      expect(tz.tzid).toBe(zone);
      expect(startTime.toString()).toBe(`${date}T10:00:00`);
      expect(hours(startTime.utcOffset())).toBe(offset);
      expect(startTime.toUnixTime() * 1000).toBe(b.startsAt.getTime());
      expect(endTime.toUnixTime() * 1000).toBe(b.endsAt.getTime());
    });
  }

  it("the invite: METHOD:REQUEST, SEQUENCE 0, a stable UID, ORGANIZER from MAIL_FROM, the athlete, CONFIRMED", () => {
    const b = booking("Pacific/Auckland", "2026-04-05", "10:00", "12:00");
    const ics = bookingCalendar(b, { method: "REQUEST", origin: ORIGIN, from: FROM, now: NOW });
    const { calendar, vevent, event } = read(ics);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toContain("GymRoam");
    expect(event.uid).toBe("GR-7K3Q9P@gymroam.test");
    expect(event.uid).toBe(bookingUid(b.reference, ORIGIN));
    expect(event.sequence).toBe(0);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    const organizer = vevent.getFirstProperty("organizer")!;
    expect(organizer.getFirstValue()).toBe("mailto:bookings@gymroam.test");
    expect(organizer.getParameter("cn")).toBe("GymRoam Bookings");
    const attendee = vevent.getFirstProperty("attendee")!;
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe("mailto:aroha@example.com");
    expect(attendee.getParameter("cn")).toBe("Aroha The Hammer Ngata");
    expect(event.summary).toBe(`Gym session at ${b.gymName}`);
    expect(event.location).toBe("12 Wharf Street, Wellington, New Zealand");
    expect(event.description).toContain("https://gymroam.test/bookings");
    expect(vevent.getFirstPropertyValue("dtstamp")!.toString()).toBe("2026-03-01T00:00:00Z");
  });

  it("the cancellation supersedes it: METHOD:CANCEL, the same UID, SEQUENCE 1, STATUS:CANCELLED", () => {
    const b = booking("Australia/Sydney", "2026-10-04", "18:30", "20:30");
    const invite = read(bookingCalendar(b, { method: "REQUEST", origin: ORIGIN, from: FROM, now: NOW }));
    const cancel = read(
      bookingCalendar(b, { method: "CANCEL", origin: ORIGIN, from: FROM, now: NOW + 1000 }),
    );
    expect(cancel.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancel.event.uid).toBe(invite.event.uid);
    expect(cancel.event.sequence).toBeGreaterThan(invite.event.sequence);
    expect(cancel.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancel.startTime.toUnixTime()).toBe(invite.startTime.toUnixTime());
  });

  it("the download is METHOD:PUBLISH with the same event", () => {
    const b = booking("Pacific/Auckland", "2026-09-27", "06:00", "07:00");
    const { calendar, event, startTime } = read(
      bookingCalendar(b, { method: "PUBLISH", origin: ORIGIN, from: FROM, now: NOW }),
    );
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(event.uid).toBe("GR-7K3Q9P@gymroam.test");
    expect(hours(startTime.utcOffset())).toBe(13);
  });

  it("each method passes libical's iTIP restriction check (RFC 5546): no ATTENDEE in the PUBLISH download", () => {
    const b = booking("Australia/Sydney", "2026-10-04", "18:30", "20:30");
    for (const method of ["REQUEST", "CANCEL", "PUBLISH"] as const) {
      const ics = bookingCalendar(b, { method, origin: ORIGIN, from: FROM, now: NOW });
      expect({ method, ...checkItip(ics) }).toEqual({ method, valid: true, errors: [] });
    }
    const download = read(bookingCalendar(b, { method: "PUBLISH", origin: ORIGIN, from: FROM, now: NOW }));
    expect(download.vevent.getAllProperties("attendee")).toEqual([]);
    // The e-mailed invite keeps the athlete as its attendee.
    const invite = read(bookingCalendar(b, { method: "REQUEST", origin: ORIGIN, from: FROM, now: NOW }));
    expect(invite.vevent.getAllProperties("attendee")).toHaveLength(1);
  }, 30_000);

  it("the iTIP check itself fails a PUBLISH that names an attendee", () => {
    const b = booking("Australia/Sydney", "2026-10-04", "18:30", "20:30");
    const invite = bookingCalendar(b, { method: "REQUEST", origin: ORIGIN, from: FROM, now: NOW });
    const result = checkItip(invite.replace("METHOD:REQUEST", "METHOD:PUBLISH"));
    expect(result.valid).toBe(false);
    expect(result.errors.join("\n")).toMatch(/INVALID-ITIP/);
  }, 30_000);

  it("is CRLF text whose lines are folded at 75 octets (multi-byte names too), balanced BEGIN/END", () => {
    const b = booking("Pacific/Auckland", "2026-04-05", "10:00", "12:00", {
      gymName: "Kōwhai Whare Tinana — Ōtautahi’s strength & recovery house, with saunas and ice baths",
    });
    const ics = bookingCalendar(b, { method: "REQUEST", origin: ORIGIN, from: FROM, now: NOW });
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const lines = ics.split("\r\n").filter((line) => line !== "");
    expect(ics.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    const stack: string[] = [];
    for (const line of lines) {
      if (line.startsWith("BEGIN:")) stack.push(line.slice(6));
      if (line.startsWith("END:")) expect(stack.pop()).toBe(line.slice(4));
    }
    expect(stack).toEqual([]);
    // Unfolded, the summary is whole again.
    expect(read(ics).event.summary).toBe(`Gym session at ${b.gymName}`);
  });

  it("an amenity booked on its own is named after the amenity", () => {
    const b = booking("Australia/Sydney", "2026-01-10", "07:00", "08:00", {
      bookingType: "amenity",
      amenityName: "Infrared Sauna",
      durationHours: 1,
    });
    expect(
      read(bookingCalendar(b, { method: "REQUEST", origin: ORIGIN, from: FROM, now: NOW })).event.summary,
    ).toBe(`Infrared Sauna at ${b.gymName}`);
  });

  it("the mail attachment says its method in the content type", () => {
    const b = booking("Pacific/Auckland", "2026-04-05", "10:00", "12:00");
    const invite = calendarAttachment(b, { method: "REQUEST", origin: ORIGIN, from: FROM, now: NOW });
    expect(invite.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(invite.filename).toBe("gymroam-GR-7K3Q9P.ics");
    const cancel = calendarAttachment(b, { method: "CANCEL", origin: ORIGIN, from: FROM, now: NOW });
    expect(cancel.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
  });

  it("reads MAIL_FROM as a name and address", () => {
    expect(mailbox("GymRoam <bookings@gymroam.com>")).toEqual({
      name: "GymRoam",
      email: "bookings@gymroam.com",
    });
    expect(mailbox('"GymRoam Bookings" <b@x.test>')).toEqual({ name: "GymRoam Bookings", email: "b@x.test" });
    expect(mailbox("b@x.test")).toEqual({ name: "GymRoam", email: "b@x.test" });
  });
});
