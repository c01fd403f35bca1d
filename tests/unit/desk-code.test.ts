import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  coversDay,
  DESK_CODE_MESSAGES,
  deskCodeFromMac,
  formatDeskCode,
  matchDeskCode,
  parseDeskCode,
} from "~/domain/desk-code";

describe("desk code digits", () => {
  it("are six digits, leading zeros kept, from the MAC's first four bytes", () => {
    expect(deskCodeFromMac(new Uint8Array([0, 0, 0, 42, 9, 9]))).toBe("000042");
    // 0xffffffff = 4294967295 → 967295
    expect(deskCodeFromMac(new Uint8Array([255, 255, 255, 255]))).toBe("967295");
    expect(() => deskCodeFromMac(new Uint8Array([1, 2, 3]))).toThrow();
  });

  it("are always exactly six digits and read back as typed, with or without a space", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 4, maxLength: 32 }), (bytes) => {
        const code = deskCodeFromMac(bytes);
        expect(code).toMatch(/^[0-9]{6}$/);
        expect(parseDeskCode(code)).toBe(code);
        expect(parseDeskCode(formatDeskCode(code))).toBe(code);
        expect(parseDeskCode(` ${code.slice(0, 3)}-${code.slice(3)} `)).toBe(code);
      }),
    );
  });

  it("are not read from a reference, a pass, or the wrong number of digits", () => {
    for (const text of ["GR-7K3P9Q", "GRP1.12.abcdefghijklmnopqrstuv", "12345", "1234567", "12a456", ""])
      expect(parseDeskCode(text)).toBeUndefined();
  });

  it("formats as two groups of three", () => {
    expect(formatDeskCode("042917")).toBe("042 917");
  });
});

describe("which booking a typed desk code names", () => {
  const a = { id: 1 };
  const b = { id: 2 };

  it("is the one booking answering to it, under any secret", () => {
    expect(
      matchDeskCode(
        [
          { booking: a, codes: ["111111", "222222"] },
          { booking: b, codes: ["333333"] },
        ],
        "222222",
      ),
    ).toEqual({ kind: "one", booking: a });
  });

  it("is none when no booking has it, and refused when two have it", () => {
    expect(matchDeskCode([{ booking: a, codes: ["111111"] }], "999999")).toEqual({ kind: "none" });
    expect(
      matchDeskCode(
        [
          { booking: a, codes: ["111111"] },
          { booking: b, codes: ["111111"] },
        ],
        "111111",
      ),
    ).toEqual({
      kind: "ambiguous",
    });
  });

  it("says so in sentences the desk can act on", () => {
    expect(DESK_CODE_MESSAGES.noMatch("042 917")).toBe(
      "No booking for today at your gyms has the desk code 042 917. Check the digits, or type the booking reference.",
    );
    expect(DESK_CODE_MESSAGES.ambiguous("042 917")).toBe(
      "More than one booking today has the desk code 042 917. Type the booking reference instead.",
    );
  });
});

describe("the days a booking covers", () => {
  it("is its date for a day's booking, and seven days from its first for a week pass", () => {
    expect(coversDay("2026-12-01", 1, "2026-12-01")).toBe(true);
    expect(coversDay("2026-12-01", 1, "2026-12-02")).toBe(false);
    expect(coversDay("2026-12-01", 7, "2026-11-30")).toBe(false);
    expect(coversDay("2026-12-01", 7, "2026-12-07")).toBe(true);
    expect(coversDay("2026-12-01", 7, "2026-12-08")).toBe(false);
    expect(coversDay("2026-12-28", 7, "2027-01-03")).toBe(true);
  });
});
