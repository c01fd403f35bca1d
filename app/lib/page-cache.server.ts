/**
 * The shared page cache for anonymous search pages (ADR 014).
 *
 * /gyms is the page every visitor opens first and the costliest to render (a search over the
 * catalogue and 24 cards). For a visitor with no cookies the page depends only on the URL, the
 * catalogue, the build and today's date, so it is rendered once and served from the Cache API
 * until one of those changes:
 * - the catalogue: `catalog_version`, bumped by triggers on every table a search shows
 *   (migrations/0005), is part of the key; a change makes every older entry unreachable;
 * - the build: its asset manifest version is part of the key, so no page points at old chunks;
 * - the day: the date in New Zealand is part of the key (the date picker's minimum);
 * - availability: searches for dates or a number of athletes depend on bookings, which change all
 *   the time, and are never cached.
 * Each page carries the CSP nonce it was rendered with; a hit swaps it for this response's nonce.
 */
import { todayInZone } from "~/domain/dates";
import type { AppConfig } from "~/env.server";

/** Pages (and their client-navigation data) served from the cache. */
const CACHED_PATHS = new Set(["/gyms", "/gyms.data"]);

/** Query parameters that make a page live: availability (bookings) or a referral (sets a cookie). */
const LIVE_PARAMS = ["from", "to", "days", "athletes", "ref"];

/** The nonce a cached page was rendered with (kept in the cache, never sent to the browser). */
const NONCE_HEADER = "X-GymRoam-Page-Nonce";
/** The page's own Cache-Control, restored on a hit. */
const ORIGINAL_CACHE_CONTROL = "X-GymRoam-Cache-Control";
/** Tells clients (and tests) whether the page came from the cache: "hit" or "miss". */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** The request's URL when it may be answered from the cache, else null. */
export function cacheablePageUrl(request: Request): URL | null {
  if (request.method !== "GET") return null;
  if (request.headers.has("Cookie") || request.headers.has("Authorization")) return null;
  const url = new URL(request.url);
  if (!CACHED_PATHS.has(url.pathname)) return null;
  if (LIVE_PARAMS.some((name) => url.searchParams.has(name) || url.searchParams.has(`${name}[]`)))
    return null;
  return url;
}

export interface PageKeyParts {
  catalogVersion: number;
  buildVersion: string;
  now?: Date;
}

/** One key per page: the parameters in a fixed order, with the catalogue, build and day. */
export function pageCacheKey(
  url: URL,
  { catalogVersion, buildVersion, now = new Date() }: PageKeyParts,
): string {
  const key = new URL(url.pathname, url.origin);
  const params = [...url.searchParams].sort(([a, x], [b, y]) =>
    a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1,
  );
  for (const [name, value] of params) key.searchParams.append(name, value);
  key.searchParams.set("__catalog", String(catalogVersion));
  key.searchParams.set("__build", buildVersion);
  key.searchParams.set("__day", todayInZone("Pacific/Auckland", now));
  return key.toString();
}

/** Cloudflare's shared cache of this data centre (`caches.default`, which the DOM types lack). */
export function sharedCache(): Cache {
  return (caches as CacheStorage & { default: Cache }).default;
}

/** The current catalogue version (one indexed read of a one-row table). */
export async function readCatalogVersion(db: D1Database): Promise<number> {
  const row = await db
    .prepare("SELECT version FROM catalog_version WHERE id = 1")
    .first<{ version: number }>();
  return row?.version ?? 0;
}

/** Only complete, public answers are kept: a 200 with no cookie and no private or no-store. */
export function isCacheablePage(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (response.headers.has("Set-Cookie")) return false;
  return !/\b(private|no-store|no-cache)\b/i.test(response.headers.get("Cache-Control") ?? "");
}

/** Stores a page (read from a clone, in the background) for `seconds`. */
export async function storePage(
  cache: Cache,
  key: string,
  response: Response,
  nonce: string,
  seconds: number,
): Promise<void> {
  const headers = new Headers(response.headers);
  headers.delete("Set-Cookie");
  headers.delete(PAGE_CACHE_HEADER);
  const own = headers.get("Cache-Control");
  if (own) headers.set(ORIGINAL_CACHE_CONTROL, own);
  headers.set("Cache-Control", `public, max-age=${seconds}`);
  headers.set(NONCE_HEADER, nonce);
  await cache.put(key, new Response(response.body, { status: 200, headers }));
}

/** The cached page with this response's nonce, or undefined on a miss. */
export async function readCachedPage(
  cache: Cache,
  key: string,
  nonce: string,
): Promise<Response | undefined> {
  const hit = await cache.match(key);
  if (!hit) return undefined;
  const renderedWith = hit.headers.get(NONCE_HEADER);
  const body = await hit.text();
  const headers = new Headers(hit.headers);
  headers.delete(NONCE_HEADER);
  headers.delete("Cache-Control");
  headers.delete("Age");
  headers.delete("CF-Cache-Status");
  const own = headers.get(ORIGINAL_CACHE_CONTROL);
  headers.delete(ORIGINAL_CACHE_CONTROL);
  if (own) headers.set("Cache-Control", own);
  headers.set(PAGE_CACHE_HEADER, "hit");
  return new Response(renderedWith ? body.replaceAll(renderedWith, nonce) : body, { status: 200, headers });
}

export interface PageCacheDeps {
  config: Pick<AppConfig, "db" | "pageCacheSeconds">;
  ctx: Pick<ExecutionContext, "waitUntil">;
  /** This response's CSP nonce. */
  nonce: string;
  /** The build's asset manifest version. */
  buildVersion: () => Promise<string>;
  cache?: Cache;
}

/**
 * Answers from the cache when the request may be and the page is there; otherwise renders it and,
 * when the answer is public, stores it in the background (`waitUntil`).
 */
export async function withPageCache(
  request: Request,
  render: () => Promise<Response>,
  { config, ctx, nonce, buildVersion, cache = sharedCache() }: PageCacheDeps,
): Promise<Response> {
  const url = config.pageCacheSeconds > 0 ? cacheablePageUrl(request) : null;
  if (!url) return render();
  const [catalogVersion, build] = await Promise.all([readCatalogVersion(config.db), buildVersion()]);
  const key = pageCacheKey(url, { catalogVersion, buildVersion: build });
  const hit = await readCachedPage(cache, key, nonce);
  if (hit) return hit;
  const response = await render();
  if (!isCacheablePage(response)) return response;
  ctx.waitUntil(storePage(cache, key, response.clone(), nonce, config.pageCacheSeconds));
  const out = new Response(response.body, response);
  out.headers.set(PAGE_CACHE_HEADER, "miss");
  return out;
}
