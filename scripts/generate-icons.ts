/**
 * Draws the installed app's icons from public/favicon.svg into public/icons (committed output; re-run
 * after the logo changes): `npx node scripts/generate-icons.ts`. Chromium rasterises them (the same
 * browser the tests use), so no image library is needed.
 *
 * - icon-192.png, icon-512.png: the logo as it is (rounded tile, transparent corners), purpose "any".
 * - icon-maskable-512.png: a full-bleed navy square with the glyph inside the central 80% circle that
 *   every launcher's mask keeps, purpose "maskable".
 * - apple-touch-icon.png (180): iOS takes no SVG and rounds the corners itself, so it is full-bleed too.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_HELP, findChromium } from "./lib/chromium.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const logo = readFileSync(path.join(ROOT, "public", "favicon.svg"), "utf8");
const INK = /<rect width="64" height="64" rx="14" fill="(#[0-9a-f]{6})"\/>/.exec(logo)?.[1];
if (!INK) throw new Error("public/favicon.svg no longer starts with its navy tile: update this script");
// The glyph: everything after the tile.
const glyph = logo
  .replace(/^.*?<rect width="64" height="64" rx="14" fill="#[0-9a-f]{6}"\/>/, "")
  .replace(/<\/svg>$/, "");
const fullBleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${INK}"/><g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${glyph}</g></svg>`;

const ICONS: { file: string; size: number; svg: string }[] = [
  { file: "icon-192.png", size: 192, svg: logo },
  { file: "icon-512.png", size: 512, svg: logo },
  { file: "icon-maskable-512.png", size: 512, svg: fullBleed(0.72) },
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed(0.85) },
];

const executablePath = findChromium();
if (!executablePath) throw new Error(CHROMIUM_HELP);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    // The root element drawn at the icon's size (the logo's own 64 × 64 is replaced; its shapes keep theirs).
    const sized = icon.svg.replace(
      /^<svg([^>]*?)( width="64" height="64")?>/,
      `<svg$1 width="${icon.size}" height="${icon.size}">`,
    );
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    const file = path.join(ROOT, "public", "icons", icon.file);
    writeFileSync(file, await page.screenshot({ type: "png", omitBackground: true }));
    await page.close();
    console.info(`${path.relative(ROOT, file)} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
