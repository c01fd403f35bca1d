/**
 * A trip of several stops (issue 36): each stop is one gym for a run of days, covered the cheapest
 * way the gym sells (a day pass for each day it opens, or one week or month pass where that costs
 * less). Pure: the trip use case decides with it and the planner page previews with it. Not to be
 * confused with trip.ts, the search's dates carried between pages as query parameters.
 */
import type { GymHours } from "./booking";
import { CURRENCIES, type Currency } from "./catalog";
import { PASS_DAYS, type PassRates, type PassType, passRateCents, stayDays } from "./pricing";
import { addDays, dayOfWeek } from "./zoned-time";

/** Stops in one trip: a long tour, still one checkout a person can read. */
export const MAX_TRIP_STOPS = 6;
/** Days one stop may last: the longest pass (a month) covers 30. */
export const MAX_STOP_DAYS = PASS_DAYS.month_pass;

/** How a stop's days are paid for: day passes on each open day, or one pass covering the run. */
export type CoverType = "day_pass" | PassType;
export const COVER_TYPES = ["day_pass", "week_pass", "month_pass"] as const satisfies readonly CoverType[];

/** How a cover reads to people. */
export const COVER_LABELS: Record<CoverType, string> = {
  day_pass: "Day passes",
  week_pass: "Week pass",
  month_pass: "Month pass",
};

export interface StopCover {
  type: CoverType;
  /** Days each booking covers (bookings.pass_days): 1 for day passes, or the pass's 7 or 30. */
  passDays: number;
  /** Days of the stay the gym is open (what day passes are bought for). */
  openDays: number;
  /** Per athlete, in cents. */
  perAthleteCents: number;
  /** For every athlete, in cents. */
  totalCents: number;
}

/** The dates of a stay, first to last, both included. */
export function stayDates(from: string, to: string): string[] {
  const days = stayDays(from, to);
  return Array.from({ length: Math.max(0, days) }, (_, i) => addDays(from, i));
}

/** Whether the gym opens on a date (its weekdays and its closed dates). */
export function opensOn(gym: GymHours, date: string): boolean {
  if (gym.operatingDays.length > 0 && !gym.operatingDays.includes(dayOfWeek(date))) return false;
  return !gym.closedDates?.includes(date);
}

/** The dates of a stay the gym is closed on (the planner warns; day passes skip them). */
export function closedDatesOf(gym: GymHours, from: string, to: string): string[] {
  return stayDates(from, to).filter((date) => !opensOn(gym, date));
}

/** What each way of covering the stay costs per athlete; undefined where it is not possible. */
export function coverOptions(
  rates: PassRates,
  stay: { days: number; openDays: number },
): Partial<Record<CoverType, number>> {
  const options: Partial<Record<CoverType, number>> = {};
  if (rates.dayPassRateCents > 0 && stay.openDays > 0)
    options.day_pass = rates.dayPassRateCents * stay.openDays;
  for (const pass of ["week_pass", "month_pass"] as const) {
    const rate = passRateCents(rates, pass);
    // One booking covers the whole stop, so a pass shorter than the stay cannot.
    if (rate > 0 && PASS_DAYS[pass] >= stay.days) options[pass] = rate;
  }
  return options;
}

/**
 * The cheapest way to cover a stay for the athletes, or the one asked for; undefined when the gym
 * offers no way (no day pass and no pass long enough, or the asked-for one is not sold). Day passes
 * win a tie: a pass is proposed only where it costs less.
 */
export function stopCover(
  rates: PassRates,
  stay: { days: number; openDays: number },
  athletes: number,
  asked?: CoverType,
): StopCover | undefined {
  const options = coverOptions(rates, stay);
  let type: CoverType | undefined = asked;
  if (!type) {
    for (const candidate of COVER_TYPES) {
      const price = options[candidate];
      if (price === undefined) continue;
      if (type === undefined || price < (options[type] ?? Number.POSITIVE_INFINITY)) type = candidate;
    }
  }
  const perAthleteCents = type ? options[type] : undefined;
  if (!type || perAthleteCents === undefined) return undefined;
  return {
    type,
    passDays: type === "day_pass" ? 1 : PASS_DAYS[type],
    openDays: stay.openDays,
    perAthleteCents,
    totalCents: perAthleteCents * athletes,
  };
}

/** A stop's cover at a gym for its dates: the stay's length and open days read from the gym's hours. */
export function coverForStop(
  gym: GymHours & PassRates,
  stop: { from: string; to: string; athletes: number; bookingType?: CoverType },
): StopCover | undefined {
  const days = stayDays(stop.from, stop.to);
  const openDays = stayDates(stop.from, stop.to).filter((date) => opensOn(gym, date)).length;
  return stopCover(gym, { days, openDays }, stop.athletes, stop.bookingType);
}

/** The first day of each booking a cover makes: every open day for day passes, else the first day. */
export function coverDates(gym: GymHours, stop: { from: string; to: string }, cover: StopCover): string[] {
  if (cover.type !== "day_pass") return [stop.from];
  return stayDates(stop.from, stop.to).filter((date) => opensOn(gym, date));
}

export interface TripTotal {
  currency: Currency;
  amountCents: number;
}

/** What the trip costs in each currency (one charge each), NZD before AUD, currencies unused left out. */
export function tripTotals(items: readonly { currency: Currency; amountCents: number }[]): TripTotal[] {
  return CURRENCIES.map((currency) => ({
    currency,
    amountCents: items.filter((i) => i.currency === currency).reduce((sum, i) => sum + i.amountCents, 0),
  })).filter((total) => items.some((i) => i.currency === total.currency));
}

export interface StopDates {
  from: string;
  to: string;
}

export type StopDatesProblem = "order" | "too_long" | "overlap";

/**
 * The first problem with the stops' dates, by stop (0-based): a stop that ends before it starts,
 * lasts longer than one booking can cover, or shares a day with an earlier stop (an athlete is in
 * one place a day).
 */
export function stopDatesProblem(
  stops: readonly StopDates[],
): { index: number; problem: StopDatesProblem; other?: number } | undefined {
  for (const [index, stop] of stops.entries()) {
    if (stop.to < stop.from) return { index, problem: "order" };
    if (stayDays(stop.from, stop.to) > MAX_STOP_DAYS) return { index, problem: "too_long" };
    const other = stops.findIndex((o, i) => i < index && o.from <= stop.to && stop.from <= o.to);
    if (other !== -1) return { index, problem: "overlap", other };
  }
  return undefined;
}

/** "Stop 2 (Bondi Barbell): " — every refusal about a stop starts by naming it. */
export function stopLabel(index: number, gymName?: string): string {
  return gymName ? `Stop ${index + 1} (${gymName})` : `Stop ${index + 1}`;
}

export const TRIP_MESSAGES = {
  noStops: "Please add at least one stop to your trip.",
  tooManyStops: `A trip has at most ${MAX_TRIP_STOPS} stops. Please book the rest as another trip.`,
  order: "the last day is before the first. Please check the dates.",
  tooLong: `a stop lasts at most ${MAX_STOP_DAYS} days. Please split it into two stops.`,
  overlap: (other: number) => `its dates overlap stop ${other + 1}. Please check the dates.`,
  noCover: "this gym sells no day pass, week pass or month pass that covers these dates.",
  notOffered: (type: CoverType) =>
    type === "day_pass"
      ? "this gym does not offer day passes."
      : `this gym's ${type === "week_pass" ? "week" : "month"} pass does not cover these dates.`,
  gymGone: "this gym is not taking bookings. Please choose another gym.",
  full: "the gym is fully booked on these dates. Please choose another gym or other dates.",
  fewPlaces: (free: number) =>
    `only ${free} ${free === 1 ? "place is" : "places are"} left on these dates. Please book fewer athletes or choose another gym.`,
} as const;
