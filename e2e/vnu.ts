import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

/**
 * The W3C Nu HTML Checker (npm vnu-jar, on Java): all documents go to one run, so the JVM starts
 * once. Used by e2e/html-checker.spec.ts (pages) and tests/unit (the HTML parts of e-mails).
 */
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Runs vnu once over `documents` (name → HTML); returns "page: message (extract)" per error. */
export function checkHtml(documents: Map<string, string>): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  try {
    const files = new Map<string, string>();
    let index = 0;
    for (const [name, html] of documents) {
      const file = path.join(dir, `page-${index++}.html`);
      writeFileSync(file, html);
      files.set(`file:${file}`, name);
    }
    const result = spawnSync(
      "java",
      [
        "-jar",
        vnuJar,
        "--errors-only",
        "--format",
        "json",
        "--stdout",
        "--exit-zero-always",
        ...files.keys(),
      ].map((arg) => arg.replace(/^file:/, "")),
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    if (result.status !== 0) throw new Error(`vnu failed (${result.status}): ${result.stderr}`);
    const { messages } = JSON.parse(result.stdout) as { messages: VnuMessage[] };
    return messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map((m) => {
        const page = [...files].find(([url]) => m.url?.endsWith(url.slice("file:".length)))?.[1] ?? m.url;
        return `${page}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ""}`;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
