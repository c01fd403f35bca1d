import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";

type ColumnKey<T extends SQLiteTable> = keyof T["_"]["columns"] & string;

/**
 * `INSERT INTO table SELECT …` as a drizzle statement that can go in a `db.batch` (drizzle's D1
 * batch takes query builders, not `db.run`). Drizzle lists every column of the table in order, so the
 * SELECT is built here in the same order from `values` (SQL expressions keyed by column), the
 * column's default for the rest (NULL for an autoincrement id). `from` is the rest of the SELECT:
 * `FROM … WHERE …`. Chain `.onConflictDoNothing()` where a repeat must be harmless.
 */
export function insertSelect<T extends SQLiteTable>(
  db: Db,
  table: T,
  values: Partial<Record<ColumnKey<T>, SQL>>,
  from: SQL,
) {
  // Generated columns (gyms.geo_cell) are not in drizzle's column list, so not in the SELECT either.
  const insertable = Object.entries(getTableColumns(table)).filter(
    ([, column]) => column.generated === undefined,
  );
  const expressions = insertable.map(([key, column]) => {
    const value = (values as Record<string, SQL | undefined>)[key];
    if (value) return value;
    if (column.default === undefined) return sql`NULL`;
    return is(column.default, SQL) ? column.default : sql.param(column.default, column);
  });
  return db.insert(table).select(sql`SELECT ${sql.join(expressions, sql`, `)} ${from}`);
}
