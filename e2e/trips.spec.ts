import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** A date `days` from today in New Zealand, as the date inputs take it. */
function daysAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(date);
}

async function fillStop(page: Page, n: number, city: string, from: string, to: string) {
  const stop = page.getByRole("group", { name: `Stop ${n}`, exact: true });
  await stop.getByLabel("City or place").fill(city);
  await stop.getByLabel("From").fill(from);
  await stop.getByLabel("To").fill(to);
}

test.describe("a trip /trips/new", () => {
  test("Wellington, Sydney and Melbourne planned, paid in one checkout, listed in My Bookings, one booking cancelled", async ({
    page,
  }) => {
    // Three stops in a row, five weeks out: 3 days, 4 days, 3 days.
    const start = 35;
    await page.goto("/");
    await page.getByRole("link", { name: "Plan a trip" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Plan a trip" })).toBeVisible();
    await fillStop(page, 1, "Wellington", daysAhead(start), daysAhead(start + 2));
    await fillStop(page, 2, "Sydney", daysAhead(start + 3), daysAhead(start + 6));
    await fillStop(page, 3, "Melbourne", daysAhead(start + 7), daysAhead(start + 9));
    await page.getByRole("button", { name: "Find gyms for my trip" }).click();

    const proposals = page.getByRole("form", { name: "Proposed gyms" });
    for (const city of ["Wellington", "Sydney", "Melbourne"])
      await expect(proposals.getByRole("group", { name: new RegExp(`^Stop \\d: ${city}`) })).toBeVisible();
    // Each stop proposes its first gym; another can be chosen instead (a radio away).
    const sydney = proposals.getByRole("group", { name: /^Stop 2: Sydney/ });
    const choices = sydney.getByRole("radio");
    await expect(choices.first()).toBeChecked();
    if ((await choices.count()) > 1) await choices.nth(1).check();
    await proposals.getByLabel("Name").fill("Aroha Power");
    await proposals.getByLabel("Email").fill("aroha.trip@example.com");
    await proposals.getByRole("button", { name: "Hold these gyms and go to checkout" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Trip checkout" })).toBeVisible();
    const stops = page
      .getByRole("list", { name: "Stops" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading") });
    await expect(stops).toHaveCount(3);
    // Two currencies: one charge each.
    const totals = page.getByRole("list", { name: "Totals" });
    await expect(totals).toContainText("in NZD");
    await expect(totals).toContainText("in AUD");
    const reference = ((await page.getByText(/^Trip GT-/).textContent()) ?? "").match(/GT-\w{6}/)?.[0];
    expect(reference).toBeTruthy();

    const payment = page.getByRole("form", { name: "Payment" });
    await payment.getByLabel("Card number").fill("4242 4242 4242 4242");
    await payment.getByLabel("Expiry (MM/YY)").fill("12/34");
    await payment.getByLabel("Security code").fill("123");
    await payment.getByRole("button", { name: "Pay for my trip" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your trip is confirmed" })).toBeVisible();
    await expect(totals).toContainText("paid in AUD");

    await page.getByRole("link", { name: "See it in My Bookings" }).click();
    const trip = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: `Trip ${reference}` }) });
    await expect(trip).toBeVisible();
    const first = trip.getByRole("article").first();
    await expect(first.locator("[data-slot=badge]")).toHaveText("Status: Confirmed");

    // One of the trip's bookings cancelled on its own, under the published policy (full refund this far out).
    await first.getByRole("link", { name: "Cancel Booking" }).click();
    await page.getByRole("button", { name: "Yes, cancel booking" }).click();
    await expect(page.getByText("Booking cancelled", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Refund: .+ to your card/)).toBeVisible();
    await expect(trip.getByRole("article").first().locator("[data-slot=badge]")).toHaveText(
      /Status: (Confirmed|Cancelled)/,
    );
    await expect(trip.locator("[data-slot=badge]").filter({ hasText: "Status: Cancelled" })).toHaveCount(1);
  });
});
