/**
 * Pure calendar date math on ISO strings: days are 'YYYY-MM-DD', months 'YYYY-MM'. Dates are only
 * ever turned into `Date` objects at UTC midnight and read back in UTC, so the viewer's time zone
 * can never shift a day. Comparing two ISO day strings with < and > orders them correctly.
 */

import { dateTimeFormat } from "../../lib/intl";

export type IsoDate = string;
export type IsoMonth = string;
/** 0 = Sunday … 6 = Saturday. */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

function pad(n: number, width = 2) {
  return String(n).padStart(width, "0");
}

/** Whether the string is a real calendar day 'YYYY-MM-DD' (rejects 2025-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(`${pad(y, 4)}-${pad(m)}`);
}

function parseMonth(month: IsoMonth): { year: number; month: number } {
  const match = ISO_MONTH.exec(month);
  if (!match) throw new RangeError(`Expected 'YYYY-MM', got '${month}'.`);
  const m = Number(match[2]);
  if (m < 1 || m > 12) throw new RangeError(`Expected 'YYYY-MM', got '${month}'.`);
  return { year: Number(match[1]), month: m };
}

/** A UTC-midnight Date for an ISO day. */
export function isoToUtcDate(iso: IsoDate): Date {
  if (!isIsoDate(iso)) throw new RangeError(`Expected 'YYYY-MM-DD', got '${iso}'.`);
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  date.setUTCFullYear(y); // years 0-99 would otherwise map to 1900-1999
  return date;
}

/** The ISO day of a Date, read in UTC. */
export function utcDateToIso(date: Date): IsoDate {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function daysInMonth(month: IsoMonth): number {
  const { year, month: m } = parseMonth(month);
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/** 'YYYY-MM' of an ISO day. */
export function monthOf(iso: IsoDate): IsoMonth {
  return iso.slice(0, 7);
}

/** The month `n` months later (negative for earlier): addMonths('2025-12', 1) → '2026-01'. */
export function addMonths(month: IsoMonth, n: number): IsoMonth {
  const { year, month: m } = parseMonth(month);
  const index = year * 12 + (m - 1) + n;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** The day `n` days later (negative for earlier). */
export function addDays(iso: IsoDate, n: number): IsoDate {
  const date = isoToUtcDate(iso);
  date.setUTCDate(date.getUTCDate() + n);
  return utcDateToIso(date);
}

/**
 * The same day of the month `n` months later, clamped to that month's length:
 * addMonthsToDate('2025-01-31', 1) → '2025-02-28'.
 */
export function addMonthsToDate(iso: IsoDate, n: number): IsoDate {
  const month = addMonths(monthOf(iso), n);
  const day = Math.min(Number(iso.slice(8, 10)), daysInMonth(month));
  return `${month}-${pad(day)}`;
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(iso: IsoDate): number {
  return isoToUtcDate(iso).getUTCDay();
}

/** The first day of the week containing `iso`. */
export function startOfWeek(iso: IsoDate, weekStartsOn: WeekStart = 1): IsoDate {
  return addDays(iso, -((dayOfWeek(iso) - weekStartsOn + 7) % 7));
}

/**
 * The month as weeks of 7 cells: ISO days of that month, `null` for the leading and trailing cells
 * that belong to the neighbouring months. 4 to 6 rows.
 */
export function monthGrid(month: IsoMonth, weekStartsOn: WeekStart = 1): (IsoDate | null)[][] {
  const total = daysInMonth(month);
  const lead = (dayOfWeek(`${month}-01`) - weekStartsOn + 7) % 7;
  const cells: (IsoDate | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= total; day++) cells.push(`${month}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Weekday names starting at `weekStartsOn`, e.g. [{ short: "Mon", long: "Monday" }, …]. */
export function weekdayNames(weekStartsOn: WeekStart = 1, locale = "en-NZ") {
  const short = dateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  const long = dateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = isoToUtcDate(addDays("2023-01-01", (weekStartsOn + i) % 7));
    return { short: short.format(date), long: long.format(date) };
  });
}

/** "September 2025". */
export function formatMonth(month: IsoMonth, locale = "en-NZ"): string {
  return dateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    isoToUtcDate(`${month}-01`),
  );
}

/** "Monday, 15 September 2025". */
export function formatDay(iso: IsoDate, locale = "en-NZ"): string {
  return dateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(isoToUtcDate(iso));
}

/** Today's ISO day in an IANA time zone, e.g. todayIn("Pacific/Auckland"), for `minDate`. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  // en-CA formats dates as YYYY-MM-DD.
  return dateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
