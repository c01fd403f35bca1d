/**
 * Loads sample data into D1 through wrangler (`npm run seed`).
 *
 *   node scripts/seed.ts                  curated sample set (fails if gyms already exist)
 *   node scripts/seed.ts --reset          delete every row first, then seed
 *   node scripts/seed.ts --if-empty       seed only when the gyms table is empty (npm start)
 *   node scripts/seed.ts --gyms 100000    curated set plus synthetic gyms up to 100,000 in total
 *   --persist-to DIR (local state, default .wrangler/state), --remote (the deployed database),
 *   --chunk N (synthetic gyms per wrangler call, default 10000), --keep-sql (keep the SQL files)
 *
 * The SQL is deterministic: the same flags always write the same rows.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { BIN, ROOT, wranglerEnv } from "./lib/run.ts";
import { buildCuratedDataset, type Tables } from "./seed/dataset.ts";
import { insertStatements } from "./seed/sql.ts";
import { buildSyntheticGyms } from "./seed/synthetic.ts";

/**
 * Every table, children before parents: the order --reset deletes in. The tables triggers write to
 * (personal_versions, gym_places) come last, after the deletes that fire those triggers.
 */
const RESET_ORDER = [
  "trip_stops",
  "trip_payments",
  "slot_waitlist_slots",
  "slot_waitlist",
  "calendar_feeds",
  "ledger_entries",
  "payout_items",
  "payout_runs",
  "order_items",
  "orders",
  "products",
  "commission_ledger",
  "ambassador_payouts",
  "payment_events",
  "reviews",
  "booking_changes",
  "booking_check_ins",
  "amenity_slots",
  "amenity_bookings",
  "booking_slots",
  "gym_slot_load",
  "bookings",
  "trips",
  "ambassador_codes",
  "ambassador_applications",
  "saved_gyms",
  "team_booking_inquiries",
  "athlete_interest_messages",
  "gym_applications",
  "gym_closed_dates",
  "amenity_items",
  "gym_staff",
  "gym_images",
  "gym_operating_days",
  "gym_sports",
  "gym_amenities",
  "gym_equipment",
  "gyms",
  "trainers",
  "waitlist",
  "mail_outbox",
  "page_views",
  "admin_sessions",
  "login_attempts",
  "idempotency_keys",
  "audit_log",
  "mail_opt_outs",
  "account_sessions",
  "auth_accounts",
  "auth_verifications",
  "users",
  "gym_places",
] as const;
/** Reference data the migrations themselves write (search option bits, the catalogue's version row). */
const KEPT_TABLES: readonly string[] = ["search_options", "catalog_version"];
const INTERNAL_TABLE = /^(sqlite_|_cf_|d1_migrations$)/;

const { values } = parseArgs({
  options: {
    gyms: { type: "string" },
    reset: { type: "boolean", default: false },
    "if-empty": { type: "boolean", default: false },
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string", default: ".wrangler/state" },
    chunk: { type: "string", default: "10000" },
    "keep-sql": { type: "boolean", default: false },
  },
});

const started = performance.now();
const target = values.remote ? ["--remote"] : ["--local", "--persist-to", values["persist-to"]];
const wrangler = path.join(BIN, process.platform === "win32" ? "wrangler.cmd" : "wrangler");

function fail(message: string): never {
  console.error(`seed: ${message}`);
  process.exit(1);
}

/** Runs `wrangler d1 execute DB` with a command or a file; returns the parsed --json results. */
function execute(input: { command: string } | { file: string }): { results: Record<string, unknown>[] }[] {
  const args = ["d1", "execute", "DB", ...target, "--json", "-y"];
  if ("command" in input) args.push("--command", input.command);
  else args.push("--file", input.file);
  const result = spawnSync(wrangler, args, {
    cwd: ROOT,
    env: wranglerEnv(),
    encoding: "utf8",
    maxBuffer: 1024 * 1024 * 1024,
  });
  const output = result.stdout ?? "";
  let parsed: unknown;
  try {
    parsed = JSON.parse(output);
  } catch {
    parsed = undefined;
  }
  if (result.status !== 0 || !Array.isArray(parsed)) {
    const error = (parsed as { error?: { text?: string } } | undefined)?.error?.text;
    throw new Error(
      error ?? `wrangler exited with ${result.status ?? result.signal}\n${output}\n${result.stderr}`,
    );
  }
  return parsed as { results: Record<string, unknown>[] }[];
}

const requestedGyms = values.gyms === undefined ? undefined : Number(values.gyms);
if (requestedGyms !== undefined && (!Number.isInteger(requestedGyms) || requestedGyms < 0)) {
  fail(`--gyms must be a whole number, got ${values.gyms}`);
}
const chunkSize = Number(values.chunk);
if (!Number.isInteger(chunkSize) || chunkSize < 1) fail(`--chunk must be a positive whole number`);

// 1. Inspect the database: tables present and whether it already has gyms.
let existingGyms: number;
let tableNames: string[];
try {
  const [tablesResult, countResult] = execute({
    command: "SELECT name FROM sqlite_master WHERE type = 'table'; SELECT count(*) AS n FROM gyms",
  });
  tableNames = (tablesResult?.results ?? []).map((row) => String(row.name));
  existingGyms = Number(countResult?.results[0]?.n ?? 0);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (/no such table/i.test(message)) {
    fail("the database has no tables yet. Apply migrations first: npm run db:migrate");
  }
  fail(message);
}

if (values["if-empty"] && existingGyms > 0 && !values.reset) {
  console.info(`seed: skipped, the database already has ${existingGyms} gyms.`);
  process.exit(0);
}
if (existingGyms > 0 && !values.reset) {
  fail(`the database already has ${existingGyms} gyms. Pass --reset to replace all data.`);
}
const unknown = tableNames.filter(
  (name) =>
    !INTERNAL_TABLE.test(name) &&
    !(RESET_ORDER as readonly string[]).includes(name) &&
    !KEPT_TABLES.includes(name),
);
if (values.reset && unknown.length > 0) {
  fail(
    `--reset does not know the table(s) ${unknown.join(", ")}: add them to RESET_ORDER in scripts/seed.ts.`,
  );
}

// 2. Build and apply SQL files.
const workDir = mkdtempSync(path.join(os.tmpdir(), "gymroam-seed-"));
const counts = new Map<string, number>();
let files = 0;

function countRows(tables: Tables): void {
  for (const { table, rows } of tables.toTableRows())
    counts.set(table, (counts.get(table) ?? 0) + rows.length);
}

function apply(label: string, statements: Iterable<string>): void {
  files += 1;
  const file = path.join(workDir, `${String(files).padStart(3, "0")}-${label}.sql`);
  writeFileSync(file, [...statements].join(""));
  execute({ file });
}

function* tableStatements(tables: Tables): Generator<string> {
  for (const rows of tables.toTableRows()) yield* insertStatements(rows);
}

try {
  const curated = buildCuratedDataset();
  countRows(curated.tables);
  const resetStatements = values.reset
    ? [
        ...RESET_ORDER.filter((t) => tableNames.includes(t)).map((t) => `DELETE FROM "${t}";\n`),
        `DELETE FROM sqlite_sequence WHERE name IN (${RESET_ORDER.map((t) => `'${t}'`).join(", ")});\n`,
      ]
    : [];
  const totalGyms = Math.max(requestedGyms ?? 0, curated.gymCount);
  // Refresh the query planner's statistics after the last load (D1 recommends PRAGMA optimize).
  const optimize = "PRAGMA optimize;\n";
  // Reset and the curated set in one file: one atomic batch.
  apply("curated", [
    ...resetStatements,
    ...tableStatements(curated.tables),
    ...(totalGyms === curated.gymCount ? [optimize] : []),
  ]);

  for (let from = curated.gymCount + 1; from <= totalGyms; from += chunkSize) {
    const to = Math.min(from + chunkSize - 1, totalGyms);
    const chunkStarted = performance.now();
    const tables = buildSyntheticGyms(from, to);
    countRows(tables);
    apply(`synthetic-${from}`, [...tableStatements(tables), ...(to === totalGyms ? [optimize] : [])]);
    console.info(
      `seed: synthetic gyms ${from}-${to} of ${totalGyms} (${((performance.now() - chunkStarted) / 1000).toFixed(1)} s)`,
    );
  }
} catch (error) {
  console.error(`seed: SQL files kept in ${workDir}`);
  fail(error instanceof Error ? error.message : String(error));
}
if (!values["keep-sql"]) rmSync(workDir, { recursive: true, force: true });
else console.info(`seed: SQL files kept in ${workDir}`);

const n = (table: string) => (counts.get(table) ?? 0).toLocaleString("en-NZ");
console.info(
  `seed: ${values.reset ? "reset, then " : ""}loaded ${n("gyms")} gyms (${n("gym_equipment")} equipment, ${n("gym_amenities")} amenities, ${n("gym_sports")} sports, ${n("gym_images")} images, ${n("gym_staff")} staff), ${n("amenity_items")} amenity items, ${n("users")} users, ${n("bookings")} bookings, ${n("reviews")} reviews, ${n("trainers")} trainers, ${n("products")} products, ${n("waitlist")} waitlist, ${n("gym_applications")} gym + ${n("ambassador_applications")} ambassador applications in ${((performance.now() - started) / 1000).toFixed(1)} s (${files} file${files === 1 ? "" : "s"}, ${values.remote ? "remote" : values["persist-to"]}).`,
);
