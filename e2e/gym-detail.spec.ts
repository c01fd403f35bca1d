import { expect, expectAccessible, test } from "./fixtures";

test.describe("gym detail /gym/{id}", () => {
  test("open a gym from /gyms: name, rating, BOOK NOW, structured data", async ({ page }) => {
    await page.goto("/gyms?city=Auckland");
    const card = page.getByRole("article").first();
    const name = (await card.getByRole("heading").textContent()) ?? "";
    await card.getByRole("link", { name: "Select" }).click();
    await expect(page).toHaveURL(/\/gym\/\d+$/);
    const id = page.url().split("/").at(-1);

    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} in Auckland | GymRoam`);
    await expect(
      page
        .getByRole("img", { name: /^Rated \d\.\d out of 5$/ })
        .or(page.getByText("No reviews yet"))
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "BOOK NOW" })).toHaveAttribute("href", `/gym/${id}/book`);
    await expect(page.getByRole("link", { name: /Get directions/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    );

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(jsonLd).toMatchObject({ "@type": "ExerciseGym", name, address: { addressLocality: "Auckland" } });
    await expectAccessible(page);
  });

  test("the JSON-LD carries the CSP nonce on a full page load", async ({ page }) => {
    await page.goto("/gyms?city=Auckland");
    const href = await page
      .getByRole("article")
      .first()
      .getByRole("link", { name: "Select" })
      .getAttribute("href");
    const response = await page.goto(href ?? "/gyms");
    const csp = response?.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(
      await page
        .locator('script[type="application/ld+json"]')
        .evaluate((el) => (el as HTMLScriptElement).nonce),
    ).toBe(nonce);
  });

  test("contact the gym owner through the dialog, and save the gym @phone", async ({
    page,
    request,
  }, testInfo) => {
    await page.goto("/gyms?city=Wellington");
    await page.getByRole("article").first().getByRole("link", { name: "Select" }).click();
    await expect(page).toHaveURL(/\/gym\/\d+$/);
    // The gym's name from the API, not from whatever heading is on screen (the list's own h1 can
    // still be there while the detail page renders); then the detail page must show it.
    const id = /\/gym\/(\d+)$/.exec(page.url())?.[1];
    const { name } = (await (await request.get(`/api/gyms/${id}`)).json()) as { name: string };
    await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

    await page.getByRole("button", { name: "Contact Gym Owner" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact Gym Owner" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Send message" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expect(dialog.getByText("Message is required")).toBeVisible();
    await dialog.getByLabel("Name").fill("Aroha Ngata");
    await dialog.getByLabel("E-mail").fill("not-an-email");
    await dialog.getByLabel("Message").fill("Can a team of six train on Saturday?");
    await dialog.getByRole("button", { name: "Send message" }).click();
    await expect(dialog.getByText("Invalid email address")).toBeVisible();
    await dialog.getByLabel("E-mail").fill("aroha@example.com");
    await dialog.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Interest Sent!", { exact: true })).toBeVisible();
    await expect(page.getByText("The gym owner will contact you directly via email.")).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.getByRole("button", { name: `Save ${name}` }).click();
    await expect(page.getByText("Gym saved", { exact: true })).toBeVisible();
    const heart = page.getByRole("button", { name: `Remove ${name} from favourites` });
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await page.screenshot({
      path: `e2e/screenshots/gym-detail-${testInfo.project.name}.png`,
      fullPage: true,
    });
    await heart.click();
    await expect(page.getByText("Gym removed", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: `Save ${name}` })).toHaveAttribute("aria-pressed", "false");
  });

  test("a visitor without a completed booking is told why they cannot review", async ({ page }) => {
    await page.goto("/gyms?city=Wellington");
    await page.getByRole("article").first().getByRole("link", { name: "Select" }).click();
    await expect(
      page.getByText("Only athletes who have completed a booking at this gym can leave a review."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit Review" })).toHaveCount(0);
  });

  test("/gym/999999 shows Gym not found with a 404 and Back to search", async ({ page }) => {
    const response = await page.goto("/gym/999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Gym not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to search" })).toHaveAttribute("href", "/gyms");
    await expectAccessible(page);
  });
});

test.describe("gym detail without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form works in the page", async ({ page }) => {
    await page.goto("/gyms?city=Wellington");
    await page.getByRole("article").first().getByRole("link", { name: "Select" }).click();
    await expect(page).toHaveURL(/\/gym\/\d+$/);
    // The contact form's own fields: a gym with recovery amenities has a Name field in that form too.
    const contact = page.locator("form#contact-inline");
    await contact.getByLabel("Name").fill("Sam");
    await contact.getByLabel("E-mail").fill("sam@example.com");
    await contact.getByLabel("Message").fill("Do you have a deadlift platform?");
    await contact.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/gym\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("form#contact-inline").getByLabel("Name")).toHaveValue("");
  });
});
