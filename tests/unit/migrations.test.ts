import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";

/**
 * drizzle-kit owns the migrations (docs/migrations.md): every SQL file in migrations/ is in its
 * journal with a snapshot, `drizzle-kit generate` on the unchanged schema writes nothing, and the
 * database the migrations build (as D1 applies them) is the one app/db/schema.ts describes, compared
 * by SQLite itself against the SQL drizzle-kit generates from the schema from scratch. Triggers live
 * only in the SQL migrations (drizzle does not model them) and are left out of the comparison.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const MIGRATIONS = path.join(ROOT, "migrations");
const drizzleKit = path.join(ROOT, "node_modules", ".bin", "drizzle-kit");
const temp = mkdtempSync(path.join(os.tmpdir(), "gymroam-migrations-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const sqlFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort();

function generate(out: string): string {
  const run = spawnSync(
    drizzleKit,
    // drizzle-kit reads its snapshots at "./" + out: a path relative to the project.
    ["generate", "--dialect", "sqlite", "--schema", "./app/db/schema.ts", "--out", path.relative(ROOT, out)],
    { cwd: ROOT, encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`drizzle-kit generate failed: ${run.stdout}\n${run.stderr}`);
  return `${run.stdout}${run.stderr}`;
}

/** A database built from SQL files, accepting double-quoted string literals as D1 does. */
function build(dir: string): DatabaseSync {
  const db = new DatabaseSync(":memory:", { enableDoubleQuotedStringLiterals: true });
  for (const file of sqlFiles(dir)) db.exec(readFileSync(path.join(dir, file), "utf8"));
  return db;
}

/** Tables as SQLite reports them: columns by name, indexes, foreign keys and named checks. */
function shape(db: DatabaseSync) {
  const rows = db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string; sql: string }[];
  const booleans: Record<string, string> = { false: "0", true: "1" };
  return Object.fromEntries(
    rows
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(({ name, sql }) => [
        name,
        {
          columns: (
            db
              .prepare(`SELECT name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo(?)`)
              .all(name) as { name: string; dflt_value: string | null }[]
          )
            .map((c) => ({
              ...c,
              dflt_value: c.dflt_value === null ? null : (booleans[c.dflt_value] ?? c.dflt_value),
            }))
            .sort((a, b) => a.name.localeCompare(b.name)),
          indexes: (
            db.prepare(`SELECT name, "unique", partial FROM pragma_index_list(?)`).all(name) as {
              name: string;
            }[]
          )
            .map((index) => ({
              ...index,
              columns: (
                db.prepare("SELECT name FROM pragma_index_info(?) ORDER BY seqno").all(index.name) as {
                  name: string;
                }[]
              ).map((c) => c.name),
            }))
            .sort((a, b) => a.name.localeCompare(b.name)),
          foreignKeys: db
            .prepare(
              `SELECT "table", "from", "to", on_update, on_delete FROM pragma_foreign_key_list(?) ORDER BY "from"`,
            )
            .all(name)
            .map((fk) => ({ ...fk })),
          checks: [...sql.matchAll(/CONSTRAINT\s+["`]([^"`]+)["`]\s+CHECK/g)].map((m) => m[1]).sort(),
        },
      ]),
  );
}

describe("migrations and drizzle-kit", () => {
  it("every SQL migration is in drizzle's journal, numbered as its file, with a snapshot", () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, "meta", "_journal.json"), "utf8")) as {
      entries: { idx: number; tag: string; when: number }[];
    };
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(sqlFiles(MIGRATIONS));
    const snapshots = readdirSync(path.join(MIGRATIONS, "meta"));
    for (const [i, entry] of journal.entries.entries()) {
      expect(entry.idx).toBe(Number(entry.tag.slice(0, 4)));
      expect(snapshots).toContain(`${entry.tag.slice(0, 4)}_snapshot.json`);
      if (i > 0) expect(entry.when).toBeGreaterThan(journal.entries[i - 1]!.when);
    }
  });

  it("npm run db:generate on the unchanged schema writes nothing", () => {
    const copy = path.join(temp, "migrations");
    cpSync(MIGRATIONS, copy, { recursive: true });
    const before = readdirSync(copy, { recursive: true }).sort();
    expect(generate(copy)).toContain("No schema changes, nothing to migrate");
    expect(readdirSync(copy, { recursive: true }).sort()).toEqual(before);
  }, 60_000);

  it("the schema file describes the database the migrations build", () => {
    const fresh = path.join(temp, "from-schema");
    generate(fresh);
    expect(shape(build(MIGRATIONS))).toEqual(shape(build(fresh)));
  }, 60_000);
});
