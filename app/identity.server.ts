import { currentAccount } from "./auth.server";
import { getDb } from "./db/client.server";
import type { AppConfig } from "./env.server";
import { createAthleteIdentity, deleteIdentityIfUnused, userExists } from "./models/user.server";
import { commitSession, getSession, SessionNotConfiguredError, type VisitorSession } from "./session.server";

/**
 * The visitor's athlete identity (see docs/decisions/003, 020): the signed-in account's `users` row
 * when there is one, otherwise the anonymous identity in the signed cookie. Reading never creates
 * anything; `ensureVisitor` creates the identity the first time a visitor saves or books.
 */
export async function getVisitorId(config: AppConfig, request: Request): Promise<number | undefined> {
  const account = await signedInAccount(config, request);
  if (account) return account.userId;
  const session = await getSession(config, request);
  return session.get("userId");
}

/** The signed-in account (no query without the account cookie). */
export const signedInAccount = currentAccount;

export interface EnsuredVisitor {
  userId: number;
  /** Headers to send with the response (Set-Cookie when the identity is new). */
  headers: Headers;
  /** The session holding the identity, for a caller that adds to it (a toast) and commits once. */
  session: VisitorSession;
  /** True when this request created the identity (so a refused request can take it back). */
  isNew: boolean;
}

export async function ensureVisitor(config: AppConfig, request: Request): Promise<EnsuredVisitor> {
  if (config.sessionSecrets.length === 0) throw new SessionNotConfiguredError();
  const session = await getSession(config, request);
  const known = await knownVisitorId(config, request, session);
  if (known !== undefined) return { userId: known, headers: new Headers(), session, isNew: false };
  const userId = await createAthleteIdentity(getDb(config.db));
  return { userId, headers: await adoptIdentity(config, session, userId), session, isNew: true };
}

/**
 * The visitor's identity when they already have one (the signed-in account's, else the anonymous
 * identity in the session, if it still exists); undefined for a visitor who has none yet. Creates
 * nothing: a caller that writes the identity with its own batch (a booking) uses this.
 */
export async function knownVisitorId(
  config: AppConfig,
  request: Request,
  session?: VisitorSession,
): Promise<number | undefined> {
  if (config.sessionSecrets.length === 0) throw new SessionNotConfiguredError();
  const account = await signedInAccount(config, request);
  if (account) return account.userId;
  const existing = (session ?? (await getSession(config, request))).get("userId");
  if (existing !== undefined && (await userExists(getDb(config.db), existing))) return existing;
  return undefined;
}

/** Remembers a new identity in the visitor's session: the headers to send (its Set-Cookie). */
export async function adoptIdentity(
  config: AppConfig,
  session: VisitorSession,
  userId: number,
): Promise<Headers> {
  session.set("userId", userId);
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSession(config, session));
  return headers;
}

/**
 * Takes back an identity created by a request that was then refused (a full slot, a closed day), so
 * a refusal writes nothing. Returns the headers to send: none for a discarded identity.
 */
export async function discardIfNew(config: AppConfig, visitor: EnsuredVisitor): Promise<Headers> {
  if (!visitor.isNew) return visitor.headers;
  await deleteIdentityIfUnused(getDb(config.db), visitor.userId);
  return new Headers();
}
