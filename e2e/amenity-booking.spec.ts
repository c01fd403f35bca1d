import { expect, expectAccessible, test } from "./fixtures";
import { payWith } from "./payment";
import { saunaGym } from "./seeded-gyms";

test("a sauna session is held, paid like a gym booking, listed in My Bookings; the same slot is then refused", async ({
  page,
}) => {
  const { id, date } = await saunaGym(page.request);
  await page.goto(`/gym/${id}`);
  await page.locator("html[data-hydrated]").waitFor();
  const section = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Book recovery amenities" }) })
    .last();
  await expect(section).toBeVisible();

  await section.getByRole("button", { name: /^Book Now/ }).click();
  await expect(page.getByText("Missing Information")).toBeVisible();
  await expect(page.getByText("Please select an amenity, date, and time.")).toBeVisible();

  const book = async () => {
    const amenity = section.getByLabel("Amenity");
    const label = (await amenity.locator("option", { hasText: "(Sauna)" }).first().textContent()) ?? "";
    await amenity.selectOption({ label });
    await section.getByLabel("Date").fill(date);
    await section.getByLabel("Time").selectOption("10:00");
    await section.getByLabel("Duration (hours)").fill("2");
    await section.getByLabel("Name").fill("Aroha Ngata");
    await section.getByLabel("E-mail").fill("aroha@example.com");
    await expect(section.getByRole("button", { name: /^Book Now · (NZ|A)\$\d+/ })).toBeVisible();
    await section.getByRole("button", { name: /^Book Now/ }).click();
    return label.split(" (")[0] ?? "";
  };
  const sauna = await book();
  // Held for 15 minutes on the booking's payment step, like a gym booking.
  await expect(page).toHaveURL(new RegExp(`/gym/${id}/book\\?booking=\\d+`));
  await expect(
    page.getByText(`Your ${sauna} session is held for 15 minutes. Please complete payment to confirm.`),
  ).toBeVisible();
  await expect(page.getByText(`${sauna}, 10:00-12:00`)).toBeVisible();
  await expectAccessible(page);
  await payWith(page, "4242 4242 4242 4242");
  await expect(page.getByText("Booking Successful!")).toBeVisible();
  await expect(page.getByText(`Your ${sauna} booking has been confirmed.`)).toBeVisible();

  await page.goto("/bookings");
  await expect(page.getByText(`${sauna}, 10:00-12:00`).first()).toBeVisible();

  await page.goto(`/gym/${id}`);
  await page.locator("html[data-hydrated]").waitFor();
  await book();
  await expect(page.getByText("Amenity Booking Failed")).toBeVisible();
  await expect(
    page.getByText(`${sauna} is already booked at that time. Please choose another time.`),
  ).toBeVisible();
});

test("a recovery session added to a visit is offered only during it, and moves with the booking's date", async ({
  page,
  consoleErrors,
}) => {
  const { id, date } = await saunaGym(page.request);
  await page.goto(`/gym/${id}/book`);
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Name").fill("Hemi Sauna");
  await page.getByLabel("E-mail").fill("hemi@example.com");
  await page.getByRole("radio", { name: /Hourly/ }).check();
  await page.getByLabel("Duration (hours)").fill("3");
  await page.getByLabel("Booking date").fill(date);
  const amenity = page.getByLabel("Recovery amenity");
  const label = (await amenity.locator("option", { hasText: "(Sauna)" }).first().textContent()) ?? "";
  await amenity.selectOption({ label });
  // Before a start is chosen there is nothing to fit into.
  await expect(page.getByLabel("Session start").locator("option")).toHaveText([
    "Choose your start time first",
  ]);
  await page.getByLabel("Start time").selectOption("10:00");
  // A 1-hour session inside 10:00-13:00: it starts at 10:00 at the earliest and ends by 13:00.
  const starts = await page.getByLabel("Session start").locator("option").allTextContents();
  expect(starts.slice(1)).toEqual(["10:00", "10:30", "11:00", "11:30", "12:00"]);
  await page.getByLabel("Session start").selectOption("11:00");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await payWith(page, "4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  const reference =
    (
      await page
        .locator("[data-slot=pass-card]")
        .getByText(/^GR-[0-9A-Z]{6}$/)
        .textContent()
    )?.trim() ?? "";

  // My Bookings offers "Change date" for it; the session goes with it, at the same time of day.
  await page.goto("/bookings");
  await page.locator("html[data-hydrated]").waitFor();
  const card = page.getByRole("article").filter({ hasText: reference });
  await card.getByRole("link", { name: "Change date" }).click();
  const form = page.getByRole("form", { name: "Change date" });
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 7);
  const newDate = next.toISOString().slice(0, 10);
  await form.getByLabel("New date").fill(newDate);
  // Starting after the session: refused, saying why and which visit.
  await form.getByLabel("New start time").selectOption("12:00");
  await form.getByRole("button", { name: "Change date" }).click();
  await expect(
    page.getByText(
      /moves with the booking at the same time of day, which is outside the new visit \(12:00–15:00\)/,
    ),
  ).toBeVisible();
  // That refusal is a 409 on purpose: the browser logs it, and only it is let through.
  const refused = consoleErrors.findIndex((e) => e.includes("status of 409"));
  if (refused >= 0) consoleErrors.splice(refused, 1);
  await form.getByLabel("New start time").selectOption("10:00");
  await form.getByRole("button", { name: "Change date" }).click();
  await expect(page.getByText("Date changed")).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText(/, 11:00-12:00/);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/screenshots/booking-session-moved-${width}.png`, fullPage: true });
  }
});
