import type { Page, Request } from "@playwright/test";
import { runScheduledJobsWithRollupDue, signInAsAdmin } from "./admin";
import { expect, test } from "./fixtures";

/*
 * Visitor analytics count every page a visitor is shown, once (issue 20, ADR 027): a page shown by
 * in-app navigation (a link, back, forward) counts like a document load; the document load is not
 * counted twice; a prefetch or a hash change is no page shown.
 */

test.skip(({ isMobile }) => isMobile, "one browser is enough");

/** The paths the browser reported through the page-view beacon, in order. */
function beacons(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/page-view")
      paths.push((request.postDataJSON() as { path: string }).path);
  });
  return paths;
}

/** The gym-terms page and the application it links to: a page other tests seldom open, so its count is ours. */
const TERMS = "/gym-terms";
const APPLY = "/add-gym";

/** The page is shown: its address and its heading (a page the browser skipped past was never shown). */
async function onTerms(page: Page) {
  await expect(page).toHaveURL(new RegExp(`${TERMS}(#terms)?$`));
  await expect(page.getByRole("heading", { level: 1, name: "Partner terms for gym owners" })).toBeVisible();
}
async function onApply(page: Page) {
  await expect(page).toHaveURL(APPLY);
  await expect(page.getByRole("heading", { level: 1, name: /^List your facility on/ })).toBeVisible();
}

async function showApplyThenTermsAgain(page: Page) {
  await page.getByRole("link", { name: "Add Your Gym" }).click();
  await onApply(page);
  await page.goBack();
  await onTerms(page);
}

test("five pages shown by in-app navigation are five visits, each reported once; the admin counts them", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const reported = beacons(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
  });

  await page.goto(TERMS);
  await page.locator("html[data-hydrated]").waitFor();
  // Hovering a link (where a prefetch would start) and a hash change show no new page.
  await page.getByRole("link", { name: "Add Your Gym" }).hover();
  await page.evaluate(() => {
    window.location.hash = "terms";
  });

  // Five pages, all in-app: the application, back to the terms, forward, back, the application.
  await page.getByRole("link", { name: "Add Your Gym" }).click();
  await onApply(page);
  await page.goBack();
  await onTerms(page);
  await page.goForward();
  await onApply(page);
  await page.goBack();
  await onTerms(page);
  await page.getByRole("link", { name: "Add Your Gym" }).click();
  await onApply(page);

  // One document load (counted by the worker), five reports (one per page shown), in order.
  expect(documents).toEqual([TERMS]);
  await expect.poll(() => reported.length).toBe(5);
  expect(reported).toEqual([APPLY, TERMS, APPLY, TERMS, APPLY]);

  // More visits to the terms page, so it ranks among the popular pages whatever else the suite visits.
  await page.goBack();
  await onTerms(page);
  const termsShownInApp = 2 + 1 + 20;
  for (let i = 0; i < 20; i++) await showApplyThenTermsAgain(page);
  await expect.poll(() => reported.filter((p) => p === TERMS).length).toBe(termsShownInApp);

  // The admin's figures count every one of them (and the document load), not only the document load.
  // Nobody presses Refresh now: the figures move because the scheduled jobs run, as the production
  // cron runs them every minute (issue 20); the test runs them itself rather than wait for the minute.
  const lastShown = Date.now();
  await signInAsAdmin(page);
  await expect(async () => {
    await runScheduledJobsWithRollupDue(page.request);
    const response = await page.request.get("/api/admin/visitor-analytics");
    expect(Date.parse(response.headers()["last-modified"] ?? "")).toBeGreaterThanOrEqual(lastShown - 1000);
    const body = (await response.json()) as { popularPages: { path: string; count: number }[] };
    const terms = body.popularPages.find((p) => p.path === TERMS);
    expect(terms?.count ?? 0, `${TERMS} in ${JSON.stringify(body.popularPages)}`).toBeGreaterThanOrEqual(
      termsShownInApp + 1,
    );
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
});

test("the beacon counts only pages: an admin path, a file or a bot's report is refused silently", async ({
  request,
}) => {
  for (const path of ["/admin/analytics", "/api/gyms", "/sitemap.xml", "https://evil.example/x", 42]) {
    const response = await request.post("/api/page-view", { data: { path } });
    expect([204, 400], String(path)).toContain(response.status());
  }
  const bot = await request.post("/api/page-view", {
    data: { path: "/about" },
    headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
  });
  expect(bot.status()).toBe(204);
  const cross = await request.post("/api/page-view", {
    data: { path: "/about" },
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  });
  expect(cross.status()).toBe(403);
});
