/**
 * Reads near the reader: every request talks to D1 through a Sessions API session,
 * so with read replication enabled on the database a page's reads go to the nearest replica, while the
 * session keeps them sequentially consistent.
 *
 * - A GET or HEAD starts "first-unconstrained" (any replica), unless the browser wrote something in the
 *   last few minutes: then it carries that write's bookmark in a cookie, and the session starts at
 *   least that fresh (the booking just made is in My Bookings, a saved heart is filled).
 * - Anything else (checkout, payment, a cancellation, every form post) starts "first-primary": a write
 *   and the reads that decide it see the primary, never a lagging copy. Its response sets the cookie.
 * - The cron and the mail queue use the binding itself (the primary).
 *
 * Without replication (and in wrangler's local D1) a session is the database itself: nothing changes.
 */

/** The bookmark of this browser's latest write (`__Host-`: Secure, Path=/, no Domain). */
export const BOOKMARK_COOKIE = "__Host-gr_d1";
/** Replica lag is well under a second; five minutes covers a page opened long after a post. */
const BOOKMARK_SECONDS = 5 * 60;
/** D1 bookmarks are hex groups joined by dashes; anything else is ignored, never passed to D1. */
const BOOKMARK_PATTERN = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){1,7}$/i;

export interface RequestD1 {
  /** The session, for `config.db` (the app uses `prepare` and `batch`, which sessions have). */
  db: D1Database;
  /** The Set-Cookie to send after a write, or undefined (a read, or no bookmark to keep). */
  bookmarkCookie(): string | undefined;
}

function isWrite(request: Request): boolean {
  return request.method !== "GET" && request.method !== "HEAD";
}

/** The valid bookmark a request carries, if any. */
export function requestBookmark(request: Request): string | undefined {
  const header = request.headers.get("Cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== BOOKMARK_COOKIE) continue;
    const value = decodeURIComponent(part.slice(eq + 1).trim());
    return BOOKMARK_PATTERN.test(value) ? value : undefined;
  }
  return undefined;
}

export function openRequestD1(d1: D1Database, request: Request): RequestD1 {
  const write = isWrite(request);
  const session = d1.withSession(
    write ? "first-primary" : (requestBookmark(request) ?? "first-unconstrained"),
  );
  return {
    // A session has prepare and batch, all the app (and drizzle's driver) calls on a database.
    db: session as unknown as D1Database,
    bookmarkCookie() {
      if (!write) return undefined;
      const bookmark = session.getBookmark();
      if (!bookmark || !BOOKMARK_PATTERN.test(bookmark)) return undefined;
      return `${BOOKMARK_COOKIE}=${encodeURIComponent(bookmark)}; Max-Age=${BOOKMARK_SECONDS}; Path=/; Secure; HttpOnly; SameSite=Lax`;
    },
  };
}
