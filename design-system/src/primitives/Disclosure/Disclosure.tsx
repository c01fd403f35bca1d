import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";

export type DisclosureProps = Omit<ComponentProps<"details">, "children"> & {
  /** The button-like summary that opens it ("Cancel on the athlete's behalf"). */
  summary: ReactNode;
  children: ReactNode;
};

/**
 * A second step behind a button, without JavaScript: a native `<details>` whose summary looks like a
 * small outline button. For a destructive form that should not be one click away (a confirmation with
 * its consequences in words), where a dialog would need JavaScript.
 */
export function Disclosure({ summary, className, children, ...props }: DisclosureProps) {
  return (
    <details data-slot="disclosure" className={cn("group", className)} {...props}>
      <summary className="inline-flex min-h-9 cursor-pointer list-none items-center gap-1 rounded-md border border-border-strong px-3 text-sm font-semibold text-fg hover:bg-fg/8 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        {summary}
      </summary>
      <div className="mt-2 flex flex-col items-start gap-2">{children}</div>
    </details>
  );
}
