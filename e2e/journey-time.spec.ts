/**
 * Issue 20, "booking and time": what a travelling athlete meets on the booking form, My Bookings and
 * the gym page, with and without JavaScript, at 390 and 1280 px. Each test would have caught its item.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { signInAsAdmin } from "./admin";
import { expect, expectAccessible, test } from "./fixtures";
import { payWith } from "./payment";
import { openEveryDayGym } from "./seeded-gyms";

type GymDetail = {
  id: number;
  name: string;
  images: string[];
  dayPassRate: number | null;
  weeklyRate: number | null;
  operatingDays: number[];
};

/** A date this many days ahead, on Wellington's calendar. */
function daysAhead(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** A random far date (reruns against the same database do not fill a gym's slots). */
const someDay = (from = 20) => daysAhead(from + Math.floor(Math.random() * 250));

async function gymDetail(request: APIRequestContext, id: number): Promise<GymDetail> {
  return (await (await request.get(`/api/gyms/${id}`)).json()) as GymDetail;
}

/** A day pass at 10:00, booked (and paid unless `pay` is false) with the page's own session. */
async function bookViaApi(page: Page, gymId: number, date: string, pay = true) {
  const created = await page.request.post("/api/bookings", {
    data: {
      gymId,
      athleteName: "Tama Traveller",
      athleteEmail: "tama.traveller@example.com",
      bookingDate: date,
      startTime: "10:00",
      bookingType: "day_pass",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as { id: number; reference: string };
  if (pay) {
    const paid = await page.request.post("/api/process-payment", {
      data: { bookingId: booking.id, paymentMethod: "pm_card_visa" },
    });
    expect(paid.status(), await paid.text()).toBe(200);
  }
  return booking;
}

/** Whether an element takes focus when asked (an inert one does not). */
function takesFocus(element: HTMLElement): boolean {
  element.focus();
  return document.activeElement === element;
}

const bookingCard = (page: Page, reference: string) =>
  page.getByRole("article").filter({ hasText: reference });

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `e2e/screenshots/journey-${name}-${width}.png`, fullPage: false });
  }
}

test.describe("the booking form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused form keeps the booking type, date, time and duration, and says what is wrong", async ({
    page,
  }) => {
    const gym = await openEveryDayGym(page.request);
    const date = someDay();
    await page.goto(`/gym/${gym.id}/book`);
    await page.getByRole("radio", { name: /Hourly/ }).check();
    await page.getByLabel("Duration (hours)").fill("3");
    await page.getByLabel("Booking date").fill(date);
    await page.getByLabel("Start time").selectOption("09:00");
    await page.getByLabel("E-mail").fill("tama@example.com");
    // No name: the server refuses the form.
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("Name is required", { exact: true })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Hourly/ })).toBeChecked();
    await expect(page.getByLabel("Duration (hours)")).toHaveValue("3");
    await expect(page.getByLabel("Booking date")).toHaveValue(date);
    await expect(page.getByLabel("Start time")).toHaveValue("09:00");
    await expect(page.getByLabel("E-mail")).toHaveValue("tama@example.com");
    await shoot(page, "book-refused-nojs");
  });

  test("a declined card says Payment Failed in the form, and the booking can be paid again", async ({
    page,
  }) => {
    const gym = await openEveryDayGym(page.request);
    await page.goto(`/gym/${gym.id}/book`);
    await page.getByLabel("Name").fill("No Script");
    await page.getByLabel("E-mail").fill("noscript@example.com");
    await page.getByLabel("Booking date").fill(someDay());
    await page.getByLabel("Start time").selectOption("08:00");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText(/Secure card payment/)).toBeVisible();
    // The hold's end in the venue's zone, 24-hour like the page's other times ("held until 17:17 NZDT").
    await expect(page.getByText(/your spot is held until \d\d:\d\d NZ[DS]T/)).toBeVisible();

    await payWith(page, "4000 0000 0000 0002");
    const alert = page.getByRole("alert").filter({ hasText: "Payment Failed" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Your card was declined.");
    await expect(page.getByLabel("Expiry (MM/YY)")).toHaveValue("12/30");
    await expect(page.getByLabel("Card number")).toHaveValue("");
    await shoot(page, "pay-failed-nojs");
    await page.setViewportSize({ width: 1280, height: 800 });
    await payWith(page, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  });
});

test.describe("venue time, labelled with the zone", () => {
  test("My Bookings shows 10:00 NZDT/NZST; a pending booking has a working Complete payment", async ({
    page,
  }) => {
    const gym = await openEveryDayGym(page.request);
    const paid = await bookViaApi(page, gym.id, someDay());
    const pending = await bookViaApi(page, gym.id, someDay(), false);
    await page.goto("/bookings");
    await page.locator("html[data-hydrated]").waitFor();
    await expect(bookingCard(page, paid.reference).getByText(/ at 10:00 NZ[DS]T$/)).toBeVisible();
    await bookingCard(page, pending.reference).getByRole("link", { name: "Complete payment" }).click();
    await expect(page).toHaveURL(new RegExp(`/gym/${gym.id}/book\\?booking=${pending.id}$`));
    await expect(page.getByText(/Secure card payment/)).toBeVisible();
    await payWith(page, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  });

  test("the gym page says whether it is open now on the venue's clock", async ({ page }) => {
    const gym = await openEveryDayGym(page.request);
    await page.goto(`/gym/${gym.id}`);
    await expect(
      page.getByText(
        /^(Open now · closes \d\d:\d\d NZ[DS]T|Closed now · opens \d\d:\d\d NZ[DS]T( tomorrow)?)$/,
      ),
    ).toBeVisible();
  });
});

test.describe("changing the date of a confirmed booking", () => {
  test("from My Bookings, with 24+ hours' notice: the card moves to the new date", async ({ page }) => {
    const gym = await openEveryDayGym(page.request);
    const date = someDay(30);
    const booking = await bookViaApi(page, gym.id, date);
    await page.goto("/bookings");
    await page.locator("html[data-hydrated]").waitFor();
    const card = bookingCard(page, booking.reference);
    await card.getByRole("link", { name: "Change date" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]change=${booking.id}`));
    const form = page.getByRole("form", { name: "Change date" });
    await expect(form.getByText("Free date changes with 24+ hours notice.")).toBeVisible();
    await shoot(page, "change-date");
    // axe's target-size rule counts a control the sticky header happens to overlap at this scroll
    // position (the filter's Status select, far above the form) as too small: check from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    const target = new Date(`${date}T00:00:00Z`);
    target.setUTCDate(target.getUTCDate() + 1);
    const newDate = target.toISOString().slice(0, 10);
    await form.getByLabel("New date").fill(newDate);
    await form.getByLabel("New start time").selectOption("14:00");
    await form.getByRole("button", { name: "Change date" }).click();
    await expect(page.getByText("Date changed")).toBeVisible();
    await expect(page).not.toHaveURL(/change=/);
    const [y, m, d] = newDate.split("-").map(Number) as [number, number, number];
    const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][m - 1];
    await expect(card.getByText(new RegExp(`${d} ${month} ${y} at 14:00 NZ[DS]T`))).toBeVisible();
  });

  test("the API refuses a time the gym does not offer and a stranger's booking", async ({
    page,
    browser,
  }) => {
    const gym = await openEveryDayGym(page.request);
    const booking = await bookViaApi(page, gym.id, someDay(30));
    const bad = await page.request.post(`/api/bookings/${booking.id}/reschedule`, {
      data: { bookingDate: someDay(40), startTime: "03:00" },
    });
    expect(bad.status()).toBe(400);
    const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const refused = await stranger.request.post(`/api/bookings/${booking.id}/reschedule`, {
      data: { bookingDate: someDay(40), startTime: "10:00" },
    });
    expect(refused.status()).toBe(404);
    await stranger.close();
  });
});

test.describe("changing the date without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused new date is said in the form, which keeps what was chosen; a good one moves the booking", async ({
    page,
  }) => {
    const gym = await openEveryDayGym(page.request);
    const date = someDay(30);
    const booking = await bookViaApi(page, gym.id, date);
    await page.goto(`/bookings?change=${booking.id}`);
    const form = page.getByRole("form", { name: "Change date" });
    await form.getByLabel("New date").fill(daysAhead(-2));
    await form.getByLabel("New start time").selectOption("11:00");
    await form.getByRole("button", { name: "Change date" }).click();
    await expect(
      page
        .getByRole("form", { name: "Change date" })
        .getByText("That date has passed. Please choose today or a later date."),
    ).toBeVisible();
    await expect(page.getByRole("form", { name: "Change date" }).getByLabel("New start time")).toHaveValue(
      "11:00",
    );

    const later = new Date(`${date}T00:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 2);
    await page
      .getByRole("form", { name: "Change date" })
      .getByLabel("New date")
      .fill(later.toISOString().slice(0, 10));
    await page
      .getByRole("form", { name: "Change date" })
      .getByRole("button", { name: "Change date" })
      .click();
    await expect(page.getByRole("form", { name: "Change date" })).toHaveCount(0);
    await expect(bookingCard(page, booking.reference).getByText(/ at 11:00 NZ[DS]T$/)).toBeVisible();
  });
});

test.describe("week passes", () => {
  test("a week's stay is offered the gym's week rate instead of seven day passes, priced by the server", async ({
    page,
  }) => {
    const { id } = await openEveryDayGym(page.request);
    const gym = await gymDetail(page.request, id);
    test.skip(!gym.weeklyRate || !gym.dayPassRate || gym.weeklyRate >= gym.dayPassRate * 7, "no week rate");
    const from = someDay();
    const to = new Date(`${from}T00:00:00Z`);
    to.setUTCDate(to.getUTCDate() + 6);
    await page.goto(`/gym/${id}/book?date=${from}&to=${to.toISOString().slice(0, 10)}`);
    await page.locator("html[data-hydrated]").waitFor();
    const week = page.getByRole("radio", { name: /Week pass/ });
    await expect(week).toBeChecked();
    await expect(page.getByText("For your 7 days, a week pass costs less than 7 day passes.")).toBeVisible();
    const weekly = `NZ$${gym.weeklyRate!.toFixed(2)}`;
    await expect(page.getByText("Total", { exact: true }).locator("..")).toContainText(
      new RegExp(`NZ\\$${gym.weeklyRate}(\\.00)?$`),
    );
    await page.getByLabel("Name").fill("Week Traveller");
    await page.getByLabel("E-mail").fill("week@example.com");
    await page.getByLabel("Start time").selectOption("10:00");
    await shoot(page, "week-pass");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText(/Secure card payment/)).toBeVisible();
    await expect(
      page.getByRole("button", { name: new RegExp(`^Pay ${weekly.replace("$", "\\$")}`) }),
    ).toBeVisible();
    await expect(page.getByText("Week Pass")).toBeVisible();
  });
});

test.describe("the gym page", () => {
  test("shows every photo in a gallery, and BOOK NOW without scrolling at 1280×800", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { id } = await openEveryDayGym(page.request);
    const gym = await gymDetail(page.request, id);
    await page.goto(`/gym/${id}`);
    const photos = page.getByRole("list", { name: `Photos of ${gym.name}` }).getByRole("img");
    await expect(photos).toHaveCount(Math.max(1, gym.images.length));
    const book = page.getByRole("link", { name: "BOOK NOW" });
    await expect(book).toBeInViewport({ ratio: 1 });
    // Not under the fixed bottom bar either.
    const box = (await book.boundingBox())!;
    const bar = (await page.getByRole("navigation", { name: "Main" }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(Math.min(800, bar.y));
    await expectAccessible(page);
    await shoot(page, "gym-page");
  });
});

test.describe("fixed bars", () => {
  test("tabbing to Special requests at 1280×900 leaves it clear of the bottom bar (WCAG 2.4.11)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const gym = await openEveryDayGym(page.request);
    await page.goto(`/gym/${gym.id}/book`);
    await page.locator("html[data-hydrated]").waitFor();
    const field = page.getByLabel("Special requests (optional)");
    await page.getByLabel("Name").focus();
    for (let i = 0; i < 40 && !(await field.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(field).toBeFocused();
    const bar = page.getByRole("navigation", { name: "Main" });
    const fieldBox = (await field.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(fieldBox.y + fieldBox.height).toBeLessThanOrEqual(barBox.y);
  });

  test("the Booking Created toast does not cover the booking total on a desktop", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const gym = await openEveryDayGym(page.request);
    await page.goto(`/gym/${gym.id}/book`);
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByLabel("Name").fill("Toast Test");
    await page.getByLabel("E-mail").fill("toast@example.com");
    await page.getByLabel("Booking date").fill(someDay());
    await page.getByLabel("Start time").selectOption("08:00");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    const toast = page
      .locator("[data-slot=toaster] [role=status] > *")
      .filter({ hasText: "Booking Created" });
    await expect(toast).toBeVisible();
    const total = page.getByText("Total", { exact: true }).locator("..");
    const a = (await toast.boundingBox())!;
    const b = (await total.boundingBox())!;
    const overlaps =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps).toBe(false);
    await page.screenshot({ path: "e2e/screenshots/journey-toast-1280.png" });
  });

  test("admin pages have no athletes' bottom bar", async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await page.goto("/admin-login");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  });

  test("behind an open dialog the bottom bar is dimmed and takes no focus", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const gym = await openEveryDayGym(page.request);
    const booking = await bookViaApi(page, gym.id, someDay(), false);
    await page.goto("/bookings");
    await page.locator("html[data-hydrated]").waitFor();
    await bookingCard(page, booking.reference).getByRole("link", { name: "Cancel Booking" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const link = page.getByRole("navigation", { name: "Main", includeHidden: true }).getByRole("link", {
      name: "Home",
      includeHidden: true,
    });
    expect(await link.evaluate(takesFocus)).toBe(false);
    const box = (await link.boundingBox())!;
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("[data-slot=bottom-nav]") !== null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop, "the backdrop covers the bar").toBe(false);
    await page.screenshot({ path: "e2e/screenshots/journey-dialog-390.png" });
  });
});

test.describe("the CSS overlay without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("behind it the bottom bar takes no focus", async ({ page }) => {
    await page.goto("/merchandise");
    const first = page.locator("a[href*='product=']").first();
    await page.goto((await first.getAttribute("href"))!);
    await expect(page.locator("[data-slot=overlay]")).toBeVisible();
    const link = page.locator("[data-slot=bottom-nav] a").first();
    expect(await link.evaluate(takesFocus)).toBe(false);
  });
});
