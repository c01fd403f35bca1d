/**
 * A read whose SQL is built once per isolate (ADR 038).
 *
 * drizzle's query builder rebuilds a statement's SQL on every call, and for every row examines every
 * selected field again to decode it (`is(field, Column)`, walking prototypes); D1's binding then makes
 * one object per row with `Object.fromEntries` (`all()` and every batch). On a signed-in page with a
 * wide selection that was most of the page's own CPU. A compiled read is written with the same builder
 * and schema, with named placeholders (`p("userId")`), and built on first use:
 *
 * - each request only binds its values;
 * - the selection comes back packed as one JSON array per row (`json_array(...)`, in arrays of at most
 *   32 values: D1's limit on a function's arguments), parsed natively and mapped by position with
 *   decoders worked out once. So a compiled read can sit in a D1 batch without
 *   the column-name collisions a batch otherwise has (ADR 036), and no per-row object is made twice.
 *   JSON holds every SQLite value but a BLOB (none is selected this way); SQLite writes a REAL with 17
 *   significant digits, so it reads back as the same number (tests/worker/compiled-read.test.ts).
 */
import { Column, is, noopDecoder, Param, Placeholder, SQL, sql } from "drizzle-orm";
import { QueryBuilder, type SelectedFields } from "drizzle-orm/sqlite-core";

type Decoder = ((value: unknown) => unknown) | null;

interface Built {
  sql: string;
  /** Each bound value: a constant of the statement, or the named value's encoded form. */
  params: ((values: Record<string, unknown>) => unknown)[];
  keys: string[];
  decoders: Decoder[];
}

/** A select query builder (any of drizzle's narrowed select types). */
interface Buildable {
  toSQL(): { sql: string; params: unknown[] };
  _: { result: unknown[]; selectedFields: unknown };
}

/** D1 allows at most 32 arguments per SQL function (local SQLite allows more: the limit is ours to keep). */
const FUNCTION_ARGS = 32;

/** The values as one JSON array; past 32, an array of arrays of at most 32 each (flattened on reading). */
function packed(values: SQL[]): SQL {
  const array = (items: SQL[]) => sql`json_array(${sql.join(items, sql`, `)})`;
  if (values.length <= FUNCTION_ARGS) return array(values);
  if (values.length > FUNCTION_ARGS * FUNCTION_ARGS) throw new Error("compiled read: too many fields");
  const chunks: SQL[] = [];
  for (let i = 0; i < values.length; i += FUNCTION_ARGS)
    chunks.push(array(values.slice(i, i + FUNCTION_ARGS)));
  return array(chunks);
}

/** What a compiled read's builder gets. */
export interface CompileKit<V extends string> {
  /** The read's selection (once): typed as `qb.select(fields)`, sent packed (see above). */
  select: QueryBuilder["select"];
  /** The query builder, for subqueries. */
  qb: QueryBuilder;
  /** A value each request binds. */
  p(name: V): Placeholder<V>;
}

export interface CompiledRead<Row, V extends string> {
  /** The statement with `values` bound: run it, or put it in a D1 batch. */
  bind(d1: D1Database, values: Record<V, unknown>): D1PreparedStatement;
  /** Runs the statement and maps its rows. */
  all(d1: D1Database, values: Record<V, unknown>): Promise<Row[]>;
  /** Maps the rows of this statement's result in a D1 batch. */
  fromBatch(result: D1Result): Row[];
  /** The SQL text (tests and query plans). */
  readonly sql: string;
}

/** The base column's decoder passes the value through (text, plain integers, reals). */
const identity = Column.prototype.mapFromDriverValue;

function decoderOf(field: unknown): Decoder {
  if (is(field, Column))
    return field.mapFromDriverValue === identity ? null : (value) => field.mapFromDriverValue(value);
  const expr = is(field, SQL) ? field : is(field, SQL.Aliased) ? field.sql : undefined;
  if (!expr) throw new Error("compiled read: a selected field is neither a column nor SQL");
  const decoder = (expr as SQL & { decoder: { mapFromDriverValue(value: unknown): unknown } }).decoder;
  // sql`` without mapWith passes the value through: no call per row.
  return decoder === noopDecoder ? null : (value) => decoder.mapFromDriverValue(value);
}

function paramOf(param: unknown): Built["params"][number] {
  if (is(param, Placeholder)) return (values) => required(values, param.name);
  if (is(param, Param)) {
    const inner = param.value;
    if (is(inner, Placeholder)) {
      const encoder = param.encoder as { mapToDriverValue(value: unknown): unknown };
      return (values) => {
        const value = required(values, inner.name);
        return value === null ? null : encoder.mapToDriverValue(value);
      };
    }
    return () => inner;
  }
  return () => param;
}

function placeholderName(param: unknown): string | undefined {
  if (is(param, Placeholder)) return param.name;
  if (is(param, Param) && is(param.value, Placeholder)) return param.value.name;
  return undefined;
}

function required(values: Record<string, unknown>, name: string) {
  if (!(name in values)) throw new Error(`compiled read: no value for "${name}"`);
  const value = values[name];
  // D1 binds null, numbers, strings and blobs; undefined is a caller's mistake, not NULL.
  if (value === undefined) throw new Error(`compiled read: "${name}" is undefined`);
  return value;
}

/**
 * A read built on first use. `names` are the values each request binds; `build` selects with `select`
 * and names the values with `p(name)`. The row type is the selection's. Building checks that the SQL
 * uses exactly those names.
 */
export function compiledRead<const V extends string, Q extends Buildable>(
  names: readonly V[],
  build: (kit: CompileKit<V>) => Q,
): CompiledRead<Q["_"]["result"][number], V> {
  type Row = Q["_"]["result"][number];
  let built: Built | undefined;
  const get = (): Built => {
    if (built) return built;
    const qb = new QueryBuilder();
    let fields: [string, unknown][] | undefined;
    const select = ((selection: SelectedFields) => {
      if (fields) throw new Error("compiled read: select is called once");
      fields = Object.entries(selection);
      // An aliased field's expression, not its alias (inside an expression drizzle writes the alias name).
      const values = fields.map(([, field]) => (is(field, SQL.Aliased) ? field.sql : sql`${field}`));
      return qb.select({ row: packed(values).as("row") });
    }) as QueryBuilder["select"];
    const query = build({ select, qb, p: (name) => sql.placeholder(name) });
    if (!fields) throw new Error("compiled read: the builder must select with `select`");
    const compiled = query.toSQL();
    const used = new Set(compiled.params.flatMap((param) => placeholderName(param) ?? []));
    const unused = names.filter((name) => !used.has(name));
    if (unused.length > 0 || used.size !== names.length)
      throw new Error(
        `compiled read: values [${names.join(", ")}] but the SQL uses [${[...used].join(", ")}]`,
      );
    built = {
      sql: compiled.sql,
      params: compiled.params.map(paramOf),
      keys: fields.map(([key]) => key),
      decoders: fields.map(([, field]) => decoderOf(field)),
    };
    return built;
  };
  const bind = (d1: D1Database, values: Record<V, unknown>) => {
    const b = get();
    return d1.prepare(b.sql).bind(...b.params.map((param) => param(values)));
  };
  const mapRow = (b: Built, text: unknown): Row => {
    if (typeof text !== "string") throw new Error("compiled read: a row is not a packed JSON array");
    const parsed = JSON.parse(text) as unknown[];
    const row = b.keys.length > FUNCTION_ARGS ? (parsed as unknown[][]).flat() : parsed;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < b.keys.length; i++) {
      const value = row[i] ?? null;
      const decode = b.decoders[i];
      out[b.keys[i] as string] = value === null || !decode ? value : decode(value);
    }
    return out as Row;
  };
  const read: CompiledRead<Row, V> = {
    bind,
    async all(d1, values) {
      const b = get();
      const rows = await bind(d1, values).raw();
      return rows.map((row) => mapRow(b, row[0]));
    },
    fromBatch(result) {
      const b = get();
      return (result.results as { row: unknown }[]).map((row) => mapRow(b, row.row));
    },
    get sql() {
      return get().sql;
    },
  };
  everyRead.push(read);
  return read;
}

const everyRead: CompiledRead<unknown, string>[] = [];

/** Every compiled read made so far (a test holds each to D1's limits). */
export function compiledReads(): readonly CompiledRead<unknown, string>[] {
  return everyRead;
}

/** The rows of each read in a list of compiled reads (a batch's results, in order). */
export type RowsOf<T extends readonly { fromBatch(result: D1Result): unknown[] }[]> = {
  -readonly [K in keyof T]: ReturnType<T[K]["fromBatch"]>;
};
