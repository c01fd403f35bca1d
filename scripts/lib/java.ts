import { spawnSync } from "node:child_process";

/** Whether a Java runtime is on PATH (the Nu HTML Checker, npm's vnu-jar, runs on it). */
export function hasJava(): boolean {
  const result = spawnSync("java", ["-version"], { stdio: "ignore" });
  return result.status === 0;
}

export const JAVA_HELP =
  "No Java found: the HTML checker (vnu-jar, e2e/html-checker.spec.ts) needs a Java runtime. Install one with `sudo apt-get install -y default-jre-headless` (Debian/Ubuntu; .ci/run does this), or put a `java` (11 or newer) on PATH.";
