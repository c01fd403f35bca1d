/**
 * `npm run bench`: build, load a synthetic data set, serve the built worker locally with wrangler, sign
 * in an athlete and a gym owner through the product's own sign-in, measure what each route costs in D1
 * (one traced request per path, ADR 031), drive load on every route from a second process
 * (bench/load.ts, autocannon), and check the budgets. Exits 1 when a budget breaks.
 *
 *   npm run bench                        100,000 gyms, 10 s per route, 2 connections
 *   npm run bench -- --gyms 5000         a smaller data set (kept in .wrangler/bench-5000)
 *   npm run bench -- --gyms N --only search
 *                                        the search rows only; adds N to the growth table
 *   npm run bench -- --route "GET /bookings,POST"
 *                                        only the load rows whose name holds one of these (and the baseline)
 *   --duration S  --connections N  --port P  --no-build  --skip-load (sizes and plans only)
 *
 * Each route's throughput is also given as a ratio to /healthz, a bare page served by the same
 * worker through the same React Router handler, measured in slices between the routes: each route's
 * ratio is to the two slices just before and after it, so the machine's speed and its drift over
 * the run cancel out.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { getPlatformProxy } from "wrangler";
import {
  BIN,
  ensureDevVars,
  ROOT,
  waitForServer,
  waitForServerGone,
  wranglerEnv,
} from "../scripts/lib/run.ts";
import { clientJsPerRoute, type RouteJs } from "./client-js.ts";
import type { LoadResult, LoadSpec } from "./load.ts";
import { type SearchPlan, searchPlans } from "./query-plans.ts";
import { runRenderBenchProcess } from "./render.ts";
import { benchAddress, d1File, query, type SignedInVisitor, signIn } from "./sign-in.ts";
import { openSlots, TARGETS_SQL, type Target } from "./slots.ts";

export const BUDGETS = {
  /**
   * The shared pages (/, /gyms with filters, /gym/{id}, /api/gyms, /api/gyms/{id}), anonymous and
   * signed in: throughput at least this share of the baseline page's. Also an account's calendar feed
   * with 50 bookings (GET /calendar/{token}.ics), which every calendar app polls.
   */
  getThroughputRatio: 0.67,
  /** A visitor's own pages (My Bookings, /account, /partner), rendered fresh on every request. */
  ownPageThroughputRatio: 0.4,
  /** POST /api/bookings: throughput at least this share of the baseline page's. */
  bookingThroughputRatio: 0.5,
  /** POST /api/trips with three stops (issue 36): every stop held in one batch. */
  tripThroughputRatio: 0.4,
  /** p95 latency of every route, milliseconds. */
  p95Ms: 50,
  /**
   * D1 rows read by one search (the most of the traced search paths), whatever the catalogue's size.
   * A search page shows at most 20 gyms and counts matches up to a cap, so what it reads is bounded by
   * the page and the cap, not by how many gyms exist; 5,000 is a fixed bound well above what a search
   * read at 1,000 gyms (see bench/README.md) and far below a scan of one city at 100,000 gyms.
   */
  searchRowsRead: 5_000,
  /** First-load client JS of every page route, gzip bytes (lazy chunks, the forms among them, apart). */
  clientJsGzipBytes: 140 * 1024,
} as const;

/** The athlete the signed-in rows use, and how many bookings it has (created through the product). */
const ATHLETE_EMAIL = "bench-athlete@example.com";
const ATHLETE_BOOKINGS = 20;
/** The account whose calendar feed is measured, and how many bookings the feed carries. */
const FEED_EMAIL = "bench-feed@example.com";
const FEED_BOOKINGS = 50;

const { values } = parseArgs({
  options: {
    gyms: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "2" },
    port: { type: "string", default: "8801" },
    only: { type: "string", default: "all" },
    route: { type: "string", default: "" },
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
if (values.only !== "all" && values.only !== "search") {
  console.error("bench: --only must be search (or all, the default)");
  process.exit(2);
}
const searchOnly = values.only === "search";
const origin = `http://localhost:${values.port}`;
const persistTo = `.wrangler/bench-${gymCount}`;
// The worker reads its local secrets and APP_ENV=development from .dev.vars, as `npm start`'s does.
ensureDevVars();
const wrangler = path.join(BIN, "wrangler");

function step(message: string) {
  console.info(`\n▶ ${message}`);
}

function runOrThrow(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: wranglerEnv(env) });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${result.status}`);
}

// 1. Build.
if (!values["no-build"]) {
  // The bench's worker entry (workers/bench.ts): the app's, with the D1 trace around it.
  step("build (the bench's worker entry, with the D1 trace)");
  runOrThrow(path.join(BIN, "react-router"), ["build"], { BENCH_BUILD: "1" });
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
const dbFile = d1File(path.join(ROOT, persistTo));

// 3. Query plans of the searches, and booking targets (open days, opening times) for the load.
step("search query plans");
const plans = await searchPlans(persistTo);

const targets = await (async () => {
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: path.join(ROOT, "wrangler.toml"),
    persist: { path: path.join(ROOT, persistTo, "v3") },
  });
  try {
    const { results } = await proxy.env.DB.prepare(TARGETS_SQL)
      .bind(Math.max(1, Math.floor(gymCount / 400)), 400)
      .all<Target>();
    return results;
  } finally {
    await proxy.dispose();
  }
})();

/**
 * Day-pass bookings for anonymous athletes on open days 3-60 days ahead at a slot inside the hours,
 * taken round-robin across the gyms so consecutive requests do not queue on one gym's slots.
 */
function bookingBodies(): string[] {
  const perGym = targets.map((target) => openSlots(target, 3, 60));
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

/**
 * Three-stop trips for anonymous athletes: each stop one open day at a different gym, 61-120 days
 * ahead (after the single bookings' days), gyms taken in threes round-robin so no gym's day fills.
 */
function tripBodies(): string[] {
  const perGym = targets.map((target) => openSlots(target, 61, 120));
  const bodies: string[] = [];
  for (let day = 0; day + 2 < 60; day += 3) {
    for (let g = 0; g + 2 < perGym.length; g += 3) {
      const stops = [0, 1, 2].flatMap((k) => {
        const gym = perGym[g + k]!;
        const date = gym.dates[day + k];
        return date ? [{ gymId: gym.gymId, from: date, to: date, startTime: gym.startTime }] : [];
      });
      // Stops in order and apart: the k-th stop on its gym's (day + k)-th open day.
      const ordered = stops.every((stop, k) => k === 0 || stop.from > stops[k - 1]!.to);
      if (stops.length !== 3 || !ordered) continue;
      const n = bodies.length + 1;
      bodies.push(
        JSON.stringify({ athleteName: `Bench Traveller ${n}`, athleteEmail: `trip${n}@example.com`, stops }),
      );
    }
  }
  return bodies;
}

// 4. Routes.
interface RouteSpec {
  name: string;
  /** Only in the full run, or also with --only search. */
  search?: boolean;
  /** The throughput budget (share of the baseline's). */
  minRatio: number;
  /** The body of a POST's traced request, kept out of the load (default: a booking's). */
  tracedBody?: string;
  spec: Omit<LoadSpec, "origin" | "connections" | "durationSeconds">;
}
const BROWSER = {
  "User-Agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
  Accept: "text/html",
};
const SEARCH_PATHS = [
  "/gyms?city=Auckland&equipment=Lift+Rack&amenities=Sauna",
  "/gyms?city=Sydney&equipment=Kettlebells&amenities=Ice+Bath",
  "/gyms?city=Melbourne&equipment=Rowing+Machine&amenities=Parking",
  "/gyms?city=Wellington&equipment=Battle+Ropes&amenities=Locker+Room",
];
const detailIds = targets.slice(0, 50).map((t) => t.id);
const bodies = bookingBodies();
/** One booking body kept out of the load for the traced POST. */
const tracedBody = bodies.pop() ?? "";
const trips = tripBodies();
const tracedTrip = trips.pop() ?? "";

function routes(athlete: SignedInVisitor, owner: SignedInVisitor, feedPath: string | undefined): RouteSpec[] {
  const as = (visitor: SignedInVisitor) => ({
    ...BROWSER,
    Cookie: visitor.cookie,
    "CF-Connecting-IP": visitor.address,
  });
  const get = (name: string, paths: string[], headers: Record<string, string>, search = false) => ({
    name,
    search,
    minRatio: BUDGETS.getThroughputRatio,
    spec: { method: "GET" as const, paths, headers },
  });
  // A visitor's own page: rendered for them on every request.
  const own = (name: string, path: string, visitor: SignedInVisitor): RouteSpec => ({
    name,
    minRatio: BUDGETS.ownPageThroughputRatio,
    spec: { method: "GET", paths: [path], headers: as(visitor) },
  });
  return [
    get("GET /", ["/"], BROWSER),
    get("GET /gyms (city + 2 filters)", SEARCH_PATHS, BROWSER, true),
    get("GET /gyms (city + 2 filters), signed in", SEARCH_PATHS, as(athlete), true),
    get(
      "GET /gym/{id}",
      detailIds.map((id) => `/gym/${id}`),
      BROWSER,
    ),
    get(
      "GET /gym/{id}, signed in",
      detailIds.map((id) => `/gym/${id}`),
      as(athlete),
    ),
    get(
      "GET /api/gyms",
      ["/api/gyms?city=Brisbane&sports=CrossFit", "/api/gyms?city=Christchurch&equipment=Kettlebells"],
      {
        Accept: "application/json",
      },
    ),
    get(
      "GET /api/gyms/{id}",
      detailIds.map((id) => `/api/gyms/${id}`),
      { Accept: "application/json" },
    ),
    own(`GET /bookings (athlete, ${ATHLETE_BOOKINGS} bookings)`, "/bookings", athlete),
    own("GET /account (athlete)", "/account", athlete),
    own("GET /partner (gym owner)", "/partner", owner),
    // A calendar app polling the account's feed: no cookie, the token in the path, a full answer each
    // time (no If-None-Match), so the row measures the file being made, not a 304.
    ...(feedPath
      ? [
          get(`GET /calendar/{token}.ics (${FEED_BOOKINGS} bookings)`, [feedPath], {
            "User-Agent": "Google-Calendar-Importer",
            Accept: "text/calendar",
          }),
        ]
      : []),
    {
      name: "POST /api/bookings",
      minRatio: BUDGETS.bookingThroughputRatio,
      spec: {
        method: "POST",
        paths: ["/api/bookings"],
        bodies,
        headers: { "Content-Type": "application/json", Origin: origin },
        okStatuses: [201],
        // Many athletes booking, each from its own address: the limiter runs, as in production, and
        // counts each client's few posts (ADR 031). One address would measure the limiter's refusals.
        spreadAddresses: true,
      },
    },
    {
      name: "POST /api/trips (3 stops)",
      minRatio: BUDGETS.tripThroughputRatio,
      tracedBody: tracedTrip,
      spec: {
        method: "POST",
        paths: ["/api/trips"],
        bodies: trips,
        headers: { "Content-Type": "application/json", Origin: origin },
        okStatuses: [201],
        spreadAddresses: true,
      },
    },
  ];
}
const BASELINE: RouteSpec = {
  name: "GET /healthz (baseline)",
  minRatio: 1,
  spec: { method: "GET", paths: ["/healthz"], headers: BROWSER },
};

/** Load results of equal length as one: requests and errors added, rates and latencies averaged. */
function combineLoads(results: LoadResult[]): LoadResult {
  const mean = (pick: (r: LoadResult) => number) =>
    results.reduce((sum, r) => sum + pick(r), 0) / results.length;
  const statuses: Record<string, number> = {};
  for (const r of results)
    for (const [status, n] of Object.entries(r.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  return {
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    requestsPerSecond: mean((r) => r.requestsPerSecond),
    p50: mean((r) => r.p50),
    p95: mean((r) => r.p95),
    p99: mean((r) => r.p99),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    statuses,
  };
}

/** Address offsets: every load process takes addresses no earlier process used this minute. */
let nextAddress = 0;

function load(route: RouteSpec, seconds: number): Promise<LoadResult> {
  const spec: LoadSpec = {
    ...route.spec,
    origin,
    connections,
    durationSeconds: seconds,
    addressOffset: nextAddress,
  };
  nextAddress += 20_000;
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

/**
 * An account's bookings, made through the product like a signed-in visitor makes them: POST
 * /api/bookings with the account cookie (the booking is the account's), then POST
 * /api/process-payment with the offline test provider's card, up to exactly `count`, at one gym each
 * of `gyms`. The database is kept between runs, so a second run finds them and makes none.
 */
async function ensureBookings(
  visitor: SignedInVisitor,
  args: { email: string; count: number; gyms: Target[]; addressBase: number },
): Promise<number> {
  const headers = {
    "Content-Type": "application/json",
    Origin: origin,
    Cookie: visitor.cookie,
    "CF-Connecting-IP": visitor.address,
  };
  const list = async () => {
    const response = await fetch(`${origin}/api/bookings`, { headers });
    if (!response.ok) throw new Error(`GET /api/bookings as ${args.email} answered ${response.status}`);
    return (await response.json()) as { id: number; status: string }[];
  };
  let have = (await list()).length;
  if (have > args.count)
    throw new Error(`${args.email} has ${have} bookings, more than ${args.count}: reseed ${persistTo}`);
  // Different gyms, 61+ days ahead: never a slot the load's bookings (3-60 days) compete for.
  for (const target of args.gyms) {
    if (have >= args.count) break;
    const slot = openSlots(target, 61, 75);
    const bookingDate = slot.dates[0];
    if (!bookingDate) continue;
    // Each post from its own address: the public-form limit is 10 a minute per address.
    const address = benchAddress(args.addressBase + have * 2);
    const made = await fetch(`${origin}/api/bookings`, {
      method: "POST",
      headers: { ...headers, "CF-Connecting-IP": address },
      body: JSON.stringify({
        gymId: slot.gymId,
        athleteName: "Bench Athlete",
        athleteEmail: args.email,
        bookingDate,
        startTime: slot.startTime,
        bookingType: "day_pass",
        athletes: 1,
      }),
    });
    if (made.status !== 201) {
      console.warn(`  booking at gym ${slot.gymId} on ${bookingDate}: ${made.status} ${await made.text()}`);
      continue;
    }
    const booking = (await made.json()) as { id: number };
    const paid = await fetch(`${origin}/api/process-payment`, {
      method: "POST",
      headers: { ...headers, "CF-Connecting-IP": benchAddress(args.addressBase + have * 2 + 1) },
      body: JSON.stringify({ bookingId: booking.id, paymentMethod: "pm_card_visa" }),
    });
    if (paid.status !== 200)
      throw new Error(`paying booking ${booking.id} answered ${paid.status}: ${await paid.text()}`);
    have += 1;
  }
  const bookings = await list();
  if (bookings.length !== args.count)
    throw new Error(`${args.email} has ${bookings.length} bookings, not ${args.count}`);
  return bookings.length;
}

/** The bench athlete's bookings (the signed-in rows' data): 20 gyms, ATHLETE_BOOKINGS of them. */
function ensureAthleteBookings(athlete: SignedInVisitor): Promise<number> {
  return ensureBookings(athlete, {
    email: ATHLETE_EMAIL,
    count: ATHLETE_BOOKINGS,
    gyms: targets.slice(0, 40),
    addressBase: 100_000,
  });
}

/**
 * The feed account's calendar URL, through the product: the one /account shows, or, when it has none
 * yet, the one /account's form makes (POST intent=calendar-url). Kept with the database, like the
 * bookings, so later runs poll the same URL. Returns the path (/calendar/{token}.ics).
 */
async function ensureFeedPath(visitor: SignedInVisitor): Promise<string> {
  const headers = { Cookie: visitor.cookie, "CF-Connecting-IP": visitor.address, Accept: "text/html" };
  const shown = async () => {
    const page = await fetch(`${origin}/account`, { headers, redirect: "manual" });
    if (page.status !== 200) throw new Error(`GET /account as ${FEED_EMAIL} answered ${page.status}`);
    return /https?:\/\/[^"\s]+(\/calendar\/[A-Za-z0-9_-]{43}\.ics)/.exec(await page.text())?.[1];
  };
  const existing = await shown();
  if (existing) return existing;
  const made = await fetch(`${origin}/account`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "calendar-url" }),
  });
  if (made.status !== 302) throw new Error(`POST /account (calendar-url) answered ${made.status}`);
  const path = await shown();
  if (!path) throw new Error("/account shows no calendar URL after making one");
  return path;
}

/** What one request of a route costs: D1 statements and rows (the worker's trace), and its body. */
interface Cost {
  /** Paths traced (the most of each figure over them is kept). */
  paths: number;
  queries: number;
  rowsRead: number;
  writes: number;
  rowsWritten: number;
  unmeasured: number;
  /** The work started after the response (page-view row, mail kick): statements and rows read. */
  afterQueries: number;
  afterRowsRead: number;
  bytes: number;
  gzipBytes: number;
  statuses: number[];
  /** The shared page cache's X-Page-Cache answers (hit, miss), or none when it did not take part. */
  cache: string[];
}

function parseServerTiming(header: string | null, name: string): Record<string, number> | undefined {
  const desc = new RegExp(`(?:^|,)\\s*${name};desc="([^"]*)"`).exec(header ?? "")?.[1];
  if (desc === undefined) return undefined;
  return Object.fromEntries(
    desc.split(" ").map((pair) => [pair.split("=")[0] ?? "", Number(pair.split("=")[1])]),
  );
}

/**
 * One traced request per path (at most four), each after an untraced one so that caches are as warm
 * as under load; the most of each figure over the paths is what the route costs.
 */
async function traceRoute(route: RouteSpec, { warm = true }: { warm?: boolean } = {}): Promise<Cost> {
  const cost: Cost = {
    paths: 0,
    queries: 0,
    rowsRead: 0,
    writes: 0,
    rowsWritten: 0,
    unmeasured: 0,
    afterQueries: 0,
    afterRowsRead: 0,
    bytes: 0,
    gzipBytes: 0,
    statuses: [],
    cache: [],
  };
  const paths = route.spec.paths.slice(0, 4);
  for (const [i, p] of paths.entries()) {
    const post = route.spec.method === "POST";
    const headers = {
      ...route.spec.headers,
      ...(post ? { "CF-Connecting-IP": benchAddress(120_000 + i) } : {}),
    };
    if (!post && warm) await (await fetch(`${origin}${p}`, { headers, redirect: "manual" })).arrayBuffer();
    const response = await fetch(`${origin}${p}`, {
      method: route.spec.method,
      headers: { ...headers, "X-Bench-Trace": "1" },
      body: post ? (route.tracedBody ?? tracedBody) : undefined,
      redirect: "manual",
    });
    const body = Buffer.from(await response.arrayBuffer());
    const timing = parseServerTiming(response.headers.get("Server-Timing"), "d1");
    const after = parseServerTiming(response.headers.get("Server-Timing"), "d1-after") ?? {};
    if (!timing)
      throw new Error(
        `${route.name}: ${p} answered without the D1 trace (a bench build, BENCH_BUILD=1, served with BENCH_TRACE=1?)`,
      );
    cost.paths += 1;
    cost.statuses.push(response.status);
    const cache = response.headers.get("X-Page-Cache");
    if (cache && !cost.cache.includes(cache)) cost.cache.push(cache);
    cost.queries = Math.max(cost.queries, timing.queries ?? 0);
    cost.rowsRead = Math.max(cost.rowsRead, timing.rows_read ?? 0);
    cost.writes = Math.max(cost.writes, timing.writes ?? 0);
    cost.rowsWritten = Math.max(cost.rowsWritten, timing.rows_written ?? 0);
    cost.unmeasured = Math.max(cost.unmeasured, timing.unmeasured ?? 0);
    cost.afterQueries = Math.max(cost.afterQueries, after.queries ?? 0);
    cost.afterRowsRead = Math.max(cost.afterRowsRead, after.rows_read ?? 0);
    cost.bytes = Math.max(cost.bytes, body.length);
    cost.gzipBytes = Math.max(cost.gzipBytes, gzipSync(body).length);
  }
  return cost;
}

interface Row extends LoadResult {
  name: string;
  ratio: number;
  minRatio: number;
  cost: Cost | undefined;
}
const rows: Row[] = [];
let athleteBookings = 0;
let feedBookings = 0;
const SEARCH_MISS = "GET /gyms (city + 2 filters), rendered (cache miss)";
let searchMiss: Cost | undefined;
// The rating sort, rendered: the largest city, and the filtered search (ADR 037).
const RATING_MISS = "GET /gyms by rating (city), rendered (cache miss)";
const RATING_PATHS = [
  "/gyms?city=Sydney&sort=rating",
  "/gyms?city=Auckland&equipment=Lift+Rack&amenities=Sauna&sort=rating",
];
let ratingMiss: Cost | undefined;
if (!values["skip-load"]) {
  step(`serve the built worker at ${origin} (${persistTo}) with BENCH_TRACE=1`);
  const server = spawn(
    wrangler,
    [
      "dev",
      "--port",
      values.port,
      "--persist-to",
      persistTo,
      "--local",
      // The D1 trace (ADR 031): a request sending X-Bench-Trace: 1 gets its D1 counts in Server-Timing.
      "--var",
      "BENCH_TRACE:1",
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
    await waitForServer(origin);
    step("sign in through /sign-in (the magic link from the outbox)");
    const [ownerRow] = query<{ email: string; id: number; name: string }>(
      dbFile,
      "SELECT contact_email AS email, id, name FROM gyms WHERE owner_id IS NOT NULL ORDER BY id LIMIT 1",
    );
    if (!ownerRow) throw new Error("no seeded gym has an owner");
    const athlete = await signIn(origin, dbFile, ATHLETE_EMAIL, benchAddress(110_000));
    const owner = await signIn(origin, dbFile, ownerRow.email, benchAddress(110_001));
    console.info(`  athlete ${athlete.email}; owner ${owner.email} (gym ${ownerRow.id}, ${ownerRow.name})`);
    // The feed account: its bookings (other gyms than the athlete's) and its calendar URL.
    let feedPath: string | undefined;
    if (!searchOnly) {
      const feedAccount = await signIn(origin, dbFile, FEED_EMAIL, benchAddress(110_002));
      feedBookings = await ensureBookings(feedAccount, {
        email: FEED_EMAIL,
        count: FEED_BOOKINGS,
        gyms: targets.slice(40, 160),
        addressBase: 100_100,
      });
      feedPath = await ensureFeedPath(feedAccount);
      console.info(`  ${FEED_EMAIL} has ${feedBookings} bookings and a calendar feed`);
    }
    // --route "GET /bookings,POST": only the rows whose name holds one of these (the baseline always).
    const picked = values.route
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean);
    const measuredRoutes = routes(athlete, owner, feedPath)
      .filter((r) => !searchOnly || r.search)
      .filter((r) => picked.length === 0 || picked.some((x) => r.name.includes(x)));
    if (!searchOnly) {
      athleteBookings = await ensureAthleteBookings(athlete);
      console.info(`  the athlete has ${athleteBookings} bookings (POST /api/bookings + payment, signed in)`);
    }

    await runScheduled();

    step("D1 cost and size per request (one traced request per path, up to 4 paths a route)");
    const costs = new Map<string, Cost>();
    for (const route of [BASELINE, ...measuredRoutes]) costs.set(route.name, await traceRoute(route));
    // What a search costs when it is rendered: the anonymous searches with a parameter no page in the
    // shared cache has (it is part of the cache key, and the search ignores it), so each is a miss.
    const stamp = Date.now();
    searchMiss = await traceRoute(
      {
        name: SEARCH_MISS,
        minRatio: 0,
        spec: {
          method: "GET",
          paths: SEARCH_PATHS.map((p, i) => `${p}&bench_miss=${stamp + i}`),
          headers: BROWSER,
        },
      },
      { warm: false },
    );
    ratingMiss = await traceRoute(
      {
        name: RATING_MISS,
        minRatio: 0,
        spec: {
          method: "GET",
          paths: RATING_PATHS.map((p, i) => `${p}&bench_miss=${stamp + SEARCH_PATHS.length + i}`),
          headers: BROWSER,
        },
      },
      { warm: false },
    );

    // Each route runs between two slices of the baseline, and its ratio is to those two: the
    // machine's speed drifts over a run's minutes (ADR 041), and against a baseline measured once
    // before every route and once after them all, the rows after a slowdown fell behind (ADR 042).
    const sliceSeconds = Math.max(3, Math.round(durationSeconds / 2));
    step(
      `load: ${connections} connections, ${durationSeconds} s per route (after a 2 s warm-up each), each between two ${sliceSeconds} s slices of the baseline`,
    );
    for (const route of [BASELINE, ...measuredRoutes]) await load(route, 2);
    const slices: LoadResult[] = [await load(BASELINE, sliceSeconds)];
    const measured: { route: RouteSpec; result: LoadResult; baselineRps: number }[] = [];
    for (const route of measuredRoutes) {
      if (route.spec.method === "POST") await runScheduled();
      const result = await load(route, durationSeconds);
      slices.push(await load(BASELINE, sliceSeconds));
      const baselineRps = (slices.at(-2)!.requestsPerSecond + slices.at(-1)!.requestsPerSecond) / 2;
      measured.push({ route, result, baselineRps });
      console.info(
        `  ${route.name}: ${result.requestsPerSecond.toFixed(1)} req/s, baseline around it ${baselineRps.toFixed(1)}`,
      );
    }
    const baseline = combineLoads(slices);
    rows.push({ name: BASELINE.name, ...baseline, ratio: 1, minRatio: 1, cost: costs.get(BASELINE.name) });
    for (const { route, result, baselineRps } of measured)
      rows.push({
        name: route.name,
        ...result,
        ratio: result.requestsPerSecond / baselineRps,
        minRatio: route.minRatio,
        cost: costs.get(route.name),
      });
  } finally {
    stopping = true;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    // The render bench comes next and must run alone: wait for wrangler to exit and its workerd to
    // stop answering (its queued background work, mail from the bookings, would otherwise share the
    // two cores with the renders).
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await waitForServerGone(origin);
  }
}

/**
 * One run of the worker's scheduled handler. In production the cron runs every minute and expires
 * unpaid holds (app/jobs.server.ts); here no cron runs, so the holds an earlier bench run's bookings
 * left stayed pending, and the next run's first booking at each gym released them inside its own
 * write: the traced booking read 188, then 381, 480 and 773 rows as runs piled up, and the one
 * POST ratio under budget (0.499) was a run 17 minutes after another. Run before the traces and
 * before the bookings' load, it keeps the database where production's cron keeps it.
 */
async function runScheduled(): Promise<void> {
  const response = await fetch(`${origin}/cdn-cgi/local/scheduled`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`the scheduled handler answered ${response.status}`);
}

// 5. Report.
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

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
const failures: string[] = [];

if (rows.length > 0) {
  console.info(
    `\nLoad (${gymCount.toLocaleString("en")} gyms, ${connections} connections, ${durationSeconds} s each; ` +
      "D1 and size from one traced request per path, the most over up to 4 paths)\n",
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
      queries: r.cost?.queries ?? "",
      "rows read": r.cost?.rowsRead ?? "",
      writes: r.cost?.writes ?? "",
      cache: r.cost?.cache.join("/") || "-",
      "after q/rows": r.cost ? `${r.cost.afterQueries} / ${r.cost.afterRowsRead}` : "",
      KB: r.cost ? kb(r.cost.bytes) : "",
      "gzip KB": r.cost ? kb(r.cost.gzipBytes) : "",
    })),
  );
  console.info(
    "\n  queries, rows read: D1 statements the response needed and the sum of their meta.rows_read;" +
      "\n  writes: those that may write (their rows_read is in rows read); after q/rows: the work the" +
      "\n  worker starts after the response (page-view row, mail kick). KB: the body before compression.",
  );
  for (const [missName, miss] of [
    [SEARCH_MISS, searchMiss],
    [RATING_MISS, ratingMiss],
  ] as const) {
    if (!miss) continue;
    console.info(`\n  ${missName}, traced only (no load):`);
    console.info(
      `    queries ${miss.queries}, rows read ${miss.rowsRead.toLocaleString("en")}, writes ${miss.writes}, cache ${miss.cache.join("/") || "-"}, ${kb(miss.bytes)} KB (${kb(miss.gzipBytes)} KB gzip)`,
    );
    if (miss.rowsRead > BUDGETS.searchRowsRead)
      failures.push(
        `${missName}: ${miss.rowsRead.toLocaleString("en")} rows read > ${BUDGETS.searchRowsRead.toLocaleString("en")} per search`,
      );
    if (miss.statuses.some((st) => st < 200 || st >= 300))
      failures.push(`${missName}: answered ${miss.statuses.join(", ")}`);
  }
  const unmeasured = rows.filter((r) => (r.cost?.unmeasured ?? 0) > 0);
  for (const r of unmeasured)
    console.info(`  ${r.name}: ${r.cost?.unmeasured} write(s) read back through RETURNING, rows not counted`);

  for (const r of rows) {
    if (r.errors > 0)
      failures.push(
        `${r.name}: ${r.errors} errors (statuses ${JSON.stringify(r.statuses)})${
          r.statuses["429"]
            ? "; 429 is the rate limiter: does local wrangler still pass CF-Connecting-IP through (ADR 031)?"
            : ""
        }`,
      );
    // A redirect would mean, say, a signed-in page sending the bench to /sign-in: not what is measured.
    const badTrace = r.cost?.statuses.filter((s) => s < 200 || s >= 300) ?? [];
    if (badTrace.length > 0) failures.push(`${r.name}: the traced request answered ${badTrace.join(", ")}`);
    if (r === rows[0]) continue;
    if (r.ratio < r.minRatio)
      failures.push(`${r.name}: throughput ${r.ratio.toFixed(2)} × baseline < ${r.minRatio}`);
    if (r.p95 >= BUDGETS.p95Ms) failures.push(`${r.name}: p95 ${r.p95.toFixed(1)} ms ≥ ${BUDGETS.p95Ms} ms`);
    if (r.name.startsWith("GET /gyms") && (r.cost?.rowsRead ?? 0) > BUDGETS.searchRowsRead)
      failures.push(
        `${r.name}: ${r.cost?.rowsRead.toLocaleString("en")} rows read > ${BUDGETS.searchRowsRead.toLocaleString("en")} per search`,
      );
  }
}

if (!searchOnly) {
  // Server render CPU per page, shown with no budget (the paid Workers plan does not make CPU the
  // limit a visitor feels): the heaviest pages rendered in Node through the built server bundle with
  // fixed loader data (bench/render.ts), after the load so it runs alone, in a process of its own
  // with workerd's V8 flags.
  const render = runRenderBenchProcess({ root: ROOT });
  console.info("\nServer render CPU per page (ms; loaders give fixed data, so no D1; no budget)\n");
  table(
    render.map((r) => ({
      page: r.page,
      "CPU p50 ms": Number(r.p50Ms.toFixed(2)),
      "CPU p99 ms": Number(r.p99Ms.toFixed(2)),
      "wall p50 ms": Number(r.wallP50Ms.toFixed(2)),
      "HTML KB": kb(r.htmlBytes),
      "gzip KB": kb(r.htmlGzipBytes),
    })),
  );
}

const js: RouteJs[] = searchOnly ? [] : clientJsPerRoute(path.join(ROOT, "build/client"));
if (!searchOnly) {
  console.info(
    "\nFirst-load client JS per page route (KB; lazy chunks excluded; with lazy adds the route's React.lazy forms and other import() chunks, no budget)\n",
  );
  table(
    js.map((r) => ({
      route: r.pattern,
      files: r.files,
      "raw KB": Number((r.rawBytes / 1024).toFixed(1)),
      "gzip KB": Number((r.gzipBytes / 1024).toFixed(1)),
      "with lazy KB": r.withLazyGzipBytes === null ? "" : Number((r.withLazyGzipBytes / 1024).toFixed(1)),
    })),
  );
  for (const r of js) {
    if (r.gzipBytes > BUDGETS.clientJsGzipBytes)
      failures.push(
        `${r.pattern}: ${(r.gzipBytes / 1024).toFixed(1)} KB gzip > ${BUDGETS.clientJsGzipBytes / 1024} KB`,
      );
  }
}

console.info(
  "\nSearch query plans (EXPLAIN QUERY PLAN of every statement a search runs, with the rows D1 says it reads)\n",
);
for (const plan of plans as SearchPlan[]) {
  console.info(`  ${plan.label}: ${plan.fullScans.length === 0 ? "no full scan of gyms" : "FULL SCAN"}`);
  for (const s of plan.statements) {
    console.info(
      `    [${s.rowsRead.toLocaleString("en")} rows read] ${s.sql.replace(/\s+/g, " ").slice(0, 100)}…`,
    );
    for (const line of s.plan) console.info(`      ${line}`);
  }
  for (const line of plan.fullScans) failures.push(`search "${plan.label}" scans the gyms table: ${line}`);
}

const resultsDir = path.join(ROOT, "bench/results");
mkdirSync(resultsDir, { recursive: true });
const result = {
  at: new Date().toISOString(),
  gyms: gymCount,
  only: values.only,
  connections,
  durationSeconds,
  athleteBookings,
  feedBookings,
  load: rows,
  searchMiss,
  ratingMiss,
  clientJs: js,
  plans,
  failures,
};
writeFileSync(path.join(resultsDir, "latest.json"), JSON.stringify(result, null, 2));

// Growth: every size's latest search rows (bench/results/search-<gyms>.json), smallest first.
if (rows.some((r) => r.name.startsWith("GET /gyms"))) {
  writeFileSync(path.join(resultsDir, `search-${gymCount}.json`), JSON.stringify(result, null, 2));
  const sizes = readdirSync(resultsDir)
    .map((f) => /^search-(\d+)\.json$/.exec(f))
    .filter((m) => m !== null)
    .map((m) => JSON.parse(readFileSync(path.join(resultsDir, m[0]), "utf8")) as typeof result)
    .sort((a, b) => a.gyms - b.gyms);
  console.info("\nHow search cost grows with the catalogue (latest run at each size)\n");
  const name = (n: string) =>
    n
      .replace("GET /gyms (city + 2 filters)", "search")
      .replace("GET /gyms by rating (city)", "search by rating");
  table(
    sizes.flatMap((s) => [
      ...s.load
        .filter((r) => r.name.startsWith("GET /gyms"))
        .map((r) => ({
          gyms: s.gyms,
          route: name(r.name),
          "× baseline": Number(r.ratio.toFixed(2)),
          "p50 ms": Number(r.p50.toFixed(1)),
          "p95 ms": Number(r.p95.toFixed(1)),
          queries: r.cost?.queries ?? "",
          "rows read": r.cost?.rowsRead ?? "",
          run: s.at.slice(0, 16).replace("T", " "),
        })),
      ...(
        [
          [SEARCH_MISS, s.searchMiss],
          [RATING_MISS, s.ratingMiss],
        ] as const
      ).flatMap(([missName, miss]) =>
        miss
          ? [
              {
                gyms: s.gyms,
                route: name(missName),
                "× baseline": "-",
                "p50 ms": "-",
                "p95 ms": "-",
                queries: miss.queries,
                "rows read": miss.rowsRead,
                run: s.at.slice(0, 16).replace("T", " "),
              },
            ]
          : [],
      ),
    ]),
  );
}

if (failures.length > 0) {
  console.error(`\n✗ ${failures.length} budget(s) broken:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exit(1);
}
console.info(
  `\n✓ every budget holds: each shared page and the calendar feed ≥ ${BUDGETS.getThroughputRatio}, each own page ≥ ${BUDGETS.ownPageThroughputRatio} and POST /api/bookings ≥ ${BUDGETS.bookingThroughputRatio} and POST /api/trips ≥ ${BUDGETS.tripThroughputRatio} × baseline, p95 < ${BUDGETS.p95Ms} ms, no errors, ≤ ${BUDGETS.searchRowsRead.toLocaleString("en")} rows read per search, no full scan of gyms${searchOnly ? "" : `, client JS ≤ ${BUDGETS.clientJsGzipBytes / 1024} KB gzip per route`}`,
);
