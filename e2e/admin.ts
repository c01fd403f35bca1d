import { existsSync, readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The local admin password `npm start` uses (.dev.vars, created from .dev.vars.example). */
export function adminPassword(): string {
  const file = existsSync(".dev.vars") ? ".dev.vars" : ".dev.vars.example";
  const match = /^ADMIN_PASSWORD=(.*)$/m.exec(readFileSync(file, "utf8"));
  if (!match?.[1]) throw new Error(`No ADMIN_PASSWORD in ${file}`);
  return match[1].trim();
}

/**
 * Runs the worker's scheduled jobs now, through wrangler's local scheduled endpoint (the one
 * `npm start` calls every minute), at a time the analytics rollup is due: it runs at most once a
 * minute after the stored figures, so waiting for the next cron tick could take up to a minute.
 * `request` must carry an admin session (it reads when the stored figures were computed).
 */
export async function runScheduledJobsWithRollupDue(request: APIRequestContext) {
  const figures = await request.get("/api/admin/visitor-analytics");
  expect(figures.status()).toBe(200);
  // Last-Modified has whole seconds: the stored figures were computed less than a second after it.
  const computedAt = Date.parse(figures.headers()["last-modified"] ?? "");
  expect(computedAt).not.toBeNaN();
  const now = Date.now();
  // Stored figures from the future (an earlier run like this one) leave the rollup due right now.
  const time = computedAt > now ? now : Math.max(now, computedAt + 61_000);
  const cron = encodeURIComponent("* * * * *");
  const response = await request.get(`/cdn-cgi/local/scheduled?cron=${cron}&time=${time}`);
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs `page` in to /admin with the local password. */
export async function signInAsAdmin(page: Page) {
  await page.goto("/admin-login");
  await page.getByLabel("Password").fill(adminPassword());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * Books a day pass at 10:00 at a seeded Wellington gym through `request` (a browser context's API,
 * so the booking is that context's) and pays it with Stripe's test PaymentMethod.
 */
export async function bookAndPay(request: APIRequestContext, email: string, athleteName = "Mail Tester") {
  const gyms = (await (await request.get("/api/gyms?city=Wellington")).json()) as {
    id: number;
    dayPassRate: number | null;
  }[];
  const gym = gyms.find((g) => (g.dayPassRate ?? 0) > 0);
  expect(gym, "a seeded Wellington gym with a day pass").toBeTruthy();
  const detail = (await (await request.get(`/api/gyms/${gym!.id}`)).json()) as { operatingDays: number[] };
  let date = "";
  for (let offset = 10 + Math.floor(Math.random() * 200); !date; offset++) {
    const day = new Date(Date.now() + offset * 86_400_000);
    if (detail.operatingDays.length === 0 || detail.operatingDays.includes(day.getUTCDay()))
      date = day.toISOString().slice(0, 10);
  }
  const created = await request.post("/api/bookings", {
    data: {
      gymId: gym!.id,
      athleteName,
      athleteEmail: email,
      bookingDate: date,
      startTime: "10:00",
      bookingType: "day_pass",
      duration: 2,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as { id: number; reference: string; bookingDate: string };
  const paid = await request.post("/api/process-payment", {
    data: { bookingId: booking.id, paymentMethod: "pm_card_visa" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return booking;
}
