/**
 * Letting a caller add statements to a model's write batch, so what it records about the write (an
 * idempotent request's answer) commits or rolls back with it.
 */
import type { SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";

/**
 * The row a batch writes, as SQL its later statements can read (an insert's id exists only inside it).
 * A batch whose write may not apply (a conditional update) gives NULL for a row it did not change.
 */
export interface WrittenRow {
  id: SQL;
  /** The identity the row belongs to. */
  owner: SQL;
}

/** Statements to run in the same batch, after the row is written. */
export type AlsoWrite = (written: WrittenRow) => BatchItem<"sqlite">[];
