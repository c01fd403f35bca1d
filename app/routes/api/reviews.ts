import * as v from "valibot";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { REVIEW_SUBMITTED, ReviewSchema } from "~/domain/schemas/review";
import { getVisitorId } from "~/identity.server";
import { apiError, readBody } from "~/lib/api.server";
import { createReview, REVIEW_REASONS } from "~/models/review.server";
import type { Route } from "./+types/reviews";

/**
 * POST /api/reviews {bookingId, gymId, rating, comment}. The spec's athleteId is ignored: only the
 * visitor whose completed booking it is may review it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST", { headers: { Allow: "POST" } });
  const read = await readBody(request);
  if (!read.ok) return read.response;
  const parsed = v.safeParse(ReviewSchema, read.body);
  if (!parsed.success) return apiError(400, parsed.issues[0].message);
  const { config } = getWorker(context);
  const userId = await getVisitorId(config, request);
  if (userId === undefined) return apiError(403, REVIEW_REASONS.noBooking);
  const result = await createReview(getDb(config.db), userId, parsed.output);
  if (!result.ok) return apiError(result.status, result.message);
  return Response.json(
    { id: result.id, message: `${REVIEW_SUBMITTED.title} ${REVIEW_SUBMITTED.description}` },
    { status: 201 },
  );
}
