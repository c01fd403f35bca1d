import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Slot } from "../../lib/slot";

export type SectionNavProps = ComponentProps<"nav"> & {
  /** The landmark's name, e.g. "Admin sections" (required: a page may have several navigations). */
  "aria-label": string;
};

/**
 * The tabs of a console area (admin, partner): a navigation landmark with one link per section,
 * scrolling sideways on a phone. The current page is the link with `aria-current="page"` (a router's
 * NavLink sets it); it is underlined in the primary colour.
 */
function Root({ className, children, ...props }: SectionNavProps) {
  return (
    <nav data-slot="section-nav" className={cn("-mx-1 overflow-x-auto", className)} {...props}>
      <ul className="flex gap-1 border-b border-border px-1">{children}</ul>
    </nav>
  );
}

export type SectionNavLinkProps = ComponentProps<"a"> & {
  /** Render the child element (a router link) instead of an `<a>`, keeping the styles. */
  asChild?: boolean;
};

/** One section: pass `asChild` and a router NavLink, or an `href` with `aria-current` when current. */
function Link({ className, asChild = false, ...props }: SectionNavLinkProps) {
  const Comp = asChild ? Slot : "a";
  return (
    <li>
      <Comp
        data-slot="section-nav-link"
        className={cn(
          "inline-flex min-h-tap items-center whitespace-nowrap border-b-2 border-transparent px-3 text-sm font-semibold text-fg-muted",
          "hover:text-fg",
          "aria-[current=page]:border-primary aria-[current=page]:text-fg",
          className,
        )}
        {...props}
      />
    </li>
  );
}

export const SectionNav = { Root, Link };
