import { getWorker } from "~/context.server";
import { getVisitorId } from "~/identity.server";
import { apiError, apiFailure, methodNotAllowed, parseId } from "~/routes/+shared/api.server";
import { caseContext } from "~/use-cases/context.server";
import { unsaveGym } from "~/use-cases/save-gym.server";
import type { Route } from "./+types/saved-gym";

const ALLOW = ["DELETE"];

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request, ALLOW);

/** DELETE /api/saved-gyms/{gymId}: removes the gym from this visitor's saved list (idempotent). */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(request, ALLOW);
  const gymId = parseId(params.id);
  if (gymId === undefined) return apiError(400, "Gym id must be a positive whole number");
  const ctx = caseContext(getWorker(context).config);
  const result = await unsaveGym(ctx, await getVisitorId(ctx.config, request), { gymId });
  return result.ok ? Response.json(result.value) : apiFailure(result);
}
