import { getWorker } from "~/context.server";
import { apiError, apiFailure, methodNotAllowed, parseId } from "~/routes/+shared/api.server";
import { bookingAccess } from "~/routes/+shared/booking-access.server";
import { cancelBooking } from "~/use-cases/cancel-booking.server";
import { caseContext } from "~/use-cases/context.server";
import type { Route } from "./+types/booking-cancel";

/** POST /api/bookings/{id}/cancel: cancels a pending or confirmed booking, refunding by the policy. */
/** A GET (or any method but POST) is told what to send instead. */
export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const id = parseId(params.id);
  if (id === undefined) return apiError(404, "Booking not found");
  const { config } = getWorker(context);
  const result = await cancelBooking(caseContext(config), {
    access: await bookingAccess(config, request),
    bookingId: id,
  });
  if (!result.ok) return apiFailure(result);
  return Response.json({
    id,
    status: "cancelled",
    refundCents: result.value.refundCents,
    refundAmount: result.value.refundCents / 100,
    currency: result.value.currency,
  });
}
