import { cva, type VariantProps } from "class-variance-authority";
import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { XIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { composeRefs, Slot } from "../../lib/slot";
import { Button, type ButtonProps } from "../Button/Button";

type DialogContextValue = {
  open: boolean;
  setOpen: (open: boolean) => void;
  contentId: string;
  titleId: string;
  descriptionId: string;
  hasDescription: boolean;
  setHasDescription: (has: boolean) => void;
  triggerRef: RefObject<HTMLElement | null>;
};

const DialogContext = createContext<DialogContextValue | null>(null);

function useDialogContext(part: string): DialogContextValue {
  const context = useContext(DialogContext);
  if (!context) throw new Error(`<${part}> must be used inside <Dialog.Root>.`);
  return context;
}

/** Controlled (`open` + `onOpenChange`) or uncontrolled (`defaultOpen`) open state. */
export function useControllableOpen(
  open: boolean | undefined,
  defaultOpen: boolean,
  onOpenChange: ((open: boolean) => void) | undefined,
): [boolean, (open: boolean) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const controlled = open !== undefined;
  const value = controlled ? open : uncontrolled;
  const setValue = useCallback(
    (next: boolean) => {
      if (!controlled) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  return [value, setValue];
}

export type DialogRootProps = {
  children?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** Holds the open state and the ids that wire the content to its title and description. */
export function DialogRoot({ children, open: openProp, defaultOpen = false, onOpenChange }: DialogRootProps) {
  const [open, setOpen] = useControllableOpen(openProp, defaultOpen, onOpenChange);
  const [hasDescription, setHasDescription] = useState(false);
  const triggerRef = useRef<HTMLElement | null>(null);
  const id = useId();
  return (
    <DialogContext.Provider
      value={{
        open,
        setOpen,
        contentId: `${id}-content`,
        titleId: `${id}-title`,
        descriptionId: `${id}-description`,
        hasDescription,
        setHasDescription,
        triggerRef,
      }}
    >
      {children}
    </DialogContext.Provider>
  );
}

export type DialogTriggerProps = ButtonProps;

/** Opens the dialog. A Button by default; `asChild` renders the child (e.g. a link) instead. */
export function DialogTrigger({
  asChild,
  onClick,
  ref,
  variant,
  size,
  loading,
  ...props
}: DialogTriggerProps) {
  const { open, setOpen, contentId, triggerRef } = useDialogContext("Dialog.Trigger");
  const shared = {
    "aria-haspopup": "dialog" as const,
    "aria-expanded": open,
    "aria-controls": open ? contentId : undefined,
    "data-state": open ? "open" : "closed",
    ref: composeRefs(ref as React.Ref<HTMLElement>, triggerRef),
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      onClick?.(event);
      if (event.defaultPrevented) return;
      // A link trigger (progressive enhancement: it works without JS) opens in place when JS runs.
      event.preventDefault();
      setOpen(true);
    },
  };
  if (asChild) return <Slot {...(props as ComponentProps<"a">)} {...shared} data-slot="dialog-trigger" />;
  return (
    <Button
      variant={variant}
      size={size}
      loading={loading}
      {...props}
      {...shared}
      data-slot="dialog-trigger"
    />
  );
}

/** Body scroll lock shared by nested dialogs: the first lock saves the overflow, the last restores it. */
let scrollLocks = 0;
let savedOverflow = "";
function lockScroll() {
  if (scrollLocks === 0) {
    savedOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.documentElement.style.overflow = savedOverflow;
  };
}

export const dialogContentVariants = cva(
  ["fixed m-auto max-h-[calc(100dvh-2rem)] border open:animate-toast-in"],
  {
    variants: {
      size: {
        sm: "w-[calc(100%-2rem)] max-w-sm rounded-2xl",
        md: "w-[calc(100%-2rem)] max-w-lg rounded-2xl",
        lg: "w-[calc(100%-2rem)] max-w-3xl rounded-2xl",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type DialogSurfaceProps = Omit<ComponentProps<"dialog">, "open"> & {
  /** Adds an X button labelled "Close" in the top-right corner (default true). */
  showCloseButton?: boolean;
  /** Classes for the scrolling inner panel (padding, gap). */
  bodyClassName?: string;
};

/**
 * The native `<dialog>`, shown with showModal() while open: the platform traps focus, makes the page
 * inert, puts it in the top layer and fires `cancel` on Escape. Rendered only while open (so nothing
 * touches `document` during render and a reopened dialog starts fresh). Closing returns focus to the
 * trigger (or whatever had focus before), a click on the backdrop closes, and the page does not scroll.
 * Used by Dialog.Content and Sheet.Content.
 */
export function DialogSurface(props: DialogSurfaceProps) {
  const { open } = useDialogContext("Dialog.Content");
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  className,
  bodyClassName,
  children,
  showCloseButton = true,
  ref,
  onCancel,
  onClose,
  onKeyDown,
  onPointerDown,
  onClick,
  ...props
}: DialogSurfaceProps) {
  const { setOpen, contentId, titleId, descriptionId, hasDescription, triggerRef } =
    useDialogContext("Dialog.Content");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const closing = useRef(false);

  // After unmount starts, a late native `close` event must not report a second close.
  const requestClose = () => {
    if (!closing.current) setOpen(false);
  };

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    closing.current = false;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const unlock = lockScroll();
    return () => {
      closing.current = true;
      unlock();
      if (dialog.open) dialog.close();
      const target = triggerRef.current?.isConnected ? triggerRef.current : previouslyFocused;
      if (target?.isConnected) target.focus();
    };
  }, [triggerRef]);

  return (
    // Escape is handled here as well as by `cancel`: one code path in every browser (and in jsdom).
    // The click handler only catches clicks on the backdrop.
    <dialog
      ref={composeRefs(ref, dialogRef)}
      id={contentId}
      aria-labelledby={titleId}
      aria-describedby={hasDescription ? descriptionId : undefined}
      data-slot="dialog-content"
      data-state="open"
      // Hidden until showModal() opens it: a page rendered with the dialog open (a URL that asks for
      // it) shows nothing of it before hydration, and without JavaScript the page's own step stands alone.
      className={cn(
        "hidden flex-col overflow-hidden border-border bg-surface p-0 text-fg shadow-lg open:flex backdrop:bg-inverse/60",
        className,
      )}
      onCancel={(event) => {
        onCancel?.(event);
        event.preventDefault();
        requestClose();
      }}
      onClose={(event) => {
        onClose?.(event);
        // `close` is queued: ignore one that arrives after the dialog was shown again (StrictMode remount).
        if (!event.currentTarget.open) requestClose();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === "Escape" && !event.defaultPrevented) {
          event.preventDefault();
          requestClose();
        }
      }}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        onClick?.(event);
        // The panel fills the dialog, so a click whose target is the dialog itself is on the backdrop.
        if (event.target === event.currentTarget && pressedOnBackdrop.current) requestClose();
        pressedOnBackdrop.current = false;
      }}
      {...props}
    >
      <div
        data-slot="dialog-body"
        className={cn("relative flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-6", bodyClassName)}
      >
        {/* First in the DOM (so it is what showModal focuses), last on screen: top-right corner. */}
        {showCloseButton ? (
          <button
            type="button"
            aria-label="Close"
            data-slot="dialog-close-x"
            onClick={requestClose}
            className="absolute top-3 right-3 z-10 flex size-tap items-center justify-center rounded-md bg-surface/90 text-fg-muted transition-colors duration-(--duration-fast) hover:bg-fg/8 hover:text-fg [&_svg]:size-5"
          >
            <XIcon aria-hidden="true" />
          </button>
        ) : null}
        {children}
      </div>
    </dialog>
  );
}

export type DialogContentProps = DialogSurfaceProps & VariantProps<typeof dialogContentVariants>;

/** The centred modal panel. Put a Dialog.Title in it (and ideally a Dialog.Description). */
export function DialogContent({ size, className, ...props }: DialogContentProps) {
  return (
    <DialogSurface
      data-size={size ?? "md"}
      className={cn(dialogContentVariants({ size }), className)}
      {...props}
    />
  );
}

export type DialogTitleProps = ComponentProps<"h2">;

/** The dialog's heading; names the dialog (aria-labelledby). */
export function DialogTitle({ className, ...props }: DialogTitleProps) {
  const { titleId } = useDialogContext("Dialog.Title");
  return (
    <h2
      id={titleId}
      data-slot="dialog-title"
      className={cn("pr-10 font-display text-xl font-bold leading-tight text-fg", className)}
      {...props}
    />
  );
}

export type DialogDescriptionProps = ComponentProps<"p">;

/** Describes the dialog (aria-describedby). */
export function DialogDescription({ className, ...props }: DialogDescriptionProps) {
  const { descriptionId, setHasDescription } = useDialogContext("Dialog.Description");
  useLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p
      id={descriptionId}
      data-slot="dialog-description"
      className={cn("text-sm text-fg-muted", className)}
      {...props}
    />
  );
}

export type DialogCloseProps = ButtonProps;

/** Closes the dialog. An outline Button by default; `asChild` renders the child instead. */
export function DialogClose({
  asChild,
  onClick,
  children = "Close",
  variant = "outline",
  size,
  loading,
  ...props
}: DialogCloseProps) {
  const { setOpen } = useDialogContext("Dialog.Close");
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) setOpen(false);
  };
  if (asChild) {
    return (
      <Slot {...(props as ComponentProps<"a">)} data-slot="dialog-close" onClick={handleClick}>
        {children}
      </Slot>
    );
  }
  return (
    <Button
      variant={variant}
      size={size}
      loading={loading}
      {...props}
      data-slot="dialog-close"
      onClick={handleClick}
    >
      {children}
    </Button>
  );
}

export type DialogFooterProps = ComponentProps<"div">;

/** Action row: stacked full-width on phones, right-aligned in a row from `sm`. */
export function DialogFooter({ className, ...props }: DialogFooterProps) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export type DialogHeaderProps = ComponentProps<"div">;

/** Groups the title and description. */
export function DialogHeader({ className, ...props }: DialogHeaderProps) {
  return <div data-slot="dialog-header" className={cn("flex flex-col gap-1.5", className)} {...props} />;
}

/**
 * A modal dialog on the native `<dialog>` element:
 * `<Dialog.Root><Dialog.Trigger>…</Dialog.Trigger><Dialog.Content><Dialog.Title/>…</Dialog.Content></Dialog.Root>`.
 */
export const Dialog = {
  Root: DialogRoot,
  Trigger: DialogTrigger,
  Content: DialogContent,
  Header: DialogHeader,
  Title: DialogTitle,
  Description: DialogDescription,
  Close: DialogClose,
  Footer: DialogFooter,
};
