/**
 * Build-time text patches to a dependency's published code (ADR 029, ADR 041): each `find` must occur
 * exactly once, so that a new version of the dependency fails the build instead of shipping
 * unpatched, or patched in the wrong place.
 */
import type { Plugin } from "vite";

export interface SourcePatch {
  find: string;
  replace: string;
}

/** `code` with each patch applied; `missing(find)` is the error's message when one does not apply. */
export function applySourcePatches(
  code: string,
  patches: readonly SourcePatch[],
  missing: (find: string) => string,
): string {
  let out = code;
  for (const { find, replace } of patches) {
    const at = out.indexOf(find);
    if (at === -1 || out.indexOf(find, at + find.length) !== -1) throw new Error(missing(find));
    out = out.slice(0, at) + replace + out.slice(at + find.length);
  }
  return out;
}

/**
 * A Vite plugin that runs `patch` on every module `applies` to (its path, without the query):
 * in every bundle, or with `serverOnly` in the worker's alone.
 */
export function sourcePatchPlugin(options: {
  name: string;
  applies: (file: string) => boolean;
  patch: (file: string, code: string) => string;
  serverOnly?: boolean;
}): Plugin {
  return {
    name: options.name,
    enforce: "pre",
    transform(code, id) {
      if (options.serverOnly && this.environment.config.consumer !== "server") return null;
      const file = id.split("?")[0]!;
      if (!options.applies(file)) return null;
      return { code: options.patch(file, code), map: null };
    },
  };
}
