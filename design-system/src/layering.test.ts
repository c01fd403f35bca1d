import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * The folder layers (ADR 021): lib/ and foundations/ import no component (a foundations story may show
 * primitives); primitives/ import only primitives, lib/ and foundations/, never composites/ or
 * patterns/, so another product can take the primitives without GymRoam's cards; composites/ never
 * import patterns/. A primitive's stories and tests count too.
 */
const SRC = import.meta.dirname;
const FORBIDDEN: Record<string, string[]> = {
  foundations: ["primitives", "composites", "patterns"],
  lib: ["primitives", "composites", "patterns"],
  primitives: ["composites", "patterns"],
  composites: ["patterns"],
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : /\.(ts|tsx|mdx)$/.test(name) ? [full] : [];
  });
}

test.each(Object.entries(FORBIDDEN))("%s/ imports nothing from a higher layer", (layer, forbidden) => {
  const offences: string[] = [];
  for (const file of walk(path.join(SRC, layer))) {
    if (layer === "foundations" && /\.(stories\.tsx|mdx)$/.test(file)) continue;
    const source = readFileSync(file, "utf8");
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*["'](\.[^"']*)["']/g)) {
      if (!specifier) continue;
      const target = path.relative(SRC, path.resolve(path.dirname(file), specifier));
      const top = target.split(path.sep)[0] ?? "";
      if (forbidden.includes(top)) offences.push(`${path.relative(SRC, file)} → ${specifier}`);
    }
  }
  expect(offences).toEqual([]);
});
