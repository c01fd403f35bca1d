import type { BadgeVariant } from "@gymroam/design-system";
import type { ApplicationStatus } from "~/domain/catalog";

/** Application status colours (the badge text always names the status), for lists and review pages. */
export const APPLICATION_STATUS_BADGE: Record<ApplicationStatus, BadgeVariant> = {
  pending: "pending",
  approved: "confirmed",
  rejected: "cancelled",
};
