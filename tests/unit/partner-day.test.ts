import jsQR from "jsqr";
// @ts-expect-error: pngjs (a dependency of qrcode, used here only to read the PNG back) has no types.
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { netRevenueCents } from "~/domain/partner-numbers";
import { checkInProblem, noShowProblem, wasVisited } from "~/domain/visits";
import { qrMatrix, qrPng } from "~/lib/qr.server";

describe("revenue after refunds (domain/partner-numbers.ts)", () => {
  it("counts refunds against revenue, never below nothing", () => {
    expect(netRevenueCents(2500, 0)).toBe(2500);
    expect(netRevenueCents(2500, 2500)).toBe(0);
    expect(netRevenueCents(2500, 1250)).toBe(1250);
    expect(netRevenueCents(2500, 3000)).toBe(0);
  });
});

describe("door rules (domain/visits.ts)", () => {
  const zone = "Pacific/Auckland";
  // 2026-12-01 10:00 NZDT = 2026-11-30T21:00Z
  const startsAt = Date.UTC(2026, 10, 30, 21);
  const base = {
    gymId: 7,
    bookingDate: "2026-12-01",
    status: "confirmed" as const,
    startsAt,
    checkedInAt: null,
    noShowAt: null,
    timeZone: zone,
  };
  it("checks in on the booking's date in the venue's zone at its gym, once", () => {
    expect(checkInProblem(base, 7, startsAt - 3 * 3600_000)).toBeUndefined(); // 07:00 local, same day
    expect(checkInProblem(base, 7, Date.UTC(2026, 10, 30, 10))).toEqual({ kind: "wrongDate" }); // 23:00 local the day before
    expect(checkInProblem(base, 8, startsAt)).toEqual({ kind: "wrongGym" });
    expect(checkInProblem({ ...base, checkedInAt: 5 }, 7, startsAt)).toEqual({ kind: "already", at: 5 });
    expect(checkInProblem({ ...base, status: "pending" }, 7, startsAt)).toEqual({ kind: "notConfirmed" });
    expect(checkInProblem({ ...base, status: "cancelled" }, 7, startsAt)).toEqual({ kind: "cancelled" });
    expect(checkInProblem({ ...base, noShowAt: 5 }, 7, startsAt)).toEqual({ kind: "noShow" });
  });
  it("marks a no-show only after the start, never after a check-in", () => {
    expect(noShowProblem(base, startsAt - 1)).toBe("notStarted");
    expect(noShowProblem(base, startsAt)).toBeUndefined();
    expect(noShowProblem({ ...base, checkedInAt: 1 }, startsAt)).toBe("checkedIn");
    expect(noShowProblem({ ...base, noShowAt: 1 }, startsAt)).toBe("already");
    expect(noShowProblem({ ...base, status: "cancelled" }, startsAt)).toBe("notConfirmed");
  });
  it("counts a checked-in or completed booking as visited, a no-show never", () => {
    expect(wasVisited({ status: "confirmed", checkedInAt: 1, noShowAt: null })).toBe(true);
    expect(wasVisited({ status: "completed", checkedInAt: null, noShowAt: null })).toBe(true);
    expect(wasVisited({ status: "completed", checkedInAt: null, noShowAt: 1 })).toBe(false);
    expect(wasVisited({ status: "confirmed", checkedInAt: null, noShowAt: null })).toBe(false);
  });
});

describe("pass QR codes (lib/qr.server.ts)", () => {
  it("makes a PNG that a QR decoder reads back as the pass", async () => {
    const token = "GRP1.1234.abcdefghijklmnopqrstuv";
    const png = PNG.sync.read(Buffer.from(await qrPng(qrMatrix(token))));
    const rgba = new Uint8ClampedArray(png.data);
    const decoded = jsQR(rgba, png.width, png.height);
    expect(decoded?.data).toBe(token);
  });

  it("answers a pass it already drew from memory, the same symbol, unchangeable (ADR 032)", () => {
    const first = qrMatrix("GRP1.77.abcdefghijklmnopqrstuv");
    const again = qrMatrix("GRP1.77.abcdefghijklmnopqrstuv");
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const other = qrMatrix("GRP1.78.abcdefghijklmnopqrstuv");
    expect(other.bits).not.toBe(first.bits);
    expect(other.bits).toHaveLength(other.size * other.size);
  });
});

describe("partner numbers (domain/partner-numbers.ts)", async () => {
  const { figuresBy, monthOf, occupancyByWeekday, weekOf } = await import("~/domain/partner-numbers");
  it("adds bookings, revenue after refunds and the gym's share per week and month", () => {
    const rows = [
      {
        gymId: 1,
        bookingDate: "2026-11-23",
        totalCents: 2500,
        refundCents: 0,
        currency: "NZD",
        status: "completed",
        sharePercent: 60,
      },
      {
        gymId: 1,
        bookingDate: "2026-11-29",
        totalCents: 1001,
        refundCents: 0,
        currency: "NZD",
        status: "confirmed",
        sharePercent: 60,
      },
      {
        gymId: 1,
        bookingDate: "2026-11-30",
        totalCents: 2000,
        refundCents: 1000,
        currency: "NZD",
        status: "cancelled",
        sharePercent: 60,
      },
      {
        gymId: 2,
        bookingDate: "2026-11-24",
        totalCents: 3000,
        refundCents: 0,
        currency: "AUD",
        status: "completed",
        sharePercent: 60,
      },
    ];
    expect(weekOf("2026-11-29")).toBe("2026-11-23"); // a Sunday belongs to the week of Monday 23rd
    expect(figuresBy(rows, weekOf)).toEqual([
      {
        period: "2026-11-30",
        currency: "NZD",
        bookings: 0,
        cancelled: 1,
        revenueCents: 1000,
        gymShareCents: 600,
      },
      {
        period: "2026-11-23",
        currency: "AUD",
        bookings: 1,
        cancelled: 0,
        revenueCents: 3000,
        gymShareCents: 1800,
      },
      // 2500 → 1500, 1001 → 600.6 → 601: rounded per booking
      {
        period: "2026-11-23",
        currency: "NZD",
        bookings: 2,
        cancelled: 0,
        revenueCents: 3501,
        gymShareCents: 2101,
      },
    ]);
    expect(figuresBy(rows, monthOf).find((f) => f.currency === "NZD")).toMatchObject({
      period: "2026-11",
      bookings: 2,
      cancelled: 1,
      revenueCents: 4501,
      gymShareCents: 2701,
    });
  });
  it("measures occupancy per weekday against capacity and opening hours", () => {
    const gym = {
      id: 1,
      capacity: 10,
      openTime: "06:00",
      closeTime: "22:00",
      is24Hours: false,
      operatingDays: [1, 2, 3, 4, 5],
    };
    // Two weeks from Monday 2026-11-16; 32 slots a day × 10 = 320 a day.
    const held = [
      { gymId: 1, date: "2026-11-16", athletes: 64 },
      { gymId: 1, date: "2026-11-23", athletes: 96 },
    ];
    const week = occupancyByWeekday([gym], held, "2026-11-16", "2026-11-30");
    expect(week[0]).toEqual({ weekday: 1, heldSlots: 160, openSlots: 640, ratio: 0.25 });
    expect(week[5]).toEqual({ weekday: 6, heldSlots: 0, openSlots: 0, ratio: null });
  });
});

describe("the camera permission (lib/security.ts)", async () => {
  const { CAMERA_PATHS, securityHeaders } = await import("~/lib/security");
  it("is granted to the check-in page's document only", () => {
    expect(CAMERA_PATHS).toEqual(["/partner/check-in"]);
    expect(securityHeaders({ nonce: "n", camera: true })["Permissions-Policy"]).toMatch(/^camera=\(self\), /);
    expect(securityHeaders({ nonce: "n" })["Permissions-Policy"]).toMatch(/^camera=\(\), microphone=\(\)/);
  });
});
