/**
 * Calendar feeds: the account's feed row (its nonce and token hash) and the feed's bookings, read
 * in one statement by the token's hash.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { amenityBookings, bookings, calendarFeeds, gyms } from "~/db/schema";

/** The account's feed, if it has made one. */
export async function calendarFeedOf(db: Db, userId: number) {
  return db
    .select({ userId: calendarFeeds.userId, nonce: calendarFeeds.nonce, tokenHash: calendarFeeds.tokenHash })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .get();
}

/** Gives the account a new feed token in one statement: the row is replaced, so the old token finds nothing. */
export async function replaceCalendarFeed(
  db: Db,
  feed: { userId: number; nonce: string; tokenHash: string; now: number },
): Promise<void> {
  const values = {
    userId: feed.userId,
    nonce: feed.nonce,
    tokenHash: feed.tokenHash,
    createdAt: new Date(feed.now),
  };
  await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { nonce: values.nonce, tokenHash: values.tokenHash, createdAt: values.createdAt },
    });
}

/**
 * A booking belongs in the feed once it was confirmed (paid): a hold that lapsed unpaid was never in
 * the athlete's calendar, while a paid booking that was cancelled stays, as STATUS:CANCELLED.
 */
const everConfirmed = sql`(${bookings.confirmedAt} IS NOT NULL OR ${bookings.status} IN ('confirmed', 'completed'))`;

/**
 * The feed's statement: the feed row by its token hash, with each of its account's bookings that
 * ends after `since` (one row of nulls when there is none; no row at all for an unknown token), the
 * gym, the recovery add-on and when the booking last changed (made, paid, moved or cancelled).
 * Prepared per request like every model's; a single D1 round trip per poll.
 */
export function calendarFeedQuery(db: Db) {
  const addOn = sql`(SELECT min(a.id) FROM ${amenityBookings} AS a WHERE a.booking_id = ${bookings.id})`;
  return db
    .select({
      feedCreatedAt: sql<number>`${calendarFeeds.createdAt}`,
      id: bookings.id,
      reference: bookings.reference,
      gymId: bookings.gymId,
      athleteName: bookings.athleteName,
      athleteEmail: bookings.athleteEmail,
      bookingType: bookings.bookingType,
      bookingDate: bookings.bookingDate,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      durationHours: bookings.durationHours,
      athletes: bookings.athletes,
      totalCents: bookings.totalCents,
      currency: bookings.currency,
      status: bookings.status,
      calendarSequence: bookings.calendarSequence,
      passDays: bookings.passDays,
      changedAt: sql<number>`max(${bookings.createdAt}, coalesce(${bookings.confirmedAt}, 0), coalesce(${bookings.cancelledAt}, 0),
        coalesce((SELECT max(c.created_at) FROM booking_changes AS c WHERE c.booking_id = ${bookings.id}), 0))`,
      gymName: gyms.name,
      gymAddress: gyms.address,
      gymCity: gyms.city,
      gymCountry: gyms.country,
      gymTimeZone: gyms.timeZone,
      amenityName: amenityBookings.amenityName,
      amenityStartTime: amenityBookings.startTime,
      amenityEndTime: amenityBookings.endTime,
    })
    .from(calendarFeeds)
    .leftJoin(
      bookings,
      and(
        eq(bookings.athleteId, calendarFeeds.userId),
        everConfirmed,
        sql`${bookings.endsAt} > ${sql.placeholder("since")}`,
      ),
    )
    .leftJoin(gyms, eq(gyms.id, bookings.gymId))
    .leftJoin(amenityBookings, sql`${amenityBookings.id} = ${addOn}`)
    .where(eq(calendarFeeds.tokenHash, sql.placeholder("tokenHash")))
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .prepare();
}

export type CalendarFeedRow = Awaited<ReturnType<ReturnType<typeof calendarFeedQuery>["all"]>>[number];

/** The feed's rows for a token hash: undefined for an unknown (or replaced) token. */
export async function calendarFeedRows(db: Db, tokenHash: string, since: number) {
  const rows = await calendarFeedQuery(db).all({ tokenHash, since });
  const first = rows[0];
  if (!first) return undefined;
  return { createdAt: first.feedCreatedAt, bookings: rows.filter((r) => r.id !== null) };
}
