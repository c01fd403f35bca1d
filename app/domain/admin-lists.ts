import type { BookingStatus, InquiryStatus } from "./catalog";

/*
 * The admin list tabs' constants that pages render. Not in the schema module
 * (domain/schemas/admin-lists.ts, which re-exports them), so the pages do not load valibot for them.
 */

export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_SEARCH_MAX = 100;

/**
 * Team inquiries move forward only: pending → contacted → closed (a pending one may be closed
 * directly). Anything else is refused, so a stale tab cannot reopen a closed inquiry.
 */
export const INQUIRY_NEXT: Record<InquiryStatus, readonly InquiryStatus[]> = {
  pending: ["contacted", "closed"],
  contacted: ["closed"],
  closed: [],
};

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  pending: "Pending",
  contacted: "Contacted",
  closed: "Closed",
};

export const BOOKING_STATUS_FILTER_LABELS: Record<"all" | BookingStatus, string> = {
  all: "All statuses",
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};
