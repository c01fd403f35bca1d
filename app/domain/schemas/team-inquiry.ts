import * as v from "valibot";
import { TEAM_SPORTS } from "../catalog";
import { email, optionalPhone, optionalText, positiveId, requiredText, wholeNumber } from "./common";

/** Field messages; "Valid email is required" and "Team size must be at least 1" are the spec's. */
export const TEAM_INQUIRY_MESSAGES = {
  gym: "Please choose a gym",
  teamName: "Team name is required",
  contactName: "Contact name is required",
  email: "Valid email is required",
  phone: "Please enter a valid phone number",
  teamSize: "Team size must be at least 1",
  teamSizeWhole: "Team size must be a whole number",
  teamSizeMax: "Team size must be at most 1000",
  sport: "Choose one of the listed sports",
  preferredDates: "Preferred dates are required",
} as const;

const M = TEAM_INQUIRY_MESSAGES;

/** Team size from a number or a form/JSON string; at least 1, default 1 (spec); "2.5" is refused. */
const teamSize = wholeNumber(M.teamSize, {
  min: 1,
  max: 1000,
  fallback: 1,
  wholeMessage: M.teamSizeWhole,
  maxMessage: M.teamSizeMax,
});

/** POST /api/team-booking-inquiry: the spec's payload (section 7). */
export const TeamInquirySchema = v.object({
  gymId: positiveId(M.gym),
  teamName: requiredText(M.teamName, 100, { label: "Team name" }),
  contactName: requiredText(M.contactName, 100, { label: "Contact name" }),
  email: email(M.email),
  phone: optionalPhone(M.phone),
  teamSize,
  sport: v.optional(
    v.pipe(
      v.string(M.sport),
      v.trim(),
      v.check((s) => s === "" || (TEAM_SPORTS as readonly string[]).includes(s), M.sport),
      v.transform((s) => (s === "" ? undefined : s)),
    ),
  ),
  preferredDates: requiredText(M.preferredDates, 200, { label: "Preferred dates" }),
  specialRequirements: optionalText(2000, { label: "Special requirements" }),
});
export type TeamInquiryInput = v.InferOutput<typeof TeamInquirySchema>;

/** The inquiry form on /team-booking (the page also has the favourite hearts, told apart by intent). */
export const TeamInquiryFormSchema = v.object({ intent: v.literal("inquiry"), ...TeamInquirySchema.entries });
