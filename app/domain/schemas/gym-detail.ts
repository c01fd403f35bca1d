import * as v from "valibot";
import { ContactGymOwnerSchema } from "./athlete-interest";
import { ReviewSchema } from "./review";

/*
 * The forms of the gym detail page (/gym/{id}), told apart by a literal `intent`. The gym id never
 * comes from the form: the action takes it from the URL, and the identity from the session.
 */

const { gymId: _contactGymId, ...contactEntries } = ContactGymOwnerSchema.entries;
const { gymId: _reviewGymId, ...reviewEntries } = ReviewSchema.entries;

/** Contact Gym Owner: name, valid e-mail, message (all required). */
export const GymContactFormSchema = v.object({ intent: v.literal("contact"), ...contactEntries });

/** Leave a review: the visitor's completed booking, 1-5 stars (default 5), non-blank text. */
export const GymReviewFormSchema = v.object({ intent: v.literal("review"), ...reviewEntries });

/** The page's own forms (its heart posts to /favourites). */
export const GymDetailActionSchema = v.variant("intent", [GymContactFormSchema, GymReviewFormSchema]);
export type GymDetailAction = v.InferOutput<typeof GymDetailActionSchema>;

/** The intents whose forms show field errors. */
export const FormIntentSchema = v.picklist(["contact", "review"]);
