import { expect, expectAccessible, test } from "./fixtures";

test.describe("team inquiry on /team-booking", () => {
  test("Book for Team opens the form: messages, then the Inquiry Submitted toast @phone", async ({
    page,
  }, testInfo) => {
    await page.goto("/team-booking?teamSize=8");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const card = page.getByRole("article").first();
    const name = (await card.getByRole("heading").textContent()) ?? "";
    await card.getByRole("link", { name: /^Book for Team/ }).click();

    const dialog = page.getByRole("dialog", { name: `Book ${name} for your team` });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/team-booking\?teamSize=8$/);
    // Prefilled with the searched team size.
    await expect(dialog.getByLabel("Team size")).toHaveValue("8");
    await expectAccessible(page);

    await dialog.getByLabel("Team size").fill("0");
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    for (const message of [
      "Team name is required",
      "Contact name is required",
      "Valid email is required",
      "Team size must be at least 1",
      "Preferred dates are required",
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await page.screenshot({ path: `e2e/screenshots/team-inquiry-${testInfo.project.name}.png` });

    await dialog.getByLabel("Team name").fill("Otago Rugby U20");
    await dialog.getByLabel("Contact name").fill("Tama Rangi");
    await dialog.getByLabel("E-mail").fill("tama@otago-rugby.example");
    // No more than the gym hosts (it is listed as Team Ready for the searched 8).
    await dialog.getByLabel("Team size").fill("8");
    await dialog.getByLabel("Sport").selectOption("Conditioning");
    await dialog.getByLabel("Preferred dates").fill("12-15 March, mornings");
    await dialog.getByLabel("Special requirements").fill("Six racks and the ice baths.");
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();

    await expect(page.getByText("Inquiry Submitted", { exact: true })).toBeVisible();
    await expect(
      page.getByText(`We've sent your team's request to ${name.endsWith(".") ? name : `${name}.`}`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/team-booking\?teamSize=8$/);
  });

  test("POST /api/team-booking-inquiry: 201 pending, 400 messages, 404 unknown gym", async ({
    request,
    page,
  }) => {
    await page.goto("/team-booking");
    const href = await page
      .getByRole("article")
      .first()
      .getByRole("link", { name: /^Book for Team/ })
      .getAttribute("href");
    const gymId = Number(new URL(href ?? "", "http://x").searchParams.get("inquire"));
    const body = {
      gymId,
      teamName: "API Team",
      contactName: "Ana",
      email: "ana@example.com",
      teamSize: 6,
      preferredDates: "June",
    };
    const created = await request.post("/api/team-booking-inquiry", { data: body });
    expect(created.status()).toBe(201);
    expect(await created.json()).toMatchObject({ status: "pending", message: "Inquiry Submitted" });
    const refused = await request.post("/api/team-booking-inquiry", { data: { ...body, email: "x" } });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error).toBe("Valid email is required");
    const missing = await request.post("/api/team-booking-inquiry", { data: { ...body, gymId: 999999 } });
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: "Gym not found" });
  });
});

test.describe("team inquiry without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Book for Team shows the form in the page, which submits back to the listing", async ({ page }) => {
    await page.goto("/team-booking?teamSize=6");
    const card = page.getByRole("article").first();
    const name = (await card.getByRole("heading").textContent()) ?? "";
    await card.getByRole("link", { name: /^Book for Team/ }).click();
    await expect(page).toHaveURL(/inquire=\d+/);
    const form = page.getByRole("region", { name: `Team inquiry: ${name}` });
    await expect(form).toBeVisible();
    await expect(form.getByLabel("Team size")).toHaveValue("6");

    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.getByText("Team name is required", { exact: true })).toBeVisible();
    await expect(page.getByText("Preferred dates are required", { exact: true })).toBeVisible();

    const again = page.getByRole("region", { name: `Team inquiry: ${name}` });
    await again.getByLabel("Team name").fill("Canterbury Netball");
    await again.getByLabel("Contact name").fill("Aroha");
    await again.getByLabel("E-mail").fill("aroha@example.com");
    await again.getByLabel("Preferred dates").fill("First week of July");
    await again.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page).toHaveURL(/\/team-booking\?teamSize=6$/);
    await expect(page.getByRole("region", { name: /^Team inquiry:/ })).toHaveCount(0);
  });
});
