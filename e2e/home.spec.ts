import { expect, expectAccessible, test } from "./fixtures";

const SLIDES = [
  "Find the perfect gym",
  "Get discovered by travelling athletes",
  "Become an ambassador and get sponsored",
  "Merchandise",
];

async function gotoHydrated(page: import("@playwright/test").Page, url: string) {
  await page.goto(url);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

function activeSlideHeading(page: import("@playwright/test").Page, index: number) {
  // Inactive slides are hidden from assistive technology, so only the active one has the role.
  return page.getByRole("heading", { level: 2, name: SLIDES[index], exact: true });
}

test.describe("home", () => {
  test("shows the spec's blocks with exact labels and passes axe", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("link", { name: "ABOUT US", exact: true })).toHaveAttribute("href", "/about");
    for (const [name, href] of [
      ["SPORT SPECIFIC ATHLETES", "/sport-specific"],
      ["TRAVELLING WITH A TEAM", "/team-booking"],
      ["FIND A GYM", "/gym-feed"],
      ["LIST YOUR FACILITY", "/add-gym"],
      ["JOIN WAITLIST", "/waitlist"],
      ["VIEW MOCKUP", "/gym-mockup"],
    ] as const) {
      await expect(page.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
    }
    await expect(page.getByText("Join the waitlist for free access when we launch")).toBeVisible();
    await expect(page.getByText("Free for early members • Paid after launch")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Favorites" })).toHaveAttribute("href", "/saved-gyms");
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
    await expectAccessible(page);
  });

  test("carousel: arrows and dots move between the four slides and wrap around", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(activeSlideHeading(page, 0)).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Coming Soon" })).toBeDisabled();

    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(activeSlideHeading(page, 1)).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Add Your Gym" })).toHaveAttribute("href", "/gym-terms");

    await page.getByRole("button", { name: "Go to slide 3" }).click();
    await expect(activeSlideHeading(page, 2)).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/ambassador-terms");
    await expect(page.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "true");

    await page.getByRole("button", { name: "Go to slide 4" }).click();
    await expect(activeSlideHeading(page, 3)).toHaveCount(1);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(activeSlideHeading(page, 0)).toHaveCount(1);
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect(activeSlideHeading(page, 3)).toHaveCount(1);
  });

  test("carousel advances by itself every 8 seconds", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await page.mouse.move(0, 0);
    await expect(activeSlideHeading(page, 0)).toHaveCount(1);
    await page.clock.runFor(7_000);
    await expect(activeSlideHeading(page, 0)).toHaveCount(1);
    await page.clock.runFor(1_500);
    await expect(activeSlideHeading(page, 1)).toHaveCount(1);
    // Each advance schedules the next timer after React re-renders, so step slide by slide.
    for (const next of [2, 3, 0]) {
      await page.clock.runFor(8_000);
      await expect(activeSlideHeading(page, next)).toHaveCount(1);
    }
  });

  test("carousel does not advance for users who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await gotoHydrated(page, "/");
    await page.clock.runFor(20_000);
    await expect(activeSlideHeading(page, 0)).toHaveCount(1);
  });

  test("tiles navigate to their screens", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: /^FIND A GYM/ }).click();
    await expect(page).toHaveURL(/\/gym-feed$/);
    await page.goBack();
    await page.getByRole("link", { name: /^LIST YOUR FACILITY/ }).click();
    await expect(page).toHaveURL(/\/add-gym$/);
  });

  test("header and bottom bar link to About Us, which scrolls to the top @phone", async ({
    page,
  }, testInfo) => {
    await gotoHydrated(page, "/");
    await page.screenshot({ path: `e2e/screenshots/home-${testInfo.project.name}.png`, fullPage: true });
    await page.mouse.wheel(0, 2000);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "About GymRoam" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectAccessible(page);
  });
});
