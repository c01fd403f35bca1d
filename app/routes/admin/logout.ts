import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { REVIEWER } from "~/domain/admin-approvals";
import { ADMIN_MESSAGES, clearedSessionCookie, logout } from "~/models/admin-auth.server";
import { redirectWithToast } from "~/session.server";
import type { Route } from "./+types/logout";

/**
 * POST /admin/logout: revokes the admin session server-side and clears its cookie. Only the admin
 * side ends: a named admin stays signed in to their account (their bookings, their gyms) and lands
 * on it; that sign-in no longer reopens /admin by itself (the admin middleware asks for a new link).
 * The password's admin goes back to the password page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { config } = getWorker(context);
  const actor = await logout(getDb(config.db), request, Date.now());
  const headers = new Headers({ "Set-Cookie": clearedSessionCookie() });
  const next = actor !== undefined && actor !== REVIEWER ? "/account" : "/admin-login";
  return redirectWithToast(config, request, next, ADMIN_MESSAGES.loggedOut, { headers });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
