import { REVIEW_REASONS, type ReviewInput } from "~/domain/schemas/review";
import { createReview } from "~/models/review.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

/**
 * Reviews one completed booking. The actor is the visitor of the signed session: only the athlete
 * whose completed, unreviewed booking at this gym it is may review it (one review per booking,
 * enforced by the unique booking id under concurrency).
 */
export async function submitReview(
  ctx: UseCaseContext,
  visitorId: number | undefined,
  input: ReviewInput,
): Promise<Result<{ id: number }>> {
  if (visitorId === undefined) return fail("forbidden", REVIEW_REASONS.noBooking);
  const created = await createReview(ctx.db, visitorId, input);
  if (created.ok) return ok({ id: created.id });
  return fail(
    created.reason === "alreadyReviewed" ? "conflict" : "forbidden",
    REVIEW_REASONS[created.reason],
  );
}
