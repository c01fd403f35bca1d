import { expect, expectAccessible, test } from "./fixtures";

test.describe("gym search /gyms", () => {
  test("defaults to Wellington, $10-$100, with real results and distances", async ({ page }) => {
    await page.goto("/gyms");
    await expect(page.getByRole("heading", { level: 2, name: "Gyms in Wellington" })).toBeVisible();
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
    const cards = page.getByRole("article");
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.first().getByText(/km away/)).toBeVisible();
    await expect(cards.first().getByRole("link", { name: "Select" })).toHaveAttribute("href", /^\/gym\/\d+$/);
    await expect(page.getByRole("slider", { name: "Minimum price" })).toHaveValue("10");
    await expect(page.getByRole("slider", { name: "Maximum price" })).toHaveValue("100");
    await expectAccessible(page);
  });

  test("search Auckland, then filter by Olympic Lifting Platform: every result has it, and the URL says so", async ({
    page,
  }) => {
    await page.goto("/gyms");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const where = page.getByRole("search").getByLabel("Where");
    await where.fill("Auckland");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Gyms in Auckland" })).toBeVisible();
    const before = Number((await page.getByText(/^\d+ results?$/).textContent())?.split(" ")[0]);

    await page.getByRole("checkbox", { name: "Olympic Lifting Platform" }).check();
    await page.getByRole("button", { name: "Search", exact: true }).last().click();
    await expect(page).toHaveURL(/equipment=Olympic\+Lifting\+Platform/);
    const after = Number((await page.getByText(/^\d+ results?$/).textContent())?.split(" ")[0]);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThanOrEqual(before);
    for (const card of await page.getByRole("article").all()) {
      await expect(card.getByRole("heading")).toBeVisible();
    }
  });

  test("on a phone the page does not jump while it loads: the search form stays as the server sent it @phone-only", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen = { shift: 0, formRemoved: false };
      (window as unknown as { __loading: typeof seen }).__loading = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.shift += (entry as unknown as { value: number }).value;
      }).observe({ type: "layout-shift", buffered: true });
      document.addEventListener("DOMContentLoaded", () => {
        new MutationObserver((mutations) => {
          for (const mutation of mutations)
            for (const node of mutation.removedNodes)
              if (node instanceof HTMLFormElement && node.id === "gym-search") seen.formRemoved = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
    });
    await page.goto("/gyms");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page.locator("summary", { hasText: "Filters" })).toBeVisible();
    const seen = await page.evaluate(
      () => (window as unknown as { __loading: { shift: number; formRemoved: boolean } }).__loading,
    );
    expect(seen.formRemoved).toBe(false);
    // Lighthouse's "good" cumulative layout shift is under 0.1; the form's vanishing was 0.31.
    expect(seen.shift).toBeLessThan(0.1);
  });

  test("on a wide screen the header's row is as wide as the search page's", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "a wide screen");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/gyms");
    const header = await page.locator('[data-slot="header"] > div').boundingBox();
    const content = await page.locator('main [data-slot="container"]').first().boundingBox();
    expect(header && content).toBeTruthy();
    expect(Math.round(header!.x)).toBe(Math.round(content!.x));
    expect(Math.round(header!.width)).toBe(Math.round(content!.width));
    await page.screenshot({ path: "e2e/screenshots/gyms-header-1280.png" });
  });

  test("an impossible filter shows the spec's empty state", async ({ page }) => {
    await page.goto(
      "/gyms?city=Wellington&minPrice=10&maxPrice=10&equipment=Olympic+Lifting+Platform&equipment=Battle+Ropes&equipment=Rowing+Machine",
    );
    await expect(page.getByText("No gyms found matching your criteria in this area.")).toBeVisible();
  });

  test("a bad filter value explains itself instead of failing", async ({ page }) => {
    const response = await page.goto("/gyms?minPrice=abc");
    expect(response?.status()).toBe(400);
    await expect(page.getByText(/minPrice/)).toBeVisible();
  });

  test("the heart saves and removes a gym with the spec's toasts @phone", async ({ page }, testInfo) => {
    await page.goto("/gyms");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const firstCard = page.getByRole("article").first();
    const name = (await firstCard.getByRole("heading").textContent()) ?? "";
    // The save's revalidation must end before the remove: React Router aborts a revalidation that a
    // second submission overtakes, and the aborted body can surface as a page error.
    const revalidated = page.waitForResponse(
      (r) => r.request().method() === "GET" && new URL(r.url()).pathname.endsWith(".data"),
    );
    await firstCard.getByRole("button", { name: `Save ${name}` }).click();
    await expect(page.getByText("Gym saved", { exact: true })).toBeVisible();
    await (await revalidated).finished();
    const heart = page.getByRole("button", { name: `Remove ${name} from favourites` });
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await page.screenshot({ path: `e2e/screenshots/gyms-${testInfo.project.name}.png`, fullPage: false });
    await heart.click();
    await expect(page.getByText("Gym removed", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: `Save ${name}` })).toHaveAttribute("aria-pressed", "false");
  });
});
