import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { adminPassword, bookAndPay } from "./admin";
import { closeToast, expect, expectAccessible, test, testAddress } from "./fixtures";
import { readStrictly } from "./rfc5322";

/*
 * Accounts, tried as a new user would (issue 16, ADR 020): context A books with an e-mail and no
 * account; context B signs in as that e-mail through the link read from the raw message in the Admin
 * Outbox (sent through wrangler's simulated send_email binding) and sees A's booking on /bookings and
 * /account; a third context signed in as another e-mail sees nothing of it; a spent link is refused
 * with a way to ask for a new one.
 */

type OutboxRow = { id: number; to: string; kind: string; status: string };

/** A browser context of its own (own cookies), from its own client address. */
async function newContext(browser: Browser, baseURL: string, name: string, width = 1280) {
  return browser.newContext({
    baseURL,
    viewport: { width, height: 900 },
    extraHTTPHeaders: { "CF-Connecting-IP": testAddress(`accounts:${name}:${Date.now()}`) },
  });
}

/** The newest sign-in message to `email` with an id above `after`, once the sender reports it sent. */
async function sentSignInMail(request: APIRequestContext, token: string, email: string, after: number) {
  let found: OutboxRow | undefined;
  await expect
    .poll(
      async () => {
        const rows = (await (
          await request.get("/api/admin/outbox?kind=sign_in_link", {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).json()) as OutboxRow[];
        found = rows.find((r) => r.to === email && r.id > after);
        return found?.status;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe("sent");
  return found!;
}

async function newestOutboxId(request: APIRequestContext, token: string): Promise<number> {
  const rows = (await (
    await request.get("/api/admin/outbox", { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as OutboxRow[];
  return rows[0]?.id ?? 0;
}

/** The sign-in link, read from the raw RFC 5322 source in the Admin Outbox (admin's page session). */
async function linkFromRawSource(admin: Page, id: number, baseURL: string): Promise<string> {
  const response = await admin.request.get(`/admin/outbox/${id}/raw`);
  expect(response.status()).toBe(200);
  const reading = readStrictly(await response.text());
  expect(reading.problems).toEqual([]);
  const text = reading.parts.find((p) => p.type === "text/plain")?.content ?? "";
  const link = /https?:\/\/\S+\/sign-in\/verify\?token=[A-Za-z0-9_-]+&email=[^\s<>"]+/.exec(text)?.[0];
  expect(link, "the sign-in link in the message").toBeTruthy();
  expect(link!.startsWith(`${baseURL}/sign-in/verify?token=`)).toBe(true);
  return link!;
}

async function askForLink(page: Page, email: string, shots?: string) {
  await page.goto("/sign-in");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expectAccessible(page);
  if (shots) await page.screenshot({ path: `e2e/screenshots/sign-in-${shots}.png`, fullPage: true });
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
  await expectAccessible(page);
}

async function openLink(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: /Sign in to/ })).toBeVisible();
  // The confirm step names the address the link signs in, so a planted link is seen for what it is.
  const address = new URL(link).searchParams.get("email") ?? "";
  await expect(page.getByText(`You are signing in as ${address}.`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
}

test("a booking made without an account follows its e-mail to another device after signing in by link", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const x = `x+${stamp}@example.com`;
  const other = `other+${stamp}@example.com`;
  const contexts: BrowserContext[] = [];
  const open = async (name: string, width?: number) => {
    const context = await newContext(browser, baseURL!, name, width);
    contexts.push(context);
    return context;
  };
  try {
    // The admin: an API token to poll the outbox, and a page session for the raw sources.
    const adminContext = await open("admin");
    const login = await adminContext.request.post("/api/admin/login", {
      data: { password: adminPassword() },
    });
    const { token } = (await login.json()) as { token: string };
    const admin = await adminContext.newPage();
    await admin.goto("/admin-login");
    await admin.getByLabel("Password").fill(adminPassword());
    await admin.getByRole("button", { name: "Sign in" }).click();
    await expect(admin).toHaveURL(/\/admin$/);

    // A: books with x, no account; the header offers SIGN IN.
    const a = await open("A");
    const booking = await bookAndPay(a.request, x, "Xavier Example");
    const pageA = await a.newPage();
    await pageA.goto("/bookings");
    await expect(pageA.getByText(booking.reference).first()).toBeVisible();
    await expect(pageA.getByRole("banner").getByRole("link", { name: "SIGN IN" })).toBeVisible();

    // B (a phone-sized screen): asks for a link for x, opens it from the raw message, signs in.
    const b = await open("B", 390);
    const pageB = await b.newPage();
    const before = await newestOutboxId(adminContext.request, token);
    await askForLink(pageB, x, "390");
    await pageB.screenshot({ path: "e2e/screenshots/sign-in-sent-390.png", fullPage: true });
    const mail = await sentSignInMail(adminContext.request, token, x, before);
    const link = await linkFromRawSource(admin, mail.id, baseURL!);
    await openLink(pageB, link);

    // B sees A's booking on /account (venue time with its zone) and on /bookings.
    await expect(pageB.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await expect(pageB.getByText(`Signed in as ${x}`)).toBeVisible();
    const upcoming = pageB.locator("li", { hasText: booking.reference });
    await expect(upcoming).toBeVisible();
    await expect(upcoming).toContainText(/day pass from 10:00 NZ[SD]T, Pacific\/Auckland/);
    await expectAccessible(pageB);
    await pageB.screenshot({ path: "e2e/screenshots/account-390.png", fullPage: true });
    await expect(pageB.getByRole("banner").getByRole("link", { name: "ACCOUNT" })).toBeVisible();
    await pageB.goto("/bookings");
    await expect(pageB.getByText(booking.reference).first()).toBeVisible();

    // C: signed in as another e-mail, sees nothing of it; the spent link is refused with a way back.
    const c = await open("C");
    const pageC = await c.newPage();
    await pageC.goto(link);
    await pageC.getByRole("button", { name: "Sign in" }).click();
    await expect(pageC.getByRole("alert").filter({ hasText: "cannot be used" })).toBeVisible();
    await expectAccessible(pageC);
    await pageC.screenshot({ path: "e2e/screenshots/sign-in-refused-1280.png", fullPage: true });
    await pageC.getByRole("link", { name: "Ask for a new sign-in link" }).click();
    await expect(pageC).toHaveURL(/\/sign-in$/);
    const beforeC = await newestOutboxId(adminContext.request, token);
    await askForLink(pageC, other, "1280");
    const otherMail = await sentSignInMail(adminContext.request, token, other, beforeC);
    await openLink(pageC, await linkFromRawSource(admin, otherMail.id, baseURL!));
    await expect(pageC.getByText(`Signed in as ${other}`)).toBeVisible();
    await expect(pageC.getByText(booking.reference)).toHaveCount(0);
    await expect(pageC.getByText("No upcoming bookings.")).toBeVisible();
    await pageC.screenshot({ path: "e2e/screenshots/account-1280.png", fullPage: true });
    await pageC.goto("/bookings");
    await expect(pageC.getByText(booking.reference)).toHaveCount(0);

    // B signs out everywhere: its /account now asks to sign in.
    await pageB.goto("/account");
    await pageB.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(pageB).toHaveURL(/\/$/);
    await pageB.goto("/account");
    await expect(pageB).toHaveURL(/\/sign-in\?next=%2Faccount$/);
  } finally {
    for (const context of contexts) await context.close();
  }
});

test("an approved gym's contact e-mail signs in to its owner area only; the approval is in the Audit tab", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const ownerEmail = `owner+${stamp}@example.com`;
  const gymName = `Owner Area Gym ${stamp}`;
  const contexts: BrowserContext[] = [];
  const open = async (name: string, width?: number) => {
    const context = await newContext(browser, baseURL!, name, width);
    contexts.push(context);
    return context;
  };
  try {
    // The applicant applies through /add-gym.
    const applicant = await (await open("applicant")).newPage();
    await applicant.goto("/add-gym");
    await expect(applicant.locator("html[data-hydrated]")).toHaveCount(1);
    await applicant.getByLabel("Contact name").fill("Owner Person");
    await applicant.getByLabel("E-mail").fill(ownerEmail);
    await applicant.getByLabel("Gym name").fill(gymName);
    await applicant.getByLabel("Address", { exact: false }).first().fill("12 Cuba Street");
    await applicant.getByLabel("City").fill("Wellington");
    await applicant.getByLabel("Country").selectOption("New Zealand");
    await applicant.getByLabel("Description").fill("Six platforms, calibrated plates and a sauna.");
    await applicant.getByLabel("Gym rules").fill("Re-rack your weights.");
    for (const [group, option] of [
      ["Equipment", "Lift Rack"],
      ["Amenities", "Sauna"],
      ["Sports", "Powerlifting"],
    ] as const)
      await applicant
        .getByRole("group", { name: new RegExp(`^${group}`) })
        .getByRole("checkbox", { name: option, exact: true })
        .check();
    await applicant.getByLabel("Business type").selectOption("Company");
    await applicant.getByLabel("Message").fill("We'd love to host travelling lifters.");
    await applicant.getByRole("checkbox", { name: /I accept the partner terms/ }).check();
    await applicant.getByRole("button", { name: "Submit Application" }).click();
    await expect(applicant).toHaveURL(/\/gym-application-thank-you$/);

    // The admin approves it; the Audit tab shows who did what.
    const adminContext = await open("admin");
    const login = await adminContext.request.post("/api/admin/login", {
      data: { password: adminPassword() },
    });
    const { token } = (await login.json()) as { token: string };
    const admin = await adminContext.newPage();
    await admin.goto("/admin-login");
    await admin.getByLabel("Password").fill(adminPassword());
    await admin.getByRole("button", { name: "Sign in" }).click();
    await expect(admin).toHaveURL(/\/admin$/);
    await admin.goto("/admin/gym-applications?status=pending");
    await admin.getByRole("link", { name: `Review ${gymName}` }).click();
    await expect(admin.locator("html[data-hydrated]")).toHaveCount(1);
    await admin.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(admin.getByText("Application approved")).toBeVisible();
    await closeToast(admin);
    const applicationId = /gym-applications\/(\d+)/.exec(admin.url())?.[1];
    await admin
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Audit" })
      .click();
    await expect(admin).toHaveURL(/\/admin\/audit$/);
    const row = admin.getByRole("row", { name: new RegExp(`gym application ${applicationId}\\b`) });
    await expect(row).toContainText("admin");
    await expect(row).toContainText("approve");
    await expect(row).toContainText("status: pending");
    await expect(row).toContainText("status: approved");
    await expect(admin.getByText("Signed in as admin")).toBeVisible();
    await expectAccessible(admin);
    for (const width of [390, 1280]) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.screenshot({ path: `e2e/screenshots/admin-audit-${width}.png`, fullPage: true });
    }

    // The owner signs in with the application's e-mail: their gyms, and no ambassador portal.
    const owner = await (await open("owner")).newPage();
    const before = await newestOutboxId(adminContext.request, token);
    await askForLink(owner, ownerEmail);
    const mail = await sentSignInMail(adminContext.request, token, ownerEmail, before);
    await openLink(owner, await linkFromRawSource(admin, mail.id, baseURL!));
    await owner
      .getByRole("navigation", { name: "Your areas" })
      .getByRole("link", { name: "Partner console" })
      .click();
    await expect(owner).toHaveURL(/\/partner$/);
    await expect(owner.getByRole("heading", { level: 3, name: gymName })).toBeVisible();
    await expectAccessible(owner);
    await owner.screenshot({ path: "e2e/screenshots/owner-1280.png", fullPage: true });
    const portal = await owner.goto("/ambassador");
    expect(portal?.status()).toBe(403);
    await expect(owner.getByText(/This page is for ambassadors/)).toBeVisible();
  } finally {
    for (const context of contexts) await context.close();
  }
});
