import type { APIRequestContext } from "@playwright/test";
import { adminPassword, signInAsAdmin } from "./admin";
import { d1 } from "./d1";
import { expect, expectAccessible, test } from "./fixtures";
import { readStrictly } from "./rfc5322";

/*
 * Money out (issue 18), in the browser: an admin approves a gym payout run and sees the transfer
 * paid; an ambassador's page shows a referred booking's commission as pending (the "Pending NZ$0"
 * bug) and the admin's money view balances.
 *
 * A payout needs time to pass (a booking completed before this week's Monday). The browser cannot
 * wait a week, so the payout test adds a gym with an enabled test payout account and its owner, and
 * moves its paid booking two weeks back, in the e2e server's own local database (wrangler d1 execute,
 * as `npm start` applies migrations there), and sets this week's gym run back to awaiting approval.
 * Everything after that is the app's: preparing the run, the admin's approval, the transfer, and the
 * owner's console.
 */

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** This week's gym run period (ISO week of the Monday, New Zealand), as the app computes it. */
function currentGymPeriod(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  const weekday = date.getUTCDay() === 0 ? 7 : date.getUTCDay();
  const thursday = new Date(date.getTime() + (4 - weekday) * 86_400_000);
  const jan1 = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor(Math.round((thursday.getTime() - jan1) / 86_400_000) / 7) + 1;
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** Books a day pass at 10:00 at one gym (a day it opens) and pays it with Stripe's test PaymentMethod. */
async function bookAndPayAt(request: APIRequestContext, gymId: number, email: string, extra: object = {}) {
  const detail = (await (await request.get(`/api/gyms/${gymId}`)).json()) as { operatingDays: number[] };
  let date = "";
  for (let offset = 10 + Math.floor(Math.random() * 200); !date; offset++) {
    const day = new Date(Date.now() + offset * 86_400_000);
    if (detail.operatingDays.length === 0 || detail.operatingDays.includes(day.getUTCDay()))
      date = day.toISOString().slice(0, 10);
  }
  const created = await request.post("/api/bookings", {
    data: {
      gymId,
      athleteName: "Money Athlete",
      athleteEmail: email,
      bookingDate: date,
      startTime: "10:00",
      bookingType: "day_pass",
      duration: 2,
      ...extra,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as { id: number; reference: string };
  const paid = await request.post("/api/process-payment", {
    data: { bookingId: booking.id, paymentMethod: "pm_card_visa" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return booking;
}

test.describe.configure({ mode: "serial" });

/** The gym the payout test creates and pays, for the partner console test after it. */
let payoutGym: { id: number; ownerEmail: string } | undefined;

test("the admin approves the weekly gym payout run and the transfer goes out", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const period = currentGymPeriod();
  // A new gym (its owner signs in below), with an enabled test payout account.
  const stamp = tag();
  const ownerEmail = `payout-owner-${stamp}@example.com`;
  d1(
    [
      `INSERT INTO users (email, user_type, email_verified) VALUES ('${ownerEmail}', 'gym_owner', 1)`,
      `INSERT INTO gyms (owner_id, name, description, gym_rules, address, city, country, day_pass_rate_cents, currency, time_zone)
         SELECT id, 'Payout Test Gym ${stamp}', 'A gym for the payout test.', 'Be kind.', '1 Test Street', 'Wellington',
           'New Zealand', 2500, 'NZD', 'Pacific/Auckland' FROM users WHERE email = '${ownerEmail}'`,
      `UPDATE gyms SET payment_account_id = 'acct_test_gym_' || id, payout_enabled = 1 WHERE name = 'Payout Test Gym ${stamp}'`,
    ].join(";\n"),
  );
  const [created] = d1(`SELECT id FROM gyms WHERE name = 'Payout Test Gym ${stamp}'`) as { id: number }[];
  payoutGym = { id: created!.id, ownerEmail };
  const athlete = await browser.newContext({ baseURL });
  const booking = await bookAndPayAt(athlete.request, created!.id, `payout-${stamp}@example.com`);
  await athlete.close();
  const twoWeeksAgo = Date.now() - 14 * 86_400_000;
  const gymId = created!.id;
  // Two weeks ago the booking took place and completed; its share was payable from then.
  d1(
    [
      `UPDATE bookings SET status = 'completed', starts_at = ${twoWeeksAgo - 7_200_000}, ends_at = ${twoWeeksAgo}, completed_at = ${twoWeeksAgo} WHERE id = ${booking.id}`,
      `INSERT OR IGNORE INTO ledger_entries (entry_key, kind, booking_id, party, party_id, amount_cents, currency, available_at, created_at)
         SELECT 'gym_share:' || id, 'gym_share', id, 'gym', gym_id, (total_cents * 60 + 50) / 100, currency, ${twoWeeksAgo}, ${twoWeeksAgo} FROM bookings WHERE id = ${booking.id}`,
      `INSERT OR IGNORE INTO ledger_entries (entry_key, kind, booking_id, party, party_id, amount_cents, currency, available_at, created_at)
         SELECT 'platform_fee:' || id, 'platform_fee', id, 'platform', NULL, total_cents - (total_cents * 60 + 50) / 100, currency, ${twoWeeksAgo}, ${twoWeeksAgo} FROM bookings WHERE id = ${booking.id}`,
      // This week's run takes late balances while it awaits approval (an earlier run of this spec
      // may have approved it).
      `UPDATE payout_runs SET status = 'prepared' WHERE kind = 'gym' AND period = '${period}'`,
    ].join(";\n"),
  );

  await signInAsAdmin(page);
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Payouts" })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: "Payout runs" })).toBeVisible();
  await page.getByRole("button", { name: "Prepare due runs" }).click();
  await expect(page.getByText("Runs prepared")).toBeVisible();
  await expectAccessible(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/screenshots/admin-payouts-${width}.png`, fullPage: true });
  }
  await page.getByRole("link", { name: `Gyms ${period}` }).click();
  const item = page.locator("tr[data-item-id]").filter({ hasText: booking.reference });
  await expect(item).toHaveAttribute("data-status", "ready");
  await expect(item.getByText("Ready")).toBeVisible();
  await expectAccessible(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/screenshots/admin-payout-run-${width}.png`, fullPage: true });
  }
  // Approving first shows what it sends, per currency, then sends on the confirmation.
  await page.getByText("Approve and send").click();
  await expect(page.getByText(/^This sends \d+ transfers?: (NZ|A)\$[\d,]+\.\d\d/)).toBeVisible();
  await page.getByRole("button", { name: /^Send \d+ transfers?$/ }).click();
  await expect(page.getByText("Run approved")).toBeVisible();
  await expect(item).toHaveAttribute("data-status", "paid");
  await expect(item.getByText(/tr_test_payout-gym-/)).toBeVisible();
  await expect(page.getByText("Approve and send")).toHaveCount(0);

  // The transfer is in the ledger and the money view still balances.
  await page.goto("/admin/money");
  await expect(page.getByText("The books balance")).toBeVisible();
  await expect(page.getByRole("region", { name: /^NZD, / })).toBeVisible();
  await expectAccessible(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/screenshots/admin-money-${width}.png`, fullPage: true });
  }
  // The gym's statement lists the payout.
  await page.goto(`/admin/statements?party=gym&id=${gymId}`);
  await expect(page.getByRole("region", { name: "Earnings in NZD" })).toBeVisible();
  await expect(page.locator("[data-payout-status=paid]").first()).toBeVisible();
});

/** The newest message to `to` in the Admin Outbox (API), once sent, and its plain text. */
async function mailText(request: APIRequestContext, admin: APIRequestContext, to: string) {
  const login = await request.post("/api/admin/login", { data: { password: adminPassword() } });
  const { token } = (await login.json()) as { token: string };
  let id = 0;
  await expect
    .poll(
      async () => {
        const rows = (await (
          await request.get("/api/admin/outbox", { headers: { Authorization: `Bearer ${token}` } })
        ).json()) as { id: number; to: string; status: string }[];
        const found = rows.find((r) => r.to === to);
        id = found?.id ?? 0;
        return found?.status;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe("sent");
  const raw = await admin.get(`/admin/outbox/${id}/raw`);
  return readStrictly(await raw.text()).parts.find((p) => p.type === "text/plain")?.content ?? "";
}

test("an ambassador's page shows a referred booking's commission as pending", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `amb-${tag()}@example.com`;
  const fullName = `Wiremu Money${tag()}`;
  const created = await request.post("/api/ambassador-application", {
    data: {
      fullName,
      email,
      phone: "+64 21 555 0199",
      location: "Wellington, New Zealand",
      primarySport: "rugby",
      competitionLevel: "national",
      yearsExperience: "6-10",
      followersCount: "10k-50k",
      contentStyle: "workout-videos",
      motivations: "Bring touring teams to good gyms.",
      travelFrequency: "monthly",
      gymPreferences: ["Commercial gyms"],
      agreeToTerms: true,
    },
  });
  expect(created.status()).toBe(201);
  await signInAsAdmin(page);
  await page.goto("/admin/ambassadors");
  await page.getByRole("link", { name: `Review ${fullName}` }).click();
  await page.getByRole("button", { name: "Approve and issue code" }).click();
  await expect(page.getByText("Ambassador approved")).toBeVisible();
  const code = (await page.getByText(/^WIREMU\d{2,}$/).textContent()) ?? "";
  const text = await mailText(request, page.request, email);
  const portal = /https?:\/\/\S+\/ambassador-portal\/\d+\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  expect(portal, "the portal link in the approval e-mail").toBeTruthy();

  // A referred athlete books and pays a day pass with the code.
  const athlete = await browser.newContext({ baseURL });
  const gyms = (await (await athlete.request.get("/api/gyms?city=Wellington")).json()) as {
    id: number;
    dayPassRate: number | null;
  }[];
  const gym = gyms.find((g) => (g.dayPassRate ?? 0) > 0)!;
  const { id } = await bookAndPayAt(athlete.request, gym.id, `referred-${tag()}@example.com`, {
    ambassadorCode: code,
  });
  await athlete.close();
  const [row] = d1(`SELECT total_cents FROM bookings WHERE id = ${id}`) as { total_cents: number }[];
  const total = row!.total_cents;
  const commission = Math.floor((total * 30 + 50) / 100);
  const nz = (cents: number) => `NZ$${(cents / 100).toFixed(2)}`;

  await page.goto(new URL(portal!).pathname);
  const earnings = page.getByRole("region", { name: "Your earnings in NZD" });
  await expect(earnings).toBeVisible();
  await expect(earnings.locator('[data-figure="Pending"] dd').first()).toHaveText(nz(commission));
  await expect(earnings.locator('[data-figure="Paid out"] dd').first()).toHaveText(nz(0));
  await expect(
    page.getByRole("region", { name: "Payout account" }).getByText("Not started", { exact: true }),
  ).toBeVisible();
  await expectAccessible(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/screenshots/ambassador-money-${width}.png`, fullPage: true });
  }
});

test("the gym's owner sees the ledger's figures and the payout on the partner console", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The gym the first test paid, and its owner.
  expect(payoutGym, "the payout test ran first").toBeTruthy();
  const email = payoutGym!.ownerEmail;
  const [gym] = d1(
    `SELECT g.id AS id, -(SELECT sum(e.amount_cents) FROM ledger_entries AS e
       WHERE e.party = 'gym' AND e.party_id = g.id AND e.kind = 'transfer') AS paid
     FROM gyms AS g WHERE g.id = ${payoutGym!.id}`,
  ) as { id: number; paid: number }[];
  expect(gym!.paid).toBeGreaterThan(0);
  const owner = await browser.newContext({ baseURL });
  const ownerPage = await owner.newPage();
  await ownerPage.goto("/sign-in");
  await ownerPage.getByLabel("E-mail").fill(email);
  await ownerPage.getByRole("button", { name: "Send me a sign-in link" }).click();
  await expect(ownerPage.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
  await signInAsAdmin(page);
  const text = await mailText(request, page.request, email.toLowerCase());
  const link = /https?:\/\/\S+\/sign-in\/verify\?token=[A-Za-z0-9_-]+&email=[^\s<>"]+/.exec(text)?.[0];
  expect(link, "the sign-in link").toBeTruthy();
  await ownerPage.goto(link!);
  await ownerPage.getByRole("button", { name: "Sign in" }).click();
  await expect(ownerPage).toHaveURL(/\/account$/);

  await ownerPage.goto(`/partner/money?gym=${gym!.id}`);
  await expect(
    ownerPage.getByRole("region", { name: "Payout account" }).getByText("Enabled", { exact: true }),
  ).toBeVisible();
  const earnings = ownerPage.getByRole("region", { name: "Earnings in NZD" });
  await expect(earnings.locator('[data-figure="Paid out"] dd').first()).toHaveText(
    `NZ$${(gym!.paid / 100).toLocaleString("en-NZ", { minimumFractionDigits: 2 })}`,
  );
  await expect(ownerPage.locator("[data-payout-status=paid]").first()).toBeVisible();
  await expectAccessible(ownerPage);
  for (const width of [390, 1280]) {
    await ownerPage.setViewportSize({ width, height: 900 });
    await ownerPage.screenshot({ path: `e2e/screenshots/partner-money-${width}.png`, fullPage: true });
  }
  const csv = await owner.request.get(`/partner/money.csv?gym=${gym!.id}`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain("Date,Entry,Booking");
  await owner.close();
});
