import { expect, expectAccessible, test } from "./fixtures";

/** A fresh address per run: the e2e database persists between runs. */
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe("waitlist /waitlist", () => {
  test("each required field shows its message", async ({ page }) => {
    await page.goto("/waitlist");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1, name: "Join the waitlist" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Location is required")).toBeVisible();
    await expect(page.getByText("Primary sport is required")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("E-mail").fill("not-an-email");
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page).toHaveURL(/\/waitlist$/);
    await expectAccessible(page);
  });

  test("joining shows the thank-you view with the perks; joining again is the same success @phone", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail("join");
    for (const attempt of [1, 2]) {
      await page.goto("/waitlist");
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      await page.getByLabel("Name").fill(`Kiri Walker ${attempt}`);
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Location").fill("Wellington, New Zealand");
      await page.getByLabel("Primary sport").selectOption({ label: "Powerlifting" });
      await page.getByLabel("How did you hear about us?").selectOption({ label: "Instagram" });
      await page.getByLabel("Anything else we should know?").fill("Competing in Sydney next month.");
      await page.getByRole("button", { name: "Join Waitlist" }).click();

      await expect(page).toHaveURL(/\/waitlist\?joined$/);
      await expect(page.getByRole("heading", { level: 1, name: "You're on the list!" })).toBeVisible();
      const perks = page.getByRole("region", { name: "Your early member perks" });
      await expect(perks.getByText("Free access at launch")).toBeVisible();
      await expect(perks.getByText("Founding-member pricing")).toBeVisible();
      await expect(page.getByText("Failed to join waitlist. Please try again.")).toHaveCount(0);
    }
    await expect(page.getByRole("link", { name: "Browse Gyms" })).toHaveAttribute("href", "/gym-feed");
    await expectAccessible(page);
    await page.screenshot({
      path: `e2e/screenshots/waitlist-thank-you-${testInfo.project.name}.png`,
      fullPage: true,
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form posts natively: messages from the server, then the thank-you view", async ({ page }) => {
      await page.goto("/waitlist");
      // The browser's own checks would stop an empty form; switch them off to see the server's answers.
      await page.locator("form#waitlist").evaluate((form) => form.setAttribute("novalidate", ""));
      await page.getByRole("button", { name: "Join Waitlist" }).click();
      await expect(page.getByText("Name is required")).toBeVisible();
      await expect(page.getByText("Please enter a valid email address")).toBeVisible();
      await expect(page.getByText("Location is required")).toBeVisible();
      await expect(page.getByText("Primary sport is required")).toBeVisible();

      await page.getByLabel("Name").fill("Josh Bennett");
      await page.getByLabel("E-mail").fill(uniqueEmail("nojs"));
      await page.getByLabel("Location").fill("Sydney, Australia");
      await page.getByLabel("Primary sport").selectOption({ label: "CrossFit" });
      await page.getByRole("button", { name: "Join Waitlist" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "You're on the list!" })).toBeVisible();
    });
  });

  test("screenshots at 390 and 1280 px", async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/waitlist");
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      await page.screenshot({ path: `e2e/screenshots/waitlist-${width}.png`, fullPage: true });
    }
  });
});
