/**
 * Unpaid holds cannot be hoarded (issue 14 §3, ADR 017). A pending booking holds capacity for 15
 * minutes; these caps bound how much one visitor or one network can hold at once. The database
 * enforces both in the insert itself (triggers in migrations/0007), so concurrent requests cannot
 * race past them; the numbers here must match those triggers.
 */

/** Unpaid bookings one visitor (session identity) may hold at once. */
export const MAX_UNPAID_HOLDS_PER_VISITOR = 3;

/**
 * Unpaid bookings one client address (IPv6 counted by its /64) may hold at once: well above what a
 * gym's wifi or a carrier's NAT reaches in honest use (twenty people each mid-checkout within the same
 * 15 minutes), far below what it takes to empty a gym's calendar.
 */
export const MAX_UNPAID_HOLDS_PER_ADDRESS = 20;

export const HOLD_CAP_MESSAGES = {
  visitor: `You already have ${MAX_UNPAID_HOLDS_PER_VISITOR} unpaid bookings on hold. Pay for one or cancel it in My Bookings, or wait 15 minutes for the holds to lapse, then try again.`,
  address:
    "Too many unpaid bookings are on hold from your network right now. Please pay for or cancel the ones you have, or try again in 15 minutes.",
} as const;
