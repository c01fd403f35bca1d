import { expect, expectAccessible, test, testAddress } from "./fixtures";
import { openEveryDayGym, saunaGym } from "./seeded-gyms";

/** A venue date far enough ahead (and spread out) that no other test books it. */
function farDate(): string {
  const days = 120 + Math.floor(Math.random() * 200);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

test.describe("the waitlist of a full day /gym/{id}/book", () => {
  test("a full day offers the waitlist, and My Bookings shows the place in line", async ({
    page,
    playwright,
    baseURL,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(120_000);
    const gym = await openEveryDayGym(page.request);
    const { capacity } = (await (await page.request.get(`/api/gyms/${gym.id}`)).json()) as {
      capacity: number;
    };
    expect(capacity).toBeGreaterThan(0);
    const date = farDate();
    // Networks of this run only: a rerun within 15 minutes must not meet the last run's holds.
    const run = Date.now();
    // Other visitors fill the day: up to 20 athletes a booking, each from a network of its own (holds
    // are capped). How many places are left is asked each time: another test may have booked the day.
    const placesLeft = async () => {
      const query = new URLSearchParams({ bookingType: "day_pass", bookingDate: date, startTime: "08:00" });
      const answer = await page.request.get(`/gym/${gym.id}/book/places?${query}`);
      expect(answer.status(), await answer.text()).toBe(200);
      return ((await answer.json()) as { places: number }).places;
    };
    for (let left = await placesLeft(), n = 0; left > 0; n++, left = await placesLeft()) {
      const athletes = Math.min(20, left);
      const visitor = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { "CF-Connecting-IP": testAddress(`${testInfo.testId}:${run}:filler:${n}`) },
      });
      const made = await visitor.post("/api/bookings", {
        data: {
          gymId: gym.id,
          athleteName: `Filler ${n}`,
          athleteEmail: `filler${n}@example.com`,
          bookingType: "day_pass",
          bookingDate: date,
          startTime: "08:00",
          athletes,
        },
      });
      expect(made.status(), await made.text()).toBe(201);
      await visitor.dispose();
    }

    await page.goto(`/gym/${gym.id}/book`);
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByLabel("Name").fill("Hana Waititi");
    await page.getByLabel("E-mail").fill("hana@example.com");
    await page.getByLabel("Booking date").fill(date);
    await page.getByLabel("Start time").selectOption("08:00");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(
      page.getByText("This gym is fully booked at that time. Please choose another date or time."),
    ).toBeVisible();
    // That refusal is a 409 on purpose: the browser logs it, and only it is let through.
    const refused = consoleErrors.findIndex((e) => e.includes("status of 409"));
    if (refused >= 0) consoleErrors.splice(refused, 1);
    const join = page.getByRole("button", { name: "Join the waitlist" });
    await expect(join).toBeVisible();
    await expectAccessible(page);

    await join.click();
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(
      page.getByText("You're on the waitlist, number 1 in line. We'll e-mail you when a place frees up."),
    ).toBeVisible();
    const section = page.getByRole("region", { name: "Your waitlist" });
    const place = section.getByRole("listitem").filter({ hasText: gym.name });
    await expect(place.getByText("Number 1 in line")).toBeVisible();
    await expect(place.getByRole("button", { name: "Leave the waitlist" })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("the waitlist of a taken recovery session /gym/{id}", () => {
  test("the amenity form's Join the waitlist puts the visitor in line, shown on My Bookings", async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const gym = await saunaGym(page.request);
    await page.goto(`/gym/${gym.id}`);
    await page.locator("html[data-hydrated]").waitFor();
    const section = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Book recovery amenities" }) })
      .last();
    const amenity = section.getByLabel("Amenity");
    const label = (await amenity.locator("option", { hasText: "(Sauna)" }).first().textContent()) ?? "";
    const sauna = label.split(" (")[0] ?? "";
    expect(sauna).not.toBe("");

    // Another visitor, from a network of its own, holds the sauna at that time: one booking fills it.
    const other = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "CF-Connecting-IP": testAddress(`${testInfo.testId}:${Date.now()}:holder`) },
    });
    const held = await other.post("/api/amenity-booking", {
      data: {
        gymId: gym.id,
        amenityName: sauna,
        bookingDate: gym.date,
        startTime: "12:00",
        duration: 1,
        athleteName: "Sauna Holder",
        athleteEmail: "sauna.holder@example.com",
      },
    });
    expect(held.status(), await held.text()).toBe(201);
    await other.dispose();

    await amenity.selectOption({ label });
    await section.getByLabel("Date").fill(gym.date);
    await section.getByLabel("Time").selectOption("12:00");
    await section.getByLabel("Duration (hours)").fill("1");
    await section.getByLabel("Name").fill("Mere Waiting");
    await section.getByLabel("E-mail").fill("mere.waiting@example.com");
    await section.getByRole("button", { name: "Join the waitlist" }).click();

    await expect(page).toHaveURL(/\/bookings$/);
    await expect(
      page.getByText("You're on the waitlist, number 1 in line. We'll e-mail you when a place frees up."),
    ).toBeVisible();
    const line = page.getByRole("region", { name: "Your waitlist" });
    // The sauna's own place in line, not a visit's: its line names the session and its time.
    const place = line
      .getByRole("listitem")
      .filter({ hasText: gym.name })
      .filter({ hasText: `${sauna}, ` });
    await expect(place.getByText(/12:00–13:00/)).toBeVisible();
    await expect(place.getByText("Number 1 in line")).toBeVisible();
    await expect(place.getByRole("button", { name: "Leave the waitlist" })).toBeVisible();
    await expectAccessible(page);
  });
});
