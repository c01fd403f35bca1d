/**
 * Server render CPU per page (issue 19): the heaviest pages rendered through the app's real server
 * build (root layout, route modules, entry.server.tsx with renderToReadableStream) by React Router's
 * own request handler, with each matched route's loader replaced by the loader data of
 * bench/render-fixtures.ts (and middleware left out). What is timed is what a Worker spends on a
 * page once its data is there: matching, serialising the loader data, rendering and streaming the
 * HTML. It runs in Node (V8, the engine workerd embeds; workerd's clocks stand still during CPU work,
 * so it could not time itself).
 *
 *   node bench/render.ts [--iterations 200] [--warmup 50] [--no-build] [--json]
 *
 * Prints a table (p50/p99 ms per page, HTML bytes) and exits 1 when a page's p99 is 10 ms or more.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { registerHooks } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { type RenderPage, renderPages } from "./render-fixtures.ts";

export interface RenderRow {
  page: string;
  iterations: number;
  /** Render CPU: time on the CPU per render (wall less scheduler waits, see cpuMs), the budgeted figure. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
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
  /** Limit to pages whose path starts with one of these. */
  pages?: string[];
  /** Write each page's HTML here (page path with / as _), to look at what a render produces. */
  dumpDir?: string;
}

export const RENDER_BUDGET_MS = 10;

const ROOT = path.resolve(import.meta.dirname, "..");

// The worker bundle imports Cloudflare's runtime modules (cloudflare:email for mail); nothing a page
// render calls uses them, so Node gets an empty stand-in.
let hooked = false;
function hookCloudflareModules() {
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
  hookCloudflareModules();
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
 * Time a render spent on the CPU, in ms: wall time less the time this thread waited for a CPU while
 * other processes ran (the scheduler's run_delay in /proc/thread-self/schedstat, in ns, complete for
 * every wait that ended before it is read). The direct counters are too coarse here: getrusage
 * (process.threadCpuUsage) and schedstat's own runtime move in scheduler ticks (4 ms) on a busy
 * machine, the size of a whole render. Without /proc (not Linux), process.threadCpuUsage.
 */
const SCHEDSTAT = "/proc/thread-self/schedstat";
const hasSchedstat = existsSync(SCHEDSTAT);
function runDelayNs(): number {
  return Number(readFileSync(SCHEDSTAT, "utf8").split(" ", 2)[1]);
}
async function cpuMs(work: () => Promise<unknown>): Promise<{ cpu: number; wall: number }> {
  if (hasSchedstat) {
    const delay = runDelayNs();
    const started = performance.now();
    await work();
    const wall = performance.now() - started;
    return { cpu: wall - (runDelayNs() - delay) / 1e6, wall };
  }
  const usage = process.threadCpuUsage();
  const started = performance.now();
  await work();
  const wall = performance.now() - started;
  const used = process.threadCpuUsage(usage);
  return { cpu: (used.user + used.system) / 1000, wall };
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
  const iterations = options.iterations ?? 200;
  const warmup = options.warmup ?? 50;
  if (options.build) {
    execFileSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  }
  const { build, workerKey } = await loadServerBuild(root);
  let pages: RenderPage[] = renderPages();
  if (options.pages?.length) {
    pages = pages.filter((p) => options.pages!.some((prefix) => p.path.startsWith(prefix)));
  }
  const rows: RenderRow[] = [];
  for (const page of pages) {
    const handler = createRequestHandler(withLoaderData(build, page.data), "production");
    const render = async () => {
      const context = new RouterContextProvider();
      context.set(workerKey as never, { nonce: "benchnonce" } as never);
      const request = new Request(new URL(page.path, "https://gymroam.example"), {
        headers: { "user-agent": "Mozilla/5.0 (render bench)", cookie: "gr_session=bench" },
      });
      const response = await handler(request, context);
      return { status: response.status, html: await response.text() };
    };
    const first = await render();
    if (first.status !== 200) {
      throw new Error(`render bench: ${page.path} answered ${first.status}: ${first.html.slice(0, 400)}`);
    }
    if (options.dumpDir) {
      mkdirSync(options.dumpDir, { recursive: true });
      const name = page.path.split("?")[0]!.replaceAll("/", "_") || "_";
      writeFileSync(path.join(options.dumpDir, `${name === "_" ? "home" : name.slice(1)}.html`), first.html);
    }
    for (let i = 0; i < warmup; i++) await render();
    // CPU time of this thread (what a Worker's CPU limit counts), not wall time: on a shared machine
    // a render preempted by another process would otherwise count the other process's time too.
    const times: number[] = [];
    const walls: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const { cpu, wall } = await cpuMs(render);
      times.push(cpu);
      walls.push(wall);
    }
    times.sort((a, b) => a - b);
    walls.sort((a, b) => a - b);
    rows.push({
      page: page.path.split("?")[0]!,
      iterations,
      p50Ms: percentile(times, 50),
      p99Ms: percentile(times, 99),
      maxMs: times.at(-1)!,
      wallP50Ms: percentile(walls, 50),
      wallP99Ms: percentile(walls, 99),
      htmlBytes: Buffer.byteLength(first.html),
      htmlGzipBytes: await gzipSize(first.html),
      status: first.status,
      p50VsHealthz: null,
    });
  }
  const baseline = rows.find((row) => row.page === "/healthz");
  for (const row of rows) row.p50VsHealthz = baseline ? row.p50Ms / baseline.p50Ms : null;
  return rows;
}

export function formatRenderTable(rows: RenderRow[]): string {
  const lines = [
    `${"page".padEnd(12)} ${"CPU p50".padStart(8)} ${"CPU p99".padStart(8)} ${"CPU max".padStart(8)} ${"wall p50".padStart(9)} ${"wall p99".padStart(9)} ${"HTML KB".padStart(8)} ${"gzip KB".padStart(8)} ${"× healthz".padStart(9)}`,
  ];
  for (const row of rows) {
    lines.push(
      `${row.page.padEnd(12)} ${row.p50Ms.toFixed(2).padStart(8)} ${row.p99Ms.toFixed(2).padStart(8)} ${row.maxMs.toFixed(2).padStart(8)} ${row.wallP50Ms.toFixed(2).padStart(9)} ${row.wallP99Ms.toFixed(2).padStart(9)} ${(row.htmlBytes / 1024).toFixed(1).padStart(8)} ${(row.htmlGzipBytes / 1024).toFixed(1).padStart(8)} ${(row.p50VsHealthz === null ? "" : row.p50VsHealthz.toFixed(2)).padStart(9)}`,
    );
  }
  return lines.join("\n");
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      iterations: { type: "string", default: "200" },
      warmup: { type: "string", default: "50" },
      "no-build": { type: "boolean", default: false },
      page: { type: "string", multiple: true },
      json: { type: "boolean", default: false },
      dump: { type: "string" },
    },
  });
  const rows = await runRenderBench({
    iterations: Number(values.iterations),
    warmup: Number(values.warmup),
    build: !values["no-build"],
    pages: values.page,
    dumpDir: values.dump,
  });
  console.info(values.json ? JSON.stringify(rows, null, 2) : formatRenderTable(rows));
  const over = rows.filter((row) => row.p99Ms >= RENDER_BUDGET_MS);
  if (over.length > 0) {
    console.error(
      `✗ render p99 ≥ ${RENDER_BUDGET_MS} ms: ${over.map((r) => `${r.page} ${r.p99Ms.toFixed(1)} ms`).join(", ")}`,
    );
    process.exit(1);
  }
  console.info(`✓ every page renders under ${RENDER_BUDGET_MS} ms p99`);
}
