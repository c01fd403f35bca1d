import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** Inactive slides are hidden from assistive technology, so only the active slide's heading has the role. */
const slide = (page: Page, title: string) =>
  page.getByRole("heading", { level: 2, name: title, exact: true });

test.describe("/showcase", () => {
  test("four-slide carousel, featured gyms from the database, team pitch, stats, footer", async ({
    page,
  }) => {
    await gotoHydrated(page, "/showcase");
    await expect(page).toHaveTitle("Showcase | GymRoam");
    const carousel = page.getByRole("region", { name: "Showcase highlights" });
    await expect(slide(page, "Find your perfect gym")).toHaveCount(1);
    await expect(carousel.getByRole("button", { name: "Pause slideshow" })).toBeVisible();
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(slide(page, "For gym owners")).toHaveCount(1);
    await carousel.getByRole("button", { name: "Go to slide 3" }).click();
    await expect(slide(page, "Become an ambassador")).toHaveCount(1);
    await carousel.getByRole("button", { name: "Go to slide 4" }).click();
    await expect(slide(page, "Rep the movement")).toHaveCount(1);
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(slide(page, "Find your perfect gym")).toHaveCount(1);

    const featured = page.getByRole("region", { name: "Featured gyms" });
    await expect(featured.getByRole("article")).toHaveCount(3);
    for (const link of await featured.getByRole("link", { name: /^View / }).all()) {
      await expect(link).toHaveAttribute("href", /^\/gym\/\d+$/);
    }
    // The gyms are real: the first card's gym page has the same name.
    const name = (await featured.getByRole("article").first().getByRole("heading").textContent()) ?? "";

    await expect(page.getByRole("link", { name: "Book for your team" })).toHaveAttribute(
      "href",
      "/team-booking",
    );
    await expect(page.getByText(/Teams of 5 or more/)).toBeVisible();
    const stats = page.getByRole("region", { name: "GymRoam in numbers" });
    await expect(stats.getByRole("definition")).toHaveText(["150+", "25+", "5000+", "4.8"]);
    await expect(stats.getByRole("term")).toHaveText(["Gyms", "Cities", "Athletes", "Average rating"]);
    const footer = page.locator("main footer");
    await expect(footer).toContainText("GymRoam");
    await expect(footer.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/about");
    await expectAccessible(page);

    await featured.getByRole("link", { name }).click();
    await expect(page).toHaveURL(/\/gym\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("the city search goes to /gyms?city=…", async ({ page }) => {
    await gotoHydrated(page, "/showcase");
    await page.getByRole("searchbox", { name: "City" }).fill("Auckland");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/gyms\?city=Auckland$/);
    await expect(page.getByRole("article").first()).toContainText("Auckland");
  });
});

test.describe("/gym-mockup", () => {
  test("the training calendar opens and closes; pins show day rates; gyms link to the booking mockup", async ({
    page,
  }) => {
    await gotoHydrated(page, "/gym-mockup");
    await expect(page).toHaveTitle("Gym mockup | GymRoam");
    const toggle = page.getByText("Training calendar", { exact: true });
    const grid = page.getByRole("grid", { name: "September 2025" });
    await expect(grid).toBeHidden();
    await toggle.click();
    await expect(grid).toBeVisible();
    await expect(grid.getByRole("gridcell", { selected: true })).toHaveCount(3);
    await expect(page.getByText("3 days", { exact: true })).toBeVisible();
    await grid.getByRole("button", { name: /20 September 2025/ }).click();
    await expect(page.getByText("4 days", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await toggle.click();
    await expect(grid).toBeHidden();

    const pins = page.getByRole("list", { name: "Gyms on the map" }).getByRole("button");
    await expect(pins).toHaveCount(3);
    await expect(pins.first()).toContainText(/(NZ|A)\$\d+/);
    await pins.first().click();
    await expect(pins.first()).toHaveAttribute("aria-pressed", "true");
    const pinned = page.getByRole("link", { name: /^Book / }).first();
    await expect(pinned).toHaveAttribute("href", /^\/gym-booking-mockup\?gym=\d+$/);

    const card = page.getByRole("region", { name: "Gyms for your trip" }).getByRole("article").first();
    const name = (await card.getByRole("heading").textContent()) ?? "";
    await card.getByRole("link", { name: `Book ${name}` }).click();
    await expect(page).toHaveURL(/\/gym-booking-mockup\?gym=\d+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });
});

test.describe("/gym-booking-mockup", () => {
  test("tabs, rules, cancellation policy, events with spots left, Book Now to the real booking", async ({
    page,
  }) => {
    await gotoHydrated(page, "/gym-booking-mockup");
    await expect(page).toHaveTitle(/: booking mockup \| GymRoam$/);
    await expect(page.getByRole("link", { name: "Book Now" })).toHaveAttribute("href", /^\/gym\/\d+\/book$/);
    await expect(page.getByRole("heading", { name: "Gym rules" })).toBeVisible();
    for (const line of [
      "Free cancellation up to 24 hours before your booking.",
      "50% refund for cancellations 12-24 hours before.",
      "No refund for cancellations less than 12 hours before.",
      "Free date changes with 24+ hours notice.",
      "No refund for no-shows.",
    ]) {
      await expect(page.getByText(line)).toBeVisible();
    }

    const tabs = page.getByRole("tablist", { name: "Gym details" }).getByRole("tab");
    await expect(tabs).toHaveText(["Overview", "Equipment", "Reviews", "Events"]);
    await expect(page.getByRole("tabpanel")).toContainText("About");
    await page.getByRole("tab", { name: "Equipment" }).click();
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: "Amenities" })).toBeVisible();
    await page.getByRole("tab", { name: "Equipment" }).press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Events" }).click();

    const panel = page.getByRole("tabpanel");
    const event = (title: string) => panel.getByRole("article", { name: title });
    await expect(event("Saturday Strength Clinic")).toContainText("34 of 50 registered");
    await expect(event("Saturday Strength Clinic")).toContainText("16 spots left");
    await expect(event("Olympic Lifting Workshop")).toContainText("20 of 20 registered");
    await expect(event("Olympic Lifting Workshop")).toContainText("Fully booked");
    await expect(event("Recovery and Mobility Session")).toContainText("18 spots left");
    await expect(panel.getByRole("button", { name: "Register for Olympic Lifting Workshop" })).toBeDisabled();
    await expect(panel.getByRole("button", { name: "Register for Saturday Strength Clinic" })).toBeEnabled();
    await expect(
      panel.getByRole("button", { name: "Register for Recovery and Mobility Session" }),
    ).toBeEnabled();
    await expectAccessible(page);
  });

  test("Message Gym sheet: topic chips, non-blank send, 1 s send, Message sent for 2 s, Escape closes", async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, "/gym-booking-mockup");
    const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await page.getByRole("button", { name: "Message Gym" }).click();
    const sheet = page.getByRole("dialog", { name: `Message ${name}` });
    await expect(sheet).toBeVisible();
    const message = sheet.getByRole("textbox", { name: "Message" });
    const send = sheet.getByRole("button", { name: "Send" });
    await expect(send).toBeDisabled();
    await message.fill("   ");
    await expect(send).toBeDisabled();
    await message.fill("");
    await sheet.getByRole("button", { name: "Group booking" }).click();
    await sheet.getByRole("button", { name: "Parking info" }).click();
    await expect(message).toHaveValue("Group booking\nParking info");
    for (const topic of ["Equipment availability", "Special requirements"]) {
      await expect(sheet.getByRole("button", { name: topic })).toBeVisible();
    }
    await expectAccessible(page);

    // Freeze the clock, then step through the spec's timings.
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));
    await send.click();
    await expect(sheet.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await page.clock.runFor(900);
    await expect(sheet.getByText("Message sent")).toBeHidden();
    await page.clock.runFor(200);
    await expect(sheet.getByText("Message sent")).toBeVisible();
    await expect(message).toHaveValue("");
    await page.clock.runFor(1800);
    await expect(sheet).toBeVisible();
    await page.clock.runFor(300);
    await expect(sheet).toBeHidden();

    await page.clock.resume();
    await page.getByRole("button", { name: "Message Gym" }).click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
  });
});

/** The picker's real gym (linked from the card) and a random open date 20-300 days ahead. */
async function pickerGym(page: Page) {
  const href = await page
    .getByRole("region", { name: "Book a premium amenity" })
    .getByRole("link")
    .first()
    .getAttribute("href");
  const id = Number(href?.split("/").at(-1));
  expect(id).toBeGreaterThan(0);
  const gym = (await (await page.request.get(`/api/gyms/${id}`)).json()) as { operatingDays: number[] };
  let offset = 20 + Math.floor(Math.random() * 280);
  for (let i = 0; i < 7; i++, offset++) {
    const date = new Date(Date.now() + offset * 86_400_000);
    if (gym.operatingDays.length === 0 || gym.operatingDays.includes(date.getUTCDay()))
      return { id, date: date.toISOString().slice(0, 10) };
  }
  throw new Error(`Gym ${id} is never open`);
}

test.describe("/booking-integration", () => {
  test("three integration styles; the deep link opens the gym's page in a new tab with the amenity", async ({
    page,
  }) => {
    await gotoHydrated(page, "/booking-integration");
    await expect(page).toHaveTitle("Booking integration | GymRoam");
    const tabs = page.getByRole("tablist", { name: "Integration styles" }).getByRole("tab");
    await expect(tabs).toHaveText(["API", "Embedded widget", "Deep link"]);
    await expect(page.getByRole("tabpanel")).toContainText("Infrared Sauna");
    await page.getByRole("tab", { name: "Embedded widget" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("Float Tank");
    await page.getByRole("tab", { name: "Deep link" }).click();
    const panel = page.getByRole("tabpanel");
    await panel.getByLabel("Amenity to book").selectOption("Ice Bath");
    const link = panel.getByRole("link", { name: /Book on the gym's site/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const href = new URL((await link.getAttribute("href")) ?? "");
    expect(href.searchParams.get("amenity")).toBe("Ice Bath");

    for (const heading of ["For gyms", "For athletes", "Gym onboarding", "Integration setup", "Go live"]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test("the premium amenity picker holds a real amenity for payment and refuses the same slot again", async ({
    page,
  }) => {
    await gotoHydrated(page, "/booking-integration");
    const section = page.getByRole("region", { name: "Book a premium amenity" });
    const { date } = await pickerGym(page);

    await section.getByRole("button", { name: /^Book Now/ }).click();
    await expect(page.getByText("Missing Information")).toBeVisible();
    await expect(page.getByText("Please select an amenity, date, and time.")).toBeVisible();

    const amenity = section.getByLabel("Amenity");
    const label = (await amenity.locator("option").nth(1).textContent()) ?? "";
    const itemName = label.split(" (")[0] ?? "";
    const book = async (time?: string) => {
      await amenity.selectOption({ label });
      await section.getByLabel("Date").fill(date);
      const times = section.getByLabel("Time");
      const options = (await times.locator("option").allTextContents()).filter((t) => /^\d\d:\d\d$/.test(t));
      const chosen = time ?? options[Math.floor(Math.random() * options.length)] ?? "";
      await times.selectOption(chosen);
      await section.getByLabel("Duration (hours)").fill("1");
      await section.getByLabel("Name").fill("Mere Picker");
      await section.getByLabel("E-mail").fill("mere@example.com");
      await expect(section.getByRole("button", { name: /^Book Now · (NZ|A)\$\d+/ })).toBeVisible();
      await section.getByRole("button", { name: /^Book Now/ }).click();
      return chosen;
    };
    const time = await book();
    await expect(page.getByText("Booking Created")).toBeVisible();
    await expect(
      page.getByText(`Your ${itemName} session is held for 15 minutes. Please complete payment to confirm.`),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/gym\/\d+\/book\?booking=\d+$/);
    await expectAccessible(page);

    await gotoHydrated(page, "/booking-integration");
    await book(time);
    await expect(page.getByText("Amenity Booking Failed")).toBeVisible();
    await expect(
      page.getByText(`${itemName} is already booked at that time. Please choose another time.`),
    ).toBeVisible();
  });
});

test("the four pages fit a 390px phone and a 1280px desktop", async ({ page }) => {
  for (const path of ["/showcase", "/gym-mockup", "/gym-booking-mockup", "/booking-integration"]) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `e2e/screenshots/${path.slice(1)}-${width}.png`, fullPage: true });
    }
  }
});
