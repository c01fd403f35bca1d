import { getWorker } from "~/context.server";
import type { Route } from "./+types/robots";

/**
 * /robots.txt: everything public is crawlable; private and API paths are not. The sitemap's address
 * comes from PUBLIC_ORIGIN, never from the request's Host header.
 */
export function loader({ context }: Route.LoaderArgs) {
  const origin = getWorker(context).config.publicOrigin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /admin-login",
    "Disallow: /api/",
    "Disallow: /bookings",
    "Disallow: /saved-gyms",
    "Disallow: /healthz",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
