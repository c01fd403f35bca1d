import { getWorker } from "~/context.server";
import { AmbassadorApplicationSchema } from "~/domain/schemas/ambassador-application";
import { apiFailure, methodNotAllowed, readValidBody } from "~/routes/+shared/api.server";
import { applyAsAmbassador } from "~/use-cases/apply-ambassador.server";
import { caseContext } from "~/use-cases/context.server";
import type { Route } from "./+types/ambassador-application";

const ALLOW = ["POST"];

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request, ALLOW);

/**
 * POST /api/ambassador-application with the spec's fields (JSON): stored as pending, acknowledgement
 * e-mail queued. 201 `{ id, status: "pending" }`; bad input is a 400 `{ error, errors: { field: [messages] } }`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ALLOW);
  const parsed = await readValidBody(request, AmbassadorApplicationSchema);
  if (!parsed.ok) return parsed.response;
  const result = await applyAsAmbassador(caseContext(getWorker(context).config), parsed.value);
  return result.ok ? Response.json(result.value, { status: 201 }) : apiFailure(result);
}
