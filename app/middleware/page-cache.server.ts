/**
 * The shared page cache.
 *
 * A route that every visitor sees alike (/, /gyms, /gym/{id}, the catalogue API) lists
 * `sharedPageCache` in its middleware: the page is rendered once, without anything of the visitor's,
 * and served from the Cache API until what it shows changes. A visitor's own part of such a page (the
 * header link, the hearts, the review part) comes from GET /api/me after load (app/lib/visitor.ts).
 * The key:
 * - the catalogue: `catalog_version`, bumped by triggers on every table these pages show
 *   (migrations/0005, 0010), is part of the key; a change makes every older entry unreachable;
 * - the build: its asset manifest version is part of the key, so no page points at old chunks;
 * - the day: the date in New Zealand is part of the key (the date picker's minimum);
 * - availability: searches for dates or a number of athletes depend on bookings, which change all
 *   the time, and are never cached.
 * Each page carries the CSP nonce it was rendered with; a hit swaps it for this response's nonce.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { getWorker } from "~/context.server";
import { todayInZone } from "~/domain/dates";
import { readCatalogVersion } from "~/models/catalog-version.server";
import { getSession } from "~/session.server";

/**
 * Set while a page is rendered to be shared: loaders then leave out what is the visitor's own (the
 * client reads it from /api/me) and say how long what they read from the clock stays right.
 */
export interface SharedRender {
  keepFor(seconds: number): void;
}
const sharedRenderContext = createContext<SharedRender | null>(null);

/** The shared render in progress, or null when the page is rendered for this visitor. */
export function sharedRender(context: Readonly<RouterContextProvider>): SharedRender | null {
  return context.get(sharedRenderContext);
}

/** Query parameters that make a page live: availability (bookings) or a referral (sets a cookie). */
const LIVE_PARAMS = ["from", "to", "days", "athletes", "ref"];

/** The nonce a cached page was rendered with (kept in the cache, never sent to the browser). */
const NONCE_HEADER = "X-GymRoam-Page-Nonce";
/** The page's own Cache-Control, restored on a hit. */
const ORIGINAL_CACHE_CONTROL = "X-GymRoam-Cache-Control";
/** Tells clients (and tests) whether the page came from the cache: "hit" or "miss". */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

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
  // The request's own parameters, in a fixed order; none may pose as one of the key's (`__…`).
  const params = [...url.searchParams]
    .filter(([name]) => !name.startsWith("__"))
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1));
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

/**
 * Only complete, public answers are kept: a 200 with no cookie and no private or no-store. The
 * API's own no-store is for its clients; its answers depend on nothing but the catalogue.
 */
function isCacheablePage(response: Response, api: boolean): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (response.headers.has("Set-Cookie")) return false;
  if (api) return true;
  return !/\b(private|no-store|no-cache)\b/i.test(response.headers.get("Cache-Control") ?? "");
}

async function storePage(
  cache: Cache,
  key: string,
  body: string,
  from: Headers,
  nonce: string,
  seconds: number,
) {
  const headers = new Headers(from);
  headers.delete(PAGE_CACHE_HEADER);
  const own = headers.get("Cache-Control");
  if (own) headers.set(ORIGINAL_CACHE_CONTROL, own);
  headers.set("Cache-Control", `public, max-age=${seconds}`);
  headers.set(NONCE_HEADER, nonce);
  await cache.put(key, new Response(body, { status: 200, headers }));
}

/** The cached page with this response's nonce, or undefined on a miss. */
async function readCachedPage(cache: Cache, key: string, nonce: string): Promise<Response | undefined> {
  const hit = await cache.match(key);
  if (!hit) return undefined;
  const renderedWith = hit.headers.get(NONCE_HEADER);
  const body = await hit.text();
  const headers = new Headers(hit.headers);
  for (const name of [NONCE_HEADER, "Cache-Control", "Age", "CF-Cache-Status", "Content-Length"])
    headers.delete(name);
  const own = headers.get(ORIGINAL_CACHE_CONTROL);
  headers.delete(ORIGINAL_CACHE_CONTROL);
  if (own) headers.set("Cache-Control", own);
  headers.set(PAGE_CACHE_HEADER, "hit");
  return new Response(renderedWith ? body.replaceAll(renderedWith, nonce) : body, { status: 200, headers });
}

/**
 * Whether this request may be answered with the shared page: a GET without credentials or live
 * parameters. A visitor with cookies gets the shared document too (their part comes from /api/me),
 * but not client-navigation data (`.data`: the loaders answer for them) nor a page with a toast that
 * waits in their session (a no-JavaScript heart's redirect lands there).
 */
async function mayShare(request: Request, url: URL, config: Parameters<typeof getSession>[0]) {
  if (request.method !== "GET" || request.headers.has("Authorization")) return false;
  if (LIVE_PARAMS.some((name) => url.searchParams.has(name) || url.searchParams.has(`${name}[]`)))
    return false;
  if (!request.headers.has("Cookie")) return true;
  if (url.pathname.endsWith(".data")) return false;
  return config.sessionSecrets.length === 0 || !(await getSession(config, request)).has("toast");
}

/**
 * The route middleware of a shared page: answers from the cache when it may and the page is there;
 * otherwise renders the page to be shared (loaders leave the visitor's part out) and, when the answer
 * is public, stores it in the background for as long as its loaders say it stays right.
 */
export function sharedPageCache({
  api = false,
} = {}): (...args: Parameters<MiddlewareFunction<Response>>) => Promise<Response> {
  return async ({ request, context }, next) => {
    const { config, ctx, nonce, buildVersion, pageCache: cache = sharedCache() } = getWorker(context);
    // The raw URL: a document and its `.data` (and each `_routes` subset) are different answers.
    const url = new URL(request.url);
    if (config.pageCacheSeconds <= 0 || !(await mayShare(request, url, config))) return next();
    const [catalogVersion, build] = await Promise.all([
      readCatalogVersion(config.db),
      buildVersion?.() ?? "dev",
    ]);
    const key = pageCacheKey(url, { catalogVersion, buildVersion: build });
    const hit = await readCachedPage(cache, key, nonce);
    if (hit) return hit;

    let seconds = config.pageCacheSeconds;
    context.set(sharedRenderContext, {
      keepFor: (s) => {
        seconds = Math.min(seconds, s);
      },
    });
    const response = await next();
    if (!isCacheablePage(response, api)) return response;
    const body = await response.text();
    // Infinity or less than a second: kept no longer than a day, or not at all.
    seconds = Math.min(86_400, Math.floor(seconds));
    if (seconds > 0) ctx.waitUntil(storePage(cache, key, body, response.headers, nonce, seconds));
    const headers = new Headers(response.headers);
    headers.set(PAGE_CACHE_HEADER, "miss");
    headers.delete("Content-Length");
    return new Response(body, { status: 200, headers });
  };
}
