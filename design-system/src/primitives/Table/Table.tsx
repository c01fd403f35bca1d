import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";

export type TableRootProps = Omit<ComponentProps<"table">, "children"> & {
  /** What the table lists; announced as the table's (and its scroll region's) name. */
  caption: ReactNode;
  /** Keep the caption for assistive technology only (when a heading above already says it). */
  captionHidden?: boolean;
  /** Classes for the scroll wrapper (the table itself takes `className`). */
  wrapperClassName?: string;
  children: ReactNode;
};

/**
 * A data table for wide lists (admin views). On a phone it scrolls sideways inside its own region
 * instead of widening the page: the region is focusable (keyboard users can scroll it) and named
 * by the caption. Compose with Table.Header, Body, Row, Head (a column header, scope="col") and Cell.
 */
function Root({
  caption,
  captionHidden = false,
  wrapperClassName,
  className,
  children,
  ...props
}: TableRootProps) {
  const captionId = useId();
  return (
    <section
      data-slot="table-wrapper"
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={cn(
        "relative w-full max-w-full overflow-x-auto rounded-xl border border-border bg-surface",
        wrapperClassName,
      )}
    >
      <table
        data-slot="table"
        className={cn("w-full border-collapse text-left text-sm", className)}
        {...props}
      >
        <caption
          id={captionId}
          data-slot="table-caption"
          className={cn(
            captionHidden ? "sr-only" : "px-3 pt-3 pb-2 text-left text-sm font-semibold text-fg-muted",
          )}
        >
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}

function Header({ className, ...props }: ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("bg-surface-muted", className)} {...props} />;
}

function Body({ className, ...props }: ComponentProps<"tbody">) {
  return (
    <tbody data-slot="table-body" className={cn("[&>tr:last-child]:border-b-0", className)} {...props} />
  );
}

function Row({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr data-slot="table-row" className={cn("border-b border-border align-top", className)} {...props} />
  );
}

/** A header cell: a column header by default (`scope="col"`); pass `scope="row"` for row headers. */
function Head({ className, scope = "col", ...props }: ComponentProps<"th">) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        "px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-fg-muted uppercase",
        scope === "row" && "text-sm font-semibold tracking-normal normal-case text-fg",
        className,
      )}
      {...props}
    />
  );
}

function Cell({ className, ...props }: ComponentProps<"td">) {
  return <td data-slot="table-cell" className={cn("px-3 py-2", className)} {...props} />;
}

export const Table = { Root, Header, Body, Row, Head, Cell };
