import { beforeAll, describe, expect, it } from "vitest";
import { trainers } from "~/db/schema";
import { getTrainer } from "~/models/trainer.server";
import { loader } from "~/routes/api/trainers";
import { db, request, routerContext } from "./helpers";

const get = async (qs: string) => {
  const response = (await loader({
    request: request(`/api/trainers?${qs}`),
    context: routerContext(),
    params: {},
  } as never)) as Response;
  return { status: response.status, body: (await response.json()) as never };
};

let newcomerId: number;
beforeAll(async () => {
  const base = {
    currency: "NZD" as const,
    country: "New Zealand" as const,
    hourlyRateCents: 8000,
    contactEmail: "coach@private.example",
  };
  const rows = await db()
    .insert(trainers)
    .values([
      {
        ...base,
        name: "Aria Strength",
        city: "Wellington",
        specializations: ["Powerlifting", "Mobility"],
        isOnline: true,
        ratingHundredths: 480,
        reviewCount: 12,
      },
      {
        ...base,
        name: "Ben Sprint",
        city: "Wellington",
        specializations: ["Sprinting"],
        isOnline: false,
        ratingHundredths: 450,
        reviewCount: 4,
      },
      {
        ...base,
        name: "Cara 100%",
        city: "Auckland",
        specializations: ["Boxing"],
        isOnline: true,
        ratingHundredths: 0,
        reviewCount: 0,
      },
    ])
    .returning({ id: trainers.id });
  newcomerId = rows[2]!.id;
});

describe("GET /api/trainers", () => {
  it("filters by city, mode and free text (LIKE wildcards are literal)", async () => {
    const names = (r: { body: { name: string }[] }) => r.body.map((t) => t.name);
    expect(names(await get("city=wellington"))).toEqual(["Aria Strength", "Ben Sprint"]);
    expect(names(await get("mode=online"))).toEqual(["Aria Strength", "Cara 100%"]);
    expect(names(await get("q=powerlifting"))).toEqual(["Aria Strength"]);
    expect(names(await get("q=100%25"))).toEqual(["Cara 100%"]);
    expect(names(await get("q=%25"))).toEqual(["Cara 100%"]);
  });

  it("a search of several words needs each word somewhere: city and speciality (issue 20)", async () => {
    const names = (r: { body: { name: string }[] }) => r.body.map((t) => t.name);
    expect(names(await get("q=wellington+powerlifting"))).toEqual(["Aria Strength"]);
    expect(names(await get("q=wellington%2C+sprinting"))).toEqual(["Ben Sprint"]);
    expect(names(await get("q=auckland+powerlifting"))).toEqual([]);
  });

  it("shows 5.0 only for a trainer with no reviews, and never contact details", async () => {
    const { body } = await get("");
    const list = body as { name: string; rating: number }[];
    expect(list.find((t) => t.name === "Cara 100%")?.rating).toBe(5);
    expect(list.find((t) => t.name === "Ben Sprint")?.rating).toBe(4.5);
    expect(JSON.stringify(list)).not.toContain("coach@private.example");
    expect((await getTrainer(db(), newcomerId))?.name).toBe("Cara 100%");
  });

  it("400s for sessions outside 1-30 and unknown modes", async () => {
    expect((await get("sessions=31")).status).toBe(400);
    expect((await get("sessions=0")).status).toBe(400);
    expect((await get("sessions=abc")).status).toBe(400);
    expect((await get("mode=telepathy")).status).toBe(400);
    expect((await get("sessions=30")).status).toBe(200);
  });
});
