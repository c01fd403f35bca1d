/**
 * `npm test`: the whole suite, in order, stopping at the first failing step:
 * lint, typecheck, unit + design-system stories + worker integration (vitest), the Storybook
 * catalogue build, visual regression of every story against committed screenshots (Playwright +
 * Chromium against the built catalogue; ADR 021), and browser end-to-end tests (Playwright +
 * Chromium against the built app, including the Nu HTML Checker over the main pages, which needs
 * Java: Debian's default-jre-headless; ADR 027).
 * Ends with one line "tests: N passed, N failed" counting every test case.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { CHROMIUM_HELP, findChromium } from "./lib/chromium.ts";
import { hasJava, JAVA_HELP } from "./lib/java.ts";
import { ensureDevVars, ROOT, wranglerEnv } from "./lib/run.ts";

const tmp = path.join(ROOT, ".tmp");
mkdirSync(tmp, { recursive: true });
ensureDevVars();

const chromium = findChromium();
if (!chromium) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}
if (!hasJava()) {
  console.error(JAVA_HELP);
  process.exit(1);
}

const vitestJson = path.join(tmp, "vitest.json");
const playwrightJson = path.join(tmp, "playwright.json");
const visualJson = path.join(tmp, "visual.json");
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });
rmSync(visualJson, { force: true });

const steps: { name: string; command: string; args: string[]; env?: Record<string, string> }[] = [
  { name: "lint", command: "biome", args: ["ci", "."] },
  { name: "typecheck", command: "npm", args: ["run", "-s", "typecheck"] },
  {
    name: "unit, stories, worker",
    command: "vitest",
    args: ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`],
  },
  { name: "storybook build", command: "npm", args: ["run", "-s", "build-storybook"] },
  {
    name: "visual regression",
    command: "playwright",
    args: ["test", "-c", "design-system/visual/playwright.config.ts"],
    env: { PW_JSON_OUTPUT: visualJson, CHROME_PATH: chromium },
  },
  {
    name: "end-to-end",
    command: "playwright",
    args: ["test"],
    env: { PW_JSON_OUTPUT: playwrightJson, CHROME_PATH: chromium },
  },
];

let failedStep: string | undefined;
for (const step of steps) {
  console.info(`\n▶ ${step.name}`);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, {
    cwd: ROOT,
    stdio: "inherit",
    env: wranglerEnv(step.env),
  });
  console.info(
    `◀ ${step.name}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) {
    failedStep = step.name;
    break;
  }
}

interface Counts {
  passed: number;
  failed: number;
}
function count<J>(file: string, read: (json: J) => Counts): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  return read(JSON.parse(readFileSync(file, "utf8")));
}
const vitest = count(vitestJson, (j: { numPassedTests?: number; numFailedTests?: number }) => ({
  passed: j.numPassedTests ?? 0,
  failed: j.numFailedTests ?? 0,
}));
const playwrightCounts = (j: { stats?: { expected?: number; unexpected?: number; flaky?: number } }) => ({
  passed: j.stats?.expected ?? 0,
  failed: (j.stats?.unexpected ?? 0) + (j.stats?.flaky ?? 0),
});
const visual = count(visualJson, playwrightCounts);
const e2e = count(playwrightJson, playwrightCounts);
const passed = vitest.passed + visual.passed + e2e.passed;
const failedCases = vitest.failed + visual.failed + e2e.failed;
const failed = failedCases + (failedStep && failedCases === 0 ? 1 : 0);
if (failedStep) console.error(`\nnpm test failed at step: ${failedStep}`);
console.info(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
