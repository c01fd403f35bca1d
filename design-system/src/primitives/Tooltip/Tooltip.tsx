import { cva, type VariantProps } from "class-variance-authority";
import {
  type ComponentProps,
  createContext,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { cn } from "../../lib/cn";
import { Slot } from "../../lib/slot";

/** Spec: tooltips open 700 ms after the pointer arrives; within 300 ms of one closing, the next opens at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

type TooltipTiming = {
  delayDuration: number;
  skipDelayDuration: number;
  /** Shared by the tooltips under one provider: when one last closed, and how many are open. */
  shared: { lastClosedAt: number; openCount: number };
};

/** Tooltips outside any provider share this (the spec's timings). */
const defaultTiming: TooltipTiming = {
  delayDuration: TOOLTIP_DELAY_MS,
  skipDelayDuration: TOOLTIP_SKIP_DELAY_MS,
  shared: { lastClosedAt: Number.NEGATIVE_INFINITY, openCount: 0 },
};

const TooltipContext = createContext<TooltipTiming>(defaultTiming);

export type TooltipProviderProps = {
  children?: ReactNode;
  /** Hover delay before a tooltip opens (spec: 700 ms). Focus opens at once. */
  delayDuration?: number;
  /** After a tooltip closes, another opens without delay for this long (spec: 300 ms). */
  skipDelayDuration?: number;
};

/** Shares the open delay and skip-delay window between the tooltips inside it. */
export function TooltipProvider({
  children,
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
}: TooltipProviderProps) {
  const shared = useRef({ lastClosedAt: Number.NEGATIVE_INFINITY, openCount: 0 }).current;
  return (
    <TooltipContext.Provider value={{ delayDuration, skipDelayDuration, shared }}>
      {children}
    </TooltipContext.Provider>
  );
}

export const tooltipVariants = cva(
  [
    "pointer-events-auto absolute left-1/2 z-(--z-overlay) w-max max-w-xs -translate-x-1/2 rounded-md bg-inverse px-2.5 py-1.5",
    "text-xs leading-4 font-medium text-inverse-fg shadow-md",
    // An invisible bridge over the gap, so the pointer can move onto the tooltip (WCAG 1.4.13 hoverable).
    "before:absolute before:inset-x-0 before:h-2",
  ],
  {
    variants: {
      side: {
        top: "bottom-full mb-2 before:top-full",
        bottom: "top-full mt-2 before:bottom-full",
      },
    },
    defaultVariants: { side: "top" },
  },
);

export type TooltipProps = Omit<ComponentProps<"span">, "content" | "children"> &
  VariantProps<typeof tooltipVariants> & {
    /** The tooltip text: a short description of the trigger. */
    content: ReactNode;
    /** The trigger: one focusable element (a button or link). It gets aria-describedby. */
    children: ReactElement;
    /** Starts open (for stories and screenshots). */
    defaultOpen?: boolean;
    onOpenChange?: (open: boolean) => void;
    /** Classes for the wrapper around the trigger. */
    wrapperClassName?: string;
  };

/**
 * A tooltip (WAI-ARIA tooltip pattern): opens after the provider's delay when the pointer rests on
 * the trigger, at once when the trigger gets keyboard focus, or at once when another tooltip closed
 * moments ago (skip delay). Closes on Escape, blur, pointer leave or press. The `role="tooltip"`
 * element is always in the DOM (hidden while closed) so the trigger's aria-describedby always resolves.
 * Never put essential or interactive content in it.
 */
export function Tooltip({
  content,
  children,
  side,
  defaultOpen = false,
  onOpenChange,
  className,
  wrapperClassName,
  id: idProp,
  ...props
}: TooltipProps) {
  const { delayDuration, skipDelayDuration, shared } = useContext(TooltipContext);
  const [open, setOpenState] = useState(defaultOpen);
  const openRef = useRef(defaultOpen);
  const timer = useRef<number | undefined>(undefined);
  const pressed = useRef(false);
  const triggerWrap = useRef<HTMLSpanElement>(null);
  const generatedId = useId();
  const id = idProp ?? `${generatedId}-tooltip`;

  const setOpen = useCallback(
    (next: boolean) => {
      window.clearTimeout(timer.current);
      if (next === openRef.current) return;
      openRef.current = next;
      if (next) shared.openCount += 1;
      else {
        shared.openCount = Math.max(0, shared.openCount - 1);
        shared.lastClosedAt = Date.now();
      }
      setOpenState(next);
      onOpenChange?.(next);
    },
    [shared, onOpenChange],
  );

  // Escape anywhere dismisses an open tooltip (WCAG 1.4.13), before an enclosing dialog sees it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
      }
    };
    document.addEventListener("keydown", onKeyDown, true);
    return () => document.removeEventListener("keydown", onKeyDown, true);
  }, [open, setOpen]);

  // Unmounting an open tooltip still counts as closing it.
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      if (openRef.current) {
        shared.openCount = Math.max(0, shared.openCount - 1);
        shared.lastClosedAt = Date.now();
      }
    },
    [shared],
  );

  const openAfterDelay = () => {
    window.clearTimeout(timer.current);
    const skip = shared.openCount > 0 || Date.now() - shared.lastClosedAt < skipDelayDuration;
    if (skip || delayDuration <= 0) setOpen(true);
    else timer.current = window.setTimeout(() => setOpen(true), delayDuration);
  };

  return (
    <span
      ref={triggerWrap}
      data-slot="tooltip-wrapper"
      data-state={open ? "open" : "closed"}
      className={cn("relative inline-flex", wrapperClassName)}
      onPointerEnter={(event) => {
        if (event.pointerType !== "touch") openAfterDelay();
      }}
      onPointerLeave={() => {
        const focused = triggerWrap.current?.contains(document.activeElement);
        if (!focused || pressed.current) setOpen(false);
        else window.clearTimeout(timer.current);
      }}
    >
      <Slot
        aria-describedby={id}
        onFocus={() => {
          if (!pressed.current) setOpen(true);
        }}
        onBlur={() => {
          pressed.current = false;
          setOpen(false);
        }}
        onPointerDown={() => {
          pressed.current = true;
          setOpen(false);
        }}
      >
        {children}
      </Slot>
      <span
        id={id}
        role="tooltip"
        hidden={!open}
        data-slot="tooltip"
        data-side={side ?? "top"}
        className={cn(tooltipVariants({ side }), className)}
        {...props}
      >
        {content}
      </span>
    </span>
  );
}
