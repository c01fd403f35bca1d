import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, MouseEvent } from "react";
import { cn } from "../../lib/cn";
import { Slot, Slottable } from "../../lib/slot";

export const buttonVariants = cva(
  // `btn` (styles.css, components layer) is the shape every button shares: 330 characters of
  // utilities that a page of booking cards repeated on each of its ~60 buttons (ADR 029). Utilities
  // from the variants, sizes or className still win over it, as they did through mergeClasses.
  // leading-tight stays a utility: a size's text-* class must still replace it (mergeClasses).
  "btn leading-tight",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-fg hover:bg-primary-hover",
        secondary: "bg-secondary text-secondary-fg hover:bg-secondary-hover",
        outline: "border border-border-strong bg-transparent text-fg hover:bg-fg/8",
        ghost: "bg-transparent text-fg hover:bg-fg/8",
        destructive: "bg-destructive text-destructive-fg hover:bg-destructive-hover",
        link: "min-h-0 rounded-sm px-0 text-link underline underline-offset-4 hover:decoration-2",
      },
      size: {
        sm: "min-h-9 px-3 py-1.5 text-sm",
        md: "min-h-tap px-4 py-2 text-base",
        lg: "min-h-12 px-6 py-3 text-base",
        icon: "size-tap p-0",
      },
    },
    compoundVariants: [{ variant: "link", className: "min-h-0 px-0 py-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonVariant = VariantProps<typeof buttonVariants>["variant"];
type ButtonSize = VariantProps<typeof buttonVariants>["size"];

/**
 * Every variant and size's classes, worked out once on the server, where each request renders dozens
 * of buttons (the browser renders them once; its bundle does without the table, ADR 030). Keyed by the
 * props as given (undefined and null are not the same to cva), so it answers what the browser's
 * `buttonVariants` call answers.
 */
const BUTTON_CLASSES = new Map<string, string>();
function buttonClasses(variant: ButtonVariant, size: ButtonSize): string {
  const key = `${variant} ${size}`;
  let classes = BUTTON_CLASSES.get(key);
  if (classes === undefined) {
    classes = buttonVariants({ variant, size });
    BUTTON_CLASSES.set(key, classes);
  }
  return classes;
}

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element (e.g. a router `<Link>`) with the button's styles and props. */
    asChild?: boolean;
    /** Shows a spinner, sets aria-busy and disables the button. */
    loading?: boolean;
  };

function Spinner() {
  return (
    <svg
      data-slot="button-spinner"
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className="animate-spin"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A button, or with `asChild` a link styled as one. A disabled or loading link cannot be disabled
 * natively, so it gets aria-disabled, leaves the tab order and ignores clicks.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  type,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const inactive = Boolean(disabled || loading);
  const shared = {
    "data-slot": "button",
    "data-variant": variant ?? "primary",
    "data-size": size ?? "md",
    "aria-busy": loading || undefined,
    className: cn(
      import.meta.env.SSR ? buttonClasses(variant, size) : buttonVariants({ variant, size }),
      className,
    ),
  };

  if (asChild) {
    return (
      <Slot
        {...shared}
        {...props}
        aria-disabled={inactive || undefined}
        tabIndex={inactive ? -1 : props.tabIndex}
        onClick={(event: MouseEvent<HTMLElement>) => {
          if (inactive) {
            event.preventDefault();
            return;
          }
          onClick?.(event as MouseEvent<HTMLButtonElement>);
        }}
      >
        {loading ? <Spinner /> : null}
        <Slottable>{children}</Slottable>
      </Slot>
    );
  }

  return (
    <button {...shared} {...props} type={type ?? "button"} disabled={inactive} onClick={onClick}>
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
