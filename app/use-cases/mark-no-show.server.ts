/**
 * Mark a booking a no-show: the gym's owner records that nobody came. Only after
 * the booking's start, never for a checked-in booking, once; nothing is refunded (the athlete held the
 * place) and no e-mail goes out. A no-show booking cannot be reviewed (domain/visits.ts wasVisited).
 */
import { NO_SHOW_MESSAGES, noShowProblem } from "~/domain/visits";
import { getOwnedBooking } from "~/models/booking-read.server";
import { recordNoShow } from "~/models/door.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

export async function markNoShow(
  ctx: UseCaseContext,
  input: { ownerId: number; bookingId: number },
): Promise<Result<{ id: number; noShowAt: number }>> {
  const { db, now } = ctx;
  const booking = await getOwnedBooking(db, input.bookingId, input.ownerId);
  if (!booking) return fail("not_found", "Booking not found");
  const problem = noShowProblem(
    {
      ...booking,
      timeZone: booking.gymTimeZone,
      startsAt: booking.startsAt.getTime(),
      checkedInAt: booking.checkedInAt?.getTime() ?? null,
      noShowAt: booking.noShowAt?.getTime() ?? null,
    },
    now,
  );
  if (problem) return fail("conflict", NO_SHOW_MESSAGES[problem]);
  if (!(await recordNoShow(db, booking.id, input.ownerId, now)))
    return fail("conflict", NO_SHOW_MESSAGES.already);
  return ok({ id: booking.id, noShowAt: now });
}
