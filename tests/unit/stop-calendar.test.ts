/**
 * A trip's stop of several bookings as ONE calendar event (app/mail/calendar.server.ts stopCalendar):
 * read back with ical.js and expanded as a calendar app would, its instances are exactly the stop's
 * bookings (closed days left out, a day with other hours overridden, across a daylight-saving change),
 * all under one UID, and libical's iTIP check (RFC 5546) accepts the invite and both cancellations.
 */
import { describe, expect, it } from "vitest";
import { stopSequence } from "~/domain/trip-stop";
import { addDays, zonedTimeToInstant } from "~/domain/zoned-time";
import { stopCalendar, stopCalendarAttachment, stopUid } from "~/mail/calendar.server";
import type { MailBooking } from "~/mail/templates/booking-parts";
import { checkItip } from "../../e2e/itip";
import { readStop } from "../../e2e/stop-invite";

const ORIGIN = "https://gymroam.test";
const FROM = "GymRoam Bookings <bookings@gymroam.test>";
const NOW = Date.UTC(2026, 2, 1);
const options = { origin: ORIGIN, from: FROM, now: NOW };

let nextId = 100;
function day(
  date: string,
  start = "10:00",
  end = "21:00",
  over: Partial<MailBooking> = {},
  zone = "Pacific/Auckland",
): MailBooking {
  const id = nextId++;
  return {
    id,
    reference: `GR-D${id}`,
    gymId: 3,
    athleteName: "Aroha Ngata",
    athleteEmail: "aroha@example.com",
    gymName: "Harbour Iron",
    gymAddress: "12 Wharf Street",
    gymCity: "Wellington",
    gymCountry: "New Zealand",
    gymTimeZone: zone,
    bookingType: "day_pass",
    bookingDate: date,
    startTime: start,
    endTime: end,
    startsAt: new Date(zonedTimeToInstant(date, start, zone)),
    endsAt: new Date(zonedTimeToInstant(date, end, zone)),
    durationHours: 1,
    athletes: 1,
    totalCents: 2500,
    currency: "NZD",
    amenityName: null,
    amenityStartTime: null,
    amenityEndTime: null,
    passDays: 1,
    calendarSequence: 0,
    ...over,
  };
}

const UID = stopUid("GT-ABC123", 2, ORIGIN);
const span = (d: MailBooking) => ({ start: d.startsAt.getTime(), end: d.endsAt.getTime() });

describe("a stop's invite", () => {
  // Wellington's daylight time ends at 03:00 on Sunday 5 April 2026; the gym is closed on Monday 6
  // April; Sunday's hours are shorter.
  const days = [day("2026-04-04"), day("2026-04-05", "10:00", "18:00"), day("2026-04-07")];
  const stop = { tripReference: "GT-ABC123", stop: 2, days, sequence: 0 };
  /** The stop as a change leaves it: its event's next SEQUENCE. */
  const next = { ...stop, sequence: 1 };

  it("is one event whose instances are exactly the stop's days, in the venue's time on each side of the clock change", () => {
    const invite = readStop(stopCalendar(stop, { ...options, method: "REQUEST" }));
    expect(invite.method).toBe("REQUEST");
    expect(UID).toBe("GT-ABC123-2@gymroam.test");
    expect(new Set(invite.vevents.map((v) => v.uid))).toEqual(new Set([UID]));
    expect(invite.vevents.map((v) => v.sequence)).toEqual(invite.vevents.map(() => 0));
    expect(invite.vevents.map((v) => v.status)).toEqual(invite.vevents.map(() => "CONFIRMED"));
    expect(invite.instances.map(({ start, end }) => ({ start, end }))).toEqual(days.map(span));
    expect(invite.instances.map((i) => i.local)).toEqual([
      "2026-04-04T10:00:00",
      "2026-04-05T10:00:00",
      "2026-04-07T10:00:00",
    ]);
    // 10:00 is 21:00 UTC the day before under NZDT (+13), 22:00 UTC under NZST (+12).
    expect(new Date(invite.instances[0]!.start).toISOString()).toBe("2026-04-03T21:00:00.000Z");
    expect(new Date(invite.instances[1]!.start).toISOString()).toBe("2026-04-04T22:00:00.000Z");
  });

  it("is given in any order and still starts on the first day", () => {
    const shuffled = { ...stop, days: [days[2]!, days[0]!, days[1]!] };
    expect(readStop(stopCalendar(shuffled, { ...options, method: "REQUEST" })).instances).toEqual(
      readStop(stopCalendar(stop, { ...options, method: "REQUEST" })).instances,
    );
  });

  it("passes libical's iTIP check: the invite, the whole stop's cancellation and one day's", () => {
    const cases = {
      request: stopCalendar(stop, { ...options, method: "REQUEST" }),
      cancel: stopCalendar(next, { ...options, method: "CANCEL" }),
      cancelDays: stopCalendar(next, { ...options, method: "CANCEL", cancelled: [days[2]!] }),
    };
    for (const [name, ics] of Object.entries(cases))
      expect({ name, ...checkItip(ics) }).toEqual({ name, valid: true, errors: [] });
  }, 30_000);

  it("is cancelled whole under the same UID with the stop's next SEQUENCE", () => {
    const cancel = readStop(stopCalendar(next, { ...options, method: "CANCEL", now: NOW + 1000 }));
    expect(cancel.method).toBe("CANCEL");
    expect(cancel.vevents).toEqual([{ uid: UID, sequence: 1, status: "CANCELLED", recurrenceId: null }]);
    // The cancellation names the same series (a client drops every instance).
    expect(cancel.instances.map((i) => i.start)).toEqual(days.map((d) => d.startsAt.getTime()));
  });

  it("cancels only the days given when others stay (each by its RECURRENCE-ID, the same UID)", () => {
    const invite = readStop(stopCalendar(stop, { ...options, method: "REQUEST" }));
    const cancel = readStop(
      stopCalendar(next, { ...options, method: "CANCEL", cancelled: [days[1]!, days[2]!] }),
    );
    expect(cancel.method).toBe("CANCEL");
    expect(cancel.instances).toEqual([]);
    expect(cancel.vevents).toEqual(
      [1, 2].map((i) => ({
        uid: UID,
        sequence: 1,
        status: "CANCELLED",
        recurrenceId: invite.instances[i]!.start,
      })),
    );
  });

  it("after a move: the stop's SEQUENCE as given, on every component of the update and of a later cancellation", () => {
    const moved = days.map((d) =>
      day(addDays(d.bookingDate, 14), d.startTime, d.endTime, { calendarSequence: 1 }),
    );
    const update = readStop(
      stopCalendar({ ...stop, days: moved, sequence: 3 }, { ...options, method: "REQUEST" }),
    );
    expect(new Set(update.vevents.map((v) => `${v.uid} ${v.sequence}`))).toEqual(new Set([`${UID} 3`]));
    expect(update.instances.map(({ start, end }) => ({ start, end }))).toEqual(moved.map(span));
    const cancel = readStop(
      stopCalendar({ ...stop, days: moved, sequence: 4 }, { ...options, method: "CANCEL" }),
    );
    expect(cancel.vevents.map((v) => v.sequence)).toEqual([4]);
  });

  it("passes a week apart: one rule every 7 days, each instance as long as its pass", () => {
    const week = (date: string) =>
      day(
        date,
        "09:00",
        "20:00",
        {
          passDays: 7,
          endsAt: new Date(zonedTimeToInstant(addDays(date, 6), "20:00", "Australia/Sydney")),
        },
        "Australia/Sydney",
      );
    const passes = [week("2026-09-26"), week("2026-10-03")];
    const ics = stopCalendar(
      { tripReference: "GT-ABC123", stop: 1, days: passes, sequence: 0 },
      { ...options, method: "REQUEST" },
    );
    expect(ics).toMatch(/RRULE:FREQ=DAILY;COUNT=2;INTERVAL=7\r\n/);
    expect(ics).not.toMatch(/EXDATE/);
    // Sydney's daylight time starts on 4 October: the second pass still starts at 09:00 there.
    expect(readStop(ics).instances.map(({ start, end }) => ({ start, end }))).toEqual(passes.map(span));
    expect(checkItip(ics)).toEqual({ valid: true, errors: [] });
  }, 30_000);

  it("is attached as the stop's own file with its method", () => {
    const file = stopCalendarAttachment(next, { ...options, method: "CANCEL" });
    expect(file.filename).toBe("gymroam-GT-ABC123-stop-2-cancelled.ics");
    expect(file.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(stopCalendarAttachment(stop, { ...options, method: "REQUEST" }).filename).toBe(
      "gymroam-GT-ABC123-stop-2.ics",
    );
  });
});

describe("the stop's SEQUENCE", () => {
  const booking = (calendarSequence: number, status = "confirmed") => ({ calendarSequence, status });

  it("rises with every change of the stop, whichever days it touches, and never falls", () => {
    // Paid: three days, nothing changed yet.
    const history = [[booking(0), booking(0), booking(0)]];
    // One day cancelled on its own, then another: each CANCEL above the last.
    history.push([booking(0), booking(0, "cancelled"), booking(0)]);
    history.push([booking(0), booking(0, "cancelled"), booking(0, "cancelled")]);
    // The day left moved: its invite above both cancellations, though its own sequence is only 1.
    history.push([booking(1), booking(0, "cancelled"), booking(0, "cancelled")]);
    expect(history.map(stopSequence)).toEqual([0, 1, 2, 3]);
    // A day moved twice and then cancelled, while another moves: still up.
    expect(stopSequence([booking(2, "cancelled"), booking(0)])).toBeLessThan(
      stopSequence([booking(2, "cancelled"), booking(1)]),
    );
  });
});
