import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Slot } from "../../lib/slot";
import { Badge } from "../../primitives/Badge/Badge";

/**
 * The gym search screen's top nav (spec): tabs Gyms (active), Trainers (NEW badge), Services (NEW
 * badge), a "Become a partner" text and two icon buttons. They are links to other screens, so this
 * is a `<nav>` of links with `aria-current="page"` on the active one, not an ARIA tablist (a tablist
 * switches panels inside one page). Pass router links with `asChild`.
 */
function Root({ className, children, ...props }: ComponentProps<"nav">) {
  return (
    <nav
      data-slot="search-nav"
      className={cn(
        "flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-border pb-2",
        className,
      )}
      {...props}
    >
      {children}
    </nav>
  );
}

/** The tabs' row (a list of links); on a narrow screen it scrolls sideways rather than wrapping. */
function Tabs({ className, ...props }: ComponentProps<"ul">) {
  return (
    <ul
      data-slot="search-nav-tabs"
      className={cn("-mx-1 flex min-w-0 items-center gap-1 overflow-x-auto px-1", className)}
      {...props}
    />
  );
}

export type SearchNavTabProps = ComponentProps<"a"> & {
  /** The current screen's tab: underlined, `aria-current="page"`. */
  active?: boolean;
  asChild?: boolean;
};

/** One tab: a link. Put a `SearchNav.NewBadge` after the label inside it for the spec's NEW badge. */
function Tab({ className, active = false, asChild = false, ...props }: SearchNavTabProps) {
  const Comp = asChild ? Slot : "a";
  return (
    <li className="shrink-0">
      <Comp
        data-slot="search-nav-tab"
        data-active={active ? "" : undefined}
        aria-current={active ? "page" : undefined}
        className={cn(
          // The current tab's bar is a bottom border (an underline would run through its badge too).
          "inline-flex min-h-tap items-center gap-2 rounded-t-md border-b-2 border-transparent px-3 text-sm font-semibold whitespace-nowrap text-fg-muted no-underline",
          "hover:bg-secondary hover:text-fg",
          "data-active:border-primary data-active:text-fg",
          className,
        )}
        {...props}
      />
    </li>
  );
}

/** The right-hand side: the "Become a partner" link and the icon buttons. */
function Actions({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="search-nav-actions"
      className={cn("ml-auto flex shrink-0 items-center gap-1", className)}
      {...props}
    />
  );
}

export type SearchNavPartnerProps = ComponentProps<"a"> & { asChild?: boolean };

/** The "Become a partner" text, as a link. */
function Partner({ className, asChild = false, ...props }: SearchNavPartnerProps) {
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      data-slot="search-nav-partner"
      className={cn(
        "inline-flex min-h-tap items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap text-fg no-underline hover:bg-secondary",
        className,
      )}
      {...props}
    />
  );
}

export const SearchNav = { Root, Tabs, Tab, Actions, Partner, NewBadge };

/** The spec's NEW badge. */
function NewBadge(props: Omit<ComponentProps<"span">, "children">) {
  return (
    <Badge variant="new" {...props}>
      New
    </Badge>
  );
}
