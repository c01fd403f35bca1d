import { getWorker } from "~/context.server";
import { AthleteInterestSchema } from "~/domain/schemas/athlete-interest";
import { apiFailure, methodNotAllowed, readValidBody } from "~/routes/+shared/api.server";
import { contactGymOwner, INTEREST_SENT } from "~/use-cases/contact-owner.server";
import { caseContext } from "~/use-cases/context.server";
import type { Route } from "./+types/athlete-interest";

const ALLOW = ["POST"];

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request, ALLOW);

/** POST /api/athlete-interest {athleteName, athleteEmail, message?, gymId}: stored and e-mailed to the gym. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ALLOW);
  const parsed = await readValidBody(request, AthleteInterestSchema);
  if (!parsed.ok) return parsed.response;
  const result = await contactGymOwner(caseContext(getWorker(context).config), parsed.value);
  if (!result.ok) return apiFailure(result);
  return Response.json(
    { id: result.value.id, message: `${INTEREST_SENT.title} ${INTEREST_SENT.description}` },
    { status: 201 },
  );
}
