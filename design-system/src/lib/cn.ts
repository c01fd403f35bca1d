import { type ClassValue, clsx } from "clsx";
import { mergeClasses } from "./merge-classes";

/** Joins class names (clsx) and lets later Tailwind classes override earlier ones (mergeClasses). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
