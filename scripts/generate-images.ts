/**
 * Draws the sample-data illustrations into public/images (committed output; re-run after edits):
 *   npx node scripts/generate-images.ts
 * Every SVG is self-contained (no external hosts or fonts), has width/height/viewBox,
 * role="img" and a <title>, and stays under 3 KB.
 *
 * Then the share cards (og:image) in public/images/social/: social apps do not preview SVG, so each
 * gym illustration and the site's own card are rasterised by Chromium to 1200 x 630 JPEG (the size
 * Facebook, LinkedIn, Slack and X preview), with the brand set in DejaVu Sans (npm dejavu-fonts-ttf,
 * embedded, so the output does not depend on the machine's fonts). ADR 027.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { BRAND } from "../app/config/brand.ts";
import { SOCIAL_IMAGE } from "../app/lib/social-image.ts";
import { CHROMIUM_ARGS, CHROMIUM_HELP, findChromium } from "./lib/chromium.ts";
import {
  GYM_IMAGES,
  type GymImageKey,
  PRODUCT_IMAGES,
  type ProductImageKey,
  TRAINER_IMAGES,
} from "./seed/images.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "public", "images");
const MAX_BYTES = 3072;

const INK = "#0b1220";
const LIME = "#c6f432";

interface Frame {
  width: number;
  height: number;
  title: string;
  from: string;
  to: string;
  body: string;
}

function svg({ width, height, title, from, to, body }: Frame): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${title}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    body,
    "</svg>\n",
  ].join("");
}

// --- gyms (800 x 500) ----------------------------------------------------------------------

const floor = `<rect y="380" width="800" height="120" fill="${INK}" opacity=".35"/><circle cx="660" cy="90" r="120" fill="#fff" opacity=".06"/><circle cx="110" cy="60" r="70" fill="#fff" opacity=".05"/>`;
const plate = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${fill}"/>`;
const bar = (x1: number, x2: number, y: number) =>
  `<rect x="${x1}" y="${y - 5}" width="${x2 - x1}" height="10" rx="5" fill="#cbd5e1"/>`;

const GYM_ART: Record<GymImageKey, { from: string; to: string; body: string }> = {
  barbell: {
    from: "#1e3a8a",
    to: INK,
    body: `${floor}${bar(120, 680, 300)}${plate(170, 210, 34, 180, LIME)}${plate(210, 235, 26, 130, "#f8fafc")}${plate(596, 210, 34, 180, LIME)}${plate(564, 235, 26, 130, "#f8fafc")}<rect x="150" y="288" width="14" height="24" rx="3" fill="#94a3b8"/><rect x="636" y="288" width="14" height="24" rx="3" fill="#94a3b8"/>`,
  },
  kettlebell: {
    from: "#0f766e",
    to: INK,
    body: `${floor}${[0, 1, 2]
      .map((i) => {
        const x = 220 + i * 180;
        const r = 70 - i * 12;
        const y = 380 - r;
        return `<path d="M${x - r * 0.55} ${y - r * 0.7}a${r * 0.55} ${r * 0.6} 0 0 1 ${r * 1.1} 0" fill="none" stroke="${i === 1 ? LIME : "#e2e8f0"}" stroke-width="${14 - i * 2}"/><circle cx="${x}" cy="${y}" r="${r}" fill="${i === 1 ? LIME : "#e2e8f0"}"/>`;
      })
      .join("")}`,
  },
  rack: {
    from: "#334155",
    to: INK,
    body: `${floor}<rect x="250" y="90" width="22" height="300" fill="#94a3b8"/><rect x="528" y="90" width="22" height="300" fill="#94a3b8"/><rect x="250" y="90" width="300" height="18" fill="#94a3b8"/><rect x="235" y="380" width="330" height="14" fill="#64748b"/>${[
      0, 1, 2, 3, 4, 5, 6,
    ]
      .map(
        (i) =>
          `<circle cx="261" cy="${140 + i * 34}" r="3" fill="${INK}"/><circle cx="539" cy="${140 + i * 34}" r="3" fill="${INK}"/>`,
      )
      .join("")}${bar(150, 650, 200)}${plate(176, 140, 28, 120, LIME)}${plate(596, 140, 28, 120, LIME)}`,
  },
  sauna: {
    from: "#9a3412",
    to: "#431407",
    body: `${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
      .map(
        (i) =>
          `<rect x="0" y="${i * 50}" width="800" height="46" fill="#fdba74" opacity="${0.08 + (i % 3) * 0.04}"/>`,
      )
      .join(
        "",
      )}<rect x="80" y="300" width="640" height="34" rx="6" fill="#fed7aa"/><rect x="140" y="380" width="520" height="34" rx="6" fill="#fdba74"/><rect x="520" y="210" width="90" height="90" rx="10" fill="${INK}"/><rect x="532" y="222" width="66" height="66" rx="6" fill="#78716c"/>${[
      0, 1, 2,
    ]
      .map(
        (i) =>
          `<path d="M${300 + i * 60} 250c-20-30 20-50 0-80s20-50 0-80" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".45"/>`,
      )
      .join("")}`,
  },
  "ice-bath": {
    from: "#0ea5e9",
    to: "#0c4a6e",
    body: `${floor}<rect x="170" y="230" width="460" height="170" rx="40" fill="#e2e8f0"/><rect x="190" y="250" width="420" height="70" rx="20" fill="#7dd3fc"/>${[
      0, 1, 2, 3, 4,
    ]
      .map(
        (i) =>
          `<rect x="${220 + i * 75}" y="${240 + (i % 2) * 18}" width="40" height="40" rx="6" fill="#f0f9ff" transform="rotate(${i * 17 - 20} ${240 + i * 75} ${260 + (i % 2) * 18})"/>`,
      )
      .join(
        "",
      )}<rect x="670" y="130" width="26" height="200" rx="13" fill="#f8fafc"/><rect x="677" y="230" width="12" height="90" rx="6" fill="#38bdf8"/><circle cx="683" cy="330" r="22" fill="#38bdf8"/>`,
  },
  rower: {
    from: "#4338ca",
    to: INK,
    body: `${floor}<rect x="160" y="330" width="520" height="14" rx="7" fill="#cbd5e1"/><circle cx="190" cy="300" r="70" fill="${LIME}"/><circle cx="190" cy="300" r="36" fill="${INK}"/><rect x="430" y="304" width="90" height="24" rx="8" fill="#f8fafc"/><rect x="640" y="344" width="40" height="40" fill="#94a3b8"/><rect x="170" y="344" width="40" height="40" fill="#94a3b8"/><path d="M260 250h90" stroke="#f8fafc" stroke-width="8" stroke-linecap="round"/>`,
  },
  "battle-ropes": {
    from: "#be123c",
    to: INK,
    body: `${floor}<rect x="620" y="300" width="80" height="90" rx="10" fill="#94a3b8"/><path d="M630 330C560 260 520 390 450 330S340 250 280 330 180 380 120 300" fill="none" stroke="${LIME}" stroke-width="18" stroke-linecap="round"/><path d="M630 360C560 420 520 300 450 360S340 430 280 360 180 300 120 380" fill="none" stroke="#f8fafc" stroke-width="18" stroke-linecap="round"/>`,
  },
  plates: {
    from: "#166534",
    to: INK,
    body: `${floor}<rect x="392" y="120" width="16" height="270" fill="#94a3b8"/><rect x="330" y="380" width="140" height="16" rx="4" fill="#64748b"/>${[
      [400, 330, 60, LIME],
      [400, 250, 52, "#f8fafc"],
      [400, 180, 42, "#fb923c"],
    ]
      .map(
        ([x, y, r, fill]) =>
          `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><circle cx="${x}" cy="${y}" r="10" fill="${INK}"/>`,
      )
      .join(
        "",
      )}<circle cx="200" cy="350" r="44" fill="#e2e8f0"/><circle cx="200" cy="350" r="9" fill="${INK}"/><circle cx="600" cy="345" r="50" fill="${LIME}"/><circle cx="600" cy="345" r="9" fill="${INK}"/>`,
  },
  platform: {
    from: "#a16207",
    to: INK,
    body: `<path d="M80 460 220 300h360l140 160z" fill="#d6a360"/><path d="M300 300h200l40 160H260z" fill="#b45309"/>${bar(170, 630, 270)}<circle cx="230" cy="270" r="80" fill="${INK}"/><circle cx="230" cy="270" r="14" fill="#cbd5e1"/><circle cx="570" cy="270" r="80" fill="${INK}"/><circle cx="570" cy="270" r="14" fill="#cbd5e1"/><circle cx="230" cy="270" r="80" fill="none" stroke="${LIME}" stroke-width="6"/><circle cx="570" cy="270" r="80" fill="none" stroke="${LIME}" stroke-width="6"/>`,
  },
  "heavy-bag": {
    from: "#7f1d1d",
    to: INK,
    body: `${floor}<rect x="0" y="40" width="800" height="14" fill="#475569"/><path d="M400 54v70" stroke="#cbd5e1" stroke-width="6"/><rect x="340" y="124" width="120" height="250" rx="50" fill="${LIME}"/><rect x="340" y="170" width="120" height="16" fill="${INK}" opacity=".4"/><rect x="340" y="320" width="120" height="16" fill="${INK}" opacity=".4"/><ellipse cx="400" cy="440" rx="90" ry="12" fill="${INK}" opacity=".5"/>`,
  },
};

// --- trainers (400 x 400) ------------------------------------------------------------------

const TRAINER_STYLES = [
  { from: "#1d4ed8", to: INK, skin: "#f1c7a5", hair: "#3f2a1d", top: LIME, long: false },
  { from: "#0f766e", to: INK, skin: "#8d5a3b", hair: "#111827", top: "#f8fafc", long: true },
  { from: "#b45309", to: INK, skin: "#e0ac85", hair: "#78350f", top: "#38bdf8", long: true },
  { from: "#6d28d9", to: INK, skin: "#5c3a26", hair: "#0f172a", top: LIME, long: false },
  { from: "#be123c", to: INK, skin: "#f5d0b5", hair: "#a16207", top: "#f8fafc", long: false },
  { from: "#15803d", to: INK, skin: "#c68a62", hair: "#1f2937", top: "#fb923c", long: true },
] as const;

function trainerBody(i: number): string {
  const s = TRAINER_STYLES[i] ?? TRAINER_STYLES[0];
  const hair = s.long
    ? `<path d="M128 170c0-70 40-100 72-100s72 30 72 100v90h-30v-90H158v90h-30z" fill="${s.hair}"/>`
    : `<path d="M136 150c0-50 30-76 64-76s64 26 64 76c-20-20-40-28-64-28s-44 8-64 28z" fill="${s.hair}"/>`;
  return `<circle cx="200" cy="200" r="150" fill="#fff" opacity=".07"/><path d="M70 400c0-80 58-130 130-130s130 50 130 130z" fill="${s.top}"/><rect x="182" y="230" width="36" height="50" fill="${s.skin}"/>${s.long ? hair : ""}<circle cx="200" cy="170" r="64" fill="${s.skin}"/>${s.long ? "" : hair}<circle cx="178" cy="176" r="6" fill="${INK}"/><circle cx="222" cy="176" r="6" fill="${INK}"/><path d="M182 204q18 14 36 0" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`;
}

// --- products (600 x 600) ------------------------------------------------------------------

const shirt = (fill: string, sleeves: boolean, detail = "") =>
  `<path d="${sleeves ? "M210 140l-90 50 40 80 40-20v220h200V250l40 20 40-80-90-50q-30 30-90 30t-90-30z" : "M230 130q-10 70-30 120v220h200V250q-20-50-30-120-30 40-70 40t-70-40z"}" fill="${fill}"/>${detail}`;
const logo = (y: number) =>
  `<path d="M300 ${y}c-14 0-26 11-26 26 0 20 26 44 26 44s26-24 26-44c0-15-12-26-26-26z" fill="${LIME}"/>`;

const PRODUCT_ART: Record<ProductImageKey, { from: string; to: string; body: string }> = {
  "performance-tee": { from: "#1e293b", to: "#0f172a", body: shirt("#f8fafc", true, logo(220)) },
  "training-singlet": { from: "#0f766e", to: INK, body: shirt(INK, false, logo(240)) },
  "flex-shorts": {
    from: "#334155",
    to: INK,
    body: `<path d="M180 180h240l30 250H330l-30-140-30 140H150z" fill="#1e3a8a"/><rect x="180" y="180" width="240" height="30" fill="${LIME}"/>`,
  },
  "compression-leggings": {
    from: "#581c87",
    to: INK,
    body: `<path d="M230 100h140l10 420h-60l-20-300-20 300h-60z" fill="${INK}"/><rect x="230" y="100" width="140" height="24" fill="${LIME}"/><path d="M245 140l-8 370M355 140l8 370" stroke="${LIME}" stroke-width="4"/>`,
  },
  "classic-tee": { from: "#e2e8f0", to: "#94a3b8", body: shirt("#1f2937", true, logo(210)) },
  "crew-hoodie": {
    from: "#64748b",
    to: INK,
    body: `${shirt("#9ca3af", true, logo(260))}<path d="M250 150q50 60 100 0" fill="none" stroke="${INK}" stroke-width="10"/><rect x="240" y="380" width="120" height="50" rx="10" fill="#6b7280"/>`,
  },
  "travel-joggers": {
    from: "#166534",
    to: INK,
    body: `<path d="M215 110h170l20 400h-70l-35-300-35 300h-70z" fill="#374151"/><rect x="215" y="110" width="170" height="26" fill="#111827"/><rect x="195" y="490" width="70" height="20" fill="#111827"/><rect x="335" y="490" width="70" height="20" fill="#111827"/>`,
  },
  windbreaker: {
    from: "#0369a1",
    to: INK,
    body: `${shirt(LIME, true)}<path d="M300 170v300" stroke="${INK}" stroke-width="6"/><path d="M220 300h60M320 300h60" stroke="${INK}" stroke-width="4"/>`,
  },
  "puffer-vest": {
    from: "#7c2d12",
    to: INK,
    body: `${shirt("#1e293b", false)}${[0, 1, 2, 3]
      .map((i) => `<path d="M205 ${280 + i * 50}h190" stroke="#475569" stroke-width="6"/>`)
      .join("")}<path d="M300 170v300" stroke="${LIME}" stroke-width="6"/>`,
  },
  "snapback-cap": {
    from: "#a16207",
    to: INK,
    body: `<path d="M150 340a150 140 0 0 1 300 0z" fill="${INK}"/><path d="M420 330q90 10 120 40-60 20-140 0z" fill="#1f2937"/><circle cx="300" cy="200" r="10" fill="${LIME}"/>${logo(250)}`,
  },
};

// --- write ---------------------------------------------------------------------------------

let written = 0;
function write(relative: string, content: string): void {
  const bytes = Buffer.byteLength(content);
  if (bytes > MAX_BYTES) throw new Error(`${relative} is ${bytes} bytes (limit ${MAX_BYTES})`);
  const file = path.join(OUT, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  written += 1;
}

for (const [key, art] of Object.entries(GYM_ART) as [GymImageKey, (typeof GYM_ART)[GymImageKey]][]) {
  write(`gyms/${key}.svg`, svg({ width: 800, height: 500, title: GYM_IMAGES[key], ...art }));
}
TRAINER_IMAGES.forEach((key, i) => {
  const s = TRAINER_STYLES[i] ?? TRAINER_STYLES[0];
  write(
    `trainers/${key}.svg`,
    svg({
      width: 400,
      height: 400,
      title: "Trainer portrait illustration",
      from: s.from,
      to: s.to,
      body: trainerBody(i),
    }),
  );
});
for (const [key, art] of Object.entries(PRODUCT_ART) as [
  ProductImageKey,
  (typeof PRODUCT_ART)[ProductImageKey],
][]) {
  write(`products/${key}.svg`, svg({ width: 600, height: 600, title: PRODUCT_IMAGES[key], ...art }));
}
write(
  "fallback-gym.svg",
  svg({
    width: 800,
    height: 500,
    title: "Gym photo coming soon",
    from: "#334155",
    to: INK,
    body: `${floor}${bar(250, 550, 250)}${plate(280, 190, 24, 120, "#64748b")}${plate(496, 190, 24, 120, "#64748b")}<circle cx="400" cy="250" r="150" fill="none" stroke="#64748b" stroke-width="4" stroke-dasharray="12 12"/>`,
  }),
);
console.info(`Wrote ${written} SVG illustrations to ${path.relative(ROOT, OUT)}/`);

// --- share cards (1200 x 630 JPEG) -----------------------------------------------------------------

const font = readFileSync(
  path.join(ROOT, "node_modules", "dejavu-fonts-ttf", "ttf", "DejaVuSans-Bold.ttf"),
).toString("base64");

/** A card: the illustration filling the frame, a dark band and the brand over it. */
function card(art: string, caption: string): string {
  const { width, height } = SOCIAL_IMAGE;
  const fitted = art.replace(
    "<svg ",
    `<svg preserveAspectRatio="xMidYMid slice" style="position:absolute;inset:0;width:${width}px;height:${height}px" `,
  );
  return `<!DOCTYPE html><html><head><style>
@font-face{font-family:Brand;src:url(data:font/ttf;base64,${font}) format("truetype")}
html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden;background:${INK}}
.band{position:absolute;left:0;right:0;bottom:0;padding:36px 56px;background:linear-gradient(to top,rgba(11,18,32,.92),rgba(11,18,32,.55) 70%,transparent);font-family:Brand,sans-serif;color:#f8fafc}
.brand{font-size:64px;letter-spacing:-1px}.brand b{color:${LIME}}
.caption{font-size:30px;margin-top:6px;color:#e2e8f0}
</style></head><body>${fitted}<div class="band"><div class="brand">Gym<b>Roam</b></div><div class="caption">${caption}</div></div></body></html>`;
}

const executablePath = findChromium();
if (!executablePath) throw new Error(CHROMIUM_HELP);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({
    viewport: { width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height },
  });
  const cards: [string, string, string][] = [
    ...(Object.entries(GYM_ART) as [GymImageKey, (typeof GYM_ART)[GymImageKey]][]).map(
      ([key, art]): [string, string, string] => [
        `gyms/${key}`,
        svg({ width: 800, height: 500, title: GYM_IMAGES[key], ...art }),
        "Book this gym by the day or the hour",
      ],
    ),
    [
      "gymroam",
      svg({
        width: 800,
        height: 500,
        title: BRAND.name,
        ...GYM_ART.barbell,
      }),
      "Gyms, recovery and trainers across New Zealand and Australia",
    ],
  ];
  for (const [name, art, caption] of cards) {
    await page.setContent(card(art, caption));
    const file = path.join(OUT, "social", `${name}.jpg`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await page.screenshot({ type: "jpeg", quality: 80 }));
  }
  console.info(
    `Wrote ${cards.length} share cards (${SOCIAL_IMAGE.width} x ${SOCIAL_IMAGE.height} JPEG) to ${path.relative(ROOT, OUT)}/social/`,
  );
} finally {
  await browser.close();
}
