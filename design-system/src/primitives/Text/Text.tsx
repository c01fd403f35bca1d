import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Slot } from "../../lib/slot";

export const textVariants = cva("", {
  variants: {
    size: { xs: "text-xs", sm: "text-sm", md: "text-base", lg: "text-lg" },
    tone: {
      default: "",
      muted: "text-fg-muted",
      inverse: "text-inverse-fg",
      success: "text-success-fg",
      danger: "text-danger-fg",
    },
    weight: { normal: "font-normal", medium: "font-medium", semibold: "font-semibold", bold: "font-bold" },
  },
  defaultVariants: { size: "md", tone: "default" },
});

export type TextProps = ComponentProps<"p"> &
  VariantProps<typeof textVariants> & {
    /** Render the single child element (span, label, time ...) with the text styles. */
    asChild?: boolean;
  };

/** Body text: a paragraph by default. `tone="default"` inherits the surrounding colour. */
export function Text({ className, size, tone, weight, asChild = false, ...props }: TextProps) {
  const Comp = asChild ? Slot : "p";
  return (
    <Comp
      data-slot="text"
      data-tone={tone ?? "default"}
      className={cn(textVariants({ size, tone, weight }), className)}
      {...props}
    />
  );
}
