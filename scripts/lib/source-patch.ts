/**
 * Build-time text patches to a dependency's published code (ADR 029, ADR 041): each `find` must occur
 * exactly once, so that a new version of the dependency fails the build instead of shipping
 * unpatched, or patched in the wrong place.
 */
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
