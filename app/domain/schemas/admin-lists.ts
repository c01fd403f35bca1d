import * as v from "valibot";
import {
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_MAX,
  BOOKING_STATUS_FILTER_LABELS,
  INQUIRY_NEXT,
  INQUIRY_STATUS_LABELS,
} from "../admin-lists";
import { BOOKING_STATUSES, INQUIRY_STATUSES, MAIL_STATUSES } from "../catalog";
import { positiveId } from "./common";

export {
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_MAX,
  BOOKING_STATUS_FILTER_LABELS,
  INQUIRY_NEXT,
  INQUIRY_STATUS_LABELS,
};

/*
 * The admin list tabs (/admin/waitlist, /admin/inquiries, /admin/bookings, /admin/outbox): their GET
 * filters in the URL, and the inquiry status form. Anything out of range is a 400 with one of these
 * messages (nothing is guessed).
 */

const MAX_PAGE = 100_000;

export const ADMIN_LIST_MESSAGES = {
  search: `Search text can be at most ${ADMIN_SEARCH_MAX} characters.`,
  page: "Page must be a whole number from 1.",
  bookingStatus: `Unknown booking status. Choose one of: all, ${BOOKING_STATUSES.join(", ")}.`,
  inquiryStatus: `Unknown inquiry status. Choose one of: all, ${INQUIRY_STATUSES.join(", ")}.`,
  date: "Dates must be written YYYY-MM-DD.",
  dateOrder: "The from date must be on or before the to date.",
  kind: "Message kind can be at most 50 characters (letters, digits, _ and -).",
  mailStatus: `Unknown message status. Choose one of: all, ${MAIL_STATUSES.join(", ")}.`,
  inquiry: "Inquiry not found.",
  newStatus: "Choose contacted or closed.",
} as const;

const search = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.maxLength(ADMIN_SEARCH_MAX, ADMIN_LIST_MESSAGES.search),
);

const page = v.pipe(
  v.optional(v.string(), "1"),
  v.trim(),
  v.transform((s) => (s === "" ? "1" : s)),
  v.regex(/^\d{1,6}$/, ADMIN_LIST_MESSAGES.page),
  v.transform(Number),
  v.minValue(1, ADMIN_LIST_MESSAGES.page),
  v.maxValue(MAX_PAGE, ADMIN_LIST_MESSAGES.page),
);

/** An empty or missing select means "all". */
const choice = <const T extends readonly string[]>(values: T, message: string) =>
  v.pipe(
    v.optional(v.string(), "all"),
    v.trim(),
    v.transform((s) => (s === "" ? "all" : s)),
    v.picklist(["all", ...values] as ["all", ...T], message),
  );

/** A real calendar date 'YYYY-MM-DD' (not 2026-02-30), or undefined when empty. */
const isoDate = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.check((s) => {
    if (s === "") return true;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
    if (!match) return false;
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, ADMIN_LIST_MESSAGES.date),
  v.transform((s) => (s === "" ? undefined : s)),
);

export const WaitlistQuerySchema = v.object({ q: search, page });
export type WaitlistQuery = v.InferOutput<typeof WaitlistQuerySchema>;

export const InquiryQuerySchema = v.object({
  status: choice(INQUIRY_STATUSES, ADMIN_LIST_MESSAGES.inquiryStatus),
  page,
});
export type InquiryQuery = v.InferOutput<typeof InquiryQuerySchema>;

export const BookingQuerySchema = v.pipe(
  v.object({
    status: choice(BOOKING_STATUSES, ADMIN_LIST_MESSAGES.bookingStatus),
    /** A gym id (digits) or part of a gym's name. */
    gym: search,
    from: isoDate,
    to: isoDate,
    page,
  }),
  v.check((q) => !q.from || !q.to || q.from <= q.to, ADMIN_LIST_MESSAGES.dateOrder),
);
export type BookingQuery = v.InferOutput<typeof BookingQuerySchema>;

export const OutboxQuerySchema = v.object({
  kind: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.transform((s) => (s === "all" ? "" : s)),
    v.regex(/^[\w-]{0,50}$/, ADMIN_LIST_MESSAGES.kind),
  ),
  status: choice(MAIL_STATUSES, ADMIN_LIST_MESSAGES.mailStatus),
  page,
});
export type OutboxQuery = v.InferOutput<typeof OutboxQuerySchema>;

/** Parses a list's query string with its schema; the first problem is the 400's message. */
export function parseAdminQuery<TSchema extends v.GenericSchema<Record<string, unknown>>>(
  schema: TSchema,
  params: URLSearchParams,
  keys: readonly string[],
): { ok: true; query: v.InferOutput<TSchema> } | { ok: false; message: string } {
  const input = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? undefined]));
  const parsed = v.safeParse(schema, input);
  if (!parsed.success) return { ok: false, message: parsed.issues[0].message };
  return { ok: true, query: parsed.output };
}

export const InquiryStatusFormSchema = v.object({
  intent: v.literal("status"),
  inquiryId: positiveId(ADMIN_LIST_MESSAGES.inquiry),
  status: v.pipe(
    v.optional(v.string(ADMIN_LIST_MESSAGES.newStatus), ""),
    v.picklist(["contacted", "closed"], ADMIN_LIST_MESSAGES.newStatus),
  ),
});
