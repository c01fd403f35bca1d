/**
 * The patched edge build of react-dom/server (scripts/lib/react-server-strings.ts) must write the
 * same bytes as React's own: the same trees rendered through both, compared byte for byte, with
 * multi-byte text and emoji straddling the 4 KB output views, long attribute values and texts that
 * take the separately encoded path, and a Suspense boundary.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createElement as h, Suspense } from "react";
import { describe, expect, it } from "vitest";
import { patchReactDomServerEdge } from "./react-server-strings";

const require = createRequire(import.meta.url);
// The file the worker build's "workerd" export of react-dom/server loads in production.
const edgePath = path.join(
  path.dirname(require.resolve("react-dom")),
  "cjs/react-dom-server.edge.production.js",
);
const original = readFileSync(edgePath, "utf8");

type RenderToReadableStream = (node: unknown, options?: object) => Promise<ReadableStream<Uint8Array>>;

/** Evaluates a CommonJS build of react-dom/server from source (its requires resolve as the real file's). */
function load(source: string): { renderToReadableStream: RenderToReadableStream } {
  const module = { exports: {} as Record<string, unknown> };
  const requireFromEdge = createRequire(edgePath);
  new Function("exports", "require", "module", "__filename", "__dirname", source)(
    module.exports,
    requireFromEdge,
    module,
    edgePath,
    path.dirname(edgePath),
  );
  return module.exports as { renderToReadableStream: RenderToReadableStream };
}

const react = load(original);
const patched = load(patchReactDomServerEdge(original));

async function bytes(
  render: RenderToReadableStream,
  node: unknown,
  progressiveChunkSize = Number.POSITIVE_INFINITY,
): Promise<Uint8Array> {
  const stream = await render(node, { progressiveChunkSize });
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function page(seed: number) {
  const texts = [
    "plain ascii",
    "Māori macron ā ē ī ō ū",
    "café ☕ and 🏋️‍♀️ lifting 💪🏽",
    "日本語のテキスト",
    "a\u{1F600}b",
  ];
  const items = Array.from({ length: 400 }, (_, i) => {
    const text = texts[(i + seed) % texts.length]!.repeat(1 + ((i * 7 + seed) % 5));
    return h(
      "li",
      {
        key: i,
        className: `item item-${i} ${"x".repeat((i + seed) % 13)}`,
        "data-n": String(i),
        title: text,
      },
      text,
      i % 3 === 0 ? h("span", { "aria-hidden": "true" }, "🏋️", i) : null,
    );
  });
  return h(
    "html",
    { lang: "en-NZ" },
    h("head", null, h("title", null, `Page ${seed} ✓`)),
    h(
      "body",
      null,
      h("p", { "data-long": "é".repeat(1500 + seed) }, "ü".repeat(2000 + seed)),
      h("p", null, "a".repeat(5000), "🦘".repeat(700 + seed)),
      h("ul", null, items),
      h(Suspense, { fallback: h("p", null, "Loading…") }, h("section", null, "Inside the boundary · ✓")),
      // Over 500 bytes: React outlines it when the bytes before it pass a finite progressiveChunkSize.
      h(Suspense, { fallback: h("p", null, "Loading…") }, h("section", null, "Ō".repeat(300 + seed))),
    ),
  );
}

describe("react-dom/server edge build with strings written in place", () => {
  it("writes the same bytes as React's own build", async () => {
    for (let seed = 0; seed < 12; seed++) {
      const expected = await bytes(react.renderToReadableStream, page(seed));
      const actual = await bytes(patched.renderToReadableStream, page(seed));
      expect(actual.byteLength).toBe(expected.byteLength);
      expect(Buffer.from(actual).equals(Buffer.from(expected))).toBe(true);
    }
  });

  it("outlines the same boundaries as React's own build at a finite chunk size", async () => {
    for (const size of [400, 3000, 12_800]) {
      const expected = await bytes(react.renderToReadableStream, page(size % 7), size);
      const actual = await bytes(patched.renderToReadableStream, page(size % 7), size);
      expect(Buffer.from(actual).equals(Buffer.from(expected))).toBe(true);
    }
    // The small chunk size does move a boundary out of place (React's inline swap script).
    const outlined = Buffer.from(await bytes(patched.renderToReadableStream, page(0), 400)).toString();
    expect(outlined).toContain("$RC");
  });

  it("fails loudly when React's code no longer has what the patch expects", () => {
    expect(() =>
      patchReactDomServerEdge(original.replace("function stringToChunk(", "function toChunk(")),
    ).toThrow(/no longer has exactly one/);
  });
});
