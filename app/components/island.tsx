import {
  type ComponentType,
  createElement,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useState,
} from "react";
import { afterAppHydrated, done, waitFor } from "~/lib/hydration";

/*
 * Form islands (ADR 016). A page's Conform forms live in a module that the route imports with
 * import(), so Conform, valibot and the form code are not part of the page's first-load JavaScript.
 *
 * - Server: every island module is loaded before the first render (`preloadIslands()` in
 *   entry.server.tsx), so an island renders its component directly and its form is in the HTML like
 *   any other part of the page. The Suspense fallback is never sent.
 * - Client, first load: React hydrates the page and leaves each island's server HTML in place (a
 *   dehydrated Suspense boundary) until its module arrives, then hydrates it. Until then the form is
 *   the server's HTML and works as it does without JavaScript (native POST, ADR 007). The modules
 *   start loading during hydration (rendered islands) or right after it (islands shown later, such
 *   as a form in a dialog).
 * - Client navigation: the route's `clientMiddleware` (`waitForIslands`) has the navigation wait for
 *   its islands' modules alongside its data, so the page arrives whole, as before; the fallback shows
 *   only where an island mounts later and its module has not arrived (a dialog opened at once).
 * - `html[data-hydrated]` is set once the page and its islands have hydrated (~/lib/hydration).
 * - The component comes from the loaded module when it is there (server, client navigation); until
 *   then (first load) it suspends with React's `use()` on the module's promise, which leaves the
 *   server HTML in place during hydration and renders once the module arrives (ADR 030; ADR 016 used
 *   React.lazy with a hand-made synchronous thenable for the same thing).
 */

type AnyProps = Record<string, unknown>;
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;
/** The names of a module's exports that are components. */
type ComponentNames<M> = {
  [K in keyof M]: M[K] extends ComponentType<never> ? K : never;
}[keyof M];

export interface IslandModule<M> {
  /** Starts (or joins) the module's load; a failed load can be started again. */
  preload: () => Promise<M>;
  /** The module once loaded. */
  current: () => M | undefined;
  /** Resolves when the module has loaded, whichever preload() succeeded. */
  loaded: Promise<M>;
}

const islandPreloads: Array<() => Promise<unknown>> = [];

/**
 * For server rendering: loads every island module declared so far, so that islands render in the
 * shell, never as a fallback (entry.server.tsx, and tests that server-render a route).
 */
export function preloadIslands(): Promise<unknown> {
  return Promise.all(islandPreloads.map((preload) => preload()));
}

function keepServerHtml(error: unknown) {
  // The island stays as server HTML: its form still posts natively, as without JavaScript.
  console.warn("A form island failed to load; its server-rendered form still works.", error);
}

/** Declares an island module: `islandModule(() => import("./forms.island"))`, at module level. */
export function islandModule<M extends object>(load: () => Promise<M>): IslandModule<M> {
  let current: M | undefined;
  let loading: Promise<M> | undefined;
  let resolveLoaded: (module: M) => void = () => {};
  const loaded = new Promise<M>((resolve) => {
    resolveLoaded = resolve;
  });
  const preload = () => {
    loading ??= load().then(
      (module) => {
        current = module;
        resolveLoaded(module);
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // Registered everywhere, so whatever server-renders a page (the worker, a test) can load them all.
  islandPreloads.push(preload);
  if (!import.meta.env.SSR) {
    // The page is ready once the module has loaded, whichever load succeeds.
    const token = {};
    waitFor(token);
    void loaded.then(() => done(token));
    afterAppHydrated(() => void preload().catch(keepServerHtml));
  }
  return { preload, current: () => current, loaded };
}

/**
 * A route's client middleware: on a client navigation (never on the first load, which keeps the
 * server's HTML until the modules arrive) the page is shown once its data and these island modules
 * have loaded, both at once. `export const clientMiddleware = [waitForIslands(forms)]`.
 */
export function waitForIslands(...modules: IslandModule<unknown>[]) {
  return async (_args: unknown, next: () => Promise<unknown>) => {
    // A module that fails to load does not fail the navigation: its fallback retries it, then
    // falls back to a full page load (IslandFallback).
    const loading = Promise.all(modules.map((module) => module.preload().catch(() => undefined)));
    await next();
    await loading;
  };
}

/**
 * One component of an island module, rendered inside its own Suspense boundary. `fallback` (nothing by
 * default) shows only where an island mounts after hydration before its module has arrived, such as a
 * dialog opened at once; never in server HTML, never on a client navigation (`waitForIslands`).
 */
export function island<M, K extends ComponentNames<M>>(
  module: IslandModule<M>,
  name: K,
  { fallback = null }: { fallback?: ReactNode } = {},
) {
  type Props = PropsOf<M[K]>;
  /** The island's component, from its module; suspends (client, first load) until the module is there. */
  function Body(props: AnyProps) {
    let loaded = module.current();
    if (!loaded) {
      // A failed load keeps the server's form (it posts natively); `loaded` only ever resolves.
      void module.preload().catch(keepServerHtml);
      loaded = use(module.loaded);
    }
    return createElement(loaded[name] as unknown as ComponentType<AnyProps>, props);
  }

  function Island(props: Props) {
    const [token] = useState(() => ({}));
    // A layout effect runs before any passive effect of the same commit, so the root's effect
    // (markAppHydrated) already sees this island as waiting when its module has not arrived.
    useLayoutEffect(() => {
      waitFor(token);
      return () => done(token);
    }, [token]);
    return (
      <Suspense fallback={<IslandFallback module={module}>{fallback}</IslandFallback>}>
        <Body {...(props as AnyProps)} />
        <Hydrated token={token} />
      </Suspense>
    );
  }
  Island.displayName = `Island(${String(name)})`;
  return Island;
}

/** Renders nothing; its effect runs when the island's boundary has hydrated (or mounted). */
function Hydrated({ token }: { token: object }) {
  useEffect(() => done(token), [token]);
  return null;
}

/**
 * Shown only where there is no server HTML to keep (a client navigation). If the module cannot be
 * loaded, a full page load brings the server-rendered form, which works without it.
 */
function IslandFallback({ module, children }: { module: IslandModule<unknown>; children: ReactNode }) {
  useEffect(() => {
    module.preload().catch(() => window.location.reload());
  }, [module]);
  return <div aria-busy="true">{children}</div>;
}
