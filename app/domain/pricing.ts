/**
 * What a gym sells and what it costs (spec section 9): the kinds of booking a gym offers, visit and
 * amenity prices, and week and month passes with the offers that beat day passes. Integer cents.
 */
import type { GymBookingType as BookingType } from "./catalog";
import { AMENITY_DURATION } from "./policies";

export interface GymRates {
  dayPassRateCents: number;
  hourlyRateCents: number;
}

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

/** Amenity total = pricePerHour × hours. */
export function amenityPriceCents(pricePerHourCents: number, hours: number): number {
  if (!Number.isInteger(hours) || hours < AMENITY_DURATION.min || hours > AMENITY_DURATION.max)
    throw new RangeError("Amenity duration must be 1-4 hours");
  return pricePerHourCents * hours;
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

/** How a booking reads to people: a stored day pass covering 7 or 30 days is a week or month pass. */
export function displayBookingType<T extends string>(bookingType: T, passDays: number): T | PassType {
  if (bookingType !== "day_pass") return bookingType;
  if (passDays === PASS_DAYS.week_pass) return "week_pass";
  if (passDays === PASS_DAYS.month_pass) return "month_pass";
  return bookingType;
}
