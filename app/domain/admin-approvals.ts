/**
 * Rules for the admin approval tabs (gym-owner and ambassador applications): where an approved gym's
 * clock and money come from, how payout details are shown to an admin (masked, never the value) and
 * how an ambassador code is made. Pure: no I/O, no framework, safe to import from route components.
 */
import { type ApplicationStatus, type Country, CURRENCY_BY_COUNTRY, type Currency } from "./catalog";

/** Who `reviewedBy` names: there is one admin role, signed in with the shared password. */
export const REVIEWER = "admin";

export const REVIEW_NOTES_MAX = 2000;

export const APPROVAL_MESSAGES = {
  notesRequired: "Please add a note explaining the rejection",
  notesTooLong: `Notes can be at most ${REVIEW_NOTES_MAX} characters`,
  intent: "Choose Approve or Reject",
  gymNotFound: "Gym application not found: it may have been removed, or the link is wrong.",
  gymNoTerms:
    "This applicant has not accepted the partner terms, so the gym cannot be approved. Ask them to apply again and accept the terms.",
  ambassadorNotFound: "Ambassador application not found: it may have been removed, or the link is wrong.",
  gymRejectedCannotApprove:
    "This gym application was already rejected, so it cannot be approved. Ask the owner to apply again.",
  gymApprovedCannotReject:
    "This gym application was already approved and its gym created, so it cannot be rejected.",
  ambassadorRejectedCannotApprove:
    "This ambassador application was already rejected, so it cannot be approved. Ask the athlete to apply again.",
  ambassadorApprovedCannotReject:
    "This ambassador application was already approved and its code is issued, so it cannot be rejected.",
  linksNotConfigured:
    "Ambassador portal links cannot be signed: set the SESSION_SECRET secret (see .dev.vars.example), then approve again.",
  codeUnavailable: "No free ambassador code could be issued just now. Please try again.",
} as const;

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

// ---------------------------------------------------------------------------------------------
// Currency and time zone of a newly approved gym
// ---------------------------------------------------------------------------------------------

export function currencyForCountry(country: Country): Currency {
  return CURRENCY_BY_COUNTRY[country];
}

/** Australian places outside New South Wales' clock (Sydney is the default), by IANA zone. */
const AU_ZONES: Record<string, readonly string[]> = {
  "Australia/Perth": [
    "perth",
    "fremantle",
    "joondalup",
    "rockingham",
    "mandurah",
    "bunbury",
    "geraldton",
    "kalgoorlie",
    "albany",
    "broome",
    "karratha",
    "port hedland",
  ],
  "Australia/Brisbane": [
    "brisbane",
    "gold coast",
    "surfers paradise",
    "sunshine coast",
    "noosa",
    "ipswich",
    "toowoomba",
    "cairns",
    "townsville",
    "mackay",
    "rockhampton",
    "bundaberg",
    "hervey bay",
    "gladstone",
  ],
  "Australia/Adelaide": [
    "adelaide",
    "mount gambier",
    "whyalla",
    "port augusta",
    "port lincoln",
    "broken hill",
  ],
  "Australia/Darwin": ["darwin", "palmerston", "alice springs", "katherine"],
  "Australia/Hobart": ["hobart", "launceston", "devonport", "burnie"],
  "Australia/Melbourne": [
    "melbourne",
    "geelong",
    "ballarat",
    "bendigo",
    "shepparton",
    "mildura",
    "warrnambool",
  ],
};

const AU_ZONE_BY_PLACE = new Map<string, string>(
  Object.entries(AU_ZONES).flatMap(([zone, places]) => places.map((place) => [place, zone] as const)),
);

/** "Gold Coast, QLD" → "gold coast"; "Kaikōura" → "kaikoura". */
function placeKey(city: string): string {
  return (city.split(",")[0] ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The IANA zone a gym's bookings are local to: New Zealand runs on Pacific/Auckland (the Chatham
 * Islands on their own clock); Australia by the city's state (Perth, Brisbane, Adelaide, Darwin,
 * Hobart, Melbourne), otherwise Australia/Sydney.
 */
export function timeZoneForCity(country: Country, city: string): string {
  const key = placeKey(city);
  if (country === "New Zealand") return key.startsWith("chatham") ? "Pacific/Chatham" : "Pacific/Auckland";
  return AU_ZONE_BY_PLACE.get(key) ?? "Australia/Sydney";
}

// ---------------------------------------------------------------------------------------------
// Masked payout details
// ---------------------------------------------------------------------------------------------

export const PROVIDED = "Provided";
export const NOT_PROVIDED = "Not provided";

const isBlank = (value: string | null | undefined) => value == null || value.trim() === "";

/** Whether a secret was given, never what it is. */
export function maskPresence(value: string | null | undefined): string {
  return isBlank(value) ? NOT_PROVIDED : PROVIDED;
}

/**
 * A bank account number as "•••• 1234" (its last four digits) when it is long enough that four digits
 * say little; shorter ones only say whether one was given.
 */
export function maskAccountNumber(value: string | null | undefined): string {
  if (isBlank(value)) return NOT_PROVIDED;
  const digits = (value ?? "").replace(/\D/g, "");
  return digits.length >= 8 ? `•••• ${digits.slice(-4)}` : PROVIDED;
}

// ---------------------------------------------------------------------------------------------
// Ambassador codes
// ---------------------------------------------------------------------------------------------

const CODE_FALLBACK_PREFIX = "AMBASSADOR";
const CODE_PREFIX_MAX = 12;

/** The applicant's first name in capital ASCII letters ("Tayla Morgan" → "TAYLA", "Zoë" → "ZOE"). */
export function ambassadorCodePrefix(fullName: string): string {
  const first = fullName.trim().split(/\s+/)[0] ?? "";
  const letters = first
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z]/g, "")
    .slice(0, CODE_PREFIX_MAX);
  return letters.length >= 2 ? letters : CODE_FALLBACK_PREFIX;
}

/**
 * A code for `prefix` that is not in `taken` (upper case): the prefix plus two digits (TAYLA27),
 * chosen at random among the free ones; three digits once all two-digit ones are used, and so on.
 */
export function pickAmbassadorCode(
  prefix: string,
  taken: ReadonlySet<string>,
  random: () => number = Math.random,
): string {
  for (let digits = 2; digits <= 6; digits++) {
    const low = 10 ** (digits - 1);
    const free: string[] = [];
    for (let n = low; n < low * 10; n++) {
      const code = `${prefix}${n}`;
      if (!taken.has(code)) free.push(code);
    }
    if (free.length > 0) return free[Math.min(free.length - 1, Math.floor(random() * free.length))]!;
  }
  throw new Error(`No free ambassador code for ${prefix}`);
}

// ---------------------------------------------------------------------------------------------
// The review state machine: pending → approved | rejected, once
// ---------------------------------------------------------------------------------------------

export type ApplicationKind = "gym" | "ambassador";
export type ReviewIntent = "approve" | "reject";
export type ReviewedStatus = "approved" | "rejected";

/**
 * What a decision does to an application: `apply` moves a pending one on; `unchanged` is the same
 * decision taken again (a no-op, not an error); `refused` says why it cannot happen.
 */
export type ReviewTransition =
  | { kind: "apply"; to: ReviewedStatus }
  | { kind: "unchanged"; status: ReviewedStatus }
  | { kind: "refused"; message: string };

/** What an admin reads for an application id that names nothing. */
export const APPLICATION_NOT_FOUND: Record<ApplicationKind, string> = {
  gym: APPROVAL_MESSAGES.gymNotFound,
  ambassador: APPROVAL_MESSAGES.ambassadorNotFound,
};

const REFUSED_OPPOSITE: Record<ApplicationKind, Record<ReviewIntent, string>> = {
  gym: {
    approve: APPROVAL_MESSAGES.gymRejectedCannotApprove,
    reject: APPROVAL_MESSAGES.gymApprovedCannotReject,
  },
  ambassador: {
    approve: APPROVAL_MESSAGES.ambassadorRejectedCannotApprove,
    reject: APPROVAL_MESSAGES.ambassadorApprovedCannotReject,
  },
};

const TARGET: Record<ReviewIntent, ReviewedStatus> = { approve: "approved", reject: "rejected" };

/**
 * The decision on an application that is not (or no longer) open to it: the same decision is a no-op,
 * anything else is refused with the reason the admin reads.
 */
export function settledReview(
  kind: ApplicationKind,
  status: ApplicationStatus,
  intent: ReviewIntent,
): Exclude<ReviewTransition, { kind: "apply" }> {
  const wanted = TARGET[intent];
  return status === wanted
    ? { kind: "unchanged", status: wanted }
    : { kind: "refused", message: REFUSED_OPPOSITE[kind][intent] };
}

/**
 * Which transition a decision makes. A gym is approved only with the partner terms accepted (its
 * listing is published under them); a decided application keeps its decision.
 */
export function reviewTransition(
  kind: ApplicationKind,
  current: { status: ApplicationStatus; acceptedTerms?: boolean },
  intent: ReviewIntent,
): ReviewTransition {
  if (current.status !== "pending") return settledReview(kind, current.status, intent);
  if (kind === "gym" && intent === "approve" && !current.acceptedTerms)
    return { kind: "refused", message: APPROVAL_MESSAGES.gymNoTerms };
  return { kind: "apply", to: TARGET[intent] };
}
