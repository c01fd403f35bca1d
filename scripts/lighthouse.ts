/**
 * `npm run lighthouse`: build, serve the built app on its own port and local state, and run
 * Lighthouse (default mobile emulation and simulated throttling) on the key pages, one at a time.
 * Each page runs three times; its score in each category is the median of the three (never the best
 * run), and the budget below is judged on those medians. Prints every run's performance score and the
 * medians, writes the JSON and HTML reports of the median run to bench/results/lighthouse/, lists the
 * audits that keep a category under budget, and exits non-zero unless every page's medians reach the
 * budget. A run Lighthouse cannot complete is run again (at most twice per page); it is no score. Before
 * its runs each page is requested once from the server (a warm worker, as in production) and loaded
 * once in an unmeasured tab (a warm browser).
 *
 * Flags: --no-build (serve the existing build), --page PATH (repeatable; only these pages).
 * Env: LIGHTHOUSE_PORT (default 8799).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import lighthouse, { type Flags, type Result, type RunnerResult } from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_HELP, findChromium } from "./lib/chromium.ts";
import { median, medianRun } from "./lib/median.ts";
import { ROOT, run, wranglerEnv } from "./lib/run.ts";

const PAGES = ["/", "/gyms", "/gym/1", "/gym/1/book"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
/** Issue 32's budget: mobile, the median of three runs. */
const BUDGET: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
const LABEL: Record<Category, string> = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best practices",
  seo: "SEO",
};
/**
 * On this 2-core VM one run of the same build scores anywhere from 93 to 100 (unattributed long
 * tasks of 100-260 ms come and go): the median of three runs is the page's score.
 */
const RUNS = 3;
/** Runs Lighthouse could not complete (e.g. NO_NAVSTART on a loaded host) that a page may have. */
const MAX_FAILED_RUNS = 2;
const PERSIST_TO = ".wrangler/lighthouse-state";
const OUT_DIR = path.join(ROOT, "bench", "results", "lighthouse");

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    page: { type: "string", multiple: true },
  },
});
const pages = values.page?.length ? values.page : PAGES;
const port = process.env.LIGHTHOUSE_PORT ?? "8799";
const origin = `http://localhost:${port}`;

const chromiumPath = findChromium();
if (!chromiumPath) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}

/** Children started here, each leading its own process group, stopped on every way out. */
const children: ChildProcess[] = [];
function stopChildren() {
  for (const child of children.splice(0)) {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopChildren();
    process.exit(130);
  });
}

/** Serves the built app (migrated and seeded on first use) on its own port and state directory. */
function startServer(): ChildProcess {
  const child = spawn(process.execPath, ["scripts/start.ts", "--no-build", "--persist-to", PERSIST_TO], {
    cwd: ROOT,
    env: wranglerEnv({ PORT: port }),
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  children.push(child);
  return child;
}

async function waitForServer(server: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app server exited with ${server.exitCode}.`);
    try {
      const response = await fetch(origin, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The app did not answer at ${origin} within ${timeoutMs / 1000} s.`);
}

/** Launches headless Chromium with a remote debugging port for Lighthouse to drive. */
async function launchChromium(
  executable: string,
): Promise<{ child: ChildProcess; port: number; dir: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "gymroam-lighthouse-"));
  const child = spawn(
    executable,
    [
      ...CHROMIUM_ARGS,
      "--headless=new",
      "--remote-debugging-port=0",
      `--user-data-dir=${dir}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  children.push(child);
  const debuggingPort = await new Promise<number>((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${seen}`)), 30_000);
    child.stderr?.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}:\n${seen}`));
    });
  });
  // Keep draining stderr so Chromium never blocks on a full pipe.
  child.stderr?.resume();
  return { child, port: debuggingPort, dir };
}

function score(lhr: Result, category: Category): number {
  const value = lhr.categories[category]?.score;
  return value == null ? 0 : Math.round(value * 100);
}

function failingAudits(lhr: Result, category: Category): string[] {
  const lines: string[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= (ref.weight > 0 ? 1 : 0.9)) continue;
    if (!["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) continue;
    const value = audit.displayValue ? ` (${audit.displayValue})` : "";
    const weight = ref.weight > 0 ? `weight ${ref.weight}` : "diagnostic";
    lines.push(`${ref.id}: ${audit.title}${value} [score ${Math.round(audit.score * 100)}, ${weight}]`);
  }
  return lines;
}

const flags: Flags = {
  logLevel: "error",
  output: ["json", "html"],
  onlyCategories: [...CATEGORIES],
  // Defaults, stated: mobile form factor and emulation, simulated (Lantern) throttling.
  formFactor: "mobile",
  throttlingMethod: "simulate",
};

function slug(page: string): string {
  return page === "/" ? "home" : page.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-");
}

interface PageRun {
  lhr: Result;
  report: RunnerResult["report"];
}

interface PageResult {
  page: string;
  /** The run whose performance score is the median: its report is written and its audits listed. */
  median: PageRun;
  /** Each category's median score over the runs: what the budget is judged on. */
  scores: Record<Category, number>;
  /** Performance score of each completed run, in the order run. */
  performance: number[];
  /** Runs Lighthouse could not complete (run again). */
  failed: number;
}

/**
 * Loads the page once in a throwaway tab of the same browser, unmeasured: the first page a fresh
 * Chromium renders pays for starting its renderer, fonts and compositor, which no visitor's
 * browser does. Lighthouse still clears the cache and storage before each measured run.
 */
async function warmUp(debuggingPort: number, url: string): Promise<void> {
  const devtools = `http://127.0.0.1:${debuggingPort}/json`;
  const target = (await (await fetch(`${devtools}/new?${url}`, { method: "PUT" })).json()) as { id: string };
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await (await fetch(`${devtools}/close/${target.id}`)).arrayBuffer();
}

async function main(): Promise<boolean> {
  if (!values["no-build"]) run("react-router", ["build"]);
  mkdirSync(OUT_DIR, { recursive: true });

  console.info(`Starting the built app at ${origin} (state in ${PERSIST_TO})…`);
  const server = startServer();
  await waitForServer(server);
  // One request per page first, so Lighthouse measures a warm worker as production would serve.
  for (const page of pages) await (await fetch(new URL(page, origin))).arrayBuffer();

  const chromium = await launchChromium(chromiumPath as string);
  const results: PageResult[] = [];
  try {
    for (const page of pages) {
      const runs: PageRun[] = [];
      let failed = 0;
      await warmUp(chromium.port, new URL(page, origin).href);
      while (runs.length < RUNS) {
        const result = await lighthouse(new URL(page, origin).href, { ...flags, port: chromium.port });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}.`);
        if (result.lhr.runtimeError) {
          // E.g. NO_NAVSTART when a loaded host drops trace events: no score, so the run is made again.
          failed += 1;
          console.info(`  ${page}: a run failed: ${result.lhr.runtimeError.message}`);
          if (failed > MAX_FAILED_RUNS)
            throw new Error(`Lighthouse failed on ${page} ${failed} times (${runs.length} runs completed).`);
          continue;
        }
        runs.push({ lhr: result.lhr, report: result.report });
        // Lighthouse's own measure of the host CPU: under 1000 it warns that scores suffer.
        const benchmark = Math.round(result.lhr.environment.benchmarkIndex);
        console.info(
          `  ${page}: run ${runs.length} of ${RUNS}, performance ${score(result.lhr, "performance")} (host CPU benchmark index ${benchmark})`,
        );
        for (const warning of result.lhr.runWarnings) console.info(`    warning: ${warning}`);
      }
      const middle = medianRun(runs, (run) => score(run.lhr, "performance"));
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, median(runs.map((run) => score(run.lhr, c)))]),
      ) as Record<Category, number>;
      const [json, html] = middle.report as string[];
      writeFileSync(path.join(OUT_DIR, `${slug(page)}.report.json`), json ?? "");
      writeFileSync(path.join(OUT_DIR, `${slug(page)}.report.html`), html ?? "");
      results.push({
        page,
        median: middle,
        scores,
        performance: runs.map((run) => score(run.lhr, "performance")),
        failed,
      });
    }
  } finally {
    stopChildren();
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(chromium.dir, { recursive: true, force: true });
  }

  // The table.
  const columns = ["Page", ...CATEGORIES.map((c) => `${LABEL[c]} (median)`), "Performance runs"];
  const rows = results.map((r) => [
    r.page,
    ...CATEGORIES.map((c) => String(r.scores[c])),
    `${r.performance.join(", ")}${r.failed > 0 ? ` (${r.failed} failed, run again)` : ""}`,
  ]);
  rows.unshift([
    "budget",
    ...CATEGORIES.map((c) => (c === "performance" ? `≥ ${BUDGET[c]}` : String(BUDGET[c]))),
    "",
  ]);
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.info(
    `\nLighthouse ${results[0]?.median.lhr.lighthouseVersion ?? ""}, mobile, simulated throttling, ${origin}`,
  );
  console.info(line(columns));
  console.info(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.info(line(row));
  console.info(
    `\nEach page was loaded once unmeasured (warm-up), then ran ${RUNS} times; each score is the median of its runs, and the budget is judged on the medians.`,
  );
  console.info(`Reports (the median run's): ${path.relative(ROOT, OUT_DIR)}/<page>.report.{json,html}`);

  let pass = true;
  for (const r of results) {
    for (const category of CATEGORIES) {
      const value = r.scores[category];
      if (value >= BUDGET[category]) continue;
      pass = false;
      console.info(`\n✗ ${r.page} ${LABEL[category]} median ${value} < ${BUDGET[category]}:`);
      for (const audit of failingAudits(r.median.lhr, category)) console.info(`    ${audit}`);
    }
  }
  console.info(pass ? "\nLighthouse budget met on every page." : "\nLighthouse budget NOT met.");
  return pass;
}

try {
  process.exitCode = (await main()) ? 0 : 1;
} catch (error) {
  stopChildren();
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
