import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bookings, gymImages } from "~/db/schema";
import type { BookingDetails } from "~/domain/schemas/booking";
import { FIND_BOOKING_NO_MATCH, MY_BOOKINGS_PAGE_SIZE } from "~/domain/schemas/my-bookings";
import { addDays, todayIn } from "~/domain/zoned-time";
import { ensureVisitor } from "~/identity.server";
import { type BookingGym, getBookingGym } from "~/models/booking-gym.server";
import { getBooking } from "~/models/booking-read.server";
import { TestProvider } from "~/payments/test-provider.server";
import { action, loader } from "~/routes/bookings/route";
import { loader as passImage } from "~/routes/pass/image";
import { popToast } from "~/session.server";
import { createBooking, payBooking } from "./booking-helpers";
import { config, cookieFrom, db, insertGym, request, routerContext } from "./helpers";
import { call, type RouteFn } from "./route-helpers";

type LoaderData = Awaited<ReturnType<typeof loader>>;
type Reply = {
  data: { intent?: string; message?: string; result: { error?: Record<string, string[] | null> } };
  init: { status: number; headers?: HeadersInit };
};

const provider = new TestProvider();

const load = (search = "", cookie = "") =>
  loader({
    request: request(`/bookings${search}`, { headers: cookie ? { Cookie: cookie } : {} }),
    context: routerContext(),
    params: {},
  } as never) as Promise<LoaderData>;

const post = (fields: Record<string, string>, cookie = "", search = "") =>
  action({
    request: request(`/bookings.data${search}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams(fields),
    }),
    context: routerContext(),
    params: {},
  } as never) as Promise<Response | Reply>;

/** The toast a redirect flashed into the session. */
async function toastOf(response: Response) {
  const cookie = cookieFrom(response.headers);
  return (await popToast(config(), request("/", { headers: { Cookie: cookie } }))).toast;
}

async function visitor() {
  const v = await ensureVisitor(config(), request("/"));
  return { userId: v.userId, cookie: cookieFrom(v.headers) };
}

let wellington: BookingGym;
let sydney: BookingGym;

/** Creates a booking for a visitor (and pays it unless `pay` is false). */
async function book(
  userId: number,
  gym: BookingGym,
  overrides: Partial<BookingDetails> & { daysAhead: number },
  pay = true,
) {
  const { daysAhead, ...input } = overrides;
  const now = Date.now();
  const created = await createBooking(db(), {
    userId,
    gym,
    now,
    input: {
      gymId: gym.id,
      athleteName: "Aroha Test",
      athleteEmail: "aroha@example.com",
      bookingType: "day_pass",
      bookingDate: addDays(todayIn(gym.timeZone, now), daysAhead),
      startTime: "09:00",
      duration: 2,
      athletes: 1,
      ...input,
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

const statusOf = async (id: number) =>
  (await db()
    .select({ status: bookings.status, refund: bookings.refundCents })
    .from(bookings)
    .where(eq(bookings.id, id))
    .get())!;

beforeAll(async () => {
  const w = await insertGym({
    name: "Harbour Strength",
    city: "Wellington",
    latitude: -41.2865,
    longitude: 174.7762,
    capacity: 10,
    dayPassRateCents: 3000,
    hourlyRateCents: 1500,
  });
  await db().insert(gymImages).values({ gymId: w.id, position: 0, url: "/images/gyms/barbell.svg", alt: "" });
  const s = await insertGym({
    name: "Bondi Barbell",
    city: "Sydney",
    country: "Australia",
    currency: "AUD",
    timeZone: "Australia/Sydney",
    capacity: 10,
    dayPassRateCents: 4500,
    hourlyRateCents: 2000,
  });
  wellington = (await getBookingGym(db(), w.id))!;
  sydney = (await getBookingGym(db(), s.id))!;
});

describe("the list: own bookings, search, status filter and summary", () => {
  let me: { userId: number; cookie: string };
  let ids: { wDay: number; sHourly: number; wPending: number; sCompleted: number; other: number };
  let totals: { sHourly: number; sCompleted: number };

  beforeAll(async () => {
    me = await visitor();
    const stranger = await visitor();
    const wDay = await book(me.userId, wellington, {
      daysAhead: 7,
      specialRequests: "Need a lifting platform",
    });
    const sHourly = await book(me.userId, sydney, {
      daysAhead: 8,
      bookingType: "hourly",
      duration: 3,
      athletes: 2,
    });
    const wPending = await book(
      me.userId,
      wellington,
      { daysAhead: 9, bookingType: "hourly", duration: 1 },
      false,
    );
    const sCompleted = await book(me.userId, sydney, { daysAhead: 10 });
    await db()
      .update(bookings)
      .set({ status: "completed", completedAt: new Date() })
      .where(eq(bookings.id, sCompleted.id));
    const other = await book(stranger.userId, wellington, {
      daysAhead: 7,
      athleteEmail: "other@example.com",
    });
    ids = {
      wDay: wDay.id,
      sHourly: sHourly.id,
      wPending: wPending.id,
      sCompleted: sCompleted.id,
      other: other.id,
    };
    totals = { sHourly: sHourly.totalCents, sCompleted: sCompleted.totalCents };
  });

  it("lists only this visitor's bookings, with the real type, duration, athletes and currency", async () => {
    const page = await load("", me.cookie);
    expect(page.bookings.map((b) => b.id).sort()).toEqual(
      [ids.wDay, ids.sHourly, ids.wPending, ids.sCompleted].sort(),
    );
    expect(page.bookings.map((b) => b.id)).not.toContain(ids.other);
    const hourly = page.bookings.find((b) => b.id === ids.sHourly)!;
    expect(hourly).toMatchObject({
      gymName: "Bondi Barbell",
      location: "Sydney, Australia",
      bookingType: "hourly",
      durationHours: 3,
      athletes: 2,
      totalCents: 2000 * 3 * 2,
      currency: "AUD",
      status: "confirmed",
      startTime: "09:00",
    });
    const day = page.bookings.find((b) => b.id === ids.wDay)!;
    expect(day).toMatchObject({
      bookingType: "day_pass",
      currency: "NZD",
      totalCents: 3000,
      specialRequests: "Need a lifting platform",
      image: "/images/gyms/barbell.svg",
      directionsUrl: "https://www.google.com/maps/dir/?api=1&destination=-41.2865,174.7762",
    });
    expect(day.reference).toMatch(/^GR-/);
    // Buttons by status: directions only when confirmed, cancel for pending/confirmed, review when completed.
    const pending = page.bookings.find((b) => b.id === ids.wPending)!;
    expect(pending).toMatchObject({ directionsUrl: null, canReview: false, pass: null });
    expect(pending.cancel).toMatchObject({ refundKind: "unpaid", refundCents: 0 });
    const completed = page.bookings.find((b) => b.id === ids.sCompleted)!;
    expect(completed).toMatchObject({ canReview: true, cancel: null, directionsUrl: null });
    // Nothing private leaves the server.
    expect(JSON.stringify(page)).not.toContain("aroha@example.com");
    expect(JSON.stringify(page)).not.toContain("pi_test_");
  });

  it("an unpaid booking whose hold still runs offers Complete payment; paid ones do not", async () => {
    const page = await load("", me.cookie);
    expect(page.bookings.find((b) => b.id === ids.wPending)?.canPay).toBe(true);
    expect(page.bookings.find((b) => b.id === ids.wDay)?.canPay).toBe(false);
  });

  it("summarises total, confirmed, completed and spent per currency", async () => {
    const page = await load("", me.cookie);
    expect(page.hasAny).toBe(true);
    expect(page.filtered).toBe(false);
    expect(page.summary).toMatchObject({ total: 4, confirmed: 2, completed: 1 });
    expect(page.summary.spent).toEqual(
      expect.arrayContaining([
        { currency: "NZD", cents: 3000 },
        { currency: "AUD", cents: totals.sHourly + totals.sCompleted },
      ]),
    );
    expect(page.summary.spent).toHaveLength(2);
  });

  it("searches gym name or city, filters by status, and summarises what is shown", async () => {
    const ofSearch = async (search: string) =>
      (await load(search, me.cookie)).bookings.map((b) => b.id).sort();
    expect(await ofSearch("?q=bondi")).toEqual([ids.sHourly, ids.sCompleted].sort());
    expect(await ofSearch("?q=WELLINGTON")).toEqual([ids.wDay, ids.wPending].sort());
    expect(await ofSearch("?status=pending")).toEqual([ids.wPending]);
    expect(await ofSearch("?status=completed")).toEqual([ids.sCompleted]);
    expect(await ofSearch("?q=sydney&status=confirmed")).toEqual([ids.sHourly]);
    expect(await ofSearch("?status=all")).toHaveLength(4);
    expect(await ofSearch("?q=%25")).toEqual([]); // LIKE wildcards are literal
    const filtered = await load("?q=bondi", me.cookie);
    expect(filtered.filtered).toBe(true);
    expect(filtered.query).toEqual({ q: "bondi", status: "all" });
    expect(filtered.summary).toMatchObject({
      total: 2,
      confirmed: 1,
      completed: 1,
      spent: [{ currency: "AUD", cents: totals.sHourly + totals.sCompleted }],
    });
  });

  it("tells 'No bookings found' (filter matches nothing) from 'No bookings yet' (none at all)", async () => {
    const none = await load("?q=nowhere", me.cookie);
    expect(none).toMatchObject({ bookings: [], hasAny: true, filtered: true });
    const fresh = await load("", (await visitor()).cookie);
    expect(fresh).toMatchObject({ bookings: [], hasAny: false });
    const anonymous = await load("?status=confirmed");
    expect(anonymous).toMatchObject({ bookings: [], hasAny: false });
  });

  it("refuses an unknown status or an over-long search with a 400", async () => {
    for (const search of ["?status=refunded", `?q=${"x".repeat(101)}`]) {
      const error = await load(search, me.cookie).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error, search).toMatchObject({ init: { status: 400 } });
    }
  });
});

describe("pages of bookings (ADR 034)", () => {
  let many: { userId: number; cookie: string };
  let upcoming: number[];
  let past: number[];
  const DAY = 86_400_000;

  beforeAll(async () => {
    many = await visitor();
    const made = [];
    // 12 bookings: 10 still to come (days 20-29 ahead, made out of order), 2 in the past (completed).
    for (const daysAhead of [25, 20, 29, 21, 28, 22, 27, 23, 26, 24, 40, 41])
      made.push(await book(many.userId, wellington, { daysAhead }));
    for (const [i, row] of made.slice(10).entries()) {
      const startsAt = new Date(Date.now() - (i + 3) * DAY);
      await db()
        .update(bookings)
        .set({
          status: "completed",
          completedAt: new Date(),
          bookingDate: startsAt.toISOString().slice(0, 10),
          startsAt,
          endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
        })
        .where(eq(bookings.id, row.id));
    }
    upcoming = made
      .slice(0, 10)
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .map((b) => b.id);
    // The one 3 days ago before the one 4 days ago: the latest past visit first.
    past = made.slice(10).map((b) => b.id);
  });

  it("shows 10 a page, the coming ones soonest first, then the past ones latest first", async () => {
    expect(MY_BOOKINGS_PAGE_SIZE).toBe(10);
    const first = await load("", many.cookie);
    expect(first).toMatchObject({ page: 1, pageCount: 2 });
    expect(first.bookings.map((b) => b.id)).toEqual(upcoming);
    const second = await load("?page=2", many.cookie);
    expect(second).toMatchObject({ page: 2, pageCount: 2 });
    expect(second.bookings.map((b) => b.id)).toEqual(past);
  });

  it("summarises the whole filtered list on every page, not the page shown", async () => {
    for (const search of ["", "?page=2"]) {
      const page = await load(search, many.cookie);
      expect(page.summary, search).toEqual({
        total: 12,
        confirmed: 10,
        completed: 2,
        spent: [{ currency: "NZD", cents: 12 * 3000 }],
      });
    }
    const completed = await load("?status=completed", many.cookie);
    expect(completed).toMatchObject({ page: 1, pageCount: 1, summary: { total: 2, confirmed: 0 } });
    expect(completed.bookings.map((b) => b.id)).toEqual(past);
  });

  it("a page past the end goes to the last page; a page that is not a whole number from 1 is a 400", async () => {
    const beyond = await load("?status=confirmed&page=5", many.cookie).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(beyond).toBeInstanceOf(Response);
    expect((beyond as Response).status).toBe(302);
    expect((beyond as Response).headers.get("Location")).toBe("/bookings?status=confirmed");
    for (const search of ["?page=0", "?page=two", "?page=-1", "?page=1.5"]) {
      const error = await load(search, many.cookie).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error, search).toMatchObject({ init: { status: 400 } });
    }
  });

  it("a confirmed booking's pass is an image URL, served as an SVG the browser may keep", async () => {
    const [first] = (await load("", many.cookie)).bookings;
    expect(first?.pass?.qrSrc).toMatch(/^\/pass\/GRP1\.\d+\.[A-Za-z0-9_-]{22}\.svg$/);
    const file = first!.pass!.qrSrc!.slice("/pass/".length);
    const image = await call(passImage as RouteFn, `/pass/${file}`, { params: { file } });
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(image.headers.get("Cache-Control")).toBe("private, max-age=31536000, immutable");
    const svg = await (image.raw as Response).text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 37 37"/);
    expect(svg).toContain('<path d="M4 4h7v1h-7z');
    // A forged or cancelled pass is not drawn.
    const forged = file.replace(/.\.svg$/, (m) => `${m[0] === "A" ? "B" : "A"}.svg`);
    expect((await call(passImage as RouteFn, `/pass/${forged}`, { params: { file: forged } })).status).toBe(
      404,
    );
    await db().update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, first!.id));
    expect((await call(passImage as RouteFn, `/pass/${file}`, { params: { file } })).status).toBe(404);
  });
});

describe("cancelling", () => {
  let me: { userId: number; cookie: string };
  let stranger: { userId: number; cookie: string };
  afterEach(() => vi.restoreAllMocks());
  beforeAll(async () => {
    me = await visitor();
    stranger = await visitor();
  });

  it("a pending booking is cancelled and its capacity released; the toast says nothing is refunded", async () => {
    const pending = await book(me.userId, wellington, { daysAhead: 12, athletes: 3 }, false);
    const held = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM booking_slots WHERE booking_id = ?")
        .bind(pending.id)
        .first<{ n: number }>())!.n;
    const load12 = async () =>
      (await env.DB.prepare("SELECT max(booked) AS b FROM gym_slot_load WHERE gym_id = ? AND slot_date = ?")
        .bind(wellington.id, pending.bookingDate)
        .first<{ b: number }>())!.b;
    expect(await held()).toBeGreaterThan(0);
    expect(await load12()).toBe(3);

    const response = (await post(
      { intent: "cancel", bookingId: String(pending.id), quotedRefundCents: "0" },
      me.cookie,
      `?status=pending&cancel=${pending.id}`,
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/bookings?status=pending");
    expect(await statusOf(pending.id)).toEqual({ status: "cancelled", refund: 0 });
    expect(await held()).toBe(0);
    expect(await load12()).toBe(0);
    expect(await toastOf(response)).toMatchObject({
      title: "Booking cancelled",
      description: "Refund: none needed, you were not charged.",
    });
  });

  it("a confirmed booking 24 h+ ahead: the full refund shown is the refund applied through the provider", async () => {
    const refund = vi.spyOn(TestProvider.prototype, "refund");
    const confirmed = await book(me.userId, wellington, { daysAhead: 7 });
    // The no-JS confirm step (?cancel=id) and the dialog show the same quote.
    const page = await load(`?cancel=${confirmed.id}`, me.cookie);
    expect(page.cancelId).toBe(confirmed.id);
    const shown = page.bookings.find((b) => b.id === confirmed.id)!;
    expect(shown).toMatchObject({ totalCents: 3000, currency: "NZD" });
    expect(shown.cancel).toMatchObject({ refundKind: "full", refundCents: 3000 });

    const response = (await post(
      {
        intent: "cancel",
        bookingId: String(confirmed.id),
        quotedRefundCents: String(shown.cancel!.refundCents),
      },
      me.cookie,
    )) as Response;
    expect(response.status).toBe(302);
    expect(await statusOf(confirmed.id)).toEqual({ status: "cancelled", refund: 3000 });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith(
      `pi_test_${confirmed.reference}`,
      3000,
      `refund-${confirmed.reference}`,
    );
    expect(await toastOf(response)).toMatchObject({
      title: "Booking cancelled",
      description: "Refund: NZ$30.00 to your card (allow 5-10 business days).",
    });
    const after = await load("", me.cookie);
    expect(after.bookings.find((b) => b.id === confirmed.id)).toMatchObject({
      status: "cancelled",
      refundCents: 3000,
      cancel: null,
    });
    // A second submission changes nothing and refunds nothing more.
    const again = (await post(
      { intent: "cancel", bookingId: String(confirmed.id), quotedRefundCents: "0" },
      me.cookie,
    )) as Response;
    expect(await toastOf(again)).toMatchObject({ title: "Cancellation failed", variant: "destructive" });
    expect(refund).toHaveBeenCalledTimes(1);
  });

  it("12-24 h ahead refunds 50%; a stale quote cancels nothing and asks again with the new amount", async () => {
    const refund = vi.spyOn(TestProvider.prototype, "refund");
    const confirmed = await book(me.userId, sydney, { daysAhead: 14 });
    const startsAt = Date.now() + 18 * 3_600_000;
    await db()
      .update(bookings)
      .set({ startsAt: new Date(startsAt), endsAt: new Date(startsAt + 3_600_000) })
      .where(eq(bookings.id, confirmed.id));
    const shown = (await load("", me.cookie)).bookings.find((b) => b.id === confirmed.id)!;
    expect(shown).toMatchObject({ currency: "AUD", cancel: { refundKind: "half", refundCents: 2250 } });

    const stale = (await post(
      { intent: "cancel", bookingId: String(confirmed.id), quotedRefundCents: "4500" },
      me.cookie,
      "?q=bondi",
    )) as Response;
    expect(stale.status).toBe(302);
    expect(stale.headers.get("Location")).toBe(`/bookings?q=bondi&cancel=${confirmed.id}`);
    expect(await toastOf(stale)).toMatchObject({ title: "Refund changed", variant: "destructive" });
    expect(await statusOf(confirmed.id)).toEqual({ status: "confirmed", refund: 0 });
    expect(refund).not.toHaveBeenCalled();

    const response = (await post(
      {
        intent: "cancel",
        bookingId: String(confirmed.id),
        quotedRefundCents: String(shown.cancel!.refundCents),
      },
      me.cookie,
    )) as Response;
    expect(await statusOf(confirmed.id)).toEqual({ status: "cancelled", refund: 2250 });
    expect(refund).toHaveBeenCalledWith(
      `pi_test_${confirmed.reference}`,
      2250,
      `refund-${confirmed.reference}`,
    );
    expect((await toastOf(response))?.description).toBe(
      "Refund: A$22.50 to your card (allow 5-10 business days).",
    );
  });

  it("someone else's booking (or no session at all) is a 404 and nothing changes", async () => {
    const refund = vi.spyOn(TestProvider.prototype, "refund");
    const mine = await book(me.userId, wellington, { daysAhead: 15 });
    for (const cookie of [stranger.cookie, ""]) {
      const reply = (await post(
        { intent: "cancel", bookingId: String(mine.id), quotedRefundCents: "3000" },
        cookie,
      )) as Reply;
      expect(reply.init.status).toBe(404);
      expect(reply.data.message).toContain("Booking not found");
    }
    expect(await statusOf(mine.id)).toEqual({ status: "confirmed", refund: 0 });
    expect(refund).not.toHaveBeenCalled();
    // The stranger's page never offers the confirm step for it either.
    expect((await load(`?cancel=${mine.id}`, stranger.cookie)).cancelId).toBeNull();
  });

  it("a completed booking cannot be cancelled, and a malformed form is a 400", async () => {
    const done = await book(me.userId, wellington, { daysAhead: 16 });
    await db().update(bookings).set({ status: "completed" }).where(eq(bookings.id, done.id));
    const response = (await post({ intent: "cancel", bookingId: String(done.id) }, me.cookie)) as Response;
    expect(await toastOf(response)).toMatchObject({
      title: "Cancellation failed",
      description: "Only pending or confirmed bookings can be cancelled.",
    });
    expect((await statusOf(done.id)).status).toBe("completed");
    const bad = (await post({ intent: "cancel", bookingId: "abc" }, me.cookie)) as Reply;
    expect(bad.init.status).toBe(400);
    const unknown = (await post({ intent: "refund-everything" }, me.cookie)) as Reply;
    expect(unknown.init.status).toBe(400);
  });
});

describe("find a booking from another device", () => {
  let owner: { userId: number; cookie: string };
  let target: Awaited<ReturnType<typeof book>>;
  beforeAll(async () => {
    owner = await visitor();
    target = await book(owner.userId, sydney, { daysAhead: 20, athleteEmail: "Mere.Tane@example.com" });
  });

  it("e-mail (any case) + reference links the booking to this browser and shows it with a toast", async () => {
    const other = await visitor();
    expect((await load("", other.cookie)).bookings).toEqual([]);
    const response = (await post(
      { intent: "find", email: "mere.tane@EXAMPLE.com", reference: target.reference.toLowerCase() },
      other.cookie,
      "?status=completed",
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/bookings");
    const cookie = cookieFrom(response.headers);
    const toast = await toastOf(response);
    expect(toast?.title).toBe("Booking found");
    expect(toast?.description).toContain(target.reference);
    expect(toast?.description).toContain("Bondi Barbell");
    const page = await load("", cookie);
    expect(page.bookings.map((b) => b.id)).toEqual([target.id]);
    expect(page.bookings[0]!.cancel).toMatchObject({ refundKind: "full" });
    // The linked browser may cancel it too; the owner still sees it.
    expect((await load("", owner.cookie)).bookings.map((b) => b.id)).toContain(target.id);
  });

  it("a wrong reference or e-mail shows the message and links nothing", async () => {
    const other = await visitor();
    for (const fields of [
      { email: "mere.tane@example.com", reference: "GR-ZZZZZZ" },
      { email: "someone@example.com", reference: target.reference },
    ]) {
      const reply = (await post({ intent: "find", ...fields }, other.cookie)) as Reply;
      expect(reply.init.status).toBe(404);
      expect(reply.data.intent).toBe("find");
      expect(reply.data.result.error?.[""]).toEqual([FIND_BOOKING_NO_MATCH]);
      expect(new Headers(reply.init.headers).get("Set-Cookie")).toBeNull();
    }
    expect((await load("", other.cookie)).bookings).toEqual([]);
  });

  it("checks the form with the spec's messages", async () => {
    const reply = (await post({ intent: "find", email: "nope", reference: "" })) as Reply;
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error).toMatchObject({
      email: ["Valid email is required"],
      reference: ["Booking reference is required"],
    });
  });
});

describe("the order of My Bookings", () => {
  it("lists a booking still to come above a cancelled one, even one cancelled for an earlier date", async () => {
    const me = await visitor();
    const cancelled = await book(me.userId, wellington, { daysAhead: 50 });
    const coming = await book(me.userId, wellington, { daysAhead: 52 });
    await db().update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, cancelled.id));
    const page = await load("", me.cookie);
    expect(page.bookings.map((b) => b.id)).toEqual([coming.id, cancelled.id]);
  }, 30_000);
});
