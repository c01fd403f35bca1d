/**
 * The account's calendar subscription: making a new feed URL (which ends the old one) and reading
 * the current one for /account. The feed itself is served by GET /calendar/{token}.ics.
 */
import { calendarFeedUrls, calendarToken, newCalendarNonce } from "~/domain/calendar-token";
import { ACCOUNT_MESSAGES } from "~/domain/schemas/account";
import { sha256Hex } from "~/lib/hash";
import { calendarFeedOf, replaceCalendarFeed } from "~/models/calendar-feed.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

/**
 * Gives the account a new feed URL, signed with the newest secret. The row is replaced in one
 * statement, so from then on the old URL answers 404 and only the new one serves the bookings.
 */
export async function renewCalendarFeed(
  ctx: UseCaseContext,
  account: { userId: number },
): Promise<Result<{ https: string; webcal: string }>> {
  const secret = ctx.config.sessionSecrets[0];
  if (!secret) return fail("unavailable", ACCOUNT_MESSAGES.calendarNotConfigured);
  const nonce = newCalendarNonce();
  const token = await calendarToken(secret, account.userId, nonce);
  await replaceCalendarFeed(ctx.db, {
    userId: account.userId,
    nonce,
    tokenHash: await calendarTokenHash(token),
    now: ctx.now,
  });
  return ok(calendarFeedUrls(ctx.config.publicOrigin, token));
}

/** The account's current feed URLs, or null when it has none (or its secret has since been dropped). */
export async function currentCalendarFeed(
  ctx: UseCaseContext,
  account: { userId: number },
): Promise<{ https: string; webcal: string } | null> {
  const feed = await calendarFeedOf(ctx.db, account.userId);
  if (!feed) return null;
  const token = await storedCalendarToken(ctx.config.sessionSecrets, feed);
  return token ? calendarFeedUrls(ctx.config.publicOrigin, token) : null;
}

/** What the database keeps of a token (the feed looks its row up by it). */
export const calendarTokenHash = (token: string) => sha256Hex(token);

/**
 * The token of a stored feed: derived with each configured secret, newest first, until its hash is
 * the stored one; undefined when none is (the secret it was made with has been dropped: a new URL
 * is needed).
 */
async function storedCalendarToken(
  secrets: readonly string[],
  feed: { userId: number; nonce: string; tokenHash: string },
): Promise<string | undefined> {
  for (const secret of secrets) {
    const token = await calendarToken(secret, feed.userId, feed.nonce);
    if ((await calendarTokenHash(token)) === feed.tokenHash) return token;
  }
  return undefined;
}
