import { expect, expectAccessible, test } from "./fixtures";

test.describe("gym feed /gym-feed", () => {
  test("training-day calendar: Find Gyms waits for a day, then finds gyms open that day", async ({
    page,
  }) => {
    await page.goto("/gym-feed");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page.getByRole("article").first()).toBeVisible();
    const findGyms = page.getByRole("button", { name: "Find Gyms" });
    await expect(findGyms).toBeDisabled();

    // The calendar opens on the current month; move to next month so every day is in the future.
    const monthHeading = page.getByRole("grid").locator("xpath=preceding::*[@aria-live][1]");
    const before = await monthHeading.textContent();
    await page.getByRole("button", { name: "Next month" }).click();
    await expect(monthHeading).not.toHaveText(before ?? "");
    const days = page.getByRole("grid").locator("button:not([aria-disabled])");
    await days.nth(9).click();
    await days.nth(10).click();
    await expect(page.getByText("2 days selected")).toBeVisible();
    await expect(findGyms).toBeEnabled();

    await page.getByRole("button", { name: "Clear dates" }).click();
    await expect(findGyms).toBeDisabled();
    await days.nth(9).click();
    await findGyms.click();
    await expect(page).toHaveURL(/days=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectAccessible(page);
  });

  test("search by city and the empty state", async ({ page }) => {
    await page.goto("/gym-feed?city=Queenstown");
    await expect(page.getByRole("heading", { name: "Gyms in Queenstown" })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    await page.goto("/gym-feed?city=Atlantis");
    await expect(page.getByText("No gyms found matching your criteria in this area.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No gyms found" })).toBeVisible();
  });
});
