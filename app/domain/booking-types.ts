/** What a gym booking buys (re-exported by domain/catalog.ts, where it used to live). */

/** What a gym booking buys (the spec's day_pass or hourly). */
export const GYM_BOOKING_TYPES = ["day_pass", "hourly"] as const;
export type GymBookingType = (typeof GYM_BOOKING_TYPES)[number];
