/**
 * Which paths are pages whose views count, without imports: the worker's
 * document rule and the browser's in-app navigation beacon (app/components/page-view-beacon.ts) share it.
 * Never counted: the JSON API, the admin area (and its sign-in page), assets, React Router `.data`
 * requests and anything that looks like a file (robots.txt, sitemap.xml, CSV exports).
 */
const EXCLUDED_PREFIXES = ["/api/", "/admin", "/assets/", "/.well-known/"] as const;
const FILE_LIKE = /\.[A-Za-z0-9]{1,8}$/;

export function isCountedPath(pathname: string): boolean {
  if (!pathname.startsWith("/") || pathname.startsWith("//")) return false;
  if (pathname === "/api" || EXCLUDED_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  return !(pathname.endsWith(".data") || FILE_LIKE.test(pathname));
}
