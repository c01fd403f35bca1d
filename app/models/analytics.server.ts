/**
 * Visitor analytics storage (docs/decisions/009-visitor-analytics.md):
 * - every page view is one appended row in D1 `page_views` (exact under any concurrency, no
 *   read-modify-write), written by the worker after the response with `ctx.waitUntil`;
 * - the scheduled job (and the admin's "Refresh now") computes the last 24 hours from D1 and writes
 *   the figures as ONE JSON value under ONE KV key, at most once a minute (KV takes about one write
 *   per second per key and is eventually consistent); the dashboard and the API read that value;
 * - the IP is kept only as a salted SHA-256 (`visitor_hash`); admins see its first characters.
 */

import { and, asc, count, countDistinct, desc, gt, inArray, lt, lte, sql } from "drizzle-orm";
import { type Db, getDb } from "~/db/client.server";
import { pageViews } from "~/db/schema";
import {
  ANALYTICS_WINDOW_MS,
  type AnalyticsSnapshot,
  GYM_APPLICATION_PATH,
  PAGE_VIEW_RETENTION_MS,
  POPULAR_PAGES_LIMIT,
  RECENT_VISITS_LIMIT,
  ROLLUP_MIN_INTERVAL_MS,
  recordedPath,
  rollupDue,
  shortHash,
  userAgentClass,
  type VisitorAnalytics,
} from "~/domain/analytics";
import type { AppConfig } from "~/env.server";
import { sha256Hex } from "~/lib/hash";

/** The one KV key the rolled-up figures live under. */
export const ANALYTICS_KV_KEY = "analytics:24h";
/** Old rows deleted per rollup at most, so one run's work stays bounded after a long pause. */
const PRUNE_BATCH = 5000;

type AnalyticsConfig = Pick<AppConfig, "db" | "analytics" | "analyticsSalt">;

/** The client's IP as Cloudflare reports it (the forwarded header only matters locally). */
function clientIp(request: Request): string {
  return (
    request.headers.get("CF-Connecting-IP")?.trim() ||
    request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim() ||
    "unknown"
  );
}

/** Salted SHA-256 of an IP: the same visitor gives the same hash; the IP itself is never stored. */
export function visitorHash(salt: string, ip: string): Promise<string> {
  return sha256Hex(`visit:${salt}:${ip}`);
}

/**
 * Records one page view (call it only when `shouldRecordPageView` says so). One INSERT, so 100
 * concurrent views are 100 rows. Never throws: a failure is logged and reported as `false`, so it
 * can never break the response it runs behind.
 */
export async function recordPageView(
  config: Pick<AppConfig, "db" | "analyticsSalt">,
  request: Request,
  now: number = Date.now(),
  /** The page shown, when it is not the request's own URL (an in-app navigation's beacon). */
  shownPath?: string,
): Promise<boolean> {
  try {
    await getDb(config.db)
      .insert(pageViews)
      .values({
        path: recordedPath(shownPath ?? request.url),
        visitorHash: await visitorHash(config.analyticsSalt, clientIp(request)),
        userAgentClass: userAgentClass(request.headers.get("User-Agent")),
        createdAt: new Date(now),
      });
    return true;
  } catch (error) {
    console.error("Could not record a page view:", error);
    return false;
  }
}

/**
 * The figures for the 24 hours ending at `now`, read from D1 in one batch (one consistent
 * snapshot), which also deletes (a bounded number of) views past the retention period.
 */
export async function computeAnalytics(db: Db, now: number): Promise<AnalyticsSnapshot> {
  const windowStart = now - ANALYTICS_WINDOW_MS;
  const inWindow = and(
    gt(pageViews.createdAt, new Date(windowStart)),
    lte(pageViews.createdAt, new Date(now)),
  );
  const views = count();
  const [totals, popular, recent] = await db.batch([
    db
      .select({
        totalVisits: count(),
        uniqueIPs: countDistinct(pageViews.visitorHash),
        gymApplicationPageVisits: sql<number>`coalesce(sum(${pageViews.path} = ${GYM_APPLICATION_PATH}), 0)`,
      })
      .from(pageViews)
      .where(inWindow),
    db
      .select({ path: pageViews.path, count: views })
      .from(pageViews)
      .where(inWindow)
      .groupBy(pageViews.path)
      .orderBy(desc(views), asc(pageViews.path))
      .limit(POPULAR_PAGES_LIMIT),
    db
      .select({ path: pageViews.path, createdAt: pageViews.createdAt, visitorHash: pageViews.visitorHash })
      .from(pageViews)
      .where(inWindow)
      .orderBy(desc(pageViews.createdAt), desc(pageViews.id))
      .limit(RECENT_VISITS_LIMIT),
    db.delete(pageViews).where(
      inArray(
        pageViews.id,
        db
          .select({ id: pageViews.id })
          .from(pageViews)
          .where(lt(pageViews.createdAt, new Date(now - PAGE_VIEW_RETENTION_MS)))
          .limit(PRUNE_BATCH),
      ),
    ),
  ]);
  const total = totals[0];
  return {
    version: 1,
    computedAt: now,
    windowStart,
    totalVisits: Number(total?.totalVisits ?? 0),
    uniqueIPs: Number(total?.uniqueIPs ?? 0),
    gymApplicationPageVisits: Number(total?.gymApplicationPageVisits ?? 0),
    popularPages: popular.map((row) => ({ path: row.path, count: Number(row.count) })),
    recentVisits: recent.map((row) => ({
      path: row.path,
      timestamp: row.createdAt.toISOString(),
      ip: shortHash(row.visitorHash),
    })),
  };
}

function isSnapshot(value: unknown): value is AnalyticsSnapshot {
  if (!value || typeof value !== "object") return false;
  const v = value as Partial<AnalyticsSnapshot>;
  return (
    v.version === 1 &&
    typeof v.computedAt === "number" &&
    typeof v.totalVisits === "number" &&
    Array.isArray(v.popularPages) &&
    Array.isArray(v.recentVisits)
  );
}

/** The stored figures, or undefined when none (or something unreadable) is stored. */
export async function readStoredAnalytics(kv: KVNamespace): Promise<AnalyticsSnapshot | undefined> {
  try {
    const value = await kv.get(ANALYTICS_KV_KEY, "json");
    return isSnapshot(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The spec's fields only (the API's response). */
export function visitorAnalytics(snapshot: AnalyticsSnapshot): VisitorAnalytics {
  const { totalVisits, uniqueIPs, gymApplicationPageVisits, popularPages, recentVisits } = snapshot;
  return { totalVisits, uniqueIPs, gymApplicationPageVisits, popularPages, recentVisits };
}

const sameFigures = (a: AnalyticsSnapshot, b: AnalyticsSnapshot) =>
  JSON.stringify(visitorAnalytics(a)) === JSON.stringify(visitorAnalytics(b));

export type RollupResult =
  | { status: "written"; snapshot: AnalyticsSnapshot }
  /** The stored figures are less than a minute old: nothing computed, nothing written. */
  | { status: "too_soon"; snapshot: AnalyticsSnapshot; retryAfterMs: number }
  /** Recomputed, but identical to the stored figures, so KV was not written (`skipUnchanged`). */
  | { status: "unchanged"; snapshot: AnalyticsSnapshot }
  /** Computed, but KV refused the write (e.g. its per-key rate limit); the figures are still returned. */
  | { status: "write_failed"; snapshot: AnalyticsSnapshot };

/**
 * Rolls the last 24 hours up into the one KV value, at most once a minute (the guard reads the
 * stored `computedAt`). `skipUnchanged` (the cron job) leaves KV alone when nothing changed, so a
 * quiet site makes no writes at all.
 */
export async function rollupAnalytics(
  config: AnalyticsConfig,
  now: number,
  options: { skipUnchanged?: boolean } = {},
): Promise<RollupResult> {
  const stored = await readStoredAnalytics(config.analytics);
  if (stored && !rollupDue(stored.computedAt, now))
    return {
      status: "too_soon",
      snapshot: stored,
      retryAfterMs: stored.computedAt + ROLLUP_MIN_INTERVAL_MS - now,
    };
  const snapshot = await computeAnalytics(getDb(config.db), now);
  if (options.skipUnchanged && stored && sameFigures(stored, snapshot))
    return { status: "unchanged", snapshot };
  try {
    await config.analytics.put(ANALYTICS_KV_KEY, JSON.stringify(snapshot));
    return { status: "written", snapshot };
  } catch (error) {
    console.warn("Could not store the analytics rollup:", error);
    return { status: "write_failed", snapshot };
  }
}

/** What the dashboard and the API show: the stored figures, computed (and stored) once if none yet. */
export async function readAnalytics(config: AnalyticsConfig, now: number): Promise<AnalyticsSnapshot> {
  const stored = await readStoredAnalytics(config.analytics);
  if (stored) return stored;
  return (await rollupAnalytics(config, now)).snapshot;
}
