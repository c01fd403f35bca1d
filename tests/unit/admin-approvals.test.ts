import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  APPROVAL_MESSAGES,
  ambassadorCodePrefix,
  currencyForCountry,
  maskAccountNumber,
  maskPresence,
  pickAmbassadorCode,
  reviewTransition,
  settledReview,
  timeZoneForCity,
} from "~/domain/admin-approvals";
import { SUPPORTED_TIME_ZONES } from "~/domain/catalog";
import { parseApplicationQuery, ReviewDecisionSchema } from "~/domain/schemas/admin-approvals";

describe("an approved gym's currency and time zone", () => {
  it("New Zealand: NZD and Pacific/Auckland (the Chatham Islands on their own clock)", () => {
    expect(currencyForCountry("New Zealand")).toBe("NZD");
    for (const city of ["Wellington", "Auckland", "Nelson", "Kaikōura", "Queenstown"])
      expect(timeZoneForCity("New Zealand", city)).toBe("Pacific/Auckland");
    expect(timeZoneForCity("New Zealand", "Chatham Islands")).toBe("Pacific/Chatham");
  });

  it("Australia: AUD and the city's state clock, otherwise Sydney", () => {
    expect(currencyForCountry("Australia")).toBe("AUD");
    const cases: [string, string][] = [
      ["Perth", "Australia/Perth"],
      ["Fremantle", "Australia/Perth"],
      ["Brisbane", "Australia/Brisbane"],
      ["Gold Coast", "Australia/Brisbane"],
      ["gold  coast, QLD", "Australia/Brisbane"],
      ["Adelaide", "Australia/Adelaide"],
      ["Darwin", "Australia/Darwin"],
      ["Hobart", "Australia/Hobart"],
      ["Melbourne", "Australia/Melbourne"],
      ["Sydney", "Australia/Sydney"],
      ["Canberra", "Australia/Sydney"],
      ["Somewhere New", "Australia/Sydney"],
    ];
    for (const [city, zone] of cases) expect(timeZoneForCity("Australia", city), city).toBe(zone);
  });

  it("only ever answers a zone the product supports", () => {
    for (const city of ["Perth", "Darwin", "Hobart", "Nowhere", "", "Chatham"])
      for (const country of ["New Zealand", "Australia"] as const)
        expect(SUPPORTED_TIME_ZONES).toContain(timeZoneForCity(country, city));
  });
});

describe("masked payout details", () => {
  it("say whether a value was given, never what it is", () => {
    expect(maskPresence("51 824 753 556")).toBe("Provided");
    expect(maskPresence("  ")).toBe("Not provided");
    expect(maskPresence(null)).toBe("Not provided");
  });

  it("show only the last four digits of a long enough account number", () => {
    expect(maskAccountNumber("12-3456-0123456-00")).toBe("•••• 5600");
    expect(maskAccountNumber("12345678")).toBe("•••• 5678");
    expect(maskAccountNumber("123456")).toBe("Provided");
    expect(maskAccountNumber(undefined)).toBe("Not provided");
  });
});

describe("ambassador codes", () => {
  it("start with the first name in capital ASCII letters", () => {
    expect(ambassadorCodePrefix("Tayla Morgan")).toBe("TAYLA");
    expect(ambassadorCodePrefix("  zoë   ngata ")).toBe("ZOE");
    expect(ambassadorCodePrefix("Mary-Jane O'Neil")).toBe("MARYJANE");
    expect(ambassadorCodePrefix("Bartholomewsson Smith")).toBe("BARTHOLOMEWS");
    expect(ambassadorCodePrefix("李 小龍")).toBe("AMBASSADOR");
    expect(ambassadorCodePrefix("J Smith")).toBe("AMBASSADOR");
  });

  it("add two digits that are free, then three once every two-digit one is taken", () => {
    expect(pickAmbassadorCode("TAYLA", new Set(), () => 0)).toBe("TAYLA10");
    expect(pickAmbassadorCode("TAYLA", new Set(), () => 0.9999)).toBe("TAYLA99");
    const taken = new Set(Array.from({ length: 89 }, (_, i) => `TAYLA${10 + i}`));
    expect(pickAmbassadorCode("TAYLA", taken, () => 0.5)).toBe("TAYLA99");
    taken.add("TAYLA99");
    expect(pickAmbassadorCode("TAYLA", taken, () => 0)).toBe("TAYLA100");
  });

  it("never return a taken code and always match the referral code format", () => {
    const taken = new Set<string>();
    for (let i = 0; i < 90; i++) {
      const code = pickAmbassadorCode("ARO", taken);
      expect(taken.has(code)).toBe(false);
      expect(code).toMatch(/^[A-Z0-9][A-Z0-9-]{2,31}$/);
      taken.add(code);
    }
    expect(pickAmbassadorCode("ARO", taken)).toMatch(/^ARO\d{3}$/);
  });
});

describe("the decision form and list filters", () => {
  it("reject needs a note; approve does not", () => {
    const reject = v.safeParse(ReviewDecisionSchema, { intent: "reject", notes: "   " });
    expect(reject.success).toBe(false);
    expect(reject.issues?.[0]?.message).toBe("Please add a note explaining the rejection");
    expect(v.safeParse(ReviewDecisionSchema, { intent: "reject" }).issues?.[0]?.message).toBe(
      "Please add a note explaining the rejection",
    );
    expect(v.parse(ReviewDecisionSchema, { intent: "reject", notes: " Incomplete. " })).toEqual({
      intent: "reject",
      notes: "Incomplete.",
    });
    expect(v.parse(ReviewDecisionSchema, { intent: "approve", notes: "" })).toEqual({ intent: "approve" });
    expect(v.safeParse(ReviewDecisionSchema, { intent: "publish" }).success).toBe(false);
    expect(v.safeParse(ReviewDecisionSchema, { intent: "approve", notes: "x".repeat(2001) }).success).toBe(
      false,
    );
  });

  it("status filter: all, pending, approved or rejected; a page from 1", () => {
    expect(parseApplicationQuery(new URLSearchParams(""))).toEqual({
      ok: true,
      query: { status: "all", page: 1 },
    });
    expect(parseApplicationQuery(new URLSearchParams("status=approved&page=2"))).toEqual({
      ok: true,
      query: { status: "approved", page: 2 },
    });
    expect(parseApplicationQuery(new URLSearchParams("status=lost")).ok).toBe(false);
    expect(parseApplicationQuery(new URLSearchParams("page=-1")).ok).toBe(false);
  });
});

describe("the review state machine: pending → approved | rejected, once", () => {
  it("a pending application moves to the decision taken", () => {
    expect(reviewTransition("ambassador", { status: "pending" }, "approve")).toEqual({
      kind: "apply",
      to: "approved",
    });
    expect(reviewTransition("ambassador", { status: "pending" }, "reject")).toEqual({
      kind: "apply",
      to: "rejected",
    });
    expect(reviewTransition("gym", { status: "pending", acceptedTerms: true }, "approve")).toEqual({
      kind: "apply",
      to: "approved",
    });
  });

  it("a gym without the partner terms can be rejected but not approved", () => {
    expect(reviewTransition("gym", { status: "pending", acceptedTerms: false }, "approve")).toEqual({
      kind: "refused",
      message: APPROVAL_MESSAGES.gymNoTerms,
    });
    expect(reviewTransition("gym", { status: "pending", acceptedTerms: false }, "reject")).toEqual({
      kind: "apply",
      to: "rejected",
    });
  });

  it("the same decision again changes nothing; the opposite one is refused with the kind's reason", () => {
    expect(reviewTransition("gym", { status: "approved", acceptedTerms: true }, "approve")).toEqual({
      kind: "unchanged",
      status: "approved",
    });
    expect(reviewTransition("ambassador", { status: "rejected" }, "reject")).toEqual({
      kind: "unchanged",
      status: "rejected",
    });
    const refusals: [Parameters<typeof settledReview>, string][] = [
      [["gym", "rejected", "approve"], APPROVAL_MESSAGES.gymRejectedCannotApprove],
      [["gym", "approved", "reject"], APPROVAL_MESSAGES.gymApprovedCannotReject],
      [["ambassador", "rejected", "approve"], APPROVAL_MESSAGES.ambassadorRejectedCannotApprove],
      [["ambassador", "approved", "reject"], APPROVAL_MESSAGES.ambassadorApprovedCannotReject],
    ];
    for (const [args, message] of refusals) {
      expect(settledReview(...args)).toEqual({ kind: "refused", message });
      expect(reviewTransition(args[0], { status: args[1], acceptedTerms: true }, args[2])).toEqual({
        kind: "refused",
        message,
      });
    }
  });
});
