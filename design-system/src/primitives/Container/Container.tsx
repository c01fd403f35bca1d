import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Slot } from "../../lib/slot";

export const containerVariants = cva("mx-auto w-full px-gutter py-6 sm:px-6 sm:py-8", {
  variants: {
    size: {
      sm: "max-w-2xl",
      md: "max-w-3xl",
      lg: "max-w-5xl",
      xl: "max-w-7xl",
      full: "max-w-none",
    },
  },
  defaultVariants: { size: "lg" },
});

export type ContainerProps = ComponentProps<"div"> &
  VariantProps<typeof containerVariants> & { asChild?: boolean };

/** Centres page content with a max width and the page gutter (override padding with className). */
export function Container({ className, size, asChild = false, ...props }: ContainerProps) {
  const Comp = asChild ? Slot : "div";
  return (
    <Comp
      data-slot="container"
      data-size={size ?? "lg"}
      className={cn(containerVariants({ size }), className)}
      {...props}
    />
  );
}
