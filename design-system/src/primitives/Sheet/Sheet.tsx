import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogSurface,
  type DialogSurfaceProps,
  DialogTitle,
  DialogTrigger,
} from "../Dialog/Dialog";

export const sheetContentVariants = cva("fixed max-h-none max-w-none", {
  variants: {
    side: {
      // Bottom sheet on phones, right-hand panel from `sm` (640px) up.
      auto: [
        "mx-0 mt-auto mb-0 h-fit max-h-[85dvh] w-full rounded-t-2xl border-t",
        "sm:my-0 sm:mr-0 sm:ml-auto sm:h-dvh sm:max-h-dvh sm:w-[28rem] sm:max-w-[calc(100%-3rem)] sm:rounded-none sm:border-t-0 sm:border-l",
      ],
      right: "my-0 mr-0 ml-auto h-dvh max-h-dvh w-[28rem] max-w-[calc(100%-3rem)] border-l",
      left: "my-0 mr-auto ml-0 h-dvh max-h-dvh w-[28rem] max-w-[calc(100%-3rem)] border-r",
      bottom: "mx-0 mt-auto mb-0 h-fit max-h-[85dvh] w-full rounded-t-2xl border-t",
    },
  },
  defaultVariants: { side: "auto" },
});

export type SheetSide = NonNullable<VariantProps<typeof sheetContentVariants>["side"]>;

export type SheetContentProps = DialogSurfaceProps & {
  /** "auto" (default): bottom sheet on phones, right panel from 640px. */
  side?: SheetSide;
};

/** The side panel: a modal native `<dialog>` docked to an edge (same behaviour as Dialog.Content). */
export function SheetContent({ side = "auto", className, bodyClassName, ...props }: SheetContentProps) {
  return (
    <DialogSurface
      data-side={side}
      className={cn(sheetContentVariants({ side }), className)}
      bodyClassName={cn("pb-[calc(1.5rem+env(safe-area-inset-bottom))]", bodyClassName)}
      {...props}
    />
  );
}

/**
 * A side panel built from the Dialog parts:
 * `<Sheet.Root><Sheet.Trigger/><Sheet.Content side="auto"><Sheet.Title/>…</Sheet.Content></Sheet.Root>`.
 */
export const Sheet = {
  Root: DialogRoot,
  Trigger: DialogTrigger,
  Content: SheetContent,
  Header: DialogHeader,
  Title: DialogTitle,
  Description: DialogDescription,
  Close: DialogClose,
  Footer: DialogFooter,
};
