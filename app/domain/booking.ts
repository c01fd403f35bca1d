/**
 * Booking rules from spec section 9 and architecture.md "Bookings and payments": 30-minute start
 * slots inside a gym's hours, bookable dates, end times and the slots a booking occupies.
 * Plain TypeScript: the server decides with it and the booking form previews with it.
 *
 * Wall-clock values are the gym's local time ('YYYY-MM-DD', 'HH:MM'); instants are epoch ms (UTC).
 * The wall-clock arithmetic lives in zoned-time.ts, prices and passes in pricing.ts.
 */
import type { GymBookingType as BookingType } from "./catalog";
import { isIsoDate, toMinutes } from "./dates";
import { addDays, dayOfWeek, fromMinutes, todayIn, wallClock, zonedTimeToInstant } from "./zoned-time";

export const SLOT_MINUTES = 30;
/** Start times are offered every 30 minutes from 06:00 to 22:00 (the last slot is 22:00). */
export const FIRST_START = "06:00";
export const LAST_START = "22:00";
/** An unpaid booking holds its capacity this long. */
export const HOLD_MINUTES = 15;
export const HOLD_MS = HOLD_MINUTES * 60_000;
/** How far ahead a booking may be made. */
export const MAX_DAYS_AHEAD = 365;

export interface GymHours {
  openTime: string;
  closeTime: string;
  is24Hours: boolean;
  /** Days the gym opens, Date#getDay numbering (Sunday = 0). Empty means every day. */
  operatingDays: readonly number[];
  /** A weekday's own hours, by Date#getDay; a day without an entry keeps open/closeTime. */
  dayHours?: Readonly<Partial<Record<number, { openTime: string; closeTime: string }>>>;
  /** Dates the gym is closed (holidays), 'YYYY-MM-DD' in its zone. */
  closedDates?: readonly string[];
}

/**
 * The gym's hours on one date: that weekday's own times when it has them. Every start-time and
 * interval rule below takes the result, so a booking outside that day's hours is refused.
 */
export function hoursOn<T extends GymHours>(gym: T, isoDate: string): T {
  if (!isIsoDate(isoDate)) return gym;
  const own = gym.dayHours?.[dayOfWeek(isoDate)];
  return own ? { ...gym, openTime: own.openTime, closeTime: own.closeTime } : gym;
}

// ---------------------------------------------------------------------------------------------
// Dates and start times a gym offers
// ---------------------------------------------------------------------------------------------

export type DateProblem = "invalid" | "past" | "too_far" | "closed" | "holiday";

/** What an athlete is told for a date the gym has marked closed. */
export const CLOSED_DATE_MESSAGE = "The gym is closed on that date. Please choose another day.";

/** Whether athletes can book this gym on a date (not past in the gym's zone, an operating day). */
export function checkBookingDate(
  gym: GymHours,
  isoDate: string,
  timeZone: string,
  now: number,
): DateProblem | undefined {
  if (!isIsoDate(isoDate)) return "invalid";
  const today = todayIn(timeZone, now);
  if (isoDate < today) return "past";
  if (isoDate > addDays(today, MAX_DAYS_AHEAD)) return "too_far";
  if (gym.operatingDays.length > 0 && !gym.operatingDays.includes(dayOfWeek(isoDate))) return "closed";
  if (gym.closedDates?.includes(isoDate)) return "holiday";
  return undefined;
}

/** Minutes of the gym's closing time (24:00 for a 24-hour gym, or a close at midnight). */
export function closingMinutes(gym: GymHours): number {
  if (gym.is24Hours) return 24 * 60;
  const close = toMinutes(gym.closeTime) ?? 24 * 60;
  return close === 0 ? 24 * 60 : close;
}

export function openingMinutes(gym: GymHours): number {
  return gym.is24Hours ? 0 : (toMinutes(gym.openTime) ?? 0);
}

/**
 * Start times for a booking: every 30 minutes from 06:00 to 22:00, inside the gym's hours. A day pass
 * must start before closing; an hourly booking must end by closing unless the gym is open 24 hours.
 */
export function startTimeSlots(gym: GymHours, bookingType: BookingType, durationHours: number): string[] {
  const first = toMinutes(FIRST_START) ?? 0;
  const last = toMinutes(LAST_START) ?? 0;
  const open = openingMinutes(gym);
  const close = closingMinutes(gym);
  const slots: string[] = [];
  const start = Math.ceil(Math.max(first, open) / SLOT_MINUTES) * SLOT_MINUTES;
  for (let m = start; m <= last; m += SLOT_MINUTES) {
    if (bookingType === "day_pass") {
      if (m < close) slots.push(fromMinutes(m));
    } else if (gym.is24Hours || m + durationHours * 60 <= close) {
      slots.push(fromMinutes(m));
    }
  }
  return slots;
}

/** Start times still ahead of now on a date (today's slots that have passed are gone). */
export function upcomingSlots(
  slots: readonly string[],
  isoDate: string,
  timeZone: string,
  now: number,
): string[] {
  if (isoDate !== todayIn(timeZone, now)) return [...slots];
  return slots.filter((slot) => zonedTimeToInstant(isoDate, slot, timeZone) > now);
}

/** Amenity start times: every 30 minutes inside the gym's hours, for a session that ends by closing. */
export function amenityStartTimes(gym: GymHours, hours: number): string[] {
  const open = gym.is24Hours ? 0 : (toMinutes(gym.openTime) ?? 0);
  const closeRaw = gym.is24Hours ? 24 * 60 : (toMinutes(gym.closeTime) ?? 24 * 60);
  const close = closeRaw === 0 ? 24 * 60 : closeRaw;
  const times: string[] = [];
  for (
    let m = Math.ceil(open / SLOT_MINUTES) * SLOT_MINUTES;
    m + hours * 60 <= close && m < 24 * 60;
    m += SLOT_MINUTES
  )
    times.push(fromMinutes(m));
  return times;
}

// ---------------------------------------------------------------------------------------------
// The interval a booking holds
// ---------------------------------------------------------------------------------------------

export interface BookingInterval {
  bookingDate: string;
  startTime: string;
  /** Wall-clock end; "00:00" when the booking runs to midnight. */
  endTime: string;
  /** Hours booked: the chosen duration, or for a day pass the hours until closing (rounded up). */
  durationHours: number;
  startsAt: number;
  endsAt: number;
}

/**
 * End = start + duration for hourly bookings; a day pass ends at closing (midnight for a 24-hour
 * gym). Instants come from the gym's zone, so a booking across a daylight-saving change lasts the
 * real number of hours.
 */
export function bookingInterval(
  gym: GymHours,
  timeZone: string,
  bookingType: BookingType,
  bookingDate: string,
  startTime: string,
  durationHours: number,
): BookingInterval {
  const start = toMinutes(startTime);
  if (start === undefined) throw new RangeError(`Invalid start time ${startTime}`);
  const startsAt = zonedTimeToInstant(bookingDate, startTime, timeZone);
  if (bookingType === "day_pass") {
    const close = closingMinutes(gym);
    const endDate = close >= 24 * 60 ? addDays(bookingDate, 1) : bookingDate;
    const endTime = fromMinutes(close);
    const endsAt = zonedTimeToInstant(endDate, endTime, timeZone);
    return {
      bookingDate,
      startTime,
      endTime,
      durationHours: Math.max(1, Math.ceil((endsAt - startsAt) / 3_600_000)),
      startsAt,
      endsAt,
    };
  }
  const endsAt = startsAt + durationHours * 3_600_000;
  return {
    bookingDate,
    startTime,
    endTime: wallClock(endsAt, timeZone).time,
    durationHours,
    startsAt,
    endsAt,
  };
}

/**
 * The 30-minute slots an interval occupies, as gym-local (date, time) keys. In the repeated hour
 * when clocks go back both occurrences share a key, which can only make the gym look fuller.
 */
export function occupiedSlots(
  startsAt: number,
  endsAt: number,
  timeZone: string,
): { date: string; time: string }[] {
  const keys = new Map<string, { date: string; time: string }>();
  const step = SLOT_MINUTES * 60_000;
  for (let t = Math.floor(startsAt / step) * step; t < endsAt; t += step) {
    const clock = wallClock(t, timeZone);
    keys.set(`${clock.date} ${clock.time}`, clock);
  }
  return [...keys.values()];
}

/** Hours from now until a booking starts, for the cancellation policy. */
export function hoursUntil(startsAt: number, now: number): number {
  return (startsAt - now) / 3_600_000;
}

// ---------------------------------------------------------------------------------------------
// References
// ---------------------------------------------------------------------------------------------

/** "GR-" + 6 characters without look-alikes (0/O, 1/I/L). */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export function bookingReference(random: (n: number) => Uint8Array): string {
  const bytes = random(6);
  let code = "";
  for (const byte of bytes) code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `GR-${code}`;
}

export function isBookingReference(value: string): boolean {
  return /^GR-[2-9A-HJKMNP-Z]{6}$/.test(value);
}

/**
 * The instants a pass holds the gym: the first day from the chosen start until closing, every later
 * open day of the run from opening until closing (days the gym is closed hold nothing).
 */
export function passDayIntervals(
  gym: GymHours,
  timeZone: string,
  firstDate: string,
  startTime: string,
  days: number,
): { startsAt: number; endsAt: number }[] {
  const intervals: { startsAt: number; endsAt: number }[] = [];
  const opening = fromMinutes(openingMinutes(gym));
  for (let i = 0; i < days; i++) {
    const date = addDays(firstDate, i);
    if (i > 0 && gym.operatingDays.length > 0 && !gym.operatingDays.includes(dayOfWeek(date))) continue;
    const day = bookingInterval(gym, timeZone, "day_pass", date, i === 0 ? startTime : opening, 1);
    intervals.push({ startsAt: day.startsAt, endsAt: day.endsAt });
  }
  return intervals;
}
