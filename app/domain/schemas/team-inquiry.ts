import * as v from "valibot";
import { TEAM_SPORTS } from "../catalog";
import { email, optionalText, positiveId, requiredText } from "./common";

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

/** Team size from a number or a form/JSON string; at least 1, default 1 (spec). */
const teamSize = v.pipe(
  v.optional(v.union([v.number(M.teamSize), v.string(M.teamSize)], M.teamSize), "1"),
  v.transform((raw) => (typeof raw === "number" ? raw : raw.trim() === "" ? 1 : Number(raw))),
  v.number(M.teamSize),
  v.minValue(1, M.teamSize),
  v.integer(M.teamSizeWhole),
  v.maxValue(1000, M.teamSizeMax),
);

/** POST /api/team-booking-inquiry: the spec's payload (section 7). */
export const TeamInquirySchema = v.object({
  // A missing gym id gets the field's own message too, not valibot's generic "Invalid key".
  gymId: v.pipe(v.optional(v.union([v.number(M.gym), v.string(M.gym)], M.gym), ""), positiveId(M.gym)),
  teamName: requiredText(M.teamName, 100),
  contactName: requiredText(M.contactName, 100),
  email: email(M.email),
  phone: v.optional(
    v.pipe(
      v.string(M.phone),
      v.trim(),
      v.maxLength(40, "Phone number is too long"),
      v.check((s) => s === "" || /^[+()\d][\d\s()+-]{5,}$/.test(s), M.phone),
      v.transform((s) => (s === "" ? undefined : s)),
    ),
  ),
  teamSize,
  sport: v.optional(
    v.pipe(
      v.string(M.sport),
      v.trim(),
      v.check((s) => s === "" || (TEAM_SPORTS as readonly string[]).includes(s), M.sport),
      v.transform((s) => (s === "" ? undefined : s)),
    ),
  ),
  preferredDates: requiredText(M.preferredDates, 200),
  specialRequirements: optionalText(2000),
});
export type TeamInquiryInput = v.InferOutput<typeof TeamInquirySchema>;

/** The inquiry form on /team-booking (the page also has the favourite hearts, told apart by intent). */
export const TeamInquiryFormSchema = v.object({ intent: v.literal("inquiry"), ...TeamInquirySchema.entries });
