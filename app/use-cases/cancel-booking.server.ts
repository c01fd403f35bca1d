/**
 * Cancel a booking (issue 14 §1): behind My Bookings' cancel and POST /api/bookings/{id}/cancel, and
 * the partner console's "cancel on the athlete's behalf". One operation, two actors:
 * - the athlete (their booking, or one found by e-mail and reference): the policy's refund
 *   (domain/policies.ts refundCents through refundQuote);
 * - the gym's owner (a booking at one of their gyms, else not found): a full refund of what is left,
 *   whatever the time, since the gym is the one calling it off; the athlete is told it was the gym.
 * The refund is paid back before the status changes (the refund's idempotency key makes a retry safe)
 * and recorded with the cancellation, which later payment events read instead of deciding again.
 */
import { refundQuote } from "~/domain/policies";
import {
  type BookingMail,
  bookingCancellationMail,
  ownerCancellationCopyMail,
  ownerCancellationMail,
} from "~/mail/booking-mail";
import { markCancelled } from "~/models/booking-cancel.server";
import type { Currency } from "~/models/booking-gym.server";
import {
  type BookingAccess,
  type BookingRow,
  getBooking,
  getOwnedBooking,
  selectBookingForMail,
} from "~/models/booking-read.server";
import type { UseCaseContext } from "./context.server";
import { offerFreedPlaces } from "./offer-freed-places.server";
import { fail, ok, type Result } from "./result";
import { stopDayMail } from "./stop-day.server";

export const CANCEL_MESSAGES = {
  notCancellable: "Only pending or confirmed bookings can be cancelled.",
  alreadyCancelled: "This booking has already been cancelled.",
  atTheDoor: "This booking was already checked in or marked as a no-show, so it can't be cancelled.",
  ended: "This booking has already ended, so it can't be cancelled.",
  refundFailed: (reason: string) =>
    `We couldn't process your refund right now (${reason}). Your booking is still confirmed; please try again.`,
  ownerRefundFailed: (reason: string) =>
    `We couldn't refund the athlete right now (${reason}). The booking is still confirmed; please try again.`,
} as const;

/** Who cancels: the athlete (with what their browser may see) or a gym owner (by account id). */
export type CancelActor = { kind: "athlete"; access: BookingAccess } | { kind: "owner"; ownerId: number };

export async function cancelBooking(
  ctx: UseCaseContext,
  input: { bookingId: number } & ({ access: BookingAccess } | { actor: CancelActor }),
): Promise<Result<{ id: number; refundCents: number; currency: Currency }>> {
  const { db, provider, now } = ctx;
  const actor: CancelActor = "actor" in input ? input.actor : { kind: "athlete", access: input.access };
  const byOwner = actor.kind === "owner";
  const booking =
    actor.kind === "owner"
      ? await getOwnedBooking(db, input.bookingId, actor.ownerId)
      : await getBooking(db, input.bookingId, actor.access);
  if (!booking) return fail("not_found", "Booking not found");
  const planned = await cancellationOf(ctx, booking, byOwner);
  if (!planned.ok) return planned;
  const { refund } = planned.value;
  // A day of a trip's stop of several: the athlete's calendar has the stop's event, not the booking's.
  const mail = await stopDayMail(ctx, booking, { cancelled: true }, planned.value.mail);
  if (booking.status === "confirmed" && refund > 0 && booking.paymentIntentId) {
    const result = await provider.refund(booking.paymentIntentId, refund, `refund-${booking.reference}`);
    if (!result.ok)
      return fail(
        "provider_error",
        (byOwner ? CANCEL_MESSAGES.ownerRefundFailed : CANCEL_MESSAGES.refundFailed)(result.message),
      );
  }
  const cancelled = await markCancelled(db, {
    booking,
    refundCents: refund,
    by: byOwner ? "owner" : "athlete",
    mail,
    now,
  });
  if (!cancelled) return fail("conflict", CANCEL_MESSAGES.alreadyCancelled);
  // The place it held goes to the waitlist first.
  await offerFreedPlaces(ctx, { gymId: booking.gymId });
  return ok({ id: booking.id, refundCents: refund, currency: booking.currency as Currency });
}

/**
 * What cancelling one booking now means, or why it can't be: the refund (the policy's for the
 * athlete, everything still held for the gym's owner) and the e-mails recorded with it. A trip's stop
 * is cancelled booking by booking with it too.
 */
export async function cancellationOf(
  ctx: UseCaseContext,
  booking: BookingRow,
  byOwner: boolean,
): Promise<Result<{ refund: number; mail: BookingMail[] }>> {
  const { db, now } = ctx;
  if (booking.status !== "pending" && booking.status !== "confirmed")
    return fail("conflict", CANCEL_MESSAGES.notCancellable);
  if (booking.checkedInAt !== null || booking.noShowAt !== null)
    return fail("conflict", CANCEL_MESSAGES.atTheDoor);
  // A gym cancels (and refunds) only what is still to come: a visit that ended is not theirs to undo.
  if (byOwner && booking.endsAt.getTime() <= now) return fail("conflict", CANCEL_MESSAGES.ended);
  // The owner's cancellation refunds everything still held; the athlete's, what the policy gives.
  const refund = byOwner
    ? booking.status === "confirmed"
      ? booking.totalCents - booking.refundCents
      : 0
    : refundQuote(booking, now);
  const wasConfirmed = booking.status === "confirmed";
  const forMail = await selectBookingForMail(db, booking.id);
  const gymContactEmail = forMail?.gymContactEmail ?? null;
  const athleteMail = await bookingCancellationMail(
    booking,
    { wasConfirmed, refundCents: refund, byGym: byOwner },
    ctx.config,
    now,
  );
  // The owner who cancelled gets a copy of what the athlete was told (their account's address).
  const ownerCopyTo = byOwner ? (forMail?.gymOwnerEmail ?? gymContactEmail) : null;
  // The athlete's (with the refund, and the calendar's cancellation when an invite went out) and,
  // for a paid booking the athlete cancelled, the gym's notice that its place is free again (the
  // owner who cancelled it needs no notice of their own act).
  const mail = [
    athleteMail,
    ownerCopyTo ? ownerCancellationCopyMail(athleteMail, ownerCopyTo) : undefined,
    wasConfirmed && !byOwner
      ? await ownerCancellationMail({ ...booking, gymContactEmail }, ctx.config)
      : undefined,
  ].filter((m) => m !== undefined);
  return ok({ refund, mail });
}
