/**
 * React Router matches a URL by trying every route branch in rank order (104 routes here), and for
 * each branch it first builds the match of that branch's parent routes (the root layout matches every
 * URL): a params object, a matches array, a pattern object, a regular-expression result and joined
 * path strings, only to throw them away at the next segment. A page render matches three to four
 * times (the request, then `<Scripts />` once per parent path of the URL for the route manifest), so
 * this was a fifth of everything the gym page's render allocated (ADR 041).
 *
 * This build-time patch gives each branch one compiled expression for its whole path, tested first:
 * a branch whose full path cannot match the URL is passed over without allocating. The expression is
 * React Router's own `compilePath` of the branch's full path, case-insensitive, so it accepts every
 * URL the segment-by-segment match accepts (and a few more, which then go on to that match as
 * before): the result is the same. `scripts/lib/react-router-match.test.ts` matches this app's every
 * route, and URLs around them, through both and compares. Partial matching (`allowPartial`, route
 * discovery in the browser) is left as it was. If React Router changes the code this patch expects,
 * the build fails here rather than silently shipping the slower path.
 */
import type { Plugin } from "vite";

/** React Router's matching module, in the production build the worker bundles. */
export const REACT_ROUTER_UTILS =
  /[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/]router[\\/]utils\.js$/;

const FIND = "function matchRouteBranch(branch, pathname, allowPartial = false) {\n";
const REPLACE = `${FIND}\tif (!allowPartial) {
\t\tlet whole = branch.wholePathMatcher;
\t\tif (whole === void 0) whole = branch.wholePathMatcher = compilePath(branch.path, false, true)[0];
\t\tif (!whole.test(pathname)) return null;
\t}
`;

/** The module's source with the whole-path test first; throws when the pattern is gone. */
export function patchReactRouterMatch(code: string): string {
  const at = code.indexOf(FIND);
  if (at === -1 || code.indexOf(FIND, at + FIND.length) !== -1 || !code.includes("function compilePath(")) {
    throw new Error(
      "react-router-match: react-router's lib/router/utils.js no longer has exactly one matchRouteBranch(branch, pathname, allowPartial = false) beside compilePath; update scripts/lib/react-router-match.ts for this React Router version (ADR 041)",
    );
  }
  return code.slice(0, at) + REPLACE + code.slice(at + FIND.length);
}

/** Vite plugin: applies patchReactRouterMatch to the server bundle's React Router (the browser's is left alone). */
export function reactRouterMatch(): Plugin {
  return {
    name: "gymroam:react-router-match",
    enforce: "pre",
    transform(code, id) {
      if (this.environment.config.consumer !== "server") return null;
      if (!REACT_ROUTER_UTILS.test(id.split("?")[0]!)) return null;
      return { code: patchReactRouterMatch(code), map: null };
    },
  };
}
