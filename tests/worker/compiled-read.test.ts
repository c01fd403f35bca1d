/**
 * Compiled reads (ADR 038): SQL built once, rows packed as JSON arrays and mapped by position. What a
 * caller sees must be what drizzle's own query gives for the same selection, for every kind of value
 * (compiled-read-limits.test.ts holds the app's reads to D1's limits).
 */
import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, it } from "vitest";
import { compiledRead } from "~/db/compiled.server";
import { db } from "./helpers";

const samples = sqliteTable("compiled_samples", {
  id: integer("id").primaryKey(),
  label: text("label").notNull(),
  kind: text("kind", { enum: ["a", "b"] }).notNull(),
  ratio: real("ratio"),
  active: integer("active", { mode: "boolean" }).notNull(),
  at: integer("at", { mode: "timestamp_ms" }),
  meta: text("meta", { mode: "json" }).$type<{ tags: string[] }>(),
});

const wide = Object.fromEntries(
  Array.from({ length: 40 }, (_, i) => [`c${i}`, sql<number>`${samples.id} + ${i}`]),
) as Record<`c${number}`, ReturnType<typeof sql<number>>>;

beforeAll(async () => {
  await env.DB.exec(
    "CREATE TABLE IF NOT EXISTS compiled_samples (id INTEGER PRIMARY KEY, label TEXT NOT NULL, kind TEXT NOT NULL, ratio REAL, active INTEGER NOT NULL, at INTEGER, meta TEXT)",
  );
  await env.DB.exec("DELETE FROM compiled_samples");
  await db()
    .insert(samples)
    .values([
      {
        id: 1,
        label: 'Tāmaki "Makaurau" \\ 🏋️',
        kind: "a",
        ratio: 1 / 3,
        active: true,
        at: new Date(1_764_000_000_123),
        meta: { tags: ["x", "y"] },
      },
      { id: 2, label: "", kind: "b", ratio: 0.1 + 0.2, active: false, at: null, meta: null },
      { id: 3, label: "big", kind: "b", ratio: -37.67369, active: true, at: new Date(0), meta: null },
    ]);
});

const columns = {
  id: samples.id,
  label: samples.label,
  kind: samples.kind,
  ratio: samples.ratio,
  active: samples.active,
  at: samples.at,
  meta: samples.meta,
  doubled: sql<number>`${samples.id} * 2`.mapWith(Number),
  named: sql<string>`upper(${samples.label})`.as("named"),
  missing: sql<null>`NULL`,
};

describe("a compiled read", () => {
  const byKind = compiledRead(["kind"], ({ select, p }) =>
    select(columns)
      .from(samples)
      .where(eq(samples.kind, p("kind")))
      .orderBy(samples.id),
  );

  it("gives the same rows as drizzle's own query, value for value (text, REAL, booleans, dates, JSON, NULL)", async () => {
    for (const kind of ["a", "b"] as const) {
      const expected = await db()
        .select(columns)
        .from(samples)
        .where(eq(samples.kind, kind))
        .orderBy(samples.id);
      const rows = await byKind.all(env.DB, { kind });
      expect(rows).toEqual(expected);
      expect(rows.length).toBeGreaterThan(0);
    }
    const [first] = await byKind.all(env.DB, { kind: "a" });
    expect(first?.ratio).toBe(1 / 3);
    expect(first?.at).toEqual(new Date(1_764_000_000_123));
    expect(first?.active).toBe(true);
    expect(first?.label).toBe('Tāmaki "Makaurau" \\ 🏋️');
  });

  it("maps its rows in a D1 batch beside another statement", async () => {
    const [other, result] = await env.DB.batch([
      env.DB.prepare("SELECT 1 AS id, 2 AS id"),
      byKind.bind(env.DB, { kind: "b" }),
    ]);
    expect(other?.results).toHaveLength(1);
    expect(byKind.fromBatch(result as D1Result).map((row) => [row.id, row.ratio, row.active])).toEqual([
      [2, 0.1 + 0.2, false],
      [3, -37.67369, true],
    ]);
  });

  it("reads more than 32 fields (packed 32 to a function call) in order", async () => {
    const read = compiledRead(["id"], ({ select, p }) =>
      select(wide)
        .from(samples)
        .where(eq(samples.id, p("id"))),
    );
    const [row] = await read.all(env.DB, { id: 3 });
    expect(row).toEqual(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`c${i}`, 3 + i])));
  });

  it("refuses a value it was not given, and names that do not match its SQL", async () => {
    expect(() => byKind.bind(env.DB, {} as { kind: string })).toThrow(/no value for "kind"/);
    const unused = compiledRead(["kind", "extra"], ({ select, p }) =>
      select({ id: samples.id })
        .from(samples)
        .where(eq(samples.kind, p("kind"))),
    );
    expect(() => unused.sql).toThrow(/values \[kind, extra\]/);
  });
});
