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
