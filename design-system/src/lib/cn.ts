import { type ClassValue, clsx } from "clsx";
import { mergeClasses } from "./merge-classes";

/**
 * The answers for two class strings, by the strings themselves: most calls are a component's own
 * classes and a className, both constants, and a lookup by them costs no joined string to hash.
 * Server renders only (ADR 029): a page renders every card's classes on each request there, while
 * the browser hydrates once, and the client bundle (ADR 030) is better off without it.
 */
const pairs = new Map<string, Map<string, string>>();
let pairCount = 0;
const PAIR_LIMIT = 2000;

/** Joins class names (clsx) and lets later Tailwind classes override earlier ones (mergeClasses). */
export function cn(...inputs: ClassValue[]): string {
  if (import.meta.env.SSR && inputs.length === 2) {
    const [first, second] = inputs;
    if (typeof first === "string" && typeof second === "string") {
      let bySecond = pairs.get(first);
      const known = bySecond?.get(second);
      if (known !== undefined) return known;
      const merged = mergeClasses(clsx(inputs));
      if (pairCount >= PAIR_LIMIT) {
        pairs.clear();
        pairCount = 0;
        bySecond = undefined;
      }
      if (!bySecond) {
        bySecond = new Map();
        pairs.set(first, bySecond);
      }
      bySecond.set(second, merged);
      pairCount += 1;
      return merged;
    }
  }
  return mergeClasses(clsx(inputs));
}
