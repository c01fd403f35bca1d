import { describe, expect, it } from "vitest";
import { CANCELLATION_POLICY } from "~/domain/policies";
import {
  deepLinkUrl,
  INTEGRATION_SAMPLES,
  MOCKUP_EVENTS,
  MOCKUP_TRAINING_DAYS,
  SHOWCASE_SLIDES,
  SHOWCASE_STATS,
  spotsLabel,
  spotsLeft,
} from "~/domain/showcase";

describe("showcase copy (spec sections 2 and 9)", () => {
  it("has the four hero slides and the sample stats", () => {
    expect(SHOWCASE_SLIDES.map((s) => s.title)).toEqual([
      "Find your perfect gym",
      "For gym owners",
      "Become an ambassador",
      "Rep the movement",
    ]);
    expect(SHOWCASE_STATS.map((s) => `${s.value} ${s.label}`)).toEqual([
      "150+ Gyms",
      "25+ Cities",
      "5000+ Athletes",
      "4.8 Average rating",
    ]);
  });

  it("highlights three September 2025 training days; events hold 50, 20 and 30", () => {
    expect(MOCKUP_TRAINING_DAYS).toHaveLength(3);
    for (const day of MOCKUP_TRAINING_DAYS) expect(day.startsWith("2025-09-")).toBe(true);
    expect(MOCKUP_EVENTS.map((e) => e.capacity)).toEqual([50, 20, 30]);
    expect(CANCELLATION_POLICY).toHaveLength(5);
  });

  it("has the three integration styles", () => {
    expect(INTEGRATION_SAMPLES.map((s) => s.style)).toEqual(["api", "widget", "deep-link"]);
  });
});

describe("event spots", () => {
  it("spots left = capacity − registered; zero is Fully booked", () => {
    expect(spotsLeft({ capacity: 50, registered: 34 })).toBe(16);
    expect(spotsLabel({ capacity: 50, registered: 34 })).toBe("16 spots left");
    expect(spotsLabel({ capacity: 30, registered: 29 })).toBe("1 spot left");
    expect(spotsLeft({ capacity: 20, registered: 20 })).toBe(0);
    expect(spotsLabel({ capacity: 20, registered: 20 })).toBe("Fully booked");
    expect(spotsLeft({ capacity: 20, registered: 25 })).toBe(0);
  });
});

describe("deepLinkUrl", () => {
  it("puts the amenity name in the amenity query parameter, encoded", () => {
    const url = new URL(deepLinkUrl("Ice Bath & Sauna", "https://book.example/amenities?lang=en"));
    expect(url.origin + url.pathname).toBe("https://book.example/amenities");
    expect(url.searchParams.get("amenity")).toBe("Ice Bath & Sauna");
    expect(url.searchParams.get("lang")).toBe("en");
  });
});
