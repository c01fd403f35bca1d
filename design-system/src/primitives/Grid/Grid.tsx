import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Slot } from "../../lib/slot";
import { gapVariants } from "../Stack/Stack";

/**
 * `columns` is the count at wide widths. Phones (375px) get at most two: 2 and 4 show two columns
 * (tiles, stats), 3 collapses to one (cards with images) and grows through two to three.
 */
export const gridVariants = cva("grid min-w-0", {
  variants: {
    columns: {
      1: "grid-cols-1",
      2: "grid-cols-2",
      3: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
      4: "grid-cols-2 md:grid-cols-4",
    },
    gap: gapVariants,
  },
  defaultVariants: { columns: 1, gap: "md" },
});

export type GridProps = ComponentProps<"div"> & VariantProps<typeof gridVariants> & { asChild?: boolean };

/** A responsive grid of equal columns. */
export function Grid({ className, columns, gap, asChild = false, ...props }: GridProps) {
  const Comp = asChild ? Slot : "div";
  return (
    <Comp
      data-slot="grid"
      data-columns={columns ?? 1}
      className={cn(gridVariants({ columns, gap }), className)}
      {...props}
    />
  );
}
