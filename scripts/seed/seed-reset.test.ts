import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BIN, ROOT, wranglerEnv } from "../lib/run.ts";

/**
 * `npm run seed -- --reset` on a database the migrations built and the seed already filled: every
 * table is emptied in an order the foreign keys accept, and the sample set loads again (not twice).
 */
const state = mkdtempSync(path.join(os.tmpdir(), "gymroam-seed-reset-"));
afterAll(() => rmSync(state, { recursive: true, force: true }));

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: ROOT, env: wranglerEnv(), encoding: "utf8" });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}
const wrangler = path.join(BIN, "wrangler");
const seed = (...flags: string[]) =>
  run(process.execPath, [path.join(ROOT, "scripts", "seed.ts"), "--persist-to", state, ...flags]);

describe("npm run seed -- --reset", () => {
  it("empties a migrated, seeded database and loads the sample set again", () => {
    run(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
    const loaded = /seed: loaded (\d+) gyms/.exec(seed())?.[1];
    expect(Number(loaded)).toBeGreaterThan(0);
    expect(seed("--reset")).toContain(`seed: reset, then loaded ${loaded} gyms`);
    const [count] = JSON.parse(
      run(wrangler, [
        "d1",
        "execute",
        "DB",
        "--local",
        "--persist-to",
        state,
        "--json",
        "--command",
        "SELECT (SELECT count(*) FROM gyms) AS gyms, (SELECT count(*) FROM search_options) AS options",
      ]),
    ) as { results: { gyms: number; options: number }[] }[];
    expect(count!.results[0]!.gyms).toBe(Number(loaded));
    // The search option bits the migrations wrote stay.
    expect(count!.results[0]!.options).toBeGreaterThan(0);
  }, 900_000);
});
