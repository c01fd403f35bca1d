import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { payWith } from "./payment";
import { openEveryDayGym } from "./seeded-gyms";

function weekAhead(days = 7): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(date);
}

async function fillDetails(page: Page, date: string, name = "Tama Rewi") {
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill("tama@example.com");
  await page.getByLabel("Booking date").fill(date);
  await page.getByLabel("Start time").selectOption("08:00");
}

test.describe("booking a gym /gym/{id}/book", () => {
  test("a day pass paid with 4242 4242 4242 4242 is confirmed and listed in My Bookings", async ({
    page,
  }) => {
    const gym = await openEveryDayGym(page.request);
    await page.goto(`/gym/${gym.id}/book`);
    await page.locator("html[data-hydrated]").waitFor();
    await expect(page.getByRole("heading", { level: 1, name: `Book ${gym.name}` })).toBeVisible();
    await expect(page.getByText("All fees included")).toBeVisible();
    await expect(page.getByLabel("Duration (hours)")).toBeHidden();
    await expectAccessible(page);

    await fillDetails(page, weekAhead());
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("Booking Created")).toBeVisible();
    await expect(
      page.getByText("Your booking has been created. Please complete payment to confirm."),
    ).toBeVisible();
    await expect(page.getByText(/Secure card payment/)).toBeVisible();
    await expectAccessible(page);

    await payWith(page, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    await expect(page.getByText("Arrive 10 minutes early.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
      "href",
      /^\/api\/bookings\/\d+\/calendar$/,
    );
    await expectAccessible(page);

    await page.getByRole("link", { name: "View My Bookings" }).click();
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(
      page.getByRole("article").filter({ hasText: gym.name }).getByText("Confirmed").first(),
    ).toBeVisible();
  });

  test("a 4000 0000 0000 0002 card shows Payment Failed and the booking can be paid again", async ({
    page,
  }) => {
    const gym = await openEveryDayGym(page.request);
    await page.goto(`/gym/${gym.id}/book`);
    await page.locator("html[data-hydrated]").waitFor();
    await fillDetails(page, weekAhead(8));
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText(/Secure card payment/)).toBeVisible();

    await payWith(page, "4000 0000 0000 0002");
    await expect(page.getByText("Payment Failed")).toBeVisible();
    await expect(page.getByText("Your card was declined.")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pay / })).toBeVisible();

    await payWith(page, "4242424242424242");
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  });

  test("an expired card is refused in Stripe's words; corrected, one press on Pay pays", async ({ page }) => {
    const gym = await openEveryDayGym(page.request);
    await page.goto(`/gym/${gym.id}/book`);
    await page.locator("html[data-hydrated]").waitFor();
    await fillDetails(page, weekAhead(9));
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText(/Secure card payment/)).toBeVisible();

    await payWith(page, "4242 4242 4242 4242", "01/20");
    await expect(page.getByText("Your card's expiration year is in the past.")).toBeVisible();
    await page.getByLabel("Expiry (MM/YY)").fill("12/30");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  });

  test("each validation message appears", async ({ page }) => {
    const gym = await openEveryDayGym(page.request);
    await page.goto(`/gym/${gym.id}/book`);
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    for (const message of [
      "Name is required",
      "Valid email is required",
      "Please select a booking date",
      "Start time is required",
    ])
      await expect(page.getByText(message, { exact: true })).toBeVisible();

    await page.getByRole("radio", { name: /Hourly/ }).check();
    await expect(page.getByLabel("Duration (hours)")).toBeVisible();
    await page.getByLabel("Duration (hours)").fill("0");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("Duration must be at least 1 hour", { exact: true })).toBeVisible();

    // A booking type that is not one of the two (a tampered or broken form) gets the spec's message.
    await page.evaluate(() => {
      const radio = document.querySelector<HTMLInputElement>('input[name="bookingType"]:checked');
      if (radio) radio.value = "weekly";
    });
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("Please select a booking type", { exact: true })).toBeVisible();
  });

  test("a missing gym shows Gym Not Found with Return Home", async ({ page }) => {
    const response = await page.goto("/gym/99999999/book");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Gym Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  });
});

test.describe("booking without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an hourly booking can be made and paid with the server alone", async ({ page }) => {
    const gym = await openEveryDayGym(page.request);
    await page.goto(`/gym/${gym.id}/book`);
    await expect(page.getByLabel("Duration (hours)")).toBeHidden();
    await page.getByRole("radio", { name: /Hourly/ }).check();
    await expect(page.getByLabel("Duration (hours)")).toBeVisible();
    await page.getByLabel("Duration (hours)").fill("3");
    await fillDetails(page, weekAhead(9), "No Script");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText(/Secure card payment/)).toBeVisible();
    await payWith(page, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    await expect(page.getByText("3 hours")).toBeVisible();
  });
});
