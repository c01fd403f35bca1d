/**
 * The bench's D1 trace: how many D1 statements one request runs and how many rows
 * they read, from D1's own result metadata (`meta.rows_read`, `meta.rows_written`).
 *
 It is only in the bench's build (workers/bench.ts, built by `npm run bench`), never in production's.
 * There it runs when the worker has `BENCH_TRACE=1` (readConfig refuses that variable in production)
 * and the request asks with `X-Bench-Trace: 1`. Then the request's D1 binding is wrapped, the whole
 * response body is read, the work the request left running (`ctx.waitUntil`) is awaited, and the
 * counts go back in a standard `Server-Timing` header: `d1` for the statements run until the worker
 * answered (every loader and action: no route defers data), `d1-after` for those run after it (the
 * page-view row, the mail kick after a write):
 *
 *   Server-Timing: d1;desc="queries=5 reads=4 rows_read=120 writes=1 rows_written=2 unmeasured=0",
 *     d1-after;desc="queries=1 reads=0 rows_read=18 writes=1 rows_written=1 unmeasured=0"
 *
 * drizzle reads through `stmt.raw()`, which returns no metadata: in trace mode only, a read-only
 * statement (SELECT / WITH … SELECT) read that way is run a second time with `.all()` to learn its
 * `rows_read` (counted once). A write read through `raw()`/`first()` (INSERT … RETURNING) is never run
 * twice: it counts as a query and a write, and as `unmeasured` (its rows are not known).
 */
import { readConfig } from "../app/env.server";

/** The request header that asks for a trace (honoured only with BENCH_TRACE=1). */
export const BENCH_TRACE_HEADER = "X-Bench-Trace";

export interface D1TraceCounts {
  /** Statements run (each member of a batch counts). */
  queries: number;
  /** Of those, read-only statements (SELECT, WITH … SELECT). */
  reads: number;
  /** Sum of D1's `meta.rows_read` over every statement whose metadata is known. */
  rowsRead: number;
  /** Statements that may write (anything not read-only). */
  writes: number;
  /** Sum of D1's `meta.rows_written`. */
  rowsWritten: number;
  /** Statements whose metadata could not be read without running a write twice. */
  unmeasured: number;
}

const emptyCounts = (): D1TraceCounts => ({
  queries: 0,
  reads: 0,
  rowsRead: 0,
  writes: 0,
  rowsWritten: 0,
  unmeasured: 0,
});

/** SELECT or WITH … SELECT with no data-changing keyword anywhere: safe to run a second time. */
export function isReadOnlySql(sql: string): boolean {
  const text = sql.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/--[^\n]*/g, " ");
  return /^\s*(select|with)\b/i.test(text) && !/\b(insert|update|delete|replace|upsert)\b/i.test(text);
}

interface Meta {
  rows_read?: number;
  rows_written?: number;
}

/** Counts the statements run through the D1 databases it wraps: until `answered()`, then after. */
export class D1Trace {
  readonly counts: D1TraceCounts = emptyCounts();
  readonly afterCounts: D1TraceCounts = emptyCounts();
  private hasAnswered = false;

  /** The worker has answered: later statements are the work it runs after the response. */
  answered(): void {
    this.hasAnswered = true;
  }

  record(sql: string, meta: Meta | undefined): void {
    const counts = this.hasAnswered ? this.afterCounts : this.counts;
    counts.queries += 1;
    if (isReadOnlySql(sql)) counts.reads += 1;
    else counts.writes += 1;
    counts.rowsRead += meta?.rows_read ?? 0;
    counts.rowsWritten += meta?.rows_written ?? 0;
  }

  /** A statement read through raw() or first(): re-read a SELECT for its metadata, never a write. */
  async recordWithoutMeta(sql: string, statement: D1PreparedStatement): Promise<void> {
    if (isReadOnlySql(sql)) {
      const again = await statement.all();
      this.record(sql, again.meta);
      return;
    }
    this.record(sql, undefined);
    (this.hasAnswered ? this.afterCounts : this.counts).unmeasured += 1;
  }

  /** The database as the request sees it: every statement counted. */
  wrap(db: D1Database): D1Database {
    const wrapped = {
      prepare: (sql: string) => tracedStatement(this, db.prepare(sql), sql),
      batch: async <T>(statements: D1PreparedStatement[]) => {
        const results = await db.batch<T>(statements.map(innerStatement));
        results.forEach((result, i) => {
          this.record(sqlOf(statements[i]), result.meta);
        });
        return results;
      },
      exec: async (query: string) => {
        const result = await db.exec(query);
        // exec gives a statement count and no metadata.
        for (let i = 0; i < result.count; i += 1) this.record(query, undefined);
        (this.hasAnswered ? this.afterCounts : this.counts).unmeasured += result.count;
        return result;
      },
      dump: () => db.dump(),
      withSession: (constraintOrBookmark?: string) => {
        const session = db.withSession(constraintOrBookmark);
        return {
          prepare: (sql: string) => tracedStatement(this, session.prepare(sql), sql),
          batch: async <T>(statements: D1PreparedStatement[]) => {
            const results = await session.batch<T>(statements.map(innerStatement));
            results.forEach((result, i) => {
              this.record(sqlOf(statements[i]), result.meta);
            });
            return results;
          },
          getBookmark: () => session.getBookmark(),
        } as D1DatabaseSession;
      },
    };
    return wrapped as unknown as D1Database;
  }

  /** A standard Server-Timing entry the bench reads. */
  static serverTiming(name: string, c: D1TraceCounts): string {
    return `${name};desc="queries=${c.queries} reads=${c.reads} rows_read=${c.rowsRead} writes=${c.writes} rows_written=${c.rowsWritten} unmeasured=${c.unmeasured}"`;
  }
}

const INNER = Symbol("inner statement");
const SQL = Symbol("statement sql");
type Traced = D1PreparedStatement & { [INNER]: D1PreparedStatement; [SQL]: string };

function innerStatement(statement: D1PreparedStatement): D1PreparedStatement {
  return (statement as Partial<Traced>)[INNER] ?? statement;
}

function sqlOf(statement: D1PreparedStatement | undefined): string {
  return (statement as Partial<Traced> | undefined)?.[SQL] ?? "";
}

function tracedStatement(trace: D1Trace, inner: D1PreparedStatement, sql: string): D1PreparedStatement {
  const statement = {
    [INNER]: inner,
    [SQL]: sql,
    bind: (...values: unknown[]) => tracedStatement(trace, inner.bind(...values), sql),
    first: async (column?: string) => {
      const row = column === undefined ? await inner.first() : await inner.first(column);
      await trace.recordWithoutMeta(sql, inner);
      return row;
    },
    run: async () => {
      const result = await inner.run();
      trace.record(sql, result.meta);
      return result;
    },
    all: async () => {
      const result = await inner.all();
      trace.record(sql, result.meta);
      return result;
    },
    raw: async (options?: { columnNames?: boolean }) => {
      const rows = options?.columnNames
        ? await inner.raw({ columnNames: true })
        : await inner.raw(options as { columnNames?: false });
      await trace.recordWithoutMeta(sql, inner);
      return rows;
    },
  };
  return statement as unknown as Traced;
}

/** A traced request: its env and ctx to serve it with, and `finish` for its response. */
export interface BenchTrace {
  /** The worker's bindings with D1 counted. */
  env: Env;
  ctx: ExecutionContext;
  counts: D1TraceCounts;
  afterCounts: D1TraceCounts;
  /** Waits for the whole body and the background work, then adds the Server-Timing header. */
  finish(response: Response): Promise<Response>;
}

/**
 * A trace for this request, or undefined (the normal case): only with BENCH_TRACE=1 (never in
 * production: readConfig refuses it) and `X-Bench-Trace: 1` on the request.
 */
export function benchTrace(env: Env, request: Request, ctx: ExecutionContext): BenchTrace | undefined {
  if (request.headers.get(BENCH_TRACE_HEADER) !== "1") return undefined;
  try {
    if (!readConfig(env).benchTrace) return undefined;
  } catch {
    return undefined; // a misconfigured worker answers for itself
  }
  const trace = new D1Trace();
  const pending: Promise<unknown>[] = [];
  const tracedCtx = {
    waitUntil: (promise: Promise<unknown>) => {
      pending.push(promise);
      ctx.waitUntil(promise);
    },
    passThroughOnException: () => ctx.passThroughOnException(),
    props: ctx.props,
  } as ExecutionContext;
  return {
    env: { ...env, DB: trace.wrap(env.DB) },
    ctx: tracedCtx,
    counts: trace.counts,
    afterCounts: trace.afterCounts,
    async finish(response) {
      trace.answered();
      const body = response.body ? await response.arrayBuffer() : null;
      // Background work may queue more background work: wait until none is left.
      for (let settled = 0; settled < pending.length; ) {
        const batch = pending.slice(settled);
        settled = pending.length;
        await Promise.allSettled(batch);
      }
      const headers = new Headers(response.headers);
      headers.append("Server-Timing", D1Trace.serverTiming("d1", trace.counts));
      headers.append("Server-Timing", D1Trace.serverTiming("d1-after", trace.afterCounts));
      const nullBody = [101, 204, 205, 304].includes(response.status);
      return new Response(nullBody ? null : body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    },
  };
}
