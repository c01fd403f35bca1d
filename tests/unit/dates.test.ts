import { describe, expect, it } from "vitest";
import {
  clockTime,
  earliestToday,
  isIsoDate,
  localDate,
  localDateTime,
  MONTH_NAMES,
  MONTH_SHORT_NAMES,
  OPERATOR_TIME_ZONE,
  todayInZone,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT_NAMES,
  WEEKDAYS_MONDAY_FIRST_ORDER,
  weekdayOf,
  weekdayPlural,
  zonedTime,
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

describe("dates shown to people (issue 20)", () => {
  it("a review written on Wednesday morning in Wellington is dated Wednesday, not the UTC Tuesday", () => {
    // Wednesday 25 November 2026, 08:30 NZDT = Tuesday 24 November, 19:30 UTC.
    const written = new Date("2026-11-24T19:30:00Z");
    expect(localDate(written, "Pacific/Auckland")).toBe("2026-11-25");
    expect(weekdayOf(localDate(written, "Pacific/Auckland"))).toBe(3);
  });

  it("labels a venue time with the zone's abbreviation in force then", () => {
    expect(zonedTime("10:00", "Pacific/Auckland", new Date("2026-12-01T00:00:00Z"))).toBe("10:00 NZDT");
    expect(zonedTime("10:00:00", "Pacific/Auckland", new Date("2026-07-01T00:00:00Z"))).toBe("10:00 NZST");
    expect(zonedTime("10:00", "Australia/Sydney", new Date("2026-12-01T00:00:00Z"))).toBe("10:00 AEDT");
  });

  it("writes a hold's end 24-hour with the zone, like the product's other times", () => {
    // 21:17 UTC is 05:17 the next morning in Perth (UTC+8, no daylight saving).
    expect(clockTime(new Date("2026-11-24T21:17:00Z"), "Australia/Perth")).toBe("05:17 AWST");
    expect(clockTime(new Date("2026-11-24T23:05:00Z"), "Pacific/Auckland")).toBe("12:05 NZDT");
  });

  it("lists an instant in the operator's zone, with its abbreviation", () => {
    expect(localDateTime(new Date("2026-11-24T19:30:00Z"), OPERATOR_TIME_ZONE)).toBe("2026-11-25 08:30 NZDT");
  });
});

describe("todayInZone, kept for the rest of its UTC minute", () => {
  it("agrees with a fresh Intl answer second by second across local midnights, forwards and backwards", () => {
    const fresh = (zone: string, at: number) =>
      new Intl.DateTimeFormat("en-CA", {
        timeZone: zone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      }).format(at);
    // Local midnight in each zone (Chatham is UTC+13:45 in summer, Adelaide +10:30, Lord Howe +11).
    const midnights: [string, number][] = [
      ["Pacific/Chatham", Date.UTC(2026, 11, 1, 10, 15)],
      ["Australia/Adelaide", Date.UTC(2026, 11, 1, 13, 30)],
      ["Australia/Lord_Howe", Date.UTC(2026, 11, 1, 13, 0)],
      ["Pacific/Auckland", Date.UTC(2026, 11, 1, 11, 0)],
    ];
    for (const [zone, midnight] of midnights) {
      const seconds = [...Array(240).keys()].map((i) => midnight - 120_000 + i * 1000);
      for (const at of [...seconds, ...seconds.toReversed()])
        expect(todayInZone(zone, at), `${zone} ${new Date(at).toISOString()}`).toBe(fresh(zone, at));
    }
  });
});

describe("isIsoDate", () => {
  it("accepts exactly the calendar dates a Date round-trips, leap years included", () => {
    const byDate = (value: string) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    };
    const two = (n: number) => String(n).padStart(2, "0");
    for (const year of [1900, 1999, 2000, 2024, 2026, 2100, 2400])
      for (let month = 0; month <= 13; month++)
        for (let day = 0; day <= 32; day++) {
          const value = `${year}-${two(month)}-${two(day)}`;
          expect(isIsoDate(value), value).toBe(byDate(value));
        }
    for (const value of [
      "2026-2-01",
      "2026-02-1",
      "26-02-01",
      "2026-02-01T00:00",
      " 2026-02-01",
      "2026/02/01",
      "",
    ])
      expect(isIsoDate(value), value).toBe(false);
  });
});
