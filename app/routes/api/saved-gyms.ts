import { getWorker } from "~/context.server";
import { discardIfNew, ensureVisitor, getVisitorId } from "~/identity.server";
import { listSavedGyms } from "~/models/saved-gym.server";
import { apiFailure, methodNotAllowed, readValidBody } from "~/routes/+shared/api.server";
import { toApiGym } from "~/routes/+shared/api-gym.server";
import { caseContext } from "~/use-cases/context.server";
import { SaveGymSchema, saveGym } from "~/use-cases/save-gym.server";
import type { Route } from "./+types/saved-gyms";

/**
 * GET /api/saved-gyms: the visitor's saved gyms. The spec's `userId` query is ignored: the visitor is
 * who their signed session says, never who the client claims.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = caseContext(getWorker(context).config);
  const userId = await getVisitorId(config, request);
  if (userId === undefined) return Response.json([], { headers: { "Cache-Control": "no-store" } });
  const saved = await listSavedGyms(db, userId);
  return Response.json(
    saved.map((gym) => ({ ...toApiGym(gym), savedAt: gym.savedAt })),
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** POST /api/saved-gyms {gymId}: saves the gym for this visitor (creating their identity if new). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["GET", "POST"]);
  const parsed = await readValidBody(request, SaveGymSchema);
  if (!parsed.ok) return parsed.response;
  const ctx = caseContext(getWorker(context).config);
  const visitor = await ensureVisitor(ctx.config, request);
  const result = await saveGym(ctx, visitor.userId, parsed.value);
  if (!result.ok) return apiFailure(result, { headers: await discardIfNew(ctx.config, visitor) });
  const { gymId, isSaved, created } = result.value;
  return Response.json({ gymId, isSaved }, { status: created ? 201 : 200, headers: visitor.headers });
}
