import * as v from "valibot";
import { plainText, positiveId, wholeNumber } from "./common";

export const REVIEW_REQUIRED = {
  title: "Review required",
  description: "Please write a review before submitting",
} as const;
/** Why a visitor may not review a gym (the page's note and the refusal's message). */
export const REVIEW_REASONS = {
  noBooking: "Only athletes who have completed a booking at this gym can leave a review.",
  notCompleted: "You can review this gym once your visit is completed.",
  alreadyReviewed: "Thank you: you have already reviewed your visits to this gym.",
} as const;

export const REVIEW_SUBMITTED = {
  title: "Review submitted!",
  description: "Thank you for your feedback.",
} as const;

/** A review: rating 1-5 (default 5) and a non-blank comment, for one completed booking. */
export const ReviewSchema = v.object({
  bookingId: positiveId("bookingId must be a positive whole number"),
  gymId: positiveId("gymId must be a positive whole number"),
  rating: wholeNumber("Rating must be 1 to 5", { min: 1, max: 5, fallback: 5 }),
  comment: v.pipe(
    v.optional(v.string(REVIEW_REQUIRED.description), ""),
    v.trim(),
    v.nonEmpty(REVIEW_REQUIRED.description),
    v.maxLength(2000, "A review must be at most 2000 characters"),
    plainText({ label: "Review", multiline: true }),
  ),
});
export type ReviewInput = v.InferOutput<typeof ReviewSchema>;
