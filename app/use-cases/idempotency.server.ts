/**
 * Doing a create once (issue 14 §2). The JSON API's creates (bookings, amenity bookings, trips, waitlist
 * places, payments) honour an `Idempotency-Key` header the way Stripe's API does: the same key with the
 * same body gets the first answer again (the same booking), the same key with another body is refused
 * (422). The booking form carries a one-time token through the same table, so a double submit makes
 * one booking.
 *
 * A request claims its key before it runs (the primary key lets exactly one of two concurrent claims
 * in). Its answer is a statement in the same D1 batch as the write it describes, so an answered key and
 * the booking it made exist together or not at all: a claim still unanswered after the lease belongs
 * to a run that died having written nothing, and the same request may take it over. The answer
 * records what the write made (its id) and the replay rebuilds the response from it, because ids are
 * known only inside the batch. A refusal stores nothing and releases the key, so the client can
 * correct the request and send it again, and a refused request writes no row.
 *
 * Keys belong to the client that sent them: the API scopes each key by the visitor identity, or for a
 * client without one yet by its network (routes/+shared/booking-http.server.ts), so another client sending the
 * same key gets its own answer, never someone else's booking.
 */

import { and, eq, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "~/db/client.server";
import { idempotencyKeys } from "~/db/schema";
import { sha256Hex } from "~/lib/hash";
import { constraintFailed } from "~/models/booking-slots.server";

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: "The Idempotency-Key header must be 1 to 255 visible characters (a UUID is a good choice).",
  mismatch:
    "This Idempotency-Key was already used with a different request body. Use a new key for a new request.",
  inProgress: "A request with this Idempotency-Key is still being processed. Please retry in a moment.",
} as const;

/** How long a key is remembered (Stripe keeps them 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/**
 * How long a claim without an answer counts as running. Longer than a run can last (a Worker request
 * ends when its client hangs up, and each D1 or Stripe call in it times out well inside two minutes);
 * even so, a run whose claim was taken over cannot store its answer, and its batch fails with it.
 */
export const IDEMPOTENCY_LEASE_MS = 2 * 60_000;

/** A stored answer: its status, the id of what the run wrote, and the visitor identity it was made for. */
export type Stored = { status: number; id: number; owner?: number };

/**
 * The statement storing a run's answer, for the batch that makes the write it describes (after it):
 * `written` is what the write made, as SQL read inside that batch; NULL stores nothing.
 */
export type Answer = (
  status: number,
  written: { id: SQL | number; owner?: SQL | number },
) => BatchItem<"sqlite">;

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
 * Runs `run` once per (scope, key). `run` puts `answer(...)` in the batch of the write it succeeds with;
 * a run that writes no answer (a refusal, an error) leaves the key released.
 */
export async function once<T>(
  db: Db,
  args: { scope: string; key: string; hash: string; now: number },
  run: (answer: Answer) => Promise<T>,
): Promise<OnceOutcome<T>> {
  const { scope, key, hash, now } = args;
  const stamp = new Date(now);
  const thisKey = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  const [, claimed] = await db.batch([
    db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS))),
    db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: hash, createdAt: stamp })
      // An unanswered claim past its lease is a dead run's: one statement, so one retry takes it over.
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: { createdAt: stamp },
        setWhere: and(
          isNull(idempotencyKeys.status),
          eq(idempotencyKeys.requestHash, hash),
          lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_LEASE_MS)),
        ),
      })
      .returning({ key: idempotencyKeys.key }),
  ]);
  if (claimed.length === 0) {
    const row = await db.select().from(idempotencyKeys).where(thisKey).get();
    if (!row) return once(db, args, run); // released between our claim and read: try again
    if (row.requestHash !== hash) return { kind: "mismatch" };
    const stored = storedOf(row);
    return stored ? { kind: "replayed", stored } : { kind: "in_progress" };
  }
  // Nothing is stored when what was written is NULL (a conditional write that did not apply).
  const answer: Answer = (status, written) =>
    db
      .insert(idempotencyKeys)
      .select(
        sql`SELECT ${scope}, ${key}, ${hash}, ${status}, json_object('id', w.id), w.owner, ${now}
          FROM (SELECT ${written.id} AS id, ${written.owner ?? null} AS owner) AS w WHERE w.id IS NOT NULL`,
      )
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: {
          status: sql`excluded.status`,
          body: sql`excluded.body`,
          ownerId: sql`excluded.owner_id`,
          // Only our own claim takes the answer: a claim taken over by a retry gets NULL here, which
          // NOT NULL refuses, rolling back this run's whole batch (the retry makes the booking).
          requestHash: sql`CASE WHEN ${idempotencyKeys.createdAt} = ${now} AND ${idempotencyKeys.status} IS NULL
            THEN ${idempotencyKeys.requestHash} END`,
        },
      });
  const release = () =>
    db
      .delete(idempotencyKeys)
      .where(and(thisKey, eq(idempotencyKeys.createdAt, stamp), isNull(idempotencyKeys.status)));
  let value: T;
  try {
    value = await run(answer);
  } catch (error) {
    await release();
    if (constraintFailed(error, "idempotency_keys.request_hash")) return { kind: "in_progress" };
    throw error;
  }
  await release();
  return { kind: "ran", value };
}

function storedOf(row: typeof idempotencyKeys.$inferSelect): Stored | undefined {
  if (row.status === null || row.body === null) return undefined;
  const { id } = JSON.parse(row.body) as { id?: unknown };
  // An answer in another shape (stored before answers recorded ids) cannot be rebuilt: treated as
  // still running, the client gets 409 and retries after the key expires, never a 500.
  if (typeof id !== "number") return undefined;
  return { status: row.status, id, owner: row.ownerId ?? undefined };
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
  return row && row.requestHash === hash ? storedOf(row) : undefined;
}

/** Forgets keys older than a day (the cron calls it). */
export async function purgeIdempotencyKeys(db: Db, now: number): Promise<void> {
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < ${now - IDEMPOTENCY_TTL_MS}`);
}
