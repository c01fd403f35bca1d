/**
 * When a gym is listed: the one rule for "complete enough to go live", and what
 * the partner console tells the owner is missing. Pure: the listing use cases compute `gyms.is_active`
 * from it after every change, and the console's checklist reads the same steps.
 */
import { ONBOARDING_PLACEHOLDER } from "./policies";

/** What a listing needs before athletes can find and book it, in the order the console lists them. */
export const LISTING_STEPS = ["address", "pin", "photo", "capacity", "hours"] as const;
export type ListingStep = (typeof LISTING_STEPS)[number];

/** The facts about a gym the rule reads. */
export interface ListingFacts {
  address: string;
  latitude: number | null;
  longitude: number | null;
  photoCount: number;
  capacityConfirmed: boolean;
  /** Weekdays with opening hours set. */
  openDays: number;
}

/** The console's words for each step, and the editor page that completes it. */
export const LISTING_STEP_TEXT: Record<ListingStep, { label: string; missing: string; page: string }> = {
  address: { label: "Street address", missing: "Add the street address", page: "location" },
  pin: { label: "Map pin", missing: "Place the pin on the map", page: "location" },
  photo: { label: "At least one photo", missing: "Upload a photo", page: "photos" },
  capacity: { label: "Capacity", missing: "Set how many athletes you admit at once", page: "rates" },
  hours: { label: "Opening hours", missing: "Set your opening hours for each day", page: "hours" },
};

export function hasRealAddress(address: string): boolean {
  const text = address.trim();
  return text.length > 0 && text.toLowerCase() !== ONBOARDING_PLACEHOLDER.toLowerCase();
}

function hasPin(facts: ListingFacts): boolean {
  const { latitude: lat, longitude: lng } = facts;
  return (
    lat !== null &&
    lng !== null &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

const CHECKS: Record<ListingStep, (facts: ListingFacts) => boolean> = {
  address: (f) => hasRealAddress(f.address),
  pin: hasPin,
  photo: (f) => f.photoCount > 0,
  capacity: (f) => f.capacityConfirmed,
  hours: (f) => f.openDays > 0,
};

/** The steps still missing, in LISTING_STEPS order; empty when the listing is complete. */
export function missingSteps(facts: ListingFacts): ListingStep[] {
  return LISTING_STEPS.filter((step) => !CHECKS[step](facts));
}

export type ListingState = "incomplete" | "listed" | "paused";

/**
 * incomplete: something is missing (not listed, whatever the owner asked); paused: complete, the
 * owner paused it; listed: complete and not paused. Only "listed" is on /gyms, the map and booking.
 */
export function listingState(facts: ListingFacts, paused: boolean): ListingState {
  if (missingSteps(facts).length > 0) return "incomplete";
  return paused ? "paused" : "listed";
}

export const LISTING_STATE_LABELS: Record<ListingState, string> = {
  incomplete: "Not listed yet",
  listed: "Listed",
  paused: "Paused",
};

export const LISTING_MESSAGES = {
  pauseIncomplete: "Your listing is not live yet: complete the missing steps first.",
  paused: "This gym is not taking bookings right now.",
} as const;
