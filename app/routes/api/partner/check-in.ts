import * as v from "valibot";
import { getWorker } from "~/context.server";
import { identifyAccount, ROLE_MESSAGES } from "~/middleware/account.server";
import {
  apiError,
  apiFailure,
  apiValidationError,
  methodNotAllowed,
  readBody,
} from "~/routes/+shared/api.server";
import { checkIn } from "~/use-cases/check-in.server";
import { caseContext } from "~/use-cases/context.server";
import type { Route } from "./+types/check-in";

/**
 * POST /api/partner/check-in { gymId, code }: the console's check-in for a scanner app or a
 * desk integration, signed in as the gym's owner (the account session cookie). The same use case as
 * the page: 200 with the booking, 400 a bad or forged code, 404 not at your gyms, 409 wrong gym,
 * wrong date, not paid, cancelled, a no-show or already checked in (the message says when).
 */
const CheckInBody = v.object({
  gymId: v.pipe(v.number("gymId must be a number"), v.integer(), v.minValue(1)),
  code: v.pipe(
    v.string("code must be a string"),
    v.trim(),
    v.nonEmpty("Scan a pass or type a booking reference."),
    v.maxLength(200),
  ),
});

export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const account = await identifyAccount(context, request);
  if (!account) return apiError(401, "Sign in as the gym's owner first.");
  if (!account.roles.gymOwner) return apiError(403, ROLE_MESSAGES.gymOwner);
  const body = await readBody(request);
  if (!body.ok) return body.response;
  const parsed = v.safeParse(CheckInBody, body.body);
  if (!parsed.success) return apiValidationError(parsed.issues);
  const { config } = getWorker(context);
  const result = await checkIn(caseContext(config), {
    ownerId: account.userId,
    gymId: parsed.output.gymId,
    code: parsed.output.code,
  });
  if (!result.ok) return apiFailure(result);
  return Response.json({ ...result.value, checkedInAt: new Date(result.value.checkedInAt).toISOString() });
}
