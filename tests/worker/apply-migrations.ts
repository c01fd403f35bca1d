import { applyD1Migrations, type D1Migration, env } from "cloudflare:test";

/**
 * Every test file starts on an empty database with the migrations applied.
 *
 * The worker project runs its files one after another in one workerd per vitest worker (isolate:
 * false in vitest.config.ts): starting a runtime and importing the app for each of 80 files cost more
 * than the tests themselves. So a file that finds the previous file's tables drops them and applies
 * the migrations again, which also restores the rows the migrations insert (catalog_version).
 */
const migrations = (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS;

const { results: objects } = await env.DB.prepare(
  "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'view', 'trigger') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
).all<{ type: string; name: string }>();
if (objects.length > 0) {
  // Dropping a table runs its foreign-key actions, which read the parent table: drop every child
  // before its parents.
  const tables = objects.filter((o) => o.type === "table").map((o) => o.name);
  const lists = await env.DB.batch<{ table: string }>(
    tables.map((name) => env.DB.prepare(`PRAGMA foreign_key_list("${name.replaceAll('"', '""')}")`)),
  );
  const edges = tables.flatMap((child, i) =>
    (lists[i]?.results ?? []).map((key) => ({ child, parent: key.table })),
  );
  const ordered: string[] = [];
  const visit = (name: string, seen: Set<string>) => {
    if (ordered.includes(name) || seen.has(name)) return;
    seen.add(name);
    for (const edge of edges) if (edge.parent === name && edge.child !== name) visit(edge.child, seen);
    ordered.push(name);
  };
  for (const table of tables) visit(table, new Set());
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const drops = [
    ...objects.filter((o) => o.type === "trigger").map((o) => `DROP TRIGGER IF EXISTS ${quote(o.name)}`),
    ...objects.filter((o) => o.type === "view").map((o) => `DROP VIEW IF EXISTS ${quote(o.name)}`),
    ...ordered.map((name) => `DROP TABLE IF EXISTS ${quote(name)}`),
  ];
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = ON"),
    ...drops.map((sql) => env.DB.prepare(sql)),
  ]);
}
await applyD1Migrations(env.DB, migrations);

// The Cache API, KV and R2 outlive the database: start this file's catalogue at a version no earlier
// file used, so a page cached by another file (keyed by the catalogue version) is never looked up.
await env.DB.prepare("UPDATE catalog_version SET version = ? WHERE id = 1")
  .bind(Date.now() % 1_000_000_000)
  .run();
for (let listed = await env.ANALYTICS.list(); ; ) {
  await Promise.all(listed.keys.map((key) => env.ANALYTICS.delete(key.name)));
  if (listed.list_complete) break;
  listed = await env.ANALYTICS.list({ cursor: listed.cursor });
}
for (let listed = await env.PHOTOS.list(); ; ) {
  if (listed.objects.length > 0) await env.PHOTOS.delete(listed.objects.map((object) => object.key));
  if (!listed.truncated) break;
  listed = await env.PHOTOS.list({ cursor: listed.cursor });
}
