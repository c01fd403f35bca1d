/**
 * `npm run load`: a mixed burst against the built worker served locally as `npm start` serves it
 * (issue 33): build, a fresh state directory with the sample data, `wrangler dev`, then 2,000 requests
 * from 50 concurrent clients: the shared pages (/, /gyms with filters, /gym/{id}), the catalogue API,
 * bookings with an Idempotency-Key each, payments for some of the held bookings, hearts, sign-in link
 * requests and a few bad inputs. Prints counts per status class and per route with p50/p95, and exits 1
 * on any 5xx (each printed with its route and body) or any request left without an answer.
 *
 *   npm run load                      2,000 requests, 50 concurrent
 *   npm run load -- --kill            the same, with the worker killed mid-burst (below)
 *   npm run load -- --direct          the same burst sent straight to the UserWorker's workerd process,
 *                                     past wrangler's ProxyWorker (see userWorkerOrigin below)
 *   --requests N  --concurrency N  --port P (default PORT or 8790)  --no-build  --kill-at N
 *
 * --kill: after --kill-at answers (default 40% of the requests) the worker's whole process group
 * (wrangler and workerd) gets SIGKILL. It is started again on the same state, every POST whose answer
 * never came is sent again with the same Idempotency-Key, body, cookie and address, and the burst goes
 * on. Then, with the worker stopped, the database itself is read: every booking that got a 201 exists
 * exactly once, no key made two bookings, nothing refused wrote a booking, no booking was charged twice,
 * every 200 from a payment is one charge of the booking's total, and the counts add up. Exit 1 otherwise.
 *
 * Every client sends its own CF-Connecting-IP from the benchmarking range (bench/sign-in.ts): the rate
 * limits and hold caps key on it, and local wrangler passes it through.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchAddress, CookieJar, d1File, query } from "../bench/sign-in.ts";
import { openSlots, TARGETS_SQL, type Target } from "../bench/slots.ts";
import {
  BIN,
  ensureDevVars,
  prepareLocalState,
  ROOT,
  runQuietly,
  serveBuiltArgs,
  waitForServer,
  waitForServerGone,
  wranglerEnv,
} from "./lib/run.ts";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "50" },
    port: { type: "string", default: process.env.PORT ?? "8790" },
    kill: { type: "boolean", default: false },
    "kill-at": { type: "string" },
    direct: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
  },
});
const total = Number(values.requests);
const concurrency = Number(values.concurrency);
const killAt = values.kill ? Number(values["kill-at"] ?? Math.round(total * 0.4)) : Number.POSITIVE_INFINITY;
for (const [name, value] of [
  ["--requests", total],
  ["--concurrency", concurrency],
  ["--kill-at", values.kill ? killAt : 1],
] as const) {
  if (!Number.isInteger(value) || value < 1) {
    console.error(`load: ${name} must be a positive whole number`);
    process.exit(2);
  }
}
const origin = `http://localhost:${values.port}`;
/** Where the requests go: the public port (through wrangler's ProxyWorker), or with --direct the UserWorker's own. */
let target = origin;
// A state of its own, fresh each run: the checks count rows, and nothing else writes here.
const persistTo = ".wrangler/load";
const resultsDir = path.join(ROOT, "bench/results");

// 1. Build, state, sample data: what `npm start` does (scripts/lib/run.ts).
ensureDevVars();
if (!values["no-build"]) runQuietly("Building", "react-router", ["build"]);
rmSync(path.join(ROOT, persistTo), { recursive: true, force: true });
prepareLocalState(persistTo);
const dbFile = d1File(path.join(ROOT, persistTo));
const targets = query<Target>(dbFile, TARGETS_SQL, 1, 400);
if (targets.length === 0) throw new Error("the sample data has no active gym with open days");

// 2. The worker, in a process group of its own so that --kill takes wrangler and workerd at once.
mkdirSync(resultsDir, { recursive: true });
const serverLog = createWriteStream(path.join(resultsDir, "load-server.log"));
let server: ChildProcess | undefined;
async function startServer(): Promise<void> {
  const child = spawn(path.join(BIN, "wrangler"), serveBuiltArgs(values.port, persistTo), {
    cwd: ROOT,
    env: wranglerEnv(),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(serverLog, { end: false });
  child.stderr?.pipe(serverLog, { end: false });
  server = child;
  await waitForServer(origin);
  if (values.direct) target = await userWorkerOrigin(child.pid as number);
}

/**
 * The UserWorker's own address. `wrangler dev` runs two workerd processes: the ProxyWorker on the
 * public port, which forwards each request over a local HTTP connection to the UserWorker runtime on
 * a port of its own. --direct sends the burst there (with the MF-Original-URL header the ProxyWorker
 * adds), so the same built worker answers without the proxy in between.
 */
async function userWorkerOrigin(group: number): Promise<string> {
  const pids = new Set(
    execFileSync("ps", ["-eo", "pgid=,pid=,comm="], { encoding: "utf8" })
      .trim()
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
      .filter(([pgid, , comm]) => Number(pgid) === group && comm === "workerd")
      .map(([, pid]) => pid),
  );
  const ports = execFileSync("ss", ["-ltnpH"], { encoding: "utf8" })
    .split("\n")
    .filter((line) => [...pids].some((pid) => line.includes(`pid=${pid},`)))
    .map((line) => /127\.0\.0\.1:(\d+)/.exec(line)?.[1])
    .filter((port): port is string => port !== undefined && port !== values.port);
  for (const port of ports) {
    const candidate = `http://127.0.0.1:${port}`;
    const answer = await fetch(`${candidate}/healthz`, { signal: AbortSignal.timeout(5_000) }).catch(
      () => undefined,
    );
    if (answer?.status === 200 && (await answer.text()).includes("<html")) return candidate;
  }
  throw new Error(
    `--direct: no port of wrangler's workerd processes (${[...pids].join(", ")}) serves /healthz`,
  );
}
/** The resident memory of wrangler's process group (workerd is most of it), in MB. */
function groupMemoryMb(): number {
  if (!server?.pid) return 0;
  const out = execFileSync("ps", ["-eo", "pgid=,rss="], { encoding: "utf8" });
  let kb = 0;
  for (const line of out.trim().split("\n")) {
    const [pgid, rss] = line.trim().split(/\s+/).map(Number);
    if (pgid === server.pid) kb += rss ?? 0;
  }
  return Math.round(kb / 1024);
}
async function stopServer(signal: "SIGTERM" | "SIGKILL"): Promise<void> {
  const child = server;
  if (!child?.pid) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  await waitForServerGone(origin);
  server = undefined;
}

// 3. The requests.
const BROWSER = {
  "User-Agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
  Accept: "text/html",
};
const JSON_POST = { "Content-Type": "application/json", Accept: "application/json", Origin: origin };
const FORM_POST = { ...BROWSER, "Content-Type": "application/x-www-form-urlencoded", Origin: origin };
const SEARCHES = [
  "/gyms?city=Auckland",
  "/gyms?city=Sydney&equipment=Kettlebells",
  "/gyms?city=Melbourne&amenities=Sauna&sort=rating",
  "/gyms?city=Wellington&equipment=Lift+Rack&amenities=Locker+Room",
  "/gyms?city=Brisbane&sports=CrossFit",
  "/gyms?city=Christchurch&sort=price",
  "/gyms?q=strength",
];
const API_SEARCHES = [
  "/api/gyms?city=Auckland",
  "/api/gyms?city=Sydney&equipment=Kettlebells",
  "/api/gyms?city=Brisbane&sports=CrossFit",
];
/** Of every 2,000 requests, how many of each kind (scaled to --requests). */
const MIX = {
  home: 100,
  search: 300,
  gym: 300,
  apiGyms: 200,
  apiGym: 100,
  book: 500,
  pay: 250,
  favourite: 150,
  signIn: 60,
  bad: 40,
} as const;

interface Answer {
  status: number;
  body: string;
  headers: Headers;
}
interface Task {
  /** The route, as reported (the path's pattern). */
  route: string;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Sent without an answer (the kill), to be sent again once the worker is back. */
  replayable: boolean;
  /** Runs first, when the request depends on an earlier one (a payment on its booking). */
  prepare?: () => Promise<boolean>;
  /** The final answer (after any replay). */
  settle?: (answer: Answer | undefined) => void;
  /** A booking's key, for the payment that follows it. */
  booking?: BookingKey;
}
interface Result {
  route: string;
  status: number | "no answer";
  ms: number;
  body?: string;
  replay: boolean;
}

/** What each booking key ended with: the check after the run reads these. */
interface BookingKey {
  key: string;
  email: string;
  status?: number;
  error?: string;
  bookingId?: number;
  cookie?: string;
  address: string;
  answered: Promise<void>;
}
interface PaymentKey {
  key: string;
  booking: BookingKey;
  method: string;
  status?: number;
  error?: string;
}
const bookingKeys: BookingKey[] = [];
/** The 409 of a key whose first request never finished (idempotency.server.ts IDEMPOTENCY_MESSAGES.inProgress). */
const IN_PROGRESS = /still being processed/;
const paymentKeys: PaymentKey[] = [];

const gymIds = targets.map((t) => t.id);
const slots = targets.map((t) => openSlots(t, 3, 60));
const scaled = (n: number) => Math.max(1, Math.round((n * total) / 2000));
const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;
let clients = 0;
const nextAddress = () => benchAddress(clients++);

function bookingTask(n: number): Task {
  const slot = pick(slots, n);
  const date = slot.dates[Math.floor(n / slots.length) % Math.max(1, slot.dates.length)] ?? slot.dates[0];
  const email = `load-${n}@example.com`;
  const address = nextAddress();
  let done: () => void = () => undefined;
  const entry: BookingKey = {
    key: crypto.randomUUID(),
    email,
    address,
    answered: new Promise<void>((resolve) => {
      done = resolve;
    }),
  };
  bookingKeys.push(entry);
  return {
    route: "POST /api/bookings",
    method: "POST",
    path: "/api/bookings",
    headers: { ...JSON_POST, "Idempotency-Key": entry.key, "CF-Connecting-IP": address },
    body: JSON.stringify({
      gymId: slot.gymId,
      athleteName: `Load Athlete ${n}`,
      athleteEmail: email,
      bookingDate: date,
      startTime: slot.startTime,
      bookingType: "day_pass",
      // Mostly one, now and then a small group.
      athletes: n % 7 === 0 ? 3 : 1,
    }),
    replayable: true,
    booking: entry,
    settle: (answer) => {
      entry.status = answer?.status;
      if (answer?.status === 201) {
        entry.bookingId = (JSON.parse(answer.body) as { id: number }).id;
        const jar = new CookieJar();
        jar.take({ headers: answer.headers } as Response);
        entry.cookie = jar.header();
      } else if (answer) entry.error = answer.body.slice(0, 300);
      done();
    },
  };
}

/** Pays the booking `booking` holds (once its create has answered); every tenth card is declined. */
function paymentTask(booking: BookingKey, n: number): Task {
  const entry: PaymentKey = {
    key: crypto.randomUUID(),
    booking,
    method: n % 10 === 9 ? "pm_card_chargeDeclined" : "pm_card_visa",
  };
  const task: Task = {
    route: "POST /api/process-payment",
    method: "POST",
    path: "/api/process-payment",
    headers: { ...JSON_POST, "Idempotency-Key": entry.key, "CF-Connecting-IP": booking.address },
    replayable: true,
    prepare: async () => {
      await booking.answered;
      if (booking.bookingId === undefined) return false;
      paymentKeys.push(entry);
      task.headers.Cookie = booking.cookie ?? "";
      task.body = JSON.stringify({ bookingId: booking.bookingId, paymentMethod: entry.method });
      return true;
    },
    settle: (answer) => {
      entry.status = answer?.status;
      if (answer && answer.status !== 200) entry.error = answer.body.slice(0, 300);
    },
  };
  return task;
}

function badTask(n: number): Task {
  const address = nextAddress();
  const post = (route: string, p: string, body: string, headers: Record<string, string> = {}): Task => ({
    route: `bad: ${route}`,
    method: "POST",
    path: p,
    headers: { ...JSON_POST, "CF-Connecting-IP": address, ...headers },
    body,
    replayable: false,
  });
  const get = (route: string, p: string): Task => ({
    route: `bad: ${route}`,
    method: "GET",
    path: p,
    headers: { ...BROWSER, "CF-Connecting-IP": address },
    replayable: false,
  });
  const slot = pick(slots, n);
  const valid = {
    gymId: slot.gymId,
    athleteName: "Bad Input",
    athleteEmail: `bad-${n}@example.com`,
    bookingDate: slot.dates[0],
    startTime: slot.startTime,
    bookingType: "day_pass",
    athletes: 1,
  };
  const cases = [
    () => post("POST /api/bookings (not JSON)", "/api/bookings", "{ not json"),
    () => post("POST /api/bookings (no fields)", "/api/bookings", "{}"),
    () => post("POST /api/bookings (0 athletes)", "/api/bookings", JSON.stringify({ ...valid, athletes: 0 })),
    () =>
      post("POST /api/bookings (key too long)", "/api/bookings", JSON.stringify(valid), {
        "Idempotency-Key": "k".repeat(300),
      }),
    () =>
      post(
        "POST /api/process-payment (no such booking)",
        "/api/process-payment",
        JSON.stringify({ bookingId: 2_000_000_000, paymentMethod: "pm_card_visa" }),
      ),
    () => get("GET /gym/{id} (not a number)", "/gym/not-a-number"),
    () => get("GET /api/gyms/{id} (none)", "/api/gyms/999999999"),
    () => ({
      ...post("POST /sign-in (not an e-mail)", "/sign-in", "email=not-an-email"),
      headers: { ...FORM_POST, "CF-Connecting-IP": address },
    }),
  ];
  return pick(cases, n)();
}

/** The burst's tasks, kinds interleaved at random; each payment at least a round of clients after its booking. */
function plan(): Task[] {
  const counts = Object.fromEntries(Object.entries(MIX).map(([k, v]) => [k, scaled(v)])) as Record<
    keyof typeof MIX,
    number
  >;
  const tasks: Task[] = [];
  const add = (n: number, make: (i: number) => Task) => {
    for (let i = 0; i < n; i += 1) tasks.push(make(i));
  };
  const page = (route: string, paths: readonly string[], headers: Record<string, string>) => (i: number) => ({
    route,
    method: "GET" as const,
    path: pick(paths, i),
    headers: { ...headers, "CF-Connecting-IP": nextAddress() },
    replayable: false,
  });
  const gymPaths = gymIds.map((id) => `/gym/${id}`);
  add(counts.home, page("GET /", ["/"], BROWSER));
  add(counts.search, page("GET /gyms?…", SEARCHES, BROWSER));
  add(counts.gym, page("GET /gym/{id}", gymPaths, BROWSER));
  add(counts.apiGyms, page("GET /api/gyms?…", API_SEARCHES, { Accept: "application/json" }));
  add(
    counts.apiGym,
    page(
      "GET /api/gyms/{id}",
      gymIds.map((id) => `/api/gyms/${id}`),
      { Accept: "application/json" },
    ),
  );
  add(counts.book, bookingTask);
  add(counts.favourite, (i) => {
    const gymId = pick(gymIds, i * 7);
    return {
      route: "POST /favourites",
      method: "POST",
      path: "/favourites",
      headers: { ...FORM_POST, "CF-Connecting-IP": nextAddress() },
      body: new URLSearchParams({ intent: "save", gymId: String(gymId), back: `/gym/${gymId}` }).toString(),
      replayable: true,
    };
  });
  add(counts.signIn, (i) => ({
    route: "POST /sign-in",
    method: "POST",
    path: "/sign-in",
    headers: { ...FORM_POST, "CF-Connecting-IP": nextAddress() },
    body: new URLSearchParams({ email: `load-sign-in-${i}@example.com` }).toString(),
    replayable: true,
  }));
  add(counts.bad, badTask);
  // Shuffle (a fixed seed: every run sends the same sequence).
  let seed = 33;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = tasks.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [tasks[i], tasks[j]] = [tasks[j] as Task, tasks[i] as Task];
  }
  // Payments: every other booking, placed after its booking by at least one round of clients.
  const bookings = tasks.flatMap((t, i) => (t.route === "POST /api/bookings" ? [i] : []));
  const payments = bookings.filter((_, n) => n % 2 === 0).slice(0, counts.pay);
  const inserts = payments.map((at, n) => ({
    at: Math.min(tasks.length, at + concurrency + Math.floor(random() * concurrency * 4)),
    task: paymentTask(tasks[at]?.booking as BookingKey, n),
  }));
  for (const { at, task } of inserts.sort((a, b) => b.at - a.at)) tasks.splice(at, 0, task);
  return tasks;
}

async function send(task: Task): Promise<{ answer?: Answer; ms: number; error?: string }> {
  const started = performance.now();
  try {
    const response = await fetch(`${target}${task.path}`, {
      method: task.method,
      headers: values.direct ? { ...task.headers, "MF-Original-URL": `${origin}${task.path}` } : task.headers,
      body: task.body,
      redirect: "manual",
      signal: AbortSignal.timeout(60_000),
    });
    const body = await response.text();
    return {
      answer: { status: response.status, body, headers: response.headers },
      ms: performance.now() - started,
    };
  } catch (error) {
    return { ms: performance.now() - started, error: String((error as Error).cause ?? error) };
  }
}

const results: Result[] = [];
const unanswered: Task[] = [];
let answeredCount = 0;
let paused: Promise<void> | undefined;
let killedAt: { answered: number; inFlight: number; memoryMb: number } | undefined;
/** Between the kill and the end of the replay: a request without an answer was cut by the kill. */
let recovering = false;
/** GETs cut by the kill: not sent again (nothing to make sure of), counted apart. */
let cutGets = 0;
let inFlight = 0;

async function runTask(task: Task): Promise<void> {
  if (task.prepare && !(await task.prepare())) return;
  if (paused) await paused;
  inFlight += 1;
  const { answer, ms, error } = await send(task);
  inFlight -= 1;
  if (answer) {
    answeredCount += 1;
    results.push({ route: task.route, status: answer.status, ms, body: answer.body, replay: false });
    task.settle?.(answer);
  } else if (recovering && task.replayable) {
    unanswered.push(task);
  } else if (recovering) {
    cutGets += 1;
  } else {
    results.push({ route: task.route, status: "no answer", ms, body: error, replay: false });
    task.settle?.(undefined);
  }
  if (answeredCount >= killAt && !killedAt) void killAndRecover();
}

/** SIGKILL of the worker's process group mid-burst; restart on the same state; replay what got no answer. */
async function killAndRecover(): Promise<void> {
  let resume: () => void = () => undefined;
  paused = new Promise((resolve) => {
    resume = resolve;
  });
  killedAt = { answered: answeredCount, inFlight, memoryMb: groupMemoryMb() };
  recovering = true;
  console.info(
    `\n▶ kill: SIGKILL to the worker's process group after ${answeredCount} answers, ${inFlight} requests in flight`,
  );
  await stopServer("SIGKILL");
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  console.info("▶ restart on the same state");
  await startServer();
  console.info(`▶ replay ${unanswered.length} POSTs that got no answer (same key, body, cookie and address)`);
  await Promise.all(
    unanswered.map(async (task) => {
      // An answer still being written by the killed worker is "in progress" (409, Retry-After: 1): as a
      // client would, try again a few times.
      for (let attempt = 1; ; attempt += 1) {
        const { answer, ms, error } = await send(task);
        const inProgress = answer?.status === 409 && answer.headers.get("Retry-After") === "1";
        if (inProgress && attempt < 4) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          continue;
        }
        results.push({
          route: `replay ${task.route}`,
          status: answer?.status ?? "no answer",
          ms,
          body: answer?.body ?? error,
          replay: true,
        });
        task.settle?.(answer);
        return;
      }
    }),
  );
  recovering = false;
  paused = undefined;
  resume();
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

// 4. Run.
console.info(`\n▶ serve the built worker at ${origin} (${persistTo})`);
await startServer();
if (values.direct)
  console.info(`▶ --direct: requests go to the UserWorker at ${target}, not through the ProxyWorker`);
const memoryBefore = groupMemoryMb();
const tasks = plan();
console.info(
  `▶ ${tasks.length} requests from ${concurrency} concurrent clients${values.kill ? `, killing the worker after ${killAt} answers` : ""}`,
);
const startedAt = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < tasks.length) await runTask(tasks[next++] as Task);
  }),
);
if (paused) await paused;
const seconds = (performance.now() - startedAt) / 1000;
const memoryAfter = groupMemoryMb();
// Stopped cleanly before the database is read: nothing writes while it is checked.
await stopServer("SIGTERM");
serverLog.end();

// 5. Report.
const failures: string[] = [];
const classOf = (s: number | "no answer") => (s === "no answer" ? s : `${String(s)[0]}xx`);
const byClass = new Map<string, number>();
for (const r of results) byClass.set(classOf(r.status), (byClass.get(classOf(r.status)) ?? 0) + 1);
console.info(
  `\n${results.length} answers in ${seconds.toFixed(1)} s (${(results.length / seconds).toFixed(1)} req/s); worker memory ${memoryBefore} → ${memoryAfter} MB (wrangler + workerd RSS)`,
);
console.info(`  ${[...byClass].map(([k, v]) => `${k}: ${v}`).join(", ")}`);

const routes = new Map<string, Result[]>();
for (const r of results) routes.set(r.route, [...(routes.get(r.route) ?? []), r]);
const table = [...routes].map(([route, rs]) => {
  const times = rs.map((r) => r.ms).sort((a, b) => a - b);
  const statuses = new Map<string, number>();
  for (const r of rs) statuses.set(String(r.status), (statuses.get(String(r.status)) ?? 0) + 1);
  return {
    route,
    n: rs.length,
    statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(" "),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  };
});
const all = results.filter((r) => !r.replay).map((r) => r.ms);
all.sort((a, b) => a - b);
const width = Math.max(...table.map((t) => t.route.length));
console.info(
  `\n  ${"route".padEnd(width)}  ${"n".padStart(5)}  ${"p50 ms".padStart(7)}  ${"p95 ms".padStart(7)}  statuses`,
);
for (const t of table)
  console.info(
    `  ${t.route.padEnd(width)}  ${String(t.n).padStart(5)}  ${t.p50.toFixed(0).padStart(7)}  ${t.p95.toFixed(0).padStart(7)}  ${t.statuses}`,
  );
console.info(
  `  ${"all (first answers)".padEnd(width)}  ${String(all.length).padStart(5)}  ${percentile(all, 50).toFixed(0).padStart(7)}  ${percentile(all, 95).toFixed(0).padStart(7)}`,
);

const errors = results.filter((r) => r.status === "no answer" || r.status >= 500);
for (const r of errors) {
  console.error(
    `\n✗ ${r.route}: ${r.status} after ${r.ms.toFixed(0)} ms\n  ${String(r.body).slice(0, 1000).replace(/\n/g, "\n  ")}`,
  );
  failures.push(`${r.route}: ${r.status}`);
}

// 6. The database, read with the worker stopped (--kill: this is the crash check; always useful).
interface BookingRow {
  id: number;
  athlete_email: string;
  status: string;
  total_cents: number;
}
const rows = query<BookingRow>(
  dbFile,
  "SELECT id, athlete_email, status, total_cents FROM bookings WHERE athlete_email LIKE 'load-%@example.com'",
);
const byEmail = new Map<string, BookingRow[]>();
for (const row of rows) byEmail.set(row.athlete_email, [...(byEmail.get(row.athlete_email) ?? []), row]);
const charges = new Map<number, number[]>();
for (const c of query<{ booking_id: number; amount_cents: number }>(
  dbFile,
  "SELECT booking_id, amount_cents FROM ledger_entries WHERE kind = 'charge'",
))
  charges.set(c.booking_id, [...(charges.get(c.booking_id) ?? []), c.amount_cents]);
// Claims taken by a request that never finished (the kill): a retry with that key is told "still being processed".
const stuckClaims: Record<string, number> = {};
for (const { scope } of query<{ scope: string }>(
  dbFile,
  "SELECT scope FROM idempotency_keys WHERE status IS NULL",
)) {
  const name = scope.replace(/:(network|visitor):.*/, "");
  stuckClaims[name] = (stuckClaims[name] ?? 0) + 1;
}

const check = (ok: boolean, message: string) => {
  if (!ok) failures.push(message);
};
let created = 0;
let lostAnswers = 0;
let lostWithRow = 0;
for (const k of bookingKeys) {
  const found = byEmail.get(k.email) ?? [];
  check(found.length <= 1, `key ${k.key} (${k.email}) made ${found.length} bookings`);
  if (k.status === 201) {
    created += 1;
    check(
      found.length === 1 && found[0]?.id === k.bookingId,
      `booking ${k.bookingId} (${k.email}) answered 201 but the database has ${found.map((f) => f.id).join(", ") || "none"}`,
    );
  } else if (k.status === undefined || (k.status === 409 && IN_PROGRESS.test(k.error ?? ""))) {
    // The answer died with the worker and its key's claim with it: at most one booking, never two.
    lostAnswers += 1;
    if (found.length === 1) lostWithRow += 1;
  } else {
    check(found.length === 0, `${k.email} was refused (${k.status}) but has booking ${found[0]?.id}`);
  }
}
check(
  rows.length === created + lostWithRow,
  `${rows.length} load bookings in the database, but ${created} answered 201 and ${lostWithRow} lost answers hold one`,
);
let paid = 0;
for (const row of rows) {
  const c = charges.get(row.id) ?? [];
  check(c.length <= 1, `booking ${row.id} was charged ${c.length} times`);
  if (c.length === 1) {
    paid += 1;
    check(c[0] === row.total_cents, `booking ${row.id} was charged ${c[0]}, its total is ${row.total_cents}`);
    check(row.status === "confirmed", `booking ${row.id} was charged but is ${row.status}`);
  } else check(row.status !== "confirmed", `booking ${row.id} is confirmed without a charge`);
}
let paidAnswers = 0;
let lostPayments = 0;
for (const p of paymentKeys) {
  const row = rows.find((r) => r.id === p.booking.bookingId);
  const c = row ? (charges.get(row.id) ?? []) : [];
  if (p.status === 200) {
    paidAnswers += 1;
    check(c.length === 1, `payment of booking ${p.booking.bookingId} answered 200; ${c.length} charges`);
  } else if (p.status === undefined || (p.status === 409 && IN_PROGRESS.test(p.error ?? "")))
    lostPayments += 1;
  else
    check(c.length === 0, `payment of booking ${p.booking.bookingId} answered ${p.status} but was charged`);
}
check(
  paid >= paidAnswers && paid <= paidAnswers + lostPayments,
  `${paid} load bookings charged, but ${paidAnswers} payments answered 200 (${lostPayments} lost)`,
);

console.info(
  `\nDatabase: ${rows.length} load bookings (${created} answered 201, ${lostWithRow} of ${lostAnswers} lost answers wrote one), ${paid} charged once each (${paidAnswers} payments answered 200, ${lostPayments} lost); unfinished idempotency claims: ${
    Object.entries(stuckClaims)
      .map(([scope, n]) => `${scope} ×${n}`)
      .join(", ") || "none"
  }`,
);
if (killedAt)
  console.info(
    `Kill: after ${killedAt.answered} answers with ${killedAt.inFlight} in flight (worker at ${killedAt.memoryMb} MB); ${unanswered.length} POSTs replayed, ${cutGets} GETs cut and not resent`,
  );

writeFileSync(
  path.join(resultsDir, `load${values.direct ? "-direct" : ""}${values.kill ? "-kill" : ""}-latest.json`),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      through: values.direct ? "UserWorker (direct)" : "ProxyWorker",
      requests: results.length,
      concurrency,
      seconds,
      memoryMb: { before: memoryBefore, after: memoryAfter },
      byClass: Object.fromEntries(byClass),
      routes: table,
      all: { p50: percentile(all, 50), p95: percentile(all, 95) },
      killedAt,
      replayed: unanswered.length,
      cutGets,
      database: { bookings: rows.length, created, lostAnswers, lostWithRow, paid, paidAnswers, lostPayments },
      stuckClaims,
      failures,
    },
    null,
    2,
  ),
);
if (failures.length > 0) {
  console.error(`\n✗ ${failures.length} failure(s):\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exit(1);
}
console.info("\n✓ no 5xx, every request answered, and the database holds exactly what the answers say");
