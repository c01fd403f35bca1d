/**
 * Who is signed in, decided once per area: each area's layout route runs one of
 * these middlewares, which put the signed-in account and its roles in a typed router context. Route
 * modules read it with `getAccount(context)`; none reads the cookie itself.
 * - athlete: every signed-in account (/account);
 * - gym owner: an account that owns a gym (its application's contact e-mail, on approval);
 * - ambassador: an account that holds an ambassador code (on approval);
 * - admin: ADMIN_EMAILS (app/middleware/admin.server.ts opens the admin area for them).
 */

import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { ACCOUNT_COOKIE, accountSetCookies, currentAccount, type SignedInAccount } from "~/auth.server";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { type AccountRoles, accountRoles } from "~/models/account.server";
import { drain } from "./public-posts.server";

export interface AccountIdentity extends SignedInAccount {
  roles: AccountRoles;
}

/** Set by the area middlewares below; null on a request no account middleware let through. */
export const accountContext = createContext<AccountIdentity | null>(null);

/** The signed-in account; only callable below an account middleware (throws otherwise: a 500, never a pass). */
export function getAccount(context: Readonly<RouterContextProvider>): AccountIdentity {
  const account = context.get(accountContext);
  if (!account) throw new Error("getAccount called on a route without an account middleware");
  return account;
}

/**
 * The account an area middleware already identified on this request, or null (not an account area).
 * The root loader's header link uses it rather than checking the cookie's signature again.
 */
export function identifiedAccount(context: Readonly<RouterContextProvider>): AccountIdentity | null {
  return context.get(accountContext);
}

export type Role = "athlete" | "gymOwner" | "ambassador" | "admin";

export const ROLE_MESSAGES: Record<Exclude<Role, "athlete">, string> = {
  gymOwner: "This page is for gym owners. Sign in with the e-mail your gym's application was approved for.",
  ambassador:
    "This page is for ambassadors. Sign in with the e-mail your ambassador application was approved for.",
  admin: "This page is for admins.",
};

/** The signed-in account of a request with its roles, or undefined. */
export async function identifyAccount(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<AccountIdentity | undefined> {
  const { config } = getWorker(context);
  const account = await currentAccount(config, request);
  if (!account) return undefined;
  return { ...account, roles: await accountRoles(getDb(config.db), account, config.adminEmails) };
}

/**
 * Sends what better-auth's `getSession` set (the session's daily refresh, or the clearing of a dead
 * one's cookie) with whatever response the request gets, unless the response sets the account
 * cookie itself (a sign-in, a sign-out).
 */
export const accountCookieMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  const cookies = await accountSetCookies(request);
  if (cookies.length === 0) return response;
  if (response.headers.getSetCookie().some((c) => c.startsWith(`${ACCOUNT_COOKIE}=`))) return response;
  try {
    for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    // A fetched response's headers are immutable: a copy carries the cookies.
    const copy = new Response(response.body, response);
    for (const cookie of cookies) copy.headers.append("Set-Cookie", cookie);
    return copy;
  }
};

function signInPath(request: Request) {
  const url = new URL(request.url);
  return `/sign-in?next=${encodeURIComponent(url.pathname)}`;
}

/**
 * A page for signed-in accounts with `role`: without a session, to /sign-in (and back here after);
 * signed in without the role, 403 with a sentence.
 */
export function requireRole(role: Role): MiddlewareFunction<Response> {
  return async ({ request, context }) => {
    const account = await identifyAccount(context, request);
    if (!account) {
      await drain(request);
      throw redirect(signInPath(request));
    }
    if (role !== "athlete" && !account.roles[role]) {
      await drain(request);
      throw data(ROLE_MESSAGES[role], { status: 403 });
    }
    context.set(accountContext, account);
  };
}
