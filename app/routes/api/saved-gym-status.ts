import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { getVisitorId } from "~/identity.server";
import { isGymSaved } from "~/models/saved-gym.server";
import { apiError, methodNotAllowed, parseId } from "~/routes/+shared/api.server";
import type { Route } from "./+types/saved-gym-status";

/** GET /api/saved-gyms/{gymId}/status: { isSaved } for this visitor. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const gymId = parseId(params.id);
  if (gymId === undefined) return apiError(400, "Gym id must be a positive whole number");
  const { config } = getWorker(context);
  const userId = await getVisitorId(config, request);
  const isSaved = userId === undefined ? false : await isGymSaved(getDb(config.db), userId, gymId);
  return Response.json({ isSaved }, { headers: { "Cache-Control": "no-store" } });
}

/** Any other method: 405 (the status is read with GET). */
export const action = ({ request }: Route.ActionArgs) => methodNotAllowed(request, ["GET"]);
