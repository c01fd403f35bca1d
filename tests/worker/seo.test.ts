import { describe, expect, it } from "vitest";
import { loader as robots } from "~/routes/seo/robots";
import { loader as sitemap } from "~/routes/seo/sitemap";
import { insertGym, request, routerContext } from "./helpers";

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt keeps crawlers out of private and API paths and names the sitemap", async () => {
    const response = robots({
      request: request("/robots.txt"),
      context: routerContext(),
      params: {},
    } as never);
    const text = await response.text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Sitemap: https://gymroam.test/sitemap.xml");
  });

  it("sitemap.xml lists the public screens and active gyms only", async () => {
    const active = await insertGym({ name: "Listed" });
    const hidden = await insertGym({ name: "Hidden", isActive: false });
    const response = await sitemap({
      request: request("/sitemap.xml"),
      context: routerContext(),
      params: {},
    } as never);
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain("<loc>https://gymroam.test/about</loc>");
    expect(xml).toContain(`<loc>https://gymroam.test/gym/${active.id}</loc>`);
    expect(xml).not.toContain(`/gym/${hidden.id}<`);
  });
});

describe("sitemap.xml lastmod (issue 20)", () => {
  it("lists /gyms, dates each gym page by its data and /gyms by the newest of them, in W3C date format", async () => {
    const older = await insertGym({ name: "Older", createdAt: new Date("2026-03-04T10:00:00Z") });
    const newest = await insertGym({ name: "Newest", createdAt: new Date("2030-05-06T23:30:00Z") });
    const response = await sitemap({
      request: request("/sitemap.xml"),
      context: routerContext(),
      params: {},
    } as never);
    const xml = await response.text();
    expect(xml).toContain(
      `<url><loc>https://gymroam.test/gym/${older.id}</loc><lastmod>2026-03-04</lastmod></url>`,
    );
    expect(xml).toContain(
      `<url><loc>https://gymroam.test/gym/${newest.id}</loc><lastmod>2030-05-06</lastmod></url>`,
    );
    expect(xml).toContain("<url><loc>https://gymroam.test/gyms</loc><lastmod>2030-05-06</lastmod></url>");
    // Fixed pages: nothing records when their text changed, so no invented lastmod.
    expect(xml).toContain("<url><loc>https://gymroam.test/about</loc></url>");
  });
});
