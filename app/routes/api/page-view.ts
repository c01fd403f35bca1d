import { getWorker } from "~/context.server";
import { isCountedPath, isPerson } from "~/domain/analytics";
import { recordPageView } from "~/models/analytics.server";
import { apiError, methodNotAllowed, readBody } from "~/routes/+shared/api.server";
import type { Route } from "./+types/page-view";

const ALLOW = ["POST"];
const PATH_MESSAGE = "path must be the path of a page, such as /gyms";

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request, ALLOW);

/**
 * POST /api/page-view {path}: the browser shows a page through in-app navigation (no document request
 * reaches the worker for it, or only a `.data` one, which is never counted), so it says so once per
 * page shown (app/components/page-view-beacon.ts). The same rules as a document view: a counted
 * path, a person's browser; a same-site post (the origin middleware refuses others). 204 either way:
 * the answer tells nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ALLOW);
  const read = await readBody(request);
  if (!read.ok) return read.response;
  const path = (read.body as { path?: unknown } | null)?.path;
  if (typeof path !== "string" || path.length > 2000) return apiError(400, PATH_MESSAGE);
  let url: URL;
  try {
    url = new URL(path, "http://localhost");
  } catch {
    return apiError(400, PATH_MESSAGE);
  }
  // Only a path on this site ("/gyms"), never another origin ("//evil.example/x", "https://…").
  const onThisSite = path.startsWith("/") && url.origin === "http://localhost";
  if (onThisSite && isCountedPath(url.pathname) && isPerson(request.headers.get("User-Agent")))
    getWorker(context).ctx.waitUntil(
      recordPageView(getWorker(context).config, request, Date.now(), url.pathname),
    );
  return new Response(null, { status: 204 });
}
