/*
 * GymRoam's service worker: a pass opens at the door with no signal.
 *
 * - Build files (/assets/*, hashed names: one URL, one content) come from the cache first.
 * - The visitor's own pages (My Bookings, a booking's pass) go to the network first; the last copy
 *   that came back is kept and shown when the network fails. They are private: kept in one cache
 *   that is dropped when the visitor signs out (and the sign-out response clears site data too).
 * - Any other page that needs the network shows the stored offline page instead of the browser's
 *   error. Nothing else is intercepted: posts, the API and other sites go straight to the network.
 */

const VERSION = "v1";
const ASSETS = `gymroam-assets-${VERSION}`;
const SHELL = `gymroam-shell-${VERSION}`;
const PRIVATE = "gymroam-private";
const OFFLINE_URL = "/offline";
/** Stored at install with the offline page, refreshed whenever the network answers. */
const SHELL_FILES = [OFFLINE_URL, "/manifest.webmanifest", "/favicon.svg"];
/** /bookings and /bookings/{id}/pass: the pages kept for offline use. */
const PRIVATE_PAGE = /^\/bookings(?:\/[1-9][0-9]*\/pass)?$/;
/** A page kept this recently is not fetched again when the page asks to keep it. */
const FRESH_MS = 30_000;
/** Old builds' files go once the cache holds more than this many. */
const MAX_ASSETS = 150;
/**
 * The windows this worker answered with a kept copy because the network failed: such a page says it
 * is offline (the browser's online flag often stays true with no working network).
 */
const servedKept = new Set();
/** The server counts a document fetch as a visit; the worker's own fetches are not visits. */
const NOT_A_VISIT = { Purpose: "prefetch" };

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL);
      // Without cookies: the offline page is the same for everyone and takes no toast meant for a page.
      const requests = SHELL_FILES.map(
        (file) => new Request(file, { credentials: "omit", headers: NOT_A_VISIT }),
      );
      const responses = await Promise.all(requests.map((request) => fetch(request)));
      if (responses.some((response) => !response.ok)) throw new Error("The offline page could not be stored");
      await Promise.all(responses.map((response, i) => shell.put(requests[i], response.clone())));
      // The offline page's stylesheet, named in its Link header (a fresh install has kept no build files).
      const links = responses[0].headers.get("Link") ?? "";
      const styles = [...links.matchAll(/<(\/assets\/[^>]+)>;\s*rel=preload;\s*as=style/g)].map(
        (match) => match[1],
      );
      await (await caches.open(ASSETS)).addAll(styles);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([ASSETS, SHELL, PRIVATE]);
      for (const name of await caches.keys()) {
        if (name.startsWith("gymroam-") && !current.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === "POST" && (url.pathname === "/account" || url.pathname === "/account.data")) {
    event.waitUntil(dropPrivateOnSignOut(request.clone()));
    return;
  }
  if (request.method !== "GET") return;
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request, ASSETS));
    return;
  }
  // A pass's QR image (My Bookings) is the pass itself: private. Its URL names one booking and date.
  if (url.pathname.startsWith("/pass/") && url.pathname.endsWith(".svg")) {
    event.respondWith(cacheFirst(request, PRIVATE));
    return;
  }
  // Gym photos and the sample illustrations shown on a kept page.
  if (request.destination === "image" && /^\/(images|photos)\//.test(url.pathname)) {
    event.respondWith(cacheFirst(request, ASSETS));
    return;
  }
  if (SHELL_FILES.includes(url.pathname) && request.mode !== "navigate") {
    event.respondWith(networkFirst(request, SHELL));
    return;
  }
  if (request.mode === "navigate") event.respondWith(page(request, url, event.resultingClientId));
});

/**
 * Asked by a page (app/lib/offline.ts): keep it and the build files it loaded; answer whether it is
 * kept, and whether this very page was the kept copy shown for want of a network.
 */
self.addEventListener("message", (event) => {
  const data = event.data;
  const port = event.ports[0];
  if (data?.type !== "keep" || typeof data.url !== "string") return;
  const clientId = event.source?.id;
  const offline = clientId !== undefined && servedKept.delete(clientId);
  event.waitUntil(
    keep(data.url, Array.isArray(data.assets) ? data.assets : []).then(
      (kept) => port?.postMessage({ kept, offline }),
      () => port?.postMessage({ kept: false, offline }),
    ),
  );
});

async function page(request, url, clientId) {
  const isPrivate = PRIVATE_PAGE.test(url.pathname);
  try {
    const response = await fetch(request);
    if (isPrivate && response.ok) await store(url.pathname + url.search, response.clone());
    return response;
  } catch (error) {
    if (isPrivate) {
      const kept = await (await caches.open(PRIVATE)).match(url.pathname + url.search);
      if (kept) {
        if (clientId) servedKept.add(clientId);
        return kept;
      }
    }
    const offline = await (await caches.open(SHELL)).match(OFFLINE_URL);
    if (offline) return offline;
    throw error;
  }
}

/** Stores a page with the time it was kept (the page itself says when it was last updated). */
async function store(key, response) {
  const headers = new Headers(response.headers);
  headers.set("X-Kept-At", String(Date.now()));
  const body = await response.blob();
  await (await caches.open(PRIVATE)).put(
    key,
    new Response(body, { status: response.status, statusText: response.statusText, headers }),
  );
}

async function keep(href, assets) {
  const url = new URL(href, self.location.origin);
  let kept = false;
  if (url.origin === self.location.origin && PRIVATE_PAGE.test(url.pathname)) {
    const key = url.pathname + url.search;
    const cache = await caches.open(PRIVATE);
    const current = await cache.match(key);
    const age = current ? Date.now() - Number(current.headers.get("X-Kept-At")) : Number.POSITIVE_INFINITY;
    if (!(age < FRESH_MS)) {
      try {
        const response = await fetch(key, { credentials: "same-origin", headers: NOT_A_VISIT });
        if (response.ok && !response.redirected) await store(key, response);
      } catch {
        // Offline: the copy kept before (if any) stays.
      }
    }
    kept = (await cache.match(key)) !== undefined;
  }
  await keepAssets(assets);
  return kept;
}

async function keepAssets(paths) {
  const cache = await caches.open(ASSETS);
  for (const path of paths.slice(0, 60)) {
    if (typeof path !== "string" || !path.startsWith("/assets/")) continue;
    if (await cache.match(path)) continue;
    try {
      await cache.add(path);
    } catch {
      // A file of an older build no longer served: the page that needs it is not kept whole.
    }
  }
  await trim(cache);
}

async function cacheFirst(request, name) {
  const cache = await caches.open(name);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    if (name === ASSETS) await trim(cache);
  }
  return response;
}

async function networkFirst(request, name) {
  const cache = await caches.open(name);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

async function trim(cache) {
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(old);
}

/** The account page's sign-out (either intent): nothing of the visitor's stays on this device. */
async function dropPrivateOnSignOut(request) {
  let intent = "";
  try {
    intent = String((await request.formData()).get("intent") ?? "");
  } catch {
    // An unreadable body: drop the copies rather than risk keeping them after a sign-out.
    intent = "sign-out";
  }
  if (intent.startsWith("sign-out")) await caches.delete(PRIVATE);
}
