import { describe, expect, it } from "vitest";
import { TEAM_INQUIRY_TOASTS } from "~/domain/team-inquiry";

describe("the team inquiry's toast", () => {
  it("ends the gym's name with one full stop, even a name that has its own", () => {
    expect(TEAM_INQUIRY_TOASTS.submitted("Cuba Street Strength Co.").description).toBe(
      "We've sent your team's request to Cuba Street Strength Co. They will reply to you by e-mail to confirm dates and pricing.",
    );
    expect(TEAM_INQUIRY_TOASTS.submitted("Harbour Gym").description).toMatch(
      /^We've sent your team's request to Harbour Gym\. They/,
    );
  });
});
