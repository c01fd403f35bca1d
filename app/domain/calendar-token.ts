/**
 * The calendar feed's token, the secret part of GET /calendar/{token}.ics: base64url of HMAC-SHA-256
 * over `calendar:v1:<account id>:<nonce>` (43 characters), under a key derived from SESSION_SECRET
 * ("gymroam/calendar-key/v1"), so the key is never the session key itself. The database keeps the
 * nonce and the token's SHA-256 only: a copy of the database opens no feed, and /account can show
 * the URL again by deriving it. A new nonce is a new token (and the old one's hash is gone).
 */
import { sha256Hex } from "./hash";

export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const keyCache = new Map<string, Promise<CryptoKey>>();

function calendarKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = (async () => {
      const master = await crypto.subtle.importKey(
        "raw",
        new TextEncoder().encode(secret),
        { name: "HMAC", hash: "SHA-256" },
        false,
        ["sign"],
      );
      const derived = await crypto.subtle.sign(
        "HMAC",
        master,
        new TextEncoder().encode("gymroam/calendar-key/v1"),
      );
      return crypto.subtle.importKey("raw", derived, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    })();
    keyCache.set(secret, key);
  }
  return key;
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** A fresh nonce for a new feed URL (16 random bytes). */
export function newCalendarNonce(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(16)));
}

export async function calendarToken(secret: string, userId: number, nonce: string): Promise<string> {
  const mac = await crypto.subtle.sign(
    "HMAC",
    await calendarKey(secret),
    new TextEncoder().encode(`calendar:v1:${userId}:${nonce}`),
  );
  return base64Url(new Uint8Array(mac));
}

/** What the database keeps of a token (the feed looks its row up by it). */
export const calendarTokenHash = (token: string) => sha256Hex(token);

/**
 * The token of a stored feed: derived with each configured secret, newest first, until its hash is
 * the stored one; undefined when none is (the secret it was made with has been dropped: a new URL
 * is needed).
 */
export async function storedCalendarToken(
  secrets: readonly string[],
  feed: { userId: number; nonce: string; tokenHash: string },
): Promise<string | undefined> {
  for (const secret of secrets) {
    const token = await calendarToken(secret, feed.userId, feed.nonce);
    if ((await calendarTokenHash(token)) === feed.tokenHash) return token;
  }
  return undefined;
}

/** The feed's two addresses: https for any client, webcal for the calendar app the system opens. */
export function calendarFeedUrls(publicOrigin: string, token: string) {
  const https = `${publicOrigin}/calendar/${token}.ics`;
  const url = new URL(https);
  return { https, webcal: `webcal://${url.host}${url.pathname}` };
}
