import { cva } from "class-variance-authority";
import {
  type ComponentProps,
  createContext,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { XIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { Button } from "../Button/Button";

/** Spec: one toast at a time, shown 5000 ms, swipe right 50 px to dismiss, F8 focuses the region. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = "default" | "destructive";

export type ToastOptions = {
  title: ReactNode;
  description?: ReactNode;
  /** "destructive" for failures: red, and announced assertively (role="alert"). */
  variant?: ToastVariant;
  /** One optional action button; clicking it also dismisses the toast. */
  action?: { label: string; onClick: () => void };
  /** Display time in ms (default: the provider's, 5000). `Infinity` keeps it until dismissed. */
  duration?: number;
};

export type ToastRecord = ToastOptions & { id: string; duration: number };

export type ToastApi = {
  /** Shows a toast, replacing the current one; returns its id. */
  toast: (options: ToastOptions) => string;
  /** Dismisses the toast with this id, or whichever is showing when no id is given. */
  dismiss: (id?: string) => void;
};

/**
 * The toast on show. It lives in a small store that only `<Toaster>` subscribes to, not in a context
 * around the page: a context value that changes is an update to everything below the provider.
 */
interface ToastStore {
  get: () => ToastRecord | null;
  set: (next: (shown: ToastRecord | null) => ToastRecord | null) => void;
  subscribe: (listener: () => void) => () => void;
}

function createToastStore(): ToastStore {
  let shown: ToastRecord | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => shown,
    set: (next) => {
      const value = next(shown);
      if (value === shown) return;
      shown = value;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const ToastApiContext = createContext<ToastApi | null>(null);
const ToastStoreContext = createContext<ToastStore | null>(null);

export type ToastProviderProps = { children?: ReactNode; duration?: number };

/** Holds the current toast. Render `<Toaster />` somewhere inside it. */
export function ToastProvider({ children, duration = TOAST_DURATION_MS }: ToastProviderProps) {
  const [store] = useState(createToastStore);
  const counter = useRef(0);

  const toast = useCallback(
    (options: ToastOptions) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      store.set(() => ({ ...options, id, duration: options.duration ?? duration }));
      return id;
    },
    [store, duration],
  );
  const dismiss = useCallback(
    (id?: string) => {
      store.set((shown) => (shown && (id === undefined || shown.id === id) ? null : shown));
    },
    [store],
  );
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastApiContext.Provider value={api}>
      <ToastStoreContext.Provider value={store}>{children}</ToastStoreContext.Provider>
    </ToastApiContext.Provider>
  );
}

/** `{ toast, dismiss }`, stable across renders. Must be used inside `<ToastProvider>`. */
export function useToast(): ToastApi {
  const api = useContext(ToastApiContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>.");
  return api;
}

const noToast = () => null;
const noSubscription = () => () => {};

export type ToasterProps = Omit<ComponentProps<"section">, "children"> & {
  /** Key that moves focus to the notifications region (spec: F8). */
  hotkey?: string;
};

/**
 * The notifications viewport: a `<section aria-label="Notifications (F8)">` region, fixed at the top
 * under the header (right-aligned from `sm`). At the bottom of a phone it covered what a form puts
 * there (a card field, a confirm button); at the bottom right of a wide screen, a summary's total.
 * A default toast sits in a polite status region, a destructive one in an alert region; both regions
 * are always present so screen readers pick up what is inserted.
 */
export function Toaster({ hotkey = "F8", className, ...props }: ToasterProps) {
  const store = useContext(ToastStoreContext);
  const current = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.get ?? noToast, noToast);
  const { dismiss } = useToast();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === hotkey || event.code === hotkey) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [hotkey]);

  const destructive = current?.variant === "destructive";
  const item = current ? <ToastItem key={current.id} toast={current} onDismiss={dismiss} /> : null;

  return (
    <section
      ref={regionRef}
      aria-label={`Notifications (${hotkey})`}
      tabIndex={-1}
      data-slot="toaster"
      className={cn(
        "pointer-events-none fixed inset-x-0 z-(--z-toast) flex flex-col items-center rounded-lg px-gutter sm:items-end sm:px-6",
        "top-[calc(var(--spacing-header)+env(safe-area-inset-top)+0.75rem)]",
        className,
      )}
      {...props}
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="w-full max-w-sm">
        {destructive ? null : item}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="w-full max-w-sm">
        {destructive ? item : null}
      </div>
    </section>
  );
}

const toastVariants = cva(
  [
    "pointer-events-auto flex w-full touch-pan-y items-start gap-3 rounded-xl border p-4 shadow-lg select-none",
    "animate-toast-in transition-[transform,opacity] duration-(--duration-fast)",
  ],
  {
    variants: {
      variant: {
        default: "border-border bg-surface text-fg",
        destructive:
          "border-transparent bg-destructive text-destructive-fg [--ds-fg-muted:var(--ds-destructive-fg)] [--ds-fg:var(--ds-destructive-fg)] [--ds-border-strong:var(--ds-destructive-fg)] [--ds-focus:var(--ds-destructive-fg)]",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

function ToastItem({ toast, onDismiss }: { toast: ToastRecord; onDismiss: (id: string) => void }) {
  const { id, title, description, variant = "default", action, duration } = toast;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [offset, setOffset] = useState(0);
  const remaining = useRef(duration);
  const swipeStart = useRef<number | null>(null);
  const paused = hovered || focused;

  // Counts down only while neither hovered nor focused; resumes with the time left.
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => onDismiss(id), Math.max(0, remaining.current));
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, id, onDismiss]);

  const endSwipe = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (distance >= TOAST_SWIPE_THRESHOLD_PX) onDismiss(id);
    else setOffset(0);
  };

  return (
    // Hover pauses the timer and pointer drags swipe it away; the keyboard has the Close button.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      data-slot="toast"
      data-variant={variant}
      data-swiping={offset > 0 || undefined}
      className={toastVariants({ variant })}
      style={
        offset > 0
          ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) }
          : undefined
      }
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        swipeStart.current = event.clientX;
      }}
      onPointerMove={(event) => {
        if (swipeStart.current === null) return;
        const distance = Math.max(0, event.clientX - swipeStart.current);
        // Capture only once a swipe has begun, so plain clicks still reach the buttons inside.
        if (distance > 4 && !event.currentTarget.hasPointerCapture?.(event.pointerId)) {
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        setOffset(distance);
      }}
      onPointerUp={endSwipe}
      onPointerCancel={() => {
        swipeStart.current = null;
        setOffset(0);
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div data-slot="toast-title" className="font-semibold">
          {title}
        </div>
        {description ? (
          <div data-slot="toast-description" className="text-sm text-fg-muted">
            {description}
          </div>
        ) : null}
        {action ? (
          <div className="mt-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                action.onClick();
                onDismiss(id);
              }}
            >
              {action.label}
            </Button>
          </div>
        ) : null}
      </div>
      <button
        type="button"
        aria-label="Close"
        onClick={() => onDismiss(id)}
        className="-mt-1 -mr-1 flex size-8 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-fg/10 hover:text-fg [&_svg]:size-4"
      >
        <XIcon aria-hidden="true" />
      </button>
    </div>
  );
}
