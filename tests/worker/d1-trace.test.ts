/**
 * The bench's D1 trace (ADR 031, workers/d1-trace.ts, only in the bench's worker entry): what it counts
 * matches D1's own metadata, writes are never run twice, and nothing is traced unless the worker has
 * BENCH_TRACE=1 and the request asks for it.
 */
import { env } from "cloudflare:test";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { gyms } from "~/db/schema";
import { ConfigError, readConfig } from "~/env.server";
import { BENCH_TRACE_HEADER, benchTrace, isReadOnlySql } from "../../workers/d1-trace";
import { insertGym, request } from "./helpers";

const ctx = () => {
  const pending: Promise<unknown>[] = [];
  return {
    pending,
    ctx: {
      waitUntil: (p: Promise<unknown>) => {
        pending.push(p);
      },
      passThroughOnException: () => undefined,
      props: {},
    } as unknown as ExecutionContext,
  };
};

const tracedEnv = () => ({ ...env, BENCH_TRACE: "1" }) as unknown as Env;
const asked = () => request("/gyms", { headers: { [BENCH_TRACE_HEADER]: "1" } });

/** The counts of one Server-Timing entry (d1 or d1-after), as numbers. */
function timing(response: Response, name: string): Record<string, number> {
  const header = response.headers.get("Server-Timing") ?? "";
  const desc = new RegExp(`(?:^|,)\\s*${name};desc="([^"]*)"`).exec(header)?.[1] ?? "";
  return Object.fromEntries(desc.split(" ").map((pair) => [pair.split("=")[0], Number(pair.split("=")[1])]));
}

/** D1's own rows_read for a statement, read directly (no trace). */
async function rowsReadOf(sql: string, ...params: unknown[]): Promise<number> {
  const result = await env.DB.prepare(sql)
    .bind(...params)
    .all();
  return result.meta.rows_read;
}

describe("bench D1 trace", () => {
  it("is off without BENCH_TRACE, even when the request asks", () => {
    expect(readConfig(env).benchTrace).toBe(false);
    expect(benchTrace(env, asked(), ctx().ctx)).toBeUndefined();
  });

  it("is off for a request that does not ask, with BENCH_TRACE=1", () => {
    expect(readConfig(tracedEnv()).benchTrace).toBe(true);
    expect(benchTrace(tracedEnv(), request("/gyms"), ctx().ctx)).toBeUndefined();
    expect(
      benchTrace(tracedEnv(), request("/gyms", { headers: { [BENCH_TRACE_HEADER]: "yes" } }), ctx().ctx),
    ).toBeUndefined();
  });

  it("makes a production worker refuse to start", () => {
    const production = {
      ...env,
      APP_ENV: "production",
      PUBLIC_ORIGIN: "https://gymroam.example",
      SESSION_SECRET: "q8Yv0m3Jt6Wc1Zr9Lk2Hs5Xb7Nf4Pd0Ga8Ue3Ti6Oy1=",
      ADMIN_PASSWORD: "a-real-admin-password",
      ANALYTICS_SALT: "a-real-salt",
    } as unknown as Env;
    expect(readConfig(production).benchTrace).toBe(false);
    expect(() => readConfig({ ...production, BENCH_TRACE: "1" } as unknown as Env)).toThrow(ConfigError);
    expect(() => readConfig({ ...production, BENCH_TRACE: "0" } as unknown as Env)).toThrow(/BENCH_TRACE/);
    // The trace itself stays off there.
    expect(
      benchTrace({ ...production, BENCH_TRACE: "1" } as unknown as Env, asked(), ctx().ctx),
    ).toBeUndefined();
  });

  it("counts drizzle's reads with D1's rows_read, and batches member by member", async () => {
    const a = await insertGym({ city: "Nelson" });
    await insertGym({ city: "Nelson" });
    await insertGym({ city: "Napier" });
    const trace = benchTrace(tracedEnv(), asked(), ctx().ctx);
    if (!trace) throw new Error("no trace");
    const db = getDb(trace.env.DB);

    // drizzle reads through stmt.raw(): the trace learns rows_read by reading the SELECT again.
    const nelson = await db.select({ id: gyms.id }).from(gyms).where(eq(gyms.city, "Nelson"));
    expect(nelson).toHaveLength(2);
    const [one] = await db.select({ n: count() }).from(gyms);
    expect(one?.n).toBeGreaterThanOrEqual(3);
    await db.batch([db.select().from(gyms).where(eq(gyms.id, a.id)), db.select({ id: gyms.id }).from(gyms)]);

    const expected =
      (await rowsReadOf(`select "id" from "gyms" where "gyms"."city" = ?`, "Nelson")) +
      (await rowsReadOf(`select count(*) from "gyms"`)) +
      (await rowsReadOf(`select * from "gyms" where "gyms"."id" = ?`, a.id)) +
      (await rowsReadOf(`select "id" from "gyms"`));
    expect(expected).toBeGreaterThan(0);
    expect(trace.counts).toEqual({
      queries: 4,
      reads: 4,
      rowsRead: expected,
      writes: 0,
      rowsWritten: 0,
      unmeasured: 0,
    });
  });

  it("counts writes once and never runs one twice", async () => {
    const gym = await insertGym({ city: "Timaru" });
    const trace = benchTrace(tracedEnv(), asked(), ctx().ctx);
    if (!trace) throw new Error("no trace");
    const db = getDb(trace.env.DB);
    await db.update(gyms).set({ description: "Changed by the trace test." }).where(eq(gyms.id, gym.id));
    // INSERT … RETURNING goes through raw(): counted, not re-run, its rows unknown.
    await db
      .insert(gyms)
      .values({ ...gym, id: undefined, name: "Returned Gym" })
      .returning({ id: gyms.id });
    const returned = await getDb(env.DB)
      .select({ id: gyms.id })
      .from(gyms)
      .where(eq(gyms.name, "Returned Gym"));
    expect(returned).toHaveLength(1);
    expect(trace.counts.queries).toBe(2);
    expect(trace.counts.writes).toBe(2);
    expect(trace.counts.reads).toBe(0);
    expect(trace.counts.unmeasured).toBe(1);
    expect(trace.counts.rowsWritten).toBeGreaterThanOrEqual(1);
  });

  it("answers with Server-Timing after the whole body and the work after the response", async () => {
    await insertGym({ city: "Oamaru" });
    const { ctx: workerCtx, pending } = ctx();
    const trace = benchTrace(tracedEnv(), asked(), workerCtx);
    if (!trace) throw new Error("no trace");
    const db = trace.env.DB;
    // What the response needs, then work left running after it (the page-view row's kind).
    const row = await db.prepare("SELECT count(*) AS n FROM gyms WHERE city = ?").bind("Oamaru").first();
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(`gyms in Oamaru: ${String(row?.n)}`));
        controller.close();
      },
    });
    trace.ctx.waitUntil(
      (async () => {
        await scheduler.wait(1); // after the worker answered, as the page-view row is written
        await db.prepare("UPDATE gyms SET description = description WHERE city = ?").bind("Oamaru").run();
      })(),
    );
    const response = await trace.finish(new Response(body, { status: 200, headers: { "X-Kept": "yes" } }));

    expect(await response.text()).toBe("gyms in Oamaru: 1");
    expect(response.headers.get("X-Kept")).toBe("yes");
    // The worker's own waitUntil still gets the work (it is only awaited as well).
    expect(pending).toHaveLength(1);
    expect(timing(response, "d1")).toEqual({
      queries: 1,
      reads: 1,
      rows_read: await rowsReadOf("SELECT count(*) AS n FROM gyms WHERE city = ?", "Oamaru"),
      writes: 0,
      rows_written: 0,
      unmeasured: 0,
    });
    const after = timing(response, "d1-after");
    expect(after.queries).toBe(1);
    expect(after.writes).toBe(1);
    expect(after.reads).toBe(0);
    // D1's own figure for the same write (a catalogue-version trigger writes too).
    const direct = await env.DB.prepare("UPDATE gyms SET description = description WHERE city = ?")
      .bind("Oamaru")
      .run();
    expect(after.rows_written).toBe(direct.meta.rows_written);
    expect(after.rows_read).toBe(direct.meta.rows_read);
  });

  it("tells reads from writes by their SQL", () => {
    expect(isReadOnlySql('select "id" from "gyms"')).toBe(true);
    expect(isReadOnlySql("WITH x AS (SELECT 1) SELECT * FROM x")).toBe(true);
    expect(isReadOnlySql("/* c */ select updated_at from t")).toBe(true);
    expect(isReadOnlySql('insert into "gyms" ("name") values (?) returning "id"')).toBe(false);
    expect(isReadOnlySql("WITH x AS (SELECT 1) DELETE FROM t")).toBe(false);
    expect(isReadOnlySql("update t set a = 1")).toBe(false);
  });
});
