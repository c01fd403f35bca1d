import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AMBASSADOR_TERMS,
  APPLICATION_REVIEW_TEXT,
  COMMISSION_EARNING_DAYS,
  COMMISSION_PERCENT,
  commissionCents,
  commissionEarnedAt,
  formatNzd,
  GYM_PREFERENCES,
  MIN_PAYOUT_CENTS,
  meetsPayoutMinimum,
  ordinal,
  PAYOUT_DAY_OF_MONTH,
} from "~/domain/ambassador";

describe("ambassador programme constants (spec section 9)", () => {
  it("match the spec", () => {
    expect(COMMISSION_PERCENT).toBe(30);
    expect(COMMISSION_EARNING_DAYS).toBe(30);
    expect(PAYOUT_DAY_OF_MONTH).toBe(15);
    expect(MIN_PAYOUT_CENTS).toBe(5000);
    expect(AMBASSADOR_TERMS).toEqual({
      version: "1.0",
      lastUpdated: "June 25, 2025",
      lastUpdatedIso: "2025-06-25",
    });
    expect(APPLICATION_REVIEW_TEXT).toBe("5-7 business days");
  });

  it("offers the seeded application's gym preferences", () => {
    for (const preference of ["CrossFit boxes", "Recovery facilities", "Olympic lifting platforms"])
      expect(GYM_PREFERENCES).toContain(preference);
    expect(new Set(GYM_PREFERENCES).size).toBe(GYM_PREFERENCES.length);
  });
});

describe("commissionCents", () => {
  it("is 30% of the booking total, to the nearest cent (halves up)", () => {
    expect(commissionCents(0)).toBe(0);
    expect(commissionCents(2500)).toBe(750);
    expect(commissionCents(4000)).toBe(1200);
    expect(commissionCents(1)).toBe(0); // 0.3 cent
    expect(commissionCents(2)).toBe(1); // 0.6 cent
    expect(commissionCents(5)).toBe(2); // 1.5 cents
    expect(commissionCents(3335)).toBe(1001); // 1000.5 cents
  });

  it("is a whole number of cents within half a cent of 30%", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (total) => {
        const cents = commissionCents(total);
        expect(Number.isInteger(cents)).toBe(true);
        expect(Math.abs(cents - total * 0.3)).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(cents).toBeLessThanOrEqual(total);
      }),
    );
  });

  it("refuses negative, fractional or unsafe totals", () => {
    for (const bad of [-1, 10.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])
      expect(() => commissionCents(bad)).toThrow(RangeError);
  });
});

describe("commissionEarnedAt", () => {
  it("is 30 days after completion", () => {
    expect(commissionEarnedAt(new Date("2025-07-01T10:00:00Z")).toISOString()).toBe(
      "2025-07-31T10:00:00.000Z",
    );
    expect(commissionEarnedAt(new Date("2025-12-15T23:30:00Z")).toISOString()).toBe(
      "2026-01-14T23:30:00.000Z",
    );
  });

  it("refuses an invalid date", () => {
    expect(() => commissionEarnedAt(new Date("nope"))).toThrow(RangeError);
  });
});

describe("meetsPayoutMinimum", () => {
  it("pays out from $50 NZD", () => {
    expect(meetsPayoutMinimum(4999)).toBe(false);
    expect(meetsPayoutMinimum(5000)).toBe(true);
    expect(meetsPayoutMinimum(12_345)).toBe(true);
  });
});

describe("formatNzd", () => {
  it("writes dollars as the terms do", () => {
    expect(formatNzd(5000)).toBe("$50 NZD");
    expect(formatNzd(5050)).toBe("$50.50 NZD");
    expect(formatNzd(123_400)).toBe("$1,234 NZD");
  });
});

describe("ordinal", () => {
  it("adds the English suffix", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 15, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "15th",
      "21st",
      "22nd",
      "23rd",
      "101st",
      "111th",
      "112th",
    ]);
  });
});
