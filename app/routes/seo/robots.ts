import type { Route } from "./+types/robots";

/** /robots.txt: everything public is crawlable; private and API paths are not. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
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
