import type { ComponentProps, ReactNode } from "react";
import { FilterIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/Button/Button";

export type FiltersDisclosureProps = Omit<ComponentProps<"details">, "children"> & {
  /** The phone's toggle (default "Filters"). */
  summary?: ReactNode;
  /**
   * The phone's footer button: a submit of the surrounding form, saying what it will show
   * ("Show 7 results"; "Show results" when the count is not known, e.g. without JavaScript).
   */
  resultsLabel: string;
  /** The footer button's spinner (the count being worked out, or the search loading). */
  pending?: boolean;
  /** The filters themselves, usually a FilterPanel. */
  children: ReactNode;
};

/**
 * The search filters on a phone: a Filters toggle that opens them in place, with a footer that
 * sticks above the bottom bar and submits them ("Show 7 results"), so no change runs unseen below.
 * A native `<details>`: it opens and closes without JavaScript and before a page hydrates, and
 * React never resets it. From md (768px) up the toggle and footer go and the filters always show
 * (a sidebar), with the panel's own Search button. Put it inside the app's GET `<form>`.
 */
export function FiltersDisclosure({
  summary = "Filters",
  resultsLabel,
  pending = false,
  className,
  children,
  ...props
}: FiltersDisclosureProps) {
  return (
    <details
      data-slot="filters-disclosure"
      className={cn("group/filters min-w-0 md:[&::details-content]:[content-visibility:visible]", className)}
      {...props}
    >
      <summary className="inline-flex min-h-9 cursor-pointer list-none items-center gap-2 rounded-md border border-border-strong px-3 py-1.5 text-sm font-semibold text-fg select-none hover:bg-fg/8 group-open/filters:bg-secondary md:hidden [&::-webkit-details-marker]:hidden">
        <FilterIcon aria-hidden="true" className="size-4" />
        {summary}
      </summary>
      {/* The panel's own Search button is the footer's job on a phone. */}
      <div className="max-md:mt-3 max-md:[&_[data-slot=filter-panel-submit]]:hidden">
        {children}
        <div
          data-slot="filters-disclosure-footer"
          className="sticky bottom-[calc(var(--spacing-bottom-nav)+env(safe-area-inset-bottom))] z-10 -mx-1 bg-bg/95 px-1 py-3 md:hidden"
        >
          <Button type="submit" className="w-full" loading={pending}>
            {resultsLabel}
          </Button>
        </div>
      </div>
    </details>
  );
}
