import * as v from "valibot";
import { AMENITY_OPTIONS, COUNTRY_NAMES, EQUIPMENT_OPTIONS, SPORTS } from "../catalog";
import { ONBOARDING_PLACEHOLDER } from "../policies";
import { WEEKDAYS, WEEKDAYS_MONDAY_FIRST } from "../weekdays";
import { email, optionalPhone, optionalText, plainText, requiredText } from "./common";

/*
 * The gym-owner application (/add-gym and POST /api/gym-application): the gym listing schema of spec
 * section 5 without the review fields, plus the applicant's contact details and optional payout details.
 * One schema for the form (Conform coerces form strings) and the JSON API (numbers, booleans, arrays).
 */

/** Field messages; the spec's exact texts where it gives them (section 5). */
export const GYM_APPLICATION_MESSAGES = {
  contactName: "Contact name is required",
  contactEmail: "Valid email is required",
  contactPhone: "Please enter a valid phone number",
  gymName: "Gym name is required",
  address: "Address is required",
  postalCode: "Postcode must be 4 digits",
  publicPhone: "Please enter a valid phone number for athletes to call",
  city: "City is required",
  country: "Country is required",
  countryUnknown: "Choose New Zealand or Australia",
  description: "Description must be at least 10 characters",
  gymRules: "Gym rules are required",
  message: "Message is required",
  dayPassRate: "Day rate is required",
  dayPassRateInvalid: "Day rate must be an amount in dollars, e.g. 30 or 29.50",
  dayPassRatePositive: "Day rate must be more than 0",
  hourlyRate: "Hourly rate must be an amount in dollars (0 if you don't offer hourly access)",
  weeklyRate: "Weekly rate must be an amount in dollars",
  monthlyRate: "Monthly rate must be an amount in dollars",
  openTime: "Opening time must be a time such as 06:00",
  closeTime: "Closing time must be a time such as 22:00",
  closeAfterOpen: "Closing time must be after opening time",
  operatingDays: "Select at least one operating day",
  operatingDaysUnknown: "Operating days must be weekdays (0 = Sunday to 6 = Saturday)",
  equipment: "Select at least one piece of equipment",
  equipmentUnknown: "Choose equipment from the listed options",
  sports: "Select at least one sport",
  sportsUnknown: "Choose sports from the listed options",
  amenities: "Select at least one amenity",
  amenitiesUnknown: "Choose amenities from the listed options",
  maxTeamSize: "Largest team size must be a whole number from 1 to 1000",
  maxTeamSizeRequired: "Enter the largest team you can host",
  businessName: "Business name is required",
  businessType: "Business type is required",
  flag: "Must be true or false",
  bankAccountNumber: "Account number must be 6 to 20 digits (spaces and dashes are fine)",
  bsb: "BSB must be 6 digits, e.g. 062-000",
  acceptedTerms: "Accept the partner terms to list your gym",
} as const;

const M = GYM_APPLICATION_MESSAGES;

export { ONBOARDING_PLACEHOLDER };

/** Choices offered by the form; the API accepts any short text. */
export const BUSINESS_TYPES = [
  "Company",
  "Sole trader",
  "Partnership",
  "Trust",
  "Incorporated society or club",
  "Other",
] as const;

/** The form's starting values (spec section 5): day pass 30, hourly 0, 06:00-22:00, placeholders. */
export const GYM_APPLICATION_DEFAULTS = {
  dayPassRate: "30",
  hourlyRate: "0",
  openTime: "06:00",
  closeTime: "22:00",
  businessName: ONBOARDING_PLACEHOLDER,
  address: ONBOARDING_PLACEHOLDER,
  operatingDays: WEEKDAYS_MONDAY_FIRST.map((d) => String(d.day)),
} as const;

/** Fields that are never sent back to a browser or API client (not even to re-fill the form). */
export const GYM_APPLICATION_SECRET_FIELDS = ["bankAccountName", "bankAccountNumber", "bsb"] as const;

const MAX_DOLLARS = 10_000;
const MONEY = /^\$?\s*(\d{1,5})(?:\.(\d{1,2}))?$/;

/** "30", "$29.5", 29.5 → cents; undefined for anything that is not a dollar amount 0-10000. */
export function dollarsToCents(raw: number | string): number | undefined {
  let cents: number;
  if (typeof raw === "number") {
    if (!Number.isFinite(raw)) return undefined;
    cents = Math.round(raw * 100);
    if (Math.abs(raw * 100 - cents) > 1e-6) return undefined;
  } else {
    const match = MONEY.exec(raw.trim());
    if (!match) return undefined;
    cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  }
  return cents >= 0 && cents <= MAX_DOLLARS * 100 ? cents : undefined;
}

const numberOrText = (message: string) => v.union([v.number(message), v.string(message)], message);

/*
 * A number (JSON) or text (forms); missing is null. The default must be defined (valibot skips a
 * missing key whose optional has none) and must not be "" (Conform's coercion strips "" again inside
 * the union), hence null.
 */
// Text first: a form value such as "1e3" or "0x10" is then read as text (and refused by MONEY)
// rather than turned into a number by Conform's coercion of the number option.
const amount = (message: string) =>
  v.optional(v.union([v.string(message), v.number(message), v.null()], message), null);
const isBlank = (raw: number | string | null): raw is null | string =>
  raw === null || (typeof raw === "string" && raw.trim() === "");

/** A required amount: blank → `required`, not an amount → `invalid`. */
export const requiredMoney = (required: string, invalid: string, positive: string) =>
  v.pipe(
    amount(required),
    v.check((raw) => !isBlank(raw), required),
    v.transform((raw) => (raw === null ? Number.NaN : (dollarsToCents(raw) ?? Number.NaN))),
    v.check((cents) => !Number.isNaN(cents), invalid),
    v.minValue(1, positive),
  );

/** An optional amount: blank → `blankAs` (0 for hourly, null for weekly and monthly). */
export const optionalMoney = <T extends number | null>(message: string, blankAs: T) =>
  v.pipe(
    amount(message),
    v.transform((raw): number | T => (isBlank(raw) ? blankAs : (dollarsToCents(raw) ?? Number.NaN))),
    v.check((cents) => cents === null || !Number.isNaN(cents), message),
  );

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const time = (message: string, fallback: string) =>
  v.pipe(v.optional(v.string(message), fallback), v.trim(), v.regex(TIME, message));

const DAY_BY_NAME = new Map<string, number>(
  WEEKDAYS.flatMap((d) => [
    [String(d.day), d.day],
    [d.short.toLowerCase(), d.day],
    [d.name.toLowerCase(), d.day],
  ]),
);

/** Weekdays as 0-6 (Sunday = 0), or names ("Monday", "Mon"); de-duplicated and sorted. */
const operatingDays = v.pipe(
  v.optional(
    v.array(
      v.pipe(
        numberOrText(M.operatingDaysUnknown),
        v.transform((raw) => DAY_BY_NAME.get(String(raw).trim().toLowerCase()) ?? -1),
        v.minValue(0, M.operatingDaysUnknown),
      ),
      M.operatingDays,
    ),
    [],
  ),
  v.transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  v.minLength(1, M.operatingDays),
);

/** At least one of the listed options, de-duplicated, in the list's order. */
const choices = (options: readonly string[], required: string, unknown: string) =>
  v.pipe(
    v.optional(v.array(v.pipe(v.string(unknown), v.trim(), v.picklist(options, unknown)), required), []),
    v.transform((chosen) => options.filter((option) => chosen.includes(option))),
    v.minLength(1, required),
  );

/** A yes/no field of the JSON API (the form's checkboxes arrive as booleans through Conform). */
const flag = (label: string) => v.optional(v.boolean(`${label}: ${M.flag.toLowerCase()}`), false);

const phone = optionalPhone(M.contactPhone);

/** New Zealand and Australian postcodes are both four digits; optional (empty is left out). */
const postalCode = v.optional(
  v.pipe(
    v.string(M.postalCode),
    v.trim(),
    v.check((s) => s === "" || /^\d{4}$/.test(s), M.postalCode),
    v.transform((s) => (s === "" ? undefined : s)),
  ),
);

const maxTeamSize = v.pipe(
  amount(M.maxTeamSize),
  // Digits only: "2.5", "1e3" and "0x10" are refused, not read as numbers.
  v.transform((raw: number | string | null) => {
    if (raw === null || typeof raw === "number") return raw;
    const text = raw.trim();
    return text === "" ? null : /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
  }),
  v.check((n) => n === null || (Number.isInteger(n) && n >= 1 && n <= 1000), M.maxTeamSize),
);

/** Optional payout details: checked for shape, stored, never shown back. Messages never echo values. */
const bankAccountNumber = v.optional(
  v.pipe(
    v.string(M.bankAccountNumber),
    v.trim(),
    v.check((s) => s === "" || /^\d{6,20}$/.test(s.replace(/[\s-]/g, "")), M.bankAccountNumber),
    v.transform((s) => (s === "" ? undefined : s)),
  ),
);

const bsb = v.optional(
  v.pipe(
    v.string(M.bsb),
    v.trim(),
    v.check((s) => s === "" || /^\d{3}[\s-]?\d{3}$/.test(s), M.bsb),
    v.transform((s) => {
      const digits = s.replace(/\D/g, "");
      return digits === "" ? undefined : `${digits.slice(0, 3)}-${digits.slice(3)}`;
    }),
  ),
);

/**
 * Every field of a gym listing as the application takes it: the partner console's listing editor
 * (app/domain/schemas/gym-listing.ts) picks its fields from here, so a value the application accepts
 * the editor accepts too, with the same message.
 */
export const GYM_FIELDS = {
  // The applicant
  contactName: requiredText(M.contactName, 100, { label: "Contact name" }),
  contactEmail: email(M.contactEmail),
  contactPhone: phone,
  // The gym
  gymName: requiredText(M.gymName, 120, { label: "Gym name" }),
  address: requiredText(M.address, 200, { label: "Address" }),
  postalCode,
  /** The phone athletes may call, shown on the gym's page (not the applicant's own phone). */
  publicPhone: optionalPhone(M.publicPhone),
  city: requiredText(M.city, 100, { label: "City" }),
  country: v.pipe(
    v.optional(v.string(M.country), ""),
    v.trim(),
    v.nonEmpty(M.country),
    v.picklist(COUNTRY_NAMES, M.countryUnknown),
  ),
  description: v.pipe(
    v.optional(v.string(M.description), ""),
    v.trim(),
    v.minLength(10, M.description),
    v.maxLength(4000, "Description must be at most 4000 characters"),
    plainText({ label: "Description", multiline: true }),
  ),
  gymRules: requiredText(M.gymRules, 4000, { label: "Gym rules", multiline: true }),
  // Rates (dollars in, cents out) and hours
  dayPassRate: requiredMoney(M.dayPassRate, M.dayPassRateInvalid, M.dayPassRatePositive),
  hourlyRate: optionalMoney(M.hourlyRate, 0),
  weeklyRate: optionalMoney(M.weeklyRate, null),
  monthlyRate: optionalMoney(M.monthlyRate, null),
  openTime: time(M.openTime, GYM_APPLICATION_DEFAULTS.openTime),
  closeTime: time(M.closeTime, GYM_APPLICATION_DEFAULTS.closeTime),
  is24Hours: flag("is24Hours"),
  operatingDays,
  // Facilities
  equipment: choices(EQUIPMENT_OPTIONS, M.equipment, M.equipmentUnknown),
  amenities: choices(AMENITY_OPTIONS, M.amenities, M.amenitiesUnknown),
  otherAmenities: optionalText(500, { label: "Other amenities" }),
  sports: choices(SPORTS, M.sports, M.sportsUnknown),
  // Check-in and teams
  checkInPolicy: optionalText(1000, { label: "Check-in policy" }),
  checkInInstructions: optionalText(1000, { label: "Check-in instructions" }),
  canHostTeams: flag("canHostTeams"),
  maxTeamSize,
  teamFacilities: optionalText(1000, { label: "Team facilities" }),
  // The business
  businessName: requiredText(M.businessName, 200, { label: "Business name" }),
  businessType: requiredText(M.businessType, 100, { label: "Business type" }),
  // Payout details: optional at this stage
  bankAccountName: optionalText(100, { label: "Account name", multiline: false }),
  bankAccountNumber,
  bsb,
  message: requiredText(M.message, 2000, { label: "Message", multiline: true }),
};

/** The partner terms (spec /gym-terms): required on the application, its time stored. */
const acceptedTerms = v.pipe(
  v.optional(v.boolean(M.acceptedTerms), false),
  v.check((accepted) => accepted === true, M.acceptedTerms),
);

export const GymApplicationSchema = v.pipe(
  v.object({ ...GYM_FIELDS, acceptedTerms }),
  v.forward(
    v.partialCheck(
      [["openTime"], ["closeTime"], ["is24Hours"]],
      (input) => input.is24Hours || input.closeTime > input.openTime,
      M.closeAfterOpen,
    ),
    ["closeTime"],
  ),
  v.forward(
    v.partialCheck(
      [["canHostTeams"], ["maxTeamSize"]],
      (input) => !input.canHostTeams || input.maxTeamSize !== null,
      M.maxTeamSizeRequired,
    ),
    ["maxTeamSize"],
  ),
);
export type GymApplicationInput = v.InferOutput<typeof GymApplicationSchema>;

/** Spec section 8: the failure toast when the server could not store an application. */
export const GYM_APPLICATION_FAILED = {
  title: "Submission Failed",
  description: "There was an error submitting your application. Please try again.",
  variant: "destructive",
} as const;
