import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Fills every required answer (and one optional one) of the application form. */
async function fillApplication(page: Page, email: string) {
  await page.getByLabel("Full Name").fill("Tayla Morgan");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Phone Number").fill("+61 412 555 018");
  await page.getByLabel("Location").fill("Gold Coast, Australia");
  await page.getByLabel("Primary Sport").selectOption("crossfit");
  await page.getByLabel("Competition Level").selectOption("national");
  await page.getByLabel("Years of Experience").selectOption("6-10");
  await page.getByLabel("Instagram Handle").fill("@taylamoves");
  await page.getByLabel("Total Followers").selectOption("10k-50k");
  await page.getByLabel("Content Style").selectOption("workout-videos");
  await page
    .getByLabel(/Why do you want to be a GymRoam ambassador/)
    .fill("I train in a new city every month and want to help athletes find great gyms.");
  await page.getByLabel("Travel Frequency").selectOption("monthly");
  await page.getByRole("checkbox", { name: "CrossFit boxes" }).check();
  await page.getByRole("checkbox", { name: "Recovery facilities" }).check();
  await page
    .getByRole("checkbox", { name: /I agree to the Ambassador Program terms and conditions/ })
    .check();
}

const REQUIRED_MESSAGES = [
  "Full name is required",
  "Valid email is required",
  "Phone number is required",
  "Location is required",
  "Please select your primary sport",
  "Please select your competition level",
  "Please select your years of experience",
  "Please select your total followers",
  "Please select your content style",
  "Please tell us why you want to be an ambassador",
  "Please select how often you travel",
  "Please select at least one gym preference",
  "You must agree to the terms and conditions",
];

test.describe("ambassador programme", () => {
  test("terms → application → validation → submitted → thank-you page @phone", async ({ page }, testInfo) => {
    await page.goto("/ambassador-terms");
    await expect(
      page.getByRole("heading", { level: 1, name: "Ambassador Program Terms and Conditions" }),
    ).toBeVisible();
    await expect(page.getByText("Version 1.0 · Last updated June 25, 2025")).toBeVisible();
    await expect(page.getByText("30% commission", { exact: true })).toBeVisible();
    await expect(page.getByText("The minimum payout is $50 NZD.", { exact: false })).toBeVisible();
    await expect(page.getByText("on the 15th of each month", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expectAccessible(page);
    await page.screenshot({
      path: `e2e/screenshots/ambassador-terms-${testInfo.project.name}.png`,
      fullPage: true,
    });

    await page.getByRole("link", { name: "Proceed to Application" }).click();
    await expect(page).toHaveURL(/\/ambassador-application$/);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Back to Terms" })).toHaveAttribute(
      "href",
      "/ambassador-terms",
    );
    for (const section of [
      "Personal Information",
      "Sports Background",
      "Social Media & Content Creation",
      "Ambassador Goals",
    ])
      await expect(page.getByRole("region", { name: section })).toBeVisible();
    await expect(page.getByLabel("Email Address")).toHaveAttribute("type", "email");

    // An empty submission: every required field says what it needs; nothing is sent.
    const submit = page.getByRole("button", { name: "Apply for Ambassador Program" });
    await submit.click();
    for (const message of REQUIRED_MESSAGES)
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/ambassador-application$/);
    await expectAccessible(page);

    await fillApplication(page, `tayla-${unique()}@example.com`);
    for (const message of REQUIRED_MESSAGES)
      await expect(page.getByText(message, { exact: true })).toHaveCount(0);
    await page.screenshot({
      path: `e2e/screenshots/ambassador-application-${testInfo.project.name}.png`,
      fullPage: true,
    });

    // Hold the submission until the pending state has been seen, then let it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/ambassador-application.data*", async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    const pending = page.getByRole("button", { name: "Submitting Application..." });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    release();

    await expect(page).toHaveURL(/\/ambassador-thank-you$/);
    await expect(page.getByText("Application Submitted", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Your ambassador application has been submitted successfully!"),
    ).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await expect(page.getByRole("heading", { level: 1, name: "Thank you for applying!" })).toBeVisible();
    const steps = page.getByRole("region", { name: "What happens next" }).getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(steps.first()).toContainText("5-7 business days");
    await expect(steps.nth(1)).toContainText("ambassador code");
    await expect(
      page.getByRole("region", { name: "Ambassador benefits" }).getByRole("listitem").first(),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "hello@gymroam.example" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Gyms" })).toHaveAttribute("href", "/gym-feed");
    const social = page.getByRole("link", { name: /Follow @gymroam/ });
    await expect(social).toHaveAttribute("target", "_blank");
    await expect(social).toHaveAttribute("rel", "noopener noreferrer");
    await expectAccessible(page);
    await page.screenshot({
      path: `e2e/screenshots/ambassador-thank-you-${testInfo.project.name}.png`,
      fullPage: true,
    });
  });

  test("a refusal from the server shows the Submission Failed toast and keeps the answers", async ({
    page,
  }) => {
    await page.goto("/ambassador-application");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await fillApplication(page, `refused-${unique()}@example.com`);
    // Change the sport on the way to the server, past the browser's own check.
    await page.route("**/ambassador-application.data*", async (route) => {
      const body = (route.request().postData() ?? "").replace(
        "primarySport=crossfit",
        "primarySport=curling",
      );
      await route.continue({ postData: body });
    });
    await page.getByRole("button", { name: "Apply for Ambassador Program" }).click();
    await expect(page.getByText("Submission Failed", { exact: true })).toBeVisible();
    await expect(page.locator('[data-slot="toast"]')).toContainText("Please select your primary sport");
    await expect(page).toHaveURL(/\/ambassador-application$/);
    await expect(page.getByLabel("Full Name")).toHaveValue("Tayla Morgan");
    await expect(page.getByLabel("Location")).toHaveValue("Gold Coast, Australia");
    await expect(page.getByRole("checkbox", { name: "CrossFit boxes" })).toBeChecked();
    await expect(page.getByRole("button", { name: "Apply for Ambassador Program" })).toBeEnabled();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form shows the server's messages, keeps the answers, then submits", async ({ page }) => {
      await page.goto("/ambassador-application");
      await page.getByLabel("Full Name").fill("Tayla Morgan");
      await page.getByRole("checkbox", { name: "Boutique studios" }).check();
      await page.getByRole("button", { name: "Apply for Ambassador Program" }).click();
      await expect(page.getByText("Valid email is required", { exact: true })).toBeVisible();
      await expect(
        page.getByText("You must agree to the terms and conditions", { exact: true }),
      ).toBeVisible();
      await expect(page.getByText("Full name is required", { exact: true })).toHaveCount(0);
      await expect(page.getByLabel("Full Name")).toHaveValue("Tayla Morgan");
      await expect(page.getByRole("checkbox", { name: "Boutique studios" })).toBeChecked();

      await fillApplication(page, `nojs-${unique()}@example.com`);
      await page.getByRole("button", { name: "Apply for Ambassador Program" }).click();
      await expect(page).toHaveURL(/\/ambassador-thank-you$/);
      await expect(page.getByRole("heading", { level: 1, name: "Thank you for applying!" })).toBeVisible();
    });
  });

  test("POST /api/ambassador-application: 201 pending, 400 with the field's message", async ({ request }) => {
    const body = {
      fullName: "Tayla Morgan",
      email: `api-${unique()}@example.com`,
      phone: "+61 412 555 018",
      location: "Gold Coast, Australia",
      primarySport: "crossfit",
      competitionLevel: "national",
      yearsExperience: "6-10",
      followersCount: "10k-50k",
      contentStyle: "workout-videos",
      motivations: "Help athletes find gyms on the road.",
      travelFrequency: "monthly",
      gymPreferences: ["CrossFit boxes"],
      agreeToTerms: true,
    };
    const created = await request.post("/api/ambassador-application", { data: body });
    expect(created.status()).toBe(201);
    expect(await created.json()).toEqual({ id: expect.any(Number), status: "pending" });

    const refused = await request.post("/api/ambassador-application", {
      data: { ...body, agreeToTerms: false },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: "You must agree to the terms and conditions",
      errors: { agreeToTerms: ["You must agree to the terms and conditions"] },
    });
  });
});
