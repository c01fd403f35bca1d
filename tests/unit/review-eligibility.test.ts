import { describe, expect, it } from "vitest";
import { type ReviewableBooking, reviewStateOf } from "~/domain/review-eligibility";
import { parsePersonal } from "~/lib/personal";

const booking = (overrides: Partial<ReviewableBooking>): ReviewableBooking => ({
  id: 1,
  status: "completed",
  noShowAt: null,
  reviewed: false,
  ...overrides,
});

describe("reviewStateOf: the one review rule the page and the shared page's overlay share (ADR 036)", () => {
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

describe("parsePersonal: the review part of the document's facts", () => {
  it("keeps a booking id or a known reason, with its gym", () => {
    expect(parsePersonal('{"signedIn":true,"saved":[],"review":{"gymId":7,"bookingId":12}}')?.review).toEqual(
      {
        gymId: 7,
        bookingId: 12,
      },
    );
    expect(
      parsePersonal('{"signedIn":true,"saved":[],"review":{"gymId":7,"reason":"notCompleted"}}')?.review,
    ).toEqual({ gymId: 7, reason: "notCompleted" });
  });

  it("drops anything else", () => {
    for (const review of ['{"gymId":7,"reason":"<b>hi</b>"}', '{"bookingId":12}', '"x"', '{"gymId":7}'])
      expect(parsePersonal(`{"signedIn":false,"saved":[],"review":${review}}`)?.review).toBeUndefined();
  });
});
