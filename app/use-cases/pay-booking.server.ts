/**
 * Pay for a booking (issue 14 §2) and settle what the payment provider reports. One operation behind
 * the booking page's card form, POST /api/process-payment, the return from Stripe's Payment Element
 * and the Stripe webhook. Money fails closed: a production worker without Stripe refuses, a payment
 * event that does not match the booking (amount, currency, mode, intent) confirms nothing and flags
 * the booking for the admin, and money that arrives for a cancelled booking is settled from what the
 * cancellation recorded, once.
 */

import type { Db } from "~/db/client.server";
import { passFor } from "~/domain/pass-token";
import { PAYMENT_MESSAGES, payRefusal } from "~/domain/payability";
import { PAYMENT_FAILED_FALLBACK } from "~/domain/schemas/booking";
import {
  bookingConfirmationMail,
  ownerAccountNewBookingMail,
  ownerNewBookingMail,
} from "~/mail/booking-mail";
import type { AlsoWrite } from "~/models/batch.server";
import {
  confirmBooking,
  flagBooking,
  getPaymentState,
  recordLateRefund,
  recordPaymentIntent,
} from "~/models/booking-pay.server";
import {
  type BookingAccess,
  type BookingRow,
  getBooking,
  selectBookingForMail,
} from "~/models/booking-read.server";
import { PAYMENTS_NOT_CONFIGURED, type PaymentProvider } from "~/payments/provider.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

/**
 * The provider's payment intent for a booking (created once per booking; the reference is the
 * idempotency key), remembered on the booking so a return from Stripe can be checked against it.
 */
export async function paymentIntentFor(db: Db, provider: PaymentProvider, booking: BookingRow) {
  const intent = await provider.createIntent({
    subject: { bookingId: booking.id },
    reference: booking.reference,
    amountCents: booking.totalCents,
    currency: booking.currency,
    description: `${booking.gymName} ${booking.bookingDate} ${booking.startTime} (${booking.reference})`,
  });
  await recordPaymentIntent(db, booking.id, intent.paymentIntentId);
  return intent;
}

export type PayOutcome = { status: "confirmed" } | { status: "requires_action"; clientSecret: string };

export async function payBooking(
  ctx: UseCaseContext,
  input: {
    access: BookingAccess;
    bookingId: number;
    paymentMethod: string;
    /** Written in the confirmation's own batch (an idempotent request's answer). */
    alsoWrite?: AlsoWrite;
  },
): Promise<Result<PayOutcome>> {
  const { db, provider, now } = ctx;
  const booking = await getBooking(db, input.bookingId, input.access);
  if (!booking) return fail("not_found", "Booking not found");
  if (provider.name === "unconfigured") {
    console.error(`Payment for booking ${booking.id} refused: payments are not configured in production.`);
    return fail("unavailable", PAYMENTS_NOT_CONFIGURED);
  }
  const refusal = payable(booking, now);
  if (refusal) return refusal;
  const result = await provider.charge({
    subject: { bookingId: booking.id },
    reference: booking.reference,
    amountCents: booking.totalCents,
    currency: booking.currency,
    description: `${booking.gymName} ${booking.bookingDate} ${booking.startTime} (${booking.reference})`,
    paymentMethod: input.paymentMethod,
    paymentIntentId: booking.paymentIntentId,
  });
  if (result.paymentIntentId && result.paymentIntentId !== booking.paymentIntentId)
    await recordPaymentIntent(db, booking.id, result.paymentIntentId);
  if (result.status === "failed") return fail("payment_failed", result.message || PAYMENT_FAILED_FALLBACK);
  if (result.status === "requires_action")
    return ok({ status: "requires_action", clientSecret: result.clientSecret });
  const settled = await settlePayment(ctx, {
    bookingId: booking.id,
    paymentIntentId: result.paymentIntentId,
    eventId: result.eventId,
    // Our own charge: the provider charged the amount and currency we asked for.
    checked: undefined,
    alsoWrite: input.alsoWrite,
  });
  if (settled === "confirmed") return ok({ status: "confirmed" });
  return fail("conflict", PAYMENT_MESSAGES.holdExpired);
}

/** Why a booking cannot be paid now, or undefined. */
export function payable(booking: Pick<BookingRow, "status" | "holdExpiresAt">, now: number) {
  const refusal = payRefusal(booking, now);
  return refusal ? fail("conflict", PAYMENT_MESSAGES[refusal]) : undefined;
}

export interface PaymentReport {
  bookingId: number;
  paymentIntentId: string;
  eventId: string;
  /** What the provider says was charged (webhooks); undefined for a charge we made ourselves. */
  checked: { amountCents: number; currency: string; livemode: boolean } | undefined;
  /** Written in the confirmation's batch, only with it. */
  alsoWrite?: AlsoWrite;
}

export type Settlement = "confirmed" | "flagged" | "refunded" | "already_settled" | "missing";

/**
 * Settles a successful payment the provider reports. The booking is confirmed at most once; a
 * report that does not match the booking is flagged, never confirmed; money for a booking cancelled
 * before it was confirmed goes back in full, once; money for one confirmed and then cancelled was
 * refunded by the cancellation exactly as recorded (nothing more, however often the event comes).
 */
export async function settlePayment(ctx: UseCaseContext, report: PaymentReport): Promise<Settlement> {
  const { db, provider, now } = ctx;
  const state = await getPaymentState(db, report.bookingId);
  if (!state) return "missing";
  const mismatch = report.checked && mismatchOf(state, report, provider.livemode);
  if (mismatch) {
    console.error(`Payment event ${report.eventId} for booking ${state.id} flagged: ${mismatch}`);
    await flagBooking(db, {
      bookingId: state.id,
      reason: mismatch,
      eventId: report.eventId,
      provider: provider.name,
    });
    return "flagged";
  }
  const mailBooking = await selectBookingForMail(db, state.id);
  if (!mailBooking) return "missing";
  const outcome = await confirmBooking(db, {
    bookingId: state.id,
    paymentIntentId: report.paymentIntentId,
    eventId: report.eventId,
    provider: provider.name,
    now,
    // The athlete's confirmation (with the calendar invite and the pass's QR code) and the gym's
    // notices (its contact e-mail and its owner's account e-mail), queued once each.
    mail: [
      await bookingConfirmationMail(
        mailBooking,
        ctx.config,
        now,
        await passFor(ctx.config.sessionSecrets, mailBooking),
      ),
      await ownerNewBookingMail(mailBooking, ctx.config),
      await ownerAccountNewBookingMail(mailBooking, ctx.config),
    ].filter((mail) => mail !== undefined),
    alsoWrite: report.alsoWrite,
  });
  if (outcome === "confirmed") return "confirmed";
  if (outcome === "already") return "already_settled";
  if (outcome === "missing") return "missing";
  // Cancelled. Confirmed before? Then its cancellation refunded what the policy gave, already.
  if (state.confirmedAt !== null || state.refundCents > 0) return "already_settled";
  // Never confirmed (the hold lapsed, or the athlete cancelled while it was unpaid): all of it goes back.
  const refund = await provider.refund(report.paymentIntentId, state.totalCents, `late-${state.reference}`);
  if (!refund.ok) {
    console.error(`Refund of late payment for booking ${state.id} failed: ${refund.message}`);
    return "already_settled";
  }
  await recordLateRefund(db, state.id, report.paymentIntentId, state.totalCents, now);
  return "refunded";
}

function mismatchOf(
  state: { totalCents: number; currency: string; paymentIntentId: string | null },
  report: PaymentReport,
  livemode: boolean,
): string | undefined {
  const checked = report.checked;
  if (!checked) return undefined;
  if (checked.livemode !== livemode)
    return `a ${checked.livemode ? "live" : "test"}-mode payment for a ${livemode ? "live" : "test"}-mode worker`;
  if (state.paymentIntentId !== null && state.paymentIntentId !== report.paymentIntentId)
    return `payment intent ${report.paymentIntentId} is not the booking's ${state.paymentIntentId}`;
  if (checked.currency.toUpperCase() !== state.currency)
    return `paid in ${checked.currency.toUpperCase()}, booked in ${state.currency}`;
  if (checked.amountCents !== state.totalCents)
    return `paid ${checked.amountCents} minor units, booked ${state.totalCents}`;
  return undefined;
}
