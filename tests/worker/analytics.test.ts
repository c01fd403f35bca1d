import { env } from "cloudflare:test";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { adminSessions, pageViews } from "~/db/schema";
import {
  ANALYTICS_WINDOW_MS,
  type AnalyticsSnapshot,
  recordedPath,
  shortHash,
  shouldRecordPageView,
  userAgentClass,
} from "~/domain/analytics";
import { type AppConfig, readConfig } from "~/env.server";
import { runScheduledJobs } from "~/jobs.server";
import { ADMIN_COOKIE, login } from "~/models/admin-auth.server";
import {
  ANALYTICS_KV_KEY,
  readStoredAnalytics,
  recordPageView,
  rollupAnalytics,
  visitorHash,
} from "~/models/analytics.server";
import AnalyticsPage, { action as pageAction, loader as pageLoader } from "~/routes/admin/analytics";
import { action as apiAction, loader as apiLoader } from "~/routes/api/admin/visitor-analytics";
import { config, cookieFrom, db, request } from "./helpers";
import { call as callRoute } from "./route-helpers";

/*
 * Visitor analytics (ADR 009): the page-view decision, exact recording in D1 under concurrency,
 * the once-a-minute KV rollup, pruning, and the admin page and API behind the session.
 * Storage is shared by the tests in this file: each test works in its own 24-hour window
 * (a different `now`) and clears the one KV key first.
 */

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const DAY = 24 * 60 * 60 * 1000;
const EXPIRED_TOKEN = "an-expired-analytics-admin-token";

async function sha256Hex(value: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function pageRequest(
  path: string,
  init: { ip?: string; ua?: string; headers?: Record<string, string> } = {},
) {
  return request(path, {
    headers: {
      "User-Agent": init.ua ?? CHROME,
      ...(init.ip ? { "CF-Connecting-IP": init.ip } : {}),
      ...init.headers,
    },
  });
}

const html = (status = 200) =>
  new Response("<!DOCTYPE html><html></html>", {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });

/** A KV namespace that counts its writes (reads and writes go to the real test KV). */
function countingConfig(): { config: AppConfig; puts: () => number } {
  let puts = 0;
  const kv = env.ANALYTICS;
  const counting = {
    get: kv.get.bind(kv),
    put: async (...args: Parameters<KVNamespace["put"]>) => {
      puts++;
      return kv.put(...args);
    },
  } as unknown as KVNamespace;
  return { config: { ...readConfig(env), analytics: counting }, puts: () => puts };
}

beforeEach(async () => {
  await env.ANALYTICS.delete(ANALYTICS_KV_KEY);
});

describe("which requests are page views", () => {
  it("counts a successful GET of an HTML page from a browser", () => {
    expect(shouldRecordPageView(pageRequest("/gyms?city=Auckland"), html())).toBe(true);
    expect(shouldRecordPageView(pageRequest("/"), html())).toBe(true);
    expect(shouldRecordPageView(pageRequest("/gym/12", { ua: IPHONE }), html())).toBe(true);
    expect(shouldRecordPageView(pageRequest("/add-gym"), html())).toBe(true);
  });

  it("skips assets, the API, .data requests, admin pages, bots, prefetches and failures", () => {
    const skipped: [string, Request, Response][] = [
      ["asset", pageRequest("/assets/root-AbC123.js"), html()],
      ["stylesheet", pageRequest("/assets/app.css"), html()],
      ["favicon", pageRequest("/favicon.ico"), html()],
      ["image", pageRequest("/images/gym-1.svg"), html()],
      ["robots.txt", pageRequest("/robots.txt"), html()],
      ["sitemap", pageRequest("/sitemap.xml"), html()],
      ["API", pageRequest("/api/gyms"), html()],
      ["API JSON", pageRequest("/api/gyms"), Response.json([])],
      ["single-fetch data", pageRequest("/gyms.data"), html()],
      ["root data", pageRequest("/_root.data"), html()],
      ["admin", pageRequest("/admin"), html()],
      ["admin tab", pageRequest("/admin/analytics"), html()],
      ["admin sign-in", pageRequest("/admin-login"), html()],
      ["CSV export", pageRequest("/admin/waitlist.csv"), html()],
      ["Googlebot", pageRequest("/", { ua: "Mozilla/5.0 (compatible; Googlebot/2.1)" }), html()],
      ["bingbot", pageRequest("/", { ua: "Mozilla/5.0 (compatible; bingbot/2.0)" }), html()],
      ["curl", pageRequest("/", { ua: "curl/8.5.0" }), html()],
      ["headless browser", pageRequest("/", { ua: CHROME.replace("Chrome/", "HeadlessChrome/") }), html()],
      ["no user agent", pageRequest("/", { ua: "" }), html()],
      ["prefetch", pageRequest("/gyms", { headers: { "Sec-Purpose": "prefetch" } }), html()],
      ["POST", request("/gyms", { method: "POST", headers: { "User-Agent": CHROME } }), html()],
      ["HEAD", request("/gyms", { method: "HEAD", headers: { "User-Agent": CHROME } }), html()],
      ["not found", pageRequest("/nope"), html(404)],
      ["redirect", pageRequest("/gyms"), new Response(null, { status: 302, headers: { Location: "/" } })],
      ["server error", pageRequest("/gyms"), html(500)],
      ["plain text", pageRequest("/gyms"), new Response("hi", { headers: { "Content-Type": "text/plain" } })],
    ];
    for (const [name, req, res] of skipped) expect(shouldRecordPageView(req, res), name).toBe(false);
  });

  it("records the path without query, trailing slash or a portal link's secret; a coarse device class", () => {
    expect(recordedPath("http://localhost/bookings?email=a%40b.com&ref=ABC")).toBe("/bookings");
    expect(recordedPath("http://localhost/gyms/")).toBe("/gyms");
    expect(recordedPath("http://localhost/")).toBe("/");
    expect(recordedPath("http://localhost/ambassador-portal/12/secret-signature")).toBe("/ambassador-portal");
    expect(recordedPath(`http://localhost/${"x".repeat(500)}`)).toHaveLength(200);
    expect(userAgentClass(CHROME)).toBe("desktop");
    expect(userAgentClass(IPHONE)).toBe("mobile");
    expect(userAgentClass("Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36")).toBe("mobile");
    expect(userAgentClass("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
    expect(userAgentClass("Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36")).toBe("tablet");
    expect(userAgentClass(null)).toBe("desktop");
  });
});

describe("recording and rolling up", () => {
  it("counts 100 concurrent page views as 100, with unique visitors and the gym application page", async () => {
    const base = Date.now() - 5 * DAY;
    const paths = ["/", "/gyms", "/add-gym", "/gym/1"];
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        recordPageView(
          config(),
          pageRequest(`${paths[i % 4]}?i=${i}`, { ip: `203.0.113.${i % 7}` }),
          base + i,
        ),
      ),
    );
    expect(results.every(Boolean)).toBe(true);

    const rollup = await rollupAnalytics(config(), base + 1000);
    expect(rollup.status).toBe("written");
    const figures = rollup.snapshot;
    expect(figures.totalVisits).toBe(100);
    expect(figures.uniqueIPs).toBe(7);
    expect(figures.gymApplicationPageVisits).toBe(25);
    expect(figures.popularPages).toEqual([
      { path: "/", count: 25 },
      { path: "/add-gym", count: 25 },
      { path: "/gym/1", count: 25 },
      { path: "/gyms", count: 25 },
    ]);
    expect(figures.recentVisits).toHaveLength(20);
    expect(figures.recentVisits[0]).toEqual({
      path: "/gym/1",
      timestamp: new Date(base + 99).toISOString(),
      ip: shortHash(await visitorHash("test-salt", "203.0.113.1")),
    });
    for (const visit of figures.recentVisits) expect(visit.ip).toMatch(/^[0-9a-f]{10}$/);

    // Stored as one JSON value under one key; no IP address anywhere, in KV or in D1.
    const stored = await env.ANALYTICS.get(ANALYTICS_KV_KEY);
    expect(JSON.parse(stored ?? "{}")).toMatchObject({ totalVisits: 100, uniqueIPs: 7 });
    expect(stored).not.toContain("203.0.113");
    const rows = await env.DB.prepare("SELECT * FROM page_views").all();
    expect(JSON.stringify(rows.results)).not.toContain("203.0.113");
    expect(rows.results[0]).toMatchObject({ user_agent_class: "desktop" });

    // The window is 24 hours: a day later these views have left it.
    const later = await rollupAnalytics(config(), base + 1000 + ANALYTICS_WINDOW_MS);
    expect(later.snapshot.totalVisits).toBe(0);
  });

  it("writes KV at most once a minute, and not at all from the cron job when nothing changed", async () => {
    const base = Date.now() - 3 * DAY;
    const { config: counted, puts } = countingConfig();
    await recordPageView(counted, pageRequest("/about", { ip: "198.51.100.1" }), base - 1000);

    expect((await rollupAnalytics(counted, base)).status).toBe("written");
    const soon = await rollupAnalytics(counted, base + 1000);
    expect(soon.status).toBe("too_soon");
    if (soon.status === "too_soon") expect(soon.retryAfterMs).toBe(59_000);
    await recordPageView(counted, pageRequest("/about", { ip: "198.51.100.2" }), base + 2000);
    expect((await rollupAnalytics(counted, base + 59_999)).status).toBe("too_soon");
    expect(puts()).toBe(1);
    expect((await readStoredAnalytics(env.ANALYTICS))?.totalVisits).toBe(1);

    const minuteLater = await rollupAnalytics(counted, base + 60_000);
    expect(minuteLater.status).toBe("written");
    expect(minuteLater.snapshot.totalVisits).toBe(2);
    expect(puts()).toBe(2);

    // The scheduled job: nothing new, so no write; a new view, so one write.
    await runScheduledJobs(counted, new Date(base + 120_000));
    expect(puts()).toBe(2);
    await recordPageView(counted, pageRequest("/add-gym", { ip: "198.51.100.3" }), base + 130_000);
    await runScheduledJobs(counted, new Date(base + 180_000));
    expect(puts()).toBe(3);
    expect(await readStoredAnalytics(env.ANALYTICS)).toMatchObject({
      computedAt: base + 180_000,
      totalVisits: 3,
      uniqueIPs: 3,
      gymApplicationPageVisits: 1,
      popularPages: [
        { path: "/about", count: 2 },
        { path: "/add-gym", count: 1 },
      ],
    });
  });

  it("prunes page views older than 30 days", async () => {
    const now = Date.now() - 2 * DAY;
    await recordPageView(config(), pageRequest("/pruned-page", { ip: "192.0.2.9" }), now - 31 * DAY);
    await recordPageView(config(), pageRequest("/kept-page", { ip: "192.0.2.9" }), now - 29 * DAY);
    await rollupAnalytics(config(), now);
    const rows = await db().select({ path: pageViews.path }).from(pageViews).all();
    expect(rows.map((r) => r.path)).not.toContain("/pruned-page");
    expect(rows.map((r) => r.path)).toContain("/kept-page");
  });

  it("never throws when the database fails: the response it runs behind is not affected", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = {
      ...config(),
      db: {
        prepare() {
          throw new Error("D1 is down");
        },
      } as unknown as D1Database,
    };
    await expect(recordPageView(broken, pageRequest("/gyms", { ip: "192.0.2.1" }))).resolves.toBe(false);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe("admin: /admin/analytics and GET /api/admin/visitor-analytics", () => {
  let token: string;

  beforeAll(async () => {
    const result = await login(db(), config(), "client-analytics", "test-admin-password", Date.now());
    if (!result.ok) throw new Error(result.message);
    token = result.token;
    await db()
      .insert(adminSessions)
      .values({ id: await sha256Hex(EXPIRED_TOKEN), expiresAt: new Date(Date.now() - 60_000) });
  });

  // Through the routes' middleware (the admin session is checked there, not by the routes).
  async function call(fn: (args: never) => unknown, req: Request): Promise<unknown> {
    const url = new URL(req.url);
    const body = req.method === "GET" || req.method === "HEAD" ? undefined : await req.arrayBuffer();
    const outcome = await callRoute(fn, `${url.pathname}${url.search}`, {
      method: req.method,
      headers: req.headers,
      body,
    });
    return outcome.raw;
  }

  const apiGet = (headers: Record<string, string> = {}) =>
    call(apiLoader, request("/api/admin/visitor-analytics", { headers })) as Promise<Response>;

  it("the API answers 401 without a token, with a forged or an expired one", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: "Bearer forged-token" },
      { Authorization: `Bearer ${EXPIRED_TOKEN}` },
      { Cookie: `${ADMIN_COOKIE}=forged-token` },
    ];
    for (const headers of attempts) {
      const response = await apiGet(headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Sign in as an admin to continue." });
    }
    const post = (await call(
      apiAction,
      request("/api/admin/visitor-analytics", { method: "POST" }),
    )) as Response;
    expect(post.status).toBe(401);
  });

  it("the API answers 200 with a valid bearer token, in the spec's shape with short hashes", async () => {
    const now = Date.now();
    await recordPageView(config(), pageRequest("/api-visible-page", { ip: "192.0.2.77" }), now - 2000);
    await recordPageView(config(), pageRequest("/add-gym", { ip: "192.0.2.78" }), now - 1000);

    const response = await apiGet({ Authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      ["gymApplicationPageVisits", "popularPages", "recentVisits", "totalVisits", "uniqueIPs"].sort(),
    );
    expect(body).toMatchObject({ totalVisits: 2, uniqueIPs: 2, gymApplicationPageVisits: 1 });
    expect(body.recentVisits).toEqual([
      {
        path: "/add-gym",
        timestamp: new Date(now - 1000).toISOString(),
        ip: shortHash(await visitorHash("test-salt", "192.0.2.78")),
      },
      {
        path: "/api-visible-page",
        timestamp: new Date(now - 2000).toISOString(),
        ip: shortHash(await visitorHash("test-salt", "192.0.2.77")),
      },
    ]);
    expect(JSON.stringify(body)).not.toContain("192.0.2.");
    // Computed once and stored, since KV had nothing.
    expect((await readStoredAnalytics(env.ANALYTICS))?.totalVisits).toBe(2);

    const post = (await call(
      apiAction,
      request("/api/admin/visitor-analytics", {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
      }),
    )) as Response;
    expect(post.status).toBe(405);
  });

  it("the page loader and action redirect to /admin-login without a valid session", async () => {
    for (const cookie of [undefined, `${ADMIN_COOKIE}=forged`, `${ADMIN_COOKIE}=${EXPIRED_TOKEN}`]) {
      const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
      const get = (await call(pageLoader, request("/admin/analytics", { headers }))) as Response;
      expect(get.status).toBe(302);
      expect(get.headers.get("Location")).toBe("/admin-login");
      const post = (await call(
        pageAction,
        request("/admin/analytics", {
          method: "POST",
          headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
          body: "intent=refresh",
        }),
      )) as Response;
      expect(post.status).toBe(302);
      expect(post.headers.get("Location")).toBe("/admin-login");
    }
    expect(await readStoredAnalytics(env.ANALYTICS)).toBeUndefined();
  });

  it("shows the stored figures; Refresh now recomputes at once, then not again within a minute", async () => {
    const adminCookie = `${ADMIN_COOKIE}=${token}`;
    const stale: AnalyticsSnapshot = {
      version: 1,
      computedAt: Date.now() - 5 * 60_000,
      windowStart: Date.now() - 5 * 60_000 - ANALYTICS_WINDOW_MS,
      totalVisits: 0,
      uniqueIPs: 0,
      gymApplicationPageVisits: 0,
      popularPages: [],
      recentVisits: [],
    };
    await env.ANALYTICS.put(ANALYTICS_KV_KEY, JSON.stringify(stale));
    await recordPageView(config(), pageRequest("/refresh-me", { ip: "192.0.2.90" }), Date.now() - 500);

    const before = (await call(
      pageLoader,
      request("/admin/analytics", { headers: { Cookie: adminCookie } }),
    )) as {
      data: { totalVisits: number; asOf: string };
    };
    expect(before.data.totalVisits).toBe(0);
    expect(before.data.asOf).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d NZ[DS]T$/);

    const refresh = () =>
      call(
        pageAction,
        request("/admin/analytics", {
          method: "POST",
          headers: { Cookie: adminCookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: "intent=refresh",
        }),
      ) as Promise<Response>;
    const first = await refresh();
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/admin/analytics");
    expect(cookieFrom(first.headers)).toContain("__Host-gr_session=");
    const after = (await readStoredAnalytics(env.ANALYTICS))!;
    expect(after.popularPages).toContainEqual({ path: "/refresh-me", count: 1 });
    expect(after.totalVisits).toBeGreaterThanOrEqual(1);

    const second = await refresh();
    expect(second.status).toBe(302);
    expect((await readStoredAnalytics(env.ANALYTICS))?.computedAt).toBe(after.computedAt);

    const bad = (await call(
      pageAction,
      request("/admin/analytics", {
        method: "POST",
        headers: { Cookie: adminCookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=delete-everything",
      }),
    )) as { init: ResponseInit; data: { message: string } };
    expect(bad.init.status).toBe(400);
    expect(bad.data.message).toBe("Unknown action. Use the Refresh now button.");

    // The page renders the figures, the as-of time and the Refresh now button.
    const loaded = (await call(
      pageLoader,
      request("/admin/analytics", { headers: { Cookie: adminCookie } }),
    )) as { data: unknown };
    const handler = createStaticHandler([
      { id: "page", path: "/admin/analytics", loader: () => loaded.data, Component: AnalyticsPage },
    ]);
    const context = await handler.query(new Request("http://localhost/admin/analytics"));
    if (context instanceof Response) throw new Error("unexpected redirect");
    const router = createStaticRouter(handler.dataRoutes, context);
    const page = renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
    expect(page).toContain("Refresh now");
    expect(page).toContain("as of <time");
    expect(page).toContain("/refresh-me");
    expect(page).not.toContain("192.0.2.90");
  });
});
