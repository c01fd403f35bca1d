import { getWorker } from "~/context.server";
import { SLOT_WAITLIST_MESSAGES } from "~/domain/slot-waitlist";
import { getVisitorId } from "~/identity.server";
import { apiError, apiFailure, methodNotAllowed, parseId } from "~/routes/+shared/api.server";
import { caseContext } from "~/use-cases/context.server";
import { leaveSlotWaitlist } from "~/use-cases/slot-waitlist.server";
import type { Route } from "./+types/bookings-waitlist-entry";

/** A GET (or any method but DELETE) is told what to send instead. */
export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["DELETE"]);
}

/** DELETE /api/bookings/waitlist/{id}: leaves the line (only the identity that joined it). */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(request, ["DELETE"]);
  const id = parseId(params.id);
  if (id === undefined) return apiError(404, SLOT_WAITLIST_MESSAGES.notFound);
  const { config } = getWorker(context);
  const result = await leaveSlotWaitlist(caseContext(config), {
    id,
    visitorId: await getVisitorId(config, request),
  });
  if (!result.ok) return apiFailure(result);
  return Response.json({ id, status: "left" });
}
