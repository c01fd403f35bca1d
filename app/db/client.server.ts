import { drizzle } from "drizzle-orm/d1";

/**
 * A drizzle database over the request's D1 binding. Create one per request; never keep one in module
 * scope.
 *
 * Without `schema`: drizzle's relational API (`db.query.*`) is not used anywhere, and building
 * its table/relations config from the whole schema on every call cost 1.5-5 ms of CPU per call (most of
 * a signed-in page's loader time). Queries name their tables from ~/db/schema, so nothing else changes.
 */
export function getDb(d1: D1Database) {
  return drizzle(d1);
}

export type Db = ReturnType<typeof getDb>;
