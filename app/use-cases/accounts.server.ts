/**
 * Sign-in by e-mail link, claiming, sign-out (issue 16, ADR 020). The library (better-auth's
 * magic-link plugin, app/auth.server.ts) makes, stores (hashed) and consumes the link and opens the
 * session; these use cases add what is GymRoam's: the per-e-mail limit, the records a verified e-mail
 * owns, and the words a person reads.
 */
import { eq } from "drizzle-orm";
import { createAuth } from "~/auth.server";
import { users } from "~/db/schema";
import { ACCOUNT_MESSAGES } from "~/domain/schemas/account";
import { limitKeys, RATE_LIMIT_PERIOD_SECONDS } from "~/lib/rate-limit.server";
import { claimStatements, endAllSessions, endSession, setReminders } from "~/models/account.server";
import { deleteIdentityIfUnused } from "~/models/user.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

/** better-auth answers a refusal (bad input, a spent link) with better-call's APIError. */
const isLibraryRefusal = (error: unknown) => error instanceof Error && error.name === "APIError";

export const SIGN_IN_LIMIT_MESSAGE =
  "Too many sign-in links were asked for this e-mail address in a short while. Please wait a minute, then try again.";

/**
 * Sends a sign-in link to `email` (queued in the outbox). The same answer whether or not the address
 * has records, so the form tells nobody who has an account. At most 5 links a minute per address
 * (on top of the root middleware's 10 posts a minute per network), so nobody can flood an inbox.
 */
export async function requestSignInLink(
  ctx: UseCaseContext,
  input: { email: string },
): Promise<Result<void>> {
  if (ctx.config.sessionSecrets.length === 0) return fail("unavailable", ACCOUNT_MESSAGES.notConfigured);
  const email = input.email.trim().toLowerCase();
  const limited = await limitKeys(ctx.config.rateLimits.lookups, [`sign-in-link:${email}`]);
  if (!limited.ok)
    return fail("rate_limited", SIGN_IN_LIMIT_MESSAGE, { retryAfter: RATE_LIMIT_PERIOD_SECONDS });
  try {
    await createAuth(ctx.config, ctx.db).api.signInMagicLink({ body: { email }, headers: new Headers() });
  } catch (error) {
    // The library's own check of the address (zod's e-mail pattern) is stricter than ours in places.
    if (isLibraryRefusal(error)) return fail("invalid", ACCOUNT_MESSAGES.email, { field: "email" });
    throw error;
  }
  return ok(undefined);
}

export interface SignedIn {
  userId: number;
  email: string;
  /** The new session's Set-Cookie (a new session id on every sign-in). */
  headers: Headers;
}

/**
 * Uses a sign-in link: better-auth consumes the token (once; refused when expired, used or altered),
 * finds or creates the `users` row for the link's e-mail, marks it verified and opens a new session.
 * Then, in one batch, the account takes what its e-mail and this browser's visitor identity made
 * (bookings, their amenity bookings and reviews, saved gyms, orders).
 */
export async function completeSignIn(
  ctx: UseCaseContext,
  input: { token: string; visitorId: number | undefined; userAgent?: string | null },
): Promise<Result<SignedIn>> {
  if (ctx.config.sessionSecrets.length === 0) return fail("unavailable", ACCOUNT_MESSAGES.notConfigured);
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(input.token)) return fail("invalid", ACCOUNT_MESSAGES.linkRefused);
  const auth = createAuth(ctx.config, ctx.db);
  let verified: { headers: Headers; response: { user: { id: string | number; email: string } } };
  try {
    const headers = new Headers();
    if (input.userAgent) headers.set("User-Agent", input.userAgent.slice(0, 300));
    verified = (await auth.api.magicLinkVerify({
      query: { token: input.token },
      headers,
      returnHeaders: true,
    })) as unknown as typeof verified;
  } catch (error) {
    // A refused link is a redirect to the error page in the library's terms (better-call's APIError).
    if (error instanceof Error && error.name === "APIError")
      return fail("invalid", ACCOUNT_MESSAGES.linkRefused);
    throw error;
  }
  const userId = Number(verified.response.user.id);
  const email = verified.response.user.email;
  await ctx.db.batch([
    ...claimStatements(ctx.db, userId, email, input.visitorId),
    ctx.db
      .update(users)
      .set({ updatedAt: new Date(ctx.now) })
      .where(eq(users.id, userId)),
  ]);
  if (input.visitorId !== undefined && input.visitorId !== userId)
    await deleteIdentityIfUnused(ctx.db, input.visitorId);
  return ok({ userId, email, headers: verified.headers });
}

export async function signOut(ctx: UseCaseContext, account: { userId: number; sessionId: number }) {
  await endSession(ctx.db, account.userId, account.sessionId);
  return ok(undefined);
}

/** Signs the account out on every device: every session row goes, so every cookie stops working. */
export async function signOutEverywhere(ctx: UseCaseContext, account: { userId: number }) {
  return ok(await endAllSessions(ctx.db, account.userId));
}

export async function setReminderPreference(
  ctx: UseCaseContext,
  account: { userId: number },
  input: { reminders: boolean },
) {
  await setReminders(ctx.db, account.userId, input.reminders);
  return ok(undefined);
}
