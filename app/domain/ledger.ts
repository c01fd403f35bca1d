/**
 * Money out: the rules of the ledger, pure. Integer cents only, and always in one
 * currency: nothing here adds NZD to AUD (callers group by currency first).
 *
 * - A booking's money after refunds is split: the gym's percentage (the spec's 60, settable per gym)
 *   rounded half up to the cent, the platform keeps the rest (so the two always add up exactly).
 * - The gym's share is earned when the booking is completed (or, for a cancellation that kept money,
 *   when it would have ended); it is paid weekly, any positive balance.
 * - The ambassador's commission (COMMISSION_PERCENT of the total) is earned COMMISSION_EARNING_DAYS
 *   after completion, voided by a cancellation before that, clawed back after; it is paid monthly on
 *   the 15th when the balance reaches MIN_PAYOUT_CENTS in that currency, otherwise it rolls over.
 * - Payout dates follow New Zealand's calendar.
 */
import { COMMISSION_EARNING_DAYS, MIN_PAYOUT_CENTS, PAYOUT_DAY_OF_MONTH } from "./ambassador";
import type { PayoutParty } from "./catalog";
import { PLATFORM_REVENUE_SHARE } from "./policies";
import { addDays, dayOfWeek, wallClock, zonedTimeToInstant } from "./zoned-time";

export const PAYOUT_ZONE = "Pacific/Auckland";
export const DEFAULT_GYM_SHARE_PERCENT = PLATFORM_REVENUE_SHARE.gym;
const DAY_MS = 86_400_000;

function assertCents(value: number, name: string) {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be an integer number of cents`);
}

function assertPercent(percent: number) {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError("percent must be an integer from 0 to 100");
}

/** The gym's and the platform's parts of a booking's kept money (total minus refunds). */
export function splitCents(
  netCents: number,
  gymPercent: number,
): { gymCents: number; platformCents: number } {
  assertCents(netCents, "netCents");
  assertPercent(gymPercent);
  if (netCents < 0) throw new RangeError("netCents must not be negative");
  const gymCents = Math.floor((netCents * gymPercent + 50) / 100);
  return { gymCents, platformCents: netCents - gymCents };
}

/**
 * What a refund after the split changes: the new split of what is kept, minus what was already booked
 * (negative numbers: the gym's next payout is reduced by them).
 */
export function splitAdjustment(
  booked: { gymCents: number; platformCents: number },
  netCents: number,
  gymPercent: number,
): { gymCents: number; platformCents: number } {
  const next = splitCents(netCents, gymPercent);
  return {
    gymCents: next.gymCents - booked.gymCents,
    platformCents: next.platformCents - booked.platformCents,
  };
}

/** When a commission becomes payable: COMMISSION_EARNING_DAYS after the booking completed. */
export function commissionAvailableAt(completedAt: number): number {
  return completedAt + COMMISSION_EARNING_DAYS * DAY_MS;
}

/**
 * What cancelling a referred booking does to its commission: before it is earned it is voided (a
 * reversing entry, payable never); after, it is clawed back (a negative entry payable at once, which
 * reduces the ambassador's next payout).
 */
export function commissionReversal(availableAt: number | null, now: number): "void" | "clawback" {
  return availableAt !== null && availableAt <= now ? "clawback" : "void";
}

/** A connected payout account as the consoles show it. */
export type PayoutAccountStatus = "not_started" | "pending" | "enabled";

export function payoutAccountStatus(accountId: string | null, payoutsEnabled: boolean): PayoutAccountStatus {
  if (!accountId) return "not_started";
  return payoutsEnabled ? "enabled" : "pending";
}

export const PAYOUT_ACCOUNT_LABELS: Record<PayoutAccountStatus, string> = {
  not_started: "Not started",
  pending: "Pending",
  enabled: "Enabled",
};

/** A payout item's state as the admin and the payee read it. */
export const PAYOUT_STATUS_LABELS: Record<string, string> = {
  ready: "Ready",
  held: "Held",
  paid: "Paid",
  failed: "Failed, retrying",
};

/** A ledger entry's kind as a statement names it. */
export const ENTRY_LABELS: Record<string, string> = {
  charge: "Charge",
  refund: "Refund",
  gym_share: "Gym share",
  platform_fee: "Platform fee",
  commission: "Commission",
  clawback: "Clawback",
  transfer: "Payout",
};

export const HOLD_REASONS: Record<Exclude<PayoutAccountStatus, "enabled">, string> = {
  not_started: "Payouts are not set up yet: no connected account.",
  pending: "Payout account onboarding is not finished (Stripe has not enabled payouts).",
};

/** Why a payout to this account is held, or undefined when it can be sent. */
export function holdReason(status: PayoutAccountStatus): string | undefined {
  return status === "enabled" ? undefined : HOLD_REASONS[status];
}

/** Whether a balance is paid in this run or rolls over to the next. */
export function payoutDecision(party: PayoutParty, balanceCents: number): "pay" | "roll_over" {
  assertCents(balanceCents, "balanceCents");
  const minimum = party === "ambassador" ? MIN_PAYOUT_CENTS : 1;
  return balanceCents >= minimum ? "pay" : "roll_over";
}

/** ISO 8601 week ('YYYY-Www') of a calendar date. */
export function isoWeek(isoDate: string): string {
  const weekday = dayOfWeek(isoDate) === 0 ? 7 : dayOfWeek(isoDate); // Monday 1 … Sunday 7
  const thursday = addDays(isoDate, 4 - weekday);
  const year = Number(thursday.slice(0, 4));
  const jan1 = Date.UTC(year, 0, 1);
  const day = Math.round((Date.parse(`${thursday}T00:00:00Z`) - jan1) / DAY_MS);
  return `${year}-W${String(Math.floor(day / 7) + 1).padStart(2, "0")}`;
}

export interface RunWindow {
  period: string;
  /** Entries payable before this instant are in the run. */
  cutoffAt: number;
}

/** The weekly gym run due at an instant: this NZ week's, paying what was earned before its Monday. */
export function gymRunWindow(now: number): RunWindow {
  const today = wallClock(now, PAYOUT_ZONE).date;
  const weekday = dayOfWeek(today) === 0 ? 7 : dayOfWeek(today);
  const monday = addDays(today, 1 - weekday);
  return { period: isoWeek(monday), cutoffAt: zonedTimeToInstant(monday, "00:00", PAYOUT_ZONE) };
}

/** The monthly ambassador run due at an instant (on or after the 15th, NZ): last month's; else none. */
export function ambassadorRunWindow(now: number): RunWindow | undefined {
  const today = wallClock(now, PAYOUT_ZONE).date;
  if (Number(today.slice(8, 10)) < PAYOUT_DAY_OF_MONTH) return undefined;
  const [year, month] = today.split("-").map(Number) as [number, number];
  const period = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
  return { period, cutoffAt: zonedTimeToInstant(`${today.slice(0, 7)}-01`, "00:00", PAYOUT_ZONE) };
}

/** A period's bounds for statements: 'YYYY-MM' → the NZ month, as instants. */
export function monthBounds(period: string): { start: number; end: number } {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(period)) throw new RangeError("period must be YYYY-MM");
  const [year, month] = period.split("-").map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, "0")}`;
  return {
    start: zonedTimeToInstant(`${period}-01`, "00:00", PAYOUT_ZONE),
    end: zonedTimeToInstant(`${next}-01`, "00:00", PAYOUT_ZONE),
  };
}

/** The NZ month ('YYYY-MM') an instant falls in. */
export function monthOf(now: number): string {
  return wallClock(now, PAYOUT_ZONE).date.slice(0, 7);
}

// ---------------------------------------------------------------------------------------------
// Admin refunds
// ---------------------------------------------------------------------------------------------

export const REFUND_MESSAGES = {
  notPaid: "Only a paid booking can be refunded.",
  tooMuch: (maxCents: number) => `At most ${maxCents} cents of this booking are left to refund.`,
  nothing: "Enter an amount greater than zero.",
  reasonNeeded: "This amount is not what the cancellation policy gives: give a reason for the override.",
} as const;

/**
 * Checks an admin's refund: a positive amount, no more than is left, and a reason whenever it is not
 * the policy's amount. Returns an error message or undefined.
 */
export function checkAdminRefund(args: {
  totalCents: number;
  refundedCents: number;
  amountCents: number;
  policyCents: number;
  reason: string | undefined;
}): string | undefined {
  const left = args.totalCents - args.refundedCents;
  if (!Number.isSafeInteger(args.amountCents) || args.amountCents <= 0) return REFUND_MESSAGES.nothing;
  if (args.amountCents > left) return REFUND_MESSAGES.tooMuch(left);
  if (args.amountCents !== args.policyCents && !args.reason?.trim()) return REFUND_MESSAGES.reasonNeeded;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Reconciliation
// ---------------------------------------------------------------------------------------------

/** One booking's money as the bookings table records it and as the ledger sums it. */
export interface BookingBooks {
  bookingId: number;
  currency: string;
  /** Paid: the booking took money (confirmed, or paid late and refunded). */
  paid: boolean;
  totalCents: number;
  refundCents: number;
  ledger: {
    charge: number;
    refund: number;
    gymShare: number;
    platformFee: number;
    split: boolean;
    /** Whether the booking should have been split by now (completed, or ended having kept money). */
    splitDue?: boolean;
  };
}

/** One payout item as recorded and as the ledger sums it. */
export interface ItemBooks {
  itemId: number;
  currency: string;
  status: string;
  amountCents: number;
  /** Sum of the entries the item pays. */
  linkedCents: number;
  /** Sum of its transfer entries (negative when paid). */
  transferCents: number;
}

export interface Difference {
  check: string;
  currency: string;
  subject: string;
  expectedCents: number;
  actualCents: number;
}

/**
 * The books balance when: every paid booking has its charge and its refunds in the ledger, a split
 * booking's gym share and platform fee add up to what it kept, and every payout item pays exactly its
 * entries, with one transfer entry when (and only when) it is paid.
 */
export function reconcile(bookingBooks: readonly BookingBooks[], items: readonly ItemBooks[]): Difference[] {
  const out: Difference[] = [];
  const push = (check: string, currency: string, subject: string, expected: number, actual: number) => {
    if (expected !== actual)
      out.push({ check, currency, subject, expectedCents: expected, actualCents: actual });
  };
  for (const b of bookingBooks) {
    const subject = `booking ${b.bookingId}`;
    push("charge", b.currency, subject, b.paid ? b.totalCents : 0, b.ledger.charge);
    push("refunds", b.currency, subject, b.paid ? -b.refundCents : 0, b.ledger.refund);
    if (b.ledger.splitDue && !b.ledger.split)
      push("split missing", b.currency, subject, b.ledger.charge + b.ledger.refund, 0);
    if (b.ledger.split)
      push(
        "split",
        b.currency,
        subject,
        b.ledger.charge + b.ledger.refund,
        b.ledger.gymShare + b.ledger.platformFee,
      );
  }
  for (const item of items) {
    const subject = `payout item ${item.itemId}`;
    push("payout entries", item.currency, subject, item.amountCents, item.linkedCents);
    push(
      "transfer",
      item.currency,
      subject,
      item.status === "paid" ? -item.amountCents : 0,
      item.transferCents,
    );
  }
  return out;
}
