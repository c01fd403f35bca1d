/**
 * Booking rules from spec section 9 and architecture.md "Bookings and payments": prices, end times,
 * 30-minute start slots inside a gym's hours, bookable dates, and the slots a booking occupies.
 * Plain TypeScript: the server decides with it and the booking form previews with it.
 *
 * Wall-clock values are the gym's local time ('YYYY-MM-DD', 'HH:MM'); instants are epoch ms (UTC).
 */
import type { GymBookingType as BookingType } from "./catalog";
import { isIsoDate, todayInZone, toMinutes, WEEKDAY_NAMES } from "./dates";
import { AMENITY_DURATION, HOURLY_DURATION, MAX_ATHLETES } from "./policies";

// isIsoDate and toMinutes live in dates.ts, the booking limits in policies.ts: the My Bookings forms
// use them without loading this module.
export { AMENITY_DURATION, HOURLY_DURATION, isIsoDate, MAX_ATHLETES, toMinutes };

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

export interface GymRates {
  dayPassRateCents: number;
  hourlyRateCents: number;
}

// ---------------------------------------------------------------------------------------------
// Wall-clock arithmetic
// ---------------------------------------------------------------------------------------------

/** Minutes after midnight → "HH:MM" (wrapping past midnight). */
export function fromMinutes(total: number): string {
  const wrapped = ((total % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, "0")}:${String(wrapped % 60).padStart(2, "0")}`;
}

/** Day of week of an ISO date (Sunday = 0), independent of any time zone. */
export function dayOfWeek(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// Time zones
// ---------------------------------------------------------------------------------------------

const formatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a zone. */
export function wallClock(instant: number, timeZone: string): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Offset of a zone from UTC at an instant, in ms (Pacific/Auckland in January: +13 h). */
function zoneOffset(instant: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a gym-local wall-clock time happens. In the hour skipped when clocks go forward the
 * result is the same wall time on the earlier offset (i.e. an hour later on the new clock); in the
 * repeated hour when clocks go back it is the first occurrence.
 */
export function zonedTimeToInstant(isoDate: string, time: string, timeZone: string): number {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const minutes = toMinutes(time) ?? 0;
  const local = Date.UTC(year, month - 1, day) + minutes * 60_000;
  const firstGuess = local - zoneOffset(local, timeZone);
  const offset = zoneOffset(firstGuess, timeZone);
  const secondGuess = local - offset;
  if (zoneOffset(secondGuess, timeZone) === offset) {
    // Prefer the earlier instant in the repeated hour.
    const earlier = secondGuess - 3_600_000;
    if (wallClockEquals(earlier, timeZone, isoDate, time)) return earlier;
    return secondGuess;
  }
  return firstGuess;
}

function wallClockEquals(instant: number, timeZone: string, isoDate: string, time: string): boolean {
  const clock = wallClock(instant, timeZone);
  return clock.date === isoDate && clock.time === time;
}

/** Today in a zone, as an ISO date (domain/dates.ts todayInZone, for the booking rules' callers). */
export function todayIn(timeZone: string, now: number): string {
  return todayInZone(timeZone, now);
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
function closingMinutes(gym: GymHours): number {
  if (gym.is24Hours) return 24 * 60;
  const close = toMinutes(gym.closeTime) ?? 24 * 60;
  return close === 0 ? 24 * 60 : close;
}

function openingMinutes(gym: GymHours): number {
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

// ---------------------------------------------------------------------------------------------
// Price and interval
// ---------------------------------------------------------------------------------------------

/** A rate of 0 means the gym does not offer that kind of booking. */
export function offersBookingType(rates: GymRates, bookingType: BookingType): boolean {
  return (bookingType === "day_pass" ? rates.dayPassRateCents : rates.hourlyRateCents) > 0;
}

/** The kinds of booking a gym offers, in the form's order. */
export function offeredBookingTypes(rates: GymRates): BookingType[] {
  return (["day_pass", "hourly"] as const).filter((type) => offersBookingType(rates, type));
}

/** What an athlete is told when they ask for a kind of booking the gym does not offer. */
export const NOT_OFFERED_MESSAGES: Record<BookingType | "week_pass" | "month_pass", string> = {
  day_pass: "This gym does not offer day passes",
  hourly: "This gym does not offer hourly bookings",
  week_pass: "This gym does not offer week passes",
  month_pass: "This gym does not offer month passes",
};

/** Day pass = dayPassRate × athletes; hourly = hourlyRate × hours × athletes. Integer cents. */
export function bookingPriceCents(
  rates: GymRates,
  bookingType: BookingType,
  durationHours: number,
  athletes: number,
): number {
  if (!Number.isInteger(athletes) || athletes < 1)
    throw new RangeError("athletes must be a positive integer");
  if (bookingType === "day_pass") return rates.dayPassRateCents * athletes;
  if (!Number.isInteger(durationHours) || durationHours < 1)
    throw new RangeError("durationHours must be ≥ 1");
  return rates.hourlyRateCents * durationHours * athletes;
}

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

/** Amenity total = pricePerHour × hours. */
export function amenityPriceCents(pricePerHourCents: number, hours: number): number {
  if (!Number.isInteger(hours) || hours < AMENITY_DURATION.min || hours > AMENITY_DURATION.max)
    throw new RangeError("Amenity duration must be 1-4 hours");
  return pricePerHourCents * hours;
}

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

// ---------------------------------------------------------------------------------------------
// Week and month passes
// ---------------------------------------------------------------------------------------------

/** A pass is a day pass on every open day of a run of consecutive days from the booking date. */
export const PASS_DAYS = { week_pass: 7, month_pass: 30 } as const;
export type PassType = keyof typeof PASS_DAYS;
export const PASS_TYPES = ["week_pass", "month_pass"] as const satisfies readonly PassType[];

export interface PassRates extends GymRates {
  /** gyms.weekly_rate_cents / monthly_rate_cents: null or 0 means the gym sells no such pass. */
  weeklyRateCents: number | null;
  monthlyRateCents: number | null;
}

export function isPassType(value: string): value is PassType {
  return value === "week_pass" || value === "month_pass";
}

/** The per-athlete price of a pass, or 0 when the gym does not sell it. */
export function passRateCents(rates: PassRates, pass: PassType): number {
  return (pass === "week_pass" ? rates.weeklyRateCents : rates.monthlyRateCents) ?? 0;
}

/** Days from the first to the last date of a stay, both included (1 for a single day). */
export function stayDays(firstDate: string, lastDate: string): number {
  return (
    Math.round((Date.parse(`${lastDate}T00:00:00Z`) - Date.parse(`${firstDate}T00:00:00Z`)) / 86_400_000) + 1
  );
}

export interface PassOffer {
  type: PassType;
  /** Days the pass covers. */
  days: number;
  /** Per athlete. */
  rateCents: number;
  /** What the same days cost per athlete in day passes (the days of the stay the pass covers). */
  dayPassesCents: number;
}

/**
 * The passes to offer: those the gym sells (rate above 0) that cost less than day passes for the same
 * days. With the dates of a stay (its length in days) the comparison is with the stay's days (a week
 * pass for a 3-day stay is offered only when it beats 3 day passes), and a pass shorter than the stay
 * is not offered (one booking covers the whole stay). Without a stay, with the pass's own days. A gym
 * that sells no day pass has nothing to compare with: its passes are offered as they are.
 */
export function passOffers(rates: PassRates, stay?: number): PassOffer[] {
  const offers: PassOffer[] = [];
  for (const type of PASS_TYPES) {
    const rateCents = passRateCents(rates, type);
    const days = PASS_DAYS[type];
    if (rateCents <= 0) continue;
    if (stay !== undefined && stay > days) continue;
    const covered = Math.min(days, stay ?? days);
    const dayPassesCents = rates.dayPassRateCents * covered;
    if (rates.dayPassRateCents > 0 && rateCents >= dayPassesCents) continue;
    offers.push({ type, days, rateCents, dayPassesCents });
  }
  return offers;
}

/** The cheapest single booking for a stay: day passes are bought one day at a time, passes at once. */
export function cheapestPassFor(rates: PassRates, stay: number): PassType | undefined {
  const offers = passOffers(rates, stay);
  return offers.sort((a, b) => a.rateCents - b.rateCents)[0]?.type;
}

/** A pass = its rate × athletes, whatever the number of open days it covers. Integer cents. */
export function passPriceCents(rates: PassRates, pass: PassType, athletes: number): number {
  if (!Number.isInteger(athletes) || athletes < 1)
    throw new RangeError("athletes must be a positive integer");
  const rate = passRateCents(rates, pass);
  if (rate <= 0) throw new RangeError(`This gym does not sell a ${pass}`);
  return rate * athletes;
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

// ---------------------------------------------------------------------------------------------
// Open now: the gym page's line, in the venue's zone
// ---------------------------------------------------------------------------------------------

export type OpenState =
  | { open: true; allDay: true }
  | { open: true; allDay: false; closes: string }
  | { open: false; opens: string; day: "today" | "tomorrow" | number }
  | { open: false; opens: null };

/** Whether the gym is open at `now` on its own wall clock, and when it next closes or opens. */
export function openState(gym: GymHours, timeZone: string, now: number): OpenState {
  const clock = wallClock(now, timeZone);
  const minutes = toMinutes(clock.time) ?? 0;
  const openOn = (date: string) =>
    gym.operatingDays.length === 0 || gym.operatingDays.includes(dayOfWeek(date));
  const open = openingMinutes(gym);
  const close = closingMinutes(gym);
  if (openOn(clock.date) && minutes >= open && minutes < close) {
    if (gym.is24Hours) return { open: true, allDay: true };
    return { open: true, allDay: false, closes: fromMinutes(close) };
  }
  const opensAt = fromMinutes(open);
  if (openOn(clock.date) && minutes < open) return { open: false, opens: opensAt, day: "today" };
  for (let i = 1; i <= 7; i++) {
    const date = addDays(clock.date, i);
    if (openOn(date)) return { open: false, opens: opensAt, day: i === 1 ? "tomorrow" : dayOfWeek(date) };
  }
  return { open: false, opens: null };
}

/** How a booking reads to people: a stored day pass covering 7 or 30 days is a week or month pass. */
export function displayBookingType<T extends string>(bookingType: T, passDays: number): T | PassType {
  if (bookingType !== "day_pass") return bookingType;
  if (passDays === PASS_DAYS.week_pass) return "week_pass";
  if (passDays === PASS_DAYS.month_pass) return "month_pass";
  return bookingType;
}

/** "Open now · closes 22:00 NZDT", "Closed now · opens 06:00 NZDT tomorrow", "Open now · 24 hours". */
export function openStateText(state: OpenState, zoneLabel: string): string {
  if (state.open)
    return state.allDay ? "Open now · 24 hours" : `Open now · closes ${state.closes} ${zoneLabel}`;
  if (state.opens === null) return "Closed now";
  const day =
    state.day === "today" ? "" : state.day === "tomorrow" ? " tomorrow" : ` on ${WEEKDAY_NAMES[state.day]}`;
  return `Closed now · opens ${state.opens} ${zoneLabel}${day}`;
}
