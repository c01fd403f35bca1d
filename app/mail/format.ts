/**
 * How e-mails write amounts and times: an amount always with its currency
 * ("NZ$45.00", the design system's formatPrice), a venue time always in the venue's zone with the
 * zone's name ("Sunday 5 April 2026, 10:00–12:00 NZST, Pacific/Auckland").
 */
import { formatPrice } from "@gymroam/design-system";
import { MONTH_NAMES, WEEKDAY_NAMES, zoneAbbreviation } from "~/domain/dates";

export type Currency = "NZD" | "AUD";

export const money = (cents: number, currency: string) =>
  formatPrice(cents, currency as Currency, { cents: "always" });

/** The zone abbreviation rule lives with the other display rules (domain/dates.ts, issue 20). */
export { zoneAbbreviation };

/** "Sunday 5 April 2026" for an ISO date (no zone can shift it: it is already the venue's date). */
export function longDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return `${WEEKDAY_NAMES[date.getUTCDay()]} ${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * A session in venue time: "Sunday 5 April 2026, 10:00–12:00 NZST, Pacific/Auckland". The zone's
 * name is the one in force at the start (sessions run 06:00–22:00, never across a clock change).
 */
export function venueTime(session: {
  bookingDate: string;
  startTime: string;
  endTime: string;
  startsAt: Date | number;
  timeZone: string;
}): string {
  const start = typeof session.startsAt === "number" ? session.startsAt : session.startsAt.getTime();
  return `${longDate(session.bookingDate)}, ${session.startTime}–${session.endTime} ${zoneAbbreviation(session.timeZone, start)}, ${session.timeZone}`;
}

/** "October 2026" for "2026-10". */
export function monthName(period: string): string {
  const [year, month] = period.split("-").map(Number) as [number, number];
  return `${MONTH_NAMES[month - 1]} ${year}`;
}
