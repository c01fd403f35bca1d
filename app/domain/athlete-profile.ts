/**
 * What an athlete says of themselves on the ambassador application and the waitlist (spec section 3
 * enumerations), with the labels their forms' selects, the admin's review and the mail show. Pure
 * data, like catalog.ts.
 */

export const PRIMARY_SPORTS = [
  "powerlifting",
  "crossfit",
  "bodybuilding",
  "weightlifting",
  "mma",
  "athletics",
  "rugby",
  "basketball",
  "football",
  "other",
] as const;
export type PrimarySport = (typeof PRIMARY_SPORTS)[number];
export const PRIMARY_SPORT_LABELS: Record<PrimarySport, string> = {
  powerlifting: "Powerlifting",
  crossfit: "CrossFit",
  bodybuilding: "Bodybuilding",
  weightlifting: "Olympic Weightlifting",
  mma: "MMA",
  athletics: "Athletics",
  rugby: "Rugby",
  basketball: "Basketball",
  football: "Football",
  other: "Other",
};

export const COMPETITION_LEVELS = [
  "recreational",
  "local",
  "national",
  "international",
  "professional",
] as const;
export type CompetitionLevel = (typeof COMPETITION_LEVELS)[number];
export const COMPETITION_LEVEL_LABELS: Record<CompetitionLevel, string> = {
  recreational: "Recreational",
  local: "Local",
  national: "National",
  international: "International",
  professional: "Professional",
};

export const YEARS_EXPERIENCE = ["1-2", "3-5", "6-10", "10+"] as const;
export type YearsExperience = (typeof YEARS_EXPERIENCE)[number];
export const YEARS_EXPERIENCE_LABELS: Record<YearsExperience, string> = {
  "1-2": "1-2 years",
  "3-5": "3-5 years",
  "6-10": "6-10 years",
  "10+": "10+ years",
};

export const FOLLOWERS_COUNTS = ["100-1k", "1k-5k", "5k-10k", "10k-50k", "50k+"] as const;
export type FollowersCount = (typeof FOLLOWERS_COUNTS)[number];
export const FOLLOWERS_COUNT_LABELS: Record<FollowersCount, string> = {
  "100-1k": "100 - 1K",
  "1k-5k": "1K - 5K",
  "5k-10k": "5K - 10K",
  "10k-50k": "10K - 50K",
  "50k+": "50K+",
};

export const CONTENT_STYLES = [
  "workout-videos",
  "lifestyle",
  "educational",
  "motivational",
  "competition",
  "reviews",
] as const;
export type ContentStyle = (typeof CONTENT_STYLES)[number];
export const CONTENT_STYLE_LABELS: Record<ContentStyle, string> = {
  "workout-videos": "Workout Videos",
  lifestyle: "Lifestyle",
  educational: "Educational",
  motivational: "Motivational",
  competition: "Competition",
  reviews: "Reviews",
};

export const TRAVEL_FREQUENCIES = ["weekly", "monthly", "quarterly", "occasionally", "planning-to"] as const;
export type TravelFrequency = (typeof TRAVEL_FREQUENCIES)[number];
export const TRAVEL_FREQUENCY_LABELS: Record<TravelFrequency, string> = {
  weekly: "Weekly",
  monthly: "Monthly",
  quarterly: "Quarterly",
  occasionally: "Occasionally",
  "planning-to": "Planning to travel",
};
