import * as v from "valibot";
import { PRIMARY_SPORT_LABELS, PRIMARY_SPORTS, type PrimarySport } from "../athlete-profile";
import { email, optionalText, requiredText } from "./common";

/** Exact texts: the e-mail message and the failure toast are the spec's (sections 5 and 8). */
export const WAITLIST_MESSAGES = {
  name: "Name is required",
  email: "Please enter a valid email address",
  location: "Location is required",
  sport: "Primary sport is required",
  sportUnknown: "Please choose one of the listed sports",
  howDidYouHear: "Please choose one of the listed options",
  failed: "Failed to join waitlist. Please try again.",
} as const;

/** "How did you hear about us?": the value is stored (also as the sign-up's source). */
export const WAITLIST_SOURCES = [
  "instagram",
  "tiktok",
  "facebook",
  "friend",
  "google",
  "gym",
  "event",
  "other",
] as const;
export type WaitlistSource = (typeof WAITLIST_SOURCES)[number];
export const WAITLIST_SOURCE_LABELS: Record<WaitlistSource, string> = {
  instagram: "Instagram",
  tiktok: "TikTok",
  facebook: "Facebook",
  friend: "A friend or teammate",
  google: "Google search",
  gym: "At a gym",
  event: "An event or competition",
  other: "Other",
};

/** A sport key ("crossfit") or its label ("CrossFit"), any case, to the key. */
function sportKey(input: string): string {
  const lower = input.toLowerCase();
  const byLabel = PRIMARY_SPORTS.find((key) => PRIMARY_SPORT_LABELS[key].toLowerCase() === lower);
  return byLabel ?? lower;
}

/**
 * The waitlist form (page and POST /api/waitlist): the spec's native form fields name, email,
 * location, sport (primary sport), howDidYouHear and additionalInfo. Name, e-mail, location and
 * primary sport are required.
 */
export const WaitlistSchema = v.object({
  name: requiredText(WAITLIST_MESSAGES.name, 100, { label: "Name" }),
  email: v.pipe(email(WAITLIST_MESSAGES.email), v.toLowerCase()),
  location: requiredText(WAITLIST_MESSAGES.location, 120, { label: "Location" }),
  sport: v.pipe(
    v.optional(v.string(WAITLIST_MESSAGES.sport), ""),
    v.trim(),
    v.nonEmpty(WAITLIST_MESSAGES.sport),
    v.transform(sportKey),
    v.picklist(PRIMARY_SPORTS, WAITLIST_MESSAGES.sportUnknown),
  ),
  howDidYouHear: v.optional(
    v.pipe(
      v.string(WAITLIST_MESSAGES.howDidYouHear),
      v.trim(),
      v.toLowerCase(),
      v.transform((s) => (s === "" ? undefined : s)),
      v.optional(v.picklist(WAITLIST_SOURCES, WAITLIST_MESSAGES.howDidYouHear)),
    ),
  ),
  additionalInfo: optionalText(1000, { label: "Additional information" }),
});
export type WaitlistInput = v.InferOutput<typeof WaitlistSchema>;

export const sportLabel = (sport: PrimarySport) => PRIMARY_SPORT_LABELS[sport];
