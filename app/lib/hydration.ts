/**
 * When the page counts as hydrated: `html[data-hydrated]` is set once React has hydrated the document
 * and every form island the page renders or may open (ADR 016). The browser tests wait for it, and so
 * does the CSS that swaps a no-JavaScript form for a button that opens it in a dialog (ADR 007).
 * Client only; kept apart from the islands themselves so the root route stays small.
 */

let appHydrated = false;
const waiting = new Set<object>();
const afterHydration: Array<() => void> = [];

function signalReady() {
  if (appHydrated && waiting.size === 0) document.documentElement.dataset.hydrated = "";
}

/** The root route's effect: React has hydrated the document. */
export function markAppHydrated() {
  if (appHydrated) return;
  appHydrated = true;
  for (const run of afterHydration.splice(0)) run();
  signalReady();
}

/** Runs `run` once the document has hydrated: now on a client navigation, else right after hydration. */
export function afterAppHydrated(run: () => void) {
  if (appHydrated) run();
  else afterHydration.push(run);
}

/** The page is not ready until `done(token)`. */
export function waitFor(token: object) {
  waiting.add(token);
}

export function done(token: object) {
  waiting.delete(token);
  signalReady();
}
