import { cva, type VariantProps } from "class-variance-authority";
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useRef,
} from "react";
import { cn } from "../../lib/cn";
import { composeRefs, Slot } from "../../lib/slot";
import { Button, type ButtonProps } from "../Button/Button";
import { useControllableOpen } from "../Dialog/Dialog";

/**
 * While `open`, a pointerdown outside every given element, or focus moving outside them, calls
 * `onDismiss`. Shared by Popover and Menu.
 */
export function useDismiss(
  open: boolean,
  refs: RefObject<HTMLElement | null>[],
  onDismiss: () => void,
  { onFocusOut = false }: { onFocusOut?: boolean } = {},
) {
  const latest = useRef({ refs, onDismiss });
  latest.current = { refs, onDismiss };
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) =>
      target instanceof Node && !latest.current.refs.some((ref) => ref.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) latest.current.onDismiss();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) latest.current.onDismiss();
    };
    document.addEventListener("pointerdown", onPointerDown);
    if (onFocusOut) document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open, onFocusOut]);
}

export const popoverPanelVariants = cva(
  "absolute z-(--z-overlay) mt-2 min-w-48 max-w-[calc(100vw-2rem)] rounded-xl border border-border bg-surface p-4 text-fg shadow-lg",
  {
    variants: {
      align: { start: "left-0", end: "right-0" },
    },
    defaultVariants: { align: "start" },
  },
);

type PopoverContextValue = {
  open: boolean;
  setOpen: (open: boolean) => void;
  contentId: string;
  triggerRef: RefObject<HTMLElement | null>;
  contentRef: RefObject<HTMLDivElement | null>;
};

const PopoverContext = createContext<PopoverContextValue | null>(null);

function usePopoverContext(part: string) {
  const context = useContext(PopoverContext);
  if (!context) throw new Error(`<${part}> must be used inside <Popover.Root>.`);
  return context;
}

export type PopoverRootProps = Omit<ComponentProps<"div">, "children"> & {
  children?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** Wraps the trigger and panel (the panel is positioned below the trigger). */
export function PopoverRoot({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  className,
  children,
  onKeyDown,
  ...props
}: PopoverRootProps) {
  const [open, setOpen] = useControllableOpen(openProp, defaultOpen, onOpenChange);
  const triggerRef = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const contentId = `${useId()}-popover`;
  useDismiss(open, [triggerRef, contentRef], () => setOpen(false));
  return (
    <PopoverContext.Provider value={{ open, setOpen, contentId, triggerRef, contentRef }}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: catches Escape bubbling from the trigger and panel */}
      <div
        data-slot="popover"
        data-state={open ? "open" : "closed"}
        className={cn("relative inline-block", className)}
        // Escape on the trigger or inside the panel closes it and returns focus to the trigger.
        onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
          onKeyDown?.(event);
          if (open && event.key === "Escape" && !event.defaultPrevented) {
            event.preventDefault();
            setOpen(false);
            triggerRef.current?.focus();
          }
        }}
        {...props}
      >
        {children}
      </div>
    </PopoverContext.Provider>
  );
}

export type PopoverTriggerProps = ButtonProps;

/** A disclosure button (aria-expanded, aria-controls) that toggles the panel. */
export function PopoverTrigger({
  asChild,
  onClick,
  ref,
  variant,
  size,
  loading,
  ...props
}: PopoverTriggerProps) {
  const { open, setOpen, contentId, triggerRef } = usePopoverContext("Popover.Trigger");
  const shared = {
    "aria-expanded": open,
    "aria-controls": contentId,
    "data-state": open ? "open" : "closed",
    ref: composeRefs(ref as React.Ref<HTMLElement>, triggerRef),
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      onClick?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      setOpen(!open);
    },
  };
  if (asChild) return <Slot {...(props as ComponentProps<"a">)} {...shared} data-slot="popover-trigger" />;
  return (
    <Button
      variant={variant ?? "outline"}
      size={size}
      loading={loading}
      {...props}
      {...shared}
      data-slot="popover-trigger"
    />
  );
}

export type PopoverContentProps = ComponentProps<"div"> & VariantProps<typeof popoverPanelVariants>;

/**
 * The panel. Always in the DOM (so aria-controls always points somewhere) and `hidden` while closed.
 */
export function PopoverContent({ className, align, ref, ...props }: PopoverContentProps) {
  const { open, contentId, contentRef } = usePopoverContext("Popover.Content");
  return (
    <div
      ref={composeRefs(ref, contentRef)}
      id={contentId}
      hidden={!open}
      data-slot="popover-content"
      data-state={open ? "open" : "closed"}
      className={cn(popoverPanelVariants({ align }), className)}
      {...props}
    />
  );
}

/**
 * An anchored panel (disclosure pattern): `<Popover.Root><Popover.Trigger/><Popover.Content/></Popover.Root>`.
 * Escape and a click outside close it; Escape returns focus to the trigger.
 */
export const Popover = {
  Root: PopoverRoot,
  Trigger: PopoverTrigger,
  Content: PopoverContent,
};
