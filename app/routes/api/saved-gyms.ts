import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { discardIfNew, ensureVisitor, getVisitorId } from "~/identity.server";
import { apiError, idFrom, readBody } from "~/lib/api.server";
import { toApiGym } from "~/models/gym.server";
import { listSavedGyms, saveGym } from "~/models/saved-gym.server";
import type { Route } from "./+types/saved-gyms";

/**
 * GET /api/saved-gyms: the visitor's saved gyms. The spec's `userId` query is ignored: the visitor is
 * who their signed session says, never who the client claims.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const userId = await getVisitorId(config, request);
  if (userId === undefined) return Response.json([], { headers: { "Cache-Control": "no-store" } });
  const saved = await listSavedGyms(getDb(config.db), userId);
  return Response.json(
    saved.map((gym) => ({ ...toApiGym(gym), savedAt: gym.savedAt })),
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** POST /api/saved-gyms {gymId}: saves the gym for this visitor (creating their identity if new). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST")
    return apiError(405, "Use POST to save a gym", { headers: { Allow: "GET, POST" } });
  const read = await readBody(request);
  if (!read.ok) return read.response;
  const gymId = idFrom(read.body.gymId);
  if (gymId === undefined) return apiError(400, "gymId must be a positive whole number");
  const { config } = getWorker(context);
  const visitor = await ensureVisitor(config, request);
  const result = await saveGym(getDb(config.db), visitor.userId, gymId);
  if (result === "gym-not-found")
    return apiError(404, "Gym not found", { headers: await discardIfNew(config, visitor) });
  return Response.json(
    { gymId, isSaved: true },
    { status: result === "saved" ? 201 : 200, headers: visitor.headers },
  );
}
