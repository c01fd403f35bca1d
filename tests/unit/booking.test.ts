import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  bookingInterval,
  checkBookingDate,
  type GymHours,
  hoursUntil,
  occupiedSlots,
  startTimeSlots,
  upcomingSlots,
} from "~/domain/booking";
import { refundCents } from "~/domain/policies";
import { amenityPriceCents, bookingPriceCents } from "~/domain/pricing";
import { BookingDetailsSchema } from "~/domain/schemas/booking";
import { wallClock, zonedTimeToInstant } from "~/domain/zoned-time";

const standard: GymHours = { openTime: "06:00", closeTime: "22:00", is24Hours: false, operatingDays: [] };
const shortDay: GymHours = {
  openTime: "09:00",
  closeTime: "17:00",
  is24Hours: false,
  operatingDays: [1, 2, 3, 4, 5],
};
const allHours: GymHours = { openTime: "00:00", closeTime: "00:00", is24Hours: true, operatingDays: [] };
const rates = { dayPassRateCents: 3000, hourlyRateCents: 1250 };

describe("prices", () => {
  it("day pass = dayPassRate × athletes; hourly = hourlyRate × hours × athletes", () => {
    expect(bookingPriceCents(rates, "day_pass", 1, 1)).toBe(3000);
    expect(bookingPriceCents(rates, "day_pass", 16, 4)).toBe(12000);
    expect(bookingPriceCents(rates, "hourly", 3, 1)).toBe(3750);
    expect(bookingPriceCents(rates, "hourly", 8, 2)).toBe(20000);
  });

  it("are whole cents and grow with every input", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 50 }),
        (rate, hours, athletes) => {
          const price = bookingPriceCents(
            { dayPassRateCents: rate, hourlyRateCents: rate },
            "hourly",
            hours,
            athletes,
          );
          expect(Number.isInteger(price)).toBe(true);
          expect(price).toBe(rate * hours * athletes);
        },
      ),
    );
  });

  it("amenity total = pricePerHour × hours, 1-4 hours only", () => {
    expect(amenityPriceCents(2500, 1)).toBe(2500);
    expect(amenityPriceCents(2500, 4)).toBe(10000);
    expect(() => amenityPriceCents(2500, 5)).toThrow();
    expect(() => amenityPriceCents(2500, 0)).toThrow();
  });
});

describe("start time slots", () => {
  it("are every 30 minutes from 06:00 to 22:00 for a gym open all that time", () => {
    const slots = startTimeSlots(standard, "day_pass", 1);
    expect(slots[0]).toBe("06:00");
    expect(slots.at(-1)).toBe("21:30"); // a day pass must start before closing
    expect(slots).toHaveLength(32);
    expect(startTimeSlots(allHours, "hourly", 8)).toHaveLength(33); // 06:00 … 22:00, the spec's last slot
  });

  it("stay inside the gym's hours, and an hourly booking ends by closing", () => {
    expect(startTimeSlots(shortDay, "day_pass", 1)[0]).toBe("09:00");
    expect(startTimeSlots(shortDay, "hourly", 2).at(-1)).toBe("15:00");
    expect(startTimeSlots(shortDay, "hourly", 8)).toEqual(["09:00"]);
    expect(startTimeSlots({ ...shortDay, openTime: "09:15" }, "hourly", 1)[0]).toBe("09:30");
  });

  it("drop today's past times in the gym's zone", () => {
    const now = Date.parse("2026-03-10T22:10:00Z"); // 11:10 on 11 March in Auckland (NZDT)
    const today = upcomingSlots(
      startTimeSlots(standard, "day_pass", 1),
      "2026-03-11",
      "Pacific/Auckland",
      now,
    );
    expect(today[0]).toBe("11:30");
    expect(upcomingSlots(["06:00"], "2026-03-12", "Pacific/Auckland", now)).toEqual(["06:00"]);
  });
});

describe("dates", () => {
  it("blocks past dates in the gym's zone, not the server's", () => {
    // 11:30 UTC on 21 Nov is already 22 Nov in Auckland (00:30 NZDT) but still 21 Nov in Perth.
    const now = Date.parse("2026-11-21T11:30:00Z");
    expect(checkBookingDate(standard, "2026-11-21", "Pacific/Auckland", now)).toBe("past");
    expect(checkBookingDate(standard, "2026-11-22", "Pacific/Auckland", now)).toBeUndefined();
    expect(checkBookingDate(standard, "2026-11-21", "Australia/Perth", now)).toBeUndefined();
  });

  it("blocks the gym's closed days and impossible dates", () => {
    const now = Date.parse("2026-11-20T00:00:00Z");
    expect(checkBookingDate(shortDay, "2026-11-22", "Pacific/Auckland", now)).toBe("closed"); // a Sunday
    expect(checkBookingDate(shortDay, "2026-11-23", "Pacific/Auckland", now)).toBeUndefined(); // Monday
    expect(checkBookingDate(shortDay, "2026-02-30", "Pacific/Auckland", now)).toBe("invalid");
    expect(checkBookingDate(shortDay, "2028-11-23", "Pacific/Auckland", now)).toBe("too_far");
  });
});

describe("time zones", () => {
  it("turn NZ and AU wall clocks into the right instants, summer and winter", () => {
    expect(zonedTimeToInstant("2026-01-15", "09:00", "Pacific/Auckland")).toBe(
      Date.parse("2026-01-14T20:00:00Z"),
    );
    expect(zonedTimeToInstant("2026-07-15", "09:00", "Pacific/Auckland")).toBe(
      Date.parse("2026-07-14T21:00:00Z"),
    );
    expect(zonedTimeToInstant("2026-01-15", "09:00", "Australia/Sydney")).toBe(
      Date.parse("2026-01-14T22:00:00Z"),
    );
    expect(zonedTimeToInstant("2026-07-15", "09:00", "Australia/Sydney")).toBe(
      Date.parse("2026-07-14T23:00:00Z"),
    );
    // Queensland has no daylight saving.
    expect(zonedTimeToInstant("2026-01-15", "09:00", "Australia/Brisbane")).toBe(
      Date.parse("2026-01-14T23:00:00Z"),
    );
  });

  it("round-trip every half hour of the year in Auckland and Sydney", () => {
    for (const zone of ["Pacific/Auckland", "Australia/Sydney", "Australia/Adelaide"]) {
      for (let day = 0; day < 366; day += 3) {
        const date = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
        for (const time of ["06:00", "12:30", "21:30"]) {
          expect(wallClock(zonedTimeToInstant(date, time, zone), zone)).toEqual({ date, time });
        }
      }
    }
  });

  it("give a booking across the April daylight-saving change its real length", () => {
    // NZ clocks go back at 03:00 on Sunday 5 April 2026: that day has 25 hours.
    const day = bookingInterval(allHours, "Pacific/Auckland", "day_pass", "2026-04-05", "00:00", 1);
    expect(day.endsAt - day.startsAt).toBe(25 * 3_600_000);
    const hourly = bookingInterval(allHours, "Pacific/Auckland", "hourly", "2026-04-05", "01:00", 3);
    expect(hourly.endsAt - hourly.startsAt).toBe(3 * 3_600_000);
    expect(hourly.endTime).toBe("03:00"); // 01:00 + 3 real hours, with 02:00-03:00 lived twice
  });

  it("give a booking across the September/October change its real length (Sydney)", () => {
    // Sydney clocks go forward at 02:00 on 4 October 2026: 01:00 + 3 h ends at 05:00 local.
    const hourly = bookingInterval(allHours, "Australia/Sydney", "hourly", "2026-10-04", "01:00", 3);
    expect(hourly.endsAt - hourly.startsAt).toBe(3 * 3_600_000);
    expect(hourly.endTime).toBe("05:00");
  });
});

describe("end times and occupied slots", () => {
  it("hourly ends at start + duration; a day pass ends at closing", () => {
    expect(bookingInterval(standard, "Pacific/Auckland", "hourly", "2026-06-01", "18:30", 3)).toMatchObject({
      endTime: "21:30",
      durationHours: 3,
    });
    expect(bookingInterval(shortDay, "Pacific/Auckland", "day_pass", "2026-06-01", "10:00", 1)).toMatchObject(
      {
        endTime: "17:00",
        durationHours: 7,
      },
    );
    const midnight = bookingInterval(allHours, "Pacific/Auckland", "day_pass", "2026-06-01", "06:00", 1);
    expect(midnight).toMatchObject({ endTime: "00:00", durationHours: 18 });
  });

  it("occupy every 30-minute slot of the interval", () => {
    const i = bookingInterval(standard, "Pacific/Auckland", "hourly", "2026-06-01", "18:30", 2);
    expect(occupiedSlots(i.startsAt, i.endsAt, "Pacific/Auckland").map((s) => s.time)).toEqual([
      "18:30",
      "19:00",
      "19:30",
      "20:00",
    ]);
    const late = bookingInterval(allHours, "Pacific/Auckland", "hourly", "2026-06-01", "22:00", 3);
    expect(occupiedSlots(late.startsAt, late.endsAt, "Pacific/Auckland").at(-1)).toEqual({
      date: "2026-06-02",
      time: "00:30",
    });
  });
});

describe("refund policy at the edges", () => {
  it("full at exactly 24 h, half just under 24 h and at exactly 12 h, nothing just under 12 h", () => {
    const start = zonedTimeToInstant("2026-12-01", "09:00", "Pacific/Auckland");
    expect(refundCents(4000, hoursUntil(start, start - 24 * 3_600_000))).toBe(4000);
    expect(refundCents(4000, hoursUntil(start, start - 24 * 3_600_000 + 1))).toBe(2000);
    expect(refundCents(4000, hoursUntil(start, start - 12 * 3_600_000))).toBe(2000);
    expect(refundCents(4000, hoursUntil(start, start - 12 * 3_600_000 + 1))).toBe(0);
  });
});

describe("booking details schema", () => {
  const base = {
    gymId: "3",
    athleteName: "A",
    athleteEmail: "a@example.com",
    bookingDate: "2026-12-01",
    startTime: "09:00",
  };
  it("defaults to a day pass, 2 hours, 1 athlete; non-numeric duration becomes 1", () => {
    expect(v.parse(BookingDetailsSchema, base)).toMatchObject({
      bookingType: "day_pass",
      duration: 2,
      athletes: 1,
    });
    expect(v.parse(BookingDetailsSchema, { ...base, duration: "abc" }).duration).toBe(1);
    expect(v.parse(BookingDetailsSchema, { ...base, duration: 8 }).duration).toBe(8);
  });
  it("has no place for a client total", () => {
    expect(v.parse(BookingDetailsSchema, { ...base, totalAmount: 0.01 })).not.toHaveProperty("totalAmount");
  });
});
