import type { ComponentProps, ReactNode } from "react";
import { CheckIcon, CircleCheckIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/Badge";

export interface ListingChecklistItem {
  id: string;
  /** What the step is, e.g. "Map pin". */
  label: string;
  done: boolean;
  /** What to do when it is not done, e.g. "Place the pin on the map"; shown as the link's text. */
  action: string;
  /** The page that completes the step. */
  href: string;
}

export type ListingChecklistProps = Omit<ComponentProps<"div">, "children"> & {
  items: readonly ListingChecklistItem[];
  /** "Listed", "Not listed yet", "Paused". */
  status: string;
  statusTone?: "listed" | "incomplete" | "paused";
  /** Renders a step's link (a router Link); an `<a>` by default. */
  renderLink?: (props: { href: string; children: ReactNode; className: string }) => ReactNode;
};

const TONE = { listed: "confirmed", incomplete: "pending", paused: "cancelled" } as const;

/**
 * What a gym listing still needs before athletes can find it: each step done (ticked) or to do (a
 * link to the page that does it), with the listing's status. When every step is done it says so.
 */
export function ListingChecklist({
  items,
  status,
  statusTone = "incomplete",
  renderLink = ({ href, children, className }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
  className,
  ...props
}: ListingChecklistProps) {
  const missing = items.filter((item) => !item.done);
  return (
    <div data-slot="listing-checklist" className={cn("flex flex-col gap-3", className)} {...props}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={TONE[statusTone]}>{status}</Badge>
        <span className="text-sm text-fg-muted">
          {missing.length === 0
            ? "Everything athletes need is in place."
            : `${missing.length} ${missing.length === 1 ? "step" : "steps"} before athletes can find and book it.`}
        </span>
      </div>
      <ul className="flex flex-col gap-1.5" aria-label="Listing checklist">
        {items.map((item) => (
          <li key={item.id} className="flex min-h-tap items-center gap-2 text-sm">
            {item.done ? (
              <>
                <CircleCheckIcon aria-hidden="true" className="size-5 shrink-0 text-confirmed-fg" />
                <span>
                  {item.label}
                  <span className="sr-only">: done</span>
                </span>
              </>
            ) : (
              <>
                <span
                  aria-hidden="true"
                  className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-border-strong"
                />
                {renderLink({
                  href: item.href,
                  className: "font-semibold text-link underline underline-offset-4 hover:decoration-2",
                  children: (
                    <>
                      {item.action}
                      <span className="sr-only"> (to do)</span>
                    </>
                  ),
                })}
              </>
            )}
          </li>
        ))}
      </ul>
      {missing.length === 0 ? null : (
        <p className="flex items-center gap-1 text-xs text-fg-muted">
          <CheckIcon aria-hidden="true" className="size-3" /> Your listing goes live by itself once every step
          is done.
        </p>
      )}
    </div>
  );
}
