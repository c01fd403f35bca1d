import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CARD_MESSAGES,
  cardCvcProblem,
  cardExpiryProblem,
  cardNumberProblem,
  formatCardExpiry,
  formatCardNumber,
  luhnValid,
} from "~/domain/card";
import { refundBand, refundQuote } from "~/domain/policies";

const NOV_2026 = Date.UTC(2026, 10, 24);

describe("the test card form's checks, in Stripe's words", () => {
  it("accepts Stripe's test numbers and refuses ones that fail the Luhn check", () => {
    for (const n of ["4242 4242 4242 4242", "4000000000000002", "5555-5555-5555-4444", "378282246310005"])
      expect(cardNumberProblem(n)).toBeUndefined();
    expect(cardNumberProblem("4242 4242 4242 4241")).toBe(CARD_MESSAGES.numberInvalid);
    expect(cardNumberProblem("4242")).toBe(CARD_MESSAGES.numberIncomplete);
    expect(cardNumberProblem("4242 abcd")).toBe(CARD_MESSAGES.numberInvalid);
  });

  it("a card is good through the last day of its month; past months and years are refused", () => {
    expect(cardExpiryProblem("11/26", NOV_2026)).toBeUndefined();
    expect(cardExpiryProblem("12 / 2030", NOV_2026)).toBeUndefined();
    expect(cardExpiryProblem("10/26", NOV_2026)).toBe(CARD_MESSAGES.expiryPast);
    expect(cardExpiryProblem("12/25", NOV_2026)).toBe(CARD_MESSAGES.expiryYearPast);
    expect(cardExpiryProblem("13/30", NOV_2026)).toBe(CARD_MESSAGES.expiryMonthInvalid);
    // The digits alone, as a phone's number pad types them.
    expect(cardExpiryProblem("1229", NOV_2026)).toBeUndefined();
    expect(cardExpiryProblem("122029", NOV_2026)).toBeUndefined();
    expect(cardExpiryProblem("1025", NOV_2026)).toBe(CARD_MESSAGES.expiryYearPast);
    expect(cardExpiryProblem("122", NOV_2026)).toBe(CARD_MESSAGES.expiryIncomplete);
    expect(cardExpiryProblem("12/99", NOV_2026)).toBe(CARD_MESSAGES.expiryYearInvalid);
  });

  it("3 digits for a security code, 4 for American Express", () => {
    expect(cardCvcProblem("123", "4242424242424242")).toBeUndefined();
    expect(cardCvcProblem("1234", "378282246310005")).toBeUndefined();
    expect(cardCvcProblem("12", "4242424242424242")).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(cardCvcProblem("123", "378282246310005")).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(cardCvcProblem("1234", "4242424242424242")).toBe(CARD_MESSAGES.cvcInvalid);
    expect(cardCvcProblem("12a", "4242424242424242")).toBe(CARD_MESSAGES.cvcInvalid);
  });

  it("the Luhn check catches every single-digit change of a valid number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (at, delta) => {
        const digits = "4242424242424242".split("").map(Number);
        digits[at] = ((digits[at] ?? 0) + delta) % 10;
        return !luhnValid(digits.join(""));
      }),
    );
  });
});

describe("card fields as they are typed", () => {
  it("groups the number in fours and writes the expiry as MM/YY", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242 42")).toBe("4242 42");
    expect(formatCardNumber("4242-4242-4242-4242-123456")).toBe("4242 4242 4242 4242 123");
    expect(formatCardExpiry("1229")).toBe("12/29");
    expect(formatCardExpiry("12/29")).toBe("12/29");
    expect(formatCardExpiry("4")).toBe("04");
    expect(formatCardExpiry("123")).toBe("12/3");
    expect(formatCardExpiry("12")).toBe("12");
    expect(formatCardExpiry("12/")).toBe("12/");
    expect(cardExpiryProblem(formatCardExpiry("1229"), NOV_2026)).toBeUndefined();
  });
});

describe("the cancellation policy in one place", () => {
  it("bands: full from 24 hours before, half from 12, none under 12", () => {
    expect(refundBand(24)).toBe("full");
    expect(refundBand(23.99)).toBe("half");
    expect(refundBand(12)).toBe("half");
    expect(refundBand(11.99)).toBe("none");
    expect(refundBand(-1)).toBe("none");
  });

  it("only a confirmed booking is refunded, by its band", () => {
    const startsAt = new Date(NOV_2026 + 48 * 3_600_000);
    expect(refundQuote({ status: "confirmed", totalCents: 3001, startsAt }, NOV_2026)).toBe(3001);
    expect(refundQuote({ status: "confirmed", totalCents: 3001, startsAt }, NOV_2026 + 30 * 3_600_000)).toBe(
      1500,
    );
    expect(refundQuote({ status: "confirmed", totalCents: 3001, startsAt }, NOV_2026 + 40 * 3_600_000)).toBe(
      0,
    );
    expect(refundQuote({ status: "pending", totalCents: 3001, startsAt }, NOV_2026)).toBe(0);
  });
});
