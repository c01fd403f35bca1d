import { execFileSync } from "node:child_process";

/** The port of the e2e server (playwright.config.ts starts it there). */
const E2E_PORT = process.env.E2E_PORT ?? "8788";

/**
 * Runs SQL on the e2e server's own local D1 file (`wrangler d1 execute --local`, the state `npm start`
 * keeps), for a test that must move time or set up what no page can. The running worker may hold
 * SQLite's write lock for a moment (a booking, the outbox drain), so a SQLITE_BUSY answer is retried
 * after a short wait; anything else throws. The specs that use it run last, alone (playwright.config.ts).
 */
export function d1(sql: string): unknown[] {
  for (let attempt = 1; ; attempt++) {
    try {
      const out = execFileSync(
        "node_modules/.bin/wrangler",
        [
          "d1",
          "execute",
          "DB",
          "--local",
          "--persist-to",
          `.wrangler/e2e-state-${E2E_PORT}`,
          "--json",
          "--command",
          sql,
        ],
        { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
      return (JSON.parse(out) as { results: unknown[] }[]).flatMap((p) => p.results);
    } catch (error) {
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
      if (attempt >= 8 || !`${String(error)}${stdout}${stderr}`.includes("SQLITE_BUSY")) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250 * attempt);
    }
  }
}
