/**
 * Issue 20: the Where box knows cities and the suburbs gyms are in, forgives case and typos, and the
 * /gyms heading names what was searched (not Wellington over every city).
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { listPlaces } from "~/models/places.server";
import { loader as mapLoader } from "~/routes/gym-map/route";
import { loader } from "~/routes/gyms/route";
import { insertGym } from "./helpers";
import { call } from "./route-helpers";

type Page = {
  where: string;
  nearMe: boolean;
  query: { city?: string; lat?: number; lng?: number };
  dateErrors: { from?: string; to?: string };
  typedDates: { from: string; to: string };
  result: { gyms: { name: string; city: string }[]; total: number };
};

beforeAll(async () => {
  await insertGym({
    name: "Harbour Lifts",
    city: "Placeton",
    address: "1 Quay Road, Harbourside",
    latitude: -41.3,
    longitude: 174.78,
  });
  await insertGym({
    name: "Hill Strength",
    city: "Placeton",
    address: "9 Summit Lane, Hilltop",
    latitude: -41.2,
    longitude: 174.7,
  });
  await insertGym({
    name: "Plain Gym",
    city: "Placeton",
    address: "5 Main Street",
    latitude: -41.25,
    longitude: 174.75,
  });
  await insertGym({
    name: "Far Gym",
    city: "Otherburg",
    country: "Australia",
    currency: "AUD",
    timeZone: "Australia/Sydney",
    address: "2 Long Road, Otherburg",
  });
});

describe("places", () => {
  it("lists each city once and the suburbs after the last comma of addresses, not a suburb named like its city", async () => {
    const places = await listPlaces(env.DB);
    const ours = places.filter((p) => p.city === "Placeton" || p.city === "Otherburg");
    expect(
      ours
        .filter((p) => !p.suburb)
        .map((p) => p.city)
        .sort(),
    ).toEqual(["Otherburg", "Placeton"]);
    expect(
      ours
        .filter((p) => p.suburb)
        .map((p) => p.suburb)
        .sort(),
    ).toEqual(["Harbourside", "Hilltop"]);
    expect(ours.find((p) => p.suburb === "Hilltop")).toMatchObject({ lat: -41.2, lng: 174.7 });
  });
});

describe("/gyms with the Where box", () => {
  it("a typo resolves to the city and the heading names it", async () => {
    const page = (await call(loader, "/gyms?city=placetn")).body as Page;
    expect(page.where).toBe("Placeton");
    expect(page.query.city).toBe("Placeton");
    expect(page.result.total).toBe(3);
  });

  it("a suburb searches its city, nearest the suburb first", async () => {
    const page = (await call(loader, "/gyms?city=hilltop")).body as Page;
    expect(page.where).toBe("Hilltop, Placeton");
    expect(page.query).toMatchObject({ city: "Placeton", lat: -41.2, lng: 174.7 });
    expect(page.result.gyms[0]?.name).toBe("Hill Strength");
  });

  it("a blank Where searches every city and names none", async () => {
    const page = (await call(loader, "/gyms?city=")).body as Page;
    expect(page.where).toBe("");
    expect(page.query.city).toBeUndefined();
    expect(new Set(page.result.gyms.map((g) => g.city)).size).toBeGreaterThan(1);
  });

  it("an unknown place is searched as typed (no results, no guess)", async () => {
    const page = (await call(loader, "/gyms?city=Atlantis")).body as Page;
    expect(page.where).toBe("Atlantis");
    expect(page.result.total).toBe(0);
  });

  it("a reversed date range is an error on the To field with the input kept, not a 400", async () => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const response = await call(loader, `/gyms?city=Placeton&from=${day(9)}&to=${day(7)}`);
    const page = response.body as Page;
    expect(page.dateErrors).toEqual({ to: "The end date must not be before the start date" });
    expect(page.typedDates).toEqual({ from: day(9), to: day(7) });
  });
});

describe("/gym-map with the Where box", () => {
  it("forgives a typo too, and Near me (lat/lng) searches every city by distance", async () => {
    const map = (await call(mapLoader, "/gym-map?city=placetn")).body as {
      city: string;
      gyms: { name: string }[];
    };
    expect(map.city).toBe("Placeton");
    expect(map.gyms.map((g) => g.name).sort()).toEqual(["Harbour Lifts", "Hill Strength", "Plain Gym"]);
    const near = (await call(mapLoader, "/gym-map?lat=-41.2&lng=174.7")).body as {
      near: boolean;
      gyms: { name: string }[];
    };
    expect(near.near).toBe(true);
    expect(near.gyms[0]?.name).toBe("Hill Strength");
  });
});
