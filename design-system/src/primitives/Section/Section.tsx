import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Slot } from "../../lib/slot";

export type SectionProps = ComponentProps<"section"> & { asChild?: boolean };

/**
 * A thematic `<section>` with the vertical rhythm between its heading and content. Label it with
 * `aria-labelledby` (its heading's id) so it is announced as a region.
 */
export function Section({ className, asChild = false, ...props }: SectionProps) {
  const Comp = asChild ? Slot : "section";
  return <Comp data-slot="section" className={cn("flex min-w-0 flex-col gap-4", className)} {...props} />;
}
