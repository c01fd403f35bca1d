import { describe, expect, it } from "vitest";
import { earliestToday, todayInZone } from "~/domain/dates";

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
