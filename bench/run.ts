/**
 * `npm run bench`: build, load a synthetic data set, serve the built worker locally with wrangler,
 * drive load on the main routes from a second process (bench/load.ts, autocannon), and check the
 * budgets. Exits non-zero when a budget breaks.
 *
 *   npm run bench                        100,000 gyms, 10 s per route, 2 connections
 *   npm run bench -- --gyms 5000         a smaller data set (kept in .wrangler/bench-5000)
 *   --duration S  --connections N  --port P  --no-build  --skip-load (sizes and plans only)
 *
 * Each route's throughput is also given as a ratio to /healthz, a bare page served by the same
 * worker through the same React Router handler, measured before and after the routes (their mean),
 * so the machine's speed and noise cancel out.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { BIN, ROOT, wranglerEnv } from "../scripts/lib/run.ts";
import { clientJsPerRoute, type RouteJs } from "./client-js.ts";
import type { LoadResult, LoadSpec } from "./load.ts";
import { type SearchPlan, searchPlans } from "./query-plans.ts";

export const BUDGETS = {
  /** /gyms search throughput at least this share of the baseline page's. */
  searchThroughputRatio: 0.67,
  /** /gyms search p95 latency, milliseconds. */
  searchP95Ms: 50,
  /** First-load client JS of every page route, gzip bytes. */
  clientJsGzipBytes: 140 * 1024,
  /** Form-ready client JS (first load plus form islands) of every page with forms, gzip bytes. */
  formReadyGzipBytes: 160 * 1024,
} as const;

const { values } = parseArgs({
  options: {
    gyms: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "2" },
    port: { type: "string", default: "8801" },
    "no-build": { type: "boolean", default: false },
    "skip-load": { type: "boolean", default: false },
  },
});
const gymCount = Number(values.gyms);
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);
for (const [name, value] of [
  ["--gyms", gymCount],
  ["--duration", durationSeconds],
  ["--connections", connections],
] as const) {
  if (!Number.isInteger(value) || value < 1) {
    console.error(`bench: ${name} must be a positive whole number`);
    process.exit(2);
  }
}
const origin = `http://localhost:${values.port}`;
const persistTo = `.wrangler/bench-${gymCount}`;
const wrangler = path.join(BIN, "wrangler");

function step(message: string) {
  console.info(`\n▶ ${message}`);
}

function runOrThrow(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: wranglerEnv() });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${result.status}`);
}

// 1. Build.
if (!values["no-build"]) {
  step("build");
  runOrThrow(path.join(BIN, "react-router"), ["build"]);
}

// 2. Data: a database per size, seeded once and reused while the marker says it is complete.
const marker = path.join(ROOT, persistTo, "bench-seeded.json");
if (!existsSync(marker)) {
  step(`load ${gymCount.toLocaleString("en")} gyms into ${persistTo} (once)`);
  rmSync(path.join(ROOT, persistTo), { recursive: true, force: true });
  runOrThrow(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
  runOrThrow(process.execPath, ["scripts/seed.ts", "--gyms", String(gymCount), "--persist-to", persistTo]);
  mkdirSync(path.dirname(marker), { recursive: true });
  writeFileSync(marker, JSON.stringify({ gyms: gymCount, seededAt: new Date().toISOString() }));
} else {
  runOrThrow(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
}

// 3. Query plans of the searches, and booking targets (open days, opening times) for the load.
step("search query plans");
const plans = await searchPlans(persistTo);

interface Target {
  id: number;
  open_time: string;
  is_24_hours: number;
  days: string;
}
const targets = await (async () => {
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: path.join(ROOT, "wrangler.toml"),
    persist: { path: path.join(ROOT, persistTo, "v3") },
  });
  try {
    const { results } = await proxy.env.DB.prepare(
      `SELECT g.id, g.open_time, g.is_24_hours, group_concat(d.day) AS days
       FROM gyms g JOIN gym_operating_days d ON d.gym_id = g.id
       WHERE g.is_active = 1 AND g.id % ?1 = 0 GROUP BY g.id LIMIT 400`,
    )
      .bind(Math.max(1, Math.floor(gymCount / 400)))
      .all<Target>();
    return results;
  } finally {
    await proxy.dispose();
  }
})();

/**
 * Day-pass bookings for one athlete on open days 3-60 days ahead at a slot inside the hours, taken
 * round-robin across the gyms so consecutive requests do not queue on one gym's slots.
 */
function bookingBodies(): string[] {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const perGym = targets.map((target) => {
    const open = new Set(target.days.split(",").map(Number));
    const [h = 6, m = 0] = target.open_time.split(":").map(Number);
    const minutes = target.is_24_hours ? 6 * 60 : Math.max(6 * 60, Math.ceil((h * 60 + m) / 30) * 30);
    const startTime = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    const dates: string[] = [];
    for (let day = 3; day <= 60; day += 1) {
      const date = new Date(today + day * 86_400_000);
      if (open.has(date.getUTCDay())) dates.push(date.toISOString().slice(0, 10));
    }
    return { gymId: target.id, startTime, dates };
  });
  const bodies: string[] = [];
  for (let i = 0; perGym.some((g) => i < g.dates.length); i += 1) {
    for (const gym of perGym) {
      const bookingDate = gym.dates[i];
      if (!bookingDate) continue;
      const n = bodies.length + 1;
      bodies.push(
        JSON.stringify({
          gymId: gym.gymId,
          athleteName: `Bench Athlete ${n}`,
          athleteEmail: `bench${n}@example.com`,
          bookingDate,
          startTime: gym.startTime,
          bookingType: "day_pass",
          athletes: 1,
        }),
      );
    }
  }
  return bodies;
}

// 4. Serve the built worker.
interface RouteSpec {
  name: string;
  spec: Omit<LoadSpec, "origin" | "connections" | "durationSeconds">;
}
const BROWSER = {
  "User-Agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
  Accept: "text/html",
};
const SEARCH_NAME = "GET /gyms (city + 2 filters)";
const SEARCH_PATHS = [
  "/gyms?city=Auckland&equipment=Lift+Rack&amenities=Sauna",
  "/gyms?city=Sydney&equipment=Kettlebells&amenities=Ice+Bath",
  "/gyms?city=Melbourne&equipment=Rowing+Machine&amenities=Parking",
  "/gyms?city=Wellington&equipment=Battle+Ropes&amenities=Locker+Room",
];
const detailIds = targets.slice(0, 50).map((t) => t.id);
const ROUTES: RouteSpec[] = [
  { name: "GET /", spec: { method: "GET", paths: ["/"], headers: BROWSER } },
  {
    name: SEARCH_NAME,
    spec: {
      method: "GET",
      paths: SEARCH_PATHS,
      headers: BROWSER,
    },
  },
  {
    // The same searches for a visitor with a cookie: never from the page cache (ADR 014), so this row
    // is what rendering a search costs. It has no budget of its own; it shows what the cache saves.
    name: "GET /gyms (with a cookie: rendered)",
    spec: {
      method: "GET",
      paths: SEARCH_PATHS,
      headers: { ...BROWSER, Cookie: "bench=1" },
    },
  },
  {
    name: "GET /gym/{id}",
    spec: { method: "GET", paths: detailIds.map((id) => `/gym/${id}`), headers: BROWSER },
  },
  {
    name: "GET /api/gyms",
    spec: {
      method: "GET",
      paths: ["/api/gyms?city=Brisbane&sports=CrossFit", "/api/gyms?city=Christchurch&equipment=Kettlebells"],
      headers: { Accept: "application/json" },
    },
  },
  {
    name: "POST /api/bookings",
    spec: {
      method: "POST",
      paths: ["/api/bookings"],
      bodies: bookingBodies(),
      headers: { "Content-Type": "application/json", Origin: origin },
      okStatuses: [201],
    },
  },
];
const BASELINE: RouteSpec = {
  name: "GET /healthz (baseline)",
  spec: { method: "GET", paths: ["/healthz"], headers: BROWSER },
};

function load(route: RouteSpec, seconds: number): Promise<LoadResult> {
  const spec: LoadSpec = { ...route.spec, origin, connections, durationSeconds: seconds };
  const specFile = path.join(os.tmpdir(), `gymroam-bench-${process.pid}.json`);
  writeFileSync(specFile, JSON.stringify(spec));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, "bench/load.ts"), specFile], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on("exit", (code) => {
      if (code !== 0) reject(new Error(`load generator for ${route.name} exited with ${code}`));
      else resolve(JSON.parse(out) as LoadResult);
    });
  });
}

async function waitForServer() {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the worker did not answer at ${origin} within 90 s`);
}

interface Row extends LoadResult {
  name: string;
  ratio: number;
}
const rows: Row[] = [];
if (!values["skip-load"]) {
  step(`serve the built worker at ${origin} (${persistTo})`);
  const server = spawn(
    wrangler,
    [
      "dev",
      "--port",
      values.port,
      "--persist-to",
      persistTo,
      "--local",
      "--show-interactive-dev-session=false",
      "--log-level",
      "error",
    ],
    // Its log is kept, not shown: closing load connections makes workerd log harmless resets.
    { cwd: ROOT, env: wranglerEnv(), stdio: ["ignore", "ignore", "pipe"] },
  );
  let serverLog = "";
  server.stderr?.on("data", (chunk: Buffer) => {
    serverLog = (serverLog + chunk.toString()).slice(-20_000);
  });
  let stopping = false;
  server.on("exit", (code) => {
    // Stopped by us at the end, in-flight background work (waitUntil) logs lost connections: not news.
    if (!stopping && code !== null && code !== 0)
      console.error(`wrangler exited with ${code}:\n${serverLog}`);
  });
  try {
    await waitForServer();
    step(`load: ${connections} connections, ${durationSeconds} s per route (after a 2 s warm-up each)`);
    for (const route of [BASELINE, ...ROUTES]) await load(route, 2);
    const before = await load(BASELINE, durationSeconds);
    const measured: { route: RouteSpec; result: LoadResult }[] = [];
    for (const route of ROUTES) {
      measured.push({ route, result: await load(route, durationSeconds) });
      console.info(`  ${route.name}: ${measured.at(-1)?.result.requestsPerSecond.toFixed(1)} req/s`);
    }
    const after = await load(BASELINE, durationSeconds);
    const baselineRps = (before.requestsPerSecond + after.requestsPerSecond) / 2;
    const baseline: LoadResult = {
      ...before,
      requests: before.requests + after.requests,
      requestsPerSecond: baselineRps,
      p50: (before.p50 + after.p50) / 2,
      p95: (before.p95 + after.p95) / 2,
      p99: (before.p99 + after.p99) / 2,
      errors: before.errors + after.errors,
    };
    rows.push({ name: BASELINE.name, ...baseline, ratio: 1 });
    for (const { route, result } of measured)
      rows.push({ name: route.name, ...result, ratio: result.requestsPerSecond / baselineRps });
  } finally {
    stopping = true;
    server.kill("SIGTERM");
  }
}

// 5. Client JS and report.
/** Prints rows as an aligned text table (numbers right-aligned). */
function table(records: Record<string, string | number>[]) {
  const first = records[0];
  if (!first) return;
  const keys = Object.keys(first);
  const cell = (v: string | number | undefined) =>
    typeof v === "number" ? v.toLocaleString("en") : (v ?? "");
  const widths = keys.map((k) => Math.max(k.length, ...records.map((r) => String(cell(r[k])).length)));
  const line = (values: (string | number | undefined)[]) =>
    values
      .map((v, i) =>
        typeof v === "number"
          ? String(cell(v)).padStart(widths[i] ?? 0)
          : String(cell(v)).padEnd(widths[i] ?? 0),
      )
      .join("  ");
  console.info(`  ${line(keys)}`);
  for (const r of records) console.info(`  ${line(keys.map((k) => r[k]))}`);
}

const js: RouteJs[] = clientJsPerRoute(path.join(ROOT, "build/client"));
const failures: string[] = [];

if (rows.length > 0) {
  console.info(
    `\nLoad (${gymCount.toLocaleString("en")} gyms, ${connections} connections, ${durationSeconds} s each)\n`,
  );
  table(
    rows.map((r) => ({
      route: r.name,
      "req/s": Number(r.requestsPerSecond.toFixed(1)),
      "× baseline": Number(r.ratio.toFixed(2)),
      "p50 ms": Number(r.p50.toFixed(1)),
      "p95 ms": Number(r.p95.toFixed(1)),
      "p99 ms": Number(r.p99.toFixed(1)),
      errors: r.errors,
    })),
  );
  for (const r of rows) {
    if (r.errors > 0) failures.push(`${r.name}: ${r.errors} errors (statuses ${JSON.stringify(r.statuses)})`);
  }
  const search = rows.find((r) => r.name === SEARCH_NAME);
  if (search) {
    if (search.ratio < BUDGETS.searchThroughputRatio)
      failures.push(
        `search throughput ${search.ratio.toFixed(2)} × baseline < ${BUDGETS.searchThroughputRatio}`,
      );
    if (search.p95 >= BUDGETS.searchP95Ms)
      failures.push(`search p95 ${search.p95.toFixed(1)} ms ≥ ${BUDGETS.searchP95Ms} ms`);
  }
}

console.info(
  "\nFirst-load client JS per page route (KB; lazy chunks excluded; form-ready adds the form islands)\n",
);
table(
  js.map((r) => ({
    route: r.pattern,
    files: r.files,
    "raw KB": Number((r.rawBytes / 1024).toFixed(1)),
    "gzip KB": Number((r.gzipBytes / 1024).toFixed(1)),
    "form-ready KB": r.formReadyGzipBytes === null ? "" : Number((r.formReadyGzipBytes / 1024).toFixed(1)),
  })),
);
for (const r of js) {
  if (r.gzipBytes > BUDGETS.clientJsGzipBytes)
    failures.push(
      `${r.pattern}: ${(r.gzipBytes / 1024).toFixed(1)} KB gzip > ${BUDGETS.clientJsGzipBytes / 1024} KB`,
    );
  if (r.formReadyGzipBytes !== null && r.formReadyGzipBytes > BUDGETS.formReadyGzipBytes)
    failures.push(
      `${r.pattern}: form-ready ${(r.formReadyGzipBytes / 1024).toFixed(1)} KB gzip > ${BUDGETS.formReadyGzipBytes / 1024} KB`,
    );
}

console.info("\nSearch query plans (EXPLAIN QUERY PLAN of every statement a search runs)\n");
for (const plan of plans as SearchPlan[]) {
  console.info(`  ${plan.label}: ${plan.fullScans.length === 0 ? "no full scan of gyms" : "FULL SCAN"}`);
  for (const s of plan.statements) {
    console.info(`    ${s.sql.replace(/\s+/g, " ").slice(0, 110)}…`);
    for (const line of s.plan) console.info(`      ${line}`);
  }
  for (const line of plan.fullScans) failures.push(`search "${plan.label}" scans the gyms table: ${line}`);
}

const resultsDir = path.join(ROOT, "bench/results");
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, "latest.json"),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      gyms: gymCount,
      connections,
      durationSeconds,
      load: rows,
      clientJs: js,
      plans,
      failures,
    },
    null,
    2,
  ),
);

if (failures.length > 0) {
  console.error(`\n✗ ${failures.length} budget(s) broken:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exit(1);
}
console.info(
  `\n✓ every budget holds: search ≥ ${BUDGETS.searchThroughputRatio} × baseline and p95 < ${BUDGETS.searchP95Ms} ms, no full scan of gyms, client JS ≤ ${BUDGETS.clientJsGzipBytes / 1024} KB gzip per route, form-ready ≤ ${BUDGETS.formReadyGzipBytes / 1024} KB`,
);
