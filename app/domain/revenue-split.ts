/**
 * The gym's share of a booking (issue 17; the spec's split: the gym keeps 60% of what the athlete
 * paid, GymRoam the rest). The ONE place this arithmetic lives: the partner console's numbers use
 * it now, and the payouts ledger (settable per gym) is to call the same function.
 *
 * Rounding: the share is computed per booking, in integer cents, rounded half down (floor of
 * `totalCents × bps / 10 000` when the remainder is below one half, up when above, and down on an
 * exact half), so the gym's share never exceeds its exact fraction by half a cent and GymRoam's
 * share (`totalCents - gymShareCents`) is never negative. Sums of shares are sums of these rounded
 * per-booking amounts, as a payout would pay them.
 */

/** Basis points (1/100 of a percent): 6000 = 60%. */
export const DEFAULT_GYM_SHARE_BPS = 6000;
export const MAX_BPS = 10_000;

/**
 * The gym's share, in cents, of `totalCents` (what the athlete paid, less any refund) at `bps`.
 * Throws on anything that is not a non-negative integer amount or a share between 0 and 100%:
 * callers pass database integers, so a throw is a programming error, never user input.
 */
export function gymShareCents(totalCents: number, bps: number = DEFAULT_GYM_SHARE_BPS): number {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0)
    throw new RangeError(`totalCents must be a non-negative integer, not ${totalCents}`);
  if (!Number.isInteger(bps) || bps < 0 || bps > MAX_BPS)
    throw new RangeError(`bps must be an integer from 0 to ${MAX_BPS}, not ${bps}`);
  const product = totalCents * bps;
  const whole = Math.floor(product / MAX_BPS);
  const remainder = product - whole * MAX_BPS;
  // Half down: only a remainder strictly above one half rounds up.
  return remainder * 2 > MAX_BPS ? whole + 1 : whole;
}

/** What a booking brings in after refunds: the total less what was paid back (never below 0). */
export function netRevenueCents(totalCents: number, refundCents: number): number {
  return Math.max(0, totalCents - refundCents);
}
