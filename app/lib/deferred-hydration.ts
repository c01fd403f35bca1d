/**
 * Hydration starts once the page has loaded (ADR 043): the document, its stylesheet and its first
 * images come first, alone on the connection, and the hydration modules after them.
 *
 * React Router's `<Scripts />` renders a `<link rel="modulepreload">` per module the page hydrates
 * with (React hoists them to the end of `<head>`) and one inline `<script type="module" async>` that
 * imports them. Both start fetching as soon as the parser meets them: 20-35 modules, about 140 KB
 * gzip, on the same connection as the stylesheet and the largest image. On a phone's network that
 * pushed the largest paint back by the time those bytes take (Lighthouse: 2.3-2.5 s on `/gyms`).
 * Server rendering means nothing on screen waits for them, and forms work before JavaScript runs
 * (ADR 007), so they can wait for the `load` event.
 *
 * `<Scripts />` has no option for this, so the streamed document is rewritten, on bytes (the tags
 * are ASCII, which never occurs inside a multi-byte UTF-8 sequence; decoding and re-encoding every
 * chunk cost a sixth of a page's render CPU, ADR 029):
 * - the head's modulepreload links are wrapped in one `<template>`, whose content the browser does
 *   not fetch;
 * - a small inline script (with the response's CSP nonce) goes before `</head>`: on `load` it puts
 *   the links back in place and swaps each deferred module script for a live one;
 * - in the body, `type="module" async=""` becomes `type="application/x-deferred-module"`: a data
 *   block, which the browser neither fetches nor runs.
 * The same module list, the same modules, the same order; only when they start changes.
 */

const PRELOAD = '<link rel="modulepreload"';
const HEAD_END = "</head>";
const MODULE = 'type="module" async=""';
/** The type a module script waits under: not a JavaScript MIME type, so the script is a data block. */
export const DEFERRED_MODULE_TYPE = "application/x-deferred-module";
/** The attribute marking the template that holds the modulepreload links. */
export const DEFERRED_PRELOADS = "data-deferred-preloads";

/**
 * Runs in the browser, from `<head>`, before anything else has loaded. On `load`: the template's
 * links go where the template was (so they fetch), and each deferred module script is replaced by a
 * module script with the same text and nonce (a script element only runs when it is inserted).
 */
export const DEFERRED_HYDRATION_SCRIPT = `addEventListener("load",function(){for(var t of document.querySelectorAll("template[${DEFERRED_PRELOADS}]"))t.replaceWith(document.importNode(t.content,true));for(var s of document.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]')){var m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.text=s.text;s.replaceWith(m)}},{once:true})`;

const encoder = new TextEncoder();
const PRELOAD_BYTES = encoder.encode(PRELOAD);
const HEAD_END_BYTES = encoder.encode(HEAD_END);
const MODULE_BYTES = encoder.encode(MODULE);
const TEMPLATE_OPEN = encoder.encode(`<template ${DEFERRED_PRELOADS}>`);
const TEMPLATE_CLOSE = encoder.encode("</template>");
const DEFERRED_TYPE_BYTES = encoder.encode(`type="${DEFERRED_MODULE_TYPE}"`);
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

/** How many bytes at the end of `bytes` begin `needle` (a match the next chunk may complete). */
function partialSuffix(bytes: Uint8Array, needle: Uint8Array): number {
  for (let n = Math.min(needle.length - 1, bytes.length); n > 0; n--) {
    let k = 0;
    while (k < n && bytes[bytes.length - n + k] === needle[k]) k++;
    if (k === n) return n;
  }
  return 0;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/**
 * The rewrite as a stream transform. `nonce` is the response's CSP nonce, given to the loader script.
 * A document without modulepreloads or module scripts passes through unchanged (apart from the
 * loader script, which then finds nothing to do).
 */
export function deferHydration(nonce: string): TransformStream<Uint8Array, Uint8Array> {
  const loader = encoder.encode(`<script nonce="${nonce}">${DEFERRED_HYDRATION_SCRIPT}</script>`);
  let carry = EMPTY;
  let inHead = true;
  let templateOpen = false;

  /** The head's bytes up to (not including) `end`, with the template opened before the first link. */
  function head(bytes: Uint8Array, controller: TransformStreamDefaultController<Uint8Array>) {
    if (!templateOpen) {
      const at = indexOfBytes(bytes, PRELOAD_BYTES);
      if (at !== -1) {
        templateOpen = true;
        controller.enqueue(bytes.subarray(0, at));
        controller.enqueue(TEMPLATE_OPEN);
        bytes = bytes.subarray(at);
      }
    }
    if (bytes.length > 0) controller.enqueue(bytes);
  }

  /** Body bytes with each module script's type swapped; returns the bytes held back for the next chunk. */
  function body(bytes: Uint8Array, controller: TransformStreamDefaultController<Uint8Array>, last: boolean) {
    let start = 0;
    for (
      let at = indexOfBytes(bytes, MODULE_BYTES);
      at !== -1;
      at = indexOfBytes(bytes, MODULE_BYTES, start)
    ) {
      controller.enqueue(bytes.subarray(start, at));
      controller.enqueue(DEFERRED_TYPE_BYTES);
      start = at + MODULE_BYTES.length;
    }
    const rest = bytes.subarray(start);
    const held = last ? 0 : partialSuffix(rest, MODULE_BYTES);
    const ready = rest.subarray(0, rest.length - held);
    if (ready.length > 0) controller.enqueue(ready);
    return held === 0 ? EMPTY : rest.slice(rest.length - held);
  }

  return new TransformStream({
    transform(chunk, controller) {
      const bytes = concat(carry, chunk);
      carry = EMPTY;
      if (!inHead) {
        carry = body(bytes, controller, false);
        return;
      }
      const headEnd = indexOfBytes(bytes, HEAD_END_BYTES);
      if (headEnd === -1) {
        // Hold back a trailing "<link rel=…" or "</head" cut off by the chunk boundary.
        const held = Math.max(partialSuffix(bytes, PRELOAD_BYTES), partialSuffix(bytes, HEAD_END_BYTES));
        head(bytes.subarray(0, bytes.length - held), controller);
        if (held > 0) carry = bytes.slice(bytes.length - held);
        return;
      }
      inHead = false;
      head(bytes.subarray(0, headEnd), controller);
      if (templateOpen) controller.enqueue(TEMPLATE_CLOSE);
      controller.enqueue(loader);
      carry = body(bytes.subarray(headEnd), controller, false);
    },
    flush(controller) {
      if (carry.length === 0) return;
      if (inHead) head(carry, controller);
      else body(carry, controller, true);
    },
  });
}
