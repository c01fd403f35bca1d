import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { adminPassword, signInAsAdmin } from "./admin";
import { expect, expectAccessible, test } from "./fixtures";

/** A gym in the sample data, and a waitlist sign-up, team inquiry and owner message for this run. */
async function createFixtures(request: APIRequestContext, tag: string) {
  const gyms = await request.get("/api/gyms?city=Wellington");
  expect(gyms.ok()).toBe(true);
  // A gym that hosts teams of 12: an inquiry elsewhere is refused (issue 20).
  const listed = (await gyms.json()) as { id: number; canHostTeams: boolean; maxTeamSize: number | null }[];
  const gymId = listed.find((g) => g.canHostTeams && (g.maxTeamSize ?? 0) >= 12)!.id;
  const joined = await request.post("/api/waitlist", {
    data: {
      name: `<img src=x onerror=alert(1)> Tester ${tag}`,
      email: `lists-${tag}@example.com`,
      location: "Wellington, New Zealand",
      sport: "crossfit",
      howDidYouHear: "friend",
    },
  });
  expect(joined.ok()).toBe(true);
  const inquiry = await request.post("/api/team-booking-inquiry", {
    data: {
      gymId,
      teamName: `Lists Team ${tag}`,
      contactName: "Tama Rangi",
      email: `team-${tag}@example.com`,
      teamSize: 12,
      sport: "Conditioning",
      preferredDates: "12-15 March, mornings",
      specialRequirements: "<b>Six racks</b> and the ice baths.",
    },
  });
  expect(inquiry.status()).toBe(201);
  const interest = await request.post("/api/athlete-interest", {
    data: {
      gymId,
      athleteName: `Lists Athlete ${tag}`,
      athleteEmail: `athlete-${tag}@example.com`,
      message: `<script>alert("xss-${tag}")</script> Can we train at 6 am?`,
    },
  });
  expect(interest.status()).toBe(201);
}

test.describe("admin list tabs", () => {
  test("waitlist search and CSV, inquiry status, bookings filter, outbox message", async ({
    page,
    request,
  }) => {
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    await createFixtures(request, tag);
    // No user-supplied text may ever run as script.
    page.on("dialog", (dialog) => {
      throw new Error(`unexpected dialog: ${dialog.message()}`);
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page);
    const nav = page.getByRole("navigation", { name: "Admin sections" });

    // Waitlist: search, then download what the search shows.
    await nav.getByRole("link", { name: "Waitlist" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Waitlist" })).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page.getByRole("searchbox", { name: "Search" }).fill(tag);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/waitlist\\?q=${tag}$`));
    const table = page.getByRole("table", { name: `Waitlist sign-ups matching "${tag}"` });
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(
      table.getByRole("cell", { name: `<img src=x onerror=alert(1)> Tester ${tag}` }),
    ).toBeVisible();
    await expect(table.getByRole("cell", { name: `lists-${tag}@example.com` })).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText([
      "Id",
      "Name",
      "E-mail",
      "City",
      "Country",
      "User type",
      "Source",
      "Joined",
    ]);
    await expectAccessible(page);
    await page.screenshot({ path: "e2e/screenshots/admin-waitlist-1280.png", fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^gymroam-waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), "utf8");
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("id,name,email,city,country,userType,source,createdAt");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `,<img src=x onerror=alert(1)> Tester ${tag},lists-${tag}@example.com,Wellington,`,
    );

    // Team inquiries: find the new one among the pending, mark it contacted.
    await nav.getByRole("link", { name: "Team inquiries" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Team inquiries" })).toBeVisible();
    await page.getByLabel("Status").selectOption("pending");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/admin\/inquiries\?status=pending$/);
    const inquiryRow = page.getByRole("row").filter({ hasText: `Lists Team ${tag}` });
    await expect(inquiryRow).toContainText("<b>Six racks</b> and the ice baths.");
    await expect(inquiryRow).toContainText("12-15 March, mornings");
    await expect(inquiryRow.getByText("Pending", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: "e2e/screenshots/admin-inquiries-1280.png", fullPage: true });
    await inquiryRow.getByRole("button", { name: `Mark contacted: Lists Team ${tag}` }).click();
    await expect(page.getByText("Inquiry updated", { exact: true })).toBeVisible();
    await expect(page.getByText(`Lists Team ${tag}'s inquiry is now contacted.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/inquiries\?status=pending$/);
    await expect(page.getByRole("row").filter({ hasText: `Lists Team ${tag}` })).toHaveCount(0);
    await page.goto("/admin/inquiries?status=contacted");
    const contacted = page.getByRole("row").filter({ hasText: `Lists Team ${tag}` });
    await expect(contacted.getByText("Contacted", { exact: true })).toBeVisible();
    await expect(contacted.getByRole("button", { name: `Close: Lists Team ${tag}` })).toBeVisible();

    // Bookings: the sample data's completed bookings, by status.
    await nav.getByRole("link", { name: "Bookings" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Bookings" })).toBeVisible();
    await page.getByLabel("Status").selectOption("completed");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/admin\/bookings\?status=completed/);
    const bookings = page.getByRole("table", { name: "Bookings matching the filters" });
    const statusCells = bookings.locator("tbody tr td:nth-child(8)");
    await expect(statusCells.first()).toHaveText("Completed");
    const statuses = await statusCells.allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(["Completed"]));
    await expect(bookings.locator("tbody tr").first()).toContainText(/NZ\$|A\$/);
    await expectAccessible(page);
    await page.screenshot({ path: "e2e/screenshots/admin-bookings-1280.png", fullPage: true });

    // Outbox: the owner message this run sent, opened in full.
    await nav.getByRole("link", { name: "Outbox" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Mail outbox" })).toBeVisible();
    await page.getByLabel("Kind").selectOption("owner_contact");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/admin\/outbox\?status=all&kind=owner_contact$/);
    await expectAccessible(page);
    await page.screenshot({ path: "e2e/screenshots/admin-outbox-1280.png", fullPage: true });
    await page.getByRole("link", { name: new RegExp(`Lists Athlete ${tag}`) }).click();
    await expect(page).toHaveURL(/\/admin\/outbox\/\d+$/);
    await expect(
      page.getByRole("heading", { level: 2, name: new RegExp(`Lists Athlete ${tag}`) }),
    ).toBeVisible();
    await expect(page.getByTestId("outbox-text-body")).toContainText(
      `<script>alert("xss-${tag}")</script> Can we train at 6 am?`,
    );
    await expectAccessible(page);
    await page.screenshot({ path: "e2e/screenshots/admin-outbox-message-1280.png", fullPage: true });
    await page.getByRole("link", { name: "Back to the outbox" }).click();
    await expect(page).toHaveURL(/\/admin\/outbox$/);
  });

  test("tables scroll inside their own region on a phone @phone-only", async ({ page, request }) => {
    await createFixtures(request, `phone${Date.now().toString(36)}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    for (const [path, name] of [
      ["/admin/waitlist", "Waitlist sign-ups, newest first"],
      ["/admin/inquiries", "Team booking inquiries, newest first"],
      ["/admin/bookings", "All bookings, latest booking date first"],
      ["/admin/outbox", "Outbox messages, newest first"],
    ] as const) {
      await page.goto(path);
      const region = page.getByRole("region", { name });
      await expect(region).toBeVisible();
      // The page itself does not scroll sideways; the table's region does.
      const pageOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(pageOverflow, path).toBeLessThanOrEqual(0);
      const regionOverflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(regionOverflow, path).toBeGreaterThan(0);
      await expectAccessible(page);
      await page.screenshot({
        path: `e2e/screenshots/admin-${path.split("/").pop()}-390.png`,
        fullPage: true,
      });
    }
    // One message in full: the body wraps, nothing scrolls sideways.
    await page.goto("/admin/outbox");
    const href = await page.getByRole("table").getByRole("link").first().getAttribute("href");
    await page.goto(href ?? "/admin/outbox");
    await expect(page.getByTestId("outbox-text-body")).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.screenshot({ path: "e2e/screenshots/admin-outbox-message-390.png", fullPage: true });
  });

  test("every list route sends a visitor to sign in; the API answers 401 without a token", async ({
    request,
  }) => {
    for (const path of [
      "/admin/waitlist",
      "/admin/waitlist.csv",
      "/admin/inquiries",
      "/admin/bookings?status=confirmed",
      "/admin/outbox",
      "/admin/outbox/1",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe("/admin-login");
    }
    const forged = await request.get("/admin/waitlist.csv", {
      maxRedirects: 0,
      headers: { Cookie: "__Host-gr_admin=forged" },
    });
    expect(forged.status()).toBe(302);

    expect((await request.get("/api/admin/waitlist")).status()).toBe(401);
    expect(
      (await request.get("/api/admin/waitlist", { headers: { Authorization: "Bearer forged" } })).status(),
    ).toBe(401);
    const login = await request.post("/api/admin/login", { data: { password: adminPassword() } });
    const { token } = (await login.json()) as { token: string };
    const list = await request.get("/api/admin/waitlist", { headers: { Authorization: `Bearer ${token}` } });
    expect(list.status()).toBe(200);
    const rows = (await list.json()) as Record<string, unknown>[];
    expect(Array.isArray(rows)).toBe(true);
    expect(Number(list.headers()["x-total-count"])).toBeGreaterThanOrEqual(rows.length);
    if (rows[0])
      expect(Object.keys(rows[0]).sort()).toEqual(
        ["city", "country", "createdAt", "email", "id", "name", "source", "userType"].sort(),
      );
  });
});
