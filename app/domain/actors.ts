/**
 * Who an operation acts as, once middleware has checked it: the use cases take these, so they need
 * nothing of the request.
 */

/** The admin a request acts as. Decisions are stamped with `name`. */
export interface AdminIdentity {
  /** The stored id of the session (a hash of its token), never the token. */
  sessionId: string;
  /** Who decisions are recorded as: "admin" for the shared password, a named admin's e-mail. */
  name: string;
}

/** A gym its signed-in owner acts on (requireOwnedGym has checked the ownership). */
export interface OwnedGym {
  id: number;
  name: string;
  ownerId: number;
  /** The gym's zone (its dates, e.g. closed dates, are local to it). */
  timeZone: string;
}
