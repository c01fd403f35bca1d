import { getWorker } from "~/context.server";
import { getTrip } from "~/models/trip.server";
import { toApiTrip } from "~/models/trip-api.server";
import { apiError, methodNotAllowed, parseId } from "~/routes/+shared/api.server";
import { bookingAccess } from "~/routes/+shared/booking-access.server";
import { caseContext } from "~/use-cases/context.server";
import type { Route } from "./+types/trip";

/** GET /api/trips/{id}: the trip for its owner; 404 for anyone else (no hint that it exists). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(request, ["GET"]);
  const { config } = getWorker(context);
  const id = parseId(params.id);
  const access = await bookingAccess(config, request);
  const view = id === undefined ? undefined : await getTrip(caseContext(config).db, id, access.userId);
  if (!view) return apiError(404, "Trip not found");
  return Response.json(toApiTrip(view), { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET"]);
}
