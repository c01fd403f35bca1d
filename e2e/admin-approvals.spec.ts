import type { Page } from "@playwright/test";
import { adminPassword, signInAsAdmin } from "./admin";
import { expect, expectAccessible, test } from "./fixtures";

const ACCOUNT_NUMBER = "12-3456-7654321-00";

/** Submits a gym-owner application through /add-gym, as an owner would. */
async function applyForGym(page: Page, gymName: string, city: string) {
  await page.goto("/add-gym");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByLabel("Contact name").fill("Mere Tane");
  await page.getByLabel("E-mail").fill(`owner-${Date.now()}@kiaora.example`);
  await page.getByLabel("Gym name").fill(gymName);
  await page.getByLabel("Address", { exact: false }).first().fill("12 Cuba Street");
  await page.getByLabel("City").fill(city);
  await page.getByLabel("Country").selectOption("New Zealand");
  await page.getByLabel("Description").fill("Six platforms, calibrated plates and a sauna.");
  await page.getByLabel("Gym rules").fill("Re-rack your weights.");
  for (const [group, option] of [
    ["Equipment", "Lift Rack"],
    ["Amenities", "Sauna"],
    ["Sports", "Powerlifting"],
  ] as const) {
    await page
      .getByRole("group", { name: new RegExp(`^${group}`) })
      .getByRole("checkbox", { name: option, exact: true })
      .check();
  }
  await page.getByLabel("Business type").selectOption("Company");
  await page.getByLabel("Account number").fill(ACCOUNT_NUMBER);
  await page.getByLabel("Message").fill("We'd love to host travelling lifters.");
  await page.getByRole("checkbox", { name: /I accept the partner terms/ }).check();
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page).toHaveURL(/\/gym-application-thank-you$/);
}

/** Opens the application from the pending list by its Review button. */
async function openApplication(page: Page, gymName: string) {
  await page.goto("/admin/gym-applications?status=pending");
  await expect(page.getByRole("heading", { level: 2, name: "Gym applications" })).toBeVisible();
  await page.getByRole("link", { name: `Review ${gymName}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: gymName })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe("admin approvals", () => {
  test("approve a gym application: the gym is created, not listed until its owner completes it (issue 17)", async ({
    page,
    request,
  }) => {
    const t = tag();
    const gymName = `Approved Strength ${t}`;
    // A city of its own, so the search result is this gym whatever earlier runs approved.
    const city = `Matakana ${t}`;
    // An anonymous visitor's search for the city is served from the page cache (ADR 014) before
    // the approval; the approval must still show on their very next search.
    const search = `/gyms?city=${encodeURIComponent(city)}`;
    await expect.poll(async () => (await request.get(search)).headers()["x-page-cache"]).toBe("hit");
    expect(await (await request.get(search)).text()).toContain("No gyms found");
    await applyForGym(page, gymName, city);
    await signInAsAdmin(page);
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Gym applications" })
      .click();
    await expect(page).toHaveURL(/\/admin\/gym-applications$/);
    await expectAccessible(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `e2e/screenshots/admin-gym-applications-${width}.png`, fullPage: true });
    }

    await openApplication(page, gymName);
    const status = page.getByTestId("application-status");
    await expect(status).toHaveText("Pending");
    // Payout details are masked: the last four digits at most, never the number.
    await expect(page.getByText("•••• 2100")).toBeVisible();
    expect(await page.content()).not.toContain(ACCOUNT_NUMBER);
    expect(await page.content()).not.toContain("7654321");
    await expectAccessible(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `e2e/screenshots/admin-gym-application-${width}.png`, fullPage: true });
    }

    await page.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(page.getByText("Application approved")).toBeVisible();
    await expect(status).toHaveText("Approved");
    await expect(page.getByRole("link", { name: /The gym's page/ })).toHaveAttribute("href", /^\/gym\/\d+$/);
    await expect(page.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);

    // Not listed yet: the owner completes the listing first (e2e/partner-onboarding.spec.ts).
    expect(await (await request.get(search)).text()).toContain("No gyms found");
    expect(await page.content()).not.toContain("7654321");
  });

  test("reject a gym application: a note is required, then the status shows rejected", async ({ page }) => {
    const t = tag();
    const gymName = `Rejected Strength ${t}`;
    await applyForGym(page, gymName, "Wellington");
    await signInAsAdmin(page);
    await openApplication(page, gymName);

    await page.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByText("Please add a note explaining the rejection")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Review notes" })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("application-status")).toHaveText("Pending");

    await page
      .getByRole("textbox", { name: "Review notes" })
      .fill("We could not verify the business details.");
    await page.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByText("Application rejected")).toBeVisible();
    await expect(page.getByTestId("application-status")).toHaveText("Rejected");
    await expect(page.getByText("We could not verify the business details.")).toBeVisible();
    await expectAccessible(page);

    await page.goto("/admin/gym-applications?status=rejected");
    const row = page.getByRole("row").filter({ hasText: gymName });
    await expect(row.getByText("Rejected", { exact: true })).toBeVisible();
    await page.goto("/admin/gym-applications?status=pending");
    await expect(page.getByRole("row").filter({ hasText: gymName })).toHaveCount(0);
  });

  test("approve an ambassador application: a unique code and referral link are issued", async ({
    page,
    request,
  }) => {
    const fullName = `Kiri Approval${tag()}`;
    const created = await request.post("/api/ambassador-application", {
      data: {
        fullName,
        email: `kiri-${tag()}@example.com`,
        phone: "+64 21 555 0101",
        location: "Wellington, New Zealand",
        primarySport: "rugby",
        competitionLevel: "national",
        yearsExperience: "6-10",
        followersCount: "10k-50k",
        contentStyle: "workout-videos",
        motivations: "Help touring teams find good gyms.",
        travelFrequency: "monthly",
        gymPreferences: ["Commercial gyms"],
        agreeToTerms: true,
      },
    });
    expect(created.status()).toBe(201);
    await signInAsAdmin(page);
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Ambassadors" })
      .click();
    await expect(page.getByRole("heading", { level: 2, name: "Ambassador applications" })).toBeVisible();
    await expectAccessible(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `e2e/screenshots/admin-ambassadors-${width}.png`, fullPage: true });
    }
    await page.getByRole("link", { name: `Review ${fullName}` }).click();
    await expect(page.getByRole("heading", { level: 2, name: fullName })).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expectAccessible(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `e2e/screenshots/admin-ambassador-${width}.png`, fullPage: true });
    }

    await page.getByRole("button", { name: "Approve and issue code" }).click();
    await expect(page.getByText("Ambassador approved")).toBeVisible();
    await expect(page.getByTestId("application-status")).toHaveText("Approved");
    const code = (await page.getByText(/^KIRI\d{2,}$/).textContent()) ?? "";
    expect(code).toMatch(/^KIRI\d{2,}$/);
    await expect(page.getByText(new RegExp(`/\\?ref=${code}$`))).toBeVisible();
  });

  test("the gym-applications API answers 401 without a token and the list view with one", async ({
    request,
  }) => {
    expect((await request.get("/api/admin/gym-applications")).status()).toBe(401);
    const login = await request.post("/api/admin/login", { data: { password: adminPassword() } });
    const { token } = (await login.json()) as { token: string };
    const list = await request.get("/api/admin/gym-applications", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(list.status()).toBe(200);
    const rows = (await list.json()) as Record<string, unknown>[];
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(
        [
          "city",
          "contactEmail",
          "contactName",
          "country",
          "businessName",
          "gymName",
          "id",
          "status",
          "submittedAt",
        ].sort(),
      );
    expect(JSON.stringify(rows)).not.toContain("7654321");
  });
});
