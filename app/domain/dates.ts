/** Display helpers for ISO dates ("2026-11-23"), computed in UTC so no time zone shifts a day. */

import { SUPPORTED_TIME_ZONES } from "./catalog";

/*
 * The one home of weekday and month names and of "today in a zone" (issue 14: each rule in one pure
 * module). Names are written out rather than taken from `Intl.DateTimeFormat`: the search screen
 * renders them during hydration, and a page's first Intl formatter costs tens of milliseconds of ICU
 * loading on a phone.
 */

/** Weekday names, Sunday first (index = `Date#getUTCDay()`, 0 = Sunday, as operatingDays stores them). */
export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;
export const WEEKDAY_SHORT_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
/** Every weekday, Monday first (as the week is read in New Zealand and Australia). */
export const WEEKDAYS_MONDAY_FIRST_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
export const MONTH_SHORT_NAMES = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** The weekday (0 = Sunday) of an ISO date, in UTC so no zone shifts the day. */
export function weekdayOf(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

/** "Mondays", for "closed on Mondays". */
export function weekdayPlural(day: number): string {
  return `${WEEKDAY_NAMES[day] ?? ""}s`;
}

function monthDay(iso: string): { month: string; day: string } {
  const date = new Date(`${iso}T00:00:00Z`);
  return { month: MONTH_SHORT_NAMES[date.getUTCMonth()] ?? "", day: String(date.getUTCDate()) };
}

/** "Nov 23 - 24", "Nov 30 - Dec 2", "Nov 23", or undefined without dates (the prototype's fixed "Sep 12 - 15"). */
export function formatDateRange(from?: string, to?: string): string | undefined {
  if (!from) return undefined;
  const start = monthDay(from);
  const startText = `${start.month} ${start.day}`;
  if (!to || to === from) return startText;
  const end = monthDay(to);
  return end.month === start.month ? `${startText} - ${end.day}` : `${startText} - ${end.month} ${end.day}`;
}

/** One ISO-date formatter per zone: building one costs more than formatting (this runs per request). */
const isoDateFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date in a time zone, as an ISO date; `now` as a Date or epoch milliseconds. */
export function todayInZone(timeZone: string, now: Date | number = Date.now()): string {
  let format = isoDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    isoDateFormats.set(timeZone, format);
  }
  return format.format(now);
}

/**
 * The earliest "today" anywhere we serve (New Zealand and Australia): the date in the westernmost
 * zone. A date before it has passed for everyone; one on it is still today somewhere.
 */
export function earliestToday(now: Date = new Date()): string {
  return SUPPORTED_TIME_ZONES.map((zone) => todayInZone(zone, now)).sort()[0]!;
}
