import { expect, expectAccessible, test } from "./fixtures";

test.describe("trainers", () => {
  test("feed: search narrows, empty state clears, a card opens the profile", async ({ page }) => {
    await page.goto("/trainer-feed");
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    const total = await cards.count();
    expect(total).toBeGreaterThan(1);
    await expectAccessible(page);

    await page.goto("/trainer-feed?q=zzzz-nobody");
    await expect(page.getByRole("heading", { name: "No trainers found" })).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page.getByRole("article")).toHaveCount(total);

    const name = (await cards.first().getByRole("heading").textContent()) ?? "";
    await cards.first().getByRole("link", { name: "Select Trainer" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("profile: the session request form explains errors, then sends @phone", async ({ page }, testInfo) => {
    await page.goto("/trainer-feed");
    await page.getByRole("article").first().getByRole("link", { name: "Select Trainer" }).click();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await page.getByLabel("Name").fill("Aroha");
    await page.getByLabel("E-mail").fill("aroha@example.com");
    // A start date a month ahead: the form (and the server) refuse one that has passed.
    await page
      .getByLabel("Start date")
      .fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByText("Request sent!", { exact: true })).toBeVisible();
    await page.screenshot({ path: `e2e/screenshots/trainer-${testInfo.project.name}.png`, fullPage: true });
    await expectAccessible(page);
  });

  test("a missing trainer is a 404", async ({ page }) => {
    const response = await page.goto("/trainer/999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Trainer not found" })).toBeVisible();
  });
});
