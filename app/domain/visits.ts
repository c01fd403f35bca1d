/**
 * What happened at the door: a confirmed booking is checked in once, on its date
 * at its gym, or marked a no-show after its start; never both. Pure rules over a booking's fields;
 * the use cases (app/use-cases/check-in.server.ts, mark-no-show.server.ts) apply them and the
 * database's conditional updates make them hold under concurrency.
 */

import { MONTH_SHORT_NAMES, todayInZone, WEEKDAY_SHORT_NAMES } from "./dates";
import { addDays, wallClock } from "./zoned-time";

export interface DoorBooking {
  gymId: number;
  bookingDate: string;
  status: "pending" | "confirmed" | "completed" | "cancelled";
  startsAt: number;
  /**
   * The check-in that spends the pass at the door's moment: a day's booking's one check-in, or a
   * week or month pass's check-in of that day (it is valid once on each day it covers).
   */
  checkedInAt: number | null;
  noShowAt: number | null;
  timeZone: string;
  /** Consecutive days covered: 1, or 7 (week pass) or 30 (month pass). */
  passDays?: number;
  /**
   * A week or month pass's opening hours on each day it covers (booking.ts passDayIntervals: the
   * first day from its start, days the gym is closed left out): check-in happens inside one of them.
   */
  passIntervals?: readonly { startsAt: number; endsAt: number }[];
}

const shortDay = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  return `${WEEKDAY_SHORT_NAMES[date.getUTCDay()]} ${date.getUTCDate()} ${MONTH_SHORT_NAMES[date.getUTCMonth()]}`;
};

/** The last date a pass covers (its first date for a day's booking). */
export const passLastDate = (firstDate: string, passDays: number) => addDays(firstDate, passDays - 1);

/**
 * Which days a week or month pass is good for, in words: "valid once a day, Sat 28 Nov – Fri 4 Dec
 * 2026" (both years when it spans New Year); undefined for a day's booking.
 */
export function passValidity(firstDate: string, passDays: number | undefined): string | undefined {
  if (!passDays || passDays <= 1) return undefined;
  const last = passLastDate(firstDate, passDays);
  const firstYear = firstDate.slice(0, 4);
  const lastYear = last.slice(0, 4);
  const from = firstYear === lastYear ? shortDay(firstDate) : `${shortDay(firstDate)} ${firstYear}`;
  return `valid once a day, ${from} – ${shortDay(last)} ${lastYear}`;
}

export const CHECK_IN_MESSAGES = {
  notFound: "We couldn't find a booking with that pass or reference at your gyms.",
  forged:
    "This pass isn't valid: its code was not issued by GymRoam for a booking. Ask for the reference instead.",
  wrongGym: (gymName: string) => `This pass is for ${gymName}, not this gym.`,
  wrongDate: (date: string) => `This pass is for ${date}, not today.`,
  notConfirmed: "This booking isn't paid and confirmed, so it has no valid pass.",
  cancelled: "This booking was cancelled; its pass is no longer valid.",
  noShow: "This booking was marked as a no-show; it can't be checked in.",
  already: (when: string) => `Already checked in at ${when}. A pass can be used once.`,
  alreadyToday: (when: string) => `Already checked in today at ${when}. This pass can be used once a day.`,
  passDates: (validity: string) => `This pass is ${validity}, not today.`,
  passHours: (from: string, to: string, now: string) =>
    `This pass is valid today from ${from} to ${to}, while the gym is open; it is ${now} now.`,
  passClosedDay: "The gym is closed today, so this pass can't be used today.",
  empty: "Scan a pass or type a booking reference.",
} as const;

export const NO_SHOW_MESSAGES = {
  notStarted: "A booking can be marked as a no-show only after it has started.",
  checkedIn: "This athlete was checked in, so the booking can't be a no-show.",
  already: "This booking is already marked as a no-show.",
  notConfirmed: "Only confirmed or completed bookings can be marked as a no-show.",
  past: "This booking's day is over: a no-show can be recorded only on the day of the booking.",
} as const;

export type CheckInProblem =
  | { kind: "wrongGym" }
  | { kind: "wrongDate" }
  | { kind: "notConfirmed" }
  | { kind: "cancelled" }
  | { kind: "noShow" }
  | { kind: "already"; at: number }
  /** A week or month pass on a day it covers, outside that day's hours (`today`: none, a closed day). */
  | { kind: "outsideHours"; today: { startsAt: number; endsAt: number } | null };

/** Why this booking cannot be checked in at `gymId` at `now`, or undefined when it can. */
export function checkInProblem(booking: DoorBooking, gymId: number, now: number): CheckInProblem | undefined {
  if (booking.gymId !== gymId) return { kind: "wrongGym" };
  if (booking.status === "cancelled") return { kind: "cancelled" };
  if (booking.checkedInAt !== null) return { kind: "already", at: booking.checkedInAt };
  if (booking.noShowAt !== null) return { kind: "noShow" };
  if (booking.status !== "confirmed" && booking.status !== "completed") return { kind: "notConfirmed" };
  const today = todayInZone(booking.timeZone, now);
  const passDays = booking.passDays ?? 1;
  if (passDays <= 1) return today === booking.bookingDate ? undefined : { kind: "wrongDate" };
  if (today < booking.bookingDate || today > passLastDate(booking.bookingDate, passDays))
    return { kind: "wrongDate" };
  const intervals = booking.passIntervals ?? [];
  if (intervals.some((day) => day.startsAt <= now && now < day.endsAt)) return undefined;
  const todays = intervals.find((day) => wallClock(day.startsAt, booking.timeZone).date === today);
  return { kind: "outsideHours", today: todays ?? null };
}

export type NoShowProblem = keyof typeof NO_SHOW_MESSAGES;

/** Why this booking cannot be marked a no-show at `now`, or undefined when it can. */
export function noShowProblem(booking: DoorBooking, now: number): NoShowProblem | undefined {
  if (booking.noShowAt !== null) return "already";
  if (booking.checkedInAt !== null) return "checkedIn";
  if (booking.status !== "confirmed" && booking.status !== "completed") return "notConfirmed";
  if (now < booking.startsAt) return "notStarted";
  // Recorded on the day (a pass: by its last day); afterwards the visit is history, reviews included.
  if (todayInZone(booking.timeZone, now) > passLastDate(booking.bookingDate, booking.passDays ?? 1))
    return "past";
  return undefined;
}

/**
 * Whether the athlete came: a booking counts as visited once it is checked in or completed, unless
 * the gym marked it a no-show. Reviews need a completed booking that was visited.
 */
export function wasVisited(booking: Pick<DoorBooking, "status" | "checkedInAt" | "noShowAt">): boolean {
  if (booking.noShowAt !== null) return false;
  return booking.checkedInAt !== null || booking.status === "completed";
}

/**
 * A recovery session added to a visit happens during it: inside the access the booking gives on its
 * (first) day, from its start to its end (a day pass: to closing). The sentence names that window.
 */
export function addOnOutsideVisit(
  visit: { startsAt: number; endsAt: number; startTime: string; endTime: string },
  addOn: { startsAt: number; endsAt: number },
): string | undefined {
  if (addOn.startsAt >= visit.startsAt && addOn.endsAt <= visit.endsAt) return undefined;
  return `The recovery session has to be during your visit, ${visit.startTime}–${visit.endTime}: choose a time that starts at ${visit.startTime} or later and ends by ${visit.endTime}.`;
}
