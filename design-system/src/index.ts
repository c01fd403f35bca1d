/**
 * @gymroam/design-system: the only public entry. Styles: import "@gymroam/design-system/styles.css".
 *
 * Folders (ADR 021): foundations/ (tokens, icons), lib/ (helpers), primitives/ (generic components),
 * composites/ (GymRoam's product cards and panels, built from primitives), patterns/ (screen
 * compositions, stories only). Everything is exported from here, so app code imports one name.
 */

export * from "./composites";
export * from "./foundations/icons";
export * from "./foundations/Logo";
export { cn } from "./lib/cn";
export { composeRefs, Slot, type SlotProps, Slottable } from "./lib/slot";
export { usePrefersReducedMotion } from "./lib/use-prefers-reduced-motion";
export * from "./primitives";
