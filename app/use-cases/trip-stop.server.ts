/**
 * Cancel or move one stop of a paid trip (issue 36): behind My Bookings' "Cancel this stop" and "Move
 * this stop" and POST /api/trips/{id}/stops/{n}/cancel and /move, for the trip's owner only (anyone
 * else: not found). A stop is its bookings (a day pass for each day, or one pass); each one is judged
 * as a single booking is (the cancellation policy's refund, the 24 hours' notice and the gym's rules
 * for a date change) and they are written in one batch, all of them or none. The athlete is e-mailed
 * once for a stop of several bookings (its one invite updated or cancelled), the gym per booking.
 */

import type { Currency } from "~/domain/catalog";
import { passFor } from "~/domain/pass-token";
import { dateChangeAllowed } from "~/domain/policies";
import {
  cancellableStopBookings,
  movableStopBookings,
  STOP_MESSAGES,
  shiftedDates,
  stopSequence,
} from "~/domain/trip-stop";
import { addDays } from "~/domain/zoned-time";
import { BOOKING_MAIL_KINDS, type BookingMail } from "~/mail/booking-mail";
import { longDate } from "~/mail/format";
import { tripStopCancellationMail, tripStopDateChangedMail } from "~/mail/trip-mail";
import { markAllCancelled } from "~/models/booking-cancel.server";
import { getBookingGym } from "~/models/booking-gym.server";
import { type BookingMove, moveBookings } from "~/models/booking-move.server";
import type { BookingRow } from "~/models/booking-read.server";
import { getTrip } from "~/models/trip.server";
import { cancellationOf } from "./cancel-booking.server";
import { DATE_CHANGE_MESSAGES, planDateChange } from "./change-booking-date.server";
import type { UseCaseContext } from "./context.server";
import { offerFreedPlaces } from "./offer-freed-places.server";
import { fail, ok, type Result } from "./result";

/** Which stop: the trip, its 1-based place in the trip, and who asks (the trip's owner). */
export interface StopInput {
  userId: number | undefined;
  tripId: number;
  stop: number;
}

export interface CancelledStop {
  tripId: number;
  stop: number;
  gymName: string;
  /** Every booking cancelled now, with the policy's refund for it. */
  bookings: { id: number; reference: string; bookingDate: string; refundCents: number }[];
  refundCents: number;
  currency: Currency;
}

export interface MovedStop {
  tripId: number;
  stop: number;
  gymName: string;
  from: string;
  to: string;
  bookings: {
    id: number;
    reference: string;
    bookingDate: string;
    startTime: string;
    calendarSequence: number;
  }[];
}

/** The trip's stop for its owner (the trip's reference and the stop's bookings), only once the trip is paid. */
async function findStop(
  ctx: UseCaseContext,
  input: StopInput,
): Promise<Result<{ tripReference: string; bookings: BookingRow[] }>> {
  const view = await getTrip(ctx.db, input.tripId, input.userId);
  if (!view) return fail("not_found", STOP_MESSAGES.tripNotFound);
  const stop = view.stops[input.stop - 1];
  if (!stop || stop.bookings.length === 0) return fail("not_found", STOP_MESSAGES.stopNotFound);
  if (view.trip.status !== "confirmed") return fail("conflict", STOP_MESSAGES.unpaid);
  return ok({ tripReference: view.trip.reference, bookings: stop.bookings });
}

/**
 * A stop of several bookings is one event on the athlete's calendar (its confirmation was one e-mail
 * with one invite), so its cancellation or move is one e-mail too; a stop of one booking keeps that
 * booking's own e-mails, as its confirmation did.
 */
const oneMailForStop = (bookings: readonly BookingRow[]) => bookings.length > 1;

/** The stop's days on the athlete's calendar: every booking of it not cancelled. */
const onCalendar = (bookings: readonly BookingRow[]) => bookings.filter((b) => b.status !== "cancelled");

export async function cancelTripStop(ctx: UseCaseContext, input: StopInput): Promise<Result<CancelledStop>> {
  const { db, provider, now } = ctx;
  const found = await findStop(ctx, input);
  if (!found.ok) return found;
  const { tripReference, bookings: stopBookings } = found.value;
  const active = cancellableStopBookings(stopBookings, now);
  const first = active[0];
  if (!first) return fail("conflict", STOP_MESSAGES.nothingToCancel);
  const items: { booking: BookingRow; refundCents: number; mail: BookingMail[] }[] = [];
  for (const booking of active) {
    const planned = await cancellationOf(ctx, booking, false);
    if (!planned.ok) return planned;
    items.push({ booking, refundCents: planned.value.refund, mail: planned.value.mail });
  }
  // One refund for the stop from its currency's charge, so the money goes back whole or not at all.
  // Its key names the stop's first booking and how many are cancelled: a retry of the same
  // cancellation refunds once, and a later, smaller one is a refund of its own.
  const refundCents = items.reduce((sum, i) => sum + i.refundCents, 0);
  if (oneMailForStop(stopBookings)) {
    // The athlete's one e-mail for the stop replaces each booking's; the gym keeps its notice per booking.
    for (const item of items) item.mail = item.mail.filter((m) => m.kind !== BOOKING_MAIL_KINDS.cancellation);
    const cancelling = new Set(active.map((b) => b.id));
    const after = stopBookings.map((b) => (cancelling.has(b.id) ? { ...b, status: "cancelled" } : b));
    items[0]!.mail.push(
      await tripStopCancellationMail(
        { tripReference, stop: input.stop, days: onCalendar(stopBookings), sequence: stopSequence(after) },
        { cancelled: active, wasConfirmed: active.some((b) => b.status === "confirmed"), refundCents },
        ctx.config,
        now,
      ),
    );
  }
  if (refundCents > 0 && first.paymentIntentId) {
    const key =
      active.length === 1 ? `refund-${first.reference}` : `refund-${first.reference}-x${active.length}`;
    const result = await provider.refund(first.paymentIntentId, refundCents, key);
    if (!result.ok) return fail("provider_error", STOP_MESSAGES.refundFailed(result.message));
  }
  if (!(await markAllCancelled(db, { items, now }))) return fail("conflict", STOP_MESSAGES.changed);
  // The places the stop held go to the waitlist first.
  await offerFreedPlaces(ctx, { gymId: first.gymId });
  return ok({
    tripId: input.tripId,
    stop: input.stop,
    gymName: first.gymName,
    bookings: items.map(({ booking, refundCents }) => ({
      id: booking.id,
      reference: booking.reference,
      bookingDate: booking.bookingDate,
      refundCents,
    })),
    refundCents,
    currency: first.currency as Currency,
  });
}

export async function moveTripStop(
  ctx: UseCaseContext,
  input: StopInput & { from: string },
): Promise<Result<MovedStop, "from">> {
  const { db, now } = ctx;
  const found = await findStop(ctx, input);
  if (!found.ok) return fail(found.code, found.message);
  const { tripReference, bookings: stopBookings } = found.value;
  const live = movableStopBookings(stopBookings);
  const first = live[0];
  if (!first) return fail("conflict", STOP_MESSAGES.nothingToMove);
  if (first.bookingDate === input.from) return fail("invalid", STOP_MESSAGES.same, { field: "from" });
  // Every day of the stop needs the notice a single booking's date change does.
  const tooSoon = live.find((b) => !dateChangeAllowed(b, now));
  if (tooSoon) return fail("conflict", STOP_MESSAGES.tooLate(longDate(tooSoon.bookingDate)));
  const gym = await getBookingGym(db, first.gymId);
  if (!gym) return fail("conflict", DATE_CHANGE_MESSAGES.gymUnavailable);

  const dates = shiftedDates(live, input.from);
  const moves: BookingMove[] = [];
  const moved: MovedStop["bookings"] = [];
  const movedRows = new Map<number, BookingRow>();
  for (const [i, booking] of live.entries()) {
    const bookingDate = dates[i]!;
    const planned = await planDateChange(ctx, booking, gym, { bookingDate, startTime: booking.startTime });
    if (!planned.ok)
      return fail(planned.code, STOP_MESSAGES.day(longDate(bookingDate), planned.message), { field: "from" });
    const { interval, slots, repricedCents, mail, addOn } = planned.value;
    // A recovery session moves with its own visit only (a single booking's date change).
    if (addOn) return fail("conflict", DATE_CHANGE_MESSAGES.withAmenity);
    moves.push({ booking, interval, slots, repricedCents, mail });
    movedRows.set(booking.id, planned.value.moved);
    moved.push({
      id: booking.id,
      reference: booking.reference,
      bookingDate: interval.bookingDate,
      startTime: interval.startTime,
      calendarSequence: booking.calendarSequence + 1,
    });
  }
  if (oneMailForStop(stopBookings)) {
    // One e-mail with the stop's updated invite for the athlete; the gym keeps its notice per booking.
    for (const move of moves) move.mail = move.mail.filter((m) => m.kind !== BOOKING_MAIL_KINDS.dateChanged);
    const after = stopBookings.map((b) => movedRows.get(b.id) ?? b);
    const days = onCalendar(after);
    const passes = new Map(
      await Promise.all(
        [...movedRows.values()].map(
          async (row) => [row.id, await passFor(ctx.config.sessionSecrets, row)] as const,
        ),
      ),
    );
    moves[0]!.mail.push(
      await tripStopDateChangedMail(
        { tripReference, stop: input.stop, days, sequence: stopSequence(after) },
        live,
        ctx.config,
        now,
        passes,
      ),
    );
  }
  const result = await moveBookings(db, { gym, moves, now });
  if (!result.ok) {
    if (result.reason === "changed") return fail("conflict", STOP_MESSAGES.changed);
    return fail("conflict", STOP_MESSAGES.full(longDate(result.date ?? input.from)), { field: "from" });
  }
  // The places it gave back on the old dates go to the waitlist first.
  await offerFreedPlaces(ctx, { gymId: gym.id });
  const last = live.at(-1)!;
  return ok({
    tripId: input.tripId,
    stop: input.stop,
    gymName: first.gymName,
    from: moved[0]!.bookingDate,
    // A pass covers its days from its start: the stop ends on the last one's last day.
    to: addDays(moved.at(-1)!.bookingDate, Math.max(1, last.passDays) - 1),
    bookings: moved,
  });
}
