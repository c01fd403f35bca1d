import { asc, eq } from "drizzle-orm";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { gyms } from "~/db/schema";
import type { Route } from "./+types/sitemap";

/** Public screens that exist without parameters. */
export const SITEMAP_STATIC_PATHS = [
  "/",
  "/about",
  "/gym-terms",
  "/add-gym",
  "/ambassador-terms",
  "/ambassador-application",
  "/waitlist",
  "/merchandise",
] as const;

/** One sitemap file holds at most 50,000 URLs (sitemaps.org); beyond that a sitemap index is needed. */
const MAX_URLS = 50_000;

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

/**
 * /sitemap.xml: the public screens and every active gym's page, as absolute links from PUBLIC_ORIGIN
 * (never from the request's Host header, which a client chooses).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const origin = config.publicOrigin;
  const rows = await getDb(config.db)
    .select({ id: gyms.id })
    .from(gyms)
    .where(eq(gyms.isActive, true))
    .orderBy(asc(gyms.id))
    .limit(MAX_URLS - SITEMAP_STATIC_PATHS.length);
  const urls = [...SITEMAP_STATIC_PATHS, ...rows.map((r) => `/gym/${r.id}`)];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
    .join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
