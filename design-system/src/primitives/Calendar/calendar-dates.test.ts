import { describe, expect, test } from "vitest";
import {
  addDays,
  addMonths,
  addMonthsToDate,
  daysInMonth,
  formatDay,
  formatMonth,
  isIsoDate,
  monthGrid,
  startOfWeek,
  todayIn,
  weekdayNames,
} from "./calendar-dates";

describe("calendar dates", () => {
  test("isIsoDate accepts real days only", () => {
    expect(isIsoDate("2025-09-15")).toBe(true);
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("2025-13-01")).toBe(false);
    expect(isIsoDate("2025-9-15")).toBe(false);
    expect(isIsoDate("")).toBe(false);
  });

  test("daysInMonth incl. leap years", () => {
    expect(daysInMonth("2025-09")).toBe(30);
    expect(daysInMonth("2024-02")).toBe(29);
    expect(daysInMonth("2100-02")).toBe(28);
    expect(daysInMonth("2000-02")).toBe(29);
  });

  test("addMonths across years, both ways", () => {
    expect(addMonths("2025-12", 1)).toBe("2026-01");
    expect(addMonths("2025-01", -1)).toBe("2024-12");
    expect(addMonths("2025-09", 0)).toBe("2025-09");
    expect(addMonths("2025-09", -21)).toBe("2023-12");
    expect(addMonths("2025-09", 28)).toBe("2028-01");
    expect(() => addMonths("2025-13", 1)).toThrow(RangeError);
  });

  test("addDays across months, years and the NZ daylight-saving change", () => {
    expect(addDays("2025-09-30", 1)).toBe("2025-10-01");
    expect(addDays("2025-01-01", -1)).toBe("2024-12-31");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    // NZ clocks go forward on 28 September 2025: a local-time Date could skip or repeat a day.
    expect(addDays("2025-09-27", 1)).toBe("2025-09-28");
    expect(addDays("2025-09-28", 1)).toBe("2025-09-29");
    expect(addDays("2025-09-15", 7)).toBe("2025-09-22");
  });

  test("addMonthsToDate clamps to the shorter month", () => {
    expect(addMonthsToDate("2025-01-31", 1)).toBe("2025-02-28");
    expect(addMonthsToDate("2024-03-31", -1)).toBe("2024-02-29");
    expect(addMonthsToDate("2025-09-15", 12)).toBe("2026-09-15");
  });

  test("startOfWeek", () => {
    expect(startOfWeek("2025-09-17", 1)).toBe("2025-09-15");
    expect(startOfWeek("2025-09-15", 1)).toBe("2025-09-15");
    expect(startOfWeek("2025-09-14", 1)).toBe("2025-09-08");
    expect(startOfWeek("2025-09-17", 0)).toBe("2025-09-14");
  });

  test("monthGrid: September 2025 starts on a Monday", () => {
    const grid = monthGrid("2025-09", 1);
    expect(grid).toHaveLength(5);
    expect(grid[0]).toEqual([
      "2025-09-01",
      "2025-09-02",
      "2025-09-03",
      "2025-09-04",
      "2025-09-05",
      "2025-09-06",
      "2025-09-07",
    ]);
    expect(grid[4]).toEqual(["2025-09-29", "2025-09-30", null, null, null, null, null]);
  });

  test("monthGrid: leading blanks, Sunday starts, and six-row months", () => {
    const sunday = monthGrid("2025-09", 0);
    expect(sunday[0]?.[0]).toBeNull();
    expect(sunday[0]?.[1]).toBe("2025-09-01");
    const march = monthGrid("2025-03", 1); // starts on a Saturday, 31 days
    expect(march).toHaveLength(6);
    expect(march[0]?.slice(0, 5)).toEqual([null, null, null, null, null]);
    const feb = monthGrid("2021-02", 1); // 28 days starting on a Monday: exactly 4 rows
    expect(feb).toHaveLength(4);
    for (const month of ["2024-02", "2025-08", "2026-01", "2025-12"]) {
      const days = monthGrid(month).flat().filter(Boolean);
      expect(days).toHaveLength(daysInMonth(month));
      expect(monthGrid(month).every((week) => week.length === 7)).toBe(true);
    }
  });

  test("names and labels in en-NZ, independent of the machine's time zone", () => {
    expect(formatMonth("2025-09")).toBe("September 2025");
    expect(formatDay("2025-09-15")).toBe("Monday, 15 September 2025");
    expect(weekdayNames(1)[0]).toEqual({ short: "Mon", long: "Monday" });
    expect(weekdayNames(0)[0]).toEqual({ short: "Sun", long: "Sunday" });
  });

  test("todayIn reads the date in the given zone", () => {
    const instant = new Date("2025-09-14T20:30:00Z"); // Monday morning in Auckland
    expect(todayIn("Pacific/Auckland", instant)).toBe("2025-09-15");
    expect(todayIn("Australia/Perth", instant)).toBe("2025-09-15");
    expect(todayIn("UTC", instant)).toBe("2025-09-14");
  });
});
