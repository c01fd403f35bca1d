import { describe, expect, it } from "vitest";
import {
  ambassadorRunWindow,
  checkAdminRefund,
  commissionAvailableAt,
  commissionReversal,
  gymRunWindow,
  holdReason,
  isoWeek,
  monthBounds,
  payoutAccountStatus,
  payoutDecision,
  REFUND_MESSAGES,
  reconcile,
  splitAdjustment,
  splitCents,
} from "~/domain/ledger";

describe("the split", () => {
  it("gives the gym 60% rounded half up and the platform exactly the rest", () => {
    expect(splitCents(2500, 60)).toEqual({ gymCents: 1500, platformCents: 1000 });
    expect(splitCents(1001, 60)).toEqual({ gymCents: 601, platformCents: 400 }); // 600.6 → 601
    expect(splitCents(1, 60)).toEqual({ gymCents: 1, platformCents: 0 }); // 0.6 → 1
    expect(splitCents(0, 60)).toEqual({ gymCents: 0, platformCents: 0 });
    expect(splitCents(999, 70)).toEqual({ gymCents: 699, platformCents: 300 }); // 699.3 → 699
  });
  it("always adds up to what was kept", () => {
    for (let net = 0; net < 3000; net += 7)
      for (const pct of [0, 33, 60, 100]) {
        const { gymCents, platformCents } = splitCents(net, pct);
        expect(gymCents + platformCents).toBe(net);
      }
  });
  it("refuses what is not money or not a percentage", () => {
    expect(() => splitCents(10.5, 60)).toThrow(RangeError);
    expect(() => splitCents(-1, 60)).toThrow(RangeError);
    expect(() => splitCents(100, 101)).toThrow(RangeError);
  });
  it("a refund after the split takes the difference back from both", () => {
    expect(splitAdjustment({ gymCents: 1500, platformCents: 1000 }, 1250, 60)).toEqual({
      gymCents: -750,
      platformCents: -500,
    });
    expect(splitAdjustment({ gymCents: 1500, platformCents: 1000 }, 0, 60)).toEqual({
      gymCents: -1500,
      platformCents: -1000,
    });
  });
});

describe("commission", () => {
  it("is payable 30 days after completion; voided before, clawed back after", () => {
    const completed = Date.UTC(2026, 10, 1);
    const at = commissionAvailableAt(completed);
    expect(at - completed).toBe(30 * 86_400_000);
    expect(commissionReversal(null, completed)).toBe("void");
    expect(commissionReversal(at, at - 1)).toBe("void");
    expect(commissionReversal(at, at)).toBe("clawback");
  });
});

describe("payouts", () => {
  it("pays ambassadors from 50 in the currency and gyms any positive balance", () => {
    expect(payoutDecision("ambassador", 4999)).toBe("roll_over");
    expect(payoutDecision("ambassador", 5000)).toBe("pay");
    expect(payoutDecision("gym", 1)).toBe("pay");
    expect(payoutDecision("gym", 0)).toBe("roll_over");
    expect(payoutDecision("gym", -300)).toBe("roll_over");
  });
  it("holds an account that is not enabled, with the reason", () => {
    expect(payoutAccountStatus(null, false)).toBe("not_started");
    expect(payoutAccountStatus("acct_1", false)).toBe("pending");
    expect(payoutAccountStatus("acct_1", true)).toBe("enabled");
    expect(holdReason("enabled")).toBeUndefined();
    expect(holdReason("pending")).toMatch(/onboarding/);
    expect(holdReason("not_started")).toMatch(/not set up/);
  });
  it("numbers weeks the ISO way", () => {
    expect(isoWeek("2026-01-01")).toBe("2026-W01");
    expect(isoWeek("2027-01-01")).toBe("2026-W53");
    expect(isoWeek("2026-11-23")).toBe("2026-W48");
  });
  it("runs the gym week from Monday in New Zealand", () => {
    // 2026-11-23 is a Monday; 10:00 UTC on the 22nd (Sunday) is 23:00 Sunday NZ (UTC+13).
    const sundayNz = Date.UTC(2026, 10, 22, 10, 0);
    const mondayNz = Date.UTC(2026, 10, 22, 11, 30); // 00:30 Monday NZ
    expect(gymRunWindow(sundayNz).period).toBe("2026-W47");
    const monday = gymRunWindow(mondayNz);
    expect(monday.period).toBe("2026-W48");
    expect(monday.cutoffAt).toBe(Date.UTC(2026, 10, 22, 11, 0));
  });
  it("runs ambassadors from the 15th (NZ) for last month", () => {
    expect(ambassadorRunWindow(Date.UTC(2026, 10, 13, 12))).toBeUndefined(); // 14 Nov 01:00 NZ
    const run = ambassadorRunWindow(Date.UTC(2026, 10, 14, 11, 30)); // 15 Nov 00:30 NZ
    expect(run?.period).toBe("2026-10");
    expect(run?.cutoffAt).toBe(Date.UTC(2026, 9, 31, 11)); // 1 Nov 00:00 NZDT
    expect(ambassadorRunWindow(Date.UTC(2027, 0, 20))?.period).toBe("2026-12");
  });
  it("bounds a statement month in NZ time", () => {
    expect(monthBounds("2026-11")).toEqual({
      start: Date.UTC(2026, 9, 31, 11),
      end: Date.UTC(2026, 10, 30, 11),
    });
    expect(() => monthBounds("2026-13")).toThrow(RangeError);
  });
});

describe("admin refunds", () => {
  const base = { totalCents: 2500, refundedCents: 0, policyCents: 1250, reason: undefined };
  it("takes the policy's amount without a reason, anything else only with one", () => {
    expect(checkAdminRefund({ ...base, amountCents: 1250 })).toBeUndefined();
    expect(checkAdminRefund({ ...base, amountCents: 2000 })).toBe(REFUND_MESSAGES.reasonNeeded);
    expect(checkAdminRefund({ ...base, amountCents: 2000, reason: "  " })).toBe(REFUND_MESSAGES.reasonNeeded);
    expect(checkAdminRefund({ ...base, amountCents: 2000, reason: "Gym closed" })).toBeUndefined();
  });
  it("never refunds more than is left, nor nothing", () => {
    expect(checkAdminRefund({ ...base, refundedCents: 2000, amountCents: 501, reason: "x" })).toBe(
      REFUND_MESSAGES.tooMuch(500),
    );
    expect(checkAdminRefund({ ...base, amountCents: 0 })).toBe(REFUND_MESSAGES.nothing);
  });
});

describe("reconciliation", () => {
  const books = {
    bookingId: 1,
    currency: "NZD",
    paid: true,
    totalCents: 2500,
    refundCents: 1250,
    ledger: { charge: 2500, refund: -1250, gymShare: 750, platformFee: 500, split: true },
  };
  it("finds nothing when the books balance", () => {
    expect(
      reconcile(
        [books],
        [
          {
            itemId: 1,
            currency: "NZD",
            status: "paid",
            amountCents: 750,
            linkedCents: 750,
            transferCents: -750,
          },
        ],
      ),
    ).toEqual([]);
  });
  it("reports each difference with what was expected", () => {
    const diffs = reconcile(
      [{ ...books, ledger: { ...books.ledger, refund: 0 } }],
      [
        {
          itemId: 2,
          currency: "AUD",
          status: "ready",
          amountCents: 900,
          linkedCents: 900,
          transferCents: -900,
        },
      ],
    );
    expect(diffs.map((d) => d.check)).toEqual(["refunds", "split", "transfer"]);
    expect(diffs[0]).toMatchObject({ expectedCents: -1250, actualCents: 0, subject: "booking 1" });
  });
});

describe("reconciliation of splits", () => {
  it("reports a booking whose split is due but missing", () => {
    const diffs = reconcile(
      [
        {
          bookingId: 9,
          currency: "AUD",
          paid: true,
          totalCents: 9000,
          refundCents: 0,
          ledger: { charge: 9000, refund: 0, gymShare: 0, platformFee: 0, split: false, splitDue: true },
        },
      ],
      [],
    );
    expect(diffs).toEqual([
      { check: "split missing", currency: "AUD", subject: "booking 9", expectedCents: 9000, actualCents: 0 },
    ]);
  });
});
