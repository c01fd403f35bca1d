import { readFileSync } from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";
import { expect, test } from "./fixtures";

/*
 * What crawlers and social apps read (issue 20): the sitemap (valid against the sitemaps.org
 * protocol's schema, with /gyms and lastmod), share images (raster, 1200 x 630, with their size) and
 * the gym page's JSON-LD.
 */

test.skip(({ isMobile }) => isMobile, "markup, not layout");

const SITEMAP_XSD = readFileSync(path.join(import.meta.dirname, "schemas", "sitemap-0.9.xsd"), "utf8");

/** A JPEG's pixel size, from its start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    // SOF0-SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return undefined;
}

test("sitemap.xml is valid against the sitemaps.org schema and lists /gyms, with lastmod from the data", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const result = await validateXML({
    xml: [{ fileName: "sitemap.xml", contents: xml }],
    schema: [SITEMAP_XSD],
  });
  expect(
    result.errors.map((e) => e.rawMessage),
    "schema errors",
  ).toEqual([]);
  expect(result.valid).toBe(true);

  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
    ([, loc, lastmod]) => ({ path: new URL(loc!).pathname, lastmod }),
  );
  const gymsPage = entries.find((e) => e.path === "/gyms");
  expect(gymsPage?.lastmod, "/gyms has a lastmod").toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const gymPages = entries.filter((e) => /^\/gym\/\d+$/.test(e.path));
  expect(gymPages.length).toBeGreaterThan(30);
  for (const page of gymPages) expect(page.lastmod, page.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // The search lists every gym: it changed when the newest of them did.
  expect(gymsPage?.lastmod).toBe(
    gymPages
      .map((p) => p.lastmod!)
      .sort()
      .at(-1),
  );
  // A gym page changes with its reviews: its lastmod is no earlier than its newest review's day.
  const gym = (await (await request.get("/api/gyms/1")).json()) as { reviews: { createdAt: string }[] };
  const newestReview = gym.reviews
    .map((r) => new Date(r.createdAt).toISOString().slice(0, 10))
    .sort()
    .at(-1);
  const gymOne = entries.find((e) => e.path === "/gym/1")?.lastmod ?? "";
  expect(gymOne >= (newestReview ?? ""), `/gym/1 lastmod ${gymOne} vs newest review ${newestReview}`).toBe(
    true,
  );
});

/** The page's canonical link, og:url, og:type and whether it sets og tags at all. */
function addressTags(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const tags = head.match(/<(?:link|meta)\b[^>]*>/g) ?? [];
  const canonical = tags.filter((t) => /rel="canonical"/.test(t)).map((t) => attr(t, "href"));
  const og = (property: string) =>
    tags.filter((t) => t.includes(`property="${property}"`)).map((t) => attr(t, "content"));
  return { canonical, ogUrl: og("og:url"), ogType: og("og:type"), hasOg: og("og:title").length > 0 };
}

test("every sitemap page and a city search name their canonical address, og:url and og:type alike", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.replaceAll("&amp;", "&"));
  expect(locs.length).toBeGreaterThan(30);
  const origin = new URL(locs[0]!).origin;
  // A search filtered, sorted and paged is the same list as the city's: that is its canonical.
  const pages = [
    ...locs.map((loc) => ({ path: new URL(loc).pathname, canonical: loc })),
    {
      path: "/gyms?city=Auckland&sort=rating&equipment=Lift+Rack",
      canonical: `${origin}/gyms?city=Auckland`,
    },
  ];
  for (const page of pages) {
    const response = await request.get(page.path);
    expect(response.status(), page.path).toBe(200);
    const tags = addressTags(await response.text());
    expect(tags.canonical, page.path).toEqual([page.canonical]);
    if (tags.hasOg) {
      expect(tags.ogUrl, page.path).toEqual([page.canonical]);
      expect(tags.ogType, page.path).toEqual(["website"]);
    }
  }
});

for (const url of ["/", "/gyms", "/gym/1", "/merchandise", "/waitlist", "/showcase"]) {
  test(`${url} names a 1200 x 630 raster share image with its size`, async ({ request }) => {
    const html = await (await request.get(url)).text();
    const meta = (property: string) =>
      new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
    const image = meta("og:image");
    expect(image, "og:image").toMatch(/^http:\/\/localhost:\d+\/images\/social\/.+\.jpg$/);
    expect(meta("og:image:type")).toBe("image/jpeg");
    expect(meta("og:image:width")).toBe("1200");
    expect(meta("og:image:height")).toBe("630");
    expect(meta("og:image:alt")).toBeTruthy();
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    const file = await request.get(new URL(image!).pathname);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/jpeg");
    expect(jpegSize(await file.body())).toEqual({ width: 1200, height: 630 });
  });
}

test("a gym's share image is its own illustration's card", async ({ request }) => {
  const gym = (await (await request.get("/api/gyms/1")).json()) as { images: string[] };
  const key = /\/images\/gyms\/([a-z-]+)\.svg$/.exec(gym.images[0]!)?.[1];
  const html = await (await request.get("/gym/1")).text();
  expect(html).toContain(`/images/social/gyms/${key}.jpg"`);
});

test("the gym page's JSON-LD has telephone, postcode, region, precise geo and dated, rated reviews", async ({
  page,
}) => {
  await page.goto("/gym/1");
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(json["@type"]).toBe("ExerciseGym");
  expect(json.telephone).toMatch(/^\+64 4 \d{3} \d{4}$/);
  expect(json.address).toMatchObject({
    "@type": "PostalAddress",
    addressLocality: "Wellington",
    addressRegion: "Wellington",
    postalCode: "6011",
    addressCountry: "NZ",
  });
  for (const degrees of [json.geo.latitude, json.geo.longitude])
    expect(String(degrees).split(".")[1]?.length ?? 0).toBeGreaterThanOrEqual(5);
  expect(json.review.length).toBeGreaterThan(0);
  for (const review of json.review) {
    expect(review["@type"]).toBe("Review");
    expect(review.author).toMatchObject({ "@type": "Person", name: expect.any(String) });
    expect(review.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(review.reviewRating["@type"]).toBe("Rating");
    expect(review.reviewRating.ratingValue).toBeGreaterThanOrEqual(1);
    expect(review.reviewRating.ratingValue).toBeLessThanOrEqual(5);
  }
  // The page shows what the markup says: the phone and the postcode.
  await expect(page.getByRole("link", { name: json.telephone })).toHaveAttribute("href", /^tel:\+644/);
  await expect(page.locator("address")).toContainText("Wellington 6011, New Zealand");
});
