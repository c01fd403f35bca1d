import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { AlertCircleIcon, InfoIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";

export const alertVariants = cva(
  "flex items-start gap-2 rounded-md border p-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0",
  {
    variants: {
      variant: {
        info: "border-border bg-surface-muted text-fg",
        warning: "border-pending-fg/40 bg-pending text-pending-fg",
        danger: "border-cancelled-fg/40 bg-cancelled text-cancelled-fg",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

export type AlertVariant = NonNullable<VariantProps<typeof alertVariants>["variant"]>;

export type AlertProps = Omit<ComponentProps<"div">, "title"> &
  VariantProps<typeof alertVariants> & {
    /** A short bold lead-in ("Too many attempts"). */
    title?: ReactNode;
  };

/**
 * A message inside the page: information, a warning, or a problem that stops the visitor (a refused
 * form, a payment that cannot be taken). `danger` is announced at once (role="alert"); the others are
 * polite (role="status"). Colour is never the only cue: the icon and the words say what it is.
 */
export function Alert({ variant, title, className, children, role, ...props }: AlertProps) {
  const danger = variant === "danger";
  const Icon = variant === "info" || variant == null ? InfoIcon : AlertCircleIcon;
  return (
    <div
      data-slot="alert"
      data-variant={variant ?? "info"}
      role={role ?? (danger ? "alert" : "status")}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      <Icon aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-0.5 [overflow-wrap:anywhere]">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
