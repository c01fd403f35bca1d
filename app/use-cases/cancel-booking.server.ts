/**
 * Cancel a booking (issue 14 §1): behind My Bookings' cancel and POST /api/bookings/{id}/cancel. The
 * refund is the policy's (domain/policies.ts refundCents through refundQuote), paid back before the
 * status changes (the refund's idempotency key makes a retry safe) and recorded with the
 * cancellation, which later payment events read instead of deciding again.
 */
import { refundQuote } from "~/domain/policies";
import { bookingCancellationMail, ownerCancellationMail } from "~/mail/booking-mail";
import {
  type BookingAccess,
  type Currency,
  getBooking,
  markCancelled,
  selectBookingForMail,
} from "~/models/booking.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

export const CANCEL_MESSAGES = {
  notCancellable: "Only pending or confirmed bookings can be cancelled.",
  alreadyCancelled: "This booking has already been cancelled.",
  refundFailed: (reason: string) =>
    `We couldn't process your refund right now (${reason}). Your booking is still confirmed; please try again.`,
} as const;

export async function cancelBooking(
  ctx: UseCaseContext,
  input: { access: BookingAccess; bookingId: number },
): Promise<Result<{ id: number; refundCents: number; currency: Currency }>> {
  const { db, provider, now } = ctx;
  const booking = await getBooking(db, input.bookingId, input.access);
  if (!booking) return fail("not_found", "Booking not found");
  if (booking.status !== "pending" && booking.status !== "confirmed")
    return fail("conflict", CANCEL_MESSAGES.notCancellable);
  const refund = refundQuote(booking, now);
  if (booking.status === "confirmed" && refund > 0 && booking.paymentIntentId) {
    const result = await provider.refund(booking.paymentIntentId, refund, `refund-${booking.reference}`);
    if (!result.ok) return fail("provider_error", CANCEL_MESSAGES.refundFailed(result.message));
  }
  const wasConfirmed = booking.status === "confirmed";
  const gymContactEmail = (await selectBookingForMail(db, booking.id))?.gymContactEmail ?? null;
  const cancelled = await markCancelled(db, {
    booking,
    refundCents: refund,
    // The athlete's (with the refund, and the calendar's cancellation when an invite went out) and,
    // for a paid booking, the gym's notice that its place is free again.
    mail: [
      await bookingCancellationMail(booking, { wasConfirmed, refundCents: refund }, ctx.config, now),
      wasConfirmed ? await ownerCancellationMail({ ...booking, gymContactEmail }, ctx.config) : undefined,
    ].filter((mail) => mail !== undefined),
    now,
  });
  if (!cancelled) return fail("conflict", CANCEL_MESSAGES.alreadyCancelled);
  return ok({ id: booking.id, refundCents: refund, currency: booking.currency as Currency });
}
