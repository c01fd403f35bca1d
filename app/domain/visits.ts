/**
 * What happened at the door (issue 17, ADR 023): a confirmed booking is checked in once, on its date
 * at its gym, or marked a no-show after its start; never both. Pure rules over a booking's fields;
 * the use cases (app/use-cases/check-in.server.ts, mark-no-show.server.ts) apply them and the
 * database's conditional updates make them hold under concurrency.
 */
import { todayInZone } from "./dates";

export interface DoorBooking {
  gymId: number;
  bookingDate: string;
  status: "pending" | "confirmed" | "completed" | "cancelled";
  startsAt: number;
  checkedInAt: number | null;
  noShowAt: number | null;
  timeZone: string;
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
  empty: "Scan a pass or type a booking reference.",
} as const;

export const NO_SHOW_MESSAGES = {
  notStarted: "A booking can be marked as a no-show only after it has started.",
  checkedIn: "This athlete was checked in, so the booking can't be a no-show.",
  already: "This booking is already marked as a no-show.",
  notConfirmed: "Only confirmed or completed bookings can be marked as a no-show.",
} as const;

export type CheckInProblem =
  | { kind: "wrongGym" }
  | { kind: "wrongDate" }
  | { kind: "notConfirmed" }
  | { kind: "cancelled" }
  | { kind: "noShow" }
  | { kind: "already"; at: number };

/** Why this booking cannot be checked in at `gymId` at `now`, or undefined when it can. */
export function checkInProblem(booking: DoorBooking, gymId: number, now: number): CheckInProblem | undefined {
  if (booking.gymId !== gymId) return { kind: "wrongGym" };
  if (booking.status === "cancelled") return { kind: "cancelled" };
  if (booking.checkedInAt !== null) return { kind: "already", at: booking.checkedInAt };
  if (booking.noShowAt !== null) return { kind: "noShow" };
  if (booking.status !== "confirmed" && booking.status !== "completed") return { kind: "notConfirmed" };
  if (todayInZone(booking.timeZone, now) !== booking.bookingDate) return { kind: "wrongDate" };
  return undefined;
}

export type NoShowProblem = keyof typeof NO_SHOW_MESSAGES;

/** Why this booking cannot be marked a no-show at `now`, or undefined when it can. */
export function noShowProblem(booking: DoorBooking, now: number): NoShowProblem | undefined {
  if (booking.noShowAt !== null) return "already";
  if (booking.checkedInAt !== null) return "checkedIn";
  if (booking.status !== "confirmed" && booking.status !== "completed") return "notConfirmed";
  if (now < booking.startsAt) return "notStarted";
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
