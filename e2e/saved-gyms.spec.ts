import { expect, expectAccessible, test } from "./fixtures";

test.describe("favourites /saved-gyms", () => {
  test("empty state for a new visitor", async ({ page }) => {
    await page.goto("/saved-gyms");
    await expect(page.getByRole("heading", { name: "No saved gyms yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Gyms" })).toHaveAttribute("href", "/gyms");
    await expectAccessible(page);
  });

  test("a gym saved on /gyms appears with real ratings, and another visitor does not see it @phone", async ({
    page,
    browser,
  }, testInfo) => {
    await page.goto("/gyms?city=Auckland");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const card = page.getByRole("article").first();
    const name = (await card.getByRole("heading").textContent()) ?? "";
    await card.getByRole("button", { name: `Save ${name}` }).click();
    await expect(page.getByText("Gym saved", { exact: true })).toBeVisible();

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Favorites" }).click();
    await expect(page).toHaveURL(/\/saved-gyms$/);
    const saved = page.getByRole("article");
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole("heading", { name })).toBeVisible();
    await expect(saved.getByText(/\(\d+ reviews?\)|No reviews yet/)).toBeVisible();
    await expect(saved.getByRole("link", { name: "View Details" })).toHaveAttribute("href", /^\/gym\/\d+$/);
    await expect(saved.getByRole("link", { name: "Book" })).toHaveAttribute("href", /^\/gym\/\d+\/book$/);
    await page.screenshot({ path: `e2e/screenshots/saved-gyms-${testInfo.project.name}.png` });
    await expectAccessible(page);

    const strangerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const stranger = await strangerContext.newPage();
    await stranger.goto("/saved-gyms");
    await expect(stranger.getByRole("heading", { name: "No saved gyms yet" })).toBeVisible();
    await strangerContext.close();

    await saved.getByRole("button", { name: `Remove ${name} from favourites` }).click();
    await expect(page.getByText("Gym removed", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No saved gyms yet" })).toBeVisible();
  });
});
