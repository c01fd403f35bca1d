/**
 * Accounts (issue 16, ADR 020): sign-in by e-mail link through the real pages and middleware
 * (link issued, used once, expired, tampered, bound to its e-mail; a new session on every sign-in;
 * sign out and sign out everywhere), and claiming (a verified e-mail owns its bookings, reviews and
 * saved gyms across devices; nobody else sees them).
 */
import { and, desc, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_COOKIE, currentAccount } from "~/auth.server";
import { accountSessions, authVerifications, bookings, mailOutbox, savedGyms, users } from "~/db/schema";
import { ACCOUNT_MESSAGES } from "~/domain/schemas/account";
import { addDays, todayIn } from "~/domain/zoned-time";
import { ensureVisitor } from "~/identity.server";
import { BOOKING_MAIL_KINDS } from "~/mail/booking-mail";
import { type BookingGym, getBookingGym } from "~/models/booking-gym.server";
import { TestProvider } from "~/payments/test-provider.server";
import { action as accountAction, loader as accountLoader } from "~/routes/account/route";
import { loader as bookingsLoader } from "~/routes/bookings/route";
import { action as signInAction } from "~/routes/sign-in/route";
import { action as verifyAction, loader as verifyLoader } from "~/routes/sign-in/verify";
import { queueBookingReminders } from "~/use-cases/scheduled-mail.server";
import { signedInCookie } from "./account-helpers";
import { createBooking, payBooking } from "./booking-helpers";
import { config, cookieFrom, db, insertGym, request } from "./helpers";
import { call } from "./route-helpers";

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields),
});

/** Merges Set-Cookie values into a cookie jar (name=value; ...), dropping cleared ones. */
function jar(current: string, headers: Headers): string {
  const map = new Map(
    current
      .split(";")
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => [p.split("=")[0]!, p] as const),
  );
  for (const set of headers.getSetCookie()) {
    const pair = set.split(";")[0]!;
    const name = pair.split("=")[0]!;
    if (/Max-Age=0/i.test(set)) map.delete(name);
    else map.set(name, pair);
  }
  return [...map.values()].join("; ");
}

/** Asks for a link as a browser with `cookie` would; returns the link's token read from the outbox. */
async function askForLink(email: string, cookie = "") {
  const out = await call(signInAction, "/sign-in", {
    ...form({ email, next: "" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  });
  expect(out.status, JSON.stringify(out.body)).toBe(302);
  expect(out.headers.get("Location")).toBe("/sign-in?sent=1");
  const mail = await db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "sign_in_link")))
    .orderBy(desc(mailOutbox.id))
    .get();
  expect(mail).toBeDefined();
  const link = /https:\/\/gymroam\.test\/sign-in\/verify\?token=([A-Za-z0-9_-]+)/.exec(mail!.textBody);
  expect(link).not.toBeNull();
  LINK_ADDRESS.set(link![1]!, email);
  return { token: link![1]!, mail: mail!, cookie: jar(cookie, out.headers) };
}

/** The address each asked-for link names (the confirm page posts it back with the token). */
const LINK_ADDRESS = new Map<string, string>();

async function spendLink(token: string, cookie = "") {
  return call(verifyAction, "/sign-in/verify", {
    ...form({ token, email: LINK_ADDRESS.get(token) ?? "someone@example.com" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  });
}

async function signIn(email: string, cookie = "") {
  const link = await askForLink(email, cookie);
  const out = await spendLink(link.token, link.cookie);
  expect(out.status).toBe(302);
  return jar(link.cookie, out.headers);
}

const accountOf = (cookie: string) => currentAccount(config(), request("/", { headers: { Cookie: cookie } }));

describe("sign-in by e-mail link", () => {
  it("queues the link in the outbox, stores only its hash, and signs in once", async () => {
    const { token, mail } = await askForLink("link@example.com");
    expect(mail.subject).toBe("GymRoam: your sign-in link");
    expect(mail.htmlBody).toContain(`/sign-in/verify?token=${token}`);
    const stored = await db()
      .select()
      .from(authVerifications)
      .where(like(authVerifications.identifier, "magic-link:%"))
      .all();
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) {
      expect(row.identifier).not.toContain(token);
      expect(row.value).not.toContain(token);
    }
    const mine = stored.find((r) => r.value.includes("link@example.com"))!;
    // 15 minutes.
    expect(mine.expiresAt.getTime() - mine.createdAt.getTime()).toBeGreaterThan(14 * 60_000);
    expect(mine.expiresAt.getTime() - mine.createdAt.getTime()).toBeLessThanOrEqual(15 * 60_000 + 1000);

    // Opening the link (GET) spends nothing: a mail scanner can open it.
    const opened = await call(verifyLoader, `/sign-in/verify?token=${token}`);
    expect(opened.status).toBe(200);

    const first = await spendLink(token);
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/account");
    const sessionCookie = first.headers.getSetCookie().find((c) => c.startsWith(`${ACCOUNT_COOKIE}=`))!;
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/Secure/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).toMatch(/Path=\//);
    expect(sessionCookie).not.toMatch(/Domain=/i);
    const account = await accountOf(jar("", first.headers));
    expect(account?.email).toBe("link@example.com");

    const again = await spendLink(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: ACCOUNT_MESSAGES.linkRefused });
  });

  it("refuses an expired link with a way to ask for a new one", async () => {
    const { token } = await askForLink("expired@example.com");
    await db()
      .update(authVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(authVerifications.value, "%expired@example.com%"));
    const out = await spendLink(token);
    expect(out.status).toBe(400);
    expect(out.body).toEqual({ error: ACCOUNT_MESSAGES.linkRefused });
    expect(ACCOUNT_MESSAGES.linkRefused).toContain("Ask for a new one");
    expect(
      await db().select().from(users).where(eq(users.email, "expired@example.com")).get(),
    ).toBeUndefined();
  });

  it("refuses a tampered link", async () => {
    const { token } = await askForLink("tamper@example.com");
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [flipped, token.slice(0, -1), `${token}x`, "", "../../etc", "a".repeat(500)]) {
      const out = await spendLink(bad);
      expect(out.status).toBe(400);
    }
    // The real one still works afterwards.
    expect((await spendLink(token)).status).toBe(302);
  });

  it("signs in only the e-mail the link was sent to", async () => {
    const { token } = await askForLink("owner-of-link@example.com");
    // A browser that asked for another address uses this link: it becomes the link's address.
    const other = await askForLink("someone-else@example.com");
    const out = await spendLink(token, other.cookie);
    const account = await accountOf(jar(other.cookie, out.headers));
    expect(account?.email).toBe("owner-of-link@example.com");
  });

  it("opens a new session on every sign-in; sign out ends one, sign out everywhere ends all", async () => {
    const phone = await signIn("sessions@example.com");
    const laptop = await signIn("sessions@example.com");
    const a = await accountOf(phone);
    const b = await accountOf(laptop);
    expect(a && b && a.sessionId !== b.sessionId).toBe(true);
    expect(phone).not.toBe(laptop);

    const page = await call(accountLoader, "/account", { headers: { Cookie: phone } });
    expect(page.status).toBe(200);
    expect((page.body as { email: string }).email).toBe("sessions@example.com");

    const out = await call(accountAction, "/account", {
      ...form({ intent: "sign-out-everywhere" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: phone },
    });
    expect(out.status).toBe(302);
    expect(await accountOf(phone)).toBeUndefined();
    expect(await accountOf(laptop)).toBeUndefined();
    const rows = await db().select().from(accountSessions).where(eq(accountSessions.userId, a!.userId)).all();
    expect(rows).toHaveLength(0);
    // Signed out: /account leads to /sign-in and back.
    const gone = await call(accountLoader, "/account", { headers: { Cookie: laptop } });
    expect(gone.status).toBe(302);
    expect(gone.headers.get("Location")).toBe("/sign-in?next=%2Faccount");
  });

  it("saves the reminder preference", async () => {
    const cookie = await signIn("prefs@example.com");
    const post = (fields: Record<string, string>) =>
      call(accountAction, "/account", {
        ...form(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      });
    expect((await post({ intent: "preferences" })).status).toBe(302);
    const off = await db().select().from(users).where(eq(users.email, "prefs@example.com")).get();
    expect(off?.remindersEnabled).toBe(false);
    expect((await post({ intent: "preferences", reminders: "on" })).status).toBe(302);
    const on = await db().select().from(users).where(eq(users.email, "prefs@example.com")).get();
    expect(on?.remindersEnabled).toBe(true);
    expect((await post({ intent: "nope" })).status).toBe(400);
  });
});

describe("a verified e-mail owns its records", () => {
  let gym: BookingGym;
  beforeAll(async () => {
    const g = await insertGym({ name: "Claim Gym", capacity: 10, dayPassRateCents: 3000 });
    gym = (await getBookingGym(db(), g.id))!;
  });

  async function book(userId: number, email: string, daysAhead = 5) {
    const now = Date.now();
    const created = await createBooking(db(), {
      userId,
      gym,
      now,
      input: {
        gymId: gym.id,
        athleteName: "X Person",
        athleteEmail: email,
        bookingType: "day_pass",
        bookingDate: addDays(todayIn(gym.timeZone, now), daysAhead),
        startTime: "09:00",
        duration: 2,
        athletes: 1,
      },
    });
    if (!created.ok) throw new Error(created.message);
    const row = (await db().select().from(bookings).where(eq(bookings.id, created.booking.id)).get())!;
    const paid = await payBooking(
      db(),
      new TestProvider(),
      { ...row, gymName: gym.name } as never,
      "pm_card_visa",
      now,
    );
    if (!paid.ok) throw new Error(paid.message);
    return created.booking.id;
  }

  it("attaches bookings made with the e-mail on another device, and this browser's visitor records", async () => {
    // Phone A: books as x@ without an account.
    const phoneA = await ensureVisitor(config(), request("/"));
    const fromA = await book(phoneA.userId, "X.Claim@Example.com");
    // Browser B: an anonymous visitor who saved a gym and booked with another e-mail, then signs in as x@.
    const browserB = await ensureVisitor(config(), request("/"));
    const cookieB = cookieFrom(browserB.headers);
    await db().insert(savedGyms).values({ userId: browserB.userId, gymId: gym.id });
    const fromB = await book(browserB.userId, "other-address@example.com", 6);
    // Someone else's booking with another e-mail stays theirs.
    const stranger = await ensureVisitor(config(), request("/"));
    const strangers = await book(stranger.userId, "stranger@example.com", 7);

    const signedIn = await signIn("x.claim@example.com", cookieB);
    const account = (await accountOf(signedIn))!;
    const owner = async (id: number) =>
      (await db().select({ a: bookings.athleteId }).from(bookings).where(eq(bookings.id, id)).get())!.a;
    expect(await owner(fromA)).toBe(account.userId);
    expect(await owner(fromB)).toBe(account.userId);
    expect(await owner(strangers)).toBe(stranger.userId);
    const saved = await db().select().from(savedGyms).where(eq(savedGyms.userId, account.userId)).all();
    expect(saved.map((s) => s.gymId)).toEqual([gym.id]);

    // B sees A's booking on /bookings and /account.
    const list = await call(bookingsLoader, "/bookings", { headers: { Cookie: signedIn } });
    const ids = (list.body as { bookings: { id: number }[] }).bookings.map((b) => b.id);
    expect(ids).toEqual(expect.arrayContaining([fromA, fromB]));
    expect(ids).not.toContain(strangers);
    const page = await call(accountLoader, "/account", { headers: { Cookie: signedIn } });
    const body = page.body as { upcoming: { id: number; when: string }[]; saved: { id: number }[] };
    expect(body.upcoming.map((b) => b.id)).toEqual(expect.arrayContaining([fromA, fromB]));
    expect(body.upcoming[0]!.when).toMatch(/, day pass from 09:00 NZ[SD]T, Pacific\/Auckland$/);
    expect(body.saved.map((s) => s.id)).toEqual([gym.id]);

    // A third person signed in with another e-mail sees none of it.
    const third = await signIn("third@example.com");
    const theirs = await call(bookingsLoader, "/bookings", { headers: { Cookie: third } });
    const theirIds = (theirs.body as { bookings: { id: number }[] }).bookings.map((b) => b.id);
    expect(theirIds).not.toContain(fromA);
    expect(theirIds).not.toContain(fromB);
    const theirPage = await call(accountLoader, "/account", { headers: { Cookie: third } });
    expect((theirPage.body as { upcoming: unknown[] }).upcoming).toEqual([]);

    // Signed out, browser B is a fresh anonymous visitor: the account's bookings are not shown.
    const out = await call(accountAction, "/account", {
      ...form({ intent: "sign-out" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: signedIn },
    });
    const after = jar(signedIn, out.headers);
    const anon = await call(bookingsLoader, "/bookings", { headers: { Cookie: after } });
    expect((anon.body as { bookings: unknown[] }).bookings).toEqual([]);
  });
});

describe("e-mail preferences", () => {
  it("no reminder for an account that turned reminders off; one for an account that did not", async () => {
    const g = await insertGym({ name: "Reminder Gym", capacity: 10, dayPassRateCents: 3000 });
    const gym = (await getBookingGym(db(), g.id))!;
    const now = Date.now();
    const bookFor = async (email: string) => {
      const { userId } = await signedInCookie(email);
      const created = await createBooking(db(), {
        userId,
        gym,
        now,
        input: {
          gymId: gym.id,
          athleteName: "Reminder Person",
          athleteEmail: email,
          bookingType: "day_pass",
          bookingDate: addDays(todayIn(gym.timeZone, now), 3),
          startTime: "10:00",
          duration: 2,
          athletes: 1,
        },
      });
      if (!created.ok) throw new Error(created.message);
      const row = (await db().select().from(bookings).where(eq(bookings.id, created.booking.id)).get())!;
      const paid = await payBooking(
        db(),
        new TestProvider(),
        { ...row, gymName: gym.name } as never,
        "pm_card_visa",
        now,
      );
      if (!paid.ok) throw new Error(paid.message);
      return { userId, id: created.booking.id, startsAt: row.startsAt.getTime() };
    };
    const quiet = await bookFor("quiet@example.com");
    const keen = await bookFor("keen@example.com");
    await db().update(users).set({ remindersEnabled: false }).where(eq(users.id, quiet.userId));
    await queueBookingReminders(config(), db(), quiet.startsAt - 23 * 60 * 60 * 1000);
    const reminders = await db()
      .select({ relatedId: mailOutbox.relatedId })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, BOOKING_MAIL_KINDS.reminder))
      .all();
    const ids = reminders.map((r) => r.relatedId);
    expect(ids).toContain(keen.id);
    expect(ids).not.toContain(quiet.id);
  });
});
