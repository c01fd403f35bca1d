import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refundCents } from "~/domain/policies";

describe("refundCents (cancellation policy)", () => {
  it("refunds in full 24 hours or more before, half from 12 to 24 hours, nothing under 12", () => {
    expect(refundCents(5000, 48)).toBe(5000);
    expect(refundCents(5000, 24)).toBe(5000);
    expect(refundCents(5000, 23.99)).toBe(2500);
    expect(refundCents(5001, 12)).toBe(2500);
    expect(refundCents(5000, 11.99)).toBe(0);
    expect(refundCents(5000, -3)).toBe(0);
  });

  it("never refunds more than was paid, nor a fraction of a cent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.double({ min: -100, max: 1000, noNaN: true }),
        (total, hours) => {
          const refund = refundCents(total, hours);
          expect(Number.isInteger(refund)).toBe(true);
          expect(refund).toBeGreaterThanOrEqual(0);
          expect(refund).toBeLessThanOrEqual(total);
        },
      ),
    );
  });

  it("rejects negative or fractional totals and NaN hours", () => {
    expect(() => refundCents(-1, 30)).toThrow(RangeError);
    expect(() => refundCents(10.5, 30)).toThrow(RangeError);
    expect(() => refundCents(100, Number.NaN)).toThrow(RangeError);
  });
});
