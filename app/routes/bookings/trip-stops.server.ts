/** My Bookings' trips: each trip on the page with its stops and what each stop's buttons may do. */
import type { Currency } from "@gymroam/design-system";
import type { Db } from "~/db/client.server";
import { MAX_DAYS_AHEAD } from "~/domain/booking";
import { formatDateRange, zoneAbbreviation } from "~/domain/dates";
import { dateChangeAllowed } from "~/domain/policies";
import { movableStopBookings, stopRefundQuote } from "~/domain/trip-stop";
import { addDays, todayIn } from "~/domain/zoned-time";
import { getTrip, tripsOf } from "~/models/trip.server";

export interface PageStop {
  /** "12-2": the trip and the stop's place in it, as the page's URL names it. */
  key: string;
  tripId: number;
  /** 1 for the first stop. */
  n: number;
  gymName: string;
  /** "Mar 9 - 11": the stop's first to last day. */
  dates: string;
  bookingIds: number[];
  /** Cancel this stop: the days still to come, what they cost and what the policy refunds now. */
  cancel: { count: number; refundCents: number; totalCents: number; currency: Currency } | null;
  /** Move this stop: its first day now, and the dates it may move to (the gym's today, a year ahead). */
  move: { from: string; minDate: string; maxDate: string; zoneHint: string } | null;
  /** Paid but inside 24 hours of one of its days: the policy's words say why it can't move. */
  moveFixed: boolean;
}

export interface PageTrip {
  id: number;
  reference: string;
  status: string;
  /** Its stops, for the trip's owner (a trip found through one booking's link shows none). */
  stops: PageStop[];
}

/** The trips of the bookings on this page, with their stops for their owner. */
export async function pageTrips(
  db: Db,
  tripIds: readonly number[],
  userId: number | undefined,
  now: number,
): Promise<PageTrip[]> {
  const trips = await tripsOf(db, tripIds);
  return Promise.all(
    trips.map(async (t) => {
      const view = await getTrip(db, t.id, userId);
      const paid = t.status === "confirmed";
      const stops = (view?.stops ?? []).flatMap(({ bookings }, i): PageStop[] => {
        const first = bookings[0];
        const last = bookings.at(-1);
        if (!first || !last) return [];
        const quote = stopRefundQuote(bookings, now);
        const movable = movableStopBookings(bookings);
        const mayMove = paid && movable.length > 0 && movable.every((b) => dateChangeAllowed(b, now));
        const today = todayIn(first.gymTimeZone, now);
        return [
          {
            key: `${t.id}-${i + 1}`,
            tripId: t.id,
            n: i + 1,
            gymName: first.gymName,
            dates:
              formatDateRange(first.bookingDate, addDays(last.bookingDate, Math.max(1, last.passDays) - 1)) ??
              first.bookingDate,
            bookingIds: bookings.map((b) => b.id),
            cancel:
              paid && quote.count > 0
                ? {
                    count: quote.count,
                    refundCents: quote.refundCents,
                    totalCents: quote.totalCents,
                    currency: first.currency as Currency,
                  }
                : null,
            move: mayMove
              ? {
                  from: movable[0]!.bookingDate,
                  minDate: today,
                  maxDate: addDays(today, MAX_DAYS_AHEAD),
                  zoneHint: `${first.gymTimeZone.replace("_", " ")} time (${zoneAbbreviation(first.gymTimeZone, first.startsAt)})`,
                }
              : null,
            moveFixed: paid && movable.length > 0 && !mayMove,
          },
        ];
      });
      return { id: t.id, reference: t.reference, status: t.status, stops };
    }),
  );
}
