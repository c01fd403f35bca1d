import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export type SkipLinkProps = ComponentProps<"a"> & {
  /** The id of the main content, without "#". */
  targetId?: string;
};

/**
 * The first focusable element of a page: hidden until focused, then it lets keyboard users jump
 * past the header straight to the main content (WCAG 2.4.1 Bypass Blocks).
 */
export function SkipLink({
  targetId = "main",
  className,
  children = "Skip to content",
  ...props
}: SkipLinkProps) {
  return (
    <a
      data-slot="skip-link"
      href={`#${targetId}`}
      className={cn(
        "absolute top-2 left-2 z-(--z-toast) -translate-y-[200%] rounded-md bg-primary px-4 py-2 font-semibold text-primary-fg shadow-lg transition-transform focus:translate-y-0",
        className,
      )}
      {...props}
    >
      {children}
    </a>
  );
}
