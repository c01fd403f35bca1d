/**
 * Who may use the admin area is decided here, once (architecture.md "Layers"): the admin layout
 * route (/admin/*) and the pathless layout of /api/admin/* (except /api/admin/login) run these
 * middlewares, which put the signed-in admin in the router context. Route modules read it with
 * `getAdmin(context)`: none checks the session itself.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import type { AdminIdentity } from "~/domain/actors";
import { REVIEWER } from "~/domain/admin-approvals";
import {
  ADMIN_IDLE_MS,
  ADMIN_MESSAGES,
  adminSession,
  loggedOutSince,
  openNamedAdminSession,
  sessionCookie,
  sha256Hex,
} from "~/models/admin-auth.server";
import { identifyAccount } from "./account.server";
import { drain } from "./public-posts.server";

export const adminContext = createContext<AdminIdentity>();

/** The signed-in admin; only callable below an admin middleware (throws otherwise: a 500, never a pass). */
export function getAdmin(context: Readonly<RouterContextProvider>): AdminIdentity {
  return context.get(adminContext);
}

async function identify(context: Readonly<RouterContextProvider>, request: Request) {
  const session = await adminSession(getDb(getWorker(context).config.db), request, Date.now());
  return session ? { sessionId: session.sessionId, name: session.actor || REVIEWER } : undefined;
}

/**
 * Admin pages: a live admin session (the password's, or a named admin's), or a named admin
 * (ADMIN_EMAILS) who signed in by e-mail link in the last 30 minutes, who gets an admin session of
 * their own here. A named admin whose sign-in is older, or who logged out of the admin area since it,
 * signs in again (/sign-in?fresh=1); anyone else goes to /admin-login.
 */
export const adminPageMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const admin = await identify(context, request);
  if (admin) {
    context.set(adminContext, admin);
    return;
  }
  const account = await identifyAccount(context, request);
  if (account?.roles.admin) {
    const now = Date.now();
    const { config } = getWorker(context);
    // Older than 30 minutes, or the admin side of this sign-in was logged out: sign in again.
    if (
      now - account.signedInAt.getTime() > ADMIN_IDLE_MS ||
      (await loggedOutSince(getDb(config.db), account.email, account.signedInAt))
    ) {
      await drain(request);
      throw redirect(`/sign-in?fresh=1&next=${encodeURIComponent(new URL(request.url).pathname)}`);
    }
    const opened = await openNamedAdminSession(getDb(config.db), account.email, now);
    const sessionId = await sha256Hex(opened.token);
    context.set(adminContext, { sessionId, name: account.email });
    const response = await next();
    response.headers.append("Set-Cookie", sessionCookie(opened.token, opened.expiresAt));
    return response;
  }
  await drain(request);
  throw redirect("/admin-login");
};

/** Admin APIs: without a live session, 401 JSON (the spec's client clears its token and signs in again). */
export const adminApiMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const admin = await identify(context, request);
  if (!admin) {
    await drain(request);
    return Response.json(
      { error: ADMIN_MESSAGES.unauthorized },
      { status: 401, headers: { "WWW-Authenticate": 'Bearer realm="admin"', "Cache-Control": "no-store" } },
    );
  }
  context.set(adminContext, admin);
};

/** /admin-login: an admin who is already signed in goes on to the dashboard. */
export const signedInAdminMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  if (request.method !== "GET" && request.method !== "HEAD") return;
  if (await identify(context, request)) throw redirect("/admin");
};
