import * as v from "valibot";
import { email, optionalText, positiveId, requiredText } from "./common";

/** POST /api/athlete-interest: the spec's athlete interest message (message optional). */
export const AthleteInterestSchema = v.object({
  gymId: positiveId("gymId must be a positive whole number"),
  athleteName: requiredText("Name is required", 100, { label: "Name" }),
  athleteEmail: email("Invalid email address"),
  message: optionalText(2000, { label: "Message" }),
});
export type AthleteInterest = v.InferOutput<typeof AthleteInterestSchema>;

/** The gym detail page's Contact Gym Owner dialog: the same fields, message required. */
export const ContactGymOwnerSchema = v.object({
  ...AthleteInterestSchema.entries,
  message: requiredText("Message is required", 2000, { label: "Message", multiline: true }),
});
