/**
 * The gym page's review part: a form for a visitor whose booking may be reviewed, otherwise the reason
 * they can't review yet. The loader answers it, except on a shared page, where it comes from /api/me.
 */
import { REVIEW_REASONS } from "~/domain/schemas/review-messages";
import { useVisitor } from "~/lib/visitor";
import type { ReviewEligibility } from "~/models/review.server";

export type ReviewPart = { canReview: true; bookingId: number } | { canReview: false; reason: string };

export function reviewPartOf(eligibility: ReviewEligibility | null): ReviewPart | null {
  if (!eligibility) return null;
  return eligibility.canReview
    ? { canReview: true, bookingId: eligibility.bookingIds[0]! }
    : { canReview: false, reason: eligibility.reason };
}

/**
 * The review part to show: the loader's answer when it has one; on a shared page the visitor's from
 * /api/me, else the anonymous note.
 */
export function useReviewPart(fromLoader: ReviewPart | null, gymId: number): ReviewPart {
  const own = useVisitor()?.reviews[gymId];
  if (fromLoader) return fromLoader;
  if (own && "bookingId" in own) return { canReview: true, bookingId: own.bookingId };
  return { canReview: false, reason: REVIEW_REASONS[own?.reason ?? "noBooking"] };
}
