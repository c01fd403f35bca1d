import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings, reviews } from "~/db/schema";
import { type ReviewableBooking, reviewStateOf } from "~/domain/review-eligibility";
import { REVIEW_REASONS, type ReviewInput } from "~/domain/schemas/review";

export type ReviewEligibility =
  | { canReview: true; bookingIds: number[] }
  | { canReview: false; reason: string };

/** Whether this visitor may review this gym: a completed booking of theirs there without a review. */
export async function reviewEligibility(
  db: Db,
  userId: number | undefined,
  gymId: number,
): Promise<ReviewEligibility> {
  if (userId === undefined) return { canReview: false, reason: REVIEW_REASONS.noBooking };
  const rows = await db
    .select({ id: bookings.id, status: bookings.status, noShowAt: bookings.noShowAt, reviewId: reviews.id })
    .from(bookings)
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(and(eq(bookings.athleteId, userId), eq(bookings.gymId, gymId)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  const state = reviewStateOf(
    rows.map((r) => ({
      id: r.id,
      status: r.status,
      noShowAt: r.noShowAt?.getTime() ?? null,
      reviewed: r.reviewId !== null,
    })),
  );
  return state.canReview ? state : { canReview: false, reason: REVIEW_REASONS[state.reason] };
}

/**
 * The visitor's bookings at every gym, earliest first, as the review rule reads them (at most
 * `limit`): the review part of any gym page, read once (GET /api/me).
 */
export async function reviewableBookings(
  db: Db,
  userId: number,
  limit = 500,
): Promise<(ReviewableBooking & { gymId: number })[]> {
  const rows = await db
    .select({
      id: bookings.id,
      gymId: bookings.gymId,
      status: bookings.status,
      noShowAt: bookings.noShowAt,
      reviewId: reviews.id,
    })
    .from(bookings)
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(eq(bookings.athleteId, userId))
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    gymId: r.gymId,
    status: r.status,
    noShowAt: r.noShowAt?.getTime() ?? null,
    reviewed: r.reviewId !== null,
  }));
}

export type CreateReviewResult =
  | { ok: true; id: number }
  | { ok: false; reason: "noBooking" | "notCompleted" | "alreadyReviewed" };

/**
 * Creates the review: it inserts only when the booking is this visitor's, at this gym, completed,
 * and not yet reviewed (the unique booking_id backs the last rule under concurrency: one statement,
 * ON CONFLICT DO NOTHING).
 */
export async function createReview(db: Db, userId: number, input: ReviewInput): Promise<CreateReviewResult> {
  const booking = await db
    .select({ id: bookings.id, status: bookings.status, noShowAt: bookings.noShowAt, reviewId: reviews.id })
    .from(bookings)
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(
      and(eq(bookings.id, input.bookingId), eq(bookings.athleteId, userId), eq(bookings.gymId, input.gymId)),
    )
    .get();
  // A booking the gym marked a no-show was never visited: no review follows it.
  if (!booking || booking.noShowAt !== null) return { ok: false, reason: "noBooking" };
  if (booking.status !== "completed") return { ok: false, reason: "notCompleted" };
  if (booking.reviewId !== null) return { ok: false, reason: "alreadyReviewed" };
  const inserted = await db
    .insert(reviews)
    .values({
      bookingId: input.bookingId,
      athleteId: userId,
      gymId: input.gymId,
      rating: input.rating,
      comment: input.comment,
    })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  const row = inserted[0];
  return row ? { ok: true, id: row.id } : { ok: false, reason: "alreadyReviewed" };
}
export { REVIEW_REASONS } from "~/domain/schemas/review";
