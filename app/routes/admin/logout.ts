import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { ADMIN_MESSAGES, clearedSessionCookie, logout } from "~/models/admin-auth.server";
import { redirectWithToast } from "~/session.server";
import type { Route } from "./+types/logout";

/** POST /admin/logout: revokes the session server-side and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const { config } = getWorker(context);
  await logout(getDb(config.db), request, Date.now());
  return redirectWithToast(config, request, "/admin-login", ADMIN_MESSAGES.loggedOut, {
    headers: { "Set-Cookie": clearedSessionCookie() },
  });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
