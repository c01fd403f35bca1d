/**
 * Who is signed in, decided once per area (issue 16, ADR 020): each area's layout route runs one of
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
import { accountToken, type SessionBatchReads, type SignedInAccount } from "~/auth.server";
import { getWorker } from "~/context.server";
import type { RowsOf } from "~/db/compiled.server";
import { signedInAccountWithHoldings } from "~/identity.server";
import { type AccountRoles, rolesOf } from "~/models/account.server";
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
 * The root loader's header link uses it rather than checking the cookie's signature again (ADR 035).
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

/**
 * A page's reads that share its area's session check round trip (ADR 035): compiled reads (ADR 038)
 * keyed by the session's token and the time in SQL (`sessionUserId`). The area middleware runs them in
 * the session's batch; the loader takes the results with `results`, which reads them itself (by the
 * request's session) when the middleware did not.
 */
export interface SessionReads<T extends SessionBatchReads> {
  reads: T;
  results(context: Readonly<RouterContextProvider>, request: Request): Promise<RowsOf<T>>;
}

const sessionReadResults = createContext<{ reads: object; results: unknown[] } | null>(null);

export function sessionReads<const T extends SessionBatchReads>(reads: T): SessionReads<T> {
  const value: SessionReads<T> = {
    reads,
    async results(context, request) {
      const batched = context.get(sessionReadResults);
      if (batched?.reads === value) return batched.results as RowsOf<T>;
      getAccount(context); // below an account middleware only
      const { config } = getWorker(context);
      const values = { token: (await accountToken(config, request)) ?? null, now: Date.now() };
      const results = await config.db.batch(reads.map((read) => read.bind(config.db, values)));
      return results.map((result, i) => (reads[i] as T[number]).fromBatch(result)) as RowsOf<T>;
    },
  };
  return value;
}

/** The signed-in account of a request with its roles, or undefined. */
export async function identifyAccount(
  context: Readonly<RouterContextProvider>,
  request: Request,
  reads?: SessionReads<SessionBatchReads>,
): Promise<AccountIdentity | undefined> {
  const { config } = getWorker(context);
  // The session and the holdings roles are read from: one query (ADR 032), with the page's reads in
  // the same batch when it has some (ADR 035).
  const found = await signedInAccountWithHoldings(config, request, reads?.reads);
  if (!found) return undefined;
  if (reads && found.reads) context.set(sessionReadResults, { reads, results: found.reads });
  return { ...found.account, roles: rolesOf({ ...found, email: found.account.email }, config.adminEmails) };
}

function signInPath(request: Request) {
  const url = new URL(request.url);
  return `/sign-in?next=${encodeURIComponent(url.pathname)}`;
}

/**
 * A page for signed-in accounts with `role`: without a session, to /sign-in (and back here after);
 * signed in without the role, 403 with a sentence.
 */
export function requireRole(
  role: Role,
  /** The page's reads for the session check's batch (ADR 035); by the page's URL, for a layout's middleware. */
  readsFor?: (url: URL) => SessionReads<SessionBatchReads> | undefined,
): MiddlewareFunction<Response> {
  return async ({ request, context, url }) => {
    const account = await identifyAccount(context, request, readsFor?.(url));
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
