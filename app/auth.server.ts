/**
 * Accounts: sign-in by e-mail link with better-auth's magic-link plugin on D1
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
import type { Db } from "~/db/client.server";
import { getDb } from "~/db/client.server";
import { accountSessions, authAccounts, authVerifications, users } from "~/db/schema";
import type { AppConfig } from "~/env.server";
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
    // Limits are the root middleware's, as for every public form.
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

/** What better-auth said about a request's account cookie. */
export interface AccountLookup {
  account: SignedInAccount | undefined;
  /** The live session's token (the personal part of shared pages reads by it). */
  token: string | undefined;
  /** better-auth's Set-Cookie: the refreshed cookie once a day, or the cleared one of a dead session. */
  setCookies: string[];
}

const NO_ACCOUNT: AccountLookup = { account: undefined, token: undefined, setCookies: [] };

/** One lookup per request, however many loaders ask (the root's header link, the page's own). */
const lookups = new WeakMap<Request, Promise<AccountLookup>>();

/**
 * The account a request is signed in as, through better-auth's `getSession`: it checks the cookie's
 * signature and the live session row, and moves the session's expiry forward once a day while it is
 * used (`updateAge`), which is why nothing else reads the cookie. No query without the cookie.
 */
export function lookUpAccount(config: AppConfig, request: Request): Promise<AccountLookup> {
  let found = lookups.get(request);
  if (!found) {
    found = getAccountSession(config, request);
    lookups.set(request, found);
  }
  return found;
}

/** better-auth's Set-Cookie for this request, if it was looked up (the root middleware forwards it). */
export async function accountSetCookies(request: Request): Promise<string[]> {
  return (await lookups.get(request))?.setCookies ?? [];
}

/**
 * Making a better-auth instance builds its endpoints and context, several milliseconds of CPU, which
 * every signed-in page would pay for its session lookup. So the lookup uses one instance per isolate
 * (per binding, secret and origin), on the D1 binding itself: the primary, where a session opened a
 * moment ago is always found. Sign-in and sign-out make their own instance on the request's D1,
 * whose writes the request's mail kick and bookmark follow.
 */
const sessionReaders = new WeakMap<D1Database, Map<string, Auth>>();

function sessionReader(config: AppConfig): Auth {
  let readers = sessionReaders.get(config.primaryDb);
  if (!readers) {
    readers = new Map();
    sessionReaders.set(config.primaryDb, readers);
  }
  const key = `${config.sessionSecrets[0]}\n${config.publicOrigin}`;
  let auth = readers.get(key);
  if (!auth) {
    auth = createAuth(config, getDb(config.primaryDb));
    readers.set(key, auth);
  }
  return auth;
}

async function getAccountSession(config: AppConfig, request: Request): Promise<AccountLookup> {
  if (config.sessionSecrets.length === 0) return NO_ACCOUNT;
  if (!request.headers.get("Cookie")?.includes(`${ACCOUNT_COOKIE}=`)) return NO_ACCOUNT;
  const { headers, response } = await sessionReader(config).api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  const setCookies = headers.getSetCookie();
  if (!response?.user.emailVerified) return { ...NO_ACCOUNT, setCookies };
  const { session, user } = response;
  return {
    account: {
      userId: Number(user.id),
      email: user.email,
      name: user.name ?? null,
      sessionId: Number(session.id),
      signedInAt: new Date(session.createdAt),
    },
    token: session.token,
    setCookies,
  };
}

/** The signed-in account of a request, or undefined. */
export async function currentAccount(
  config: AppConfig,
  request: Request,
): Promise<SignedInAccount | undefined> {
  return (await lookUpAccount(config, request)).account;
}

/**
 * The live session's token, for a caller that reads the signed-in visitor's rows by it (the shared
 * pages' personal part); undefined without a live session.
 */
export async function accountCookieToken(config: AppConfig, request: Request): Promise<string | undefined> {
  return (await lookUpAccount(config, request)).token;
}

export function clearedAccountCookie(): string {
  return `${ACCOUNT_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`;
}
