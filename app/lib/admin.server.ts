import { redirect } from "react-router";
import type { WorkerContext } from "~/context.server";
import { getDb } from "~/db/client.server";
import { ADMIN_MESSAGES, isAdmin } from "~/models/admin-auth.server";

/**
 * Every admin loader and action starts with one of these. Pages redirect to /admin-login; API
 * routes answer 401 (the spec's client clears its token and goes to the login page).
 */
export async function requireAdminPage(worker: WorkerContext, request: Request): Promise<void> {
  if (!(await isAdmin(getDb(worker.config.db), request, Date.now()))) throw redirect("/admin-login");
}

export async function requireAdminApi(
  worker: WorkerContext,
  request: Request,
): Promise<Response | undefined> {
  if (await isAdmin(getDb(worker.config.db), request, Date.now())) return undefined;
  return Response.json(
    { error: ADMIN_MESSAGES.unauthorized },
    { status: 401, headers: { "WWW-Authenticate": 'Bearer realm="admin"', "Cache-Control": "no-store" } },
  );
}

/** Admin pages are never cached or indexed. */
export const ADMIN_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;
