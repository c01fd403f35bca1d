/**
 * A visitor's own pages kept for them (ADR 039), against a real D1 (the personal_versions triggers of
 * migrations/0022) and workerd's Cache API. The pages are the real /bookings and /account routes, their
 * loaders and components (and the account area's middleware), rendered with the cookies of the visitor
 * who asks, as the worker renders them.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import type { ComponentType } from "react";
import { RouterContextProvider } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { workerContext } from "~/context.server";
import {
  ambassadorApplications,
  ambassadorCodes,
  amenityBookings,
  amenityItems,
  bookings,
  reviews,
  savedGyms,
} from "~/db/schema";
import { addDays, todayIn } from "~/domain/booking";
import { ensureVisitor } from "~/identity.server";
import { PAGE_CACHE_HEADER, withPageCache } from "~/lib/page-cache.server";
import { PAGE_FRESH_HEADER } from "~/lib/page-freshness";
import { type BookingGym, getBooking, getBookingGym } from "~/models/booking.server";
import { TestProvider } from "~/payments/test-provider.server";
import AccountPage, { loader as accountLoader } from "~/routes/account/route";
import MyBookings, { loader } from "~/routes/bookings/route";
import PartnerOverview, { loader as partnerLoader } from "~/routes/partner/index";
import { redirectWithToast } from "~/session.server";
import { signedInCookie } from "./account-helpers";
import { createBooking, payBooking } from "./booking-helpers";
import { config, cookieFrom, db, insertGym, request, routerContext } from "./helpers";
import { type RouteFn, renderRoute } from "./route-helpers";

const provider = new TestProvider();
let gym: BookingGym;
let cache: Cache;
let renders: number;
let stored: Promise<unknown>[];

beforeAll(async () => {
  const inserted = await insertGym({
    name: "Kept Strength",
    city: "Nelson",
    capacity: 20,
    dayPassRateCents: 3000,
  });
  gym = (await getBookingGym(db(), inserted.id))!;
});

beforeEach(async () => {
  cache = await caches.open(`kept-${Math.random()}`);
  renders = 0;
  stored = [];
});

/** A booking of `userId`'s, `daysAhead` days from today, paid unless `pay` is false. */
async function book(userId: number, daysAhead: number, pay = true) {
  const now = Date.now();
  const created = await createBooking(db(), {
    userId,
    gym,
    now,
    input: {
      gymId: gym.id,
      athleteName: "Mere Test",
      athleteEmail: "mere@example.com",
      bookingType: "day_pass",
      bookingDate: addDays(todayIn(gym.timeZone, now), daysAhead),
      startTime: "09:00",
      duration: 2,
      athletes: 1,
    },
  });
  if (!created.ok) throw new Error(created.message);
  const row = (await getBooking(db(), created.booking.id, { userId, linkedIds: [] }))!;
  if (pay) {
    const paid = await payBooking(db(), provider, row, "pm_card_visa", now);
    if (!paid.ok) throw new Error(paid.message);
  }
  return (await getBooking(db(), created.booking.id, { userId, linkedIds: [] }))!;
}

/** Each kept page: its route's component and loader (with its middleware, as route-helpers runs them). */
const PAGES: Record<string, { Component: ComponentType; loader: RouteFn }> = {
  "/bookings": { Component: MyBookings, loader: loader as RouteFn },
  "/account": { Component: AccountPage, loader: accountLoader as RouteFn },
  "/partner": { Component: PartnerOverview, loader: partnerLoader as RouteFn },
};

/** The worker's render of a page for the request's own cookies: its nonce on a script, its freshness. */
async function renderPage(req: Request, nonce: string) {
  renders++;
  const url = new URL(req.url);
  const page = PAGES[url.pathname];
  if (!page) throw new Error(`no page for ${url.pathname}`);
  let fresh: number | undefined;
  const context = new RouterContextProvider();
  context.set(workerContext, {
    ...routerContext().get(workerContext),
    keepSharedFor: (seconds) => {
      fresh = Math.min(fresh ?? seconds, seconds);
    },
  });
  const html = await renderRoute(page.Component, page.loader, `${url.pathname}${url.search}`, {
    cookie: req.headers.get("Cookie") ?? undefined,
    context,
  });
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "private, no-store",
  });
  if (fresh !== undefined) headers.set(PAGE_FRESH_HEADER, String(fresh));
  return new Response(`<!DOCTYPE html><script nonce="${nonce}">window.__x=1</script>${html}`, { headers });
}

/** A GET through withPageCache as the worker makes it, with the stored copy written before it returns. */
async function get(
  path: string,
  cookie: string,
  {
    seconds = 300,
    init,
    adminEmails = [],
    render = renderPage,
  }: {
    seconds?: number;
    init?: ResponseInit;
    adminEmails?: string[];
    render?: (req: Request, nonce: string) => Promise<Response>;
  } = {},
) {
  const nonce = crypto.randomUUID();
  const response = await withPageCache(
    request(path, cookie ? { headers: { Cookie: cookie } } : {}),
    async (req) => {
      const rendered = await render(req, nonce);
      return init
        ? new Response(rendered.body, {
            ...init,
            headers: { ...Object.fromEntries(rendered.headers), ...init.headers },
          })
        : rendered;
    },
    {
      config: { db: env.DB, pageCacheSeconds: seconds, sessionSecrets: config().sessionSecrets, adminEmails },
      ctx: { waitUntil: (p: Promise<unknown>) => void stored.push(p) },
      nonce,
      buildVersion: async () => "build-1",
      cache,
    },
  );
  const body = await response.text();
  await Promise.all(stored);
  return { status: response.headers.get(PAGE_CACHE_HEADER), body, nonce, response };
}

describe("a signed-in athlete's My Bookings is kept for them", () => {
  let me: { cookie: string; userId: number };
  let first: Awaited<ReturnType<typeof book>>;

  beforeAll(async () => {
    me = await signedInCookie("kept-athlete@example.com");
    first = await book(me.userId, 6);
  });

  it("is rendered once, then served again with each response's own nonce and its own Cache-Control", async () => {
    const miss = await get("/bookings", me.cookie);
    expect(miss.status).toBe("miss");
    expect(miss.body).toContain(first.reference);
    expect(miss.response.headers.has(PAGE_FRESH_HEADER)).toBe(false);

    const hit = await get("/bookings", me.cookie);
    expect(hit.status).toBe("hit");
    expect(renders).toBe(1);
    expect(hit.body).toContain(first.reference);
    expect(hit.body).toContain(`nonce="${hit.nonce}"`);
    expect(hit.body).not.toContain(miss.nonce);
    expect(hit.response.headers.get("Cache-Control")).toBe("private, no-store");
    // Another filter or page of the list is a page of its own.
    expect((await get("/bookings?status=confirmed", me.cookie)).status).toBe("miss");
  });

  it("a change to any of their bookings, its review or its amenity is on the very next page", async () => {
    const changes: [string, () => Promise<unknown>, (body: string) => void][] = [
      [
        "cancelled",
        () =>
          db()
            .update(bookings)
            .set({ status: "cancelled", cancelledAt: new Date() })
            .where(eq(bookings.id, first.id)),
        (body) => expect(body).toContain(`data-status="cancelled" data-booking-id="${first.id}"`),
      ],
      [
        "a new booking",
        () => book(me.userId, 9),
        (body) => expect(body.match(/data-booking-id=/g)?.length).toBe(2),
      ],
      [
        "an amenity added",
        async () => {
          const [item] = await db()
            .insert(amenityItems)
            .values({ gymId: gym.id, type: "sauna", name: "Cedar Sauna", pricePerHourCents: 1500 })
            .returning({ id: amenityItems.id });
          await db()
            .insert(amenityBookings)
            .values({
              bookingId: first.id,
              gymId: gym.id,
              amenityItemId: item!.id,
              athleteId: me.userId,
              amenityType: "sauna",
              amenityName: "Cedar Sauna",
              bookingDate: first.bookingDate,
              startTime: "10:00",
              endTime: "11:00",
              durationHours: 1,
              startsAt: new Date(first.startsAt.getTime() + 3_600_000),
              endsAt: new Date(first.startsAt.getTime() + 7_200_000),
              pricePerHourCents: 1500,
              totalCents: 1500,
              currency: "NZD",
            });
        },
        (body) => expect(body).toContain("Cedar Sauna, 10:00-11:00"),
      ],
      [
        "a review",
        () =>
          db().insert(reviews).values({
            gymId: gym.id,
            athleteId: me.userId,
            bookingId: first.id,
            rating: 5,
            comment: "Great racks and friendly staff.",
          }),
        () => undefined,
      ],
    ];
    await get("/bookings", me.cookie);
    for (const [what, change, shows] of changes) {
      expect((await get("/bookings", me.cookie)).status, what).toBe("hit");
      await change();
      const after = await get("/bookings", me.cookie);
      expect(after.status, what).toBe("miss");
      shows(after.body);
    }
    expect((await get("/bookings", me.cookie)).status).toBe("hit");
  });

  it("a changed gym (name, photo) is on the very next page", async () => {
    await get("/bookings", me.cookie);
    await env.DB.prepare("UPDATE gyms SET name = 'Kept Strength Nelson' WHERE id = ?").bind(gym.id).run();
    const after = await get("/bookings", me.cookie);
    expect(after.status).toBe("miss");
    expect(after.body).toContain("Kept Strength Nelson");
  });
});

describe("nobody else ever gets it", () => {
  it("another athlete, a signed-out browser and an anonymous visitor each get their own page", async () => {
    const mine = await signedInCookie("kept-mine@example.com");
    const theirs = await signedInCookie("kept-theirs@example.com");
    const booked = await book(mine.userId, 5);
    await book(theirs.userId, 7);
    expect((await get("/bookings", mine.cookie)).body).toContain(booked.reference);
    expect((await get("/bookings", mine.cookie)).status).toBe("hit");

    const other = await get("/bookings", theirs.cookie);
    expect(other.status).toBe("miss");
    expect(other.body).not.toContain(booked.reference);

    const anonymous = await ensureVisitor(config(), request("/"));
    const stranger = await get("/bookings", cookieFrom(anonymous.headers));
    expect(stranger.body).not.toContain(booked.reference);
    expect(stranger.body).toContain("No bookings yet");

    // Signed out elsewhere: the session is gone, the same cookie no longer reaches the account's copy.
    await env.DB.prepare("DELETE FROM account_sessions WHERE user_id = ?").bind(mine.userId).run();
    const signedOut = await get("/bookings", mine.cookie);
    expect(signedOut.status).toBe("miss");
    expect(signedOut.body).not.toContain(booked.reference);
  });

  it("a forged key parameter is ignored: the key is the server's", async () => {
    const mine = await signedInCookie("kept-forger-victim@example.com");
    await book(mine.userId, 4);
    await get("/bookings", mine.cookie);
    const anonymous = await ensureVisitor(config(), request("/"));
    const forged = await get(
      `/bookings?__owner=${mine.userId}&__signed=1&__lists=`,
      cookieFrom(anonymous.headers),
    );
    expect(forged.body).toContain("No bookings yet");
  });
});

describe("what is never kept", () => {
  let me: { cookie: string; userId: number };
  beforeAll(async () => {
    me = await signedInCookie("kept-never@example.com");
    await book(me.userId, 8);
  });

  const uncached = async (path: string, cookie: string, options: Parameters<typeof get>[2] = {}) => {
    await get(path, cookie, options);
    const again = await get(path, cookie, options);
    expect(again.status, path).toBeNull();
    return again;
  };

  it("a page with a toast waiting, a cancel or change-date step, or a cookie being set", async () => {
    const flashed = await redirectWithToast(
      config(),
      request("/bookings", { headers: { Cookie: me.cookie } }),
      "/bookings",
      {
        title: "Booking cancelled",
      },
    );
    const withToast = `${me.cookie}; ${cookieFrom(flashed.headers)}`;
    expect((await get("/bookings", withToast)).status).toBeNull();
    await uncached("/bookings?cancel=1", me.cookie);
    await uncached("/bookings?change=1", me.cookie);
    await uncached("/bookings?status=all", me.cookie, { init: { headers: { "Set-Cookie": "gr_x=1" } } });
    expect(renders).toBe(7);
  });

  it("a request without cookies, and everything when the cache is turned off", async () => {
    const anonymous = await get("/bookings", "");
    expect(anonymous.status).toBeNull();
    await uncached("/bookings?page=1", me.cookie, { seconds: 0 });
  });

  it("a page that does not say how long it stays right", async () => {
    const plain = () =>
      get("/bookings", me.cookie, {
        render: async () => new Response("<p>no freshness</p>", { headers: { "Content-Type": "text/html" } }),
      });
    await plain();
    expect((await plain()).status).toBeNull();
  });
});

describe("how long the copy is kept: no longer than what it reads from the clock stays right", () => {
  it("an unpaid booking's page is kept until its hold runs out", async () => {
    const me = await signedInCookie("kept-hold@example.com");
    const pending = await book(me.userId, 3, false);
    const seconds: number[] = [];
    const context = new RouterContextProvider();
    context.set(workerContext, {
      ...routerContext().get(workerContext),
      keepSharedFor: (s) => seconds.push(s),
    });
    await loader({
      request: request("/bookings", { headers: { Cookie: me.cookie } }),
      context,
      params: {},
    } as never);
    const left = Math.floor((pending.holdExpiresAt!.getTime() - Date.now()) / 1000);
    expect(seconds).toHaveLength(1);
    expect(seconds[0]).toBeGreaterThan(left - 5);
    expect(seconds[0]).toBeLessThanOrEqual(left + 1);
  });
});

describe("personal_versions counts every change to what a person's own pages show (migrations/0022)", () => {
  const version = async (athleteId: number) =>
    (
      await env.DB.prepare("SELECT version FROM personal_versions WHERE user_id = ?")
        .bind(athleteId)
        .first<{ version: number }>()
    )?.version ?? 0;

  it("a booking, its review and amenity, a saved gym, the account row, a code: for the person whose it is", async () => {
    const me = await signedInCookie("kept-versions@example.com");
    const other = await signedInCookie("kept-versions-other@example.com");
    const counted = async (what: string, change: () => Promise<unknown>, athleteIds = [me.userId]) => {
      const before = await Promise.all(athleteIds.map(version));
      await change();
      const after = await Promise.all(athleteIds.map(version));
      after.forEach((v, i) => {
        expect(v, `${what} (athlete ${athleteIds[i]})`).toBeGreaterThan(before[i] ?? 0);
      });
    };
    let booked: Awaited<ReturnType<typeof book>> | undefined;
    await counted("a booking made", async () => {
      booked = await book(me.userId, 12, false);
    });
    const id = booked!.id;
    await counted("a booking changed", () =>
      env.DB.prepare("UPDATE bookings SET athletes = 2 WHERE id = ?").bind(id).run(),
    );
    const [item] = await db()
      .insert(amenityItems)
      .values({ gymId: gym.id, type: "ice_bath", name: "Plunge", pricePerHourCents: 1000 })
      .returning({ id: amenityItems.id });
    const amenity = `INSERT INTO amenity_bookings (booking_id, gym_id, amenity_item_id, athlete_id, amenity_type, amenity_name,
      booking_date, start_time, end_time, duration_hours, starts_at, ends_at, price_per_hour_cents, total_cents, currency)
      VALUES (?, ?, ?, ?, 'ice_bath', 'Plunge', '2027-01-10', '10:00', '11:00', 1, 1, 2, 1000, 1000, 'NZD') RETURNING id`;
    let amenityId = 0;
    await counted("an amenity added", async () => {
      amenityId = (await env.DB.prepare(amenity)
        .bind(id, gym.id, item!.id, me.userId)
        .first<{ id: number }>())!.id;
    });
    await counted("an amenity changed", () =>
      env.DB.prepare("UPDATE amenity_bookings SET booking_status = 'cancelled' WHERE id = ?")
        .bind(amenityId)
        .run(),
    );
    await counted("an amenity deleted", () =>
      env.DB.prepare("DELETE FROM amenity_bookings WHERE id = ?").bind(amenityId).run(),
    );
    let reviewId = 0;
    await counted("a review written", async () => {
      reviewId = (await env.DB.prepare(
        "INSERT INTO reviews (booking_id, athlete_id, gym_id, rating, comment) VALUES (?, ?, ?, 4, 'Cold plunge was great.') RETURNING id",
      )
        .bind(id, me.userId, gym.id)
        .first<{ id: number }>())!.id;
    });
    await counted("a review changed", () =>
      env.DB.prepare("UPDATE reviews SET rating = 5 WHERE id = ?").bind(reviewId).run(),
    );
    await counted("a review deleted", () =>
      env.DB.prepare("DELETE FROM reviews WHERE id = ?").bind(reviewId).run(),
    );
    // A booking moved to another athlete (an anonymous identity's bookings joining an account): both lists.
    await counted(
      "a booking moved",
      () => env.DB.prepare("UPDATE bookings SET athlete_id = ? WHERE id = ?").bind(other.userId, id).run(),
      [me.userId, other.userId],
    );
    await counted("a gym saved", () => db().insert(savedGyms).values({ userId: me.userId, gymId: gym.id }));
    await counted("a saved gym removed", () =>
      env.DB.prepare("DELETE FROM saved_gyms WHERE user_id = ?").bind(me.userId).run(),
    );
    await counted("the reminder preference", () =>
      env.DB.prepare("UPDATE users SET reminders_enabled = 0 WHERE id = ?").bind(me.userId).run(),
    );
    await counted("the account's e-mail", () =>
      env.DB.prepare("UPDATE users SET email = 'kept-versions-new@example.com' WHERE id = ?")
        .bind(me.userId)
        .run(),
    );
    const [application] = await db()
      .insert(ambassadorApplications)
      .values({
        fullName: "Kept Ambassador",
        email: "kept-ambassador@example.com",
        phone: "+64 21 555 0101",
        location: "Nelson, New Zealand",
        primarySport: "crossfit",
        competitionLevel: "national",
        yearsExperience: "6-10",
        followersCount: "10k-50k",
        contentStyle: "workout-videos",
        motivations: "Help athletes keep training on the road.",
        travelFrequency: "monthly",
        gymPreferences: ["CrossFit boxes"],
        agreeToTerms: true,
      })
      .returning({ id: ambassadorApplications.id });
    await counted("an ambassador code given", () =>
      db()
        .insert(ambassadorCodes)
        .values({ code: "KEPT01", applicationId: application!.id, userId: me.userId }),
    );
    const unchanged = await version(me.userId);
    await env.DB.prepare("UPDATE users SET email_verified = email_verified WHERE id = ?")
      .bind(me.userId)
      .run();
    expect(await version(me.userId), "an update that changes nothing the pages show").toBe(unchanged);
    const unrelated = await version(me.userId);
    await env.DB.prepare("UPDATE bookings SET athletes = 3 WHERE id = ?").bind(id).run();
    expect(await version(me.userId), "a change to someone else's booking").toBe(unrelated);
  });
});

describe("a signed-in athlete's account page is kept for them", () => {
  let me: { cookie: string; userId: number };
  const account = (cookie: string, render?: (req: Request, nonce: string) => Promise<Response>) =>
    get("/account", cookie, { render });

  beforeAll(async () => {
    me = await signedInCookie("kept-account@example.com");
    await book(me.userId, 10);
  });

  it("is rendered once, then served again; a saved gym or the reminder preference is on the next view", async () => {
    const first = await account(me.cookie);
    expect(first.status).toBe("miss");
    expect(first.body).toContain("kept-account@example.com");
    expect((await account(me.cookie)).status).toBe("hit");
    expect(renders).toBe(1);

    await db().insert(savedGyms).values({ userId: me.userId, gymId: gym.id });
    const saved = await account(me.cookie);
    expect(saved.status).toBe("miss");
    expect(saved.body).toContain(gym.name);

    await env.DB.prepare("UPDATE users SET reminders_enabled = 0 WHERE id = ?").bind(me.userId).run();
    expect((await account(me.cookie)).status).toBe("miss");
    expect((await account(me.cookie)).status).toBe("hit");
  });

  it("never for a browser whose session ended: its middleware sends it to sign in", async () => {
    const gone = await signedInCookie("kept-account-gone@example.com");
    await account(gone.cookie);
    expect((await account(gone.cookie)).status).toBe("hit");
    await env.DB.prepare("DELETE FROM account_sessions WHERE user_id = ?").bind(gone.userId).run();
    const signIn = async () =>
      new Response(null, { status: 302, headers: { Location: "/sign-in?next=%2Faccount" } });
    const after = await account(gone.cookie, signIn);
    expect(after.status).toBeNull();
    expect(after.response.status).toBe(302);
  });

  it("an admin named by the configuration gets a page of their own (the Admin link)", async () => {
    const admin = await signedInCookie("kept-admin@example.com");
    await account(admin.cookie);
    const named = await get("/account", admin.cookie, { adminEmails: ["kept-admin@example.com"] });
    expect(named.status).toBe("miss");
  });
});

describe("a gym owner's partner overview is kept for them", () => {
  it("rendered once, then served again; a booking at their gym or a new photo is on the next view", async () => {
    const ownGym = await insertGym({ name: "Kept Partner Gym", city: "Nelson", capacity: 20 });
    const ownerRow = await env.DB.prepare("SELECT email FROM users WHERE id = ?")
      .bind(ownGym.ownerId)
      .first<{ email: string }>();
    const owner = await signedInCookie(ownerRow!.email);
    const overview = () => get("/partner", owner.cookie);
    const first = await overview();
    expect(first.status).toBe("miss");
    expect(first.body).toContain("Kept Partner Gym");
    expect((await overview()).status).toBe("hit");
    expect(renders).toBe(1);

    // Someone else books at their gym: the owner's overview changes with it.
    const athlete = await signedInCookie("kept-partner-athlete@example.com");
    const partnerGym = (await getBookingGym(db(), ownGym.id))!;
    const now = Date.now();
    const made = await createBooking(db(), {
      userId: athlete.userId,
      gym: partnerGym,
      now,
      input: {
        gymId: ownGym.id,
        athleteName: "Hemi Partner",
        athleteEmail: "hemi@example.com",
        bookingType: "day_pass",
        bookingDate: addDays(todayIn(partnerGym.timeZone, now), 5),
        startTime: "09:00",
        duration: 2,
        athletes: 1,
      },
    });
    expect(made.ok).toBe(true);
    const booked = await overview();
    expect(booked.status).toBe("miss");
    expect(booked.body).toContain("Hemi Partner (1)");
    expect((await overview()).status).toBe("hit");

    await env.DB.prepare(
      "INSERT INTO gym_images (gym_id, position, url, alt) VALUES (?, 0, '/images/gyms/rower.svg', '')",
    )
      .bind(ownGym.id)
      .run();
    expect((await overview()).status).toBe("miss");
  });
});
