import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openEveryDayGym } from "./seeded-gyms";

/*
 * Form islands (ADR 016): a page's forms load after it. These tests hold the island modules back
 * (every `*.island-*.js` chunk) to look at the page in between: the server's form must stand in,
 * never a placeholder, and be the same DOM (with what was typed) once its JavaScript arrives.
 */

/** Holds every island module until `release()` is called. */
async function holdIslands(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.island-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Counts placeholders (an island's fallback, `aria-busy`) ever inserted into the document. */
async function countPlaceholders(page: Page) {
  await page.addInitScript(() => {
    const seen = { count: 0 };
    Object.assign(window, { __placeholders: seen });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && node.matches('[aria-busy="true"], [aria-busy="true"] *'))
            seen.count += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __placeholders: { count: number } }).__placeholders.count);
}

/** Marks a DOM node, to tell later whether React kept it or replaced it. */
const mark = (page: Page, selector: string) =>
  page.locator(selector).evaluate((node) => Object.assign(node, { __fromServer: true }));
const isMarked = (page: Page, selector: string) =>
  page.locator(selector).evaluate((node) => "__fromServer" in node);

test.describe("form islands", () => {
  test("the server's form stands in until its island hydrates, then is the same form", async ({ page }) => {
    const gym = await openEveryDayGym(page.request);
    const placeholders = await countPlaceholders(page);
    const release = await holdIslands(page);
    const islandRequested = page.waitForRequest(/\.island-[\w-]+\.js$/);
    await page.goto(`/gym/${gym.id}/book`, { waitUntil: "domcontentloaded" });
    await islandRequested; // hydration has reached the form

    await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await mark(page, "form#booking-details");
    await page.getByLabel("Name").fill("Aroha Island");

    release();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(await isMarked(page, "form#booking-details")).toBe(true);
    await expect(page.getByLabel("Name")).toHaveValue("Aroha Island");
    expect(await placeholders()).toBe(0);

    // Hydrated: Conform validates on blur, without a round trip.
    await page.getByLabel("E-mail").fill("not an e-mail");
    await page.getByLabel("E-mail").blur();
    await expect(page.getByText("Valid email is required", { exact: true })).toBeVisible();
  });

  test("a toast flashed on load leaves the waiting form in place", async ({ page, baseURL }) => {
    const gym = await openEveryDayGym(page.request);
    const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(
      new Date(Date.now() + 10 * 86_400_000),
    );
    // A booking created by a native POST: its redirect flashes "Booking Created" on the payment step.
    const created = await page.request.post(`/gym/${gym.id}/book`, {
      form: {
        intent: "details",
        athleteName: "Toast Test",
        athleteEmail: "toast@example.com",
        bookingType: "day_pass",
        bookingDate: date,
        startTime: "09:00",
        athletes: "1",
      },
      headers: { origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(created.status()).toBe(302);
    const paymentStep = created.headers().location ?? "";
    expect(paymentStep).toMatch(/\?booking=\d+$/);

    const placeholders = await countPlaceholders(page);
    const release = await holdIslands(page);
    await page.goto(paymentStep, { waitUntil: "domcontentloaded" });
    await expect(page.getByText("Booking Created")).toBeVisible(); // shown while the island waits
    await mark(page, "form#booking-payment");

    release();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(await isMarked(page, "form#booking-payment")).toBe(true);
    expect(await placeholders()).toBe(0);
  });

  test("a client navigation waits for the next page's island instead of showing a placeholder", async ({
    page,
  }) => {
    const gym = await openEveryDayGym(page.request);
    const placeholders = await countPlaceholders(page);
    await page.goto(`/gym/${gym.id}`);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const before = await placeholders();
    const release = await holdIslands(page);
    const islandRequested = page.waitForRequest(/\.island-[\w-]+\.js$/);

    await page.getByRole("link", { name: "BOOK NOW" }).click();
    await islandRequested;
    await expect(page).toHaveURL(new RegExp(`/gym/${gym.id}$`)); // still on the gym page
    release();
    await expect(page).toHaveURL(new RegExp(`/gym/${gym.id}/book$`));
    await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeVisible();
    expect(await placeholders()).toBe(before);
  });
});
