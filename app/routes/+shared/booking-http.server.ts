/**
 * What the booking entry points share around the use cases: the actor from the request (the
 * visitor's identity, created on first booking, and the hashed network), the referral code the
 * session remembers, and the Idempotency-Key handling of the JSON API.
 */

import type { AppConfig } from "~/env.server";
import {
  adoptIdentity,
  discardIfNew,
  type EnsuredVisitor,
  ensureVisitor,
  knownVisitorId,
} from "~/identity.server";
import { apiError } from "~/routes/+shared/api.server";
import { getSession, type VisitorSession } from "~/session.server";
import { type BookingActor, clientHash, type UseCaseContext } from "~/use-cases/context.server";
import {
  type Answer,
  IDEMPOTENCY_MESSAGES,
  once,
  parseIdempotencyKey,
  requestHash,
  type Stored,
  storedAnswer,
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
 * The actor for a booking that creates a new visitor's identity in its own batch: no
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
 * stored response, another body with the same key is a 422, a key still running a 409. `run` answers
 * the Response and puts `answer` (undefined without a key) in the batch of the write it succeeds with;
 * `replay` rebuilds that answer's body from what the write made.
 *
 * A key belongs to its client: it is scoped by the request's visitor identity, or, for a client that
 * has none yet, by its network. A replay to a client without an identity carries the identity the
 * answer was made for (its Set-Cookie), so a client whose first answer was lost can still pay; a client
 * with another identity never sees that answer and gets its own processing.
 */
export async function withIdempotencyKey(
  ctx: UseCaseContext,
  request: Request,
  scope: string,
  body: unknown,
  create: {
    run: (answer: Answer | undefined) => Promise<Response>;
    replay: (stored: Stored) => Promise<unknown>;
  },
): Promise<Response> {
  const key = parseIdempotencyKey(request.headers.get("Idempotency-Key"));
  if (key === undefined) return apiError(400, IDEMPOTENCY_MESSAGES.invalidKey);
  if (key === null) return create.run(undefined);
  const { config, db, now } = ctx;
  const session = await getSession(config, request);
  const visitorId = await knownVisitorId(config, request, session);
  const hash = await requestHash(body);
  const networkScope = `${scope}:network:${await clientHash(config, request)}`;
  const replay = async (stored: Stored, headers: Headers) => {
    headers.set("Idempotent-Replayed", "true");
    headers.set("Cache-Control", "private, no-store");
    return Response.json(await create.replay(stored), { status: stored.status, headers });
  };
  if (visitorId !== undefined) {
    // Its first request had no identity yet (that answer made it): the retry now carries it.
    const earlier = await storedAnswer(db, networkScope, key, hash);
    if (earlier && earlier.owner === visitorId) return replay(earlier, new Headers());
  }
  const ownScope = visitorId === undefined ? networkScope : `${scope}:visitor:${visitorId}`;
  const outcome = await once(db, { scope: ownScope, key, hash, now }, create.run);
  switch (outcome.kind) {
    case "ran":
      return outcome.value;
    case "replayed": {
      const { owner } = outcome.stored;
      const headers =
        visitorId === undefined && owner !== undefined
          ? await adoptIdentity(config, session, owner)
          : new Headers();
      return replay(outcome.stored, headers);
    }
    case "mismatch":
      return apiError(422, IDEMPOTENCY_MESSAGES.mismatch);
    case "in_progress":
      return apiError(409, IDEMPOTENCY_MESSAGES.inProgress, { headers: { "Retry-After": "1" } });
  }
}
