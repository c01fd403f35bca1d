/**
 * The waitlist of a full slot (issue 37): who may join, in which order freed places are offered, and
 * how long an offer stands. Pure: the models write what these rules decide, and the database's own
 * checks (capacity, the waitlist guard triggers) make the write fail when a concurrent change broke them.
 *
 * A place that frees goes to the first in line whose request fits in it; someone earlier whose party
 * is too big for what freed keeps their place in line for the next one. While anyone waits for a slot,
 * nobody outside the line may book into it.
 */

import { MONTH_NAMES, WEEKDAY_NAMES, zonedTime } from "./dates";
import { wallClock } from "./zoned-time";

/** How long an offered place is held for the athlete to pay, in minutes. */
export const OFFER_MINUTES = 30;
export const OFFER_MS = OFFER_MINUTES * 60_000;

export const SLOT_WAITLIST_STATUSES = ["waiting", "offered", "booked", "lapsed", "left"] as const;
export type SlotWaitlistStatus = (typeof SLOT_WAITLIST_STATUSES)[number];

/** Places in line one visitor may hold at once (each blocks freed places for everyone else). */
export const MAX_WAITING_PER_VISITOR = 5;
/** Places in line one network may hold at once. */
export const MAX_WAITING_PER_NETWORK = 20;

/** What the waitlist guard triggers abort with (migrations: slot_waitlist_guards). */
export const WAITLIST_GUARDS = {
  gym: "slot_waitlist_gym_guard",
  amenity: "slot_waitlist_amenity_guard",
} as const;

/** The item id that stands for the gym's own capacity in a waitlist slot key (items start at 1). */
export const GYM_CAPACITY = 0;

export const SLOT_WAITLIST_MESSAGES = {
  notFull: "There is still room at that time, so there's no need to wait: book it instead.",
  passes: "Week and month passes can't join a waitlist. Please choose a day pass or an hourly booking.",
  alreadyWaiting: "You're already on the waitlist for that time.",
  visitorCap: `You can wait for at most ${MAX_WAITING_PER_VISITOR} full times at once. Leave one in My Bookings, then try again.`,
  networkCap: "Too many places in line come from your network right now. Please try again later.",
  notFound: "Waitlist place not found",
  cannotLeave: "You can only leave the waitlist while you're still waiting for a place.",
  joined: (position: number) =>
    `You're on the waitlist, number ${position} in line. We'll e-mail you when a place frees up.`,
  left: "You've left the waitlist.",
  offerToJoin:
    "Join the waitlist and we'll e-mail you a link to pay as soon as a place frees up. Places go in the order people joined.",
} as const;

/** One slot an entry needs: the gym's capacity (item GYM_CAPACITY) or an amenity item's, at a time. */
export interface WaitSlot {
  itemId: number;
  date: string;
  time: string;
}

export const slotKey = (slot: WaitSlot) => `${slot.itemId}|${slot.date}|${slot.time}`;

/** An amenity item serves one booking at a time; the gym admits `athletes` per booking. */
const needOf = (slot: WaitSlot, athletes: number) => (slot.itemId === GYM_CAPACITY ? athletes : 1);

/**
 * Whether a request is "full": it cannot be booked now because some slot it needs has too few free
 * places, or because someone already waits for one of its slots (freed places are theirs first).
 */
export function isFull(
  request: { athletes: number; slots: WaitSlot[] },
  free: ReadonlyMap<string, number>,
  waiting: number,
): boolean {
  if (waiting > 0) return true;
  return request.slots.some((slot) => (free.get(slotKey(slot)) ?? 0) < needOf(slot, request.athletes));
}

export interface WaitingEntry {
  id: number;
  athletes: number;
  slots: WaitSlot[];
}

/**
 * The entries to offer a place to, in the order to try them: down the line (oldest first), each whose
 * every slot still has room after those before it took theirs. `free` holds every slot's free places.
 */
export function offerOrder(entries: readonly WaitingEntry[], free: ReadonlyMap<string, number>): number[] {
  const left = new Map(free);
  const chosen: number[] = [];
  for (const entry of [...entries].sort((a, b) => a.id - b.id)) {
    const fits = entry.slots.every((slot) => (left.get(slotKey(slot)) ?? 0) >= needOf(slot, entry.athletes));
    if (!fits) continue;
    for (const slot of entry.slots) {
      const key = slotKey(slot);
      left.set(key, (left.get(key) ?? 0) - needOf(slot, entry.athletes));
    }
    chosen.push(entry.id);
  }
  return chosen;
}

/** Place in line: 1 + the entries still waiting that joined earlier for any of the same slots. */
export function positionInLine(entry: WaitingEntry, waiting: readonly WaitingEntry[]): number {
  const mine = new Set(entry.slots.map(slotKey));
  return (
    1 +
    waiting.filter((other) => other.id < entry.id && other.slots.some((slot) => mine.has(slotKey(slot))))
      .length
  );
}

/** When an offer made now lapses. */
export const offerExpiry = (now: number) => now + OFFER_MS;

/** "Sunday 5 April 2026, 10:30 NZDT (Pacific/Auckland)": an offer's deadline in the venue's time. */
export function deadlineInVenue(expiresAt: number, timeZone: string): string {
  const { date, time } = wallClock(expiresAt, timeZone);
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAY_NAMES[day.getUTCDay()]} ${day.getUTCDate()} ${MONTH_NAMES[day.getUTCMonth()]} ${day.getUTCFullYear()}, ${zonedTime(time, timeZone, expiresAt)} (${timeZone})`;
}

/** Where an offer is paid: resolves the entry to its held booking's payment step. */
export const offerPayPath = (entryId: number) => `/bookings/waitlist/${entryId}/pay`;
