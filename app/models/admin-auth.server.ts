/**
 * Admin sign-in (architecture.md "Admin and analytics"):
 * - the password is the ADMIN_PASSWORD secret, compared as SHA-256 digests in constant time (no
 *   early exit on the first differing character or on length);
 * - at most 5 failed attempts per client (a salted hash of its address, IPv6 by its /64) in 15
 *   minutes: the attempt is recorded by one conditional insert that refuses once the window is full,
 *   so concurrent guesses cannot slip past the count; while refused even the right password is
 *   turned away;
 * - a global ceiling on failures across all addresses (100 an hour): past it, an address that has
 *   failed in the last hour is refused before its password is checked, while an address with no
 *   recent failure still gets its attempt checked. Distributed guessing drops to one guess per
 *   address an hour, and the real admin, signing in from a network that has not failed, still gets
 *   in with the right password;
 * - a session is 32 random bytes; only its SHA-256 is stored (admin_sessions.id), so a database leak
 *   yields no usable session. It expires after 8 hours and log-out revokes it server-side. Browsers
 *   carry it in an HttpOnly, Secure, SameSite=Strict cookie; API clients as a bearer token.
 */

import { and, eq, gt, gte, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { adminSessions, loginAttempts } from "~/db/schema";
import { ADMIN_MESSAGES } from "~/domain/admin";
import { REVIEWER } from "~/domain/admin-approvals";
import type { AppConfig } from "~/env.server";
import { clientAddressKey } from "~/lib/client-address";
import { sha256Hex } from "~/lib/hash";

/** `__Host-`: Secure, Path=/, no Domain, so no subdomain or plain-http page can set or shadow it. */
export const ADMIN_COOKIE = "__Host-gr_admin";
export const ADMIN_SESSION_MS = 8 * 60 * 60 * 1000;
/** An admin session ends after 30 minutes without a request, whatever its 8-hour limit. */
export const ADMIN_IDLE_MS = 30 * 60 * 1000;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILED_ATTEMPTS = 5;
/** Failures across all addresses in GLOBAL_WINDOW_MS past which addresses that failed are refused. */
export const GLOBAL_FAILURE_CEILING = 100;
export const GLOBAL_WINDOW_MS = 60 * 60 * 1000;

export { ADMIN_MESSAGES } from "~/domain/admin";

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed sign-in attempts. For your security, sign-in is paused for this device: try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

const encoder = new TextEncoder();

export { sha256Hex };

/** Constant-time comparison of the candidate with the configured password. */
export async function passwordMatches(configured: string, candidate: string): Promise<boolean> {
  const [a, b] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(`admin-password:${configured}`)),
    crypto.subtle.digest("SHA-256", encoder.encode(`admin-password:${candidate}`)),
  ]);
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  let diff = 0;
  for (let i = 0; i < left.length; i++) diff |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return diff === 0;
}

export function busySignInMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Sign-in is under heavy attack, so a network that has already failed is paused: try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or sign in from another network.`;
}

/**
 * The client a login attempt comes from, as a salted hash of its address key (CF-Connecting-IP, an
 * IPv6 address by its /64; X-Forwarded-For is never read): never the raw address.
 */
export async function clientHash(config: AppConfig, request: Request): Promise<string> {
  return sha256Hex(`login:${config.analyticsSalt}:${clientAddressKey(request)}`);
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/**
 * An admin session for a named admin (ADMIN_EMAILS) who has just signed in by e-mail link: their
 * decisions are recorded under `email`. Same lifetime and idle limit as a password session.
 */
export async function openNamedAdminSession(
  db: Db,
  email: string,
  now: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now + ADMIN_SESSION_MS);
  await db.insert(adminSessions).values({
    id: await sha256Hex(token),
    createdAt: new Date(now),
    expiresAt,
    actor: email,
    lastSeenAt: new Date(now),
  });
  return { token, expiresAt };
}

export type LoginResult =
  | { ok: true; token: string; expiresAt: Date }
  | {
      ok: false;
      reason: "not_configured" | "invalid" | "rate_limited";
      message: string;
      retryAfterMs?: number;
    };

/** Checks a password for a client, within the rate limit; on success opens a session. */
export async function login(
  db: Db,
  config: AppConfig,
  client: string,
  password: string,
  now: number,
): Promise<LoginResult> {
  if (!config.adminPassword || config.sessionSecrets.length === 0)
    return { ok: false, reason: "not_configured", message: ADMIN_MESSAGES.notConfigured };
  const windowStart = now - LOGIN_WINDOW_MS;
  const globalStart = now - GLOBAL_WINDOW_MS;
  // Record the attempt only while the client has fewer than 5 failures in the window and, past the
  // global ceiling, no failure in the last hour (one statement, so concurrent guesses count exactly).
  const recorded = await db
    .insert(loginAttempts)
    .select(
      sql`SELECT NULL, ${client}, 0, ${now}
      WHERE (SELECT count(*) FROM login_attempts WHERE client_hash = ${client} AND succeeded = 0
          AND attempted_at > ${windowStart}) < ${sql.raw(String(MAX_FAILED_ATTEMPTS))}
        AND ((SELECT count(*) FROM login_attempts WHERE succeeded = 0 AND attempted_at > ${globalStart})
            < ${sql.raw(String(GLOBAL_FAILURE_CEILING))}
          OR NOT EXISTS (SELECT 1 FROM login_attempts WHERE client_hash = ${client} AND succeeded = 0
            AND attempted_at > ${globalStart}))`,
    )
    .returning({ id: loginAttempts.id });
  const attempt = recorded[0];
  if (!attempt) {
    const row = await db.get<{ failures: number; oldest: number | null; latest: number | null }>(sql`SELECT
      (SELECT count(*) FROM login_attempts WHERE client_hash = ${client} AND succeeded = 0
        AND attempted_at > ${windowStart}) AS failures,
      (SELECT min(attempted_at) FROM (SELECT attempted_at FROM login_attempts WHERE client_hash = ${client}
        AND succeeded = 0 AND attempted_at > ${windowStart} ORDER BY attempted_at DESC
        LIMIT ${sql.raw(String(MAX_FAILED_ATTEMPTS))})) AS oldest,
      (SELECT max(attempted_at) FROM login_attempts WHERE client_hash = ${client} AND succeeded = 0
        AND attempted_at > ${globalStart}) AS latest`);
    if ((row?.failures ?? 0) >= MAX_FAILED_ATTEMPTS) {
      const retryAfterMs = (row?.oldest ?? now) + LOGIN_WINDOW_MS - now;
      return {
        ok: false,
        reason: "rate_limited",
        message: tooManyAttemptsMessage(retryAfterMs),
        retryAfterMs,
      };
    }
    // Past the global ceiling: this address failed within the hour.
    const retryAfterMs = (row?.latest ?? now) + GLOBAL_WINDOW_MS - now;
    return { ok: false, reason: "rate_limited", message: busySignInMessage(retryAfterMs), retryAfterMs };
  }
  if (!(await passwordMatches(config.adminPassword, password)))
    return { ok: false, reason: "invalid", message: ADMIN_MESSAGES.loginFailed.description };

  const token = newToken();
  const expiresAt = new Date(now + ADMIN_SESSION_MS);
  await db.batch([
    db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attempt.id)),
    db.insert(adminSessions).values({
      id: await sha256Hex(token),
      createdAt: new Date(now),
      expiresAt,
      actor: REVIEWER,
      lastSeenAt: new Date(now),
    }),
    // Housekeeping: forget attempts and sessions long past.
    db.delete(loginAttempts).where(sql`${loginAttempts.attemptedAt} < ${now - 24 * 60 * 60 * 1000}`),
    db.delete(adminSessions).where(sql`${adminSessions.expiresAt} < ${now - 24 * 60 * 60 * 1000}`),
  ]);
  return { ok: true, token, expiresAt };
}

/**
 * The admin token a request carries: the cookie, or `Authorization: Bearer …` for API clients. A
 * cookie value that is not valid percent-encoding (`%`, `%E0%A4%A`) carries no token: our tokens are
 * base64url, and decodeURIComponent would throw (a 500 on every admin page).
 */
export function requestToken(request: Request): string | undefined {
  const auth = request.headers.get("Authorization");
  if (auth?.startsWith("Bearer ")) return auth.slice(7).trim() || undefined;
  const cookies = request.headers.get("Cookie") ?? "";
  for (const part of cookies.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== ADMIN_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join("=")) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Whether the request carries a live (unexpired, not revoked) admin session. */
export async function isAdmin(db: Db, request: Request, now: number): Promise<boolean> {
  return (await adminSession(db, request, now)) !== undefined;
}

/**
 * The live admin session a request carries (its stored id, a hash of the token, and who acts), if
 * any. Live: not expired, not revoked, and used within the last 30 minutes; this request counts as
 * use (one conditional UPDATE, so the idle check and the touch cannot race).
 */
export async function adminSession(
  db: Db,
  request: Request,
  now: number,
): Promise<{ sessionId: string; actor: string } | undefined> {
  const token = requestToken(request);
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .update(adminSessions)
    .set({ lastSeenAt: new Date(now) })
    .where(
      and(
        eq(adminSessions.id, await sha256Hex(token)),
        gt(adminSessions.expiresAt, new Date(now)),
        isNull(adminSessions.revokedAt),
        sql`coalesce(${adminSessions.lastSeenAt}, ${adminSessions.createdAt}) > ${now - ADMIN_IDLE_MS}`,
      ),
    )
    .returning({ sessionId: adminSessions.id, actor: adminSessions.actor });
  return row;
}

/**
 * Ends the request's session server-side (the cookie alone would be enough to keep using it); returns
 * who it acted as ("admin" for the password, a named admin's e-mail), or undefined without a session.
 */
export async function logout(db: Db, request: Request, now: number): Promise<string | undefined> {
  const token = requestToken(request);
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .update(adminSessions)
    .set({ revokedAt: new Date(now) })
    .where(eq(adminSessions.id, await sha256Hex(token)))
    .returning({ actor: adminSessions.actor });
  return row?.actor;
}

/**
 * Whether a named admin logged out of the admin area after `since` (their account's sign-in): that
 * sign-in then no longer opens a new admin session by itself.
 */
export async function loggedOutSince(db: Db, actor: string, since: Date): Promise<boolean> {
  const row = await db
    .select({ id: adminSessions.id })
    .from(adminSessions)
    .where(and(eq(adminSessions.actor, actor), gte(adminSessions.revokedAt, since)))
    .limit(1)
    .get();
  return row !== undefined;
}

export function sessionCookie(token: string, expiresAt: Date): string {
  const maxAge = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000));
  return `${ADMIN_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${maxAge}`;
}

export function clearedSessionCookie(): string {
  return `${ADMIN_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;
}
