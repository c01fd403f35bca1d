import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_HELP, findChromium } from "./scripts/lib/chromium.ts";

const executablePath = findChromium();
if (!executablePath) throw new Error(CHROMIUM_HELP);

const PORT = process.env.E2E_PORT ?? "8788";
const baseURL = `http://localhost:${PORT}`;

/** Specs that open the dev server's D1 file themselves (see the d1-* projects). */
const DIRECT_D1_SPECS = [/money\.spec\.ts$/, /page-cache\.spec\.ts$/];

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Journeys visit several pages and run axe on each; on a busy 2-core machine one took 30 s.
  timeout: 60_000,
  // An assertion waits up to 15 s: on a busy 2-core machine a sign-in POST and its redirect took over
  // Playwright's default 5 s. A wait, not a speed check: a passing assertion returns as soon as it holds.
  expect: { timeout: 15_000 },
  reporter: process.env.PW_JSON_OUTPUT
    ? [["list"], ["json", { outputFile: process.env.PW_JSON_OUTPUT }]]
    : "list",
  use: {
    baseURL,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  projects: [
    // A test tagged @phone runs here and on the phone; @phone-only is about the phone's layout
    // (it sets a phone's viewport itself), so running it on desktop too only repeated it.
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: DIRECT_D1_SPECS,
      grepInvert: /@phone-only/,
    },
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@phone/ },
    // The specs that read or write the server's local D1 file with `wrangler d1 execute` run after
    // every other test, one file at a time and in order: that process takes SQLite's lock, and a
    // page another test loaded meanwhile got SQLITE_BUSY (a 500) from the worker. Running one of
    // them alone: `playwright test e2e/money.spec.ts --no-deps`.
    {
      name: "d1-money",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /money\.spec\.ts$/,
      fullyParallel: false,
      dependencies: ["desktop", "phone"],
    },
    {
      name: "d1-page-cache",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /page-cache\.spec\.ts$/,
      fullyParallel: false,
      dependencies: ["d1-money"],
    },
  ],
  webServer: {
    // The built app on its own local D1/KV state, so tests never touch the developer's data.
    command: `node scripts/start.ts ${process.env.E2E_SKIP_BUILD ? "--no-build " : ""}--persist-to .wrangler/e2e-state-${PORT}`,
    env: { PORT },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
