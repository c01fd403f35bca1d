/**
 * The shared page cache (ADR 014, ADR 028).
 *
 * /, /gyms and /gym/{id} (and the catalogue API) are rendered once and served from the Cache API
 * until what they show changes. The shared copy is rendered without the request's cookies; a visitor
 * with cookies gets it with their own part (header link, hearts) set by the worker
 * (./personal-overlay.server.ts). The key:
 * - the catalogue: `catalog_version`, bumped by triggers on every table these pages show
 *   (migrations/0005, 0010), is part of the key; a change makes every older entry unreachable;
 * - the build: its asset manifest version is part of the key, so no page points at old chunks;
 * - the day: the date in New Zealand is part of the key (the date picker's minimum);
 * - availability: searches for dates or a number of athletes depend on bookings, which change all
 *   the time, and are never cached.
 * Each page carries the CSP nonce it was rendered with; a hit swaps it for this response's nonce.
 *
 * My Bookings, the account page and the partner overview are kept too, but per visitor: the copy rendered for them, under a
 * key that holds whose rows it shows (the live account, else the anonymous identity, and the bookings
 * found on this browser) and how often what each of those people has changed (`personal_versions`,
 * counted by triggers), for no longer than what it reads from the clock stays right (ADR 039).
 */
import { todayInZone } from "~/domain/dates";
import type { AppConfig } from "~/env.server";
import { PAGE_FRESH_HEADER } from "./page-freshness";
import {
  applyPersonal,
  CATALOG_VERSION_SQL,
  heartGymIds,
  isAnonymous,
  ownPageStatement,
  personalFor,
  personalReview,
  visitorCookies,
  visitorStatement,
} from "./personal-overlay.server";

/**
 * What a path is to the cache:
 * - `page`: a page whose only personal parts are the header link and the hearts (the document may be
 *   shared with a visitor who has cookies, their part set by the worker; its `.data` may not);
 * - `api`: public JSON that no cookie changes.
 * - `own`: a page that is the visitor's own (My Bookings; the account page and the partner overview,
 *   `signedIn`: only for a live account session), kept per visitor (ADR 039).
 * `gymId`: a gym page (its heart and review part). A page that reads the clock says how long it
 * stays right in PAGE_FRESH_HEADER (~/lib/page-freshness).
 */
interface CachedPath {
  kind: "page" | "api" | "own";
  data: boolean;
  gymId?: number;
  signedIn?: boolean;
}

export function cachedPath(pathname: string): CachedPath | null {
  if (pathname === "/") return { kind: "page", data: false };
  if (pathname === "/_root.data") return { kind: "page", data: true };
  if (pathname === "/gyms") return { kind: "page", data: false };
  if (pathname === "/gyms.data") return { kind: "page", data: true };
  if (pathname === "/api/gyms") return { kind: "api", data: false };
  if (pathname === "/bookings") return { kind: "own", data: false };
  if (pathname === "/bookings.data") return { kind: "own", data: true };
  if (pathname === "/account") return { kind: "own", data: false, signedIn: true };
  if (pathname === "/account.data") return { kind: "own", data: true, signedIn: true };
  if (pathname === "/partner") return { kind: "own", data: false, signedIn: true };
  if (pathname === "/partner.data") return { kind: "own", data: true, signedIn: true };
  const gym = /^\/gym\/([1-9]\d{0,9})(\.data)?$/.exec(pathname);
  if (gym) return { kind: "page", data: gym[2] !== undefined, gymId: Number(gym[1]) };
  if (/^\/api\/gyms\/[1-9]\d{0,9}$/.test(pathname)) return { kind: "api", data: false };
  return null;
}

/**
 * Query parameters that make a page live: availability (bookings) or a referral (sets a cookie); on
 * My Bookings, a step in progress (the cancel confirm step, the change-date form).
 */
const LIVE_PARAMS = ["from", "to", "days", "athletes", "ref"];
const OWN_LIVE_PARAMS = ["cancel", "change", "ref"];

/** The nonce a cached page was rendered with (kept in the cache, never sent to the browser). */
const NONCE_HEADER = "X-GymRoam-Page-Nonce";
/** The gyms whose hearts a cached page shows (kept in the cache, never sent to the browser). */
const GYMS_HEADER = "X-GymRoam-Page-Gyms";
/** The page's own Cache-Control, restored on a hit. */
const ORIGINAL_CACHE_CONTROL = "X-GymRoam-Cache-Control";
/** Tells clients (and tests) whether the page came from the cache: "hit" or "miss". */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/**
 * The request's URL when it may be answered from the shared cache, else null. A request with
 * cookies may be, for a page document (its personal part is set per visitor, ADR 028) or the API.
 */
export function cacheablePageUrl(request: Request): URL | null {
  if (request.method !== "GET") return null;
  if (request.headers.has("Authorization")) return null;
  const url = new URL(request.url);
  const path = cachedPath(url.pathname);
  if (!path) return null;
  // A visitor's own page is theirs alone: only with their cookies, data requests included.
  if (path.kind === "own" ? !request.headers.has("Cookie") : path.data && request.headers.has("Cookie"))
    return null;
  const live = path.kind === "own" ? OWN_LIVE_PARAMS : LIVE_PARAMS;
  if (live.some((name) => url.searchParams.has(name) || url.searchParams.has(`${name}[]`))) return null;
  return url;
}

export interface PageKeyParts {
  catalogVersion: number;
  buildVersion: string;
  now?: Date;
  /** A second shared copy of the page (see SharedVariant). */
  variant?: SharedVariant;
  /** A visitor's own copy: whose lists it shows and how often each changed (ADR 039). */
  own?: OwnPageKey;
}

export interface OwnPageKey {
  /** The live account, else the anonymous identity (null: only bookings found on this browser). */
  owner: number | null;
  signedIn: boolean;
  /** The bookings found on this browser by e-mail and reference. */
  linked: readonly number[];
  /** How often what each person it shows changed, "user:version" in user order. */
  versions: string;
  /** Who the configuration makes an admin (the account page links the admin area for them). */
  admins?: readonly string[];
}

/**
 * A shared copy of a page other than the anonymous one. `review-form`: the gym page as everyone who
 * may review that gym sees it, the review form without its booking id, which the worker sets per
 * visitor (ADR 036).
 */
export type SharedVariant = "review-form";

/** One key per page: the parameters in a fixed order, with the catalogue, build and day. */
export function pageCacheKey(
  url: URL,
  { catalogVersion, buildVersion, now = new Date(), variant, own }: PageKeyParts,
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
  if (variant) key.searchParams.set("__variant", variant);
  if (own) {
    key.searchParams.set("__owner", own.owner === null ? "-" : String(own.owner));
    key.searchParams.set("__signed", own.signedIn ? "1" : "0");
    key.searchParams.set("__linked", own.linked.join(","));
    key.searchParams.set("__versions", own.versions);
    if (own.admins) key.searchParams.set("__admins", own.admins.join(","));
  }
  return key.toString();
}

/** Cloudflare's shared cache of this data centre (`caches.default`, which the DOM types lack). */
export function sharedCache(): Cache {
  return (caches as CacheStorage & { default: Cache }).default;
}

function catalogVersionStatement(db: D1Database): D1PreparedStatement {
  return db.prepare(CATALOG_VERSION_SQL);
}

/** The current catalogue version (one indexed read of a one-row table). */
export async function readCatalogVersion(db: D1Database): Promise<number> {
  const row = await catalogVersionStatement(db).first<{ version: number }>();
  return row?.version ?? 0;
}

/**
 * Only complete, public answers are kept: a 200 with no cookie and no private or no-store. A visitor's
 * own page is private by nature: its no-store is for the browser, and it is kept only under its key.
 */
export function isCacheablePage(response: Response, { api = false, own = false } = {}): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (response.headers.has("Set-Cookie")) return false;
  // The API's own no-store is for its clients; its answers depend on nothing but the catalogue.
  if (api || own) return true;
  return !/\b(private|no-store|no-cache)\b/i.test(response.headers.get("Cache-Control") ?? "");
}

interface Page {
  body: string;
  headers: Headers;
  /** The gyms whose hearts the page shows. */
  gymIds: number[];
}

/** Stores a page (in the background) for `seconds`. */
export async function storePage(cache: Cache, key: string, page: Page, nonce: string, seconds: number) {
  const headers = new Headers(page.headers);
  headers.delete("Set-Cookie");
  headers.delete(PAGE_CACHE_HEADER);
  const own = headers.get("Cache-Control");
  if (own) headers.set(ORIGINAL_CACHE_CONTROL, own);
  headers.set("Cache-Control", `public, max-age=${seconds}`);
  headers.set(NONCE_HEADER, nonce);
  headers.set(GYMS_HEADER, page.gymIds.join(","));
  await cache.put(key, new Response(page.body, { status: 200, headers }));
}

/** The cached page with this response's nonce, or undefined on a miss. */
export async function readCachedPage(cache: Cache, key: string, nonce: string): Promise<Page | undefined> {
  const hit = await cache.match(key);
  if (!hit) return undefined;
  const renderedWith = hit.headers.get(NONCE_HEADER);
  const body = await hit.text();
  const gymIds = (hit.headers.get(GYMS_HEADER) ?? "").split(",").filter(Boolean).map(Number);
  const headers = new Headers(hit.headers);
  for (const name of [NONCE_HEADER, GYMS_HEADER, "Cache-Control", "Age", "CF-Cache-Status"])
    headers.delete(name);
  const own = headers.get(ORIGINAL_CACHE_CONTROL);
  headers.delete(ORIGINAL_CACHE_CONTROL);
  if (own) headers.set("Cache-Control", own);
  return { body: renderedWith ? body.replaceAll(renderedWith, nonce) : body, headers, gymIds };
}

export interface PageCacheDeps {
  config: Pick<AppConfig, "db" | "pageCacheSeconds" | "sessionSecrets"> &
    Partial<Pick<AppConfig, "adminEmails">>;
  ctx: Pick<ExecutionContext, "waitUntil">;
  /** This response's CSP nonce. */
  nonce: string;
  /** The build's asset manifest version. */
  buildVersion: () => Promise<string>;
  cache?: Cache;
  now?: () => number;
}

/**
 * Renders a request: `shared` true when the page is rendered to be shared (the request then carries
 * no cookies, and loaders leave the personal part to the worker, ADR 028), `variant` for a shared
 * copy other than the anonymous one (ADR 036).
 */
export type RenderPage = (request: Request, shared: boolean, variant?: SharedVariant) => Promise<Response>;

/** The response with how long a shared copy of it stays right (for the cache alone). */
export function withFreshness(response: Response, seconds: number): Response {
  const out = new Response(response.body, response);
  // Infinity (nothing the page reads from the clock ever changes it): a day, PAGE_CACHE_SECONDS caps it.
  out.headers.set(PAGE_FRESH_HEADER, String(Math.min(86_400, Math.max(0, Math.floor(seconds)))));
  return out;
}

function withoutFreshness(response: Response): Response {
  if (!response.headers.has(PAGE_FRESH_HEADER)) return response;
  const out = new Response(response.body, response);
  out.headers.delete(PAGE_FRESH_HEADER);
  return out;
}

/** The same request without its cookies: what every visitor shares. */
function withoutCookies(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("Cookie");
  return new Request(request.url, { method: request.method, headers });
}

/**
 * Answers from the cache when the request may be and the page is there; otherwise renders the shared
 * page and, when the answer is public, stores it in the background (`waitUntil`). A visitor with
 * cookies gets the shared page with their own part set (ADR 028, ADR 036), unless the page is theirs
 * alone: a toast waits for them. A visitor who may review a gym gets that gym's shared review-form
 * copy with their booking id set.
 */
export async function withPageCache(
  request: Request,
  render: RenderPage,
  { config, ctx, nonce, buildVersion, cache = sharedCache(), now = Date.now }: PageCacheDeps,
): Promise<Response> {
  // A page rendered for this visitor alone: the freshness header is the cache's, never sent on.
  const rendered = async (req: Request) => withoutFreshness(await render(req, false));
  const url = config.pageCacheSeconds > 0 ? cacheablePageUrl(request) : null;
  const path = url && cachedPath(url.pathname);
  if (!url || !path) return rendered(request);
  if (path.kind === "own")
    return withOwnPage(request, url, path, render, { config, ctx, nonce, buildVersion, cache, now });
  const personal = path.kind === "page" && request.headers.has("Cookie");
  const cookies = personal ? await visitorCookies(config as AppConfig, request) : undefined;
  if (cookies?.toast) return rendered(request);
  // One D1 statement: the catalogue version and, for a visitor with cookies, who they are and theirs.
  const visitor = cookies && visitorStatement(config.db, cookies, { gymId: path.gymId, now: now() });
  const [result, build] = await Promise.all([
    (visitor?.statement ?? catalogVersionStatement(config.db)).all(),
    buildVersion(),
  ]);
  const facts = visitor?.read(result);
  const catalogVersion =
    facts?.catalogVersion ?? (result.results[0] as { version?: number } | undefined)?.version ?? 0;
  // A visitor who may review this gym: the copy with the review form (its booking id set below).
  const review = facts && personalReview(facts);
  const variant: SharedVariant | undefined = review && "bookingId" in review ? "review-form" : undefined;
  const key = pageCacheKey(url, { catalogVersion, buildVersion: build, now: new Date(now()), variant });
  let page = await readCachedPage(cache, key, nonce);
  const status = page ? "hit" : "miss";
  if (!page) {
    const response = await render(cookies ? withoutCookies(request) : request, true, variant);
    if (!isCacheablePage(response, { api: path.kind === "api" }))
      return cookies ? rendered(request) : withoutFreshness(response);
    const body = await response.text();
    page = { body, headers: new Headers(response.headers), gymIds: heartGymIds(body) };
    const fresh = page.headers.get(PAGE_FRESH_HEADER);
    page.headers.delete(PAGE_FRESH_HEADER);
    const seconds = Math.min(
      config.pageCacheSeconds,
      fresh === null ? Number.POSITIVE_INFINITY : Number(fresh),
    );
    if (seconds > 0) ctx.waitUntil(storePage(cache, key, page, nonce, seconds));
  }
  const headers = new Headers(page.headers);
  headers.set(PAGE_CACHE_HEADER, status);
  const theirs = facts && personalFor(facts, page.gymIds);
  const body = theirs && !isAnonymous(theirs) ? applyPersonal(page.body, theirs) : page.body;
  headers.delete("Content-Length"); // the visitor's part changes it; a string body gets its own
  return new Response(body, { status: 200, headers });
}

/**
 * A visitor's own page (ADR 039): one D1 read says whose rows it shows and how often what each of them
 * has changed; the copy kept under that key is theirs, else the page is rendered for them and kept (in
 * the background) for as long as the route says it stays right. A toast, a step in progress or a cookie
 * being set makes the page this response's alone; a page for accounts is kept only for a live session
 * (without one its middleware sends the visitor to sign in).
 */
async function withOwnPage(
  request: Request,
  url: URL,
  path: CachedPath,
  render: RenderPage,
  { config, ctx, nonce, buildVersion, cache, now }: PageCacheDeps & { cache: Cache; now: () => number },
): Promise<Response> {
  const rendered = async () => withoutFreshness(await render(request, false));
  const cookies = await visitorCookies(config as AppConfig, request);
  if (cookies.toast) return rendered();
  const at = now();
  const statement = ownPageStatement(config.db, cookies, at);
  // Nothing of theirs (no identity, nothing found on this browser): an empty page, quickly rendered.
  if (!statement) return rendered();
  const [facts, build] = await Promise.all([statement.read(), buildVersion()]);
  if (path.signedIn && !facts.signedIn) return rendered();
  const key = pageCacheKey(url, {
    catalogVersion: facts.catalogVersion,
    buildVersion: build,
    now: new Date(at),
    own: {
      owner: facts.owner,
      signedIn: facts.signedIn,
      linked: cookies.linked,
      versions: facts.versions,
      ...(path.signedIn ? { admins: config.adminEmails ?? [] } : {}),
    },
  });
  const kept = await readCachedPage(cache, key, nonce);
  if (kept) {
    const headers = new Headers(kept.headers);
    headers.set(PAGE_CACHE_HEADER, "hit");
    return new Response(kept.body, { status: 200, headers });
  }
  // Rendered after the versions were read: a write in between makes this copy newer than its key, never older.
  const response = await render(request, false);
  const fresh = response.headers.get(PAGE_FRESH_HEADER);
  // A page that does not say how long it stays right is not kept.
  if (fresh === null || !isCacheablePage(response, { own: true })) return withoutFreshness(response);
  const body = await response.text();
  const headers = new Headers(response.headers);
  headers.delete(PAGE_FRESH_HEADER);
  const seconds = Math.min(config.pageCacheSeconds, Number(fresh));
  if (seconds > 0) ctx.waitUntil(storePage(cache, key, { body, headers, gymIds: [] }, nonce, seconds));
  headers.set(PAGE_CACHE_HEADER, "miss");
  return new Response(body, { status: 200, headers });
}
