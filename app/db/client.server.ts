import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/**
 * A drizzle database over the request's D1 binding. Create one per request (it is cheap);
 * never keep one in module scope.
 */
export function getDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof getDb>;
