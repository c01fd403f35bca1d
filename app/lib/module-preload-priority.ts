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
const LOW = `${TAG} fetchpriority="low"`;
const HEAD_END = "</head>";

/** Rewrites the modulepreload tags before `</head>` (React hoists them there); the rest passes unchanged. */
export function lowerModulePreloadPriority(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let carry = "";
  let inHead = true;
  return new TransformStream({
    transform(chunk, controller) {
      const text = carry + decoder.decode(chunk, { stream: true });
      carry = "";
      if (!inHead) {
        if (text) controller.enqueue(encoder.encode(text));
        return;
      }
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd !== -1) {
        inHead = false;
        controller.enqueue(encoder.encode(text.slice(0, headEnd).replaceAll(TAG, LOW) + text.slice(headEnd)));
        return;
      }
      // Hold back a trailing "<link rel=…" or "</head" cut off by the chunk boundary.
      const lt = text.lastIndexOf("<");
      const tail = lt === -1 ? "" : text.slice(lt);
      if (tail.length < TAG.length && (TAG.startsWith(tail) || HEAD_END.startsWith(tail))) carry = tail;
      const ready = text.slice(0, text.length - carry.length);
      if (ready) controller.enqueue(encoder.encode(ready.replaceAll(TAG, LOW)));
    },
    flush(controller) {
      const text = carry + decoder.decode();
      if (text) controller.enqueue(encoder.encode(text));
    },
  });
}
