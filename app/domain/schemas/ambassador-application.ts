import * as v from "valibot";
import { APPLICATION_REVIEW_TEXT, GYM_PREFERENCES } from "../ambassador";
import {
  COMPETITION_LEVELS,
  CONTENT_STYLES,
  FOLLOWERS_COUNTS,
  PRIMARY_SPORTS,
  TRAVEL_FREQUENCIES,
  YEARS_EXPERIENCE,
} from "../athlete-profile";
import { email, isPhone, optionalText, requiredText } from "./common";

/** Field messages. "You must agree to the terms and conditions" is the spec's own text. */
export const AMBASSADOR_MESSAGES = {
  fullName: "Full name is required",
  email: "Valid email is required",
  phone: "Phone number is required",
  phoneInvalid: "Please enter a valid phone number",
  location: "Location is required",
  primarySport: "Please select your primary sport",
  competitionLevel: "Please select your competition level",
  yearsExperience: "Please select your years of experience",
  followersCount: "Please select your total followers",
  contentStyle: "Please select your content style",
  motivations: "Please tell us why you want to be an ambassador",
  travelFrequency: "Please select how often you travel",
  gymPreferences: "Please select at least one gym preference",
  agreeToTerms: "You must agree to the terms and conditions",
  agreeToMarketing: "Marketing agreement must be true or false",
} as const;

/** Toast texts of spec section 8 for the ambassador form. */
export const AMBASSADOR_TOASTS = {
  submitted: {
    title: "Application Submitted",
    description: "Your ambassador application has been submitted successfully!",
  },
  failed: "Submission Failed",
  /** When the server could not store a valid application (not the applicant's fault). */
  unavailable: "We could not submit your application just now. Please try again.",
} as const;

/** The acknowledgement e-mail's promise. */
export const REVIEW_PROMISE = `We review every application within ${APPLICATION_REVIEW_TEXT}.`;

/** One of a list; a missing or blank value gets the field's message, like an unknown one. */
const choice = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  v.pipe(v.optional(v.string(message), ""), v.trim(), v.picklist(options, message));

/**
 * A yes/no box: JSON true/false, or a form checkbox ("on" when ticked, absent when not). Anything
 * else is refused rather than guessed.
 */
const flag = (message: string) =>
  v.pipe(
    v.optional(v.union([v.boolean(), v.picklist(["on", "true", "false"])], message), false),
    v.transform((value) => value === true || value === "on" || value === "true"),
  );

/** An optional social handle or channel URL: trimmed, blank becomes absent. */
const handle = (max: number, label: string) => optionalText(max, { label, multiline: false });

/**
 * The ambassador application of spec section 3 (POST /api/ambassador-application and the
 * /ambassador-application form). status, ambassadorCode and review fields are not part of it:
 * the server sets them.
 */
export const AmbassadorApplicationSchema = v.object({
  // Personal Information
  fullName: requiredText(AMBASSADOR_MESSAGES.fullName, 100, { label: "Full name" }),
  email: email(AMBASSADOR_MESSAGES.email),
  phone: v.pipe(
    requiredText(AMBASSADOR_MESSAGES.phone, 40, { label: "Phone number" }),
    // A blank number already has its message; only a non-blank one is checked for shape.
    v.check((s) => s === "" || isPhone(s), AMBASSADOR_MESSAGES.phoneInvalid),
  ),
  location: requiredText(AMBASSADOR_MESSAGES.location, 100, { label: "Location" }),
  // Sports Background
  primarySport: choice(PRIMARY_SPORTS, AMBASSADOR_MESSAGES.primarySport),
  competitionLevel: choice(COMPETITION_LEVELS, AMBASSADOR_MESSAGES.competitionLevel),
  yearsExperience: choice(YEARS_EXPERIENCE, AMBASSADOR_MESSAGES.yearsExperience),
  achievements: optionalText(2000, { label: "Achievements" }),
  // Social Media & Content Creation
  instagramHandle: handle(100, "Instagram handle"),
  tiktokHandle: handle(100, "TikTok handle"),
  youtubeChannel: handle(200, "YouTube channel"),
  followersCount: choice(FOLLOWERS_COUNTS, AMBASSADOR_MESSAGES.followersCount),
  contentStyle: choice(CONTENT_STYLES, AMBASSADOR_MESSAGES.contentStyle),
  // Ambassador Goals
  motivations: requiredText(AMBASSADOR_MESSAGES.motivations, 2000, { label: "Motivations", multiline: true }),
  travelFrequency: choice(TRAVEL_FREQUENCIES, AMBASSADOR_MESSAGES.travelFrequency),
  gymPreferences: v.pipe(
    v.optional(
      v.union(
        [v.array(v.string(AMBASSADOR_MESSAGES.gymPreferences)), v.string()],
        AMBASSADOR_MESSAGES.gymPreferences,
      ),
      [],
    ),
    v.transform((value) => (typeof value === "string" ? [value] : value)),
    v.array(v.picklist(GYM_PREFERENCES, AMBASSADOR_MESSAGES.gymPreferences)),
    v.minLength(1, AMBASSADOR_MESSAGES.gymPreferences),
    // Ticked boxes in the list's order, each once.
    v.transform((chosen) => GYM_PREFERENCES.filter((option) => chosen.includes(option))),
  ),
  // Agreements
  agreeToTerms: v.pipe(
    flag(AMBASSADOR_MESSAGES.agreeToTerms),
    v.check((agreed) => agreed, AMBASSADOR_MESSAGES.agreeToTerms),
  ),
  agreeToMarketing: flag(AMBASSADOR_MESSAGES.agreeToMarketing),
});
export type AmbassadorApplicationInput = v.InferOutput<typeof AmbassadorApplicationSchema>;
