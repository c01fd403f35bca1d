/**
 * Build-time patches to React Router's server-side work per page render (ADR 041). Each is a small
 * text replacement in one module of React Router's production build; if React Router changes the
 * code a patch expects, the build fails here rather than silently shipping the slower path. Only the
 * server bundle is patched: the browser's React Router is left as published.
 *
 * 1. **Matching passes over a branch that cannot match.** React Router matches a URL by trying every
 *    route branch in rank order (104 routes here), and for each branch it first builds the match of
 *    that branch's parent routes (the root layout matches every URL): a params object, a matches
 *    array, a pattern object, a regular-expression result and joined path strings, only to throw
 *    them away at the next segment. A page render matches three to four times (the request, then
 *    `<Scripts />` once per parent path of the URL for the route manifest): a fifth of what the gym
 *    page's render allocated. Each branch now gets one compiled expression for its whole path,
 *    tested first. It is React Router's own `compilePath` of the branch's full path,
 *    case-insensitive, so it accepts every URL the segment-by-segment match accepts (and a few more,
 *    which then go on to that match as before): the result is the same. Partial matching
 *    (`allowPartial`, route discovery in the browser) is left as it was.
 * 2. **The route tree is built once per build, not once per render.** `<ServerRouter>` turned the
 *    build's route manifest into route objects (`createServerRoutes`, 104 of them), and
 *    `createStaticRouter` those into data routes, on every request: the same trees each time, since
 *    both depend only on the build. They were among the few things a render kept alive long enough
 *    to be copied by the young-generation GC. Both are now kept, keyed by the manifest (and checked
 *    against the route modules) and by the route array.
 *
 * `scripts/lib/react-router-server.test.ts` matches this app's every route, and URLs around them,
 * through React Router's matcher and the patched one and compares, and checks both caches.
 */
import { applySourcePatches, type SourcePatch, sourcePatchPlugin } from "./source-patch.ts";

interface Patch extends SourcePatch {
  /** The module in react-router/dist/production. */
  file: RegExp;
}

const production = (module: string) =>
  new RegExp(
    `[\\\\/]react-router[\\\\/]dist[\\\\/]production[\\\\/]${module.replaceAll("/", "[\\\\/]")}\\.js$`,
  );

/** React Router's matching module, in the production build the worker bundles. */
export const REACT_ROUTER_UTILS = production("lib/router/utils");

const MATCH_BRANCH = "function matchRouteBranch(branch, pathname, allowPartial = false) {\n";
const SERVER_ROUTER = "function ServerRouter({ context, url, nonce }) {\n";
const CREATE_SERVER_ROUTES =
  "\tlet routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);\n";
const CREATE_STATIC_ROUTER = "function createStaticRouter(routes, context, opts = {}) {\n";
const DATA_ROUTES =
  "\tlet manifest = {};\n\tlet dataRoutes = convertRoutesToDataRoutes(routes, void 0, void 0, manifest);\n";

export const PATCHES: Patch[] = [
  {
    file: REACT_ROUTER_UTILS,
    find: MATCH_BRANCH,
    replace: `${MATCH_BRANCH}\tif (!allowPartial) {
\t\tlet whole = branch.wholePathMatcher;
\t\tif (whole === void 0) whole = branch.wholePathMatcher = compilePath(branch.path, false, true)[0];
\t\tif (!whole.test(pathname)) return null;
\t}
`,
  },
  {
    file: production("lib/dom/ssr/server"),
    find: SERVER_ROUTER,
    replace: `const serverRoutesKept = new WeakMap();
/** The same route modules by id (each request gets its own map of the build's modules). */
function sameRouteModules(a, b) {
\tif (a === b) return true;
\tlet count = 0;
\tfor (let id in a) {
\t\tif (a[id] !== b[id]) return false;
\t\tcount++;
\t}
\tfor (let id in b) count--;
\treturn count === 0;
}
/** createServerRoutes, once per build's route manifest. */
function keptServerRoutes(manifestRoutes, routeModules, future, isSpaMode) {
\tlet kept = serverRoutesKept.get(manifestRoutes);
\tif (kept && kept.future === future && kept.isSpaMode === isSpaMode && sameRouteModules(kept.routeModules, routeModules)) return kept.routes;
\tlet routes = createServerRoutes(manifestRoutes, routeModules, future, isSpaMode);
\tserverRoutesKept.set(manifestRoutes, { routeModules, future, isSpaMode, routes });
\treturn routes;
}
${SERVER_ROUTER}`,
  },
  {
    file: production("lib/dom/ssr/server"),
    find: CREATE_SERVER_ROUTES,
    replace:
      "\tlet routes = keptServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);\n",
  },
  {
    file: production("lib/dom/server"),
    find: CREATE_STATIC_ROUTER,
    replace: `const dataRoutesKept = new WeakMap();
${CREATE_STATIC_ROUTER}`,
  },
  {
    file: production("lib/dom/server"),
    find: DATA_ROUTES,
    replace: `\tlet kept = dataRoutesKept.get(routes);
\tif (!kept) {
\t\tlet manifest = {};
\t\tkept = { manifest, dataRoutes: convertRoutesToDataRoutes(routes, void 0, void 0, manifest) };
\t\tdataRoutesKept.set(routes, kept);
\t}
\tlet { manifest, dataRoutes } = kept;
`,
  },
];

/** Whether `id` (a module's path) is one the patches change. */
export function isPatchedModule(id: string): boolean {
  return PATCHES.some((patch) => patch.file.test(id));
}

/** The module's source with its patches applied; throws when a patch's code is gone. */
export function patchReactRouter(id: string, code: string): string {
  return applySourcePatches(
    code,
    PATCHES.filter((patch) => patch.file.test(id)),
    (find) =>
      `react-router-server: ${id} no longer has exactly one ${JSON.stringify(find.trim().split("\n")[0])}; update scripts/lib/react-router-server.ts for this React Router version (ADR 041)`,
  );
}

/** Vite plugin: applies the patches to the server bundle's React Router. */
export function reactRouterServer() {
  return sourcePatchPlugin({
    name: "gymroam:react-router-server",
    applies: isPatchedModule,
    patch: patchReactRouter,
    serverOnly: true,
  });
}
