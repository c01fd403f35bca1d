/**
 * The calendar feed's token, the secret part of GET /calendar/{token}.ics: base64url of HMAC-SHA-256
 * over `calendar:v1:<account id>:<nonce>` (43 characters), under a key derived from SESSION_SECRET
 * ("gymroam/calendar-key/v1"), so the key is never the session key itself. The database keeps the
 * nonce and the token's SHA-256 only: a copy of the database opens no feed, and /account can show
 * the URL again by deriving it (use-cases/calendar-feed.server.ts). A new nonce is a new token (and the
 * old one's hash is gone).
 */
import { base64Url, derivedMac } from "./derived-key";

export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const CALENDAR_KEY_LABEL = "gymroam/calendar-key/v1";

/** A fresh nonce for a new feed URL (16 random bytes). */
export function newCalendarNonce(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(16)));
}

export async function calendarToken(secret: string, userId: number, nonce: string): Promise<string> {
  return base64Url(await derivedMac(secret, CALENDAR_KEY_LABEL, `calendar:v1:${userId}:${nonce}`));
}

/** The feed's two addresses: https for any client, webcal for the calendar app the system opens. */
export function calendarFeedUrls(publicOrigin: string, token: string) {
  const https = `${publicOrigin}/calendar/${token}.ics`;
  const url = new URL(https);
  return { https, webcal: `webcal://${url.host}${url.pathname}` };
}
