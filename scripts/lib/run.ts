import { type SpawnOptions, spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const BIN = path.join(ROOT, "node_modules", ".bin");

/**
 * The local secrets wrangler reads (`.dev.vars`), made from `.dev.vars.example` when missing: without
 * them the worker runs as wrangler.toml's production and refuses every request (ADR 017). Returns
 * the file's path.
 */
export function ensureDevVars(): string {
  const devVars = path.join(ROOT, ".dev.vars");
  if (!existsSync(devVars)) {
    copyFileSync(path.join(ROOT, ".dev.vars.example"), devVars);
    console.info("Created .dev.vars from .dev.vars.example (local secrets).");
  }
  return devVars;
}

/** Environment for wrangler offline: no Request.cf fetch, no interactive prompts. */
export function wranglerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    CI: "1",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_SEND_METRICS: "false",
    PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ""}`,
    ...extra,
  };
}

/** Runs a command to completion, inheriting output; throws with the command line on failure. */
export function run(command: string, args: string[], options: SpawnOptions = {}): void {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: ROOT, env: wranglerEnv(), ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} exited with ${result.status ?? result.signal}`);
  }
}

/**
 * Runs a command to completion with its output kept back, printing `label` and, only when it fails,
 * everything it printed (a build's 1,000 lines would bury the URL and password `npm start` shows).
 */
export function runQuietly(label: string, command: string, args: string[]): void {
  process.stdout.write(`${label}… `);
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env: wranglerEnv(),
    encoding: "utf8",
    maxBuffer: 64 << 20,
  });
  if (result.status !== 0) {
    process.stdout.write("failed\n");
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    throw new Error(`${command} ${args.join(" ")} exited with ${result.status ?? result.signal}`);
  }
  process.stdout.write("done\n");
}

/** Starts a long-running process; returns a promise of its exit code. */
export function start(command: string, args: string[], options: SpawnOptions = {}) {
  const child = spawn(command, args, { stdio: "inherit", cwd: ROOT, env: wranglerEnv(), ...options });
  const exited = new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
  return { child, exited };
}

/**
 * Makes a local state directory ready to serve: applies the D1 migrations and loads the sample data
 * when the database is empty (what `npm start` does before serving).
 */
export function prepareLocalState(persistTo: string): void {
  runQuietly("Applying database migrations", "wrangler", [
    "d1",
    "migrations",
    "apply",
    "DB",
    "--local",
    "--persist-to",
    persistTo,
  ]);
  runQuietly("Loading sample data (when the database is empty)", process.execPath, [
    "scripts/seed.ts",
    "--if-empty",
    "--persist-to",
    persistTo,
  ]);
}

/**
 * `wrangler dev`'s arguments for serving the built worker on `port` with `persistTo`'s state, as
 * `npm start` serves it. After `react-router build`, wrangler follows .wrangler/deploy/config.json to
 * the built worker.
 */
export function serveBuiltArgs(port: string, persistTo: string): string[] {
  return [
    "dev",
    "--port",
    port,
    "--persist-to",
    persistTo,
    "--local",
    // Never production locally, whatever .dev.vars holds (an older copy may lack APP_ENV).
    "--var",
    "APP_ENV:development",
    "--var",
    `PUBLIC_ORIGIN:http://localhost:${port}`,
    "--show-interactive-dev-session=false",
    // Errors only: at "warn" wrangler tells the user to call the scheduled endpoint by hand, which
    // `npm start` already does every minute.
    "--log-level",
    "error",
  ];
}

/** Until `origin` answers /healthz with 200 (at most 90 s); a worker refusing its configuration stops it at once. */
export async function waitForServer(origin: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
      // A 503 from a worker that refuses its configuration (ADR 017) will not go away: say why now.
      last = `${response.status}: ${(await response.text()).slice(0, 500)}`;
      if (response.status === 503 && last.includes("misconfigured")) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the worker did not answer /healthz with 200 at ${origin} (last: ${last})`);
}

/** Until `origin`'s port refuses connections (at most 10 s). */
export async function waitForServerGone(origin: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(1000) });
    } catch (error) {
      // Refused: gone. A timeout means it is still there, busy.
      if ((error as Error).name !== "TimeoutError") return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
