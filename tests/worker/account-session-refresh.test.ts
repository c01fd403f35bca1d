/**
 * A signed-in session lasts 30 days and is refreshed once a day while it is used (better-auth's
 * `updateAge`, run by its `getSession`): a session used on day 29 lives on past day 30, and one left
 * unused past its expiry is signed out.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNT_COOKIE, ACCOUNT_SESSION_SECONDS } from "~/auth.server";
import { accountSessions } from "~/db/schema";
import { loader as accountLoader } from "~/routes/account/route";
import { signedInCookie } from "./account-helpers";
import { db } from "./helpers";
import { call } from "./route-helpers";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Moves the session's dates `days` into the past, as if that many days had gone by since. */
async function age(userId: number, days: number) {
  const [row] = await db().select().from(accountSessions).where(eq(accountSessions.userId, userId));
  if (!row) throw new Error("no session row");
  const back = (date: Date) => new Date(date.getTime() - days * DAY_MS);
  await db()
    .update(accountSessions)
    .set({ createdAt: back(row.createdAt), updatedAt: back(row.updatedAt), expiresAt: back(row.expiresAt) })
    .where(eq(accountSessions.id, row.id));
}

async function expiresAt(userId: number): Promise<number | undefined> {
  const [row] = await db().select().from(accountSessions).where(eq(accountSessions.userId, userId));
  return row?.expiresAt.getTime();
}

const accountPage = (cookie: string) => call(accountLoader, "/account", { headers: { Cookie: cookie } });

describe("a signed-in session", () => {
  it("used on day 29 is refreshed (its expiry moves forward) and still works on day 31", async () => {
    const { cookie, userId } = await signedInCookie("day-29@example.com");
    await age(userId, 29);
    const before = await expiresAt(userId);
    expect(before).toBeLessThan(Date.now() + 2 * DAY_MS);

    const day29 = await accountPage(cookie);
    expect(day29.status).toBe(200);
    expect((day29.body as { email: string }).email).toBe("day-29@example.com");
    // The row now expires 30 days from this visit, and the browser is told to keep the cookie as long.
    const after = await expiresAt(userId);
    expect(after).toBeGreaterThan(Date.now() + (ACCOUNT_SESSION_SECONDS * 1000 - DAY_MS));
    const refreshed = day29.headers.getSetCookie().find((c) => c.startsWith(`${ACCOUNT_COOKIE}=`));
    expect(refreshed).toMatch(new RegExp(`Max-Age=${ACCOUNT_SESSION_SECONDS}`, "i"));
    expect(refreshed?.split(";")[0]).toBe(cookie.split("; ").find((c) => c.startsWith(`${ACCOUNT_COOKIE}=`)));

    // Two days on: day 31 after signing in, past the first expiry.
    await age(userId, 2);
    const day31 = await accountPage(cookie);
    expect(day31.status).toBe(200);
    expect((day31.body as { email: string }).email).toBe("day-29@example.com");
  }, 30_000);

  it("used within a day of its last refresh is not written again", async () => {
    const { cookie, userId } = await signedInCookie("same-day@example.com");
    const before = await expiresAt(userId);
    const page = await accountPage(cookie);
    expect(page.status).toBe(200);
    expect(await expiresAt(userId)).toBe(before);
    expect(page.headers.getSetCookie().some((c) => c.startsWith(`${ACCOUNT_COOKIE}=`))).toBe(false);
  }, 30_000);

  it("past its expiry is signed out: the page asks to sign in and the cookie is cleared", async () => {
    const { cookie, userId } = await signedInCookie("day-31@example.com");
    await age(userId, 31);
    const page = await accountPage(cookie);
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/sign-in?next=%2Faccount");
    const cleared = page.headers.getSetCookie().find((c) => c.startsWith(`${ACCOUNT_COOKIE}=`));
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(await expiresAt(userId)).toBeUndefined();
  }, 30_000);
});
