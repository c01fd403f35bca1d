import { describe, expect, it } from "vitest";
import { clockFreshSeconds } from "~/lib/page-freshness";

describe("clockFreshSeconds", () => {
  const at = (iso: string) => Date.parse(iso);
  const closesAt = (close: string) => (t: number) =>
    new Date(t).toISOString().slice(11, 16) < close ? "Open now" : "Closed now";

  it("keeps a page until the minute its clock text changes", () => {
    // 21:58:30 with closing at 22:00: right for 90 seconds.
    expect(clockFreshSeconds(closesAt("22:00"), at("2026-11-25T21:58:30Z"))).toBe(90);
  });

  it("keeps it the whole limit when nothing changes within it", () => {
    expect(clockFreshSeconds(closesAt("22:00"), at("2026-11-25T12:00:00Z"))).toBe(300);
    expect(clockFreshSeconds(closesAt("22:00"), at("2026-11-25T12:00:00Z"), 60)).toBe(60);
  });
});
