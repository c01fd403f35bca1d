import type { BrowserContext } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import {
  adminSession,
  applyWithTerms,
  approve,
  completeListing,
  newPartnerContext,
  shots,
  signInByLink,
  testPng,
} from "./partner";

/*
 * Issue 17, tried as a gym owner would: apply with the partner terms → the admin approves → the gym
 * is not listed → the owner signs in by the e-mailed link, completes address, pin, photo, capacity
 * and hours in the partner console → the gym is on /gyms, /gym/{id} and /gym-map → an athlete books
 * today and pays → the owner was e-mailed, sees the booking in Today and checks the athlete in by the
 * reference → a second check-in of the same pass is refused.
 */
test("a new gym goes live once its owner completes the listing in the partner console", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const gym = {
    name: `Onboarding Barbell ${stamp}`,
    email: `partner+${stamp}@example.com`,
    city: "Wellington",
  };
  const photo = testInfo.outputPath("gym-floor.png");
  const { writeFileSync } = await import("node:fs");
  writeFileSync(photo, testPng());
  const contexts: BrowserContext[] = [];
  const open = async (name: string) => {
    const context = await newPartnerContext(browser, baseURL!, name);
    contexts.push(context);
    return context;
  };
  try {
    await applyWithTerms(await (await open("applicant")).newPage(), gym);
    const admin = await adminSession(await open("admin"));
    const gymId = await approve(admin.page, gym.name);

    // Approved but not listed.
    const visitor = await (await open("visitor")).newPage();
    expect((await visitor.goto(`/gym/${gymId}`))?.status()).toBe(404);

    const owner = await (await open("owner")).newPage();
    await signInByLink(owner, gym.email, admin, baseURL!);
    await completeListing(owner, gymId, { screenshots: true, photo });

    // The other editor pages, looked at.
    for (const page of ["", "facilities", "recovery"]) {
      await owner.goto(`/partner/gyms/${gymId}${page ? `/${page}` : ""}`);
      await expectAccessible(owner);
      await shots(owner, `editor-${page || "details"}`);
    }
    await owner.goto("/partner");
    await expect(owner.getByText("Listed", { exact: true }).first()).toBeVisible();
    await shots(owner, "overview-listed");

    // Listed: search (cheapest first: its NZ$5 day pass), page and map show it at once.
    await visitor.goto(`/gyms?city=${gym.city}&sort=price&minPrice=0`);
    const card = visitor.getByRole("article").filter({ hasText: gym.name });
    await expect(card).toHaveCount(1);
    await expect(card.locator("img").first()).toHaveAttribute("src", /\/photos\/gyms\//);
    await shots(visitor, "gyms-listed");
    await visitor.goto(`/gym/${gymId}`);
    await expect(visitor.getByRole("heading", { level: 1, name: gym.name })).toBeVisible();
    await expect(
      visitor.getByRole("img", { name: "The main floor with six platforms" }).first(),
    ).toHaveAttribute("src", /\/photos\/gyms\//);
    await expect(visitor.getByRole("link", { name: "BOOK NOW" })).toBeVisible();
    const image = await visitor.request.get(
      (await visitor
        .getByRole("img", { name: "The main floor with six platforms" })
        .first()
        .getAttribute("src"))!,
    );
    expect(image.status()).toBe(200);
    expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    await visitor.goto(`/gym-map?city=${gym.city}`);
    await expect(
      visitor
        .getByRole("navigation", { name: "Gyms in this area" })
        .getByRole("link", { name: new RegExp(gym.name) }),
    ).toHaveCount(1);

    // Paused: off the search, the page says it is not taking bookings; resumed: back.
    await owner.goto(`/partner/gyms/${gymId}`);
    await owner.getByRole("button", { name: "Pause listing" }).click();
    await expect(owner.getByText("Listing paused")).toBeVisible();
    await shots(owner, "editor-paused");
    await visitor.goto(`/gym/${gymId}`);
    await expect(visitor.getByText("This gym is not taking bookings right now.").first()).toBeVisible();
    await expect(visitor.getByRole("link", { name: "BOOK NOW" })).toHaveCount(0);
    await owner.getByRole("button", { name: "Resume listing" }).click();
    await expect(owner.getByRole("button", { name: "Pause listing" })).toBeVisible();

    // An athlete books today at a start time the booking form still offers (venue time), and pays.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(new Date());
    const weekday = new Intl.DateTimeFormat("en-NZ", {
      timeZone: "Pacific/Auckland",
      weekday: "long",
    }).format(new Date());
    test.skip(
      weekday === "Sunday",
      `the new gym is closed on Sundays (completeListing's hours), and today (${today}) is a Sunday in its zone: the check-in part needs a booking for today`,
    );
    const athlete = await (await open("athlete")).newPage();
    await athlete.goto(`/gym/${gymId}/book?date=${today}`);
    const starts = await athlete
      .locator('select[name="startTime"] option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    test.skip(
      starts.length < 2,
      `no start time is left today (${today}) at the new gym: the check-in part needs a booking for today`,
    );
    const athleteEmail = `athlete+${stamp}@example.com`;
    const created = await athlete.request.post("/api/bookings", {
      data: {
        gymId,
        athleteName: "Aroha Door",
        athleteEmail,
        bookingDate: today,
        startTime: starts[starts.length - 2],
        bookingType: "day_pass",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const booking = (await created.json()) as { id: number; reference: string };
    const paid = await athlete.request.post("/api/process-payment", {
      data: { bookingId: booking.id, paymentMethod: "pm_card_visa" },
    });
    expect(paid.status(), await paid.text()).toBe(200);

    // The owner was e-mailed about it: the new-booking notice to the gym's (and owner's) e-mail is sent.
    await expect
      .poll(
        async () => {
          const response = await admin.page.request.get("/api/admin/outbox?kind=owner_new_booking", {
            headers: { Authorization: `Bearer ${admin.token}` },
          });
          const rows = (await response.json()) as { to: string; subject: string; status: string }[];
          return rows.find((r) => r.subject.includes(booking.reference))?.to;
        },
        { timeout: 30_000, intervals: [250, 500, 1000] },
      )
      .toBe(gym.email.toLowerCase());

    // Today lists it; the owner checks the athlete in by reference; the second check-in is refused.
    await owner.goto(`/partner/today?gym=${gymId}`);
    await expect(
      owner.locator("[data-slot=day-schedule-booking]", { hasText: booking.reference }),
    ).toContainText("Aroha Door");
    await owner.goto(`/partner/check-in?gym=${gymId}`);
    await owner.getByLabel("Pass or booking reference").fill(booking.reference);
    await owner.getByRole("button", { name: "Check in", exact: true }).click();
    await expect(owner.getByText("Checked in: Aroha Door")).toBeVisible();
    await owner.getByLabel("Pass or booking reference").fill(booking.reference);
    await owner.getByRole("button", { name: "Check in", exact: true }).click();
    await expect(
      owner.getByText(/Already checked in at \d\d:\d\d on .+\. A pass can be used once\./),
    ).toBeVisible();
  } finally {
    for (const context of contexts) await context.close();
  }
});
