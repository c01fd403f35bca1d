import { existsSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Finds a Chromium/Chrome: CHROME_PATH, Debian's /usr/bin/chromium, or Playwright's cache. */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  const cache = path.join(os.homedir(), ".cache", "ms-playwright");
  if (existsSync(cache)) {
    for (const dir of readdirSync(cache)
      .filter((d) => d.startsWith("chromium"))
      .sort()
      .reverse()) {
      for (const sub of ["chrome-linux/chrome", "chrome-linux64/chrome"]) {
        const exe = path.join(cache, dir, sub);
        if (existsSync(exe)) return exe;
      }
    }
  }
  return undefined;
}

export const CHROMIUM_HELP =
  "No Chromium found. Install one with `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROME_PATH to a Chrome/Chromium binary.";

/** Flags for a headless Chromium on a closed network, as root. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
