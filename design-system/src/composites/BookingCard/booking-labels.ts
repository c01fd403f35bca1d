/**
 * What a booking's status and type are called, and how its length and party read: shared by the
 * booking card, the booking summary and the day schedule. A module of its own so a page that shows
 * only a summary (the booking form) does not load the card (issue 19's form-ready budget).
 */
import { formatHours } from "../lib/card-format";

export type BookingStatus = "pending" | "confirmed" | "completed" | "cancelled";
/** A gym visit (day pass, hourly, a week or month pass), or a recovery amenity booked on its own. */
export type BookingType = "day_pass" | "hourly" | "amenity" | "week_pass" | "month_pass";

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const BOOKING_TYPE_LABELS: Record<BookingType, string> = {
  day_pass: "Day Pass",
  hourly: "Hourly",
  amenity: "Recovery",
  week_pass: "Week Pass",
  month_pass: "Month Pass",
};

/** "Full day" for a day pass; "2 hours" for an hourly or amenity booking; undefined when unknown. */
export function formatBookingDuration(type: BookingType | null | undefined, hours?: number | null) {
  if (type === "day_pass") return "Full day";
  if (type === "week_pass") return "7 days";
  if (type === "month_pass") return "30 days";
  if ((type === "hourly" || type === "amenity") && hours != null && hours > 0) return formatHours(hours);
  return undefined;
}

/** "1 athlete", "3 athletes". */
export function formatAthletes(count: number) {
  return `${count} ${count === 1 ? "athlete" : "athletes"}`;
}
