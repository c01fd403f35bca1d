/**
 * `npm start`: build, apply D1 migrations locally, load sample data when the database is
 * empty, then serve the built worker with wrangler at http://localhost:8787 (PORT overrides).
 *
 * Flags: --no-build (serve the existing build), --persist-to DIR (local D1/KV state,
 * default .wrangler/state; the e2e suite uses its own).
 *
 * The scheduled jobs run every minute, as the cron trigger does in production (wrangler does not
 * trigger crons locally).
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { ensureDevVars, prepareLocalState, runQuietly, serveBuiltArgs, start } from "./lib/run.ts";

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    "persist-to": { type: "string", default: ".wrangler/state" },
  },
});
const port = process.env.PORT ?? "8787";
const persistTo = values["persist-to"];

const devVars = ensureDevVars();

if (!values["no-build"]) runQuietly("Building", "react-router", ["build"]);
prepareLocalState(persistTo);

const adminPassword = /^ADMIN_PASSWORD=(.*)$/m.exec(readFileSync(devVars, "utf8"))?.[1]?.trim();
console.info(`\nGymRoam is starting at http://localhost:${port}`);
console.info(`Local admin password (from .dev.vars): ${adminPassword ?? "(not set)"}\n`);

const server = start("wrangler", serveBuiltArgs(port, persistTo));

// wrangler does not fire Cron Triggers locally: run the scheduled jobs (expire holds, complete
// bookings, send and sweep mail, reminders, analytics) at the start of every minute, as the
// production cron (`* * * * *` in wrangler.toml) does, through wrangler's local scheduled endpoint.
const runJobs = () =>
  fetch(`http://localhost:${port}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("* * * * *")}`).catch(
    () => undefined, // not listening yet, or shutting down: the next minute tries again
  );
let cron: ReturnType<typeof setInterval> | undefined;
const firstRun = setTimeout(
  () => {
    void runJobs();
    cron = setInterval(runJobs, 60_000);
  },
  60_000 - (Date.now() % 60_000),
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    clearTimeout(firstRun);
    if (cron) clearInterval(cron);
    server.child.kill(signal);
  });
}
process.exit(await server.exited);
