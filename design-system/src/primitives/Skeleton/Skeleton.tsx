import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export type SkeletonProps = ComponentProps<"div">;

/**
 * A placeholder block while content loads. Decorative (aria-hidden): announce loading on the
 * container instead (aria-busy, or a visually hidden "Loading..." text).
 */
export function Skeleton({ className, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-surface-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
