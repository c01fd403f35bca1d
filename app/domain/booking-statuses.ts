/** Booking statuses (re-exported by domain/catalog.ts, where they used to live). */

export const BOOKING_STATUSES = ["pending", "confirmed", "completed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** My Bookings' status filter choices, "all" first (spec: all, pending, confirmed, completed, cancelled). */
export const BOOKING_STATUS_FILTERS = ["all", ...BOOKING_STATUSES] as const;
export type BookingStatusFilter = (typeof BOOKING_STATUS_FILTERS)[number];
