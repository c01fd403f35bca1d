/**
 * The server render's deadline, handed to React's `renderToReadableStream` as its `signal`.
 *
 * React reads three things of the signal: `aborted`, `reason`, and one "abort" listener it adds with
 * `{ signal }` set to a controller of its own that it aborts when the render ends. When the deadline
 * passes first, the listener runs and React aborts the render as it would for any signal: unfinished
 * Suspense boundaries are sent as their fallbacks and the stream closes.
 *
 * Why not an `AbortController`: a runtime's `AbortSignal` keeps its listeners in the runtime's own
 * event-target machinery (Node's, or workerd's native object), and React's listener holds the whole
 * render. Measured in Node, a render whose signal was an `AbortController`'s kept that state alive
 * past the next young-generation GC, every time: a page of 300 elements promoted about 0.3 MB per
 * scavenge into the old generation instead of 0.02 MB, and our pages 2.0 MB instead of 1.4 MB, so
 * full GCs came a third more often (ADR 029, amended). This object is plain JavaScript and holds the
 * listener only as long as the render is referenced at all. It never subscribes to React's own
 * controller: a listener whose `signal` has aborted is simply skipped when the deadline passes.
 */

interface Listener {
  callback: (event: { type: "abort" }) => void;
  until: AbortSignal | undefined;
}

export interface RenderDeadline {
  /** What to pass as React's `signal`. */
  readonly signal: AbortSignal;
  /** The render is done: stop the timer (nothing is left to abort). */
  clear(): void;
}

class DeadlineSignal {
  aborted = false;
  reason: unknown = undefined;
  #listeners: Listener[] = [];

  addEventListener(
    type: string,
    callback: (event: { type: "abort" }) => void,
    options?: { signal?: AbortSignal } | boolean,
  ) {
    if (type !== "abort" || this.aborted) return;
    const until = typeof options === "object" ? options.signal : undefined;
    if (until?.aborted) return;
    this.#listeners.push({ callback, until });
  }

  removeEventListener(type: string, callback: (event: { type: "abort" }) => void) {
    if (type !== "abort") return;
    this.#listeners = this.#listeners.filter((listener) => listener.callback !== callback);
  }

  abort(reason: unknown) {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    const listeners = this.#listeners;
    this.#listeners = [];
    for (const { callback, until } of listeners) if (!until?.aborted) callback.call(this, { type: "abort" });
  }

  forget() {
    this.#listeners = [];
  }
}

/** A deadline `ms` from now; when it passes, the signal aborts with "Render timed out". */
export function renderDeadline(ms: number): RenderDeadline {
  const signal = new DeadlineSignal();
  const timer = setTimeout(() => signal.abort(new Error("Render timed out")), ms);
  return {
    // React uses only `aborted`, `reason` and add/removeEventListener (react-dom-server's
    // attachAbortSignal); the test holds the behaviour React relies on.
    signal: signal as unknown as AbortSignal,
    clear() {
      clearTimeout(timer);
      signal.forget();
    },
  };
}
