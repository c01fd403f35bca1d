import { adminPassword, runScheduledJobsWithRollupDue } from "./admin";
import { expect, expectAccessible, test } from "./fixtures";

/** Pages visited by this test; each must then appear in the popular pages. */
const VISITS = ["/about", "/ambassador-terms", "/about", "/add-gym", "/ambassador-terms", "/about"];

/**
 * Popular pages are a top 10 over the whole suite's visits, which run in any order: each path is also
 * fetched this many more times, so it outranks pages other tests visit (the busiest has about 15).
 */
const EXTRA_VISITS = 25;

test("analytics: visit pages, sign in, Refresh now, see the visits counted", async ({ page }) => {
  // 75 extra visits, two accessibility checks and two full-page screenshots on a busy machine.
  test.setTimeout(120_000);
  for (const path of VISITS) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
  // Each path's extra visits at once: only their count matters, and one by one they took 10 s.
  for (const path of new Set(VISITS)) {
    const responses = await Promise.all(Array.from({ length: EXTRA_VISITS }, () => page.request.get(path)));
    for (const response of responses) expect(response.status(), path).toBe(200);
  }

  await page.goto("/admin-login");
  await page.getByLabel("Password").fill(adminPassword());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.locator("html[data-hydrated]").waitFor();

  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Analytics" })
    .click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole("heading", { level: 2, name: "Analytics" })).toBeVisible();
  await expect(page.getByText(/^Last 24 hours, as of \d{4}-\d\d-\d\d \d\d:\d\d NZ[DS]T$/)).toBeVisible();

  await page.getByRole("button", { name: "Refresh now" }).click();
  // Either freshly computed, or computed less than a minute ago (when the tab was opened).
  await expect(page.getByText(/^(Analytics refreshed|Already up to date)$/)).toBeVisible();

  const popular = page.getByRole("table", { name: "Popular pages (top 10)" });
  // The cron (every minute under npm start) may have rolled up before all these visits were written
  // (each is recorded after its response): ask again until a refresh counts every one of them. A
  // second try first runs the scheduled jobs at a time the rollup is due, rather than wait a minute.
  let tries = 0;
  await expect(async () => {
    if (tries++ > 0) await runScheduledJobsWithRollupDue(page.request);
    await page.getByRole("button", { name: "Refresh now" }).click();
    for (const path of new Set(VISITS)) {
      const row = popular
        .getByRole("row")
        .filter({ has: page.getByRole("cell", { name: path, exact: true }) });
      await expect(row, path).toHaveCount(1, { timeout: 3_000 });
      const views = Number(await row.getByRole("cell").nth(1).textContent());
      expect(views, path).toBeGreaterThanOrEqual(VISITS.filter((p) => p === path).length + EXTRA_VISITS);
    }
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
  expect(Number(await page.locator('[data-stat="totalVisits"]').textContent())).toBeGreaterThanOrEqual(
    VISITS.length,
  );
  expect(Number(await page.locator('[data-stat="uniqueIPs"]').textContent())).toBeGreaterThanOrEqual(1);
  expect(
    Number(await page.locator('[data-stat="gymApplicationPageVisits"]').textContent()),
  ).toBeGreaterThanOrEqual(1);
  // Visitors appear as short hashes, never as addresses.
  const recent = page.getByRole("table", { name: "Recent visits (latest 20)" });
  await expect(recent.getByRole("cell", { name: /^[0-9a-f]{10}$/ }).first()).toBeVisible();
  await expect(recent).not.toContainText("127.0.0.1");
  // The admin area itself is never counted.
  await expect(popular).not.toContainText("/admin");
  await expectAccessible(page);
  await page.screenshot({ path: "e2e/screenshots/admin-analytics-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.screenshot({ path: "e2e/screenshots/admin-analytics-390.png", fullPage: true });

  // The same figures through the API, with the session cookie.
  const api = await page.request.get("/api/admin/visitor-analytics");
  expect(api.status()).toBe(200);
  const body = (await api.json()) as { popularPages: { path: string }[]; totalVisits: number };
  expect(body.totalVisits).toBeGreaterThanOrEqual(VISITS.length);
  expect(body.popularPages.map((p) => p.path)).toEqual(expect.arrayContaining([...new Set(VISITS)]));
});

test("analytics API: 401 without a token", async ({ request }) => {
  const response = await request.get("/api/admin/visitor-analytics");
  expect(response.status()).toBe(401);
});
