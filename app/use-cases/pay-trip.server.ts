/**
 * Pay for a trip (issue 36): one charge per currency, all stops confirmed together or none. The one
 * operation behind POST /api/process-payment {tripId}, the trip checkout page and the provider's
 * report of a charge the browser finished (3-D Secure). The card rules are the booking's (the same
 * provider and payment methods). Each currency's intent is remembered before it is confirmed, so a
 * card that asks for 3-D Secure, or another card after a decline, finishes on the same intent and a
 * currency already paid is never charged twice. When the first currency's card is declined nothing
 * was taken and the holds stay; when a later charge fails (or the stops cannot be confirmed, or the
 * hold lapses with a charge taken) every charge taken is refunded and every hold released. A replay
 * of a paid trip changes nothing.
 */
import type { Currency } from "~/domain/catalog";
import { passFor } from "~/domain/pass-token";
import { PAYMENT_MESSAGES } from "~/domain/payability";
import { PAYMENT_FAILED_FALLBACK } from "~/domain/schemas/booking";
import { tripTotals } from "~/domain/trip-plan";
import { stopSequence } from "~/domain/trip-stop";
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
  getTripForSettlement,
  lapsedTripIds,
  markTripChargeRefunded,
  markTripChargeSucceeded,
  recordTripIntent,
  releaseTrip,
  type TripView,
} from "~/models/trip.server";
import { type ChargeResult, PAYMENTS_NOT_CONFIGURED } from "~/payments/provider.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

export const TRIP_PAYMENT_MESSAGES = {
  released:
    "This trip's holds were released, so it can no longer be paid. Please plan the trip again from the trip planner.",
  holdExpired: PAYMENT_MESSAGES.holdExpired,
  /** A later currency's card failed after an earlier one was charged: all of it went back. */
  refunded: (reason: string, charged: string) =>
    `${reason} The ${charged} taken for this trip has been refunded and every stop's hold was released. Please plan the trip again.`,
} as const;

export type TripPayOutcome =
  | { status: "confirmed"; replayed: boolean }
  /** The card asks for 3-D Secure on this currency's charge: the browser finishes it, then pays again. */
  | { status: "requires_action"; clientSecret: string; currency: Currency };

type Total = { currency: Currency; amountCents: number };
type Charge = Total & { paymentIntentId: string };

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
  if (!holdLive(view, now)) return fail("conflict", TRIP_PAYMENT_MESSAGES.holdExpired);

  const totals = totalsOf(view);
  const charged: Charge[] = [];
  for (const total of totals) {
    const known = view.payments.find((p) => p.currency === total.currency);
    if (known?.succeededAt) {
      charged.push({ ...total, paymentIntentId: known.paymentIntentId });
      continue;
    }
    const result = await chargeCurrency(ctx, view, total, known?.paymentIntentId, input.paymentMethod);
    if (result.status === "succeeded") {
      charged.push({ ...total, paymentIntentId: result.paymentIntentId });
      await markTripChargeSucceeded(db, {
        tripId: view.trip.id,
        currency: total.currency,
        paymentIntentId: result.paymentIntentId,
        now,
      });
      continue;
    }
    // 3-D Secure: the holds stay while the browser finishes it; what was charged stays charged.
    if (result.status === "requires_action")
      return ok({ status: "requires_action", clientSecret: result.clientSecret, currency: total.currency });
    const reason = result.message || PAYMENT_FAILED_FALLBACK;
    // Nothing taken yet: the holds stay for another card, as a booking's do.
    if (charged.length === 0) return fail("payment_failed", reason);
    await giveBack(ctx, view, charged);
    const list = charged.map((c) => `${c.currency} charge`).join(" and ");
    return fail("payment_failed", TRIP_PAYMENT_MESSAGES.refunded(reason, list));
  }

  const outcome = await confirmPaidTrip(ctx, view, totals, charged, input.alsoWrite);
  if (outcome === "not_payable") return fail("conflict", TRIP_PAYMENT_MESSAGES.holdExpired);
  return ok({ status: "confirmed", replayed: outcome === "already" });
}

/** Every stop still held, within the trip's hold. */
function holdLive(view: TripView, now: number) {
  return (
    view.stops.every((stop) => stop.bookings.every((b) => b.status === "pending")) &&
    !(view.trip.holdExpiresAt && view.trip.holdExpiresAt.getTime() <= now)
  );
}

const totalsOf = (view: TripView) =>
  tripTotals(
    view.stops.flatMap((stop) =>
      stop.bookings.map((b) => ({ currency: b.currency as Currency, amountCents: b.totalCents })),
    ),
  );

/**
 * One currency's charge, on the intent remembered for it: an intent the browser already finished is
 * read, not confirmed again; a new one is remembered before the card is tried.
 */
async function chargeCurrency(
  ctx: UseCaseContext,
  view: TripView,
  total: Total,
  knownIntentId: string | undefined,
  paymentMethod: string,
): Promise<ChargeResult> {
  const { provider, db, now } = ctx;
  const subject = { tripId: view.trip.id };
  const reference = `${view.trip.reference}-${total.currency}`;
  const description = `Trip ${view.trip.reference}: ${view.stops
    .flatMap((stop) => stop.bookings.slice(0, 1))
    .filter((b) => b.currency === total.currency)
    .map((b) => b.gymName)
    .join(", ")}`;
  let paymentIntentId = knownIntentId;
  if (paymentIntentId) {
    const current = await provider.retrieve(paymentIntentId);
    if (current.status === "succeeded") return current;
  } else {
    ({ paymentIntentId } = await provider.createIntent({ subject, reference, description, ...total }));
    await recordTripIntent(db, { tripId: view.trip.id, ...total, paymentIntentId, now });
  }
  return provider.charge({ subject, reference, description, ...total, paymentMethod, paymentIntentId });
}

/** With every currency charged: the trip and its stops confirmed in one batch, or all the money back. */
async function confirmPaidTrip(
  ctx: UseCaseContext,
  view: TripView,
  totals: Total[],
  charged: Charge[],
  alsoWrite?: AlsoWrite,
): Promise<"confirmed" | "already" | "not_payable"> {
  const outcome = await confirmTrip(ctx.db, {
    tripId: view.trip.id,
    bookingIds: view.stops.flatMap((stop) => stop.bookings.map((b) => b.id)),
    now: ctx.now,
    mail: await confirmationMails(ctx, view, totals),
    alsoWrite,
  });
  // A stop was cancelled under the payment, or the hold lapsed: nothing was confirmed, so all the money goes back.
  if (outcome === "not_payable") await giveBack(ctx, view, charged);
  return outcome;
}

/** What the provider reports about a trip's charge (a webhook): checked against what the trip owes. */
export interface TripPaymentReport {
  tripId: number;
  paymentIntentId: string;
  eventId: string;
  amountCents: number;
  currency: string;
  livemode: boolean;
}

export type TripSettlement = "confirmed" | "charged" | "refunded" | "already_settled" | "ignored";

/**
 * Settles a trip charge the browser finished (after 3-D Secure) when the athlete does not come back
 * to pay again: the charge is recorded if it is the intent remembered for that currency, for its
 * amount and mode; with every currency charged the trip is confirmed, and money for a trip that can
 * no longer be confirmed goes back, once.
 */
export async function settleTripPayment(
  ctx: UseCaseContext,
  report: TripPaymentReport,
): Promise<TripSettlement> {
  const view = await getTripForSettlement(ctx.db, report.tripId);
  const known = view?.payments.find((p) => p.paymentIntentId === report.paymentIntentId);
  if (!view || !known) {
    console.error(`Payment event ${report.eventId}: no trip charge for intent ${report.paymentIntentId}.`);
    return "ignored";
  }
  if (
    known.amountCents !== report.amountCents ||
    known.currency !== report.currency ||
    report.livemode !== ctx.provider.livemode
  ) {
    console.error(
      `Payment event ${report.eventId} for trip ${view.trip.id} does not match its charge; ignored.`,
    );
    return "ignored";
  }
  if (known.refundedAt || view.trip.status === "confirmed") return "already_settled";
  const charge = {
    currency: known.currency,
    amountCents: known.amountCents,
    paymentIntentId: known.paymentIntentId,
  };
  if (!known.succeededAt)
    await markTripChargeSucceeded(ctx.db, { tripId: view.trip.id, ...charge, now: ctx.now });
  if (view.trip.status === "cancelled") {
    await giveBack(ctx, view, [charge]);
    return "refunded";
  }
  const totals = totalsOf(view);
  const paid = totals.map((total) =>
    total.currency === known.currency
      ? charge
      : view.payments.find((p) => p.currency === total.currency && p.succeededAt && !p.refundedAt),
  );
  if (paid.some((p) => p === undefined)) {
    // Another currency is still to be paid: the athlete's checkout goes on, or the hold lapses.
    if (holdLive(view, ctx.now)) return "charged";
    await giveBack(
      ctx,
      view,
      paid.filter((p) => p !== undefined),
    );
    return "refunded";
  }
  const charged = paid.map((p) => ({
    currency: p!.currency,
    amountCents: p!.amountCents,
    paymentIntentId: p!.paymentIntentId,
  }));
  const outcome = await confirmPaidTrip(ctx, view, totals, charged);
  if (outcome === "not_payable") return "refunded";
  return outcome === "already" ? "already_settled" : "confirmed";
}

/**
 * Held trips whose hold lapsed: any charge taken for them (a checkout left after its first currency,
 * or a 3-D Secure finished too late) goes back and the trip is released. Run by the hold sweep.
 */
export async function releaseLapsedTrips(ctx: UseCaseContext, limit = 50): Promise<number> {
  const ids = await lapsedTripIds(ctx.db, ctx.now, limit);
  for (const id of ids) {
    const view = await getTripForSettlement(ctx.db, id);
    if (!view) continue;
    const taken = view.payments
      .filter((p) => p.succeededAt && !p.refundedAt)
      .map((p) => ({ currency: p.currency, amountCents: p.amountCents, paymentIntentId: p.paymentIntentId }));
    await giveBack(ctx, view, taken);
  }
  return ids.length;
}

/**
 * Refunds every charge taken for the trip (once each, by key) and releases every hold. A refund the
 * provider refused keeps the trip held, so the hold sweep tries it again once the hold lapses.
 */
async function giveBack(ctx: UseCaseContext, view: TripView, charged: readonly Charge[]) {
  let refusedRefund = false;
  for (const charge of charged) {
    const refund = await ctx.provider.refund(
      charge.paymentIntentId,
      charge.amountCents,
      `void-${view.trip.reference}-${charge.currency}`,
    );
    if (refund.ok) await markTripChargeRefunded(ctx.db, view.trip.id, charge.currency, ctx.now);
    else {
      refusedRefund = true;
      console.error(`Refund of trip ${view.trip.id} ${charge.currency} charge failed: ${refund.message}`);
    }
  }
  if (!refusedRefund) await releaseTrip(ctx.db, view.trip.id, ctx.now);
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
              { tripReference: view.trip.reference, stop: index + 1, days, sequence: stopSequence(days) },
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
