import * as v from "valibot";
import { getWorker } from "~/context.server";
import { GymApplicationSchema } from "~/domain/schemas/gym-application";
import { apiFailure, apiValidationError, methodNotAllowed, readBody } from "~/routes/+shared/api.server";
import { applyAsGym } from "~/use-cases/apply-gym.server";
import { caseContext } from "~/use-cases/context.server";
import type { Route } from "./+types/gym-application";

const ALLOW = ["POST"];

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request, ALLOW);

/**
 * POST /api/gym-application: the /add-gym fields as JSON (lists as arrays, rates in dollars) →
 * 201 { id, status: "pending" }, or 400 { error, errors } with each field's messages. Payout details
 * are stored and never echoed back.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ALLOW);
  const read = await readBody(request);
  if (!read.ok) return read.response;
  // A JSON null means "not given", like a missing key (or a blank form field).
  const body = Object.fromEntries(Object.entries(read.body).filter(([, value]) => value !== null));
  const parsed = v.safeParse(GymApplicationSchema, body);
  if (!parsed.success) return apiValidationError(parsed.issues);
  const result = await applyAsGym(caseContext(getWorker(context).config), parsed.output);
  return result.ok ? Response.json(result.value, { status: 201 }) : apiFailure(result);
}
