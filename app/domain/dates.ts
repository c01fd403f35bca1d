/** Display helpers for ISO dates ("2026-11-23"), computed in UTC so no time zone shifts a day. */

import { SUPPORTED_TIME_ZONES } from "./catalog";

const dayMonth = new Intl.DateTimeFormat("en-NZ", { month: "short", day: "numeric", timeZone: "UTC" });

/** "Nov 23 - 24", "Nov 30 - Dec 2", "Nov 23", or undefined without dates (the prototype's fixed "Sep 12 - 15"). */
export function formatDateRange(from?: string, to?: string): string | undefined {
  if (!from) return undefined;
  const start = new Date(`${from}T00:00:00Z`);
  const startParts = Object.fromEntries(dayMonth.formatToParts(start).map((p) => [p.type, p.value]));
  const startText = `${startParts.month} ${startParts.day}`;
  if (!to || to === from) return startText;
  const end = new Date(`${to}T00:00:00Z`);
  const endParts = Object.fromEntries(dayMonth.formatToParts(end).map((p) => [p.type, p.value]));
  return endParts.month === startParts.month
    ? `${startText} - ${endParts.day}`
    : `${startText} - ${endParts.month} ${endParts.day}`;
}

/** Today's date in a time zone, as an ISO date. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/**
 * The earliest "today" anywhere we serve (New Zealand and Australia): the date in the westernmost
 * zone. A date before it has passed for everyone; one on it is still today somewhere.
 */
export function earliestToday(now: Date = new Date()): string {
  return SUPPORTED_TIME_ZONES.map((zone) => todayInZone(zone, now)).sort()[0]!;
}
