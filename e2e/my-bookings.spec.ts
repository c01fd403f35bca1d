import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

type ApiGym = {
  id: number;
  name: string;
  hourlyRate: number | null;
  openTime: string;
  closeTime: string;
  is24Hours: boolean;
  currency: "NZD" | "AUD";
};
type ApiBooking = {
  id: number;
  reference: string;
  totalCents: number;
  currency: "NZD" | "AUD";
  status: string;
};

/** A seeded gym open 10:00-12:00 with hourly access, and a random open date 7+ days ahead (reruns don't collide). */
async function pickGym(request: APIRequestContext, city = "Wellington") {
  const list = (await (await request.get(`/api/gyms?city=${city}`)).json()) as ApiGym[];
  const candidates = list.filter(
    (g) => (g.hourlyRate ?? 0) > 0 && (g.is24Hours || (g.openTime <= "10:00" && g.closeTime >= "12:00")),
  );
  expect(candidates.length, `a seeded ${city} gym with hourly access`).toBeGreaterThan(0);
  const gym = candidates[Math.floor(Math.random() * candidates.length)]!;
  const detail = (await (await request.get(`/api/gyms/${gym.id}`)).json()) as { operatingDays: number[] };
  let offset = 7 + Math.floor(Math.random() * 300);
  for (let i = 0; i < 7; i++, offset++) {
    const date = new Date(Date.now() + offset * 86_400_000);
    if (detail.operatingDays.length === 0 || detail.operatingDays.includes(date.getUTCDay()))
      return { gym, date: date.toISOString().slice(0, 10) };
  }
  throw new Error(`Gym ${gym.id} has no open day`);
}

/**
 * Books through the API with the page's request context, so the booking belongs to the browser's
 * session; pays with Stripe's test PaymentMethod unless `pay` is false.
 */
async function createBooking(
  page: Page,
  options: {
    bookingType?: "day_pass" | "hourly";
    duration?: number;
    pay?: boolean;
    email?: string;
    city?: string;
    specialRequests?: string;
  } = {},
) {
  const { gym, date } = await pickGym(page.request, options.city);
  const created = await page.request.post("/api/bookings", {
    data: {
      gymId: gym.id,
      athleteName: "Aroha Ngata",
      athleteEmail: options.email ?? "aroha@example.com",
      bookingDate: date,
      startTime: "10:00",
      bookingType: options.bookingType ?? "day_pass",
      duration: options.duration ?? 2,
      specialRequests: options.specialRequests ?? "",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as ApiBooking;
  if (options.pay !== false) {
    const paid = await page.request.post("/api/process-payment", {
      data: { bookingId: booking.id, paymentMethod: "pm_card_visa" },
    });
    expect(paid.status(), await paid.text()).toBe(200);
  }
  return { ...booking, gym, date };
}

const money = (cents: number, currency: "NZD" | "AUD") =>
  `${currency === "NZD" ? "NZ$" : "A$"}${(cents / 100).toLocaleString("en-NZ", { minimumFractionDigits: 2 })}`;

const card = (page: Page, reference: string): Locator =>
  page.getByRole("article").filter({ hasText: reference });
const badge = (article: Locator) => article.locator("[data-slot=badge]");

test.describe("My Bookings /bookings", () => {
  test("lists the visitor's bookings with status, real type and duration; search and status filter", async ({
    page,
  }) => {
    const dayPass = await createBooking(page, { specialRequests: "Need a lifting platform" });
    const hourly = await createBooking(page, { bookingType: "hourly", duration: 2 });
    const pending = await createBooking(page, { bookingType: "hourly", duration: 1, pay: false });

    await page.goto("/bookings");
    await expect(page).toHaveTitle("My Bookings | GymRoam");
    await expect(page.getByRole("heading", { level: 1, name: "My Bookings" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book New Gym" })).toHaveAttribute("href", "/gym-feed");
    await expect(page.getByRole("article")).toHaveCount(3);

    const day = card(page, dayPass.reference);
    await expect(badge(day)).toHaveText("Status: Confirmed");
    await expect(day).toContainText("Day Pass");
    await expect(day).toContainText("Full day");
    await expect(day).toContainText("1 athlete");
    await expect(day).toContainText(money(dayPass.totalCents, dayPass.currency).replace(".00", ""));
    await expect(day).toContainText("Need a lifting platform");
    await expect(day.getByRole("link", { name: "View Gym" })).toHaveAttribute(
      "href",
      `/gym/${dayPass.gym.id}`,
    );
    await expect(day.getByRole("link", { name: /Get Directions/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    );
    await expect(day.getByRole("link", { name: /Get Directions/ })).toHaveAttribute("target", "_blank");
    await expect(day.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
      "href",
      `/api/bookings/${dayPass.id}/calendar`,
    );

    // The confirmed booking's pass: its QR code is an image the browser loads and may keep (ADR 034).
    const pass = page.locator("li", { has: day }).locator("[data-slot=pass-card]");
    const qr = pass.getByRole("img", { name: `QR code of the pass for booking ${dayPass.reference}` });
    await qr.scrollIntoViewIfNeeded();
    await expect(qr).toHaveJSProperty("complete", true);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const image = await page.request.get((await qr.getAttribute("src")) ?? "");
    expect(image.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(image.headers()["cache-control"]).toBe("private, max-age=31536000, immutable");
    await expect(page.getByText("3 bookings", { exact: true })).toBeVisible();

    const hour = card(page, hourly.reference);
    await expect(badge(hour)).toHaveText("Status: Confirmed");
    await expect(hour).toContainText("Hourly");
    await expect(hour).toContainText("2 hours");

    const held = card(page, pending.reference);
    await expect(badge(held)).toHaveText("Status: Pending");
    await expect(held).toContainText("1 hour");
    await expect(held.getByRole("link", { name: "Cancel Booking" })).toBeVisible();
    await expect(held.getByRole("link", { name: /Get Directions/ })).toHaveCount(0);

    const summary = page.getByTestId("bookings-summary");
    await expect(summary).toContainText("Total bookings3");
    await expect(summary).toContainText("Confirmed2");
    await expect(summary).toContainText("Completed0");
    await expectAccessible(page);

    // Status filter (a GET form: the URL carries it).
    await page.getByLabel("Status").selectOption("pending");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]status=pending/);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(card(page, pending.reference)).toBeVisible();
    await expect(page.getByLabel("Status")).toHaveValue("pending");

    await page.getByLabel("Status").selectOption("confirmed");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("article")).toHaveCount(2);

    // Search on gym name or city, then a search that matches nothing.
    await page.goto(`/bookings?q=${encodeURIComponent(dayPass.gym.name)}`);
    await expect(card(page, dayPass.reference)).toBeVisible();
    await page.getByLabel("Search").fill("Atlantis");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { name: "No bookings found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Gyms" })).toHaveAttribute("href", "/gym-feed");
    await expectAccessible(page);
  });

  test("cancel a confirmed booking: the refund shows before confirming, then the Cancelled badge @phone", async ({
    page,
  }, testInfo) => {
    const booking = await createBooking(page);
    const refund = money(booking.totalCents, booking.currency);
    const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });

    // The confirm step's URL (a reload, or a refund that changed) opens the dialog once hydrated.
    await page.goto(`/bookings?cancel=${booking.id}`);
    await page.locator("html[data-hydrated]").waitFor();
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId("cancel-confirm")).toBeHidden();
    await dialog.getByRole("button", { name: "Keep booking" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/bookings$/);

    const article = card(page, booking.reference);
    await expect(badge(article)).toHaveText("Status: Confirmed");
    const trigger = article.getByRole("link", { name: "Cancel Booking" });
    await trigger.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Refund: ${refund}, the full amount`);
    await expect(dialog).toContainText(booking.reference);
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await expectAccessible(page);
    await page.screenshot({ path: `e2e/screenshots/my-bookings-cancel-${testInfo.project.name}.png` });

    // Escape keeps the booking and returns focus to the trigger.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await expect(badge(article)).toHaveText("Status: Confirmed");

    await trigger.click();
    await dialog.getByRole("button", { name: "Yes, cancel booking" }).click();
    await expect(page.getByText("Booking cancelled", { exact: true })).toBeVisible();
    await expect(page.getByText(`Refund: ${refund} to your card`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(badge(article)).toHaveText("Status: Cancelled");
    await expect(article).toContainText("Refunded");
    await expect(article.getByRole("link", { name: "Cancel Booking" })).toHaveCount(0);
    await expect(article.getByRole("link", { name: /Get Directions/ })).toHaveCount(0);
  });

  test("the page is rendered for its visitor on every view: a payment is on the very next one", async ({
    page,
  }) => {
    const pending = await createBooking(page, { pay: false });
    const view = async () => {
      const response = await page.request.get("/bookings", { headers: { Accept: "text/html" } });
      expect(response.status()).toBe(200);
      return { cache: response.headers()["x-page-cache"], html: await response.text() };
    };
    const first = await view();
    // A visitor's own page never comes from the shared page cache.
    expect(first.cache).toBeUndefined();
    expect(first.html).toContain(pending.reference);
    expect(first.html).toContain("Complete payment");

    await page.goto("/bookings");
    await page.locator("html[data-hydrated]").waitFor();
    await expect(badge(card(page, pending.reference))).toHaveText("Status: Pending");

    const paid = await page.request.post("/api/process-payment", {
      data: { bookingId: pending.id, paymentMethod: "pm_card_visa" },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const after = await view();
    expect(after.html).not.toContain("Complete payment");
    await page.goto("/bookings");
    await expect(badge(card(page, pending.reference))).toHaveText("Status: Confirmed");
  });

  test("without JavaScript, cancelling goes through a confirm step that shows the refund", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const pending = await createBooking(page, { pay: false });
    await page.goto("/bookings");
    const article = card(page, pending.reference);
    await article.getByRole("link", { name: "Cancel Booking" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]cancel=${pending.id}`));
    const step = article.getByTestId("cancel-confirm");
    await expect(step).toBeVisible();
    await expect(step).toContainText("you won't be charged");
    // The step stands alone: the dialog the hydrated page would open shows nothing without scripts.
    await expect(page.getByRole("button", { name: "Yes, cancel booking" })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Cancel this booking?" })).toHaveCount(1);
    await step.getByRole("button", { name: "Yes, cancel booking" }).click();
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(badge(card(page, pending.reference))).toHaveText("Status: Cancelled");
    await context.close();
  });

  test("a fresh browser sees 'No bookings yet' with Browse Gyms @phone", async ({ page }, testInfo) => {
    await page.goto("/bookings");
    await expect(page.getByRole("heading", { name: "No bookings yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Gyms" })).toHaveAttribute("href", "/gym-feed");
    await expect(page.getByRole("link", { name: "Book New Gym" })).toHaveAttribute("href", "/gym-feed");
    await expect(page.getByRole("heading", { name: "Find a booking" })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({
      path: `e2e/screenshots/my-bookings-empty-${testInfo.project.name}.png`,
      fullPage: true,
    });
  });

  test("find a booking from a second browser by e-mail and reference", async ({ page, browser }) => {
    const email = `mere.${Date.now()}@example.com`;
    const booking = await createBooking(page, { email });

    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto("/bookings");
    await other.locator("html[data-hydrated]").waitFor();
    await expect(other.getByRole("heading", { name: "No bookings yet" })).toBeVisible();

    const find = other.getByRole("region", { name: "Find a booking" });
    await find.getByLabel("E-mail").fill(email);
    await find.getByLabel("Booking reference").fill("GR-ZZZZZZ");
    await find.getByRole("button", { name: "Find booking" }).click();
    await expect(find.getByRole("alert")).toHaveText(
      "We couldn't find a booking with that e-mail and reference.",
    );
    await expect(other.getByRole("article")).toHaveCount(0);

    await find.getByLabel("Booking reference").fill(booking.reference.toLowerCase());
    await find.getByRole("button", { name: "Find booking" }).click();
    await expect(other.getByText("Booking found", { exact: true })).toBeVisible();
    await expect(badge(card(other, booking.reference))).toHaveText("Status: Confirmed");
    await expectAccessible(other);

    // It stays on that browser across reloads.
    await other.reload();
    await expect(card(other, booking.reference)).toBeVisible();
    await context.close();
  });

  test("a booking still to come is listed above a cancelled one, even one for an earlier date", async ({
    page,
  }) => {
    const cancelled = await createBooking(page);
    const coming = await createBooking(page);
    const cancel = await page.request.post(`/api/bookings/${cancelled.id}/cancel`);
    expect(cancel.status(), await cancel.text()).toBe(200);
    await page.goto("/bookings");
    const references = await page.getByRole("article").allTextContents();
    const at = (reference: string) => references.findIndex((text) => text.includes(reference));
    expect(at(coming.reference)).toBeGreaterThanOrEqual(0);
    expect(at(coming.reference)).toBeLessThan(at(cancelled.reference));
  });

  test("screenshots at 390 and 1280 px wide", async ({ page }) => {
    await createBooking(page, { specialRequests: "Arriving with a team-mate; need two racks." });
    await createBooking(page, { bookingType: "hourly", duration: 3, city: "Sydney" });
    await createBooking(page, { bookingType: "hourly", duration: 1, pay: false });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/bookings");
      await page.locator("html[data-hydrated]").waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `no horizontal scroll at ${width}px`).toBeLessThanOrEqual(0);
      // The pass images load lazily, as a visitor scrolls to them.
      for (const qr of await page.locator("img[data-slot=qr-code]").all()) {
        await qr.scrollIntoViewIfNeeded();
        await expect(qr).toHaveJSProperty("complete", true);
      }
      await page.screenshot({ path: `e2e/screenshots/my-bookings-${width}.png`, fullPage: true });
    }
  });
});
