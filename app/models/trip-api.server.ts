/** A trip as the API answers it: its stops (each with its bookings and amount) and totals per currency. */

import { CURRENCIES } from "~/domain/catalog";
import { displayBookingType } from "~/domain/pricing";
import { tripTotals } from "~/domain/trip-plan";
import { toApiBooking } from "./booking-api.server";
import type { TripView } from "./trip.server";

export function toApiTrip({ trip, stops, payments }: TripView) {
  // Released or cancelled bookings no longer cost anything; the totals are what the trip charges.
  const live = stops.flatMap((s) => s.bookings).filter((b) => b.status !== "cancelled");
  return {
    id: trip.id,
    reference: trip.reference,
    status: trip.status,
    athleteName: trip.athleteName,
    athleteEmail: trip.athleteEmail,
    athletes: trip.athletes,
    holdExpiresAt: trip.holdExpiresAt?.toISOString() ?? null,
    stops: stops.map(({ position, bookings }) => {
      const first = bookings[0]!;
      const amountCents = bookings.reduce((sum, b) => sum + b.totalCents, 0);
      return {
        position: position + 1,
        gymId: first.gymId,
        gymName: first.gymName,
        city: first.gymCity,
        /** "day_pass" (one booking for each day the gym opens), "week_pass" or "month_pass". */
        cover: displayBookingType(first.bookingType, first.passDays),
        amount: amountCents / 100,
        amountCents,
        currency: first.currency,
        bookings: bookings.map(toApiBooking),
      };
    }),
    totals: tripTotals(live.map((b) => ({ currency: b.currency, amountCents: b.totalCents }))).map((t) => ({
      currency: t.currency,
      amount: t.amountCents / 100,
      amountCents: t.amountCents,
    })),
    payments: payments
      .filter((p) => p.succeededAt !== null)
      .sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency))
      .map((p) => ({
        currency: p.currency,
        amount: p.amountCents / 100,
        refunded: p.refundedAt !== null,
      })),
  };
}
