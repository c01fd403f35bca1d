import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs leading-4 font-semibold whitespace-nowrap [&_svg]:size-3",
  {
    variants: {
      variant: {
        default: "border-transparent bg-secondary text-secondary-fg",
        outline: "border-border-strong bg-transparent text-fg",
        new: "border-transparent bg-primary text-primary-fg uppercase tracking-wide",
        pending: "border-pending-fg/30 bg-pending text-pending-fg",
        confirmed: "border-confirmed-fg/30 bg-confirmed text-confirmed-fg",
        completed: "border-completed-fg/30 bg-completed text-completed-fg",
        cancelled: "border-cancelled-fg/30 bg-cancelled text-cancelled-fg",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>["variant"]>;
export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

/**
 * A short label. Booking statuses have their own variants (yellow pending, green confirmed, blue
 * completed, red cancelled); the text itself always names the status, colour is never the only cue.
 */
export function Badge({ className, variant, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? "default"}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}
