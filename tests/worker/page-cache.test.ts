/**
 * The shared page cache (ADR 014) against a real D1 (its catalogue-version triggers) and workerd's
 * Cache API: the shared routes' middleware, around the real /gyms page server-rendered from its loader.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { workerContext } from "~/context.server";
import { gymEquipment, gyms } from "~/db/schema";
import {
  PAGE_CACHE_HEADER,
  pageCacheKey,
  sharedPageCache,
  sharedRender,
} from "~/middleware/page-cache.server";
import { readCatalogVersion } from "~/models/catalog-version.server";
import GymsPage, { loader } from "~/routes/gyms/route";
import { redirectWithToast } from "~/session.server";
import { config, db, insertGym, request, routerContext } from "./helpers";
import { renderRoute } from "./route-helpers";

const CITY = "Cachetown";
let cache: Cache;
let renders: number;
let stored: Promise<unknown>[];

beforeEach(async () => {
  cache = await caches.open(`page-cache-${Math.random()}`);
  renders = 0;
  stored = [];
});

/** The /gyms page as the worker would answer it, with a nonce on its script like the real layout. */
function renderGyms(req: Request, context: RouterContextProvider, nonce: string, init: ResponseInit = {}) {
  return async () => {
    renders++;
    const url = new URL(req.url);
    const html = await renderRoute(GymsPage, loader, url.pathname.replace(/\.data$/, "") + url.search, {
      cookie: req.headers.get("Cookie") ?? undefined,
      context,
    });
    return new Response(`<!DOCTYPE html><script nonce="${nonce}">window.__x=1</script>${html}`, {
      status: 200,
      ...init,
      headers: { "Content-Type": "text/html; charset=utf-8", ...init.headers },
    });
  };
}

async function get(
  path: string,
  { headers = {}, nonce = crypto.randomUUID(), init = {}, seconds = 300 } = {},
) {
  const context = routerContext();
  context.set(workerContext, {
    ...context.get(workerContext),
    config: { ...config(), pageCacheSeconds: seconds },
    ctx: { waitUntil: (p: Promise<unknown>) => void stored.push(p) } as unknown as ExecutionContext,
    nonce,
    buildVersion: async () => "build-1",
    pageCache: cache,
  });
  const req = request(path, { headers });
  const response = await sharedPageCache()(
    { request: req, context, params: {} } as never,
    renderGyms(req, context, nonce, init as ResponseInit),
  );
  const body = await response.text();
  await Promise.all(stored);
  return { response, body, nonce };
}

async function insertBooking(gym: { id: number; ownerId: number | null }, status = "confirmed") {
  const row = await env.DB.prepare(
    `INSERT INTO bookings (reference, athlete_id, gym_id, athlete_name, athlete_email, booking_type, booking_date,
      start_time, end_time, duration_hours, athletes, starts_at, ends_at, total_cents, currency, status)
     VALUES (?, ?, ?, 'Tama', 'tama@example.com', 'day_pass', '2026-12-01', '06:00', '22:00', 16, 1, 1, 2, 2500, 'NZD', ?)
     RETURNING id`,
  )
    .bind(`GR-${crypto.randomUUID().slice(0, 6)}`, gym.ownerId, gym.id, status)
    .first<{ id: number }>();
  return row!.id;
}

const searchPath = `/gyms?city=${CITY}&minPrice=10&maxPrice=100`;

describe("anonymous /gyms pages come from the cache", () => {
  it("renders once, then serves the same page with each response's own nonce", async () => {
    await insertGym({ name: "Cached Strength", city: CITY });
    const first = await get(searchPath);
    expect(first.response.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(first.body).toContain("Cached Strength");

    const second = await get(searchPath);
    expect(second.response.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(renders).toBe(1);
    expect(second.body).toBe(first.body.replaceAll(first.nonce, second.nonce));
    expect(second.body).toContain(`nonce="${second.nonce}"`);
    expect(second.body).not.toContain(first.nonce);
    // What the cache keeps for itself never reaches the browser.
    expect([...second.response.headers.keys()].filter((h) => h.startsWith("x-gymroam"))).toEqual([]);
    expect(second.response.headers.get("Cache-Control")).toBeNull();
  });

  it("the same search with its parameters in another order is the same page", async () => {
    await get(`/gyms?city=${CITY}&maxPrice=100&minPrice=10`);
    const again = await get(`/gyms?minPrice=10&city=${CITY}&maxPrice=100`);
    expect(again.response.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
  });

  it("a new gym, a changed gym, new equipment or a review is on the very next page", async () => {
    const gym = await insertGym({ name: "Before The Change", city: CITY, dayPassRateCents: 2000 });
    await get(searchPath);
    expect((await get(searchPath)).response.headers.get(PAGE_CACHE_HEADER)).toBe("hit");

    await insertGym({ name: "Newly Approved Gym", city: CITY });
    const afterInsert = await get(searchPath);
    expect(afterInsert.response.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(afterInsert.body).toContain("Newly Approved Gym");

    await db().update(gyms).set({ name: "After The Change" }).where(eq(gyms.id, gym.id));
    const afterUpdate = await get(searchPath);
    expect(afterUpdate.response.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(afterUpdate.body).toContain("After The Change");
    expect(afterUpdate.body).not.toContain("Before The Change");

    await db().insert(gymEquipment).values({ gymId: gym.id, name: "Lift Rack" });
    const withRack = await get(`${searchPath}&equipment=Lift+Rack`);
    expect(withRack.body).toContain("After The Change");
    await db().delete(gymEquipment).where(eq(gymEquipment.gymId, gym.id));
    const withoutRack = await get(`${searchPath}&equipment=Lift+Rack`);
    expect(withoutRack.response.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(withoutRack.body).not.toContain("After The Change");

    const before = (await env.DB.prepare("SELECT version FROM catalog_version").first<{
      version: number;
    }>())!;
    const bookingId = await insertBooking(gym, "completed");
    await env.DB.prepare(
      "INSERT INTO reviews (booking_id, gym_id, athlete_id, rating, comment) VALUES (?, ?, ?, 5, 'Great')",
    )
      .bind(bookingId, gym.id, gym.ownerId)
      .run();
    const after = (await env.DB.prepare("SELECT version FROM catalog_version").first<{ version: number }>())!;
    expect(after.version).toBeGreaterThan(before.version);
    expect((await get(searchPath)).response.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
  });

  it("a booking does not change the catalogue (searches without dates stay cached)", async () => {
    const gym = await insertGym({ city: CITY });
    await get(searchPath);
    await insertBooking(gym);
    expect((await get(searchPath)).response.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
  });
});

describe("a page that reads the clock", () => {
  it("is kept no longer than its loaders say it stays right, and not at all below a second", async () => {
    const path = `${searchPath}&sort=price`;
    const context = routerContext();
    context.set(workerContext, {
      ...context.get(workerContext),
      config: { ...config(), pageCacheSeconds: 300 },
      ctx: { waitUntil: (p: Promise<unknown>) => void stored.push(p) } as unknown as ExecutionContext,
      buildVersion: async () => "build-1",
      pageCache: cache,
    });
    const page = (seconds: number) => async () => {
      sharedRender(context)?.keepFor(seconds);
      return new Response("<!DOCTYPE html><p>clock</p>", { headers: { "Content-Type": "text/html" } });
    };
    const key = pageCacheKey(new URL(`http://localhost${path}`), {
      catalogVersion: await readCatalogVersion(env.DB),
      buildVersion: "build-1",
    });
    await sharedPageCache()({ request: request(path), context, params: {} } as never, page(0.5));
    await Promise.all(stored);
    expect(await cache.match(key)).toBeUndefined();
    await sharedPageCache()({ request: request(path), context, params: {} } as never, page(42));
    await Promise.all(stored);
    expect((await cache.match(key))?.headers.get("Cache-Control")).toBe("public, max-age=42");
  });
});

describe("what never comes from the cache", () => {
  const uncached = async (path: string, options: Parameters<typeof get>[1] = {}) => {
    await get(path, options);
    const again = await get(path, options);
    expect(again.response.headers.get(PAGE_CACHE_HEADER), path).toBeNull();
    return again;
  };

  it("a request with credentials, and client-navigation data for a visitor with cookies", async () => {
    await uncached(searchPath, { headers: { Authorization: "Bearer token" } });
    await uncached(searchPath.replace("/gyms", "/gyms.data"), { headers: { Cookie: "gr_visitor=abc" } });
    expect(renders).toBe(4);
  });

  it("a page document with cookies is the shared page (their own part comes from /api/me)", async () => {
    await get(searchPath);
    const withCookie = await get(searchPath, { headers: { Cookie: "gr_visitor=abc" } });
    expect(withCookie.response.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(renders).toBe(1);
  });

  it("a page for a visitor whose session holds a toast (it shows on their own render)", async () => {
    const flashed = await redirectWithToast(config(), request("/gyms"), "/gyms", { title: "Gym saved" });
    const cookie = flashed.headers.getSetCookie()[0]!.split(";")[0]!;
    await get(searchPath);
    await uncached(searchPath, { headers: { Cookie: cookie } });
  });

  it("searches for dates or athletes (availability changes with every booking) and referral links", async () => {
    for (const live of ["from=2026-12-01", "to=2026-12-02", "days=2026-12-01", "athletes=3", "ref=ABC123"])
      await uncached(`${searchPath}&${live}`);
    expect(renders).toBe(10);
  });

  it("everything when the cache is turned off", async () => {
    await uncached(searchPath, { seconds: 0 });
  });

  it("answers that are not a public 200 are not stored", async () => {
    await uncached(searchPath, { init: { status: 400 } });
    await uncached(searchPath, { init: { headers: { "Set-Cookie": "toast=; Max-Age=0" } } });
    await uncached(searchPath, { init: { headers: { "Cache-Control": "private, no-store" } } });
    expect(renders).toBe(6);
  });
});

describe("pageCacheKey", () => {
  const url = new URL(`http://localhost${searchPath}`);
  const parts = { catalogVersion: 7, buildVersion: "abc" };

  it("holds the catalogue version, the build and the day in New Zealand", () => {
    const key = new URL(pageCacheKey(url, { ...parts, now: new Date("2026-11-23T10:59:00Z") }));
    expect(key.searchParams.get("__catalog")).toBe("7");
    expect(key.searchParams.get("__build")).toBe("abc");
    expect(key.searchParams.get("__day")).toBe("2026-11-23");
    // Midnight in Auckland (UTC+13 in summer) starts a new key.
    const next = new URL(pageCacheKey(url, { ...parts, now: new Date("2026-11-23T11:00:00Z") }));
    expect(next.searchParams.get("__day")).toBe("2026-11-24");
  });

  it("differs when the catalogue or the build does", () => {
    const base = pageCacheKey(url, parts);
    expect(pageCacheKey(url, { ...parts, catalogVersion: 8 })).not.toBe(base);
    expect(pageCacheKey(url, { ...parts, buildVersion: "abd" })).not.toBe(base);
  });
});
