/**
 * Gives React Router's `<link rel="modulepreload">` tags `fetchpriority="low"`.
 *
 * `<Scripts />` preloads every module the page hydrates with, so the browser fetches them in
 * parallel instead of discovering them import by import. A modulepreload is fetched at High
 * priority, though, while the same modules loaded by their `<script type="module">` alone would be
 * Low: Chrome treats module scripts as non-blocking. Server rendering means nothing on screen waits
 * for them, so they should not compete with the stylesheet and the first images; Low is the
 * priority the browser itself gives module scripts. (Lighthouse's simulated throttling also reads a
 * High script that arrives before the first paint as render-blocking, which these are not.)
 * `<Scripts />` has no option for it, so the head of the streamed document is rewritten.
 */

const TAG = '<link rel="modulepreload"';
const HEAD_END = "</head>";
const encoder = new TextEncoder();
const TAG_BYTES = encoder.encode(TAG);
const LOW_BYTES = encoder.encode(' fetchpriority="low"');
const HEAD_END_BYTES = encoder.encode(HEAD_END);
const EMPTY = new Uint8Array(0);

/** Where `needle` starts in `bytes`, or -1. */
function indexOfBytes(bytes: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0]!;
  for (
    let i = bytes.indexOf(first, from);
    i !== -1 && i <= bytes.length - needle.length;
    i = bytes.indexOf(first, i + 1)
  ) {
    let k = 1;
    while (k < needle.length && bytes[i + k] === needle[k]) k++;
    if (k === needle.length) return i;
  }
  return -1;
}

function startsWithBytes(whole: Uint8Array, start: Uint8Array): boolean {
  if (start.length > whole.length) return false;
  for (let i = 0; i < start.length; i++) if (whole[i] !== start[i]) return false;
  return true;
}

/** `bytes` with ` fetchpriority="low"` after each `<link rel="modulepreload"`. */
function lowered(bytes: Uint8Array): Uint8Array {
  let at = indexOfBytes(bytes, TAG_BYTES);
  if (at === -1) return bytes;
  const parts: Uint8Array[] = [];
  let start = 0;
  while (at !== -1) {
    const end = at + TAG_BYTES.length;
    parts.push(bytes.subarray(start, end), LOW_BYTES);
    start = end;
    at = indexOfBytes(bytes, TAG_BYTES, end);
  }
  parts.push(bytes.subarray(start));
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Rewrites the modulepreload tags before `</head>` (React hoists them there); the rest passes unchanged.
 * It works on the bytes (the tags are ASCII, which never occurs inside a multi-byte UTF-8 sequence):
 * decoding and re-encoding every chunk of the body cost a sixth of a page's render CPU (ADR 029).
 */
export function lowerModulePreloadPriority(): TransformStream<Uint8Array, Uint8Array> {
  let carry = EMPTY;
  let inHead = true;
  return new TransformStream({
    transform(chunk, controller) {
      if (!inHead) {
        controller.enqueue(chunk);
        return;
      }
      let bytes = chunk;
      if (carry.length > 0) {
        bytes = new Uint8Array(carry.length + chunk.length);
        bytes.set(carry);
        bytes.set(chunk, carry.length);
        carry = EMPTY;
      }
      const headEnd = indexOfBytes(bytes, HEAD_END_BYTES);
      if (headEnd !== -1) {
        inHead = false;
        controller.enqueue(lowered(bytes.subarray(0, headEnd)));
        controller.enqueue(bytes.subarray(headEnd));
        return;
      }
      // Hold back a trailing "<link rel=…" or "</head" cut off by the chunk boundary.
      const lt = bytes.lastIndexOf(0x3c);
      const tail = lt === -1 ? EMPTY : bytes.subarray(lt);
      if (
        tail.length < TAG_BYTES.length &&
        (startsWithBytes(TAG_BYTES, tail) || startsWithBytes(HEAD_END_BYTES, tail))
      ) {
        carry = tail.slice();
      }
      const ready = bytes.subarray(0, bytes.length - carry.length);
      if (ready.length > 0) controller.enqueue(lowered(ready));
    },
    flush(controller) {
      if (carry.length > 0) controller.enqueue(carry);
    },
  });
}
