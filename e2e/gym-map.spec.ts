import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

// 1x1 transparent PNG, served in place of map tiles (the test machine has no internet).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function tiles(page: Page, status: 200 | 404) {
  await page.route("https://tile.openstreetmap.org/**", (route) =>
    status === 200
      ? route.fulfill({ status, contentType: "image/png", body: PNG })
      : route.fulfill({ status, contentType: "text/plain", body: "no tiles" }),
  );
}

test.describe("gym map /gym-map", () => {
  test("shows a pin per gym; choosing one opens its panel linking to the gym", async ({ page }) => {
    await tiles(page, 200);
    await page.goto("/gym-map?city=Wellington");
    const map = page.getByRole("region", { name: "Map of gyms" });
    await expect(map).toHaveAttribute("data-map-status", "ready");
    const listed = await page
      .getByRole("navigation", { name: "Gyms in this area" })
      .getByRole("link")
      .count();
    await expect(map.locator(".leaflet-marker-icon")).toHaveCount(listed);

    await map.locator(".leaflet-marker-icon").first().dispatchEvent("click");
    await expect(page).toHaveURL(/gym=\d+/);
    const panel = page.getByRole("link", { name: "View gym" });
    await expect(panel).toHaveAttribute("href", /^\/gym\/\d+$/);
    await expectAccessible(page);
  });

  test("the side list selects a gym without JavaScript too", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/gym-map?city=Auckland");
    const link = page.getByRole("navigation", { name: "Gyms in this area" }).getByRole("link").first();
    const name = (await link.locator("span").first().textContent()) ?? "";
    await link.click();
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(page.getByRole("link", { name: "View gym" })).toBeVisible();
    await context.close();
  });

  test("when tiles cannot load, the pins and the list still work", async ({ page }) => {
    await tiles(page, 404);
    await page.goto("/gym-map?city=Queenstown");
    const map = page.getByRole("region", { name: "Map of gyms" });
    await expect(map).toHaveAttribute("data-map-status", "ready");
    await expect(map.locator(".leaflet-marker-icon > span").first()).toBeVisible();
    await page.getByRole("navigation", { name: "Gyms in this area" }).getByRole("link").first().click();
    await expect(page.getByRole("link", { name: "View gym" })).toBeVisible();
  });

  test("other pages do not load the map library", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/gyms");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(requested.filter((url) => /leaflet/i.test(url))).toEqual([]);
  });
});
