import * as v from "valibot";
import { positiveId } from "./common";

export const REVIEW_REQUIRED = {
  title: "Review required",
  description: "Please write a review before submitting",
} as const;
export const REVIEW_SUBMITTED = {
  title: "Review submitted!",
  description: "Thank you for your feedback.",
} as const;

/** A review: rating 1-5 (default 5) and a non-blank comment, for one completed booking. */
export const ReviewSchema = v.object({
  bookingId: positiveId("bookingId must be a positive whole number"),
  gymId: positiveId("gymId must be a positive whole number"),
  rating: v.optional(
    v.pipe(
      v.union(
        [v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d$/), v.transform(Number))],
        "Rating must be 1 to 5",
      ),
      v.integer("Rating must be 1 to 5"),
      v.minValue(1, "Rating must be 1 to 5"),
      v.maxValue(5, "Rating must be 1 to 5"),
    ),
    5,
  ),
  comment: v.pipe(
    v.optional(v.string(REVIEW_REQUIRED.description), ""),
    v.trim(),
    v.nonEmpty(REVIEW_REQUIRED.description),
    v.maxLength(2000, "A review must be at most 2000 characters"),
  ),
});
export type ReviewInput = v.InferOutput<typeof ReviewSchema>;
