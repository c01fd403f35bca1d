import type { ComponentProps } from "react";

/**
 * The look of each variant lives in styles.css, on [data-slot="badge"][data-variant=…] (components
 * layer, so a utility passed as className still wins): a search page shows about a hundred badges,
 * and a 200-character class list on each was an eighth of its HTML (ADR 029).
 */
export const BADGE_VARIANTS = [
  "default",
  "outline",
  "new",
  "pending",
  "confirmed",
  "completed",
  "cancelled",
] as const;

export type BadgeVariant = (typeof BADGE_VARIANTS)[number];
export type BadgeProps = ComponentProps<"span"> & { variant?: BadgeVariant | null };

/**
 * A short label. Booking statuses have their own variants (yellow pending, green confirmed, blue
 * completed, red cancelled); the text itself always names the status, colour is never the only cue.
 */
export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" data-variant={variant ?? "default"} className={className} {...props} />;
}
