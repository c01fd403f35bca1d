import { expect, test } from "./fixtures";

/**
 * The shared page cache (ADR 014) as a browser meets it: an anonymous visitor gets the cached
 * /gyms page with a nonce of its own, so the page's scripts run under the CSP and it hydrates.
 */
test("an anonymous visitor gets the cached search page, and it hydrates and works", async ({
  page,
  request,
}) => {
  // A search of its own, so this run renders it first whatever earlier runs cached.
  const maxPrice = 60 + Math.floor(Math.random() * 40);
  const path = `/gyms?city=Wellington&minPrice=10&maxPrice=${maxPrice}&sort=price`;
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  // The first answer is stored in the background; the next ones come from the cache.
  await expect.poll(async () => (await request.get(path)).headers()["x-page-cache"]).toBe("hit");

  const response = await page.goto(path);
  expect(response?.headers()["x-page-cache"]).toBe("hit");
  const nonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  expect(await response?.text()).toContain(`nonce="${nonce}"`);
  // Hydration needs the inline scripts: a stale nonce would be a CSP error (and fail the fixture).
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

  await page.getByLabel("Sort by").selectOption("rating");
  await expect(page).toHaveURL(/sort=rating/);
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("a visitor with a cookie gets the page rendered for them", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "gr_probe", value: "1", url: baseURL ?? "http://localhost" }]);
  const response = await page.goto("/gyms?city=Wellington");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-page-cache"]).toBeUndefined();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
});
