/**
 * Pay for a trip (issue 36): one charge per currency, all stops confirmed together or none. The one
 * operation behind POST /api/process-payment {tripId} and the trip checkout page. The card rules are
 * the booking's (the same provider and payment methods). When the first currency's card is declined
 * nothing was taken and the holds stay, so another card can be tried; when a later charge fails (or
 * the stops cannot be confirmed) every charge taken is refunded and every hold released. A replay of a
 * paid trip changes nothing.
 */
import type { Currency } from "~/domain/catalog";
import { passFor } from "~/domain/pass-token";
import { PAYMENT_MESSAGES } from "~/domain/payability";
import { PAYMENT_FAILED_FALLBACK } from "~/domain/schemas/booking";
import { tripTotals } from "~/domain/trip-plan";
import {
  bookingConfirmationMail,
  ownerAccountNewBookingMail,
  ownerNewBookingMail,
} from "~/mail/booking-mail";
import { tripConfirmationMail, tripStopConfirmationMail } from "~/mail/trip-mail";
import type { AlsoWrite } from "~/models/batch.server";
import { selectBookingForMail } from "~/models/booking-read.server";
import {
  confirmTrip,
  getTrip,
  markTripChargeRefunded,
  recordTripCharge,
  releaseTrip,
  type TripView,
} from "~/models/trip.server";
import { PAYMENTS_NOT_CONFIGURED } from "~/payments/provider.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

export const TRIP_PAYMENT_MESSAGES = {
  released:
    "This trip's holds were released, so it can no longer be paid. Please plan the trip again from the trip planner.",
  holdExpired: PAYMENT_MESSAGES.holdExpired,
  /** A later currency's card failed after an earlier one was charged: all of it went back. */
  refunded: (reason: string, charged: string) =>
    `${reason} The ${charged} taken for this trip has been refunded and every stop's hold was released. Please plan the trip again.`,
  secureAction: "This card asks for an extra check that a trip checkout cannot do. Please use another card.",
} as const;

export type TripPayOutcome = { status: "confirmed"; replayed: boolean };

export async function payTrip(
  ctx: UseCaseContext,
  input: {
    userId: number | undefined;
    tripId: number;
    paymentMethod: string;
    /** Written in the confirmation's own batch (an idempotent request's answer). */
    alsoWrite?: AlsoWrite;
  },
): Promise<Result<TripPayOutcome>> {
  const { db, provider, now } = ctx;
  const view = await getTrip(db, input.tripId, input.userId);
  if (!view) return fail("not_found", "Trip not found");
  if (view.trip.status === "confirmed") return ok({ status: "confirmed", replayed: true });
  if (view.trip.status === "cancelled") return fail("conflict", TRIP_PAYMENT_MESSAGES.released);
  if (provider.name === "unconfigured") {
    console.error(`Payment for trip ${view.trip.id} refused: payments are not configured in production.`);
    return fail("unavailable", PAYMENTS_NOT_CONFIGURED);
  }
  const stops = view.stops.flatMap((stop) => stop.bookings);
  if (
    stops.some((s) => s.status !== "pending") ||
    (view.trip.holdExpiresAt && view.trip.holdExpiresAt.getTime() <= now)
  )
    return fail("conflict", TRIP_PAYMENT_MESSAGES.holdExpired);

  const totals = tripTotals(stops.map((s) => ({ currency: s.currency, amountCents: s.totalCents })));
  const charged: { currency: Currency; amountCents: number; paymentIntentId: string }[] = [];
  for (const total of totals) {
    const reference = `${view.trip.reference}-${total.currency}`;
    const result = await provider.charge({
      bookingId: stops.find((s) => s.currency === total.currency)!.id,
      reference,
      amountCents: total.amountCents,
      currency: total.currency,
      description: `Trip ${view.trip.reference}: ${stops
        .filter((s) => s.currency === total.currency)
        .map((s) => s.gymName)
        .join(", ")}`,
      paymentMethod: input.paymentMethod,
      paymentIntentId: null,
    });
    if (result.status === "succeeded") {
      charged.push({ ...total, paymentIntentId: result.paymentIntentId });
      await recordTripCharge(db, {
        tripId: view.trip.id,
        ...total,
        paymentIntentId: result.paymentIntentId,
        now,
      });
      continue;
    }
    const reason =
      result.status === "failed"
        ? result.message || PAYMENT_FAILED_FALLBACK
        : TRIP_PAYMENT_MESSAGES.secureAction;
    if (result.status === "requires_action" && result.paymentIntentId)
      console.error(`Trip ${view.trip.id}: ${total.currency} charge needs 3-D Secure; refused.`);
    // Nothing taken yet: the holds stay for another card, as a booking's do.
    if (charged.length === 0) return fail("payment_failed", reason);
    await giveBack(ctx, view, charged);
    const list = charged.map((c) => `${c.currency} charge`).join(" and ");
    return fail("payment_failed", TRIP_PAYMENT_MESSAGES.refunded(reason, list));
  }

  const outcome = await confirmTrip(db, {
    tripId: view.trip.id,
    bookingIds: stops.map((s) => s.id),
    now,
    mail: await confirmationMails(ctx, view, totals),
    alsoWrite: input.alsoWrite,
  });
  if (outcome === "not_payable") {
    // A stop was cancelled under the payment: nothing was confirmed, so all the money goes back.
    await giveBack(ctx, view, charged);
    return fail("conflict", TRIP_PAYMENT_MESSAGES.holdExpired);
  }
  return ok({ status: "confirmed", replayed: outcome === "already" });
}

/** Refunds every charge taken for the trip (once each, by key) and releases every hold. */
async function giveBack(
  ctx: UseCaseContext,
  view: TripView,
  charged: readonly { currency: Currency; amountCents: number; paymentIntentId: string }[],
) {
  for (const charge of charged) {
    const refund = await ctx.provider.refund(
      charge.paymentIntentId,
      charge.amountCents,
      `void-${view.trip.reference}-${charge.currency}`,
    );
    if (refund.ok) await markTripChargeRefunded(ctx.db, view.trip.id, charge.currency, ctx.now);
    else console.error(`Refund of trip ${view.trip.id} ${charge.currency} charge failed: ${refund.message}`);
  }
  await releaseTrip(ctx.db, view.trip.id, ctx.now);
}

/**
 * The trip's confirmation and each stop's: one e-mail for a stop of several days (every day's pass,
 * one invite for all of them), a single booking's usual one otherwise; the gym's notices per booking.
 */
async function confirmationMails(
  ctx: UseCaseContext,
  view: TripView,
  totals: { currency: Currency; amountCents: number }[],
) {
  const perStop = await Promise.all(
    view.stops.map(async (stop, index) => {
      const read = await Promise.all(stop.bookings.map((b) => selectBookingForMail(ctx.db, b.id)));
      // The invite and notices describe confirmed bookings (the batch confirms them with them).
      const days = read.filter((b) => b !== undefined).map((b) => ({ ...b, status: "confirmed" as const }));
      const passes = new Map(
        await Promise.all(
          days.map(async (day) => [day.id, await passFor(ctx.config.sessionSecrets, day)] as const),
        ),
      );
      const [first] = days;
      if (!first) return [];
      const athlete =
        stop.bookings.length > 1
          ? await tripStopConfirmationMail(
              { tripReference: view.trip.reference, stop: index + 1, days },
              ctx.config,
              ctx.now,
              passes,
            )
          : await bookingConfirmationMail(first, ctx.config, ctx.now, passes.get(first.id));
      const owners = await Promise.all(
        days.flatMap((day) => [
          ownerNewBookingMail(day, ctx.config),
          ownerAccountNewBookingMail(day, ctx.config),
        ]),
      );
      return [athlete, ...owners].filter((mail) => mail !== undefined);
    }),
  );
  const trip = await tripConfirmationMail(
    {
      id: view.trip.id,
      reference: view.trip.reference,
      athleteName: view.trip.athleteName,
      athleteEmail: view.trip.athleteEmail,
      stops: view.stops.map(({ bookings: [first, ...rest] }) => ({
        ...first!,
        lastDate: rest.at(-1)?.bookingDate ?? first!.bookingDate,
        days: 1 + rest.length,
        totalCents: [first!, ...rest].reduce((sum, b) => sum + b.totalCents, 0),
      })),
      totals,
    },
    ctx.config,
  );
  return [trip, ...perStop.flat()];
}
