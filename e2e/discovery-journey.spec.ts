import { expect, test } from "./fixtures";

/** The discovery issue's walk: search Auckland → filter → open a gym → save it → see it in /saved-gyms. */
test("search Auckland, filter by Olympic Lifting Platform, open a gym, save it, find it in favourites", async ({
  page,
}) => {
  await page.goto("/gyms");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByRole("search").getByLabel("Where").fill("Auckland");
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Gyms in Auckland" })).toBeVisible();

  // Filters apply when they change (issue 20): no Search click, which would race the change's own search.
  await page.getByRole("checkbox", { name: "Olympic Lifting Platform" }).check();
  await expect(page).toHaveURL(/equipment=Olympic\+Lifting\+Platform/);
  await page.waitForLoadState("networkidle");

  const card = page.getByRole("article").first();
  const name = (await card.getByRole("heading").textContent()) ?? "";
  await card.getByRole("link", { name: "Select" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Olympic Lifting Platform").first()).toBeVisible();

  await page.getByRole("button", { name: `Save ${name}` }).click();
  await expect(page.getByText("Gym saved", { exact: true })).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Favorites" }).click();
  await expect(page.getByRole("article").getByRole("heading", { name })).toBeVisible();
});
