/** Issue 20: week and month passes (domain/booking.ts) and the gym page's "Open now" line. */
import { describe, expect, it } from "vitest";
import { type GymHours, passDayIntervals } from "~/domain/booking";
import { openState } from "~/domain/open-state";
import { dateChangeAllowed } from "~/domain/policies";
import { cheapestPassFor, displayBookingType, passOffers, passPriceCents, stayDays } from "~/domain/pricing";
import { checkInProblem, noShowProblem, passValidity } from "~/domain/visits";
import { wallClock, zonedTimeToInstant } from "~/domain/zoned-time";

// Gym 1 of the sample data: NZ$25 a day, NZ$65 a week, NZ$200 a month.
const gym1 = {
  dayPassRateCents: 2500,
  hourlyRateCents: 1000,
  weeklyRateCents: 6500,
  monthlyRateCents: 20000,
};
const standard: GymHours = { openTime: "06:00", closeTime: "22:00", is24Hours: false, operatingDays: [] };
const weekdays: GymHours = { ...standard, operatingDays: [1, 2, 3, 4, 5] };
const zone = "Pacific/Auckland";

describe("week and month passes", () => {
  it("a week's stay at gym 1 is one NZ$65 week pass, not seven NZ$25 day passes (NZ$175)", () => {
    expect(stayDays("2026-12-01", "2026-12-07")).toBe(7);
    expect(passOffers(gym1, 7)).toEqual([
      { type: "week_pass", days: 7, rateCents: 6500, dayPassesCents: 17500 },
    ]);
    expect(cheapestPassFor(gym1, 7)).toBe("week_pass");
    expect(passPriceCents(gym1, "week_pass", 2)).toBe(13000);
  });

  it("offers a pass only when it beats day passes for the stay's days", () => {
    // Two days cost NZ$50 in day passes: a NZ$65 week pass is not cheaper.
    expect(passOffers(gym1, 2)).toEqual([]);
    // Three days cost NZ$75: now the week pass is.
    expect(passOffers(gym1, 3).map((o) => o.type)).toEqual(["week_pass"]);
    // Ten days: the week pass is too short; the month pass (NZ$200) beats ten day passes (NZ$250).
    expect(passOffers(gym1, 10).map((o) => o.type)).toEqual(["month_pass"]);
    expect(cheapestPassFor(gym1, 2)).toBeUndefined();
  });

  it("without a stay, offers each pass that beats its own days in day passes", () => {
    expect(passOffers(gym1).map((o) => o.type)).toEqual(["week_pass", "month_pass"]);
    // A month pass dearer than 30 day passes is never offered.
    expect(passOffers({ ...gym1, monthlyRateCents: 80000 }).map((o) => o.type)).toEqual(["week_pass"]);
  });

  it("a rate of 0 or none means the pass is not offered, and cannot be priced", () => {
    const none = { ...gym1, weeklyRateCents: 0, monthlyRateCents: null };
    expect(passOffers(none)).toEqual([]);
    expect(() => passPriceCents(none, "week_pass", 1)).toThrow(RangeError);
    expect(() => passPriceCents(gym1, "week_pass", 0)).toThrow(RangeError);
  });

  it("holds the first day from the start and every later open day from opening to closing", () => {
    // Monday 7 December 2026, from 10:00, at a weekday gym: Mon-Fri held, the weekend not.
    const days = passDayIntervals(weekdays, zone, "2026-12-07", "10:00", 7);
    expect(days).toHaveLength(5);
    expect(wallClock(days[0]!.startsAt, zone)).toEqual({ date: "2026-12-07", time: "10:00" });
    expect(wallClock(days[1]!.startsAt, zone)).toEqual({ date: "2026-12-08", time: "06:00" });
    expect(wallClock(days.at(-1)!.endsAt, zone)).toEqual({ date: "2026-12-11", time: "22:00" });
  });

  it("reads a stored day pass covering 7 or 30 days as a week or month pass", () => {
    expect(displayBookingType("day_pass", 7)).toBe("week_pass");
    expect(displayBookingType("day_pass", 30)).toBe("month_pass");
    expect(displayBookingType("day_pass", 1)).toBe("day_pass");
    expect(displayBookingType("hourly", 1)).toBe("hourly");
  });
});

describe("open now, in the venue's zone", () => {
  it("is open at 10:00 NZDT and says when it closes", () => {
    const at = zonedTimeToInstant("2026-12-02", "10:00", zone);
    expect(openState(standard, zone, at)).toEqual({ open: true, allDay: false, closes: "22:00" });
  });

  it("is closed at 05:00 and opens today; at 23:00 it opens tomorrow; on Saturday a weekday gym opens Monday", () => {
    expect(openState(standard, zone, zonedTimeToInstant("2026-12-02", "05:00", zone))).toEqual({
      open: false,
      opens: "06:00",
      day: "today",
    });
    expect(openState(standard, zone, zonedTimeToInstant("2026-12-02", "23:00", zone))).toMatchObject({
      day: "tomorrow",
    });
    expect(openState(weekdays, zone, zonedTimeToInstant("2026-12-05", "12:00", zone))).toEqual({
      open: false,
      opens: "06:00",
      day: 1,
    });
  });

  it("uses the venue's clock, not the server's: 10:00 in Perth is 15:00 in Wellington", () => {
    const perthMorning = zonedTimeToInstant("2026-12-02", "05:30", "Australia/Perth");
    expect(openState(standard, "Australia/Perth", perthMorning).open).toBe(false);
    expect(openState(standard, zone, perthMorning).open).toBe(true);
  });
});

describe("free date changes", () => {
  const startsAt = new Date("2026-12-10T00:00:00Z");
  it("are allowed for a confirmed booking 24 hours or more ahead, and not inside that or when unpaid", () => {
    expect(dateChangeAllowed({ status: "confirmed", startsAt }, startsAt.getTime() - 24 * 3_600_000)).toBe(
      true,
    );
    expect(dateChangeAllowed({ status: "confirmed", startsAt }, startsAt.getTime() - 23.9 * 3_600_000)).toBe(
      false,
    );
    expect(dateChangeAllowed({ status: "pending", startsAt }, 0)).toBe(false);
  });
});

describe("a week pass at the door (domain/visits.ts)", () => {
  // A week pass from Saturday 28 November 2026 at 10:00 at an every-day gym open 06:00-22:00.
  const first = "2026-11-28";
  const pass = {
    gymId: 1,
    bookingDate: first,
    status: "confirmed" as const,
    startsAt: zonedTimeToInstant(first, "10:00", zone),
    checkedInAt: null,
    noShowAt: null,
    timeZone: zone,
    passDays: 7,
    // The door's hours: every day it covers from opening (what app/use-cases/check-in passes).
    passIntervals: passDayIntervals(standard, zone, first, "06:00", 7),
  };
  const at = (date: string, time: string) => zonedTimeToInstant(date, time, zone);

  it("says which days it is good for", () => {
    expect(passValidity(first, 7)).toBe("valid once a day, Sat 28 Nov – Fri 4 Dec 2026");
    expect(passValidity("2026-12-20", 30)).toBe("valid once a day, Sun 20 Dec 2026 – Mon 18 Jan 2027");
    expect(passValidity(first, 1)).toBeUndefined();
  });

  it("checks in on days 1, 2 and 7 inside the hours, not on the day after", () => {
    expect(checkInProblem(pass, 1, at(first, "09:50"))).toBeUndefined(); // day 1, before its 10:00 start
    expect(checkInProblem(pass, 1, at("2026-11-29", "06:00"))).toBeUndefined(); // day 2, at opening
    expect(checkInProblem(pass, 1, at("2026-12-04", "21:59"))).toBeUndefined(); // day 7
    expect(checkInProblem(pass, 1, at("2026-12-05", "10:00"))).toEqual({ kind: "wrongDate" }); // day 8
    expect(checkInProblem(pass, 1, at("2026-11-27", "10:00"))).toEqual({ kind: "wrongDate" }); // the day before
  });

  it("is refused outside the day's hours, saying which hours", () => {
    const early = checkInProblem(pass, 1, at("2026-11-29", "05:40"));
    expect(early).toMatchObject({ kind: "outsideHours" });
    const today = early?.kind === "outsideHours" ? early.today : null;
    expect(today && wallClock(today.startsAt, zone)).toEqual({ date: "2026-11-29", time: "06:00" });
    expect(today && wallClock(today.endsAt, zone)).toEqual({ date: "2026-11-29", time: "22:00" });
    expect(checkInProblem(pass, 1, at(first, "22:30"))).toMatchObject({ kind: "outsideHours" });
    // A weekday gym is closed on Sunday 29 November: no hours that day.
    const weekdayPass = { ...pass, passIntervals: passDayIntervals(weekdays, zone, first, "06:00", 7) };
    expect(checkInProblem(weekdayPass, 1, at("2026-11-29", "12:00"))).toEqual({
      kind: "outsideHours",
      today: null,
    });
  });

  it("is used once a day: today's check-in refuses a second one today only", () => {
    const checkedInToday = { ...pass, checkedInAt: at("2026-11-29", "07:00") };
    expect(checkInProblem(checkedInToday, 1, at("2026-11-29", "18:00"))).toEqual({
      kind: "already",
      at: at("2026-11-29", "07:00"),
    });
  });

  it("takes a no-show only up to its last day", () => {
    expect(noShowProblem(pass, at("2026-12-04", "12:00"))).toBeUndefined();
    expect(noShowProblem(pass, at("2026-12-05", "00:01"))).toBe("past");
    expect(noShowProblem({ ...pass, passDays: 1 }, at("2026-11-29", "00:01"))).toBe("past");
  });
});
