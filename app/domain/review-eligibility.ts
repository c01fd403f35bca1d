/**
 * Whether a visitor may review a gym: one pure rule over their bookings there, used
 * by the gym page's loader (app/models/review.server.ts) and by GET /api/me for the shared gym page,
 * so both always agree.
 */
import type { REVIEW_REASONS } from "./schemas/review";
import { wasVisited } from "./visits";

/** One of the visitor's bookings at the gym, as the rule needs it. */
export interface ReviewableBooking {
  id: number;
  status: string;
  noShowAt: number | null;
  /** A review already follows this booking. */
  reviewed: boolean;
}

export type ReviewReason = keyof typeof REVIEW_REASONS;

export type ReviewState =
  | { canReview: true; bookingIds: number[] }
  | { canReview: false; reason: ReviewReason };

/** A booking a review may follow: completed, and visited (not marked a no-show by the gym). */
function reviewable(booking: Omit<ReviewableBooking, "id">): boolean {
  return (
    booking.status === "completed" &&
    wasVisited({ status: "completed", checkedInAt: null, noShowAt: booking.noShowAt })
  );
}

/** Whether this one booking may be reviewed now (My Bookings' "Write a review"). */
export function mayReview(booking: Omit<ReviewableBooking, "id">): boolean {
  return reviewable(booking) && !booking.reviewed;
}

/**
 * The visitor's bookings at the gym, earliest first: the open ones (completed, visited, not reviewed)
 * may be reviewed; else why not.
 */
export function reviewStateOf(bookings: readonly ReviewableBooking[]): ReviewState {
  const open = bookings.filter((b) => reviewable(b) && !b.reviewed).map((b) => b.id);
  if (open.length > 0) return { canReview: true, bookingIds: open };
  if (bookings.some(reviewable)) return { canReview: false, reason: "alreadyReviewed" };
  if (bookings.some((b) => (b.status === "pending" || b.status === "confirmed") && b.noShowAt === null))
    return { canReview: false, reason: "notCompleted" };
  return { canReview: false, reason: "noBooking" };
}

/**
 * The rule at each gym the visitor booked (bookings earliest first), leaving out the gyms where it
 * says what an anonymous visitor sees ("noBooking").
 */
export function reviewStatesByGym(
  bookings: readonly (ReviewableBooking & { gymId: number })[],
): Map<number, ReviewState> {
  const byGym = new Map<number, ReviewableBooking[]>();
  for (const booking of bookings) byGym.set(booking.gymId, [...(byGym.get(booking.gymId) ?? []), booking]);
  const states = new Map<number, ReviewState>();
  for (const [gymId, theirs] of byGym) {
    const state = reviewStateOf(theirs);
    if (state.canReview || state.reason !== "noBooking") states.set(gymId, state);
  }
  return states;
}
