import { describe, expect, it } from "vitest";
import { canPay, PAYMENT_MESSAGES, payRefusal } from "~/domain/payability";
import { mayReview } from "~/domain/review-eligibility";

const NOW = Date.UTC(2026, 0, 10, 9, 0);
const later = new Date(NOW + 60_000);
const earlier = new Date(NOW - 60_000);

describe("payRefusal and canPay: one pay rule for the payment use case and My Bookings", () => {
  it("a pending booking whose hold still runs can be paid", () => {
    expect(payRefusal({ status: "pending", holdExpiresAt: later }, NOW)).toBeUndefined();
    expect(canPay({ status: "pending", holdExpiresAt: later }, NOW)).toBe(true);
  });

  it("a hold that ran out, or none, refuses with the hold message", () => {
    for (const holdExpiresAt of [earlier, new Date(NOW), null]) {
      expect(payRefusal({ status: "pending", holdExpiresAt }, NOW)).toBe("holdExpired");
      expect(canPay({ status: "pending", holdExpiresAt }, NOW)).toBe(false);
    }
    expect(PAYMENT_MESSAGES.holdExpired).toBe(
      "This booking's 15-minute hold has expired. Please start a new booking.",
    );
  });

  it("a paid booking is already paid; a cancelled one can no longer be paid", () => {
    expect(payRefusal({ status: "confirmed", holdExpiresAt: null }, NOW)).toBe("alreadyPaid");
    expect(payRefusal({ status: "completed", holdExpiresAt: null }, NOW)).toBe("alreadyPaid");
    expect(payRefusal({ status: "cancelled", holdExpiresAt: later }, NOW)).toBe("notPayable");
    expect(canPay({ status: "cancelled", holdExpiresAt: later }, NOW)).toBe(false);
  });
});

describe("mayReview: My Bookings offers a review where the gym page's rule allows one", () => {
  it("a completed, visited booking without a review may be reviewed", () => {
    expect(mayReview({ status: "completed", noShowAt: null, reviewed: false })).toBe(true);
  });

  it("not once reviewed, not after a no-show, not before it is completed", () => {
    expect(mayReview({ status: "completed", noShowAt: null, reviewed: true })).toBe(false);
    expect(mayReview({ status: "completed", noShowAt: NOW, reviewed: false })).toBe(false);
    expect(mayReview({ status: "confirmed", noShowAt: null, reviewed: false })).toBe(false);
    expect(mayReview({ status: "cancelled", noShowAt: null, reviewed: false })).toBe(false);
  });
});
