import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { adminSession, newPartnerContext, signInByLink } from "./partner";
import { payWith } from "./payment";
import { openEveryDayGym } from "./seeded-gyms";

/** A seeded gym closed on some weekday, with its next closed and next open dates 7+ days ahead. */
async function gymWithClosedDay(page: Page) {
  for (const city of ["Wellington", "Auckland", "Sydney", "Melbourne", "Christchurch"]) {
    const list = (await (await page.request.get(`/api/gyms?city=${city}`)).json()) as { id: number }[];
    for (const { id } of list) {
      const gym = (await (await page.request.get(`/api/gyms/${id}`)).json()) as {
        id: number;
        name: string;
        operatingDays: number[];
        dayPassRate: number | null;
      };
      if (gym.operatingDays.length === 0 || gym.operatingDays.length === 7 || !gym.dayPassRate) continue;
      let closed: string | undefined;
      let open: string | undefined;
      for (let offset = 7; !(closed && open); offset++) {
        const date = new Date(Date.now() + offset * 86_400_000);
        const iso = date.toISOString().slice(0, 10);
        if (gym.operatingDays.includes(date.getUTCDay())) open ??= iso;
        else closed ??= iso;
      }
      return { gym, closed: closed!, open: open! };
    }
  }
  throw new Error("No seeded gym is closed on a weekday");
}

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

  test("a closed day offers no time and says so at once; the card fields format as typed @phone", async ({
    page,
  }) => {
    const { gym, closed, open } = await gymWithClosedDay(page);
    await page.goto(`/gym/${gym.id}/book`);
    await page.locator("html[data-hydrated]").waitFor();
    await expect(page.getByText(/^Open (Mon|Tue|Wed|Thu|Fri|Sat|Sun)/)).toBeVisible();
    await page.getByLabel("Booking date").fill(closed);
    await expect(page.getByText(`${gym.name} is closed that day. Please choose another date.`)).toBeVisible();
    await expect(page.getByLabel("Start time").locator("option")).toHaveText(["Closed that day"]);
    await page.screenshot({ path: `e2e/screenshots/booking-closed-day-${page.viewportSize()!.width}.png` });

    await page.getByLabel("Booking date").fill(open);
    await expect(page.getByText(`${gym.name} is closed that day. Please choose another date.`)).toHaveCount(
      0,
    );
    await page.getByLabel("Name").fill("Tama Rewi");
    await page.getByLabel("E-mail").fill("tama@example.com");
    const times = await page.getByLabel("Start time").locator("option").allTextContents();
    await page.getByLabel("Start time").selectOption(times[1]!);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText(/Secure card payment/)).toBeVisible();
    await page.getByLabel("Card number").pressSequentially("4242424242424242");
    await expect(page.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM/YY)").pressSequentially("1229");
    await expect(page.getByLabel("Expiry (MM/YY)")).toHaveValue("12/29");
    await page.getByLabel("Security code").fill("123");
    await page.screenshot({ path: `e2e/screenshots/booking-card-fields-${page.viewportSize()!.width}.png` });
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  });

  test("places left show before Continue; focus follows each step; the toast leaves the card form clear @phone", async ({
    page,
    browser,
    baseURL,
  }) => {
    const gym = await openEveryDayGym(page.request);
    const { capacity } = (await (await page.request.get(`/api/gyms/${gym.id}`)).json()) as {
      capacity: number;
    };
    // A day far ahead, with every place free at this time: other tests book this gym on random days
    // too, so a day one of them took is passed over for another.
    let date = weekAhead(120 + Math.floor(Math.random() * 200));
    const width = page.viewportSize()!.width;
    const choose = async (p: Page) => {
      await p.goto(`/gym/${gym.id}/book`);
      await p.locator("html[data-hydrated]").waitFor();
      await p.getByRole("radio", { name: /Hourly/ }).check();
      await p.getByLabel("Duration (hours)").fill("1");
      await p.getByLabel("Booking date").fill(date);
      await p.getByLabel("Start time").selectOption("13:00");
    };
    await choose(page);
    for (let tries = 0; tries < 5; tries++) {
      const status = page.getByText(/places left at that time\./);
      await expect(status).toBeVisible();
      if ((await status.textContent())?.trim() === `${capacity} places left at that time.`) break;
      date = weekAhead(120 + Math.floor(Math.random() * 200));
      await choose(page);
    }
    await expect(page.getByText(`${capacity} places left at that time.`)).toBeVisible();
    await page.getByLabel("Name").fill("Tama Rewi");
    await page.getByLabel("E-mail").fill("tama@example.com");
    await page.getByRole("button", { name: "Increase Number of athletes" }).click();
    await page.screenshot({ path: `e2e/screenshots/booking-places-left-${width}.png` });

    // Continue: the focus is on the payment step's heading, not the page's body.
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByRole("heading", { name: "Payment", exact: true })).toBeFocused();
    // The toast sits at the top, clear of the card field and the Pay button.
    const toast = page.locator('[data-slot="toast"]').filter({ hasText: "Booking Created" });
    await toast.hover();
    const overlaps = await page.evaluate(() => {
      const shown = document.querySelector('[data-slot="toast"]')?.getBoundingClientRect();
      if (!shown) return null;
      return ["Card number", "Pay"].map((name) => {
        const control =
          name === "Pay"
            ? [...document.querySelectorAll("button")].find((b) => b.textContent?.startsWith("Pay "))
            : [...document.querySelectorAll("label")].find((l) => l.textContent?.startsWith(name))?.control;
        control?.scrollIntoView({ block: "center" });
        const box = control!.getBoundingClientRect();
        return !(box.bottom <= shown.top || box.top >= shown.bottom);
      });
    });
    expect(overlaps).toEqual([false, false]);
    await page.screenshot({ path: `e2e/screenshots/booking-payment-toast-${width}.png` });

    // A declined card: the focus moves to the message saying so.
    await payWith(page, "4000 0000 0000 0002");
    await expect(page.locator(":focus")).toContainText("Your card was declined.");

    // Two athletes hold two of the places: another visitor sees what is left.
    const other = await browser.newPage({ baseURL, viewport: page.viewportSize()! });
    try {
      await choose(other);
      await expect(other.getByText(`${capacity - 2} places left at that time.`)).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test("a signed-in athlete finds their e-mail already in the booking form", async ({ browser, baseURL }) => {
    const adminContext = await newPartnerContext(browser, baseURL!, "booking-admin");
    const context = await newPartnerContext(browser, baseURL!, "booking-athlete");
    try {
      const admin = await adminSession(adminContext);
      const email = `prefill+${Date.now().toString(36)}@example.com`;
      const page = await context.newPage();
      await signInByLink(page, email, admin, baseURL!);
      const gym = await openEveryDayGym(page.request);
      await page.goto(`/gym/${gym.id}/book`);
      await page.locator("html[data-hydrated]").waitFor();
      await expect(page.getByLabel("E-mail")).toHaveValue(email);
      await page.screenshot({ path: "e2e/screenshots/booking-prefilled-1280.png" });
    } finally {
      await context.close();
      await adminContext.close();
    }
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
