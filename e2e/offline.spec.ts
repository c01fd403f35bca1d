import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../scripts/lib/chromium.ts";
import { bookAndPay } from "./admin";
import { expect, expectAccessible, test, testAddress } from "./fixtures";
import { adminSession, signInByLink } from "./partner";

/*
 * Issue 37, "never stuck at the door", tried as an athlete in a basement with no signal: a signed-in
 * athlete opens a paid booking's pass; with the network gone the pass still opens (QR code, reference,
 * desk code), My Bookings opens with its last list and says it is offline and since when, another page
 * shows the offline page, not the browser's error. After signing out, nothing of the pass is left.
 */

const OFFLINE_HEADING = "You're offline";

/** Resolves once a service worker is active for the site (the page asks it to keep itself after that). */
async function workerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

test("a pass opens with no network after it was opened once, and not after signing out", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `basement+${stamp}@example.com`;
  const adminContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "CF-Connecting-IP": testAddress(`offline:admin:${stamp}`) },
  });
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { "CF-Connecting-IP": testAddress(`offline:athlete:${stamp}`) },
  });
  try {
    const admin = await adminSession(adminContext);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    // With no network, a request the worker leaves alone fails, and React Router's route discovery
    // (the links' /__manifest fetch) says so in the console: expected then, and only then.
    let offline = false;
    const NETWORK_GONE = /net::ERR_INTERNET_DISCONNECTED|^Failed to fetch manifest patches/;
    const network = async (on: boolean) => {
      offline = !on;
      await context.setOffline(!on);
    };
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      if (offline && NETWORK_GONE.test(message.text())) return;
      errors.push(`${page.url()}: ${message.text()}`);
    });
    await signInByLink(page, email, admin, baseURL!);
    const booking = await bookAndPay(page.request, email, "Basement Lifter");

    // Online: the pass page, from the link under the pass on My Bookings.
    await page.goto("/bookings");
    await page.getByRole("link", { name: "Open the pass (works offline)" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}/pass$`));
    const qr = page.getByRole("img", { name: `QR code of the pass for booking ${booking.reference}` });
    await expect(qr).toBeVisible();
    const deskCode = (await page.locator('[data-slot="desk-code"]').textContent()) ?? "";
    expect(deskCode).toMatch(/^[0-9]{3} [0-9]{3}$/);
    await expect(page.getByText("Saved on this device: this pass opens without a signal.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "At the door" })).toBeVisible();
    await expect(page.getByText("Check-in rules")).toBeVisible();
    await expectAccessible(page);
    await workerReady(page);

    // My Bookings, seen once online (now through the worker).
    await page.goto("/bookings");
    await expect(page.getByText(booking.reference).first()).toBeVisible();
    await expect(page.getByText(OFFLINE_HEADING)).toHaveCount(0);

    // No network.
    await network(false);
    await page.reload();
    const notice = page.getByTestId("offline-notice");
    await expect(notice).toContainText(OFFLINE_HEADING);
    await expect(notice).toContainText(/This is your list as it was last updated on .+\d{4}.+\./);
    await expect(page.getByText(booking.reference).first()).toBeVisible();

    await page.goto(`/bookings/${booking.id}/pass`);
    await expect(qr).toBeVisible();
    await expect(page.locator('[data-slot="desk-code"]')).toHaveText(deskCode);
    await expect(page.getByText(booking.reference, { exact: true })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: OFFLINE_HEADING })).toBeVisible();

    // A page that needs the network: the offline page (so the worker's own fetches are offline too).
    const gyms = await page.goto("/gyms");
    expect(gyms?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole("heading", { level: 1, name: OFFLINE_HEADING })).toBeVisible();
    await expect(page.getByRole("link", { name: "My Bookings" }).first()).toBeVisible();

    // Back online, the athlete signs out; the next page registers the worker afresh.
    await network(true);
    await page.goto("/account");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/");
    await workerReady(page);
    const kept = await page.evaluate(async () =>
      (await caches.has("gymroam-private"))
        ? (await (await caches.open("gymroam-private")).keys()).length
        : 0,
    );
    expect(kept, "pages kept for the signed-out athlete").toBe(0);

    await network(false);
    await page.goto(`/bookings/${booking.id}/pass`);
    await expect(page.getByRole("heading", { level: 1, name: OFFLINE_HEADING })).toBeVisible();
    await expect(qr).toHaveCount(0);
    await expect(page.getByText(booking.reference)).toHaveCount(0);
    await network(true);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await adminContext.close();
  }
});

test("Chromium finds the app installable and its manifest without errors", async ({ baseURL }) => {
  // A persistent profile: the default test contexts are incognito, where Chromium never offers to install.
  const dir = mkdtempSync(path.join(os.tmpdir(), "gymroam-install-"));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    baseURL,
    extraHTTPHeaders: { "CF-Connecting-IP": testAddress(`offline:install:${Date.now()}`) },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    await workerReady(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send("Page.getAppManifest")) as {
      url: string;
      errors: { message: string }[];
    };
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    await expect
      .poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors, {
        timeout: 20_000,
      })
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
