import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { CONTRAST_PAIRS, contrastRatio } from "./contrast";

// Read from disk: the test runner replaces CSS imports (even ?raw) with empty modules.
const css = readFileSync(join(import.meta.dirname, "../../styles.css"), "utf8");

/** The custom properties declared in the first block whose selector list starts with `selector`. */
function tokensOf(selector: string): Record<string, string> {
  const start = css.indexOf(selector);
  if (start < 0) throw new Error(`selector not found in styles.css: ${selector}`);
  const open = css.indexOf("{", start);
  const close = css.indexOf("}", open);
  const body = css.slice(open + 1, close);
  return Object.fromEntries(
    [...body.matchAll(/--ds-([\w-]+):\s*([^;]+);/g)].map((m) => [m[1] as string, (m[2] as string).trim()]),
  );
}

const themes = {
  light: tokensOf(":root,\n.light,"),
  dark: tokensOf('.dark,\n[data-theme="dark"]'),
};

describe("colour tokens", () => {
  test("the prefers-color-scheme dark palette matches the .dark / [data-theme=dark] palette", () => {
    expect(tokensOf(':root:not(.light):not([data-theme="light"])')).toEqual(themes.dark);
  });

  test("both themes define the same tokens", () => {
    expect(Object.keys(themes.dark).sort()).toEqual(Object.keys(themes.light).sort());
  });

  for (const [theme, tokens] of Object.entries(themes)) {
    describe(`${theme} theme meets WCAG 2.2 AA`, () => {
      for (const { fg, bg, min, use } of CONTRAST_PAIRS) {
        test(`${fg} on ${bg} ≥ ${min}:1 (${use})`, () => {
          const ratio = contrastRatio(tokens[fg] ?? "", tokens[bg] ?? "");
          expect(ratio, `${theme}: ${fg} ${tokens[fg]} on ${bg} ${tokens[bg]}`).toBeGreaterThanOrEqual(min);
        });
      }
    });
  }
});
