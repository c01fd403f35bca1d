/**
 * React's streaming renderer for Workers (react-dom/server's edge build) turns every string it
 * writes (each attribute name and value, each text node) into its own Uint8Array with
 * `TextEncoder.encode` before copying it into its 4 KB output view: ~4,300 ArrayBuffers per search
 * page render. Each one is a malloc'd backing store that the young-generation GC must sweep, which
 * made a scavenge cost 10-15 ms and set every page's render p99 (ADR 029, amended).
 *
 * React's own Node build does not do this: its strings stay strings until `writeChunk` encodes them
 * straight into the output view with `TextEncoder.encodeInto`. This build-time patch gives the edge
 * build that same write path, copied from react-dom-server.node.production.js (19.3.1): the output
 * bytes are identical (tests/unit/react-server-strings.test.ts renders the same trees through both
 * and compares them). Only the production edge build is patched; if React changes the code this
 * patch expects, the build fails here rather than silently shipping the slower path.
 */
import { applySourcePatches, type SourcePatch, sourcePatchPlugin } from "./source-patch.ts";

/** The module the worker's `react-dom/server` resolves to in a production build ("workerd" export). */
export const REACT_DOM_SERVER_EDGE = /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.edge\.production\.js$/;

const PATCHES: SourcePatch[] = [
  {
    // Strings stay strings (precomputed chunks, module constants, are still encoded once).
    find: "function stringToChunk(content) {\n  return textEncoder.encode(content);\n}",
    replace: "function stringToChunk(content) {\n  return content;\n}",
  },
  {
    // writeChunk encodes a string into the current view (React's Node build's path).
    find: "function writeChunk(destination, chunk) {\n",
    replace: `function writeChunk(destination, chunk) {
  if ("string" === typeof chunk) {
    writeStringChunk(destination, chunk);
    return;
  }
`,
  },
  {
    // A segment's size (for React's outlining decisions) counts a string's UTF-8 bytes, as before.
    find: "segmentByteSize += segment[i].byteLength;",
    replace: "segmentByteSize += byteLengthOfChunk(segment[i]);",
  },
  {
    // Sizes outside any Suspense boundary add up to the request's size, which React only ever compares
    // with progressiveChunkSize; at an infinite one (entry.server.tsx's, ADR 016) no comparison can
    // come out otherwise, so those bytes are not counted. Counting them was 3% of a page's render
    // (ADR 041). A boundary's own size still counts: whether it is over 500 bytes decides its outlining.
    find: "function finishedSegment(request, boundary, segment) {\n  if (null !== byteLengthOfChunk) {",
    replace:
      "function finishedSegment(request, boundary, segment) {\n  if (null !== byteLengthOfChunk && (null !== boundary || request.progressiveChunkSize !== Infinity)) {",
  },
  {
    find: "function byteLengthOfChunk(chunk) {\n  return chunk.byteLength;\n}",
    replace: `function byteLengthOfChunk(chunk) {
  return "string" === typeof chunk ? utf8ByteLength(chunk) : chunk.byteLength;
}
function utf8ByteLength(text) {
  var length = text.length;
  if (!NON_ASCII.test(text)) return length;
  for (var i = 0; i < text.length; i++) {
    var code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) length += 1;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      length += 2;
      i++;
    } else length += 2;
  }
  return length;
}
var NON_ASCII = /[^\\u0000-\\u007f]/;
function writeStringChunk(destination, chunk) {
  var length = chunk.length;
  if (0 === length) return;
  if (4096 < 3 * length) {
    // Too long to be sure it fits in one view: encoded on its own, as React did for every string.
    writeChunk(destination, textEncoder.encode(chunk));
    return;
  }
  if (length <= 64 && writtenBytes + length <= 4096) {
    // Most strings are short ASCII (attribute names and values): copied in place, no view allocated.
    for (var i = 0; i < length; i++) {
      var code = chunk.charCodeAt(i);
      if (code >= 0x80) break;
      currentView[writtenBytes + i] = code;
    }
    writtenBytes += i;
    if (i === length) return;
    chunk = chunk.slice(i);
  }
  var target = currentView;
  0 < writtenBytes && (target = currentView.subarray(writtenBytes));
  target = textEncoder.encodeInto(chunk, target);
  var read = target.read;
  writtenBytes += target.written;
  read < chunk.length &&
    (destination.enqueue(new Uint8Array(currentView.buffer, 0, writtenBytes)),
    (currentView = new Uint8Array(4096)),
    (writtenBytes = textEncoder.encodeInto(chunk.slice(read), currentView).written));
  4096 === writtenBytes &&
    (destination.enqueue(currentView), (currentView = new Uint8Array(4096)), (writtenBytes = 0));
}`,
  },
];

/** The edge build's source with strings written through `encodeInto`; throws when a pattern is gone. */
export function patchReactDomServerEdge(code: string): string {
  return applySourcePatches(
    code,
    PATCHES,
    (find) =>
      `react-server-strings: react-dom's edge build no longer has exactly one ${JSON.stringify(find.split("\n")[0])}; update scripts/lib/react-server-strings.ts for this React version (ADR 029)`,
  );
}

/** Vite plugin: applies patchReactDomServerEdge to the production edge build of react-dom/server. */
export function reactServerStrings() {
  return sourcePatchPlugin({
    name: "gymroam:react-server-strings",
    applies: (file) => REACT_DOM_SERVER_EDGE.test(file),
    patch: (_file, code) => patchReactDomServerEdge(code),
  });
}
