/**
 * One day of a trip's stop of several cancelled or moved on its own (a single booking's cancellation
 * or date change, by the athlete or the gym): the athlete's calendar holds the stop's one event, so
 * the athlete's e-mail carries the stop's update instead of the booking's, built from the stop's
 * bookings as the change leaves them (its mail is queued in the same batch as the change).
 */
import { stopSequence } from "~/domain/trip-stop";
import { BOOKING_MAIL_KINDS, type BookingMail } from "~/mail/booking-mail";
import { withStopCalendar } from "~/mail/trip-mail";
import type { BookingRow } from "~/models/booking-read.server";
import { stopDaysOf } from "~/models/trip.server";
import type { UseCaseContext } from "./context.server";

export async function stopDayMail(
  ctx: UseCaseContext,
  booking: BookingRow,
  change: { cancelled: true } | { moved: BookingRow },
  mail: BookingMail[],
): Promise<BookingMail[]> {
  if (booking.tripId === null) return mail;
  const stop = await stopDaysOf(ctx.db, booking.id);
  // A stop of one booking was confirmed with that booking's own invite, which the booking's e-mail updates.
  if (!stop || stop.bookings.length < 2) return mail;
  const after = stop.bookings.map((b) =>
    b.id !== booking.id ? b : "moved" in change ? change.moved : { ...b, status: "cancelled" as const },
  );
  const onCalendar = (rows: readonly BookingRow[]) => rows.filter((b) => b.status !== "cancelled");
  const kind = "moved" in change ? BOOKING_MAIL_KINDS.dateChanged : BOOKING_MAIL_KINDS.cancellation;
  const event = {
    tripReference: stop.tripReference,
    stop: stop.stop,
    sequence: stopSequence(after),
    // A cancellation names its day among those the calendar has now; an update is the stop as it will be.
    days: onCalendar("moved" in change ? after : stop.bookings),
  };
  return mail.map((m) =>
    m.kind !== kind
      ? m
      : withStopCalendar(
          m,
          event,
          "moved" in change ? { method: "REQUEST" } : { method: "CANCEL", cancelled: [booking] },
          ctx.config,
          ctx.now,
        ),
  );
}
