import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { getVisitorId } from "~/identity.server";
import { apiError, parseId } from "~/lib/api.server";
import { unsaveGym } from "~/models/saved-gym.server";
import type { Route } from "./+types/saved-gym";

/** DELETE /api/saved-gyms/{gymId}: removes the gym from this visitor's saved list (idempotent). */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "DELETE")
    return apiError(405, "Use DELETE to remove a saved gym", { headers: { Allow: "DELETE" } });
  const gymId = parseId(params.id);
  if (gymId === undefined) return apiError(400, "Gym id must be a positive whole number");
  const { config } = getWorker(context);
  const userId = await getVisitorId(config, request);
  if (userId !== undefined) await unsaveGym(getDb(config.db), userId, gymId);
  return Response.json({ gymId, isSaved: false });
}
