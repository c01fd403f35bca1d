import { describe, expect, it } from "vitest";
import type { GymHours } from "~/domain/booking";
import type { PassRates } from "~/domain/pricing";
import {
  closedDatesOf,
  coverDates,
  coverForStop,
  MAX_TRIP_STOPS,
  stopCover,
  stopDatesProblem,
  stopLabel,
  tripTotals,
} from "~/domain/trip-plan";

const rates = (over: Partial<PassRates> = {}): PassRates => ({
  dayPassRateCents: 2500,
  hourlyRateCents: 1500,
  weeklyRateCents: 6500,
  monthlyRateCents: 20000,
  ...over,
});
const everyDay: GymHours = { openTime: "06:00", closeTime: "22:00", is24Hours: false, operatingDays: [] };

describe("the cheapest cover of a stop", () => {
  it("covers a short stay with the week pass when it costs less than the day passes", () => {
    // Three days at $25 cost $75, more than the $65 week pass: the pass wins.
    expect(stopCover(rates(), { days: 3, openDays: 3 }, 1)).toEqual({
      type: "week_pass",
      passDays: 7,
      openDays: 3,
      perAthleteCents: 6500,
      totalCents: 6500,
    });
  });

  it("keeps day passes when they cost less than the pass, priced per open day and athlete", () => {
    expect(stopCover(rates(), { days: 2, openDays: 2 }, 2)).toMatchObject({
      type: "day_pass",
      passDays: 1,
      totalCents: 10000,
    });
  });

  it("prefers day passes on a tie, since a pass is proposed only where it costs less", () => {
    expect(stopCover(rates({ weeklyRateCents: 7500 }), { days: 3, openDays: 3 }, 1)?.type).toBe("day_pass");
  });

  it("counts only the days the gym opens for day passes", () => {
    const closedSunday: GymHours = { ...everyDay, operatingDays: [1, 2, 3, 4, 5, 6] };
    // 2027-03-06 is a Saturday: Sat, Sun, Mon, Tue; the gym is shut on Sunday.
    const cover = coverForStop(
      { ...closedSunday, ...rates({ weeklyRateCents: null }) },
      {
        from: "2027-03-06",
        to: "2027-03-09",
        athletes: 1,
      },
    );
    expect(cover).toMatchObject({ type: "day_pass", passDays: 1, openDays: 3, totalCents: 7500 });
    expect(closedDatesOf(closedSunday, "2027-03-06", "2027-03-09")).toEqual(["2027-03-07"]);
    // One day pass for each day it opens.
    expect(coverDates(closedSunday, { from: "2027-03-06", to: "2027-03-09" }, cover!)).toEqual([
      "2027-03-06",
      "2027-03-08",
      "2027-03-09",
    ]);
  });

  it("uses a month pass for a stay longer than a week when it is cheaper", () => {
    expect(stopCover(rates(), { days: 12, openDays: 12 }, 1)).toMatchObject({
      type: "month_pass",
      passDays: 30,
      totalCents: 20000,
    });
  });

  it("never offers a pass shorter than the stay, nor one the gym does not sell", () => {
    expect(stopCover(rates({ monthlyRateCents: 0 }), { days: 9, openDays: 9 }, 1)?.type).toBe("day_pass");
    expect(stopCover(rates(), { days: 9, openDays: 9 }, 1, "week_pass")).toBeUndefined();
    expect(
      stopCover(rates({ dayPassRateCents: 0 }), { days: 2, openDays: 2 }, 1, "day_pass"),
    ).toBeUndefined();
  });

  it("has no cover where the gym sells neither day passes nor a long enough pass", () => {
    expect(
      stopCover(rates({ dayPassRateCents: 0, monthlyRateCents: 0 }), { days: 9, openDays: 9 }, 1),
    ).toBeUndefined();
  });

  it("honours the cover asked for when the gym sells it", () => {
    expect(stopCover(rates(), { days: 3, openDays: 3 }, 1, "day_pass")?.totalCents).toBe(7500);
  });
});

describe("trip totals", () => {
  it("adds the stops per currency, NZD first, leaving out currencies not used", () => {
    expect(
      tripTotals([
        { currency: "AUD", amountCents: 6000 },
        { currency: "NZD", amountCents: 7500 },
        { currency: "AUD", amountCents: 4000 },
      ]),
    ).toEqual([
      { currency: "NZD", amountCents: 7500 },
      { currency: "AUD", amountCents: 10000 },
    ]);
    expect(tripTotals([{ currency: "AUD", amountCents: 100 }])).toEqual([
      { currency: "AUD", amountCents: 100 },
    ]);
  });
});

describe("stop dates", () => {
  it("accepts consecutive stops and names the first stop that breaks a rule", () => {
    const trip = [
      { from: "2027-03-03", to: "2027-03-05" },
      { from: "2027-03-06", to: "2027-03-09" },
      { from: "2027-03-10", to: "2027-03-12" },
    ];
    expect(stopDatesProblem(trip)).toBeUndefined();
    expect(stopDatesProblem([trip[0]!, { from: "2027-03-05", to: "2027-03-07" }])).toEqual({
      index: 1,
      problem: "overlap",
      other: 0,
    });
    expect(stopDatesProblem([{ from: "2027-03-05", to: "2027-03-04" }])).toMatchObject({ problem: "order" });
    expect(stopDatesProblem([{ from: "2027-03-01", to: "2027-03-31" }])).toMatchObject({
      problem: "too_long",
    });
  });

  it("labels a stop by its position and gym", () => {
    expect(stopLabel(1, "Bondi Barbell")).toBe("Stop 2 (Bondi Barbell)");
    expect(MAX_TRIP_STOPS).toBeGreaterThanOrEqual(3);
  });
});
