import { describe, expect, it } from "vitest";
import { parseLocation } from "~/domain/waitlist";

describe("parseLocation (waitlist location → city, country)", () => {
  it.each([
    ["Wellington, New Zealand", "Wellington", "New Zealand"],
    ["  wellington ,  nz ", "Wellington", "New Zealand"],
    ["Sydney, Australia", "Sydney", "Australia"],
    ["Ponsonby, Auckland, NZ", "Auckland", "New Zealand"],
    ["Brisbane, AUS", "Brisbane", "Australia"],
    ["Berlin, Germany", "Berlin", "Germany"],
    ["Sydney Australia", "Sydney", "Australia"],
    ["Palmerston North NZ", "Palmerston North", "New Zealand"],
    ["Gold Coast Australia", "Gold Coast", "Australia"],
    ["Auckland", "Auckland", "New Zealand"],
    ["melbourne", "Melbourne", "Australia"],
    ["New Zealand", null, "New Zealand"],
    ["Aotearoa", null, "New Zealand"],
    ["Tokyo", "Tokyo", null],
    ["Raglan, Waikato", "Raglan", "Waikato"],
  ])("%s → %s / %s", (input, city, country) => {
    expect(parseLocation(input)).toEqual({ city, country });
  });

  it("blank input has neither", () => {
    expect(parseLocation(" , ")).toEqual({ city: null, country: null });
  });
});
