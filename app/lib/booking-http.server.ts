/**
 * What the booking entry points share around the use cases: the actor from the request (the
 * visitor's identity, created on first booking, and the hashed network), the referral code the
 * session remembers, and the Idempotency-Key handling of the JSON API.
 */

import type { Db } from "~/db/client.server";
import type { AppConfig } from "~/env.server";
import { discardIfNew, type EnsuredVisitor, ensureVisitor, knownVisitorId } from "~/identity.server";
import { apiError } from "~/lib/api.server";
import { getSession, type VisitorSession } from "~/session.server";
import { type BookingActor, clientHash } from "~/use-cases/context.server";
import {
  IDEMPOTENCY_MESSAGES,
  once,
  parseIdempotencyKey,
  requestHash,
  type Stored,
} from "~/use-cases/idempotency.server";

export async function bookingActor(
  config: AppConfig,
  request: Request,
): Promise<{ actor: BookingActor; visitor: EnsuredVisitor; referralCode: string | undefined }> {
  const visitor = await ensureVisitor(config, request);
  const session = await getSession(config, request);
  return {
    actor: { visitorId: visitor.userId, clientHash: await clientHash(config, request) },
    visitor,
    referralCode: session.get("ref"),
  };
}

/**
 * The actor for a booking that creates a new visitor's identity in its own batch (ADR 036): no
 * identity is written before the booking is, and a refused booking leaves none (nothing to discard).
 * The caller adopts `createdUser` into `session` (~/identity.server adoptIdentity) when it succeeds.
 */
export async function bookingActorWithIdentityInBatch(
  config: AppConfig,
  request: Request,
): Promise<{ actor: BookingActor; session: VisitorSession; referralCode: string | undefined }> {
  const session = await getSession(config, request);
  const known = await knownVisitorId(config, request, session);
  return {
    actor: { visitorId: known ?? "new", clientHash: await clientHash(config, request) },
    session,
    referralCode: session.get("ref"),
  };
}

export { discardIfNew };

/**
 * Runs an API create under the request's Idempotency-Key (when it sent one): a replay answers the
 * stored response, another body with the same key is a 422, a key still running a 409. `run`
 * answers the Response and, when it succeeded, what to store.
 */
export async function withIdempotencyKey(
  db: Db,
  request: Request,
  scope: string,
  body: unknown,
  now: number,
  run: () => Promise<{ response: Response; store: Stored | undefined }>,
): Promise<Response> {
  const key = parseIdempotencyKey(request.headers.get("Idempotency-Key"));
  if (key === undefined) return apiError(400, IDEMPOTENCY_MESSAGES.invalidKey);
  if (key === null) return (await run()).response;
  const outcome = await once(db, { scope, key, hash: await requestHash(body), now }, async () => {
    const result = await run();
    return { value: result.response, store: result.store };
  });
  switch (outcome.kind) {
    case "ran":
      return outcome.value;
    case "replayed":
      return Response.json(outcome.stored.body, {
        status: outcome.stored.status,
        headers: { "Idempotent-Replayed": "true", "Cache-Control": "private, no-store" },
      });
    case "mismatch":
      return apiError(422, IDEMPOTENCY_MESSAGES.mismatch);
    case "in_progress":
      return apiError(409, IDEMPOTENCY_MESSAGES.inProgress, { headers: { "Retry-After": "1" } });
  }
}
