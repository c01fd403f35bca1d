import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "~/lib/module-preload-priority";

const HEAD =
  '<!DOCTYPE html><html lang="en-NZ"><head><meta charSet="utf-8"/><title>Gyms — Ōtautahi</title>' +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/route.js" nonce="abc"/></head>';
const BODY =
  '<body><p>Café – open 24 hours</p><pre>&lt;link rel="modulepreload"&gt;</pre>' +
  '<script>const s = \'<link rel="modulepreload" href="/x.js"/>\';</script></body></html>';
const EXPECTED =
  HEAD.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') + BODY;

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
  }).pipeThrough(lowerModulePreloadPriority());
  return new Response(stream).text();
}

describe("lowerModulePreloadPriority", () => {
  it("marks the head's modulepreload links low priority and leaves everything after </head> alone", async () => {
    expect(await run(HEAD + BODY, [])).toBe(EXPECTED);
  });

  it("gives the same output however the stream is chunked (tags and UTF-8 characters split)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 40 }), async (cuts) => {
        expect(await run(HEAD + BODY, cuts)).toBe(EXPECTED);
      }),
      { numRuns: 300 },
    );
  });

  it("passes a document without modulepreloads through unchanged", async () => {
    const html = "<!DOCTYPE html><html><head><title>x</title></head><body>é</body></html>";
    expect(await run(html, [3, 50, 66])).toBe(html);
  });
});
