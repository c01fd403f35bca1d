import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { isCountedPath } from "~/domain/analytics-paths";

/**
 * Visitor analytics for pages shown by in-app navigation. The worker counts a document
 * load when it answers it; a client-side navigation sends no document request (at most a
 * `.data` one, never counted, and none for a page without a loader), so the browser reports it:
 * once per page shown, that is per change of path or query (as a no-JavaScript visitor's GET would
 * be), never for the document load itself, never for a hash change or a revalidation of the same
 * page, and never for prefetches (they do not change the location).
 */
export function usePageViewBeacon() {
  const { pathname, search } = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    const shown = pathname + search;
    if (last.current === null) {
      // The document load: the worker counted it.
      last.current = shown;
      return;
    }
    if (shown === last.current) return;
    last.current = shown;
    if (!isCountedPath(pathname)) return;
    // keepalive: the report survives the visitor leaving the page right away.
    void fetch("/api/page-view", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: pathname }),
      keepalive: true,
      credentials: "same-origin",
    }).catch(() => {
      // Analytics never disturbs the visitor; a lost report is a view not counted.
    });
  }, [pathname, search]);
}
