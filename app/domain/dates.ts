/** Display helpers for ISO dates ("2026-11-23"), computed in UTC so no time zone shifts a day. */

import { SUPPORTED_TIME_ZONES } from "./catalog";
import { zoneClock } from "./zone-clock";

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
/** The last answer per zone, by UTC minute (see todayInZone). */
const todays = new Map<string, { minute: number; date: string }>();

/**
 * Today's date in a time zone, as an ISO date; `now` as a Date or epoch milliseconds. Every zone's
 * offset has been a whole number of minutes since 1972, so a zone's date can only change on a whole
 * UTC minute: the last answer is kept for the rest of its minute (formatting is most of a booking's
 * date checks).
 */
export function todayInZone(timeZone: string, now: Date | number = Date.now()): string {
  const minute = Math.floor((typeof now === "number" ? now : now.getTime()) / 60_000);
  const known = todays.get(timeZone);
  if (known && known.minute === minute) return known.date;
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
  const date = format.format(now);
  todays.set(timeZone, { minute, date });
  return date;
}

/**
 * The earliest "today" anywhere we serve (New Zealand and Australia): the date in the westernmost
 * zone. A date before it has passed for everyone; one on it is still today somewhere.
 */
export function earliestToday(now: Date = new Date()): string {
  return SUPPORTED_TIME_ZONES.map((zone) => todayInZone(zone, now)).sort()[0]!;
}

// ---------------------------------------------------------------------------------------------
// The rule for dates and times shown to people
// ---------------------------------------------------------------------------------------------

/*
 * An instant (a review written, a booking made, a hold's end) is shown in the zone of the place it
 * is about: the venue's zone for anything about a gym (its reviews, its bookings, their e-mails), and
 * the operator's zone for the admin's own lists. Never the UTC day: a review written on Wednesday
 * morning in Wellington is Tuesday in UTC. A time of day always carries the zone's abbreviation
 * ("10:00 NZDT"), as travellers cross zones. Wall-clock values already stored in venue time
 * (bookings.booking_date, start_time) are shown as they are, with the abbreviation in force then.
 */

/** The zone the admin's lists are read in: the operator runs GymRoam from New Zealand. */
export const OPERATOR_TIME_ZONE = "Pacific/Auckland";

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at an instant (NZDT, NZST, AEDT, AEST, ACST, AWST ...), as people there write it. */
export function zoneAbbreviation(timeZone: string, instant: Date | number): string {
  let format = zoneNames.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(timeZone.startsWith("Australia/") ? "en-AU" : "en-NZ", {
      timeZone,
      timeZoneName: "short",
    });
    zoneNames.set(timeZone, format);
  }
  return format.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** The wall clock of an instant in a zone: ISO date and 24-hour "HH:MM". */
function clockIn(instant: Date | number, timeZone: string): { date: string; hour: number; minute: number } {
  const clock = zoneClock(instant, timeZone);
  return {
    date: `${clock.year}-${clock.month}-${clock.day}`,
    hour: Number(clock.hour),
    minute: Number(clock.minute),
  };
}

/** The local date of an instant in a zone, as an ISO date (what a review's or a booking's "day" is). */
export function localDate(instant: Date | number, timeZone: string): string {
  return clockIn(instant, timeZone).date;
}

/** "10:00 NZDT": a venue's wall-clock time with the abbreviation in force at `instant`. */
export function zonedTime(time: string, timeZone: string, instant: Date | number): string {
  return `${time.slice(0, 5)} ${zoneAbbreviation(timeZone, instant)}`;
}

/** "05:17 AWST": an instant's time of day in a zone, 24-hour like every time the product shows. */
export function clockTime(instant: Date | number, timeZone: string): string {
  const { hour, minute } = clockIn(instant, timeZone);
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")} ${zoneAbbreviation(timeZone, instant)}`;
}

/** "2026-11-25 09:15 NZDT": an instant in a zone, for lists (sortable, and says which zone). */
export function localDateTime(instant: Date | number, timeZone: string): string {
  const { date, hour, minute } = clockIn(instant, timeZone);
  return `${date} ${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")} ${zoneAbbreviation(timeZone, instant)}`;
}

/** "HH:MM" → minutes after midnight; undefined unless a valid 24-hour time ("24:00" allowed as end). */
export function toMinutes(time: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return undefined;
  return hours * 60 + minutes;
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days =
    month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return day <= days;
}
