import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layers of docs/architecture.md, checked on every import in app/ (type-only and dynamic ones
 * too), so an import that points up a layer fails here rather than in a newcomer's reading.
 */
const APP = path.resolve(import.meta.dirname, "../../app");

/** Where each layer may not reach: the first folder under app/ of the imported file. */
const FORBIDDEN: Record<string, (target: string) => boolean> = {
  // Helpers with no app imports at all.
  lib: (target) => target !== "lib",
  // Pure rules: other domain modules only.
  domain: (target) => target !== "domain",
  // Reads and writes: never a use case, an HTTP adapter, mail or a request check.
  models: (target) => ["use-cases", "routes", "mail", "middleware", "session.server"].includes(target),
  // Messages: built from domain data, never from the layers that send them.
  mail: (target) => ["models", "use-cases", "routes", "middleware"].includes(target),
  // Business operations: called by routes and middleware, never calling them.
  "use-cases": (target) => ["routes", "middleware"].includes(target),
  middleware: (target) => ["use-cases", "routes"].includes(target),
};

/** Every module specifier of a source: static imports, `export … from`, `import()` and `vi.mock()`. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?["']([^"']+)["']/g,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** The layer of a file of app/: its first folder, or the file itself (root.tsx, session.server.ts). */
function layerOf(file: string): string {
  const [first, ...rest] = path.relative(APP, file).split(path.sep);
  return rest.length > 0 ? first! : first!.replace(/\.(tsx?)$/, "");
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The app file a specifier names, or undefined for a package. */
function resolve(specifier: string, from: string): string | undefined {
  if (specifier.startsWith("~/")) return path.join(APP, specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(from), specifier);
  return undefined;
}

describe("layers", () => {
  it("reads every kind of import the app writes", () => {
    const source = [
      'import { a, type B } from "~/models/x.server";',
      "import {\n  c,\n  d,\n} from '../lib/y';",
      'import type { E } from "./z";',
      'export { f } from "~/domain/f";',
      'const g = () => import("~/routes/g");',
      'import "./side-effect.css";',
    ].join("\n");
    expect(specifiers(source).sort()).toEqual(
      ["~/models/x.server", "../lib/y", "./z", "~/domain/f", "~/routes/g", "./side-effect.css"].sort(),
    );
  });

  it("no import in app/ points up a layer", () => {
    const files = sourceFiles(APP);
    // The walk found the app: a wrong folder would pass with nothing read.
    expect(files.length).toBeGreaterThan(300);
    const upward: string[] = [];
    for (const file of files) {
      const layer = layerOf(file);
      const forbidden = FORBIDDEN[layer];
      if (!forbidden) continue;
      for (const specifier of specifiers(readFileSync(file, "utf8"))) {
        const target = resolve(specifier, file);
        if (!target?.startsWith(APP + path.sep)) continue;
        const targetLayer = layerOf(target);
        if (forbidden(targetLayer))
          upward.push(`${path.relative(APP, file)} (${layer}) imports ${specifier} (${targetLayer})`);
      }
    }
    expect(upward).toEqual([]);
  });
});
