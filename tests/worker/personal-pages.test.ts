/**
 * Shared pages for visitors with cookies (ADR 028, ADR 036): the page comes from the shared cache and
 * the worker sets the visitor's own part (header link, hearts, a gym page's review part) from one D1
 * batch, against a real D1 and workerd's Cache API and HTMLRewriter. The pages are the real /gyms and /gym/{id} pages,
 * server-rendered from their loaders; the header is the root layout's account link.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { workerContext } from "~/context.server";
import { accountSessions, gyms, reviews, savedGyms } from "~/db/schema";
import { REVIEW_REASONS } from "~/domain/schemas/review";
import { handleFavouriteAction } from "~/lib/favourite-action.server";
import { PAGE_CACHE_HEADER, type SharedVariant, withFreshness, withPageCache } from "~/lib/page-cache.server";
import { PERSONAL_SCRIPT_ID, parsePersonal } from "~/lib/personal";
import { loader as rootLoader } from "~/root";
import GymPage, { loader as gymLoader } from "~/routes/gym/route";
import GymsPage, { loader as gymsLoader } from "~/routes/gyms/route";
import { signedInCookie } from "./account-helpers";
import { config, cookieFrom, db, insertGym, request, routerContext } from "./helpers";
import { renderRoute } from "./route-helpers";

const CITY = "Personaltown";
const searchPath = `/gyms?city=${CITY}&minPrice=10&maxPrice=100`;
let cache: Cache;
let renders: { shared: boolean; cookie: string | null; variant?: SharedVariant }[];
let stored: Promise<unknown>[];

beforeEach(async () => {
  cache = await caches.open(`personal-${Math.random()}`);
  renders = [];
  stored = [];
});

/** The layout's account link as root.tsx renders it (a signed cookie is enough there). */
function header(signedIn: boolean) {
  return signedIn
    ? '<a href="/account" data-personal-account=""><span class="max-sm:sr-only">ACCOUNT</span></a>'
    : '<a href="/sign-in" data-personal-account=""><span class="max-sm:sr-only">SIGN IN</span></a>';
}

/**
 * A page as the worker renders it: for everyone (no cookies, the loaders told it is shared, as
 * workers/app.ts does), or for this visitor.
 */
async function renderPage(req: Request, shared: boolean, nonce: string, variant?: SharedVariant) {
  const cookie = req.headers.get("Cookie");
  renders.push(variant ? { shared, cookie, variant } : { shared, cookie });
  const url = new URL(req.url);
  const path = url.pathname + url.search;
  const gym = /^\/gym\/(\d+)$/.exec(url.pathname);
  const context = routerContext();
  if (shared) context.set(workerContext, { ...context.get(workerContext), shared, sharedVariant: variant });
  const html = gym
    ? await renderRoute(GymPage, gymLoader, path, {
        params: { id: gym[1]! },
        cookie: cookie ?? undefined,
        context,
      })
    : await renderRoute(GymsPage, gymsLoader, path, { cookie: cookie ?? undefined, context });
  const signedIn = !shared && !!cookie?.includes("gr_account");
  return new Response(
    `<!DOCTYPE html><html><head><script nonce="${nonce}">window.__x=1</script></head><body>${header(signedIn)}${html}</body></html>`,
    { headers: { "Content-Type": "text/html; charset=utf-8" } },
  );
}

async function get(path: string, cookie?: string) {
  const nonce = crypto.randomUUID();
  const response = await withPageCache(
    request(path, { headers: cookie ? { Cookie: cookie } : {} }),
    (req, shared, variant) => renderPage(req, shared, nonce, variant),
    {
      config: { db: env.DB, pageCacheSeconds: 300, sessionSecrets: config().sessionSecrets },
      ctx: { waitUntil: (p: Promise<unknown>) => void stored.push(p) },
      nonce,
      buildVersion: async () => "build-1",
      cache,
    },
  );
  const body = await response.text();
  await Promise.all(stored);
  return { response, body, nonce, cache: response.headers.get(PAGE_CACHE_HEADER) };
}

const personalOf = (body: string) => {
  const json = new RegExp(`<script type="application/json" id="${PERSONAL_SCRIPT_ID}">(.*?)</script>`).exec(
    body,
  )?.[1];
  return json === undefined ? null : parsePersonal(json);
};
const heartOf = (body: string, gymName: string) =>
  new RegExp(`<button[^>]*aria-label="(?:Save ${gymName}|Remove ${gymName} from favourites)"[^>]*>`).exec(
    body,
  )?.[0] ?? "";
const intentBefore = (body: string, gymId: number) =>
  new RegExp(`data-saved-gym="${gymId}"[^>]*><input type="hidden" name="intent" value="(\\w+)"`).exec(
    body,
  )?.[1];

/** The review part's note (the text of the marked paragraph), or undefined when the form shows. */
const reviewNoteOf = (body: string) => /<p[^>]*data-personal-review=""[^>]*>([^<]*)<\/p>/.exec(body)?.[1];
/** The review form's booking id. */
const bookingIdOf = (body: string) => /<input type="hidden" name="bookingId" value="(\d*)"/.exec(body)?.[1];

/**
 * The overlaid page equals what React renders for the visitor, so the client (reading the same facts)
 * hydrates it as is (the rewriter writes a changed void tag as `<input … />`).
 */
async function expectOwnRender(page: { body: string; nonce: string }, path: string, cookie: string) {
  const own = await renderPage(request(path, { headers: { Cookie: cookie } }), false, page.nonce);
  renders.pop();
  const overlaid = page.body.replace(/<script type="application\/json"[^<]*<\/script>/, "");
  expect(overlaid.replaceAll(" />", "/>")).toBe(await own.text());
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

async function saveFor(userId: number, gymId: number) {
  await db().insert(savedGyms).values({ userId, gymId });
}

describe("a signed-in visitor gets the shared page with their own part", () => {
  it("their hearts pressed and ACCOUNT, from the cache, as their own render would be", async () => {
    // A name with characters HTML escapes, as a heart's label carries it.
    const kept = await insertGym({ name: 'Kept & "Co"', city: CITY });
    await insertGym({ name: "Other Gym", city: CITY });
    const { cookie, userId } = await signedInCookie(`hearts${Math.random()}@example.com`);
    await saveFor(userId, kept.id);

    expect((await get(searchPath)).cache).toBe("miss");
    const page = await get(searchPath, cookie);
    expect(page.cache).toBe("hit");
    expect(renders).toHaveLength(1);
    expect(page.body).toContain('href="/account"');
    expect(page.body).toContain(">ACCOUNT</span>");
    expect(page.body).not.toContain("SIGN IN");
    const keptLabel = "Kept &amp; &quot;Co&quot;";
    expect(heartOf(page.body, keptLabel)).toContain('aria-pressed="true"');
    expect(heartOf(page.body, keptLabel)).toContain(`aria-label="Remove ${keptLabel} from favourites"`);
    expect(heartOf(page.body, "Other Gym")).toContain('aria-pressed="false"');
    // Without JavaScript the form posts what the heart shows: a saved gym's heart removes it.
    expect(intentBefore(page.body, kept.id)).toBe("unsave");
    expect(personalOf(page.body)).toEqual({ signedIn: true, saved: [kept.id] });

    // The HTML equals what React renders for them, so the client (reading the same facts) hydrates it as is
    // (the same elements and attributes: the rewriter writes a changed void tag as `<input … />`).
    const own = await renderPage(request(searchPath, { headers: { Cookie: cookie } }), false, page.nonce);
    const overlaid = page.body.replace(/<script type="application\/json"[^<]*<\/script>/, "");
    expect(overlaid.replaceAll(" />", "/>")).toBe(await own.text());
  });

  it("another visitor's hearts never leak: each gets their own, an anonymous visitor none", async () => {
    const a = await insertGym({ name: "Alpha Gym", city: CITY });
    const b = await insertGym({ name: "Bravo Gym", city: CITY });
    const first = await signedInCookie(`first${Math.random()}@example.com`);
    const second = await signedInCookie(`second${Math.random()}@example.com`);
    await saveFor(first.userId, a.id);
    await saveFor(second.userId, b.id);

    const one = await get(searchPath, first.cookie);
    const two = await get(searchPath, second.cookie);
    const nobody = await get(searchPath);
    expect(two.cache).toBe("hit");
    expect(nobody.cache).toBe("hit");
    expect(personalOf(one.body)).toEqual({ signedIn: true, saved: [a.id] });
    expect(personalOf(two.body)).toEqual({ signedIn: true, saved: [b.id] });
    expect(heartOf(two.body, "Alpha Gym")).toContain('aria-pressed="false"');
    expect(heartOf(two.body, "Bravo Gym")).toContain('aria-pressed="true"');
    expect(personalOf(nobody.body)).toBeNull();
    expect(nobody.body).not.toContain('aria-pressed="true"');
    expect(nobody.body).toContain("SIGN IN");
    // The cached copy itself is everyone's page.
    expect(renders.every((r) => r.shared && r.cookie === null)).toBe(true);
  });

  it("a revoked or expired session shows SIGN IN and none of the account's hearts", async () => {
    const gym = await insertGym({ name: "Revoked Gym", city: CITY });
    const { cookie, userId } = await signedInCookie(`revoked${Math.random()}@example.com`);
    await saveFor(userId, gym.id);
    expect((await get(searchPath, cookie)).body).toContain("ACCOUNT");

    await db().delete(accountSessions).where(eq(accountSessions.userId, userId));
    const after = await get(searchPath, cookie);
    expect(after.body).toContain("SIGN IN");
    expect(after.body).not.toContain(">ACCOUNT<");
    expect(heartOf(after.body, "Revoked Gym")).toContain('aria-pressed="false"');
  });
});

describe("what makes the page the visitor's own", () => {
  it("saving a gym: the toast shows on the page after the redirect, and the heart on the next view", async () => {
    const gym = await insertGym({ name: "Saved Later", city: CITY });
    await get(searchPath);
    const saved = await handleFavouriteAction(
      request("/gyms", { method: "POST" }),
      routerContext(),
      formOf({ intent: "save", gymId: String(gym.id) }),
    );
    const withToast = cookieFrom(saved.headers);

    // The page after the redirect is rendered for them (the root loader shows and clears the toast).
    const next = await get(searchPath, withToast);
    expect(next.cache).toBeNull();
    expect(renders.at(-1)).toEqual({ shared: false, cookie: withToast });
    const root = (await rootLoader({
      request: request(searchPath, { headers: { Cookie: withToast } }),
      context: routerContext(),
      params: {},
    } as never)) as unknown as { data: { toast: { title: string } | null }; init: { headers: Headers } };
    expect(root.data.toast).toMatchObject({ title: "Gym saved" });

    // Once the toast is shown, the shared page again, with the new heart pressed.
    const cleared = cookieFrom(new Headers(root.init.headers));
    const view = await get(searchPath, cleared);
    expect(view.cache).toBe("hit");
    expect(heartOf(view.body, "Saved Later")).toContain('aria-pressed="true"');
    expect(personalOf(view.body)).toEqual({ signedIn: false, saved: [gym.id] });
  });

  it("a gym page with the visitor's booking there: the shared page, with the note saying why not yet", async () => {
    const gym = await insertGym({ name: "Detail Gym", city: CITY });
    const { cookie, userId } = await signedInCookie(`detail${Math.random()}@example.com`);
    await saveFor(userId, gym.id);
    await get(`/gym/${gym.id}`);
    const shared = await get(`/gym/${gym.id}`, cookie);
    expect(shared.cache).toBe("hit");
    expect(heartOf(shared.body, "Detail Gym")).toContain('aria-pressed="true"');
    expect(intentBefore(shared.body, gym.id)).toBe("unsave");
    expect(shared.body).toContain(REVIEW_REASONS.noBooking);

    // A paid booking not yet visited: still the shared copy (no render), with their note.
    await bookAt(userId, gym.id, "confirmed");
    const booked = await get(`/gym/${gym.id}`, cookie);
    expect(booked.cache).toBe("hit");
    expect(renders).toHaveLength(1);
    expect(reviewNoteOf(booked.body)).toBe(REVIEW_REASONS.notCompleted);
    expect(booked.body).not.toContain('name="bookingId"');
    expect(personalOf(booked.body)).toEqual({
      signedIn: true,
      saved: [gym.id],
      review: { gymId: gym.id, reason: "notCompleted" },
    });
    await expectOwnRender(booked, `/gym/${gym.id}`, cookie);

    // Visited and reviewed: the thank-you note.
    const visited = await bookAt(userId, gym.id, "completed");
    await db()
      .insert(reviews)
      .values({ bookingId: visited, athleteId: userId, gymId: gym.id, rating: 5, comment: "Great" });
    const reviewed = await get(`/gym/${gym.id}`, cookie);
    expect(reviewed.cache).toBe("miss"); // a review changes the catalogue (the gym's rating): a new copy
    expect(reviewNoteOf(reviewed.body)).toBe(REVIEW_REASONS.alreadyReviewed);
    await expectOwnRender(reviewed, `/gym/${gym.id}`, cookie);
    expect(renders.every((r) => r.shared && r.cookie === null)).toBe(true);
  });

  it("a visitor who may review gets the shared review-form copy with their own booking id", async () => {
    const gym = await insertGym({ name: "Review Gym", city: "Reviewtown" });
    const first = await signedInCookie(`reviewer${Math.random()}@example.com`);
    const second = await signedInCookie(`reviewer${Math.random()}@example.com`);
    const firstBooking = await bookAt(first.userId, gym.id, "completed");
    const secondBooking = await bookAt(second.userId, gym.id, "completed");

    const one = await get(`/gym/${gym.id}`, first.cookie);
    expect(one.cache).toBe("miss");
    expect(renders).toEqual([{ shared: true, cookie: null, variant: "review-form" }]);
    expect(bookingIdOf(one.body)).toBe(String(firstBooking));
    expect(one.body).not.toContain(REVIEW_REASONS.noBooking);
    expect(personalOf(one.body)?.review).toEqual({ gymId: gym.id, bookingId: firstBooking });
    await expectOwnRender(one, `/gym/${gym.id}`, first.cookie);

    // The next reviewer gets the same copy from the cache, with their booking, never the first one's.
    const two = await get(`/gym/${gym.id}`, second.cookie);
    expect(two.cache).toBe("hit");
    expect(renders).toHaveLength(1);
    expect(bookingIdOf(two.body)).toBe(String(secondBooking));
    await expectOwnRender(two, `/gym/${gym.id}`, second.cookie);

    // Everyone else keeps the anonymous copy: no form, no booking id.
    const nobody = await get(`/gym/${gym.id}`);
    expect(nobody.cache).toBe("miss");
    expect(renders.at(-1)).toEqual({ shared: true, cookie: null });
    expect(nobody.body).not.toContain('name="bookingId"');
    expect(nobody.body).toContain(REVIEW_REASONS.noBooking);
    expect(personalOf(nobody.body)).toBeNull();
  });

  it("a revoked session on a gym page it booked gets the anonymous page", async () => {
    const gym = await insertGym({ name: "Revoked Review Gym", city: "Reviewtown" });
    const { cookie, userId } = await signedInCookie(`revokedreview${Math.random()}@example.com`);
    await bookAt(userId, gym.id, "completed");
    expect(bookingIdOf((await get(`/gym/${gym.id}`, cookie)).body)).toBeDefined();

    await db().delete(accountSessions).where(eq(accountSessions.userId, userId));
    const after = await get(`/gym/${gym.id}`, cookie);
    expect(after.body).not.toContain('name="bookingId"');
    expect(after.body).toContain(REVIEW_REASONS.noBooking);
    expect(after.body).toContain("SIGN IN");
    expect(personalOf(after.body)?.review).toBeUndefined();
  });

  it("a catalogue change still purges: the changed gym at once, with the visitor's heart", async () => {
    const gym = await insertGym({ name: "Before Rename", city: CITY });
    const { cookie, userId } = await signedInCookie(`purge${Math.random()}@example.com`);
    await saveFor(userId, gym.id);
    await get(searchPath, cookie);
    expect((await get(searchPath, cookie)).cache).toBe("hit");
    await db().update(gyms).set({ name: "After Rename" }).where(eq(gyms.id, gym.id));
    const after = await get(searchPath, cookie);
    expect(after.cache).toBe("miss");
    expect(after.body).not.toContain("Before Rename");
    expect(heartOf(after.body, "After Rename")).toContain('aria-pressed="true"');
  });
});

describe("pages that read the clock", () => {
  it("the gym page says how long it stays right; the cache keeps it no longer and never sends the hint", async () => {
    const gym = await insertGym({ name: "Clock Gym", city: CITY });
    const context = routerContext();
    const worker = context.get(workerContext);
    let kept: number | undefined;
    context.set(workerContext, {
      ...worker,
      keepSharedFor: (s) => {
        kept = s;
      },
    });
    await gymLoader({ request: request(`/gym/${gym.id}`), context, params: { id: String(gym.id) } } as never);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(300);

    const answer = async (seconds: number) => {
      const response = await withPageCache(
        request(`/gym/${gym.id}`),
        async () => withFreshness(new Response("<html><head></head><body>page</body></html>"), seconds),
        {
          config: { db: env.DB, pageCacheSeconds: 300, sessionSecrets: config().sessionSecrets },
          ctx: { waitUntil: (p: Promise<unknown>) => void stored.push(p) },
          nonce: "n",
          buildVersion: async () => "build-1",
          cache,
        },
      );
      await Promise.all(stored);
      expect([...response.headers.keys()].filter((h) => h.startsWith("x-gymroam"))).toEqual([]);
      return response.headers.get(PAGE_CACHE_HEADER);
    };
    // Right for no time at all (the minute it changes): not kept.
    expect(await answer(0)).toBe("miss");
    expect(await answer(120)).toBe("miss");
    expect(await answer(120)).toBe("hit");
  });
});

describe("the catalogue API", () => {
  it("/api/gyms and /api/gyms/{id} come from the cache, cookies or not, keeping their no-store", async () => {
    const gym = await insertGym({ name: "Api Gym", city: CITY });
    const api = async (path: string, cookie?: string) => {
      const response = await withPageCache(
        request(path, { headers: cookie ? { Cookie: cookie } : {} }),
        async () => {
          renders.push({ shared: true, cookie: null });
          const name = (await db().select({ name: gyms.name }).from(gyms).where(eq(gyms.id, gym.id)).get())
            ?.name;
          return Response.json([{ name }], { headers: { "Cache-Control": "no-store" } });
        },
        {
          config: { db: env.DB, pageCacheSeconds: 300, sessionSecrets: config().sessionSecrets },
          ctx: { waitUntil: (p: Promise<unknown>) => void stored.push(p) },
          nonce: "n",
          buildVersion: async () => "build-1",
          cache,
        },
      );
      await Promise.all(stored);
      return response;
    };
    for (const path of [`/api/gyms?city=${CITY}`, `/api/gyms/${gym.id}`]) {
      renders = [];
      expect((await api(path)).headers.get(PAGE_CACHE_HEADER)).toBe("miss");
      const hit = await api(path, "any=cookie");
      expect(hit.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
      expect(hit.headers.get("Cache-Control")).toBe("no-store");
      expect(renders).toHaveLength(1);
    }
    await db().update(gyms).set({ name: "Api Gym Renamed" }).where(eq(gyms.id, gym.id));
    expect(await (await api(`/api/gyms?city=${CITY}`)).json()).toEqual([{ name: "Api Gym Renamed" }]);
    // Availability searches stay live.
    renders = [];
    await api(`/api/gyms?city=${CITY}&from=2026-12-01`);
    expect((await api(`/api/gyms?city=${CITY}&from=2026-12-01`)).headers.get(PAGE_CACHE_HEADER)).toBeNull();
  });
});

describe("loaders leave the personal part to the worker on a shared render", () => {
  it("root and /gyms answer null for it; for the visitor themselves they answer it", async () => {
    const gym = await insertGym({ name: "Null Gym", city: CITY });
    const { cookie, userId } = await signedInCookie(`null${Math.random()}@example.com`);
    await saveFor(userId, gym.id);
    const sharedContext = routerContext();
    sharedContext.set(workerContext, { ...sharedContext.get(workerContext), shared: true });
    const args = (context: typeof sharedContext, withCookie: boolean) =>
      ({
        request: request(searchPath, { headers: withCookie ? { Cookie: cookie } : {} }),
        context,
        params: {},
      }) as never;
    const sharedGyms = (await gymsLoader(args(sharedContext, false))) as { saved: number[] | null };
    const sharedRoot = (await rootLoader(args(sharedContext, false))) as unknown as {
      data: { signedIn: boolean | null };
    };
    expect(sharedGyms.saved).toBeNull();
    expect(sharedRoot.data.signedIn).toBeNull();
    const ownGyms = (await gymsLoader(args(routerContext(), true))) as { saved: number[] | null };
    expect(ownGyms.saved).toEqual([gym.id]);
  });
});

function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}
