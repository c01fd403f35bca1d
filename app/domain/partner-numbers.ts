/**
 * The partner console's numbers: bookings, revenue and the gym's share per week and per
 * month, and occupancy by weekday. Pure: the loader reads rows, this adds them up.
 * - A booking counts in the week/month of its date (venue-local, as stored).
 * - Revenue is what the athlete paid less refunds (netRevenueCents); a cancelled booking keeps
 *   counting for whatever was not refunded, and is counted as cancelled.
 * - The gym's share is the ledger's split (domain/ledger.ts splitCents) of each booking's revenue at
 *   the booking's own percentage, rounded per booking as the ledger books and a payout pays it, summed.
 * - Amounts are kept per currency (an owner may have gyms in New Zealand and Australia).
 * - Occupancy of a weekday = athlete-slots held (30-minute slots) on those dates ÷ (capacity × the
 *   slots the gym is open that day × how many of those weekdays the window holds while open).
 */
import { SLOT_MINUTES } from "./booking";
import { toMinutes } from "./dates";
import { splitCents } from "./ledger";
import { addDays, dayOfWeek } from "./zoned-time";

/** What a booking brings in after refunds: the total less what was paid back (never below 0). */
export function netRevenueCents(totalCents: number, refundCents: number): number {
  return Math.max(0, totalCents - refundCents);
}

export interface PaidBooking {
  gymId: number;
  bookingDate: string;
  totalCents: number;
  refundCents: number;
  currency: string;
  status: string;
  /** The gym's percentage of this booking (the booking's split). */
  sharePercent: number;
}

export interface PeriodFigures {
  /** "2026-11-23" (the Monday of a week) or "2026-11" (a month). */
  period: string;
  currency: string;
  bookings: number;
  cancelled: number;
  revenueCents: number;
  gymShareCents: number;
}

/** The Monday of an ISO date's week. */
export function weekOf(isoDate: string): string {
  const day = dayOfWeek(isoDate);
  return addDays(isoDate, -((day + 6) % 7));
}

export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/** Figures per period and currency, newest period first. */
export function figuresBy(
  rows: readonly PaidBooking[],
  periodOf: (isoDate: string) => string,
): PeriodFigures[] {
  const byKey = new Map<string, PeriodFigures>();
  for (const row of rows) {
    const period = periodOf(row.bookingDate);
    const key = `${period} ${row.currency}`;
    const figures = byKey.get(key) ?? {
      period,
      currency: row.currency,
      bookings: 0,
      cancelled: 0,
      revenueCents: 0,
      gymShareCents: 0,
    };
    if (row.status === "cancelled") figures.cancelled += 1;
    else figures.bookings += 1;
    const net = netRevenueCents(row.totalCents, row.refundCents);
    figures.revenueCents += net;
    figures.gymShareCents += splitCents(net, row.sharePercent).gymCents;
    byKey.set(key, figures);
  }
  return [...byKey.values()].sort((a, b) =>
    a.period === b.period ? a.currency.localeCompare(b.currency) : b.period.localeCompare(a.period),
  );
}

export interface OccupancyGym {
  id: number;
  capacity: number;
  openTime: string;
  closeTime: string;
  is24Hours: boolean;
  /** Open weekdays (Sunday = 0); empty means every day. */
  operatingDays: number[];
}

export interface WeekdayOccupancy {
  /** Sunday = 0. */
  weekday: number;
  heldSlots: number;
  openSlots: number;
  /** 0 to 1, or null when the gym was not open on that weekday in the window. */
  ratio: number | null;
}

/** Slots a gym is open on a day (30 minutes each). */
export function openSlotsPerDay(gym: Pick<OccupancyGym, "openTime" | "closeTime" | "is24Hours">): number {
  if (gym.is24Hours) return (24 * 60) / SLOT_MINUTES;
  const open = toMinutes(gym.openTime) ?? 0;
  const close = toMinutes(gym.closeTime) ?? 0;
  return Math.max(0, Math.floor((close - open) / SLOT_MINUTES));
}

/**
 * Occupancy by weekday, Monday first, over the dates from `from` (inclusive) to `to` (exclusive) at
 * these gyms; `held` is athlete-slots held per gym and date.
 */
export function occupancyByWeekday(
  gyms: readonly OccupancyGym[],
  held: readonly { gymId: number; date: string; athletes: number }[],
  from: string,
  to: string,
): WeekdayOccupancy[] {
  const open = new Map<number, number>();
  for (let date = from; date < to; date = addDays(date, 1)) {
    const weekday = dayOfWeek(date);
    for (const gym of gyms) {
      if (gym.operatingDays.length > 0 && !gym.operatingDays.includes(weekday)) continue;
      open.set(weekday, (open.get(weekday) ?? 0) + gym.capacity * openSlotsPerDay(gym));
    }
  }
  const heldBy = new Map<number, number>();
  for (const row of held) {
    if (row.date < from || row.date >= to) continue;
    const weekday = dayOfWeek(row.date);
    heldBy.set(weekday, (heldBy.get(weekday) ?? 0) + Number(row.athletes));
  }
  return [1, 2, 3, 4, 5, 6, 0].map((weekday) => {
    const openSlots = open.get(weekday) ?? 0;
    const heldSlots = heldBy.get(weekday) ?? 0;
    return {
      weekday,
      heldSlots,
      openSlots,
      ratio: openSlots > 0 ? Math.min(1, heldSlots / openSlots) : null,
    };
  });
}
