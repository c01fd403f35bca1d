import { Children, type ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Slot } from "../../lib/slot";

export type BottomNavRootProps = ComponentProps<"nav"> & { "aria-label": string };

/**
 * The bottom bar: a labelled `<nav>` fixed to the bottom of the viewport (all widths), each item in
 * a list entry. A spacer of the same height keeps the end of the page from hiding behind it.
 */
function Root({ className, children, ...props }: BottomNavRootProps) {
  return (
    <>
      <div
        aria-hidden="true"
        data-slot="bottom-nav-spacer"
        className="h-[calc(var(--spacing-bottom-nav)+env(safe-area-inset-bottom))]"
      />
      <nav
        data-slot="bottom-nav"
        className={cn(
          "fixed inset-x-0 bottom-0 z-(--z-bottom-nav) border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] text-fg shadow-lg",
          className,
        )}
        {...props}
      >
        <ul className="mx-auto flex h-bottom-nav max-w-md items-stretch justify-around px-2">
          {Children.map(children, (child) => (child ? <li className="flex flex-1">{child}</li> : null))}
        </ul>
      </nav>
    </>
  );
}

export type BottomNavItemProps = ComponentProps<"a"> & {
  /** Marks the item as the current page (aria-current="page"). */
  active?: boolean;
  /** Render the single child (a router link holding an icon and a label) with the item's styles. */
  asChild?: boolean;
};

/** One destination: icon above a short label. */
function Item({ className, active = false, asChild = false, ...props }: BottomNavItemProps) {
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      data-slot="bottom-nav-item"
      data-active={active || undefined}
      aria-current={active ? "page" : undefined}
      className={cn(
        "relative flex flex-1 flex-col items-center justify-center gap-0.5 rounded-md px-2 text-xs font-medium text-fg-muted no-underline",
        "transition-colors duration-(--duration-fast) hover:text-fg [&_svg]:size-6",
        "before:absolute before:top-0 before:h-1 before:w-8 before:rounded-b-full before:bg-transparent",
        "aria-[current=page]:font-bold aria-[current=page]:text-link aria-[current=page]:before:bg-primary",
        className,
      )}
      {...props}
    />
  );
}

export const BottomNav = { Root, Item };
