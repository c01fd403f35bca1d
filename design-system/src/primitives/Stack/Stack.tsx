import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Slot } from "../../lib/slot";

export const gapVariants = {
  none: "gap-0",
  xs: "gap-1",
  sm: "gap-2",
  md: "gap-4",
  lg: "gap-6",
  xl: "gap-10",
} as const;

export const stackVariants = cva("flex min-w-0", {
  variants: {
    direction: { column: "flex-col", row: "flex-row" },
    gap: gapVariants,
    align: {
      start: "items-start",
      center: "items-center",
      end: "items-end",
      stretch: "items-stretch",
      baseline: "items-baseline",
    },
    justify: {
      start: "justify-start",
      center: "justify-center",
      end: "justify-end",
      between: "justify-between",
    },
    wrap: { true: "flex-wrap", false: "" },
  },
  defaultVariants: { direction: "column", gap: "md" },
});

export type StackProps = ComponentProps<"div"> & VariantProps<typeof stackVariants> & { asChild?: boolean };

/** Lays children out in a row or column with a gap from the spacing scale. */
export function Stack({
  className,
  direction,
  gap,
  align,
  justify,
  wrap,
  asChild = false,
  ...props
}: StackProps) {
  const Comp = asChild ? Slot : "div";
  return (
    <Comp
      data-slot="stack"
      data-direction={direction ?? "column"}
      className={cn(stackVariants({ direction, gap, align, justify, wrap }), className)}
      {...props}
    />
  );
}
