import { type ClassValue, clsx } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/** tailwind-merge taught the design system's named spacing (styles.css `--spacing-*`). */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      spacing: ["gutter", "section", "tap", "header", "bottom-nav"],
    },
  },
});

/** Joins class names (clsx) and lets later Tailwind classes override earlier ones (tailwind-merge). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
