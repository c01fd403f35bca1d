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
