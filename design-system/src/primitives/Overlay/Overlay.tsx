import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";

export const overlayPanelVariants = cva(
  "relative flex w-full flex-col overflow-hidden border border-border bg-surface text-fg shadow-lg",
  {
    variants: {
      side: {
        // Like Dialog.Content size="lg".
        center: "m-auto max-w-3xl rounded-2xl",
        // Like Sheet.Content side="auto": a bottom sheet on phones, a right-hand panel from `sm`.
        right:
          "mt-auto max-h-[85dvh] overflow-y-auto rounded-t-2xl sm:mt-0 sm:ml-auto sm:h-dvh sm:max-h-dvh sm:w-[28rem] sm:max-w-[calc(100%-3rem)] sm:rounded-none",
      },
    },
    defaultVariants: { side: "center" },
  },
);

export type OverlayProps = ComponentProps<"div"> &
  VariantProps<typeof overlayPanelVariants> & {
    /** The way out, shown in the top-right corner: usually a link to the page without the overlay. */
    close: ReactNode;
    /** Classes for the panel (the backdrop takes `className`). */
    panelClassName?: string;
  };

/**
 * A panel that looks like Dialog (side "center") or Sheet (side "right") but is drawn with CSS
 * alone, for a server-rendered page read without JavaScript: the URL opens it and the `close` link
 * leaves it. It is not modal (no focus trap, no Escape); once JavaScript runs, use Dialog or Sheet.
 * Put a named region inside (a `<section aria-labelledby>` with a heading), as a Dialog has a title.
 */
export function Overlay({
  side = "center",
  close,
  className,
  panelClassName,
  children,
  ...props
}: OverlayProps) {
  return (
    <div
      data-slot="overlay"
      data-side={side}
      className={cn(
        "fixed inset-0 z-(--z-overlay) flex overflow-y-auto bg-inverse/60",
        side === "center" ? "p-4" : "sm:p-0",
        className,
      )}
    >
      <div className={cn(overlayPanelVariants({ side }), panelClassName)} {...props}>
        <div data-slot="overlay-close" className="absolute top-3 right-3 z-10">
          {close}
        </div>
        {children}
      </div>
    </div>
  );
}
