import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

/** Fills every required answer the form does not start with (the defaults cover the rest). */
async function fillApplication(page: Page, gymName: string) {
  await page.getByLabel("Contact name").fill("Mere Tane");
  await page.getByLabel("E-mail").fill("mere@kiaora.example");
  await page.getByLabel("Gym name").fill(gymName);
  await page.getByLabel("Address", { exact: false }).first().fill("12 Cuba Street");
  await page.getByLabel("City").fill("Wellington");
  await page.getByLabel("Country").selectOption("New Zealand");
  await page.getByLabel("Description").fill("Six platforms, calibrated plates and a sauna.");
  await page.getByLabel("Gym rules").fill("Re-rack your weights.");
  await page
    .getByRole("group", { name: /^Equipment/ })
    .getByRole("checkbox", { name: "Lift Rack" })
    .check();
  await page
    .getByRole("group", { name: /^Amenities/ })
    .getByRole("checkbox", { name: "Sauna", exact: true })
    .check();
  await page
    .getByRole("group", { name: /^Sports/ })
    .getByRole("checkbox", { name: "Powerlifting" })
    .check();
  await page.getByLabel("Business type").selectOption("Company");
  await page.getByLabel("Message").fill("We'd love to host travelling lifters.");
  await page.getByRole("checkbox", { name: /I accept the partner terms/ }).check();
}

test.describe("gym-owner application /add-gym", () => {
  test("benefits, steps and the form's defaults; every required field's message @phone", async ({
    page,
  }, testInfo) => {
    await page.goto("/add-gym");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("List your facility");
    await expect(page.getByText("No upfront or listing fees", { exact: true })).toBeVisible();
    for (const step of ["Submit", "Review", "Live once approved"]) {
      await expect(page.getByRole("listitem").filter({ hasText: step }).first()).toBeVisible();
    }
    // Spec defaults: day pass 30, hourly 0, 06:00-22:00, placeholders for business name and address.
    await expect(page.getByLabel("Day pass rate ($)")).toHaveValue("30");
    await expect(page.getByLabel("Hourly rate ($)")).toHaveValue("0");
    await expect(page.getByLabel("Opens at")).toHaveValue("06:00");
    await expect(page.getByLabel("Closes at")).toHaveValue("22:00");
    await expect(page.getByLabel("Business name")).toHaveValue("To be collected during onboarding");
    await expect(page.getByLabel("Address").first()).toHaveValue("To be collected during onboarding");
    await expectAccessible(page);
    await page.screenshot({ path: `e2e/screenshots/add-gym-${testInfo.project.name}.png`, fullPage: true });

    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page.getByLabel("Address").first().fill("");
    await page.getByLabel("Day pass rate ($)").fill("");
    const days = page.getByRole("group", { name: /^Operating days/ });
    for (const box of await days.getByRole("checkbox").all()) await box.uncheck();
    await page.getByRole("button", { name: "Submit Application" }).click();
    for (const message of [
      "Contact name is required",
      "Valid email is required",
      "Gym name is required",
      "Address is required",
      "City is required",
      "Country is required",
      "Description must be at least 10 characters",
      "Gym rules are required",
      "Day rate is required",
      "Select at least one operating day",
      "Select at least one piece of equipment",
      "Select at least one amenity",
      "Select at least one sport",
      "Business type is required",
      "Message is required",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page).toHaveURL(/\/add-gym$/);
    await expectAccessible(page);
  });

  test("a complete application reaches the thank-you page", async ({ page }, testInfo) => {
    await page.goto("/add-gym");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await fillApplication(page, `E2E Strength ${Date.now()}`);
    await page.getByLabel("BSB (Australia)").fill("083-170");
    await page.getByRole("button", { name: "Submit Application" }).click();

    await expect(page).toHaveURL(/\/gym-application-thank-you$/);
    await expect(page.getByRole("heading", { level: 1, name: "APPLICATION SUBMITTED!" })).toBeVisible();
    await expect(page.getByText(/within 3-5 business days/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Gyms" })).toHaveAttribute("href", "/gym-feed");
    await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    expect(await page.content()).not.toContain("083-170");
    await expectAccessible(page);
    await page.screenshot({ path: `e2e/screenshots/gym-application-thank-you-${testInfo.project.name}.png` });
  });

  test("POST /api/gym-application takes JSON and never echoes payout details", async ({ request }) => {
    const base = {
      contactName: "Ana",
      contactEmail: "ana@example.com",
      gymName: "API Gym",
      address: "1 Queen Street",
      city: "Auckland",
      country: "New Zealand",
      description: "A gym submitted through the API.",
      gymRules: "Be kind.",
      dayPassRate: 25,
      operatingDays: [1, 2, 3],
      equipment: ["Kettlebells"],
      amenities: ["Parking"],
      sports: ["CrossFit"],
      businessName: "API Gym Ltd",
      businessType: "Company",
      message: "Hello",
      bankAccountNumber: "12-3456-7654321-00",
      acceptedTerms: true,
    };
    const created = await request.post("/api/gym-application", { data: base });
    expect(created.status()).toBe(201);
    expect(await created.json()).toEqual({ id: expect.any(Number), status: "pending" });
    const refused = await request.post("/api/gym-application", { data: { ...base, city: "" } });
    expect(refused.status()).toBe(400);
    const text = await refused.text();
    expect(JSON.parse(text).errors.city).toEqual(["City is required"]);
    expect(text).not.toContain("7654321");
  });
});

test.describe("/add-gym without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server shows the messages, keeps the answers but not the payout details, then submits", async ({
    page,
  }) => {
    await page.goto("/add-gym");
    await fillApplication(page, "");
    await page.getByLabel("Account number").fill("12-3456-7654321-00");
    await page.getByLabel("BSB (Australia)").fill("083-170");
    await page.getByRole("button", { name: "Submit Application" }).click();

    await expect(page.getByText("Gym name is required", { exact: true })).toBeVisible();
    await expect(page.getByLabel("City")).toHaveValue("Wellington");
    await expect(page.getByLabel("Account number")).toHaveValue("");
    await expect(page.getByLabel("BSB (Australia)")).toHaveValue("");
    const html = await page.content();
    expect(html).not.toContain("7654321");
    expect(html).not.toContain("083-170");

    await page.getByLabel("Gym name").fill("No Script Barbell Club");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL(/\/gym-application-thank-you$/);
    await expect(page.getByRole("heading", { level: 1, name: "APPLICATION SUBMITTED!" })).toBeVisible();
  });
});
