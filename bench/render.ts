/**
 * Server render CPU per page (issue 19): the heaviest pages rendered through the app's real server
 * build (root layout, route modules, entry.server.tsx with renderToReadableStream) by React Router's
 * own request handler, with each matched route's loader replaced by the loader data of
 * bench/render-fixtures.ts (and middleware left out). What is timed is what a Worker spends on a
 * page once its data is there: matching, serialising the loader data, rendering and streaming the
 * HTML. It runs in Node (V8, the engine workerd embeds; workerd's clocks stand still during CPU work,
 * so it could not time itself), with the V8 flags workerd gives its isolates (WORKERD_V8_FLAGS: run
 * directly, the script starts itself again with them).
 *
 *   node bench/render.ts [--iterations 1000] [--warmup 2000] [--no-build] [--json] [--root DIR]
 *
 * --root times the server build in DIR/build instead of this checkout's (to compare two builds).
 *
 * Prints a table (p50/p99 ms per page, HTML bytes). Render CPU has no budget: production runs on the
 * paid Workers plan, where CPU time is not the limit a visitor feels; the figures are for comparing.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { registerHooks } from "node:module";
import path from "node:path";
import { PerformanceObserver } from "node:perf_hooks";
import { parseArgs } from "node:util";
import type { ServerBuild } from "react-router";
import { type RenderPage, renderPages } from "./render-fixtures.ts";

export interface RenderRow {
  page: string;
  iterations: number;
  /** Render CPU: CPU time per render, GC and compilation included (see cpuMs). */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** GC pause time per render, on average (wall ms, part of the CPU figures above). */
  gcMsPerRender: number;
  /** Wall-clock time per render (includes time the shared machine gave to other processes). */
  wallP50Ms: number;
  wallP99Ms: number;
  /** The HTML document's size, uncompressed. */
  htmlBytes: number;
  /** The same, gzip (what travels). */
  htmlGzipBytes: number;
  status: number;
  /** CPU p50 as a multiple of /healthz's CPU p50 in the same run (machine noise mostly cancels). */
  p50VsHealthz: number | null;
}

export interface RenderBenchOptions {
  iterations?: number;
  warmup?: number;
  /** The app's root (where build/ is); the repository by default. */
  root?: string;
  /** Run `react-router build` first. */
  build?: boolean;
  /** Limit to pages whose path starts with one of these ("/" alone is the home page). */
  pages?: string[];
  /** Write each page's HTML here (page path with / as _), to look at what a render produces. */
  dumpDir?: string;
}

/**
 * The V8 flags workerd sets for every isolate it runs (src/workerd/jsg/setup.c++, on every platform):
 * no incremental marking, so no concurrent marking either. A Worker's full GC is one atomic pause,
 * where Node's default marks on helper threads while pages render, and the process CPU the bench
 * counts carried that marking into renders that had not caused it (ADR 041).
 */
export const WORKERD_V8_FLAGS = ["--no-incremental-marking"];

const ROOT = path.resolve(import.meta.dirname, "..");

// The worker bundle imports Cloudflare's runtime modules (cloudflare:email for mail); nothing a page
// render calls uses them, so Node gets an empty stand-in.
let hooked = false;
function hookModules() {
  if (hooked) return;
  hooked = true;
  registerHooks({
    resolve(specifier, context, next) {
      if (specifier.startsWith("cloudflare:")) {
        return {
          url: `data:text/javascript,export class EmailMessage {} export const env = {};`,
          shortCircuit: true,
        };
      }
      return next(specifier, context);
    },
  });
}

/** The server build React Router made, and the worker's context key, from build/server. */
async function loadServerBuild(root: string) {
  hookModules();
  const dir = path.join(root, "build/server");
  const entry = readFileSync(path.join(dir, "index.js"), "utf8");
  const buildFile = /import\("(\.\/assets\/server-build-[^"]+\.js)"\)/.exec(entry)?.[1];
  if (!buildFile) throw new Error("build/server/index.js does not import a server-build chunk");
  // workers/app.ts sets the worker context (env, config, CSP nonce) under this key; entry.server
  // reads the nonce from it.
  const keyImport = /import \{([^}]*)\} from "(\.\/assets\/[^"]+\.js)"/g;
  let workerKey: unknown;
  for (const match of entry.matchAll(keyImport)) {
    const alias = /(?:^|,)\s*([\w$]+) as workerContext\s*(?:,|$)/.exec(match[1]!)?.[1];
    if (alias) workerKey = (await import(path.join(dir, match[2]!)))[alias];
  }
  if (!workerKey) throw new Error("build/server/index.js does not import workerContext");
  const build = (await import(path.join(dir, buildFile))) as ServerBuild;
  return { build, workerKey };
}

/** The build with every route's middleware left out and its loader answering with `data[routeId]`. */
function withLoaderData(build: ServerBuild, data: Record<string, unknown>): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { middleware: _middleware, ...module } = route.module;
    if (module.loader) {
      module.loader = () => {
        if (!(id in data)) throw new Error(`render bench: no loader data for route ${id}`);
        return data[id];
      };
    }
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}

/**
 * CPU time a render cost, in ms: the CPU time of the whole process across the render
 * (process.cpuUsage(), getrusage(RUSAGE_SELF)), i.e. the render's JavaScript on the main thread plus
 * the garbage collection and compilation V8 did for it on its helper threads, and nothing while a
 * thread waited, for a core or for another thread. Linux brings the running thread's runtime up to
 * date for RUSAGE_SELF, so this is exact to the microsecond (RUSAGE_THREAD, process.threadCpuUsage(),
 * and /proc's schedstat runtime are not: they move only at scheduler ticks and context switches).
 *
 * The earlier figure, wall time less the main thread's run-queue wait (schedstat run_delay), also
 * counted the time the main thread slept: while a parallel scavenge waited for its helper threads
 * to get a core on this shared 2-core machine, 10-50 ms at a time, which was most of every p99
 * (ADR 029, amended).
 */
async function cpuMs(work: () => Promise<unknown>): Promise<{ cpu: number; wall: number }> {
  const usage = process.cpuUsage();
  const started = performance.now();
  await work();
  const wall = performance.now() - started;
  const used = process.cpuUsage(usage);
  return { cpu: (used.user + used.system) / 1000, wall };
}

/**
 * One turn of the event loop, as a Worker's isolate gets between two requests. React schedules a
 * setTimeout(0) per render (its early-preload step, a no-op once the page is done) that holds the
 * render's whole state; renders awaited back to back never let the loop reach its timers, so every
 * timed render's state stayed alive for the whole run and each scavenge copied and promoted
 * megabytes of it (5 MB per scavenge on /healthz; ADR 029, amended). Not timed: the wait is not
 * CPU, and the callback has nothing left to do.
 */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * GC pauses (PerformanceObserver "gc" entries: start and wall duration). Node delivers them some
 * macrotasks later, so pages' windows are added up once every page has run.
 */
function gcRecorder() {
  const pauses: { start: number; duration: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push({ start: entry.startTime, duration: entry.duration });
  });
  observer.observe({ entryTypes: ["gc"] });
  return {
    /** Pause ms that began between `from` and `to` (performance.now() times), once delivered. */
    async total(from: number, to: number): Promise<number> {
      await new Promise((resolve) => setTimeout(resolve, 20));
      let sum = 0;
      for (const pause of pauses) if (pause.start >= from && pause.start < to) sum += pause.duration;
      return sum;
    },
    close: () => observer.disconnect(),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function gzipSize(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

export async function runRenderBench(options: RenderBenchOptions = {}): Promise<RenderRow[]> {
  const root = options.root ?? ROOT;
  // 1,000 renders, so the p99 is the 10th worst rather than the 2nd worst of 200 (whose 95% interval
  // spans from about the 97th percentile to the maximum); 2,000 of warm-up, so V8 has optimised the
  // render before the first timed one: after 200, V8 still compiled 559 functions during the 1,000
  // timed renders of the search page, on its helper threads, whose CPU the figures count; after
  // 2,000, 47 (ADR 029, amended; ADR 041).
  const iterations = options.iterations ?? 1000;
  const warmup = options.warmup ?? 2000;
  if (options.build) {
    execFileSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  }
  const { build, workerKey } = await loadServerBuild(root);
  // After loadServerBuild's hooks (the cloudflare: stand-in) are registered.
  const { createRequestHandler, RouterContextProvider } = await import("react-router");
  let pages: RenderPage[] = renderPages();
  if (options.pages?.length) {
    // "/" is the home page alone (every path starts with it); other entries are prefixes.
    pages = pages.filter((p) =>
      options.pages!.some((prefix) => (prefix === "/" ? p.path === "/" : p.path.startsWith(prefix))),
    );
  }
  const rows: RenderRow[] = [];
  const gc = gcRecorder();
  const gcWindows: { row: RenderRow; from: number; to: number }[] = [];
  for (const page of pages) {
    const handler = createRequestHandler(withLoaderData(build, page.data), "production");
    const respond = async () => {
      const context = new RouterContextProvider();
      context.set(workerKey as never, { nonce: "benchnonce" } as never);
      const request = new Request(new URL(page.path, "https://gymroam.example"), {
        headers: { "user-agent": "Mozilla/5.0 (render bench)", cookie: "gr_session=bench" },
      });
      return handler(request, context);
    };
    // A timed render reads the body to its last byte, as the runtime does with a Worker's response,
    // without decoding it into a string (the bench's own work, a fifth of a render's allocations).
    const render = async () => {
      const reader = (await respond()).body!.getReader();
      while (!(await reader.read()).done);
    };
    const response = await respond();
    const first = { status: response.status, html: await response.text() };
    if (first.status !== 200) {
      throw new Error(`render bench: ${page.path} answered ${first.status}: ${first.html.slice(0, 400)}`);
    }
    if (options.dumpDir) {
      mkdirSync(options.dumpDir, { recursive: true });
      const name = page.path.split("?")[0]!.replaceAll("/", "_") || "_";
      writeFileSync(path.join(options.dumpDir, `${name === "_" ? "home" : name.slice(1)}.html`), first.html);
    }
    for (let i = 0; i < warmup; i++) {
      await render();
      await nextTurn();
    }
    // CPU time (what a Worker's CPU limit counts), not wall time: on a shared machine a render
    // preempted by another process would otherwise count the other process's time too.
    const times: number[] = [];
    const walls: number[] = [];
    const from = performance.now();
    for (let i = 0; i < iterations; i++) {
      const { cpu, wall } = await cpuMs(render);
      times.push(cpu);
      walls.push(wall);
      await nextTurn();
    }
    const to = performance.now();
    times.sort((a, b) => a - b);
    walls.sort((a, b) => a - b);
    rows.push({
      page: page.path.split("?")[0]!,
      iterations,
      p50Ms: percentile(times, 50),
      p99Ms: percentile(times, 99),
      maxMs: times.at(-1)!,
      gcMsPerRender: 0,
      wallP50Ms: percentile(walls, 50),
      wallP99Ms: percentile(walls, 99),
      htmlBytes: Buffer.byteLength(first.html),
      htmlGzipBytes: await gzipSize(first.html),
      status: first.status,
      p50VsHealthz: null,
    });
    gcWindows.push({ row: rows.at(-1)!, from, to });
  }
  for (const { row, from, to } of gcWindows) row.gcMsPerRender = (await gc.total(from, to)) / row.iterations;
  gc.close();
  const baseline = rows.find((row) => row.page === "/healthz");
  for (const row of rows) row.p50VsHealthz = baseline ? row.p50Ms / baseline.p50Ms : null;
  return rows;
}

export function formatRenderTable(rows: RenderRow[]): string {
  const lines = [
    `${"page".padEnd(12)} ${"CPU p50".padStart(8)} ${"CPU p99".padStart(8)} ${"CPU max".padStart(8)} ${"GC/rndr".padStart(8)} ${"wall p50".padStart(9)} ${"wall p99".padStart(9)} ${"HTML KB".padStart(8)} ${"gzip KB".padStart(8)} ${"× healthz".padStart(9)}`,
  ];
  for (const row of rows) {
    lines.push(
      `${row.page.padEnd(12)} ${row.p50Ms.toFixed(2).padStart(8)} ${row.p99Ms.toFixed(2).padStart(8)} ${row.maxMs.toFixed(2).padStart(8)} ${row.gcMsPerRender.toFixed(2).padStart(8)} ${row.wallP50Ms.toFixed(2).padStart(9)} ${row.wallP99Ms.toFixed(2).padStart(9)} ${(row.htmlBytes / 1024).toFixed(1).padStart(8)} ${(row.htmlGzipBytes / 1024).toFixed(1).padStart(8)} ${(row.p50VsHealthz === null ? "" : row.p50VsHealthz.toFixed(2)).padStart(9)}`,
    );
  }
  return lines.join("\n");
}

/** Whether this process runs with workerd's V8 flags (they can only be given when Node starts). */
function hasWorkerdFlags(): boolean {
  return WORKERD_V8_FLAGS.every((flag) => process.execArgv.includes(flag));
}

/**
 * The render bench in a Node process of its own, started with workerd's V8 flags, with the build
 * already made (what `npm run bench` calls, after its load test, so the render runs alone).
 */
export function runRenderBenchProcess(options: { root?: string } = {}): RenderRow[] {
  const args = ["--no-build", "--json", ...(options.root ? ["--root", options.root] : [])];
  const child = spawnSync(process.execPath, [...WORKERD_V8_FLAGS, import.meta.filename, ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 16 * 1024 * 1024,
  });
  const json = child.stdout.slice(0, child.stdout.lastIndexOf("]") + 1);
  if (!json) throw new Error(`render bench exited ${child.status} without rows`);
  return JSON.parse(json) as RenderRow[];
}

if (import.meta.main && !hasWorkerdFlags()) {
  // Started without workerd's V8 flags: run again with them, as the same script with the same arguments.
  const child = spawnSync(
    process.execPath,
    [...WORKERD_V8_FLAGS, ...process.execArgv, import.meta.filename, ...process.argv.slice(2)],
    { stdio: "inherit" },
  );
  process.exit(child.status ?? 1);
} else if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      iterations: { type: "string", default: "1000" },
      warmup: { type: "string", default: "2000" },
      "no-build": { type: "boolean", default: false },
      page: { type: "string", multiple: true },
      json: { type: "boolean", default: false },
      dump: { type: "string" },
      root: { type: "string" },
    },
  });
  const rows = await runRenderBench({
    iterations: Number(values.iterations),
    warmup: Number(values.warmup),
    build: !values["no-build"],
    pages: values.page,
    dumpDir: values.dump,
    root: values.root ? path.resolve(values.root) : undefined,
  });
  console.info(values.json ? JSON.stringify(rows, null, 2) : formatRenderTable(rows));
}
