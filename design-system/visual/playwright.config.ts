import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_HELP, findChromium } from "../../scripts/lib/chromium.ts";
import type { VisualMode } from "./catalogue.spec.ts";

/**
 * Visual regression of the design-system catalogue (ADR 021): every story of the static build
 * (storybook-static/, from `npm run build-storybook`) at phone and desktop width in light and at phone width in dark, in
 * Chromium, against the PNGs in __screenshots__/. Run with `npm run test:visual`; after an intended
 * change, `npm run visual:update` rewrites the baselines (review them in the diff before committing).
 */
const executablePath = findChromium();
if (!executablePath) throw new Error(CHROMIUM_HELP);

const PORT = process.env.VISUAL_PORT ?? "6106";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

export default defineConfig<object, { mode: VisualMode }>({
  testDir: ".",
  testMatch: "catalogue.spec.ts",
  snapshotPathTemplate: "{testDir}/__screenshots__/{projectName}/{arg}{ext}",
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  retries: 0,
  // One test screenshots every story of one stories file.
  timeout: 180_000,
  outputDir: "../../test-results/visual",
  reporter: process.env.PW_JSON_OUTPUT
    ? [["list"], ["json", { outputFile: process.env.PW_JSON_OUTPUT }]]
    : [["list"]],
  expect: {
    toHaveScreenshot: {
      // A pixel counts as different past 0.02 (pixelmatch's YIQ distance, 0-1; Playwright's default
      // 0.2 let a primary colour moved from #f0561a to #e04e14 pass). Pixelmatch leaves out pixels it
      // finds anti-aliased, and a story may differ in 0.1% of its pixels: rendering here is
      // deterministic (run to run the difference was 0), so that is room for a newer Chromium's
      // edge noise, not for a changed colour.
      threshold: 0.02,
      maxDiffPixelRatio: 0.001,
      animations: "disabled",
      caret: "hide",
      scale: "css",
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    headless: true,
    launchOptions: {
      executablePath,
      args: [
        ...CHROMIUM_ARGS,
        "--font-render-hinting=none",
        "--force-color-profile=srgb",
        "--disable-lcd-text",
        "--hide-scrollbars",
      ],
      // The fonts: only DejaVu from node_modules, rasterised one way (fonts.conf).
      env: { ...process.env, FONTCONFIG_FILE: path.join(import.meta.dirname, "fonts.conf") },
    },
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
    locale: "en-NZ",
    timezoneId: "Pacific/Auckland",
  },
  // Layout is checked at both widths in light; dark changes colours only, so it is checked at phone
  // width alone (a fourth pass at desktop width cost CI about two and a half minutes).
  projects: [
    // Dark is both the toolbar's data-theme="dark" and prefers-color-scheme: dark (native controls).
    { name: "phone-light", use: { viewport: PHONE, colorScheme: "light", mode: { theme: "light" } } },
    { name: "phone-dark", use: { viewport: PHONE, colorScheme: "dark", mode: { theme: "dark" } } },
    {
      name: "desktop-light",
      use: { viewport: DESKTOP, colorScheme: "light", mode: { theme: "light", skipMobileStories: true } },
    },
  ],
  webServer: {
    command: `node design-system/visual/serve.ts ${PORT}`,
    cwd: "../..",
    url: `http://127.0.0.1:${PORT}/iframe.html`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
