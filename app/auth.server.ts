/**
 * Accounts (issue 16, ADR 020): sign-in by e-mail link with better-auth's magic-link plugin on D1
 * through its drizzle adapter. better-auth makes the link's token, stores only its SHA-256
 * (`storeToken: "hashed"`), expires it after 15 minutes, consumes it atomically on first use, and
 * opens a new server-side session row (`account_sessions`) behind an HttpOnly, Secure, SameSite=Lax
 * `__Host-gr_account` cookie on every sign-in.
 *
 * Its user model is our `users` table (integer ids, `generateId: "serial"`), so the account is the
 * same row the visitor's bookings, reviews and saved gyms hang off. No `/api/auth/*` catch-all is
 * mounted: the pages call `auth.api` on the server (POST /sign-in, GET /sign-in/verify, /account),
 * so every request still passes the root middleware (origin check, rate limits, honeypot).
 */
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { betterAuth } from "better-auth/minimal";
import { magicLink } from "better-auth/plugins/magic-link";
import { and, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { getDb } from "~/db/client.server";
import { type CompiledRead, compiledRead } from "~/db/compiled.server";
import { accountSessions, authAccounts, authVerifications, users } from "~/db/schema";
import type { AppConfig } from "~/env.server";
import { unsignedValue } from "~/lib/hmac.server";
import { signInLinkMail } from "~/mail/accounts";
import { queueMail } from "~/models/mail.server";

/** `__Host-`: Secure, Path=/, no Domain, so no subdomain or plain-http page can plant or shadow it. */
export const ACCOUNT_COOKIE = "__Host-gr_account";
/** A sign-in link works for 15 minutes, once. */
export const SIGN_IN_LINK_SECONDS = 15 * 60;
/** A signed-in session lasts 30 days (refreshed once a day while used). */
export const ACCOUNT_SESSION_SECONDS = 30 * 24 * 60 * 60;

export function createAuth(config: AppConfig, db: Db = getDb(config.db)) {
  const secret = config.sessionSecrets[0];
  if (!secret) throw new Error("Accounts need SESSION_SECRET (see .dev.vars.example).");
  return betterAuth({
    appName: "GymRoam",
    baseURL: config.publicOrigin,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [config.publicOrigin],
    database: drizzleAdapter(db, {
      provider: "sqlite",
      schema: {
        user: users,
        session: accountSessions,
        account: authAccounts,
        verification: authVerifications,
      },
    }),
    user: { fields: { image: "profileImage" } },
    session: { expiresIn: ACCOUNT_SESSION_SECONDS, updateAge: 24 * 60 * 60 },
    // Limits are the root middleware's (ADR 017), as for every public form.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      database: { generateId: "serial" },
      useSecureCookies: false, // the name below carries its own `__Host-` prefix
      cookies: {
        session_token: {
          name: ACCOUNT_COOKIE,
          attributes: { secure: true, httpOnly: true, sameSite: "lax", path: "/" },
        },
      },
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_SECONDS,
        storeToken: "hashed",
        // The link is ours (/sign-in/verify), not the library's endpoint: the page consumes it.
        sendMagicLink: async ({ email, token }) => {
          // The address rides along so the confirm page can name it (the use checks it against the token's).
          const url = `${config.publicOrigin}/sign-in/verify?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
          await queueMail(db, await signInLinkMail(email, url, config.publicOrigin));
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The signed-in account of a request: its `users` id and verified e-mail. */
export interface SignedInAccount {
  userId: number;
  email: string;
  name: string | null;
  /** The session row (for "sign out" of this one). */
  sessionId: number;
  /** When this session was opened (a fresh sign-in is required to open the admin area). */
  signedInAt: Date;
}

/**
 * The account a request is signed in as, read from the `__Host-gr_account` cookie (better-auth's
 * `token.signature`): the signature is checked with the secret, then the live session row. Reading
 * it here (one query) rather than through `auth.api.getSession` keeps every page from building the
 * library's context; the format is better-auth's signed cookie (HMAC-SHA256, base64).
 */
export async function currentAccount(
  config: AppConfig,
  request: Request,
  now = Date.now(),
): Promise<SignedInAccount | undefined> {
  return (await currentAccountWithHoldings(config, request, now))?.account;
}

/**
 * The session token of the request's account cookie when its signature is good (no query): what
 * `sessionUserId` looks the account up by. Undefined without the cookie or with a forged one.
 */
export async function accountToken(config: AppConfig, request: Request): Promise<string | undefined> {
  const raw = readCookie(request, ACCOUNT_COOKIE);
  if (!raw || raw.length > 300) return undefined;
  return verifiedToken(config, raw);
}

/**
 * The signed-in account's user id as SQL, from the session token: a live session of a verified
 * e-mail, else NULL. Lets a page read the account's rows in the same statement or batch as the
 * session check (ADR 035, ADR 038).
 */
export function sessionUserId(token: SQL | SQLWrapper, now: SQL | SQLWrapper): SQL {
  return sql`(SELECT s.user_id FROM account_sessions AS s INNER JOIN users AS u ON u.id = s.user_id WHERE s.token = ${token} AND s.expires_at > ${now} AND u.email_verified = 1)`;
}

/** A signed-in account with what its roles are read from (models/account.server.ts `accountRoles`). */
export interface AccountWithHoldings {
  account: SignedInAccount;
  /** Owns at least one gym. */
  ownsGym: boolean;
  /** Holds an ambassador code. */
  holdsCode: boolean;
}

/**
 * Reads a page makes in the same D1 round trip as the session check (ADR 035): compiled reads
 * (ADR 038) whose values are the session token and the time, reading the account's rows through
 * `sessionUserId`, so they read only that account's rows.
 */
export type SessionBatchReads = readonly CompiledRead<unknown, SessionValue>[];
export type SessionValue = "token" | "now";

/** The session check: a live session of a verified e-mail, with what the account's roles come from. */
const sessionRead = compiledRead(["token", "now"], ({ select, p }) =>
  select({
    sessionId: accountSessions.id,
    signedInAt: accountSessions.createdAt,
    userId: accountSessions.userId,
    email: users.email,
    name: users.name,
    ownsGym: sql<number>`EXISTS (SELECT 1 FROM gyms AS g WHERE g.owner_id = ${users.id})`,
    holdsCode: sql<number>`EXISTS (SELECT 1 FROM ambassador_codes AS c WHERE c.user_id = ${users.id})`,
  })
    .from(accountSessions)
    .innerJoin(users, eq(users.id, accountSessions.userId))
    .where(
      and(
        eq(accountSessions.token, p("token")),
        sql`${accountSessions.expiresAt} > ${p("now")}`,
        eq(users.emailVerified, true),
      ),
    )
    .limit(1),
);

/**
 * `currentAccount` plus whether the account owns a gym or holds an ambassador code, in the same single
 * read (two indexed EXISTS), so an area's role check costs one D1 round trip, not two (ADR 032). With
 * `reads`, the page's own statements go in the same batch (one round trip for the check and the page,
 * ADR 035); their results are returned only for a live session.
 */
export async function currentAccountWithHoldings(
  config: AppConfig,
  request: Request,
  now = Date.now(),
  reads?: SessionBatchReads,
): Promise<(AccountWithHoldings & { reads?: unknown[][] }) | undefined> {
  const token = await accountToken(config, request);
  if (!token) return undefined;
  const d1 = config.db;
  const values = { token, now };
  let row: ReturnType<typeof sessionRead.fromBatch>[number] | undefined;
  let pageResults: unknown[][] | undefined;
  if (reads && reads.length > 0) {
    const [session, ...rest] = await d1.batch([
      sessionRead.bind(d1, values),
      ...reads.map((read) => read.bind(d1, values)),
    ]);
    row = session ? sessionRead.fromBatch(session)[0] : undefined;
    pageResults = rest.map((result, i) => (reads[i] as SessionBatchReads[number]).fromBatch(result));
  } else {
    row = (await sessionRead.all(d1, values))[0];
  }
  if (!row?.email) return undefined;
  const { ownsGym, holdsCode, ...account } = row;
  return {
    account: { ...account, email: row.email },
    ownsGym: ownsGym === 1,
    holdsCode: holdsCode === 1,
    reads: pageResults,
  };
}

/**
 * Whether the request carries a validly signed account cookie (no database read): enough for the
 * header's Account / Sign in link; pages that show account data check the session row.
 */
export async function hasAccountCookie(config: AppConfig, request: Request): Promise<boolean> {
  if (config.sessionSecrets.length === 0) return false;
  return (await accountToken(config, request)) !== undefined;
}

/**
 * The session token of a validly signed account cookie (no database read), for a caller that checks
 * the session row itself in a batch of its own (the shared pages' personal part, ADR 028).
 */
export async function accountCookieToken(config: AppConfig, request: Request): Promise<string | undefined> {
  if (config.sessionSecrets.length === 0) return undefined;
  const raw = readCookie(request, ACCOUNT_COOKIE);
  if (!raw || raw.length > 300) return undefined;
  return verifiedToken(config, raw);
}

async function verifiedToken(config: AppConfig, raw: string): Promise<string | undefined> {
  return unsignedValue(raw, config.sessionSecrets.slice(0, 1));
}

export function readCookie(request: Request, name: string): string | undefined {
  const cookies = request.headers.get("Cookie") ?? "";
  for (const part of cookies.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("=")) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function clearedAccountCookie(): string {
  return `${ACCOUNT_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`;
}
