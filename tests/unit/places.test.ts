import { describe, expect, test } from "vitest";
import {
  editDistance,
  normalizePlaceText,
  type Place,
  placeLabel,
  resolvePlace,
  suggestPlaces,
} from "~/domain/places";

const PLACES: Place[] = [
  { city: "Wellington", country: "New Zealand" },
  { city: "Wellington", suburb: "Te Aro", lat: -41.29, lng: 174.776 },
  { city: "Wellington", suburb: "Wellington Central" },
  { city: "Wellington", suburb: "Newtown" },
  { city: "Sydney", country: "Australia" },
  { city: "Sydney", suburb: "Bondi Beach" },
  { city: "Sydney", suburb: "Newtown" },
  { city: "Auckland" },
  { city: "Hamilton" },
  { city: "Hamilton", suburb: "Hamilton Lake" },
  { city: "Perth" },
];

const labels = (places: Place[]) => places.map(placeLabel);

describe("normalizePlaceText", () => {
  test("folds case, accents, macrons and punctuation", () => {
    expect(normalizePlaceText("  Te  ARO, Wellington ")).toBe("te aro wellington");
    expect(normalizePlaceText("Ōtautahi")).toBe("otautahi");
  });
});

describe("editDistance", () => {
  test("counts insertions, deletions, substitutions and swapped neighbours as one", () => {
    expect(editDistance("welington", "wellington")).toBe(1);
    expect(editDistance("wellingotn", "wellington")).toBe(1);
    expect(editDistance("sydny", "sydney")).toBe(1);
    expect(editDistance("perth", "perth")).toBe(0);
    expect(editDistance("abc", "xyz")).toBe(3);
  });
  test("stops early past the bound", () => {
    expect(editDistance("auckland", "wellington", 2)).toBe(3);
  });
});

describe("suggestPlaces", () => {
  test("a city's start suggests the city first, then its suburbs", () => {
    expect(labels(suggestPlaces("wel", PLACES))).toEqual([
      "Wellington",
      "Wellington Central, Wellington",
      "Te Aro, Wellington",
      "Newtown, Wellington",
    ]);
  });
  test("suburbs by name, in any case", () => {
    expect(labels(suggestPlaces("BONDI", PLACES))).toEqual(["Bondi Beach, Sydney"]);
    expect(labels(suggestPlaces("te aro", PLACES))).toEqual(["Te Aro, Wellington"]);
  });
  test("forgives small typos", () => {
    expect(labels(suggestPlaces("welington", PLACES))[0]).toBe("Wellington");
    expect(labels(suggestPlaces("sydny", PLACES))[0]).toBe("Sydney");
  });
  test("a suburb name in two cities suggests both", () => {
    expect(labels(suggestPlaces("newtown", PLACES))).toEqual(["Newtown, Wellington", "Newtown, Sydney"]);
  });
  test("nothing for blank text or text that names no place", () => {
    expect(suggestPlaces("  ", PLACES)).toEqual([]);
    expect(suggestPlaces("zzzz", PLACES)).toEqual([]);
  });
  test("at most `limit`", () => {
    expect(suggestPlaces("e", PLACES, 2)).toHaveLength(0);
    expect(suggestPlaces("w", PLACES, 1)).toHaveLength(1);
  });
});

describe("resolvePlace", () => {
  test("a city typed whole, in any case or with a small typo", () => {
    expect(resolvePlace("wellington", PLACES)).toEqual({ city: "Wellington", country: "New Zealand" });
    expect(resolvePlace("welington", PLACES)?.city).toBe("Wellington");
    expect(resolvePlace("SYDNY", PLACES)?.city).toBe("Sydney");
  });
  test("a suburb, or a suggestion's label, resolves to the suburb with its city", () => {
    expect(resolvePlace("te aro", PLACES)).toMatchObject({ city: "Wellington", suburb: "Te Aro" });
    expect(resolvePlace("Bondi Beach, Sydney", PLACES)).toMatchObject({
      city: "Sydney",
      suburb: "Bondi Beach",
    });
  });
  test("a city beats its own suburb", () => {
    expect(resolvePlace("Hamilton", PLACES)).toEqual({ city: "Hamilton" });
  });
  test("a bare prefix or an unknown name resolves to nothing", () => {
    expect(resolvePlace("wel", PLACES)).toBeUndefined();
    expect(resolvePlace("Atlantis", PLACES)).toBeUndefined();
    expect(resolvePlace("", PLACES)).toBeUndefined();
  });
});
