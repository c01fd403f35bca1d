import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
} from "@playwright/test";
// @ts-expect-error: pngjs (a dependency of qrcode) ships no types; it only reads the pass PNG here.
import { PNG } from "pngjs";
import { formatPrice } from "../design-system/src/primitives/Price/Price";
import { CHROMIUM_ARGS, findChromium } from "../scripts/lib/chromium";
import { buildCuratedDataset } from "../scripts/seed/dataset";
import { adminPassword } from "./admin";
import { expect, expectAccessible, test, testAddress } from "./fixtures";
import { readStrictly } from "./rfc5322";

// One after another: two of these tests sign in as the same seeded gym's owner, and each takes the
// newest sign-in link sent to that address from the outbox, which run side by side could be the
// other test's (one of them then found its link already used).
test.describe.configure({ mode: "default" });

/*
 * The partner console's day (issue 17), tried as a gym owner would: an athlete books and pays today at
 * a seeded gym; its seeded owner signs in by the e-mailed link (read from the Admin Outbox), was
 * e-mailed about the booking, sees it in Today, checks the athlete in by reference, and a second
 * check-in of the same pass is refused with when it was used. Then a second athlete's pass is checked
 * in from a photo of the QR code in their confirmation e-mail, and a third's by the camera (Chromium's
 * fake camera playing a video of that QR; decoded by jsQR, as headless Chromium on Linux has no
 * BarcodeDetector); a fourth booking is cancelled on the athlete's behalf from Today, and a team's
 * inquiry is answered by e-mail. Screenshots of every console screen at 390 and 1280 px go to
 * e2e/screenshots/.
 */

type OutboxRow = { id: number; to: string; kind: string; status: string; subject: string };

interface SeededGym {
  id: number;
  name: string;
  ownerEmail: string;
  timeZone: string;
  openTime: string;
  closeTime: string;
  is24: boolean;
  days: number[];
}

/** The seeded gyms with an owner (scripts/seed: the same data `npm start` loads). */
function seededGyms(): SeededGym[] {
  const tables = buildCuratedDataset().tables.toTableRows();
  const read = (name: string) => {
    const t = tables.find((x) => x.table === name)!;
    return t.rows.map(
      (r) => Object.fromEntries(t.columns.map((c, i) => [c, r[i]])) as Record<string, unknown>,
    );
  };
  const emails = new Map(read("users").map((u) => [u.id as number, u.email as string]));
  const days = read("gym_operating_days");
  // The walk also sends the gym a team inquiry (12 athletes), so only gyms hosting such a team.
  return read("gyms")
    .filter(
      (g) =>
        g.owner_id &&
        g.is_active &&
        (g.day_pass_rate_cents as number) > 0 &&
        Boolean(g.can_host_teams) &&
        ((g.max_team_size as number | null) ?? 0) >= 12,
    )
    .map((g) => ({
      id: g.id as number,
      name: g.name as string,
      ownerEmail: emails.get(g.owner_id as number)!,
      timeZone: g.time_zone as string,
      openTime: g.open_time as string,
      closeTime: g.close_time as string,
      is24: Boolean(g.is_24_hours),
      days: days.filter((d) => d.gym_id === g.id).map((d) => d.day as number),
    }));
}

/** Now in a zone: its date, weekday and minutes after midnight. */
function localNow(timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    date,
    weekday: new Date(`${date}T00:00:00Z`).getUTCDay(),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/** A seeded gym where a day pass can still start today (venue time), with that start. */
function gymOpenToday(): { gym: SeededGym; date: string; start: string } | undefined {
  for (const gym of seededGyms()) {
    const now = localNow(gym.timeZone);
    if (gym.days.length > 0 && !gym.days.includes(now.weekday)) continue;
    // The next half hour at least 40 minutes away, within 06:00-21:00 and two hours before closing.
    const start = Math.ceil((now.minutes + 40) / 30) * 30;
    const open = gym.is24 ? 0 : toMinutes(gym.openTime);
    const close = gym.is24 ? 24 * 60 : toMinutes(gym.closeTime);
    if (start < Math.max(open, 6 * 60) || start > Math.min(close - 120, 21 * 60)) continue;
    return { gym, date: now.date, start: hhmm(start) };
  }
  return undefined;
}

async function newContext(browser: Browser, baseURL: string, name: string, width = 1280) {
  return browser.newContext({
    baseURL,
    viewport: { width, height: 900 },
    extraHTTPHeaders: { "CF-Connecting-IP": testAddress(`partner-day:${name}:${Date.now()}`) },
  });
}

async function outboxRows(request: APIRequestContext, token: string, kind: string): Promise<OutboxRow[]> {
  const response = await request.get(`/api/admin/outbox?kind=${kind}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as OutboxRow[];
}

/** The newest message of `kind` to `to` (or whose subject holds `subject`), once sent. */
async function sentMail(
  request: APIRequestContext,
  token: string,
  kind: string,
  match: (row: OutboxRow) => boolean,
): Promise<OutboxRow> {
  let found: OutboxRow | undefined;
  await expect
    .poll(
      async () => {
        found = (await outboxRows(request, token, kind)).find(match);
        return found?.status;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe("sent");
  return found!;
}

/** A part of a sent message's raw source (Admin Outbox), checked strictly. */
async function rawPart(admin: Page, id: number, type: "text/plain" | "text/html"): Promise<string> {
  const response = await admin.request.get(`/admin/outbox/${id}/raw`);
  expect(response.status()).toBe(200);
  const reading = readStrictly(await response.text());
  expect(reading.problems).toEqual([]);
  return reading.parts.find((p) => p.type === type)?.content ?? "";
}

/** Books a day pass today at `gym` from `start` and pays it with the test card, in `request`'s context. */
async function bookToday(
  request: APIRequestContext,
  gymId: number,
  date: string,
  start: string,
  name: string,
  email: string,
) {
  const created = await request.post("/api/bookings", {
    data: {
      gymId,
      athleteName: name,
      athleteEmail: email,
      bookingDate: date,
      startTime: start,
      bookingType: "day_pass",
      duration: 2,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as {
    id: number;
    reference: string;
    totalCents: number;
    currency: "NZD" | "AUD";
  };
  const paid = await request.post("/api/process-payment", {
    data: { bookingId: booking.id, paymentMethod: "pm_card_visa" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return booking;
}

/**
 * A Y4M video (Chromium's fake camera file) of the pass PNG, centred on white in 640×480 frames:
 * greyscale in the Y plane, neutral chroma (4:2:0).
 */
function passVideo(png: Buffer): string {
  const image = PNG.sync.read(png) as { width: number; height: number; data: Buffer };
  const [W, H] = [640, 480];
  const side = Math.min(400, image.width);
  const [left, top] = [(W - side) >> 1, (H - side) >> 1];
  const y = Buffer.alloc(W * H, 255);
  for (let row = 0; row < side; row++)
    for (let col = 0; col < side; col++) {
      const sx = Math.floor((col * image.width) / side);
      const sy = Math.floor((row * image.height) / side);
      y[(top + row) * W + left + col] = image.data[(sy * image.width + sx) * 4]!;
    }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), y, chroma]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "pass-video-")), "pass.y4m");
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
  return file;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({
    path: `e2e/screenshots/partner-${name}-${page.viewportSize()!.width}.png`,
    fullPage: true,
  });
}

test("an owner sees today's booking and checks athletes in by reference, photo and camera; a second check-in is refused", async ({
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const slot = gymOpenToday();
  test.skip(
    !slot,
    "No seeded gym has a day-pass start left today in its zone (the run is between about 13:30 and 17:00 UTC).",
  );
  const { gym, date, start } = slot!;
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const athleteEmail = `door+${stamp}@example.com`;
  const contexts: BrowserContext[] = [];
  const open = async (name: string, width?: number) => {
    const context = await newContext(browser, baseURL!, name, width);
    contexts.push(context);
    return context;
  };
  try {
    // The admin: a token to poll the outbox, a page session for raw sources.
    const adminContext = await open("admin");
    const { token } = (await (
      await adminContext.request.post("/api/admin/login", { data: { password: adminPassword() } })
    ).json()) as {
      token: string;
    };
    const admin = await adminContext.newPage();
    await admin.goto("/admin-login");
    await admin.getByLabel("Password").fill(adminPassword());
    await admin.getByRole("button", { name: "Sign in" }).click();
    await expect(admin).toHaveURL(/\/admin$/);

    // An athlete books today and pays; the confirmation page shows the pass.
    const athlete = await open("athlete", 390);
    const booking = await bookToday(athlete.request, gym.id, date, start, "Tama Door", athleteEmail);
    const athletePage = await athlete.newPage();
    await athletePage.goto(`/gym/${gym.id}/book?booking=${booking.id}`);
    const pass = athletePage.locator("[data-slot=pass-card]");
    await expect(pass.getByRole("heading", { name: "Your pass" })).toBeVisible();
    await expect(
      pass.getByRole("img", { name: `QR code of the pass for booking ${booking.reference}` }),
    ).toBeVisible();
    await expect(pass.getByText(booking.reference, { exact: true })).toBeVisible();
    await expectAccessible(athletePage);
    await athletePage.screenshot({
      path: "e2e/screenshots/partner-pass-confirmation-390.png",
      fullPage: true,
    });
    await athletePage.goto("/bookings");
    await expect(
      athletePage.locator("[data-slot=pass-card]").getByText(booking.reference, { exact: true }),
    ).toBeVisible();
    await athletePage.screenshot({
      path: "e2e/screenshots/partner-pass-my-bookings-390.png",
      fullPage: true,
    });

    // The owner was e-mailed about it. A seeded gym's owner signs in with its contact e-mail, so the
    // gym's new-booking notice is the one they get (a separate account address gets its own copy,
    // owner_account_new_booking: tests/worker/partner-day.test.ts).
    const notice = await sentMail(adminContext.request, token, "owner_new_booking", (r) =>
      r.subject.includes(booking.reference),
    );
    expect(notice.to).toBe(gym.ownerEmail.toLowerCase());

    // The owner signs in by the e-mailed link.
    const ownerContext = await open("owner");
    const owner = await ownerContext.newPage();
    const before = (await outboxRows(adminContext.request, token, "sign_in_link"))[0]?.id ?? 0;
    await owner.goto("/sign-in?next=/partner/today");
    await owner.getByLabel("E-mail").fill(gym.ownerEmail);
    await owner.getByRole("button", { name: "Send me a sign-in link" }).click();
    await expect(owner.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
    const signIn = await sentMail(
      adminContext.request,
      token,
      "sign_in_link",
      (r) => r.to === gym.ownerEmail.toLowerCase() && r.id > before,
    );
    const link = /https?:\/\/\S+\/sign-in\/verify\?token=[A-Za-z0-9_-]+&email=[^\s<>"]+/.exec(
      await rawPart(admin, signIn.id, "text/plain"),
    )?.[0];
    expect(link).toBeTruthy();
    await owner.goto(link!);
    await owner.getByRole("button", { name: "Sign in" }).click();
    // Signed in (the account cookie is set) before the next navigation, which would abort the post.
    await expect(owner).toHaveURL(/\/partner\/today$/);

    // Today: the booking with its athlete, type, time and the slot's capacity.
    await owner.goto(`/partner/today?gym=${gym.id}`);
    await expect(owner.getByRole("heading", { level: 2, name: "Today" })).toBeVisible();
    const row = owner.locator("[data-slot=day-schedule-booking]", { hasText: booking.reference });
    await expect(row.getByRole("heading", { name: "Tama Door" })).toBeVisible();
    await expect(row).toContainText("Day Pass");
    await expect(owner.getByRole("meter", { name: `${start} slot` })).toBeVisible();
    await expectAccessible(owner);
    await shoot(owner, "today");
    await owner.setViewportSize({ width: 390, height: 844 });
    await shoot(owner, "today");
    await owner.setViewportSize({ width: 1280, height: 900 });

    // Check-in by reference; the second time is refused with when it was checked in.
    await owner.goto(`/partner/check-in?gym=${gym.id}`);
    await expect(owner.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(owner.getByRole("heading", { name: "Scan a pass" })).toBeVisible();
    await shoot(owner, "check-in");
    await owner.getByLabel("Pass or booking reference").fill(booking.reference.toLowerCase());
    await owner.getByRole("button", { name: "Check in", exact: true }).click();
    await expect(owner.getByText("Checked in: Tama Door")).toBeVisible();
    await expect(owner.getByRole("table", { name: "Checked in today, latest first" })).toContainText(
      booking.reference,
    );
    await owner.getByLabel("Pass or booking reference").fill(booking.reference);
    await owner.getByRole("button", { name: "Check in", exact: true }).click();
    await expect(
      owner.getByText(/Already checked in at \d\d:\d\d on .+\. A pass can be used once\./),
    ).toBeVisible();
    await expectAccessible(owner);
    await shoot(owner, "check-in-refused");
    await owner.setViewportSize({ width: 390, height: 844 });
    await shoot(owner, "check-in-refused");
    await owner.setViewportSize({ width: 1280, height: 900 });

    // A second athlete's pass, from a photo of the QR code in their confirmation e-mail.
    const second = await open("second-athlete");
    const secondEmail = `door2+${stamp}@example.com`;
    const secondBooking = await bookToday(second.request, gym.id, date, start, "Rangi Photo", secondEmail);
    const confirmation = await sentMail(
      adminContext.request,
      token,
      "booking_confirmation",
      (r) => r.to === secondEmail,
    );
    const html = await rawPart(admin, confirmation.id, "text/html");
    const image = /https?:\/\/[^"\s]+\/pass\/GRP1\.\d+\.[A-Za-z0-9_-]{22}\.png/.exec(html)?.[0];
    expect(image, "the pass's PNG in the e-mail").toBeTruthy();
    const png = await ownerContext.request.get(new URL(image!).pathname);
    expect(png.headers()["content-type"]).toBe("image/png");
    await owner.goto(`/partner/check-in?gym=${gym.id}`);
    await expect(owner.locator("html[data-hydrated]")).toHaveCount(1);
    await owner
      .getByLabel("Use a photo")
      .setInputFiles({ name: "pass.png", mimeType: "image/png", buffer: await png.body() });
    await expect(owner.getByText("Checked in: Rangi Photo")).toBeVisible();
    await expect(owner.getByRole("table", { name: "Checked in today, latest first" })).toContainText(
      secondBooking.reference,
    );

    // A fourth athlete's pass, scanned by the camera: Chromium's fake camera plays a video of it.
    const fourth = await open("fourth-athlete");
    const fourthEmail = `door4+${stamp}@example.com`;
    const fourthBooking = await bookToday(fourth.request, gym.id, date, start, "Nikau Camera", fourthEmail);
    const fourthMail = await sentMail(
      adminContext.request,
      token,
      "booking_confirmation",
      (r) => r.to === fourthEmail,
    );
    const fourthImage = /https?:\/\/[^"\s]+\/pass\/GRP1\.\d+\.[A-Za-z0-9_-]{22}\.png/.exec(
      await rawPart(admin, fourthMail.id, "text/html"),
    )?.[0];
    const video = passVideo(await (await ownerContext.request.get(new URL(fourthImage!).pathname)).body());
    const cameraBrowser = await chromium.launch({
      executablePath: findChromium()!,
      args: [
        ...CHROMIUM_ARGS,
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const desk = await cameraBrowser.newContext({
        baseURL,
        storageState: await ownerContext.storageState(),
        permissions: ["camera"],
        viewport: { width: 390, height: 844 },
        extraHTTPHeaders: { "CF-Connecting-IP": testAddress(`partner-day:desk:${stamp}`) },
      });
      const deskPage = await desk.newPage();
      await deskPage.goto(`/partner/check-in?gym=${gym.id}`);
      await expect(deskPage.locator("html[data-hydrated]")).toHaveCount(1);
      await deskPage.getByRole("button", { name: "Start camera" }).click();
      await expect(deskPage.getByText("Checked in: Nikau Camera")).toBeVisible({ timeout: 20_000 });
      await expect(deskPage.getByRole("table", { name: "Checked in today, latest first" })).toContainText(
        fourthBooking.reference,
      );
      await expect(deskPage.getByLabel("Pass or booking reference")).toHaveValue("");
      await shoot(deskPage, "check-in");
      await desk.close();
    } finally {
      await cameraBrowser.close();
    }

    // A third booking is cancelled from Today on the athlete's behalf: refunded in full, athlete e-mailed.
    const third = await open("third-athlete");
    const thirdEmail = `door3+${stamp}@example.com`;
    const thirdBooking = await bookToday(third.request, gym.id, date, start, "Aria Cancel", thirdEmail);
    await owner.goto(`/partner/today?gym=${gym.id}`);
    await expect(owner.locator("html[data-hydrated]")).toHaveCount(1);
    const thirdRow = owner.locator("[data-slot=day-schedule-booking]", { hasText: thirdBooking.reference });
    await thirdRow.getByText("Cancel on the athlete's behalf").click();
    // The gym may be Australian (the walk picks whichever gym has a slot left today): A$, not NZ$.
    const refund = formatPrice(thirdBooking.totalCents, thirdBooking.currency, { cents: "always" });
    await thirdRow.getByRole("button", { name: `Cancel and refund ${refund}`, exact: true }).click();
    await expect(owner.getByText("Booking cancelled")).toBeVisible();
    await expect(owner).toHaveURL(new RegExp(`/partner/today\\?gym=${gym.id}$`));
    await expect(
      owner.locator("[data-slot=day-schedule-booking]", { hasText: thirdBooking.reference }),
    ).toContainText(`Cancelled by you: ${refund} refunded.`);
    const cancelled = await sentMail(
      adminContext.request,
      token,
      "booking_cancellation",
      (r) => r.to === thirdEmail,
    );
    expect(await rawPart(admin, cancelled.id, "text/plain")).toContain("refunded it in full");

    // A team's inquiry reaches the owner's Inquiries; the owner replies by e-mail (Reply-To them) and
    // it becomes contacted.
    const teamName = `Door Testers ${stamp}`;
    const inquiry = await second.request.post("/api/team-booking-inquiry", {
      data: {
        gymId: gym.id,
        teamName,
        contactName: "Mere Tane",
        email: `team+${stamp}@example.com`,
        teamSize: 12,
        preferredDates: "Next Saturday morning",
        specialRequirements: "Two lifting platforms for an hour.",
      },
    });
    expect(inquiry.status(), await inquiry.text()).toBe(201);
    await owner.goto(`/partner/inquiries?gym=${gym.id}`);
    const card = owner.locator("[data-slot=inquiry-card]", { hasText: teamName });
    await expect(card.getByText("Pending")).toBeVisible();
    await expectAccessible(owner);
    await shoot(owner, "inquiries");
    await owner.setViewportSize({ width: 390, height: 844 });
    await shoot(owner, "inquiries");
    await owner.setViewportSize({ width: 1280, height: 900 });
    await card.getByLabel("Reply to Mere Tane").fill("Saturday 9am works: both platforms are yours.");
    await card.getByRole("button", { name: "Send reply" }).click();
    await expect(owner.getByText("Reply sent")).toBeVisible();
    const repliedCard = owner.locator("[data-slot=inquiry-card]", { hasText: teamName });
    await expect(repliedCard.getByText("Contacted", { exact: true })).toBeVisible();
    await expect(repliedCard.getByText("Replied once")).toBeVisible();
    const reply = await sentMail(
      adminContext.request,
      token,
      "owner_reply",
      (r) => r.to === `team+${stamp}@example.com`,
    );
    const replySource = await (await admin.request.get(`/admin/outbox/${reply.id}/raw`)).text();
    expect(replySource).toContain(`\r\nReply-To: <${gym.ownerEmail.toLowerCase()}>\r\n`);
    expect(await rawPart(admin, reply.id, "text/plain")).toContain(
      "Saturday 9am works: both platforms are yours.",
    );

    // The numbers screen, looked at.
    for (const [path, heading, name] of [["/partner/numbers", "Numbers", "numbers"]] as const) {
      await owner.goto(path);
      await expect(owner.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      await expectAccessible(owner);
      await shoot(owner, name);
      await owner.setViewportSize({ width: 390, height: 844 });
      await shoot(owner, name);
      await owner.setViewportSize({ width: 1280, height: 900 });
    }
  } finally {
    for (const context of contexts) await context.close();
  }
  // The refused second check-in answered 409 (the browser logs it); nothing else may be in the console.
  const expected = /Failed to load resource: the server responded with a status of 409/;
  const rest = consoleErrors.filter((e) => !expected.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
});

/** A seeded owner's gym selling week passes (cheaper than seven day passes) with a start left today. */
function weekPassGymOpenToday(): { gym: SeededGym; date: string; start: string } | undefined {
  const tables = buildCuratedDataset().tables.toTableRows();
  const gyms = tables.find((t) => t.table === "gyms")!;
  const column = (name: string) => gyms.columns.indexOf(name);
  const selling = new Set(
    gyms.rows
      .filter((r) => {
        const week = r[column("weekly_rate_cents")] as number | null;
        return week !== null && week > 0 && week < 7 * (r[column("day_pass_rate_cents")] as number);
      })
      .map((r) => r[column("id")] as number),
  );
  for (const gym of seededGyms()) {
    if (!selling.has(gym.id)) continue;
    const now = localNow(gym.timeZone);
    if (gym.days.length > 0 && !gym.days.includes(now.weekday)) continue;
    // The next half hour at least 40 minutes away, and the gym open now (the door checks in a pass
    // while the gym is open).
    const start = Math.ceil((now.minutes + 40) / 30) * 30;
    const open = gym.is24 ? 0 : toMinutes(gym.openTime);
    const close = gym.is24 ? 24 * 60 : toMinutes(gym.closeTime);
    if (now.minutes < open || start < 6 * 60 || start > Math.min(close - 60, 21 * 60)) continue;
    return { gym, date: now.date, start: hhmm(start) };
  }
  return undefined;
}

test("the day view shows exactly the chosen day; a week pass says its days and checks in once today", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const slot = weekPassGymOpenToday();
  const gym = slot?.gym ?? seededGyms()[0]!;
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const contexts: BrowserContext[] = [];
  const open = async (name: string, width?: number) => {
    const context = await newContext(browser, baseURL!, `${name}:${stamp}`, width);
    contexts.push(context);
    return context;
  };
  try {
    const adminContext = await open("admin");
    const { token } = (await (
      await adminContext.request.post("/api/admin/login", { data: { password: adminPassword() } })
    ).json()) as { token: string };
    const admin = await adminContext.newPage();
    await admin.goto("/admin-login");
    await admin.getByLabel("Password").fill(adminPassword());
    await admin.getByRole("button", { name: "Sign in" }).click();
    await expect(admin).toHaveURL(/\/admin$/);

    // Two bookings on two following open days, months ahead (random, so reruns don't collide).
    const today = localNow(gym.timeZone).date;
    const openDays: string[] = [];
    for (let offset = 40 + Math.floor(Math.random() * 250); openDays.length < 2; offset++) {
      const day = new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000);
      if (gym.days.length === 0 || gym.days.includes(day.getUTCDay()))
        openDays.push(day.toISOString().slice(0, 10));
    }
    const athlete = await open("athlete");
    const first = await bookToday(
      athlete.request,
      gym.id,
      openDays[0]!,
      "10:00",
      "Ari First",
      `d1+${stamp}@example.com`,
    );
    const second = await bookToday(
      athlete.request,
      gym.id,
      openDays[1]!,
      "10:00",
      "Ari Second",
      `d2+${stamp}@example.com`,
    );

    const ownerContext = await open("owner");
    const owner = await ownerContext.newPage();
    const before = (await outboxRows(adminContext.request, token, "sign_in_link"))[0]?.id ?? 0;
    await owner.goto("/sign-in?next=/partner/today");
    await owner.getByLabel("E-mail").fill(gym.ownerEmail);
    await owner.getByRole("button", { name: "Send me a sign-in link" }).click();
    const signIn = await sentMail(
      adminContext.request,
      token,
      "sign_in_link",
      (r) => r.to === gym.ownerEmail.toLowerCase() && r.id > before,
    );
    const link = /https?:\/\/\S+\/sign-in\/verify\?token=[A-Za-z0-9_-]+&email=[^\s<>"]+/.exec(
      await rawPart(admin, signIn.id, "text/plain"),
    )?.[0];
    await owner.goto(link!);
    await owner.getByRole("button", { name: "Sign in" }).click();
    await expect(owner).toHaveURL(/\/partner\/today$/);

    // The second day: its booking, not the first day's.
    await owner.goto(`/partner/today?date=${openDays[1]}&gym=${gym.id}`);
    const schedule = owner.getByRole("list", { name: `Bookings at ${gym.name}` });
    await expect(
      schedule.locator("[data-slot=day-schedule-booking]", { hasText: second.reference }),
    ).toBeVisible();
    await expect(schedule).not.toContainText(first.reference);
    await shoot(owner, "today-chosen-day");
    await owner.setViewportSize({ width: 390, height: 844 });
    await shoot(owner, "today-chosen-day");
    await owner.setViewportSize({ width: 1280, height: 900 });

    // A week pass bought today (where one is sold and the gym is open now).
    if (!slot) return;
    const created = await athlete.request.post("/api/bookings", {
      data: {
        gymId: slot.gym.id,
        athleteName: "Wiremu Week",
        athleteEmail: `week+${stamp}@example.com`,
        bookingDate: slot.date,
        startTime: slot.start,
        bookingType: "week_pass",
        duration: 2,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const week = (await created.json()) as { id: number; reference: string };
    const paid = await athlete.request.post("/api/process-payment", {
      data: { bookingId: week.id, paymentMethod: "pm_card_visa" },
    });
    expect(paid.status()).toBe(200);
    const athletePage = await athlete.newPage();
    await athletePage.goto(`/gym/${slot.gym.id}/book?booking=${week.id}`);
    await expect(athletePage.locator("[data-slot=pass-card]")).toContainText(
      /It is valid once a day, \w{3} \d{1,2} \w{3}( \d{4})? – \w{3} \d{1,2} \w{3} \d{4}, at this gym\./,
    );
    await athletePage.screenshot({ path: "e2e/screenshots/partner-week-pass-1280.png", fullPage: true });
    // At the desk: in once today; the second time today is refused, saying it is once a day.
    await owner.goto(`/partner/check-in?gym=${gym.id}`);
    await expect(owner.locator("html[data-hydrated]")).toHaveCount(1);
    await owner.getByLabel("Pass or booking reference").fill(week.reference);
    await owner.getByRole("button", { name: "Check in", exact: true }).click();
    await expect(owner.getByText("Checked in: Wiremu Week")).toBeVisible();
    await owner.getByLabel("Pass or booking reference").fill(week.reference);
    await owner.getByRole("button", { name: "Check in", exact: true }).click();
    await expect(
      owner.getByText(/^Already checked in today at \d\d:\d\d\. This pass can be used once a day\.$/),
    ).toBeVisible();
    await shoot(owner, "check-in-week-pass");
    // Its third day lists it, labelled with its days.
    const third = new Date(Date.parse(`${slot.date}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    await owner.goto(`/partner/today?date=${third}&gym=${gym.id}`);
    await expect(
      owner.locator("[data-slot=day-schedule-booking]", { hasText: week.reference }),
    ).toContainText(/Week Pass, valid once a day/);
  } finally {
    for (const context of contexts) await context.close();
  }
});
