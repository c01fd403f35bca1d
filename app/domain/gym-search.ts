import * as v from "valibot";
import { AMENITY_OPTIONS, EQUIPMENT_OPTIONS } from "./catalog";
import { GYM_SORTS } from "./gym-search-options";

/**
 * The gym search query, shared by the /gyms page (URL search params) and GET /api/gyms.
 * Prices are whole dollars in the query (the spec's minPrice/maxPrice strings) and compared with
 * the day pass rate in cents. Unknown equipment/amenity names are a 400, not silently ignored.
 */

const MAX_LIST = 20;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const dollars = (label: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,5}$/, `${label} must be a whole number of dollars`),
    v.transform(Number),
    v.maxValue(10_000, `${label} must be at most 10000`),
  );

const isoDate = v.pipe(
  v.string(),
  v.regex(ISO_DATE, "Dates must look like YYYY-MM-DD"),
  v.check(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    "Invalid date",
  ),
);

const coordinate = (label: string, limit: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^-?\d{1,3}(\.\d{1,8})?$/, `${label} must be a number`),
    v.transform(Number),
    v.minValue(-limit, `${label} is out of range`),
    v.maxValue(limit, `${label} is out of range`),
  );

export const GymSearchSchema = v.pipe(
  v.object({
    city: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "City must be at most 100 characters"))),
    minPrice: v.optional(dollars("minPrice")),
    maxPrice: v.optional(dollars("maxPrice")),
    equipment: v.optional(
      v.pipe(v.array(v.picklist(EQUIPMENT_OPTIONS, "Unknown equipment option")), v.maxLength(MAX_LIST)),
      [],
    ),
    amenities: v.optional(
      v.pipe(v.array(v.picklist(AMENITY_OPTIONS, "Unknown amenity option")), v.maxLength(MAX_LIST)),
      [],
    ),
    sports: v.optional(
      v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60))), v.maxLength(MAX_LIST)),
      [],
    ),
    /** Training days (the gym feed's calendar): keep gyms open on each day's weekday. */
    days: v.optional(v.pipe(v.array(isoDate), v.maxLength(62, "Choose at most 62 days")), []),
    from: v.optional(isoDate),
    to: v.optional(isoDate),
    athletes: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,4}$/, "Number of athletes must be a whole number"),
        v.transform(Number),
        v.minValue(1, "Number of athletes must be at least 1"),
        v.maxValue(500, "Number of athletes must be at most 500"),
      ),
    ),
    /** Team booking: keep gyms that host teams of at least this size. */
    teamSize: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,4}$/, "Team size must be at least 1"),
        v.transform(Number),
        v.minValue(1, "Team size must be at least 1"),
        v.maxValue(1000, "Team size must be at most 1000"),
      ),
    ),
    lat: v.optional(coordinate("lat", 90)),
    lng: v.optional(coordinate("lng", 180)),
    sort: v.optional(v.picklist(GYM_SORTS, "Sort must be distance, price or rating"), "distance"),
    page: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,4}$/, "Page must be a whole number"),
        v.transform(Number),
        v.minValue(1),
      ),
      "1",
    ),
  }),
  v.check(
    (q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice,
    "minPrice must not exceed maxPrice",
  ),
  v.check((q) => !q.from || !q.to || q.from <= q.to, "The end date must not be before the start date"),
  v.check((q) => (q.lat === undefined) === (q.lng === undefined), "lat and lng must be given together"),
);

export type GymSearchQuery = v.InferOutput<typeof GymSearchSchema>;

const LIST_KEYS = ["equipment", "amenities", "sports", "days"] as const;

/** URLSearchParams → plain object: repeated keys (and `key[]`) become lists; blank values are dropped. */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of params) {
    const key = rawKey.endsWith("[]") ? rawKey.slice(0, -2) : rawKey;
    if (value.trim() === "") continue;
    if ((LIST_KEYS as readonly string[]).includes(key)) {
      const list = out[key];
      out[key] = Array.isArray(list) ? [...list, value] : [value];
    } else if (!(key in out)) {
      out[key] = value;
    }
  }
  return out;
}

export type ParsedSearch = { ok: true; query: GymSearchQuery } | { ok: false; message: string };

export function parseGymSearch(params: URLSearchParams): ParsedSearch {
  const result = v.safeParse(GymSearchSchema, searchParamsToObject(params));
  if (result.success) return { ok: true, query: result.output };
  const issue = result.issues[0];
  const path = issue.path?.map((p) => p.key).join(".");
  return { ok: false, message: path ? `${path}: ${issue.message}` : issue.message };
}

/** Weekdays (0 = Sunday) of every date from `from` to `to` inclusive (at most one week matters). */
export function weekdaysBetween(from: string, to: string = from): number[] {
  const days = new Set<number>();
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = start; t <= end && days.size < 7; t += 86_400_000) days.add(new Date(t).getUTCDay());
  return [...days].sort();
}

/** The access dates' messages, shown on the field (not as a page error). */
export const ACCESS_DATE_MESSAGES = {
  past: "Choose today or a later date",
  order: "The end date must not be before the start date",
  invalid: "Enter a date as YYYY-MM-DD",
} as const;

export type AccessDateErrors = { from?: string; to?: string };

/**
 * The access dates a person typed into a search form, checked against today (the venue market's date):
 * not in the past, the end not before the start. A page shows these on the fields, keeps what was typed
 * and searches without the refused dates, instead of a full-page 400.
 */
export function checkAccessDates(
  from: string | undefined,
  to: string | undefined,
  today: string,
): AccessDateErrors {
  const errors: AccessDateErrors = {};
  const valid = (s: string) => v.is(isoDate, s);
  if (from) {
    if (!valid(from)) errors.from = ACCESS_DATE_MESSAGES.invalid;
    else if (from < today) errors.from = ACCESS_DATE_MESSAGES.past;
  }
  if (to) {
    if (!valid(to)) errors.to = ACCESS_DATE_MESSAGES.invalid;
    else if (to < today) errors.to = ACCESS_DATE_MESSAGES.past;
    else if (from && !errors.from && to < from) errors.to = ACCESS_DATE_MESSAGES.order;
  }
  return errors;
}

/**
 * For a search page: the params without access dates `checkAccessDates` refused, the errors, and the
 * raw values typed (to put back in the fields).
 */
export function withoutRefusedDates(
  params: URLSearchParams,
  today: string,
): { params: URLSearchParams; errors: AccessDateErrors; typed: { from: string; to: string } } {
  const typed = { from: params.get("from")?.trim() ?? "", to: params.get("to")?.trim() ?? "" };
  const errors = checkAccessDates(typed.from || undefined, typed.to || undefined, today);
  const out = new URLSearchParams(params);
  if (errors.from) out.delete("from");
  if (errors.to) out.delete("to");
  return { params: out, errors, typed };
}
