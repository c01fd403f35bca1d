import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function mediaQuery(): MediaQueryList | undefined {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(QUERY)
    : undefined;
}

function subscribe(onChange: () => void) {
  const mql = mediaQuery();
  mql?.addEventListener("change", onChange);
  return () => mql?.removeEventListener("change", onChange);
}

/**
 * Whether the user asks for reduced motion. SSR-safe: false on the server and during hydration,
 * then the real value (no hydration mismatch, no window access during render on the server).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
