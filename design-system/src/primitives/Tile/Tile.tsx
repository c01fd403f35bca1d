import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Slot, Slottable } from "../../lib/slot";

export type TileProps = Omit<ComponentProps<"a">, "title"> & {
  /** A decorative icon (pass it aria-hidden). */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /**
   * Render the single child (e.g. `<Link to="/gym-feed" />`, which may be empty) as the tile: the
   * icon, title and description are placed inside it.
   */
  asChild?: boolean;
};

/** A large tappable card-link for the home page ("FIND A GYM"). Its accessible name starts with the title. */
export function Tile({
  icon,
  title,
  description,
  asChild = false,
  className,
  children,
  ...props
}: TileProps) {
  const content = (
    <>
      {icon ? (
        <span
          data-slot="tile-icon"
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-lg bg-primary text-primary-fg [&_svg]:size-6"
        >
          {icon}
        </span>
      ) : null}
      <span className="flex flex-col gap-1">
        <span
          data-slot="tile-title"
          className="font-display text-sm leading-tight font-extrabold tracking-wide uppercase [overflow-wrap:anywhere] sm:text-base"
        >
          {title}
        </span>
        {description ? (
          <span data-slot="tile-description" className="text-sm text-fg-muted">
            {description}
          </span>
        ) : null}
      </span>
    </>
  );
  const shared = {
    "data-slot": "tile",
    className: cn(
      "group flex min-h-36 min-w-0 flex-col justify-between gap-4 rounded-xl border border-border bg-surface p-4 text-fg no-underline shadow-sm sm:p-5",
      "transition duration-(--duration-fast) hover:-translate-y-0.5 hover:border-primary hover:shadow-md",
      className,
    ),
  };
  if (asChild) {
    return (
      <Slot {...shared} {...props}>
        <Slottable>{children}</Slottable>
        {content}
      </Slot>
    );
  }
  return (
    <a {...shared} {...props}>
      {content}
      {children}
    </a>
  );
}
