import { cva } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export type HeadingLevel = 1 | 2 | 3 | 4;
export type HeadingSize = "sm" | "md" | "lg" | "xl" | "2xl";

export const headingVariants = cva("font-display font-extrabold tracking-tight text-balance", {
  variants: {
    size: {
      sm: "text-lg leading-snug",
      md: "text-xl leading-snug",
      lg: "text-2xl",
      xl: "text-3xl",
      "2xl": "text-4xl",
    },
  },
});

const DEFAULT_SIZE: Record<HeadingLevel, HeadingSize> = { 1: "2xl", 2: "xl", 3: "lg", 4: "md" };

export type HeadingProps = ComponentProps<"h2"> & {
  /** The document outline level: h1-h4. */
  level?: HeadingLevel;
  /** The visual size, independent of the level (defaults follow the level). */
  size?: HeadingSize;
};

/** A heading whose level (outline) and size (look) are chosen separately. Colour is inherited. */
export function Heading({ level = 2, size, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  const visual = size ?? DEFAULT_SIZE[level];
  return (
    <Tag
      data-slot="heading"
      data-size={visual}
      className={cn(headingVariants({ size: visual }), className)}
      {...props}
    />
  );
}
