/**
 * The partner onboarding journey as helpers (issue 17), for e2e/partner-onboarding.spec.ts and the
 * specs that continue it (booking, check-in): apply with the partner terms, the admin approves, the
 * owner signs in by the e-mailed link and completes the listing until the gym is listed.
 */
import { crc32, deflateSync } from "node:zlib";
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { adminPassword } from "./admin";
import { expect, expectAccessible, testAddress } from "./fixtures";
import { readStrictly } from "./rfc5322";

/** A real PNG (a two-colour picture) of the given size, to upload as a listing photo. */
export function testPng(width = 960, height = 640): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const dark = x < width / 2;
      rows.set(dark ? [40, 60, 90] : [240, 86, 26], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export async function newPartnerContext(browser: Browser, baseURL: string, name: string, width = 1280) {
  return browser.newContext({
    baseURL,
    viewport: { width, height: 900 },
    extraHTTPHeaders: { "CF-Connecting-IP": testAddress(`partner:${name}:${Date.now()}`) },
  });
}

type OutboxRow = { id: number; to: string; kind: string; status: string };

/** Applies through /add-gym with the partner terms ticked. */
export async function applyWithTerms(page: Page, gym: { name: string; email: string; city: string }) {
  await page.goto("/add-gym");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByLabel("Contact name").fill("Partner Person");
  await page.getByLabel("E-mail").fill(gym.email);
  await page.getByLabel("Gym name").fill(gym.name);
  await page.getByLabel("City").fill(gym.city);
  await page.getByLabel("Country").selectOption("New Zealand");
  await page.getByLabel("Description").fill("Six platforms, calibrated plates and a sauna.");
  await page.getByLabel("Gym rules").fill("Re-rack your weights.");
  for (const [group, option] of [
    ["Equipment", "Lift Rack"],
    ["Amenities", "Sauna"],
    ["Sports", "Powerlifting"],
  ] as const)
    await page
      .getByRole("group", { name: new RegExp(`^${group}`) })
      .getByRole("checkbox", { name: option, exact: true })
      .check();
  await page.getByLabel("Business type").selectOption("Company");
  await page.getByLabel("Message").fill("We'd love to host travelling lifters.");
  await page.getByRole("checkbox", { name: /I accept the partner terms/ }).check();
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page).toHaveURL(/\/gym-application-thank-you$/);
}

/** Signs the admin in (page session and an API token for the outbox). */
export async function adminSession(context: BrowserContext) {
  const login = await context.request.post("/api/admin/login", { data: { password: adminPassword() } });
  const { token } = (await login.json()) as { token: string };
  const page = await context.newPage();
  await page.goto("/admin-login");
  await page.getByLabel("Password").fill(adminPassword());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return { page, token };
}

/** The admin approves the application for `gymName`; returns the new gym's id. */
export async function approve(admin: Page, gymName: string): Promise<number> {
  await admin.goto("/admin/gym-applications?status=pending");
  await admin.getByRole("link", { name: `Review ${gymName}` }).click();
  await expect(admin.locator("html[data-hydrated]")).toHaveCount(1);
  await admin.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(admin.getByText("Application approved")).toBeVisible();
  const href = await admin.getByRole("link", { name: /The gym's page/ }).getAttribute("href");
  const id = Number(/\/gym\/(\d+)/.exec(href ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

async function newestOutboxId(request: APIRequestContext, token: string): Promise<number> {
  const rows = (await (
    await request.get("/api/admin/outbox", { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as OutboxRow[];
  return rows[0]?.id ?? 0;
}

/** Signs `page` in as `email` with the link read from the raw message in the Admin Outbox. */
export async function signInByLink(
  page: Page,
  email: string,
  admin: { page: Page; token: string },
  baseURL: string,
) {
  const before = await newestOutboxId(admin.page.request, admin.token);
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
  let found: OutboxRow | undefined;
  await expect
    .poll(
      async () => {
        const rows = (await (
          await admin.page.request.get("/api/admin/outbox?kind=sign_in_link", {
            headers: { Authorization: `Bearer ${admin.token}` },
          })
        ).json()) as OutboxRow[];
        found = rows.find((r) => r.to === email.toLowerCase() && r.id > before);
        return found?.status;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe("sent");
  const raw = await admin.page.request.get(`/admin/outbox/${found!.id}/raw`);
  const text = readStrictly(await raw.text()).parts.find((p) => p.type === "text/plain")?.content ?? "";
  const link = /https?:\/\/\S+\/sign-in\/verify\?token=[A-Za-z0-9_-]+&email=[^\s<>"]+/.exec(text)?.[0];
  expect(link, "the sign-in link in the message").toBeTruthy();
  expect(link!.startsWith(baseURL)).toBe(true);
  await page.goto(link!);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
}

/** Screenshots of the current page at 390 and 1280 px (e2e/screenshots/, not in git). */
export async function shots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/screenshots/partner-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The owner completes the listing from the console: address and pin (dragging the pin), a photo,
 * capacity and the week's hours. Ends on the listing editor with the gym listed.
 */
export async function completeListing(
  owner: Page,
  gymId: number,
  options: { screenshots?: boolean; photo: string },
) {
  const base = `/partner/gyms/${gymId}`;
  const take = async (name: string) => {
    await expectAccessible(owner);
    if (options.screenshots) await shots(owner, name);
  };
  await owner.goto("/partner");
  const card = owner.getByRole("list", { name: "Listing checklist" });
  await expect(owner.getByText("Not listed yet").first()).toBeVisible();
  await expect(card.first().getByRole("link", { name: /Place the pin on the map/ })).toBeVisible();
  // The opening days given in the application already count: no second save asked for.
  await expect(card.first().getByRole("link", { name: /Set your opening hours/ })).toHaveCount(0);
  await take("overview-incomplete");

  // Location: the street address, then drag the pin (it fills the coordinates).
  await owner.goto(`${base}/location`);
  await expect(owner.locator("html[data-hydrated]")).toHaveCount(1);
  await owner.getByLabel("Street address").fill("12 Tory Street, Te Aro");
  const map = owner.getByTestId("pin-map");
  await expect(map).toHaveAttribute("data-status", "ready");
  const pin = map.locator(".leaflet-marker-icon");
  await map.scrollIntoViewIfNeeded();
  await pin.hover();
  const box = (await pin.boundingBox())!;
  await owner.mouse.move(box.x + box.width / 2, box.y + box.height - 2);
  await owner.mouse.down();
  await owner.mouse.move(box.x + box.width / 2 + 40, box.y + box.height + 25, { steps: 8 });
  await owner.mouse.up();
  await expect(owner.getByRole("textbox", { name: /Latitude/ })).not.toHaveValue("");
  await take("location");
  await owner.getByRole("button", { name: "Save" }).click();
  await expect(owner.getByText("Saved")).toBeVisible();

  // A photo, resized in the browser before it uploads.
  await owner.goto(`${base}/photos`);
  await expect(owner.locator("html[data-hydrated]")).toHaveCount(1);
  await owner.locator('input[type="file"][name="photo"]').setInputFiles(options.photo);
  await owner
    .getByRole("textbox", { name: /^Alt text/ })
    .last()
    .fill("The main floor with six platforms");
  await owner.getByRole("button", { name: "Upload photo" }).click();
  // Resizing three copies and uploading them takes a moment on a busy machine.
  const photo = owner.getByRole("list", { name: "Photos, cover first" }).getByRole("img").first();
  await expect(photo).toBeVisible({ timeout: 30_000 });
  await expect(photo).toHaveAttribute("src", /\/photos\/gyms\/\d+\/[a-z0-9-]+-800\.webp$/);
  await expect(photo).toHaveAttribute("alt", "The main floor with six platforms");
  await take("photos");

  // Capacity, and an opening-offer day pass (the other rates keep the application's).
  await owner.goto(`${base}/rates`);
  await owner.getByLabel("Day pass").fill("5");
  await owner.getByLabel("Capacity").fill("20");
  await take("rates");
  await owner.getByRole("button", { name: "Save" }).click();
  await expect(owner.getByText("Saved")).toBeVisible();

  // Hours: the application's week is the starting point; Sunday closed, Saturday mornings only.
  await owner.goto(`${base}/hours`);
  await expect(owner.locator("html[data-hydrated]")).toHaveCount(1);
  await owner.getByRole("checkbox", { name: "Sunday" }).uncheck();
  await owner.getByRole("textbox", { name: "Saturday opens" }).fill("08:00");
  await owner.getByRole("textbox", { name: "Saturday closes" }).fill("12:00");
  await take("hours");
  await owner.getByRole("button", { name: "Save" }).click();
  await expect(owner.getByText("Your listing is live: athletes see the change now.")).toBeVisible();
  await expect(owner.getByText("Listed", { exact: true }).first()).toBeVisible();
  await take("editor-listed");
}
