import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README and the docs name files a newcomer will open: every relative link and every backticked
 * repository path in them must exist, so a moved or deleted file shows up here rather than in a
 * reader's dead end. Superseded decision records are history and may name files that are gone, so the
 * records are checked from the current ones on (and every record's own links are checked).
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const FIRST_CURRENT_RECORD = 44;

const PATH_PREFIXES = [
  "app/",
  "docs/",
  "tests/",
  "e2e/",
  "bench/",
  "scripts/",
  "migrations/",
  "workers/",
  "design-system/",
  "public/",
];
const ROOT_FILE =
  /^(?:[\w-]+\.config\.ts|wrangler\.toml|package\.json|tsconfig\.json|biome\.json|\.dev\.vars\.example)$/;
// A placeholder or a pattern, not one file: `app/routes/<screen>/`, `tests/worker/parity-*.test.ts`.
const PLACEHOLDER = /[<>*{}]|NNNN/;

interface Doc {
  file: string;
  text: string;
  checkPaths: boolean;
}

function docs(): Doc[] {
  const found: Doc[] = [{ file: "README.md", text: "", checkPaths: true }];
  for (const entry of readdirSync(path.join(ROOT, "docs"), { recursive: true, encoding: "utf8" })) {
    if (!entry.endsWith(".md")) continue;
    const file = path.posix.join("docs", entry.split(path.sep).join("/"));
    const record = /^docs\/decisions\/(\d{3})-/.exec(file);
    const checkPaths = record === null || Number(record[1]) >= FIRST_CURRENT_RECORD;
    found.push({ file, text: "", checkPaths });
  }
  return found.map((doc) => ({ ...doc, text: readFileSync(path.join(ROOT, doc.file), "utf8") }));
}

/** Relative link targets (`[text](target)`, images too), without their #fragment. */
function linkTargets(text: string): string[] {
  const targets: string[] = [];
  for (const match of text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("#")) continue;
    targets.push(decodeURIComponent(target.split("#")[0]!));
  }
  return targets;
}

/** Backticked spans outside fenced code blocks that name a file or folder of the repository. */
function repoPaths(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, "");
  const paths: string[] = [];
  for (const match of prose.matchAll(/`([^`\n]+)`/g)) {
    const span = match[1]!.trim();
    if (/\s/.test(span) || PLACEHOLDER.test(span)) continue;
    if (PATH_PREFIXES.some((prefix) => span.startsWith(prefix)) || ROOT_FILE.test(span)) paths.push(span);
  }
  return paths;
}

describe("README.md and docs/", () => {
  const all = docs();

  it("finds the pages it checks", () => {
    const files = all.map((doc) => doc.file);
    expect(files).toEqual(
      expect.arrayContaining([
        "README.md",
        "docs/architecture.md",
        "docs/how-to.md",
        "docs/migrations.md",
        "docs/decisions/README.md",
      ]),
    );
  });

  it("links only to files that exist", () => {
    const broken: string[] = [];
    let checked = 0;
    for (const doc of all) {
      for (const target of linkTargets(doc.text)) {
        checked++;
        const resolved = path.join(ROOT, path.dirname(doc.file), target);
        if (!existsSync(resolved)) broken.push(`${doc.file} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });

  it("names only repository paths that exist", () => {
    const missing: string[] = [];
    let checked = 0;
    for (const doc of all.filter((d) => d.checkPaths)) {
      for (const name of repoPaths(doc.text)) {
        checked++;
        if (!existsSync(path.join(ROOT, name))) missing.push(`${doc.file} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });

  it("reads a backticked path and a link as a reader would", () => {
    const sample =
      "See [how-to](how-to.md#add-a-page), `app/root.tsx`, `app/routes/<screen>/` and `npm test`.";
    expect(linkTargets(sample)).toEqual(["how-to.md"]);
    expect(repoPaths(sample)).toEqual(["app/root.tsx"]);
  });
});
