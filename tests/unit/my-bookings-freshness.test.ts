import { describe, expect, it } from "vitest";
import { type ClockedBooking, myBookingsChangeAt } from "~/domain/my-bookings-freshness";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 25, 9, 0);

const booking = (over: Partial<ClockedBooking> = {}): ClockedBooking => ({
  status: "confirmed",
  startsAt: NOW + 100 * HOUR,
  endsAt: NOW + 108 * HOUR,
  holdExpiresAt: null,
  ...over,
});

describe("how long My Bookings stays right as rendered (ADR 039)", () => {
  it("a confirmed booking: until it comes within 24 hours of its start (no date change, half refund)", () => {
    expect(myBookingsChangeAt([booking()], null, NOW)).toBe(NOW + 76 * HOUR);
  });

  it("inside 24 hours: until 12 hours before the start (no refund), then until it ends", () => {
    expect(myBookingsChangeAt([booking({ startsAt: NOW + 20 * HOUR })], null, NOW)).toBe(NOW + 8 * HOUR);
    expect(
      myBookingsChangeAt([booking({ startsAt: NOW + 2 * HOUR, endsAt: NOW + 5 * HOUR })], null, NOW),
    ).toBe(NOW + 5 * HOUR);
  });

  it("a pending booking: until its hold runs out (Complete payment goes); its start changes nothing", () => {
    const pending = booking({ status: "pending", holdExpiresAt: NOW + 15 * 60_000 });
    expect(myBookingsChangeAt([pending], null, NOW)).toBe(NOW + 15 * 60_000);
    expect(myBookingsChangeAt([{ ...pending, holdExpiresAt: NOW - 1 }], null, NOW)).toBe(NOW + 108 * HOUR);
  });

  it("the first end to come in the whole list, even off this page (the order changes then)", () => {
    const past = booking({ status: "completed", startsAt: NOW - 50 * HOUR, endsAt: NOW - 40 * HOUR });
    expect(myBookingsChangeAt([past], NOW + 3 * HOUR, NOW)).toBe(NOW + 3 * HOUR);
  });

  it("the earliest instant over every booking; nothing to come is forever", () => {
    const soon = booking({ startsAt: NOW + 30 * HOUR, endsAt: NOW + 31 * HOUR });
    expect(myBookingsChangeAt([booking(), soon], null, NOW)).toBe(NOW + 6 * HOUR);
    const cancelled = booking({ status: "cancelled", startsAt: NOW - 3 * HOUR, endsAt: NOW - HOUR });
    expect(myBookingsChangeAt([cancelled], null, NOW)).toBe(Number.POSITIVE_INFINITY);
    expect(myBookingsChangeAt([], null, NOW)).toBe(Number.POSITIVE_INFINITY);
  });

  it("an instant exactly now has already happened: the next one counts", () => {
    expect(myBookingsChangeAt([booking({ startsAt: NOW + 24 * HOUR })], null, NOW)).toBe(NOW + 12 * HOUR);
  });
});
