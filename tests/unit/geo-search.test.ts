import { describe, expect, it } from "vitest";
import { boundingBox, centroid, distanceKm } from "~/domain/geo";
import { parseGymSearch, searchParamsToObject, weekdaysBetween } from "~/domain/gym-search";

describe("distanceKm", () => {
  it("measures Wellington to Auckland at about 494 km, and a point to itself at 0", () => {
    const wellington = { lat: -41.2865, lng: 174.7762 };
    const auckland = { lat: -36.8485, lng: 174.7633 };
    expect(distanceKm(wellington, auckland)).toBeGreaterThan(490);
    expect(distanceKm(wellington, auckland)).toBeLessThan(500);
    expect(distanceKm(wellington, wellington)).toBe(0);
  });

  it("bounding boxes contain the circle and centroids average", () => {
    const box = boundingBox({ lat: -33.87, lng: 151.21 }, 10);
    expect(distanceKm({ lat: -33.87, lng: 151.21 }, { lat: box.maxLat, lng: 151.21 })).toBeCloseTo(10, 1);
    expect(centroid([])).toBeUndefined();
    expect(
      centroid([
        { lat: 0, lng: 0 },
        { lat: 2, lng: 4 },
      ]),
    ).toEqual({ lat: 1, lng: 2 });
  });
});

describe("gym search query", () => {
  it("reads repeated and bracketed list keys and drops blanks", () => {
    const params = new URLSearchParams(
      "city=Perth&equipment=Kettlebells&equipment[]=Lift+Rack&amenities=&minPrice=",
    );
    expect(searchParamsToObject(params)).toEqual({ city: "Perth", equipment: ["Kettlebells", "Lift Rack"] });
  });

  it("defaults sort to distance and page to 1", () => {
    const parsed = parseGymSearch(new URLSearchParams("city=Perth"));
    expect(parsed).toMatchObject({
      ok: true,
      query: { city: "Perth", sort: "distance", page: 1, equipment: [] },
    });
  });

  it("weekdaysBetween covers the range, at most the seven days", () => {
    expect(weekdaysBetween("2026-11-22")).toEqual([0]);
    expect(weekdaysBetween("2026-11-20", "2026-11-23")).toEqual([0, 1, 5, 6]);
    expect(weekdaysBetween("2026-01-01", "2026-12-31")).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
