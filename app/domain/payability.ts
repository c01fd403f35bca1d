/**
 * Whether a booking can still be paid: one pure rule for the payment use case (which refuses with
 * the reason) and My Bookings (which offers the payment step only when it would be taken).
 */

export const PAYMENT_MESSAGES = {
  alreadyPaid: "This booking is already paid.",
  holdExpired: "This booking's 15-minute hold has expired. Please start a new booking.",
  notPayable: "This booking can no longer be paid. Please start a new booking.",
} as const;

export type PayRefusal = keyof typeof PAYMENT_MESSAGES;

/** Why this booking can't be paid now; undefined when it can (pending, its hold still running). */
export function payRefusal(
  booking: { status: string; holdExpiresAt: Date | null },
  now: number,
): PayRefusal | undefined {
  if (booking.status === "confirmed" || booking.status === "completed") return "alreadyPaid";
  if (booking.status !== "pending") return "notPayable";
  if (!booking.holdExpiresAt || booking.holdExpiresAt.getTime() <= now) return "holdExpired";
  return undefined;
}

export function canPay(booking: { status: string; holdExpiresAt: Date | null }, now: number): boolean {
  return payRefusal(booking, now) === undefined;
}
