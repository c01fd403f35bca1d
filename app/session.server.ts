import { createCookieSessionStorage, redirect, type Session } from "react-router";
import type { CartLine } from "./domain/cart";
import type { AppConfig } from "./env.server";
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

/** The session storage of each list of secrets, made once per isolate. */
const storages = new Map<string, VisitorSessionStorage>();

function storage(config: AppConfig): VisitorSessionStorage {
  const key = JSON.stringify(config.sessionSecrets);
  let made = storages.get(key);
  if (!made) {
    made = createCookieSessionStorage<SessionData, SessionFlash>({
      cookie: {
        name: SESSION_COOKIE,
        httpOnly: true,
        secure: true, // browsers treat http://localhost as secure, so local serving works too
        sameSite: "lax",
        path: "/",
        maxAge: ONE_YEAR_SECONDS,
        secrets: [...config.sessionSecrets],
      },
    });
    storages.set(key, made);
  }
  return made;
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

/** Reads and clears the flashed toast; returns the header that clears it (if any). */
export async function popToast(
  config: AppConfig,
  request: Request,
): Promise<{ toast: ToastMessage | null; headers: Headers }> {
  const headers = new Headers();
  if (config.sessionSecrets.length === 0) return { toast: null, headers };
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
