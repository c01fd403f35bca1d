import * as v from "valibot";
import { plainText, positiveId, wholeNumber } from "./common";
import { REVIEW_REQUIRED } from "./review-messages";

// The messages live apart from the schema, so the gym page's first load shows them without
// valibot; re-exported for the server code that imports them from here.
export { REVIEW_REASONS, REVIEW_REQUIRED, REVIEW_SUBMITTED } from "./review-messages";

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
