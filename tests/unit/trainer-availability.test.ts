import { describe, expect, test } from "vitest";
import { trainerAvailableFor, trainerWeekdays, workingDaysBetween } from "~/domain/trainer-availability";

const days = (text: string) => [...trainerWeekdays(text)].sort();

describe("trainerWeekdays", () => {
  test("reads the seed's wording", () => {
    expect(days("Weekdays 6am-2pm, Saturday mornings")).toEqual([1, 2, 3, 4, 5, 6]);
    expect(days("Tuesday to Saturday, 8am-6pm")).toEqual([2, 3, 4, 5, 6]);
    expect(days("Evenings and weekends")).toEqual([0, 6]);
    expect(days("Weekday afternoons and Sunday")).toEqual([0, 1, 2, 3, 4, 5]);
    expect(days("Mornings and evenings, Monday to Saturday")).toEqual([1, 2, 3, 4, 5, 6]);
    expect(days("Evenings and Saturday")).toEqual([6]);
    expect(days("Weekday evenings, Saturday open mat")).toEqual([1, 2, 3, 4, 5, 6]);
  });
  test("every day for 7 days, daily, flexible, or text naming no day", () => {
    for (const text of [
      "Mornings, 7 days",
      "Sunrise sessions daily",
      "Online, flexible hours",
      "Afternoons and evenings",
      "",
    ]) {
      expect(days(text)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    }
  });
  test("a range through the week's end wraps", () => {
    expect(days("Friday to Monday")).toEqual([0, 1, 5, 6]);
  });
});

describe("workingDaysBetween", () => {
  test("counts the dates on the trainer's weekdays, inclusive", () => {
    // 2026-12-05 is a Saturday, 2026-12-06 a Sunday.
    expect(workingDaysBetween("2026-12-05", "2026-12-06", new Set([0, 6]))).toBe(2);
    expect(workingDaysBetween("2026-12-05", "2026-12-06", new Set([1, 2, 3, 4, 5]))).toBe(0);
    expect(workingDaysBetween("2026-12-07", "2026-12-13", new Set([1, 2, 3, 4, 5]))).toBe(5);
  });
});

describe("trainerAvailableFor", () => {
  test("a weekend trip keeps weekend trainers and drops weekday-only ones", () => {
    const weekend = { from: "2026-12-05", to: "2026-12-06" };
    expect(trainerAvailableFor("Evenings and weekends", weekend)).toBe(true);
    expect(trainerAvailableFor("Weekday afternoons", weekend)).toBe(false);
  });
  test("sessions need that many working days", () => {
    const week = { from: "2026-12-07", to: "2026-12-13" };
    expect(trainerAvailableFor("Evenings and weekends", { ...week, sessions: 2 })).toBe(true);
    expect(trainerAvailableFor("Evenings and weekends", { ...week, sessions: 3 })).toBe(false);
    expect(trainerAvailableFor("Weekdays 6am-12pm", { ...week, sessions: 5 })).toBe(true);
  });
  test("a start alone is that week; no dates keeps everyone", () => {
    expect(trainerAvailableFor("Weekday afternoons", { from: "2026-12-05" })).toBe(true);
    expect(trainerAvailableFor("Weekday afternoons", { sessions: 30 })).toBe(true);
  });
});
