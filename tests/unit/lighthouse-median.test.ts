import { describe, expect, it } from "vitest";
import { median, medianRun } from "../../scripts/lib/median.ts";

describe("Lighthouse's median of three runs", () => {
  it("is the middle score, not the best", () => {
    expect(median([100, 93, 96])).toBe(96);
    expect(median([93, 93, 100])).toBe(93);
    expect(median([98])).toBe(98);
  });

  it("takes the mean of the middle two for an even count", () => {
    expect(median([90, 100, 94, 96])).toBe(95);
  });

  it("refuses no runs", () => {
    expect(() => median([])).toThrow();
  });

  it("keeps the run that scored the median, whichever order the runs came in", () => {
    const runs = [
      { run: 1, performance: 100 },
      { run: 2, performance: 91 },
      { run: 3, performance: 97 },
    ];
    expect(medianRun(runs, (r) => r.performance)).toEqual({ run: 3, performance: 97 });
    expect(() => medianRun(runs.slice(0, 2), (r) => r.performance)).toThrow();
  });
});
