import { describe, expect, it } from "vitest";
import { type ReviewableBooking, reviewStateOf, reviewStatesByGym } from "~/domain/review-eligibility";

const booking = (overrides: Partial<ReviewableBooking>): ReviewableBooking => ({
  id: 1,
  status: "completed",
  noShowAt: null,
  reviewed: false,
  ...overrides,
});

describe("reviewStateOf: the one review rule the gym page and /api/me share (ADR 036)", () => {
  it("the earliest visited, unreviewed booking may be reviewed", () => {
    expect(
      reviewStateOf([
        booking({ id: 3, reviewed: true }),
        booking({ id: 4 }),
        booking({ id: 5, status: "confirmed" }),
        booking({ id: 6 }),
      ]),
    ).toEqual({ canReview: true, bookingIds: [4, 6] });
  });

  it("says why not: reviewed, not yet visited, a no-show, or no booking", () => {
    expect(reviewStateOf([booking({ reviewed: true })])).toEqual({
      canReview: false,
      reason: "alreadyReviewed",
    });
    expect(reviewStateOf([booking({ status: "pending" })])).toEqual({
      canReview: false,
      reason: "notCompleted",
    });
    expect(reviewStateOf([booking({ status: "confirmed" })])).toEqual({
      canReview: false,
      reason: "notCompleted",
    });
    expect(reviewStateOf([booking({ noShowAt: 5 })])).toEqual({ canReview: false, reason: "noBooking" });
    expect(reviewStateOf([booking({ status: "cancelled" })])).toEqual({
      canReview: false,
      reason: "noBooking",
    });
    expect(reviewStateOf([])).toEqual({ canReview: false, reason: "noBooking" });
  });
});

describe("reviewStatesByGym: the rule at each gym the visitor booked (GET /api/me)", () => {
  it("decides each gym from its own bookings and leaves out what an anonymous visitor sees", () => {
    const states = reviewStatesByGym([
      { ...booking({ id: 1 }), gymId: 10 },
      { ...booking({ id: 2, status: "pending" }), gymId: 20 },
      { ...booking({ id: 3, reviewed: true }), gymId: 10 },
      { ...booking({ id: 4, status: "cancelled" }), gymId: 30 },
    ]);
    expect(Object.fromEntries(states)).toEqual({
      10: { canReview: true, bookingIds: [1] },
      20: { canReview: false, reason: "notCompleted" },
    });
  });
});
