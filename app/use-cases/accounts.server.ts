/**
 * Sign-in by e-mail link, claiming, sign-out. The library (better-auth's
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

export const SIGN_IN_OTHER_ADDRESS =
  "This sign-in link is for another e-mail address than the one the page showed. Ask for a new link for your own address.";

export interface SignedIn {
  userId: number;
  email: string;
  /** The new session's Set-Cookie (a new session id on every sign-in). */
  headers: Headers;
  /** Whether this browser's anonymous records moved into the account (only when it asked for the link). */
  merged: boolean;
}

/** The link's address as the confirm page names it, from the link itself (checked again on use). */
export function linkAddress(raw: string | null): string | undefined {
  const email = (raw ?? "").trim().toLowerCase();
  return email.length > 0 && email.length <= 255 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : undefined;
}

/**
 * Uses a sign-in link: better-auth consumes the token (once; refused when expired, used or altered),
 * finds or creates the `users` row for the link's e-mail, marks it verified and opens a new session.
 * Then, in one batch, the account takes what its e-mail made and, only when this browser asked for the
 * link (`requestedEmail`, kept in its session, is the link's address), what this browser's anonymous
 * visitor identity made (bookings, their amenity bookings and reviews, saved gyms, orders). A link
 * someone else asked for and got a victim to open therefore takes nothing of the victim's.
 * `shownEmail`: the address the confirm page named; a link for another address is refused.
 */
export async function completeSignIn(
  ctx: UseCaseContext,
  input: {
    token: string;
    visitorId: number | undefined;
    requestedEmail?: string | undefined;
    shownEmail?: string | undefined;
    userAgent?: string | null;
  },
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
  // The page named another address than the link's: the session just opened is never handed over.
  if (input.shownEmail !== undefined && input.shownEmail.trim().toLowerCase() !== email.toLowerCase())
    return fail("invalid", SIGN_IN_OTHER_ADDRESS);
  const merged =
    input.visitorId !== undefined && input.requestedEmail?.trim().toLowerCase() === email.toLowerCase();
  const visitorId = merged ? input.visitorId : undefined;
  await ctx.db.batch([
    ...claimStatements(ctx.db, userId, email, visitorId),
    ctx.db
      .update(users)
      .set({ updatedAt: new Date(ctx.now) })
      .where(eq(users.id, userId)),
  ]);
  if (visitorId !== undefined && visitorId !== userId) await deleteIdentityIfUnused(ctx.db, visitorId);
  return ok({ userId, email, headers: verified.headers, merged });
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
