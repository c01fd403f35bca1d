import { eq, sql } from "drizzle-orm";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { gyms } from "~/db/schema";
import type { Route } from "./+types/sitemap";

/** Public screens that exist without parameters. */
export const SITEMAP_STATIC_PATHS = [
  "/",
  "/gyms",
  "/about",
  "/gym-terms",
  "/add-gym",
  "/ambassador-terms",
  "/ambassador-application",
  "/waitlist",
  "/merchandise",
] as const;

/** Pages whose content is the gym catalogue: their lastmod is the catalogue's latest change. */
const CATALOGUE_PATHS: ReadonlySet<string> = new Set(["/", "/gyms"]);

/** One sitemap file holds at most 50,000 URLs (sitemaps.org); beyond that a sitemap index is needed. */
const MAX_URLS = 50_000;

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

/** A W3C Datetime date (YYYY-MM-DD, UTC), as sitemaps.org's lastmod takes it. */
export const w3cDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * /sitemap.xml: the public screens and every active gym's page, as absolute links from PUBLIC_ORIGIN
 * (never from the request's Host header, which a client chooses). lastmod comes from the data: a gym
 * page's is its newest review or its listing date, /gyms and / take the newest of those; the fixed
 * pages have none (nothing records when their text changed), which sitemaps.org allows.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const origin = config.publicOrigin;
  const rows = await getDb(config.db)
    .select({
      id: gyms.id,
      // Qualified by hand: inside the subquery a bare "id" would be the review's.
      changedAt: sql<number>`max("gyms"."created_at", coalesce((SELECT max(r.created_at) FROM reviews r WHERE r.gym_id = "gyms"."id"), 0))`,
    })
    .from(gyms)
    .where(eq(gyms.isActive, true))
    .orderBy(gyms.id)
    .limit(MAX_URLS - SITEMAP_STATIC_PATHS.length);
  const catalogueChangedAt = rows.reduce((latest, row) => Math.max(latest, Number(row.changedAt)), 0);
  const urls: { path: string; lastmod?: number }[] = [
    ...SITEMAP_STATIC_PATHS.map((path) => ({
      path,
      lastmod: CATALOGUE_PATHS.has(path) && catalogueChangedAt > 0 ? catalogueChangedAt : undefined,
    })),
    ...rows.map((r) => ({ path: `/gym/${r.id}`, lastmod: Number(r.changedAt) })),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ""}</url>`,
    )
    .join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
