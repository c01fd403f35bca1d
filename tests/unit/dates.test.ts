import { describe, expect, it } from "vitest";
import {
  earliestToday,
  MONTH_NAMES,
  MONTH_SHORT_NAMES,
  todayInZone,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT_NAMES,
  WEEKDAYS_MONDAY_FIRST_ORDER,
  weekdayOf,
  weekdayPlural,
} from "~/domain/dates";

describe("earliestToday", () => {
  it("is the date in the westernmost zone we serve (Perth), behind New Zealand's", () => {
    // 2026-11-23 14:30 UTC: 03:30 on the 24th in Auckland, 22:30 on the 23rd in Perth.
    const now = new Date("2026-11-23T14:30:00Z");
    expect(todayInZone("Pacific/Auckland", now)).toBe("2026-11-24");
    expect(earliestToday(now)).toBe("2026-11-23");
  });

  it("is the same everywhere when it is the same date everywhere", () => {
    expect(earliestToday(new Date("2026-11-23T02:00:00Z"))).toBe("2026-11-23");
  });
});

describe("names and weekdays in one place", () => {
  it("numbers weekdays from Sunday, as operatingDays and Date#getUTCDay do", () => {
    expect(WEEKDAY_NAMES[weekdayOf("2026-11-23")]).toBe("Monday");
    expect(WEEKDAY_SHORT_NAMES[weekdayOf("2026-11-29")]).toBe("Sun");
    expect(weekdayPlural(weekdayOf("2026-11-24"))).toBe("Tuesdays");
    expect(WEEKDAYS_MONDAY_FIRST_ORDER.map((d) => WEEKDAY_SHORT_NAMES[d]).join(" ")).toBe(
      "Mon Tue Wed Thu Fri Sat Sun",
    );
  });

  it("has twelve months, long and short", () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(MONTH_SHORT_NAMES.every((short, i) => MONTH_NAMES[i]!.startsWith(short))).toBe(true);
  });

  it("takes now as a Date or as epoch milliseconds", () => {
    const now = new Date("2026-11-23T14:30:00Z");
    expect(todayInZone("Australia/Perth", now.getTime())).toBe(todayInZone("Australia/Perth", now));
  });
});
