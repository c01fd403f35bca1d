import * as v from "valibot";
import { getWorker } from "~/context.server";
import { AthleteInterestSchema } from "~/domain/schemas/athlete-interest";
import { apiFailure, apiValidationError, methodNotAllowed, readBody } from "~/routes/+shared/api.server";
import { contactGymOwner, INTEREST_SENT } from "~/use-cases/contact-owner.server";
import { caseContext } from "~/use-cases/context.server";
import type { Route } from "./+types/athlete-interest";

const ALLOW = ["POST"];

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request, ALLOW);

/** POST /api/athlete-interest {athleteName, athleteEmail, message?, gymId}: stored and e-mailed to the gym. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ALLOW);
  const read = await readBody(request);
  if (!read.ok) return read.response;
  const parsed = v.safeParse(AthleteInterestSchema, read.body);
  if (!parsed.success) return apiValidationError(parsed.issues);
  const result = await contactGymOwner(caseContext(getWorker(context).config), parsed.output);
  if (!result.ok) return apiFailure(result);
  return Response.json(
    { id: result.value.id, message: `${INTEREST_SENT.title} ${INTEREST_SENT.description}` },
    { status: 201 },
  );
}
