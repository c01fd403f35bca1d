import { getWorker } from "~/context.server";
import { readAnalytics, visitorAnalytics } from "~/models/analytics.server";
import { methodNotAllowed } from "~/routes/+shared/api.server";
import type { Route } from "./+types/visitor-analytics";

/**
 * GET /api/admin/visitor-analytics (admin cookie or `Authorization: Bearer <token>`; 401 without):
 * the spec's figures for the last 24 hours, `{ totalVisits, uniqueIPs, gymApplicationPageVisits,
 * popularPages: [{ path, count }], recentVisits: [{ path, timestamp, ip }] }`, where `ip` is a short
 * salted visitor hash, never an address. Read from the KV rollup (computed once if none is stored);
 * `Last-Modified` says when the figures were computed.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const worker = getWorker(context);
  const snapshot = await readAnalytics(worker.config, Date.now());
  return Response.json(visitorAnalytics(snapshot), {
    headers: {
      "Cache-Control": "no-store",
      "Last-Modified": new Date(snapshot.computedAt).toUTCString(),
    },
  });
}

/** Anything but GET/HEAD: 405 (after the layout's session check, so the answer reveals nothing). */
export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET"]);
}
