import { getWorker } from "~/context.server";
import { apiError, apiFailure, methodNotAllowed, parseId } from "~/routes/+shared/api.server";
import { bookingAccess } from "~/routes/+shared/booking-access.server";
import { caseContext } from "~/use-cases/context.server";
import { cancelTripStop } from "~/use-cases/trip-stop.server";
import type { Route } from "./+types/trip-stop-cancel";

/**
 * POST /api/trips/{id}/stops/{n}/cancel: cancels every booking of a paid trip's stop that is still to
 * come, each refunded by the policy, all or none (the same use case as My Bookings' "Cancel this
 * stop"). The trip's owner only: 404 for anyone else.
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
  const { config } = getWorker(context);
  const access = await bookingAccess(config, request);
  const result = await cancelTripStop(caseContext(config), { userId: access.userId, tripId: id, stop });
  if (!result.ok) return apiFailure(result);
  const cancelled = result.value;
  return Response.json({
    tripId: cancelled.tripId,
    stop: cancelled.stop,
    status: "cancelled",
    refundCents: cancelled.refundCents,
    refundAmount: cancelled.refundCents / 100,
    currency: cancelled.currency,
    bookings: cancelled.bookings.map((b) => ({
      id: b.id,
      reference: b.reference,
      bookingDate: b.bookingDate,
      status: "cancelled",
      refundCents: b.refundCents,
      refundAmount: b.refundCents / 100,
    })),
  });
}
