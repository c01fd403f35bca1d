/**
 * Doing a create once (issue 14 §2). `POST /api/bookings` and `POST /api/process-payment` honour an
 * `Idempotency-Key` header the way Stripe's API does: the same key with the same body gets the first
 * answer again (the same booking), the same key with another body is refused (422). The booking form
 * carries a one-time token through the same table, so a double submit makes one booking.
 *
 * A request claims its key before it runs (the primary key lets exactly one of two concurrent claims
 * in); the answer is stored when it succeeds. A refusal stores nothing and releases the key, so the
 * client can correct the request and send it again, and a refused request writes no row.
 *
 * Keys belong to the client that sent them: the API scopes each key by the visitor identity, or for a
 * client without one yet by its network (routes/+shared/booking-http.server.ts), so another client sending the
 * same key gets its own answer, never someone else's booking.
 */

import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { idempotencyKeys } from "~/db/schema";
import { sha256Hex } from "~/lib/hash";

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: "The Idempotency-Key header must be 1 to 255 visible characters (a UUID is a good choice).",
  mismatch:
    "This Idempotency-Key was already used with a different request body. Use a new key for a new request.",
  inProgress: "A request with this Idempotency-Key is still being processed. Please retry in a moment.",
} as const;

/** How long a key is remembered (Stripe keeps them 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/** A stored answer, with the visitor identity it was made for (a replay hands it back to its client). */
export type Stored = { status: number; body: unknown; owner?: number };

export type OnceOutcome<T> =
  | { kind: "ran"; value: T }
  | { kind: "replayed"; stored: Stored }
  | { kind: "mismatch" }
  | { kind: "in_progress" };

/** A key as the header carries it: visible ASCII, 1-255 characters; undefined when invalid. */
export function parseIdempotencyKey(raw: string | null): string | null | undefined {
  if (raw === null) return null;
  const key = raw.trim();
  return /^[\x21-\x7e]{1,255}$/.test(key) ? key : undefined;
}

/** SHA-256 of a request's meaning: its fields in a stable order. */
export async function requestHash(value: unknown): Promise<string> {
  return sha256Hex(stableJson(value));
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value ?? null);
}

/**
 * Runs `run` once per (scope, key). `run` returns what to store when it succeeded (`store`), or
 * undefined for a refusal (nothing stored, key released).
 */
export async function once<T>(
  db: Db,
  args: { scope: string; key: string; hash: string; now: number },
  run: () => Promise<{ value: T; store: Stored | undefined }>,
): Promise<OnceOutcome<T>> {
  const { scope, key, hash, now } = args;
  const [, claimed] = await db.batch([
    db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS))),
    db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: hash, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key }),
  ]);
  if (claimed.length === 0) {
    const row = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
      .get();
    if (!row) return once(db, args, run); // released between our claim and read: try again
    if (row.requestHash !== hash) return { kind: "mismatch" };
    if (row.status === null || row.body === null) return { kind: "in_progress" };
    return {
      kind: "replayed",
      stored: { status: row.status, body: JSON.parse(row.body) as unknown, owner: row.ownerId ?? undefined },
    };
  }
  const release = () =>
    db
      .delete(idempotencyKeys)
      .where(
        and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)),
      );
  let result: { value: T; store: Stored | undefined };
  try {
    result = await run();
  } catch (error) {
    await release();
    throw error;
  }
  if (result.store)
    await db
      .update(idempotencyKeys)
      .set({
        status: result.store.status,
        body: JSON.stringify(result.store.body),
        ownerId: result.store.owner ?? null,
      })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  else await release();
  return { kind: "ran", value: result.value };
}

/** The stored answer of (scope, key) to the same request body, if there is one (claims nothing). */
export async function storedAnswer(
  db: Db,
  scope: string,
  key: string,
  hash: string,
): Promise<Stored | undefined> {
  const row = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .get();
  if (!row || row.requestHash !== hash || row.status === null || row.body === null) return undefined;
  return { status: row.status, body: JSON.parse(row.body) as unknown, owner: row.ownerId ?? undefined };
}

/** Forgets keys older than a day (the cron calls it). */
export async function purgeIdempotencyKeys(db: Db, now: number): Promise<void> {
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < ${now - IDEMPOTENCY_TTL_MS}`);
}
