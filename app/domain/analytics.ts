import { isbot } from "isbot";
import { isCountedPath } from "./analytics-paths";

/**
 * Visitor analytics rules (spec sections 3 and 9, architecture.md "Admin and analytics"), with no
 * I/O: which requests count as a page view, how a path and a user agent are recorded, and the shape
 * of the 24-hour figures the admin reads. Storage lives in app/models/analytics.server.ts.
 */

/** The spec's analytics window. */
export const ANALYTICS_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The rolled-up figures are written to KV at most this often (one key, so one write per minute). */
export const ROLLUP_MIN_INTERVAL_MS = 60 * 1000;
/** Raw page views older than this are deleted by the rollup job. */
export const PAGE_VIEW_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
export const POPULAR_PAGES_LIMIT = 10;
export const RECENT_VISITS_LIMIT = 20;
/** The gym-owner application page, counted on its own (gymApplicationPageVisits). */
export const GYM_APPLICATION_PATH = "/add-gym";
/** Characters of the salted visitor hash shown to admins instead of an IP. */
export const SHORT_HASH_LENGTH = 10;
/** Longest path stored; longer ones are cut (real routes are far shorter). */
export const MAX_PATH_LENGTH = 200;

export type UserAgentClass = "mobile" | "tablet" | "desktop";

/** The spec's visitor analytics figures (section 3), for the last 24 hours. */
export interface VisitorAnalytics {
  totalVisits: number;
  uniqueIPs: number;
  gymApplicationPageVisits: number;
  popularPages: { path: string; count: number }[];
  /** `ip` is the short salted visitor hash, never an IP address. */
  recentVisits: { path: string; timestamp: string; ip: string }[];
}

/** What the rollup stores under one KV key: the figures plus when and over which window. */
export interface AnalyticsSnapshot extends VisitorAnalytics {
  version: 1;
  /** Epoch ms the figures were computed (the once-a-minute write guard reads it). */
  computedAt: number;
  windowStart: number;
}

export { isCountedPath } from "./analytics-paths";

/**
 * Whether a request/response pair is a page view: a GET for an HTML page that succeeded (2xx),
 * not an API, admin, asset or React Router `.data` request, not a prefetch, and not from a bot
 * (or a client without a user agent). Pure, so the worker can call it without awaiting anything.
 */
export function shouldRecordPageView(request: Request, response: Response): boolean {
  if (request.method !== "GET") return false;
  if (response.status < 200 || response.status > 299) return false;
  if (!(response.headers.get("Content-Type") ?? "").toLowerCase().startsWith("text/html")) return false;
  let pathname: string;
  try {
    pathname = new URL(request.url).pathname;
  } catch {
    return false;
  }
  if (!isCountedPath(pathname)) return false;
  // Speculative loads (browser prefetch/prerender) are not visits until the page is shown.
  const purpose = `${request.headers.get("Sec-Purpose") ?? ""} ${request.headers.get("Purpose") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  return isPerson(request.headers.get("User-Agent"));
}

/** A person's browser: it names itself, and not as a bot. */
export function isPerson(userAgent: string | null): boolean {
  const ua = userAgent?.trim() ?? "";
  return ua !== "" && !isbot(ua);
}

/**
 * The path as recorded: no query string or fragment (they can carry e-mails and references),
 * capability links collapsed to their section (an ambassador portal link is a secret), length capped.
 */
export function recordedPath(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url, "http://localhost").pathname;
  } catch {
    return "/";
  }
  if (pathname.startsWith("/ambassador-portal/")) return "/ambassador-portal";
  if (pathname.length > 1 && pathname.endsWith("/")) pathname = pathname.replace(/\/+$/, "") || "/";
  return pathname.slice(0, MAX_PATH_LENGTH);
}

/** A coarse device class; the raw user agent is never stored. */
export function userAgentClass(userAgent: string | null | undefined): UserAgentClass {
  const ua = userAgent ?? "";
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua)))
    return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(ua)) return "mobile";
  return "desktop";
}

/** The short form of a visitor hash shown to admins and API clients. */
export function shortHash(visitorHash: string): string {
  return visitorHash.slice(0, SHORT_HASH_LENGTH);
}

/** Whether a snapshot computed at `computedAt` may be replaced at `now` (the once-a-minute guard). */
export function rollupDue(computedAt: number | undefined, now: number): boolean {
  return computedAt === undefined || now - computedAt >= ROLLUP_MIN_INTERVAL_MS || now < computedAt;
}
