import { SEED_BSB, SEED_IRD_NUMBER, SEED_SECRET_MARKER } from "../scripts/seed/secrets.ts";
import { expect, test } from "./fixtures";

/** The spec's API calls over HTTP against the built worker with the sample data. */
test.describe("API over HTTP", () => {
  test("GET /api/gyms filters the sample data and leaks no secret", async ({ request }) => {
    const response = await request.get("/api/gyms?city=Auckland&equipment=Olympic%20Lifting%20Platform");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-security-policy"]).toBeTruthy();
    const text = await response.text();
    const gyms = JSON.parse(text) as {
      city: string;
      equipment: string[];
      averageRating: number | null;
      distanceKm: number;
    }[];
    expect(gyms.length).toBeGreaterThan(0);
    for (const gym of gyms) {
      expect(gym.city).toBe("Auckland");
      expect(gym.equipment).toContain("Olympic Lifting Platform");
      expect(typeof gym.distanceKm).toBe("number");
    }
    for (const secret of [SEED_SECRET_MARKER, SEED_BSB, SEED_IRD_NUMBER]) expect(text).not.toContain(secret);
  });

  test("bad query values are a 400 with a message, a missing gym a 404", async ({ request }) => {
    const bad = await request.get("/api/gyms?minPrice=abc");
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toContain("minPrice");
    const missing = await request.get("/api/gyms/999999");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: "Gym not found" });
  });

  test("saving a gym: same-origin works and is per visitor; cross-site is refused", async ({
    playwright,
    baseURL,
  }) => {
    const first = await playwright.request.newContext({ baseURL });
    const second = await playwright.request.newContext({ baseURL });
    const [gym] = (await (await first.get("/api/gyms?city=Wellington")).json()) as { id: number }[];
    const saved = await first.post("/api/saved-gyms", { data: { gymId: gym!.id, userId: 1 } });
    expect(saved.status()).toBe(201);
    expect(
      ((await (await first.get("/api/saved-gyms")).json()) as { id: number }[]).map((g) => g.id),
    ).toEqual([gym!.id]);
    expect(await (await second.get("/api/saved-gyms?userId=1")).json()).toEqual([]);

    const forged = await second.post("/api/saved-gyms", {
      data: { gymId: gym!.id },
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(forged.status()).toBe(403);
    await first.dispose();
    await second.dispose();
  });

  test("robots.txt and sitemap.xml", async ({ request }) => {
    expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin");
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("xml");
    expect(await sitemap.text()).toMatch(/<loc>http:\/\/localhost:\d+\/gym\/\d+<\/loc>/);
  });
});
