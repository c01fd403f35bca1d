import { expect, expectAccessible, test } from "./fixtures";

test.describe("sport specific /sport-specific", () => {
  test("category → sport → results with the chosen criteria, and Back to Search", async ({ page }) => {
    await page.goto("/sport-specific");
    await expect(page.getByRole("heading", { level: 1, name: "Sport Specific Athletes" })).toBeVisible();
    await expect(page.getByRole("radio")).toHaveCount(8);
    await expectAccessible(page);
    await page.getByRole("radio", { name: /Strength and Power/ }).check();
    await page.getByRole("button", { name: "Next: choose your sport" }).click();

    await page.getByRole("radio", { name: "Powerlifting" }).check();
    await page.getByRole("checkbox", { name: "Lift Rack" }).check();
    await page.getByRole("button", { name: "Find a Gym" }).click();

    await expect(page.getByRole("heading", { name: "Your search" })).toBeVisible();
    await expect(page.getByText("Strength and Power", { exact: true })).toBeVisible();
    await expect(page.getByText(/^\d+ facilit(y|ies) for Powerlifting$/)).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "Back to Search" }).first().click();
    await expect(page.getByRole("radio", { name: "Powerlifting" })).toBeVisible();
  });

  test("no facilities: the spec's empty state names the sport", async ({ page }) => {
    await page.goto("/sport-specific?category=combat-sports&sport=Wrestling&city=Dunedin");
    await expect(page.getByRole("heading", { name: "No Wrestling facilities found" })).toBeVisible();
  });

  test("a sport outside the category is refused with a message", async ({ page }) => {
    const response = await page.goto("/sport-specific?category=endurance&sport=Boxing");
    expect(response?.status()).toBe(400);
    await expect(page.getByText("Choose a sport from the selected category.")).toBeVisible();
  });
});
