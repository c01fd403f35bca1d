import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Slot } from "../../lib/slot";

export const linkVariants = cva(
  "rounded-sm font-medium underline-offset-4 transition-colors duration-(--duration-fast) hover:decoration-2",
  {
    variants: {
      tone: {
        link: "text-link",
        muted: "text-fg-muted hover:text-fg",
        inherit: "text-inherit",
      },
      underline: {
        always: "underline",
        hover: "no-underline hover:underline",
      },
    },
    defaultVariants: { tone: "link", underline: "always" },
  },
);

export type LinkProps = ComponentProps<"a"> &
  VariantProps<typeof linkVariants> & {
    /** Render the single child element (e.g. a router `<Link>`) with these styles. */
    asChild?: boolean;
  };

/** A styled text link. Pass `href`, or `asChild` with a router link inside. */
export function Link({ className, tone, underline, asChild = false, ...props }: LinkProps) {
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      data-slot="link"
      data-tone={tone ?? "link"}
      className={cn(linkVariants({ tone, underline }), className)}
      {...props}
    />
  );
}
