import { getWorker } from "~/context.server";
import { RescheduleSchema } from "~/domain/schemas/my-bookings";
import { apiError, apiFailure, methodNotAllowed, parseId, readValidBody } from "~/routes/+shared/api.server";
import { bookingAccess } from "~/routes/+shared/booking-access.server";
import { changeBookingDate } from "~/use-cases/change-booking-date.server";
import { caseContext } from "~/use-cases/context.server";
import type { Route } from "./+types/booking-reschedule";

/**
 * POST /api/bookings/{id}/reschedule { bookingDate, startTime }: moves a confirmed booking, free with
 * 24 hours' notice (the same use case as My Bookings' Change date). 200 with the booking's new date,
 * 400 for a time the gym does not offer, 409 inside 24 hours or when the new time is full.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const id = parseId(params.id);
  if (id === undefined) return apiError(404, "Booking not found");
  const parsed = await readValidBody(request, RescheduleSchema);
  if (!parsed.ok) return parsed.response;
  const { config } = getWorker(context);
  const result = await changeBookingDate(caseContext(config), {
    access: await bookingAccess(config, request),
    bookingId: id,
    ...parsed.value,
  });
  if (!result.ok) return apiFailure(result);
  const changed = result.value;
  return Response.json({
    id: changed.id,
    reference: changed.reference,
    status: "confirmed",
    bookingDate: changed.bookingDate,
    startTime: changed.startTime,
    endTime: changed.endTime,
    calendarSequence: changed.calendarSequence,
    totalCents: changed.totalCents,
    totalAmount: changed.totalCents / 100,
    repricedCents: changed.repricedCents,
    currency: changed.currency,
  });
}
