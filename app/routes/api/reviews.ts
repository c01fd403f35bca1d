import { getWorker } from "~/context.server";
import { REVIEW_SUBMITTED, ReviewSchema } from "~/domain/schemas/review";
import { getVisitorId } from "~/identity.server";
import { apiFailure, methodNotAllowed, readValidBody } from "~/routes/+shared/api.server";
import { caseContext } from "~/use-cases/context.server";
import { submitReview } from "~/use-cases/submit-review.server";
import type { Route } from "./+types/reviews";

const ALLOW = ["POST"];

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request, ALLOW);

/**
 * POST /api/reviews {bookingId, gymId, rating, comment}. The spec's athleteId is ignored: only the
 * visitor whose completed booking it is may review it (the submit-review use case).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ALLOW);
  const parsed = await readValidBody(request, ReviewSchema);
  if (!parsed.ok) return parsed.response;
  const ctx = caseContext(getWorker(context).config);
  const result = await submitReview(ctx, await getVisitorId(ctx.config, request), parsed.value);
  if (!result.ok) return apiFailure(result);
  return Response.json(
    { id: result.value.id, message: `${REVIEW_SUBMITTED.title} ${REVIEW_SUBMITTED.description}` },
    { status: 201 },
  );
}
