import * as v from "valibot";
import { email } from "./common";

/*
 * Accounts: the sign-in form (/sign-in) and the account page's forms (/account), told
 * apart by a literal `intent`. Who is signed in comes from the session, never from a form.
 */

export const ACCOUNT_MESSAGES = {
  email: "Valid email is required",
  checkEmail: "Check your e-mail",
  linkRefused:
    "This sign-in link cannot be used: it has expired (links last 15 minutes), was already used, or is not the whole link. Ask for a new one below.",
  notConfigured: "Sign-in is not configured: set the SESSION_SECRET secret (see .dev.vars.example).",
  signedIn: { title: "Signed in", description: "Your bookings, reviews and saved gyms are in your account." },
  signedOut: { title: "Signed out", description: "You have signed out on this device." },
  signedOutEverywhere: {
    title: "Signed out everywhere",
    description: "Every device signed in to your account has been signed out.",
  },
  preferencesSaved: { title: "Preferences saved", description: "Your e-mail preferences are saved." },
  calendarReady: {
    title: "Calendar URL ready",
    description: "Subscribe with the link under Calendar subscription. Any earlier URL no longer works.",
  },
  calendarNotConfigured:
    "Calendar links are not configured: set the SESSION_SECRET secret (see .dev.vars.example).",
  intent: "Unknown action. Please reload the page and try again.",
} as const;

/** Where a sign-in may lead afterwards: a path of ours, never another site (`//evil`, `/\evil`). */
export function safeNext(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const next = raw.trim();
  if (!/^\/[A-Za-z0-9/_-]*$/.test(next) || next.startsWith("//") || next.length > 100) return undefined;
  return next;
}

export const SignInSchema = v.object({
  email: email(ACCOUNT_MESSAGES.email),
  next: v.optional(v.pipe(v.string(), v.maxLength(100))),
});
export type SignInInput = v.InferOutput<typeof SignInSchema>;

export const AccountActionSchema = v.variant(
  "intent",
  [
    v.object({
      intent: v.literal("preferences"),
      // A checkbox: present ("on") when ticked, absent when not.
      reminders: v.optional(v.picklist(["on"], ACCOUNT_MESSAGES.intent)),
    }),
    v.object({ intent: v.literal("sign-out") }),
    v.object({ intent: v.literal("sign-out-everywhere") }),
    // A new calendar feed URL (the first, or one that replaces the old).
    v.object({ intent: v.literal("calendar-url") }),
  ],
  ACCOUNT_MESSAGES.intent,
);
export type AccountAction = v.InferOutput<typeof AccountActionSchema>;
