import { clearedAccountCookie } from "~/auth.server";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { signedInAccount } from "~/identity.server";
import { endSession } from "~/models/account.server";
import { ADMIN_MESSAGES, clearedSessionCookie, logout } from "~/models/admin-auth.server";
import { redirectWithToast } from "~/session.server";
import type { Route } from "./+types/logout";

/**
 * POST /admin/logout: revokes the session server-side and clears the cookie. A named admin's
 * account session on this device ends too, or the next visit to /admin would open a new admin
 * session from it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { config } = getWorker(context);
  const db = getDb(config.db);
  await logout(db, request, Date.now());
  const headers = new Headers({ "Set-Cookie": clearedSessionCookie() });
  const account = await signedInAccount(config, request);
  if (account) {
    await endSession(db, account.userId, account.sessionId);
    headers.append("Set-Cookie", clearedAccountCookie());
  }
  return redirectWithToast(config, request, "/admin-login", ADMIN_MESSAGES.loggedOut, { headers });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
