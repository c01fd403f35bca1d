/**
 * Tiny SQL text builders for the seed script. Values are rendered as SQL literals (never spliced
 * unescaped): strings have single quotes doubled, booleans become 1/0, Dates epoch milliseconds,
 * arrays and plain objects JSON text, null/undefined NULL.
 */

export type SqlValue =
  | string
  | number
  | bigint
  | boolean
  | Date
  | null
  | undefined
  | readonly unknown[]
  | object;

export function sqlLiteral(value: SqlValue): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`Cannot write ${value} as an SQL literal`);
    return String(value);
  }
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Date) return String(value.getTime());
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (text.includes("\0")) throw new RangeError("NUL characters are not allowed in seed text");
  return `'${text.replaceAll("'", "''")}'`;
}

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rows for one table: column SQL names, and each row's values in that order. */
export interface TableRows {
  table: string;
  columns: readonly string[];
  rows: SqlValue[][];
}

/**
 * Multi-row INSERT statements, yielded lazily. Each stays under `maxStatementBytes` (D1 caps one
 * statement at 100 KB) and `maxRows` (local D1 runs out of memory compiling ~9,000-row VALUES).
 */
export function* insertStatements(
  { table, columns, rows }: TableRows,
  { maxStatementBytes = 90_000, maxRows = 1_000 } = {},
): Generator<string> {
  const head = `INSERT INTO ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(", ")}) VALUES\n`;
  let tuples: string[] = [];
  let bytes = head.length;
  for (const row of rows) {
    if (row.length !== columns.length) {
      throw new Error(`${table}: row has ${row.length} values for ${columns.length} columns`);
    }
    const tuple = `(${row.map(sqlLiteral).join(", ")})`;
    if (tuples.length >= maxRows || (tuples.length > 0 && bytes + tuple.length + 2 > maxStatementBytes)) {
      yield `${head}${tuples.join(",\n")};\n`;
      tuples = [];
      bytes = head.length;
    }
    tuples.push(tuple);
    bytes += tuple.length + 2;
  }
  if (tuples.length > 0) yield `${head}${tuples.join(",\n")};\n`;
}
