/**
 * The page's side of offline use (the worker is public/sw.js): whether the browser is online, and
 * asking the worker to keep the page this visitor is looking at (a pass, My Bookings) with the build
 * files it loaded, so it opens again with no network.
 */
import { useEffect, useState, useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** The browser's online flag; true on the server and while hydrating (the HTML is the same for both). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Registers the worker once the page has loaded; a browser without service workers goes without. */
export function registerServiceWorker() {
  // With no network there is no new worker to fetch; the one installed before keeps serving.
  if (!("serviceWorker" in navigator) || !navigator.onLine) return;
  navigator.serviceWorker.register("/sw.js").catch(() => {
    // Offline, or a browser that refuses workers here: the pages work as before, just not offline.
  });
}

/** The build files this document loaded (same origin, /assets/): the worker keeps them with the page. */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
}

export interface OfflineCopy {
  /** The worker has this page for use with no network. */
  kept: boolean;
  /** This page is the kept copy, shown because the network failed. */
  servedOffline: boolean;
}

/**
 * Asks the worker to keep this page for offline use; answers once it says whether the page is kept,
 * and whether what the visitor sees is that kept copy (shown with no network).
 */
export function useKeptOffline(): OfflineCopy {
  const [copy, setCopy] = useState<OfflineCopy>({ kept: false, servedOffline: false });
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    let live = true;
    navigator.serviceWorker.ready.then((registration) => {
      const worker = registration.active;
      if (!worker || !live) return;
      const channel = new MessageChannel();
      channel.port1.onmessage = (event: MessageEvent<{ kept?: boolean; offline?: boolean }>) => {
        if (live) setCopy({ kept: event.data?.kept === true, servedOffline: event.data?.offline === true });
      };
      worker.postMessage({ type: "keep", url: location.pathname + location.search, assets: loadedAssets() }, [
        channel.port2,
      ]);
    });
    return () => {
      live = false;
    };
  }, []);
  return copy;
}
