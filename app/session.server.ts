import { type Cookie, createCookie, createCookieSessionStorage, redirect, type Session } from "react-router";
import type { CartLine } from "./domain/cart";
import type { AppConfig } from "./env.server";
import { unsignedValue } from "./lib/hmac.server";
import type { ToastMessage } from "./lib/toast";

/**
 * The visitor session: a signed, HttpOnly, Secure, SameSite=Lax cookie. It carries the
 * visitor's athlete identity (created on first save or booking), an ambassador referral code
 * and one-shot toasts that survive a redirect (post/redirect/get).
 */
export interface SessionData {
  userId: number;
  ref: string;
  /** Bookings found on this browser by e-mail and reference (made on another device). */
  linkedBookings: number[];
  /** The merchandise cart: product id, size, colour and quantity only (prices come from the database). */
  cart: CartLine[];
  /** Where to go after signing in by e-mail link on this browser (a path of ours). */
  afterSignIn: string;
  /** The address this browser last asked a sign-in link for: only its link merges this browser's records. */
  signInEmail: string;
}
export interface SessionFlash {
  toast: ToastMessage;
}
export type VisitorSession = Session<SessionData, SessionFlash>;

/**
 * `__Host-`: the browser accepts it only Secure, with Path=/ and no Domain, so no subdomain or
 * plain-http page can plant or shadow it. Cookies under the old name (`__gr_session`) are not read.
 */
export const SESSION_COOKIE = "__Host-gr_session";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export class SessionNotConfiguredError extends Error {
  override name = "SessionNotConfiguredError";
  constructor() {
    super("Sessions are not configured: set the SESSION_SECRET secret (see .dev.vars.example).");
  }
}

type VisitorSessionStorage = ReturnType<typeof createCookieSessionStorage<SessionData, SessionFlash>>;

/**
 * The session storage of each list of secrets, made once per isolate: making it builds the cookie
 * (React Router's `createCookie`), a measurable part of every request with a cookie (ADR 039).
 */
const storages = new Map<string, VisitorSessionStorage>();

function storage(config: AppConfig): VisitorSessionStorage {
  const key = JSON.stringify(config.sessionSecrets);
  let made = storages.get(key);
  if (!made) {
    made = makeStorage(config.sessionSecrets);
    storages.set(key, made);
  }
  return made;
}

function makeStorage(secrets: readonly string[]): VisitorSessionStorage {
  const cookie = createCookie(SESSION_COOKIE, {
    httpOnly: true,
    secure: true, // browsers treat http://localhost as secure, so local serving works too
    sameSite: "lax",
    path: "/",
    maxAge: ONE_YEAR_SECONDS,
    secrets: [...secrets],
  });
  // React Router's cookie writes it; reading it (every request with cookies) verifies the signature with
  // keys imported once (~/lib/hmac.server), where React Router imports a key per read.
  const fast: Cookie = {
    get name() {
      return cookie.name;
    },
    get isSigned() {
      return cookie.isSigned;
    },
    get expires() {
      return cookie.expires;
    },
    serialize: (value, options) => cookie.serialize(value, options),
    parse: (header) => parseSessionCookie(header, secrets),
  };
  return createCookieSessionStorage<SessionData, SessionFlash>({ cookie: fast });
}

/**
 * What React Router's `cookie.parse` gives for the session cookie, read as it reads it: the first
 * cookie of that name, URI-decoded; its signature checked with each secret; its value
 * base64 of the escaped, URI-encoded JSON. null without the cookie or with a bad signature, {} for a
 * value that does not decode (tests/worker/session-cookie.test.ts holds it to React Router's own).
 */
export async function parseSessionCookie(header: string | null, secrets: readonly string[]) {
  const raw = header === null ? undefined : firstCookie(header, SESSION_COOKIE);
  if (raw === undefined) return null;
  if (raw === "") return "";
  const value = await unsignedValue(raw, secrets);
  if (value === undefined) return null;
  try {
    return JSON.parse(decodeURIComponent(escape(atob(value)))) as unknown;
  } catch {
    return {};
  }
}

/** The first cookie called `name` in a Cookie header, as React Router's `cookie-es` parses it. */
function firstCookie(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    if (!value.includes("%")) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

export async function getSession(config: AppConfig, request: Request): Promise<VisitorSession> {
  const sessionStorage = storage(config);
  // Without a secret nothing is trusted: start from an empty session.
  if (config.sessionSecrets.length === 0) return sessionStorage.getSession();
  return sessionStorage.getSession(request.headers.get("Cookie"));
}

/** Set-Cookie value for the session; throws when no secret is configured. */
export async function commitSession(config: AppConfig, session: VisitorSession): Promise<string> {
  if (config.sessionSecrets.length === 0) throw new SessionNotConfiguredError();
  return storage(config).commitSession(session);
}

/**
 * Redirect that shows a toast on the next page (one-shot flash in the session). Pass `session` when
 * the caller already holds one it changed (a new visitor identity), so one cookie carries both.
 */
export async function redirectWithToast(
  config: AppConfig,
  request: Request,
  url: string,
  toast: ToastMessage,
  init?: ResponseInit,
  session: VisitorSession | undefined = undefined,
): Promise<Response> {
  session ??= await getSession(config, request);
  session.flash("toast", toast);
  const headers = new Headers(init?.headers);
  if (config.sessionSecrets.length > 0) headers.append("Set-Cookie", await commitSession(config, session));
  return redirect(url, { ...init, headers });
}

/** The key React Router's session keeps a flashed value under (`session.flash("toast", …)`). */
const TOAST_FLASH_KEY = '"__flash_toast__"';

/**
 * Whether the session cookie may hold a flashed toast, looked at without checking its signature
 * (ADR 035): the root loader asks on every page, nearly every cookie holds none, and the signed read
 * costs a key import and an HMAC each time. A cookie is `base64(JSON).signature`; only one whose JSON
 * names the toast is then read through the session storage, signature checked, so a toast shown
 * still comes from a cookie we signed, and a cookie without one shows none either way.
 */
function mayHoldToast(request: Request): boolean {
  const header = request.headers.get("Cookie");
  if (!header?.includes(SESSION_COOKIE)) return false;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    const dot = value.indexOf(".");
    if (dot <= 0) return false; // unsigned: the signed read would refuse it
    try {
      return atob(decodeURIComponent(value.slice(0, dot))).includes(TOAST_FLASH_KEY);
    } catch {
      return false; // not base64: the signed read would find nothing in it
    }
  }
  return false;
}

/** Reads and clears the flashed toast; returns the header that clears it (if any). */
export async function popToast(
  config: AppConfig,
  request: Request,
): Promise<{ toast: ToastMessage | null; headers: Headers }> {
  const headers = new Headers();
  if (config.sessionSecrets.length === 0 || !mayHoldToast(request)) return { toast: null, headers };
  const session = await getSession(config, request);
  const toast = session.get("toast") ?? null;
  if (toast) headers.append("Set-Cookie", await commitSession(config, session));
  return { toast, headers };
}

/** Ambassador codes are short capitals, digits and dashes (e.g. AROHA-30). */
const REFERRAL_CODE = /^[A-Z0-9][A-Z0-9-]{2,31}$/;

/**
 * Whether a request is a top-level visit to the home page: a GET of `/` that the browser loads as the
 * document (Sec-Fetch-Dest: document), or one without fetch metadata (an older browser, a link
 * checker). Not an image, frame, script or fetch() that another page makes (those send another
 * Sec-Fetch-Dest), nor React Router's data request for `/` (`/_.data`).
 */
export function isTopLevelHomeVisit(request: Request): boolean {
  if (request.method !== "GET") return false;
  if (new URL(request.url).pathname !== "/") return false;
  const dest = request.headers.get("Sec-Fetch-Dest");
  return dest === null || dest === "document";
}

/**
 * A top-level visit through an ambassador's link (`/?ref=CODE`) remembers the code in the session,
 * so a booking made later in the visit is attributed to them; `ref` anywhere else, or on a request
 * another page makes in the background, is ignored. Returns the Set-Cookie value when it changed.
 */
export async function rememberReferral(config: AppConfig, request: Request): Promise<string | undefined> {
  if (config.sessionSecrets.length === 0) return undefined;
  if (!isTopLevelHomeVisit(request)) return undefined;
  const raw = new URL(request.url).searchParams.get("ref");
  const code = raw?.trim().toUpperCase();
  if (!code || !REFERRAL_CODE.test(code)) return undefined;
  const session = await getSession(config, request);
  if (session.get("ref") === code) return undefined;
  session.set("ref", code);
  return commitSession(config, session);
}
