import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAccessible, test, testAddress } from "./fixtures";
import { checkItip } from "./itip";
import { adminSession, signInByLink } from "./partner";
import { readStrictly } from "./rfc5322";
import { openEveryDayGym } from "./seeded-gyms";
import { readStop } from "./stop-invite";

/** A date `days` from today in New Zealand, as the date inputs take it. */
function daysAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(date);
}

type FeedEvent = { uid: string; sequence: number; status: string };

/** The feed's events (UID, SEQUENCE, STATUS), its folded lines unfolded (RFC 5545 3.1). */
async function feedEvents(request: APIRequestContext, url: string): Promise<FeedEvent[]> {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  const text = (await response.text()).replace(/\r\n[ \t]/g, "");
  return [...text.matchAll(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/g)].map(([, body]) => {
    const field = (name: string) =>
      new RegExp(`^${name}(?:;[^:]*)?:(.*)$`, "m").exec(body ?? "")?.[1]?.trim() ?? "";
    return { uid: field("UID"), sequence: Number(field("SEQUENCE") || 0), status: field("STATUS") };
  });
}

/**
 * The trip's stop e-mail of `kind` once the queue has sent it: its raw source read strictly, and its
 * one calendar file checked against libical's iTIP rules and read (and its series expanded) by ical.js.
 */
async function sentStopInvite(admin: { page: Page; token: string }, kind: string, tripReference: string) {
  let row: { id: number; subject: string; status: string } | undefined;
  await expect
    .poll(
      async () => {
        const rows = (await (
          await admin.page.request.get(`/api/admin/outbox?kind=${kind}`, {
            headers: { Authorization: `Bearer ${admin.token}` },
          })
        ).json()) as { id: number; subject: string; status: string }[];
        row = rows.find((r) => r.subject.includes(`(${tripReference})`));
        return row?.status;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe("sent");
  const reading = readStrictly(await (await admin.page.request.get(`/admin/outbox/${row!.id}/raw`)).text());
  expect(reading.problems).toEqual([]);
  const files = reading.parts.filter((p) => p.type === "text/calendar");
  expect(files).toHaveLength(1);
  const ics = files[0]!.content!;
  expect(checkItip(ics)).toEqual({ valid: true, errors: [] });
  return { subject: row!.subject, ...readStop(ics) };
}

async function fillStop(page: Page, n: number, city: string, from: string, to: string) {
  const stop = page.getByRole("group", { name: `Stop ${n}`, exact: true });
  await stop.getByLabel("City or place").fill(city);
  await stop.getByLabel("From").fill(from);
  await stop.getByLabel("To").fill(to);
}

test.describe("a trip /trips/new", () => {
  test("Wellington, Sydney and Melbourne planned, paid in one checkout, in My Bookings and on /account; one stop cancelled, and the calendar feed says so", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // Signed in, so the trip is the account's: on /account and in its calendar feed.
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = `aroha.trip+${stamp}@example.com`;
    const adminContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { "CF-Connecting-IP": testAddress(`trips:admin:${stamp}`) },
    });
    try {
      await signInByLink(page, email, await adminSession(adminContext), baseURL!);
    } finally {
      await adminContext.close();
    }

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
    await proposals.getByLabel("Email").fill(email);
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

    // My Bookings: the trip with its three stops, each one's bookings under it.
    await page.getByRole("link", { name: "See it in My Bookings" }).click();
    const trip = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2, name: `Trip ${reference}` }) });
    await expect(trip).toBeVisible();
    const stop = (n: number) =>
      trip
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name: new RegExp(`^Stop ${n}: `) }) });
    for (const n of [1, 2, 3]) await expect(stop(n)).toBeVisible();
    const firstStop = stop(1);
    await expect(firstStop.getByRole("article").first().locator("[data-slot=badge]")).toHaveText(
      "Status: Confirmed",
    );
    const gymOfStop1 = ((await firstStop.getByRole("heading", { level: 3 }).textContent()) ?? "").replace(
      /^Stop 1: /,
      "",
    );
    const refsOf = async (n: number) =>
      [...(await stop(n).getByRole("article").allTextContents()).join(" ").matchAll(/GR-\w{6}/g)].map(
        (m) => m[0],
      );
    const cancelledRefs = await refsOf(1);
    const keptRefs = [...(await refsOf(2)), ...(await refsOf(3))];
    expect(cancelledRefs.length).toBeGreaterThan(0);
    expect(keptRefs.length).toBeGreaterThan(1);
    await expectAccessible(page);

    // /account: the same bookings under "Upcoming bookings", and the calendar feed's URL.
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 2, name: "Upcoming bookings" })).toBeVisible();
    await expect(page.getByText(new RegExp(`Reference ${cancelledRefs[0]}$`))).toBeVisible();
    await expect(page.getByRole("link", { name: gymOfStop1 }).first()).toBeVisible();
    const calendar = page.locator("#calendar");
    if (await calendar.getByRole("button", { name: "Make my subscription URL" }).isVisible())
      await calendar.getByRole("button", { name: "Make my subscription URL" }).click();
    const feedUrl = await calendar.getByLabel("Subscription URL (https)").inputValue();
    expect(feedUrl).toMatch(/^https?:\/\/.+\/calendar\/.+\.ics$/);
    const feedPath = new URL(feedUrl).pathname;
    const before = await feedEvents(page.request, feedPath);
    const of = (events: FeedEvent[], refs: string[]) =>
      events
        .filter((e) => refs.some((r) => e.uid.startsWith(`${r}@`)))
        .sort((a, b) => a.uid.localeCompare(b.uid));
    expect(of(before, cancelledRefs).map((e) => e.status)).toEqual(cancelledRefs.map(() => "CONFIRMED"));
    expect(of(before, keptRefs)).toHaveLength(keptRefs.length);

    // Stop 1 cancelled as a whole, under the published policy: five weeks out, the full refund.
    await page.goto("/bookings");
    await stop(1).getByRole("link", { name: "Cancel this stop" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel stop 1?" });
    await expect(dialog.getByTestId("stop-refund-quote")).toHaveText(/^Refund: .+, the full amount for the/);
    await dialog.getByRole("button", { name: "Yes, cancel this stop" }).click();
    await expect(page.getByText("Stop cancelled", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Refund: .+ to your card \(allow 5-10 business days\)\.$/)).toBeVisible();
    await expect(stop(1).locator("[data-slot=badge]")).toHaveText(
      cancelledRefs.map(() => "Status: Cancelled"),
    );
    await expect(stop(1).getByRole("link", { name: "Cancel this stop" })).toHaveCount(0);
    await expect(stop(2).getByRole("article").first().locator("[data-slot=badge]")).toHaveText(
      "Status: Confirmed",
    );

    // The feed: the stop's events cancelled with a higher SEQUENCE; the other stops' as they were.
    const after = await feedEvents(page.request, feedPath);
    const was = new Map(of(before, cancelledRefs).map((e) => [e.uid, e.sequence]));
    for (const event of of(after, cancelledRefs)) {
      expect(event.status).toBe("CANCELLED");
      expect(event.sequence).toBeGreaterThan(was.get(event.uid)!);
    }
    expect(of(after, cancelledRefs)).toHaveLength(was.size);
    expect(of(after, keptRefs)).toEqual(of(before, keptRefs));
  });

  test("without JavaScript, a stop is moved and then cancelled through plain forms; one e-mail and invite for the stop each time", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const adminContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders: {
        "CF-Connecting-IP": testAddress(`trips:no-js:admin:${Date.now()}:${Math.random()}`),
      },
    });
    const admin = await adminSession(adminContext);
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      extraHTTPHeaders: { "CF-Connecting-IP": testAddress(`trips:no-js:${Date.now()}:${Math.random()}`) },
    });
    try {
      const page = await context.newPage();
      const gym = await openEveryDayGym(page.request);
      // Two stops at one gym through the API, paid: the first of two days, the second of one.
      const held = await page.request.post("/api/trips", {
        data: {
          athleteName: "Tama Nojs",
          athleteEmail: "tama.nojs@example.com",
          stops: [
            {
              gymId: gym.id,
              from: daysAhead(60),
              to: daysAhead(61),
              bookingType: "day_pass",
              startTime: "10:00",
            },
            { gymId: gym.id, from: daysAhead(66), to: daysAhead(66), startTime: "10:00" },
          ],
        },
      });
      expect(held.status()).toBe(201);
      const trip = (await held.json()) as { id: number; reference: string };
      const paid = await page.request.post("/api/process-payment", {
        data: { tripId: trip.id, paymentMethod: "pm_card_visa" },
      });
      expect(paid.status()).toBe(200);
      // The two-day stop: one confirmation, its invite one event (one UID) of two days.
      const confirmed = await sentStopInvite(admin, "trip_stop_confirmation", trip.reference);
      const uid = new URL(baseURL!).hostname;
      expect(confirmed.method).toBe("REQUEST");
      expect(new Set(confirmed.vevents.map((v) => `${v.uid} ${v.sequence}`))).toEqual(
        new Set([`${trip.reference}-1@${uid} 0`]),
      );
      expect(confirmed.instances.map((i) => i.local)).toEqual([
        `${daysAhead(60)}T10:00:00`,
        `${daysAhead(61)}T10:00:00`,
      ]);
      const firstStop = async () =>
        (
          (await (await page.request.get(`/api/trips/${trip.id}`)).json()) as {
            stops: { bookings: { bookingDate: string; status: string }[] }[];
          }
        ).stops[0]!.bookings;

      await page.goto("/bookings");
      const group = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 2, name: `Trip ${trip.reference}` }) });
      const stop1 = group
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name: /^Stop 1: / }) });
      await stop1.getByRole("link", { name: "Move this stop" }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]moveStop=${trip.id}-1`));
      const form = page.getByRole("form", { name: "Move stop 1" });
      await form.getByLabel("New first day").fill(daysAhead(63));
      await form.getByRole("button", { name: "Move this stop" }).click();
      await expect(page).toHaveURL(/\/bookings$/);
      expect((await firstStop()).map((b) => b.bookingDate)).toEqual([daysAhead(63), daysAhead(64)]);
      const moved = await sentStopInvite(admin, "trip_stop_date_changed", trip.reference);
      expect(moved.method).toBe("REQUEST");
      // The stop's SEQUENCE rises by one for each day moved, and again for each one cancelled.
      expect(new Set(moved.vevents.map((v) => `${v.uid} ${v.sequence}`))).toEqual(
        new Set([`${trip.reference}-1@${uid} 2`]),
      );
      expect(moved.instances.map((i) => i.local)).toEqual([
        `${daysAhead(63)}T10:00:00`,
        `${daysAhead(64)}T10:00:00`,
      ]);

      await stop1.getByRole("link", { name: "Cancel this stop" }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]cancelStop=${trip.id}-1`));
      const step = stop1.getByTestId("cancel-stop-confirm");
      await expect(step).toContainText("the full amount for the 2 days still to come");
      await step.getByRole("button", { name: "Yes, cancel this stop" }).click();
      await expect(page).toHaveURL(/\/bookings$/);
      await expect(stop1.locator("[data-slot=badge]")).toHaveText(["Status: Cancelled", "Status: Cancelled"]);
      expect((await firstStop()).map((b) => b.status)).toEqual(["cancelled", "cancelled"]);
      const cancelled = await sentStopInvite(admin, "trip_stop_cancellation", trip.reference);
      expect(cancelled.method).toBe("CANCEL");
      expect(cancelled.vevents).toEqual([
        { uid: `${trip.reference}-1@${uid}`, sequence: 4, status: "CANCELLED", recurrenceId: null },
      ]);
    } finally {
      await context.close();
      await adminContext.close();
    }
  });
});
