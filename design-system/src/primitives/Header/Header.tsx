import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Slot } from "../../lib/slot";

/**
 * The sticky top bar: a `<header>` landmark on the navy brand surface. Its row is as wide as the
 * widest page container (`Container size="xl"`: search, gym, bookings, admin, partner), so the brand
 * and the links line up with those pages' edges.
 */
function Root({ className, children, ...props }: ComponentProps<"header">) {
  return (
    <header
      data-slot="header"
      className={cn(
        "surface-inverse sticky top-0 z-(--z-header) border-b border-inverse-border pt-[env(safe-area-inset-top)]",
        className,
      )}
      {...props}
    >
      <div className="mx-auto flex h-header w-full max-w-7xl items-center justify-between gap-3 px-gutter sm:px-6">
        {children}
      </div>
    </header>
  );
}

export type HeaderBrandProps = ComponentProps<"a"> & { asChild?: boolean };

/** The home link: pass the Logo and the brand name as children; `asChild` for a router link. */
function Brand({ className, asChild = false, ...props }: HeaderBrandProps) {
  const Comp = asChild ? Slot : "a";
  return (
    <Comp
      data-slot="header-brand"
      className={cn(
        "-mx-1 inline-flex min-h-tap min-w-0 items-center gap-2 rounded-md px-1 font-display text-lg font-extrabold tracking-tight text-inverse-fg no-underline",
        "[&_svg]:size-8 [&>span]:truncate",
        className,
      )}
      {...props}
    />
  );
}

/** Right-side navigation: plain links inside are styled; mark the current one aria-current="page". */
function Nav({ className, ...props }: ComponentProps<"nav">) {
  return (
    <nav
      data-slot="header-nav"
      className={cn(
        "flex shrink-0 items-center gap-1",
        "[&_a]:inline-flex [&_a]:min-h-tap [&_a]:items-center [&_a]:rounded-md [&_a]:px-3 [&_a]:text-sm [&_a]:font-bold [&_a]:tracking-wide [&_a]:text-inverse-fg [&_a]:no-underline",
        "[&_a:hover]:bg-inverse-fg/10 [&_a[aria-current=page]]:underline [&_a[aria-current=page]]:decoration-primary [&_a[aria-current=page]]:decoration-2 [&_a[aria-current=page]]:underline-offset-8",
        className,
      )}
      {...props}
    />
  );
}

export const Header = { Root, Brand, Nav };
export type HeaderRootProps = ComponentProps<"header">;
export type HeaderNavProps = ComponentProps<"nav">;
