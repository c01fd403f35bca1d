/*
 * The review form's messages, apart from the schema in ./review (re-exported there): the gym page
 * shows them on its first load without loading valibot.
 */

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
