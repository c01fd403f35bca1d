import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFERRED_HYDRATION_SCRIPT, deferHydration } from "~/lib/deferred-hydration";

const NONCE = "n0nce+/=";
const HEAD_START =
  '<!DOCTYPE html><html lang="en-NZ"><head><meta charSet="utf-8"/><title>Gyms — Ōtautahi</title>' +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>';
const PRELOADS =
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/route.js" nonce="abc"/>';
const MODULE_SCRIPT = `<script nonce="abc" type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>`;
const BODY =
  // React escapes quotes in text as in attributes, so the tag's bytes only occur as markup.
  "<body><p>Café – open 24 hours</p><pre>&lt;script type=&quot;module&quot; async=&quot;&quot;&gt;</pre>" +
  `<script nonce="abc">window.ctx = {};</script>${MODULE_SCRIPT}` +
  '<script nonce="abc">window.ctx.stream.enqueue("[1]");</script></body></html>';
const INPUT = `${HEAD_START}${PRELOADS}</head>${BODY}`;
const LOADER = `<script nonce="${NONCE}">${DEFERRED_HYDRATION_SCRIPT}</script>`;
const EXPECTED =
  `${HEAD_START}<template data-deferred-preloads>${PRELOADS}</template>${LOADER}</head>` +
  BODY.replace('type="module" async=""', 'type="application/x-deferred-module"');

/** Streams `html` cut into chunks at the given byte offsets and returns the output text. */
async function run(html: string, cuts: number[]): Promise<string> {
  const bytes = new TextEncoder().encode(html);
  const offsets = [...new Set([0, ...cuts.map((c) => c % (bytes.length + 1)), bytes.length])].sort(
    (a, b) => a - b,
  );
  const chunks = offsets.slice(1).map((end, i) => bytes.slice(offsets[i], end));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  }).pipeThrough(deferHydration(NONCE));
  return new Response(stream).text();
}

describe("deferHydration", () => {
  it("puts the head's modulepreloads in a template, adds the loader, and turns the module script into a data block", async () => {
    expect(await run(INPUT, [])).toBe(EXPECTED);
  });

  it("leaves escaped text that looks like the tags alone", async () => {
    const out = await run(INPUT, []);
    expect(out).toContain("<pre>&lt;script type=&quot;module&quot; async=&quot;&quot;&gt;</pre>");
    expect(out.match(/<script nonce="abc" type="application\/x-deferred-module">/g)).toHaveLength(1);
  });

  it("gives the same output however the stream is chunked (tags and UTF-8 characters split)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 40 }), async (cuts) => {
        expect(await run(INPUT, cuts)).toBe(EXPECTED);
      }),
      { numRuns: 300 },
    );
  });

  it("opens no template in a document without modulepreloads", async () => {
    const html = "<!DOCTYPE html><html><head><title>x</title></head><body>é</body></html>";
    expect(await run(html, [3, 50, 66])).toBe(html.replace("</head>", `${LOADER}</head>`));
  });
});
