import { getWorker } from "~/context.server";
import { MoveStopSchema } from "~/domain/schemas/trip-stop";
import { apiError, apiFailure, methodNotAllowed, parseId, readValidBody } from "~/routes/+shared/api.server";
import { bookingAccess } from "~/routes/+shared/booking-access.server";
import { caseContext } from "~/use-cases/context.server";
import { moveTripStop } from "~/use-cases/trip-stop.server";
import type { Route } from "./+types/trip-stop-move";

/**
 * POST /api/trips/{id}/stops/{n}/move { from }: moves every booking of a paid trip's stop by the same
 * number of days so the stop starts on `from`, all or none (the same use case as My Bookings' "Move
 * this stop"). 200 with the stop's new dates; 400 for a day the gym is closed or a time it doesn't
 * offer; 409 inside 24 hours or when a new day is full; 404 for anyone but the trip's owner.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const id = parseId(params.id);
  if (id === undefined) return apiError(404, "Trip not found");
  const stop = parseId(params.stop);
  if (stop === undefined) return apiError(404, "Stop not found");
  const parsed = await readValidBody(request, MoveStopSchema);
  if (!parsed.ok) return parsed.response;
  const { config } = getWorker(context);
  const access = await bookingAccess(config, request);
  const result = await moveTripStop(caseContext(config), {
    userId: access.userId,
    tripId: id,
    stop,
    from: parsed.value.from,
  });
  if (!result.ok) return apiFailure(result);
  const moved = result.value;
  return Response.json({
    tripId: moved.tripId,
    stop: moved.stop,
    status: "confirmed",
    from: moved.from,
    to: moved.to,
    bookings: moved.bookings.map((b) => ({ ...b, status: "confirmed" })),
  });
}
