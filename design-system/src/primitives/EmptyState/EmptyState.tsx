import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Heading, type HeadingLevel } from "../Heading/Heading";

export type EmptyStateProps = Omit<ComponentProps<"div">, "title"> & {
  /** A decorative icon (hidden from assistive technology). */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links (e.g. "Browse Gyms"). */
  action?: ReactNode;
  /** The title's heading level; 1 when the empty state is the whole page (not found, error). */
  headingLevel?: HeadingLevel;
};

/** What a list or page shows when there is nothing to show, with a way forward. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center gap-3 rounded-xl border border-dashed border-border-strong/60 px-6 py-10 text-center",
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-fg [&_svg]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <Heading level={headingLevel} size="md">
        {title}
      </Heading>
      {description ? <p className="max-w-prose text-fg-muted">{description}</p> : null}
      {action ? <div className="mt-2 flex flex-wrap items-center justify-center gap-3">{action}</div> : null}
    </div>
  );
}
