import * as v from "valibot";
import { getWorker } from "~/context.server";
import { AmbassadorApplicationSchema } from "~/domain/schemas/ambassador-application";
import { apiFailure, apiValidationError, methodNotAllowed, readBody } from "~/routes/+shared/api.server";
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
  const read = await readBody(request);
  if (!read.ok) return read.response;
  const parsed = v.safeParse(AmbassadorApplicationSchema, read.body);
  if (!parsed.success) return apiValidationError(parsed.issues);
  const result = await applyAsAmbassador(caseContext(getWorker(context).config), parsed.output);
  return result.ok ? Response.json(result.value, { status: 201 }) : apiFailure(result);
}
