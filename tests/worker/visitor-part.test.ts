/**
 * The visitor's own part of a shared page: the page itself is everyone's (rendered
 * once, kept in the shared cache), and GET /api/me tells the client who the visitor is, which gyms
 * they saved and what they may review. Against a real D1 and workerd's Cache API; the page is the real
 * /gyms and /gym/{id} pages, server-rendered from their loaders behind the shared routes' middleware.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { workerContext } from "~/context.server";
import { accountSessions, savedGyms } from "~/db/schema";
import { ensureVisitor } from "~/identity.server";
import type { Visitor } from "~/lib/visitor";
import { PAGE_CACHE_HEADER, sharedPageCache } from "~/middleware/page-cache.server";
import { loader as rootLoader } from "~/root";
import { loader as meLoader } from "~/routes/api/me";
import GymPage, { loader as gymLoader } from "~/routes/gym/route";
import GymsPage, { loader as gymsLoader } from "~/routes/gyms/route";
import { signedInCookie } from "./account-helpers";
import { config, cookieFrom, db, insertGym, request, routerContext } from "./helpers";
import { renderRoute } from "./route-helpers";

const CITY = "Personaltown";
const searchPath = `/gyms?city=${CITY}&minPrice=10&maxPrice=100`;
let cache: Cache;
let stored: Promise<unknown>[];

beforeEach(async () => {
  cache = await caches.open(`visitor-${Math.random()}`);
  stored = [];
});

function sharedContext(): RouterContextProvider {
  const context = routerContext();
  context.set(workerContext, {
    ...context.get(workerContext),
    config: { ...config(), pageCacheSeconds: 300 },
    ctx: { waitUntil: (p: Promise<unknown>) => void stored.push(p) } as unknown as ExecutionContext,
    buildVersion: async () => "build-1",
    pageCache: cache,
  });
  return context;
}

/** A shared page as the worker answers it: its route's middleware around the page's render. */
async function get(path: string, cookie?: string) {
  const context = sharedContext();
  const req = request(path, { headers: cookie ? { Cookie: cookie } : {} });
  const gym = /^\/gym\/(\d+)$/.exec(new URL(req.url).pathname);
  const render = async () => {
    const init = { cookie, context };
    const html = gym
      ? await renderRoute(GymPage, gymLoader, path, { ...init, params: { id: gym[1]! } })
      : await renderRoute(GymsPage, gymsLoader, path, init);
    return new Response(`<!DOCTYPE html>${html}`, { headers: { "Content-Type": "text/html" } });
  };
  const response = await sharedPageCache()({ request: req, context, params: {} } as never, render);
  const body = await response.text();
  await Promise.all(stored);
  return { body, cache: response.headers.get(PAGE_CACHE_HEADER) };
}

async function me(cookie?: string) {
  const response = (await meLoader({
    request: request("/api/me", { headers: cookie ? { Cookie: cookie } : {} }),
    context: routerContext(),
    params: {},
  } as never)) as Response;
  expect(response.headers.get("Cache-Control")).toContain("no-store");
  return (await response.json()) as Visitor;
}

async function saveFor(userId: number, gymId: number) {
  await db().insert(savedGyms).values({ userId, gymId });
}

/** A booking of this visitor at this gym, as paying and visiting leave it. */
async function bookAt(userId: number, gymId: number, status: "confirmed" | "completed"): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO bookings (reference, athlete_id, gym_id, athlete_name, athlete_email, booking_type, booking_date,
      start_time, end_time, duration_hours, athletes, starts_at, ends_at, total_cents, currency, status)
     VALUES (?, ?, ?, 'Tama', 'tama@example.com', 'day_pass', '2026-12-01', '06:00', '22:00', 16, 1, 1, 2, 2500, 'NZD', ?)
     RETURNING id`,
  )
    .bind(`GR-${crypto.randomUUID().slice(0, 6)}`, userId, gymId, status)
    .first<{ id: number }>();
  return row!.id;
}

describe("GET /api/me", () => {
  it("an anonymous visitor: nobody, nothing saved", { timeout: 30_000 }, async () => {
    expect(await me()).toEqual({ signedIn: false, saved: [], reviews: {} });
    expect(await me("unrelated=1")).toEqual({ signedIn: false, saved: [], reviews: {} });
  });

  it("a visitor with an anonymous identity: their saved gyms, not signed in", {
    timeout: 30_000,
  }, async () => {
    const a = await insertGym({ city: CITY });
    const b = await insertGym({ city: CITY });
    const visitor = await ensureVisitor(config(), request("/"));
    await saveFor(visitor.userId, a.id);
    await saveFor(visitor.userId, b.id);
    const facts = await me(cookieFrom(visitor.headers));
    expect(facts.signedIn).toBe(false);
    expect([...facts.saved].sort()).toEqual([a.id, b.id].sort());
    expect(facts.reviews).toEqual({});
  });

  it("a signed-in visitor: signed in, their hearts, and what they may review where they booked", {
    timeout: 30_000,
  }, async () => {
    const saved = await insertGym({ city: CITY });
    const visited = await insertGym({ city: CITY });
    const coming = await insertGym({ city: CITY });
    const { cookie, userId } = await signedInCookie(`me${Math.random()}@example.com`);
    await saveFor(userId, saved.id);
    const done = await bookAt(userId, visited.id, "completed");
    await bookAt(userId, coming.id, "confirmed");
    expect(await me(cookie)).toEqual({
      signedIn: true,
      saved: [saved.id],
      reviews: { [visited.id]: { bookingId: done }, [coming.id]: { reason: "notCompleted" } },
    });
    // Another visitor sees none of it.
    const other = await signedInCookie(`other${Math.random()}@example.com`);
    expect(await me(other.cookie)).toEqual({ signedIn: true, saved: [], reviews: {} });

    // A revoked session is signed out, and its account's hearts are not theirs any more.
    await db().delete(accountSessions).where(eq(accountSessions.userId, userId));
    expect(await me(cookie)).toEqual({ signedIn: false, saved: [], reviews: {} });
  });
});

describe("a shared page never holds a visitor's own part", () => {
  it("rendered for a signed-in visitor who saved a gym, it is everyone's page", {
    timeout: 30_000,
  }, async () => {
    const kept = await insertGym({ name: "Kept Gym", city: CITY });
    const { cookie, userId } = await signedInCookie(`shared${Math.random()}@example.com`);
    await saveFor(userId, kept.id);

    // Their request renders the shared copy (a miss): their heart is not pressed in it.
    const theirs = await get(searchPath, cookie);
    expect(theirs.cache).toBe("miss");
    expect(theirs.body).toContain('aria-label="Save Kept Gym"');
    expect(theirs.body).not.toContain("from favourites");
    expect(theirs.body).not.toContain('aria-pressed="true"');

    // An anonymous visitor gets the same copy from the cache.
    const nobody = await get(searchPath);
    expect(nobody.cache).toBe("hit");
    expect(nobody.body).toBe(theirs.body);
  });

  it("a gym page rendered for a visitor who may review it shows the anonymous review note", {
    timeout: 30_000,
  }, async () => {
    const gym = await insertGym({ name: "Reviewed Gym", city: CITY });
    const { cookie, userId } = await signedInCookie(`review${Math.random()}@example.com`);
    const booking = await bookAt(userId, gym.id, "completed");
    const page = await get(`/gym/${gym.id}`, cookie);
    expect(page.cache).toBe("miss");
    expect(page.body).toContain("Only athletes who have completed a booking");
    expect(page.body).not.toContain(`name="bookingId" value="${booking}"`);
    expect((await get(`/gym/${gym.id}`)).body).toBe(page.body);
  });

  it("loaders answer null for the visitor's part on a shared render, their own on a render for them", {
    timeout: 30_000,
  }, async () => {
    const gym = await insertGym({ name: "Null Gym", city: CITY });
    const { cookie, userId } = await signedInCookie(`null${Math.random()}@example.com`);
    await saveFor(userId, gym.id);
    const args = (context: RouterContextProvider) =>
      ({ request: request(searchPath, { headers: { Cookie: cookie } }), context, params: {} }) as never;
    // The middleware marks the render as shared before the loaders run.
    const context = sharedContext();
    let shared = { gyms: undefined as unknown, root: undefined as unknown };
    await sharedPageCache()(
      { request: request(searchPath, { headers: { Cookie: cookie } }), context, params: {} } as never,
      async () => {
        shared = { gyms: await gymsLoader(args(context)), root: await rootLoader(args(context)) };
        return new Response("x", { status: 500 });
      },
    );
    expect((shared.gyms as { saved: number[] | null }).saved).toBeNull();
    expect((shared.root as { data: { signedIn: boolean | null; toast: unknown } }).data).toMatchObject({
      signedIn: null,
      toast: null,
    });
    const own = (await gymsLoader(args(routerContext()))) as { saved: number[] | null };
    expect(own.saved).toEqual([gym.id]);
  });
});
