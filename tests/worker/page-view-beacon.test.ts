import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { workerContext } from "~/context.server";
import { pageViews } from "~/db/schema";
import { visitorHash } from "~/models/analytics.server";
import { action } from "~/routes/api/page-view";
import { config, db, request } from "./helpers";

/*
 * POST /api/page-view (ADR 027): the browser's report of a page shown by in-app navigation. One row
 * per report of a page; nothing for the admin area, the API, files, bots or a malformed body.
 */

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

async function report(body: unknown, ip: string, ua = CHROME) {
  const pending: Promise<unknown>[] = [];
  const context = new RouterContextProvider();
  const ctx = {
    waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    passThroughOnException: () => undefined,
    props: {},
  } as unknown as ExecutionContext;
  context.set(workerContext, { env, ctx, config: config(), nonce: "test-nonce" });
  const response = await action({
    request: request("/api/page-view", {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": ua, "CF-Connecting-IP": ip },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    context,
    params: {},
  } as never);
  await Promise.all(pending);
  return response;
}

async function viewsOf(ip: string) {
  const hash = await visitorHash(config().analyticsSalt, ip);
  return db()
    .select({ path: pageViews.path, userAgentClass: pageViews.userAgentClass })
    .from(pageViews)
    .where(eq(pageViews.visitorHash, hash));
}

describe("POST /api/page-view", () => {
  it("records one view of the reported page per report, path without its query", async () => {
    const ip = "203.0.113.71";
    for (const path of ["/gym-terms", "/add-gym", "/gym-terms", "/gyms?city=Auckland&athletes=2"])
      expect((await report({ path }, ip)).status).toBe(204);
    expect((await viewsOf(ip)).map((v) => v.path)).toEqual(["/gym-terms", "/add-gym", "/gym-terms", "/gyms"]);
    expect((await viewsOf(ip)).every((v) => v.userAgentClass === "desktop")).toBe(true);
  });

  it("records nothing for the admin area, the API, files, other sites, bots or a bad body", async () => {
    const ip = "203.0.113.72";
    for (const path of [
      "/admin/analytics",
      "/admin",
      "/api/gyms",
      "/sitemap.xml",
      "/assets/app.js",
      "//evil.example/x",
    ])
      expect((await report({ path }, ip)).status, path).toBe(204);
    expect(
      (await report({ path: "/about" }, ip, "Googlebot/2.1 (+http://www.google.com/bot.html)")).status,
    ).toBe(204);
    expect((await report({ path: "/about" }, ip, "")).status).toBe(204);
    for (const body of [{ path: 42 }, {}, { path: "x".repeat(3000) }, "not json"])
      expect((await report(body, ip)).status, JSON.stringify(body)).toBe(400);
    expect(await viewsOf(ip)).toEqual([]);
  });
});
