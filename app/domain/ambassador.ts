/**
 * The ambassador programme's rules (spec section 9): one place for the numbers the terms page shows
 * and the commission ledger applies. Pure: no I/O, no framework.
 */

/** The terms document: /ambassador-terms shows this version and date. */
export const AMBASSADOR_TERMS = {
  version: "1.0",
  lastUpdated: "June 25, 2025",
  lastUpdatedIso: "2025-06-25",
} as const;

/** Commission: a percentage of every confirmed booking made through the ambassador's code or link. */
export const COMMISSION_PERCENT = 30;

/** A commission is earned this many days after the referred booking is completed. */
export const COMMISSION_EARNING_DAYS = 30;

/** Payouts: monthly on this day of the month, once earned commission reaches the minimum, by bank transfer. */
export const PAYOUT_DAY_OF_MONTH = 15;
export const MIN_PAYOUT_CENTS = 5000;
export const PAYOUT_CURRENCY = "NZD";

/** Final payments after termination are made within this many days. */
export const FINAL_PAYMENT_DAYS = 60;

/** US ambassadors earning more than this (USD) in a year receive a 1099 form. */
export const US_1099_THRESHOLD_USD = 600;

/** Eligibility stated in the terms (not enforced by the application form). */
export const ELIGIBILITY = {
  minYearsInSport: 2,
  minCombinedFollowers: 500,
  minAge: 18,
} as const;

/** Activity an ambassador keeps up to stay in the programme. */
export const ACTIVITY = {
  minBookingsPerQuarter: 1,
  minPostsPerMonth: 2,
  replyWithinHours: 48,
} as const;

/** Notice periods, in days: termination by either party (written), and changes to the terms. */
export const NOTICE_DAYS = { termination: 30, termsChange: 30 } as const;

/** How long an application review takes. */
export const APPLICATION_REVIEW_BUSINESS_DAYS = { min: 5, max: 7 } as const;
export const APPLICATION_REVIEW_TEXT = `${APPLICATION_REVIEW_BUSINESS_DAYS.min}-${APPLICATION_REVIEW_BUSINESS_DAYS.max} business days`;

/** The kinds of gym an applicant likes to train in (the form's "gym preferences", at least one). */
export const GYM_PREFERENCES = [
  "Commercial gyms",
  "CrossFit boxes",
  "Powerlifting gyms",
  "Olympic lifting platforms",
  "Bodybuilding gyms",
  "Combat sports gyms",
  "Boutique studios",
  "Recovery facilities",
  "24-hour access",
  "Outdoor training",
] as const;
export type GymPreference = (typeof GYM_PREFERENCES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The commission on a booking total, in integer cents: COMMISSION_PERCENT of it, rounded to the
 * nearest cent (halves up).
 */
export function commissionCents(bookingTotalCents: number): number {
  if (!Number.isSafeInteger(bookingTotalCents) || bookingTotalCents < 0)
    throw new RangeError("bookingTotalCents must be a non-negative integer");
  return Math.floor((bookingTotalCents * COMMISSION_PERCENT + 50) / 100);
}

/** When a commission becomes earned: COMMISSION_EARNING_DAYS after the booking was completed. */
export function commissionEarnedAt(completedAt: Date): Date {
  if (Number.isNaN(completedAt.getTime())) throw new RangeError("completedAt must be a valid date");
  return new Date(completedAt.getTime() + COMMISSION_EARNING_DAYS * DAY_MS);
}

/** Whether an amount of earned commission reaches the monthly payout minimum. */
export function meetsPayoutMinimum(earnedCents: number): boolean {
  return earnedCents >= MIN_PAYOUT_CENTS;
}

/** Whole or decimal dollars as the terms write them: 5000 → "$50 NZD", 5050 → "$50.50 NZD". */
export function formatNzd(cents: number): string {
  const dollars = cents / 100;
  const text = Number.isInteger(dollars)
    ? dollars.toLocaleString("en-NZ")
    : dollars.toLocaleString("en-NZ", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `$${text} ${PAYOUT_CURRENCY}`;
}

/** An English ordinal: 1 → "1st", 2 → "2nd", 15 → "15th", 22 → "22nd", 111 → "111th". */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  const suffix = ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
  return `${n}${suffix}`;
}
