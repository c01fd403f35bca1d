/**
 * Accounts: what a verified e-mail owns, the account's roles and its preferences.
 * An account is a `users` row whose e-mail was proven by a sign-in link (`email_verified`).
 */
import { and, desc, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { insertSelect } from "~/db/insert-select.server";
import {
  accountSessions,
  ambassadorCodes,
  amenityBookings,
  bookings,
  gyms,
  orders,
  reviews,
  savedGyms,
  users,
} from "~/db/schema";

/**
 * The statements that give the account everything its e-mail and this browser's visitor identity
 * made, for one atomic batch at sign-in:
 * - bookings made with the e-mail (`bookings.athlete_email`, any case) or under the visitor's cookie
 *   identity, with their amenity bookings and reviews;
 * - the visitor's reviews and saved gyms (a gym saved on both stays saved once) and merchandise orders
 *   (and orders placed with the e-mail).
 * The visitor identity is an anonymous row (no e-mail); a row of another person is never merged.
 */
export function claimStatements(db: Db, accountId: number, email: string, visitorId: number | undefined) {
  // The visitor row only when it is an anonymous identity (never another account or applicant).
  const visitor = visitorId ?? -1;
  const anonymous = sql`(SELECT id FROM users WHERE id = ${visitor} AND email IS NULL AND id <> ${accountId})`;
  const accountBookings = sql`(SELECT id FROM bookings WHERE athlete_id = ${accountId})`;
  return [
    db
      .update(bookings)
      .set({ athleteId: accountId })
      .where(
        and(
          ne(bookings.athleteId, accountId),
          or(eq(bookings.athleteEmail, email), sql`${bookings.athleteId} IN ${anonymous}`),
        ),
      ),
    db
      .update(amenityBookings)
      .set({ athleteId: accountId })
      .where(
        and(
          ne(amenityBookings.athleteId, accountId),
          or(
            sql`${amenityBookings.athleteId} IN ${anonymous}`,
            sql`${amenityBookings.bookingId} IN ${accountBookings}`,
          ),
        ),
      ),
    db
      .update(reviews)
      .set({ athleteId: accountId })
      .where(
        and(
          ne(reviews.athleteId, accountId),
          or(sql`${reviews.athleteId} IN ${anonymous}`, sql`${reviews.bookingId} IN ${accountBookings}`),
        ),
      ),
    insertSelect(
      db,
      savedGyms,
      { userId: sql`${accountId}`, gymId: sql`s.gym_id`, savedAt: sql`s.saved_at` },
      sql`FROM saved_gyms AS s WHERE s.user_id IN ${anonymous}`,
    ).onConflictDoNothing(),
    db.delete(savedGyms).where(sql`${savedGyms.userId} IN ${anonymous}`),
    db
      .update(orders)
      .set({ userId: accountId })
      .where(
        and(
          or(isNull(orders.userId), ne(orders.userId, accountId)),
          or(eq(orders.email, email), sql`${orders.userId} IN ${anonymous}`),
        ),
      ),
  ] as const;
}

export interface AccountRoles {
  athlete: true;
  /** Owns at least one gym (granted when the admin approves its application). */
  gymOwner: boolean;
  /** Holds an ambassador code (granted when the admin approves the application). */
  ambassador: boolean;
  /** Listed in ADMIN_EMAILS. */
  admin: boolean;
}

/** The account's roles from what it holds: gyms it owns, its ambassador code, ADMIN_EMAILS. */
export function rolesOf(
  holdings: { email: string; ownsGym: boolean; holdsCode: boolean },
  adminEmails: readonly string[],
): AccountRoles {
  return {
    athlete: true,
    gymOwner: holdings.ownsGym,
    ambassador: holdings.holdsCode,
    admin: adminEmails.includes(holdings.email.trim().toLowerCase()),
  };
}

/**
 * The account's roles, read from what it holds (the area middlewares ask once the session is known).
 */
export async function accountRoles(
  db: Db,
  account: { userId: number; email: string },
  adminEmails: readonly string[],
): Promise<AccountRoles> {
  const [owned, code] = await db.batch([
    db.select({ id: gyms.id }).from(gyms).where(eq(gyms.ownerId, account.userId)).limit(1),
    db
      .select({ id: ambassadorCodes.id })
      .from(ambassadorCodes)
      .where(eq(ambassadorCodes.userId, account.userId))
      .limit(1),
  ]);
  return rolesOf(
    { email: account.email, ownsGym: owned.length > 0, holdsCode: code.length > 0 },
    adminEmails,
  );
}

/**
 * How many coming and how many past bookings the account page lists; the rest are on My Bookings,
 * which pages through all of them. The account page stays the same size however many an athlete has.
 */
export const ACCOUNT_LIST_SIZE = 5;

/** The account's next or latest bookings, with only the columns the page shows. */
function accountLines(db: Db, coming: boolean) {
  const now = sql.placeholder("now");
  const upcoming = and(sql`${bookings.endsAt} > ${now}`, ne(bookings.status, "cancelled"));
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      gymId: bookings.gymId,
      bookingType: bookings.bookingType,
      bookingDate: bookings.bookingDate,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      totalCents: bookings.totalCents,
      currency: bookings.currency,
      status: bookings.status,
      passDays: bookings.passDays,
      gymName: gyms.name,
      gymCity: gyms.city,
      gymCountry: gyms.country,
      gymTimeZone: gyms.timeZone,
      // How many there are of this kind, before the LIMIT (the page's "N more on My Bookings").
      matching: sql<number>`count(*) OVER ()`,
    })
    .from(bookings)
    .innerJoin(gyms, eq(gyms.id, bookings.gymId))
    .where(and(eq(bookings.athleteId, sql.placeholder("userId")), coming ? upcoming : sql`NOT (${upcoming})`))
    .orderBy(...(coming ? [bookings.startsAt, bookings.id] : [desc(bookings.startsAt), desc(bookings.id)]))
    .limit(ACCOUNT_LIST_SIZE)
    .prepare();
}

/**
 * The account page's queries: the next coming and the latest past bookings with only what the page
 * shows (no pass, review, amenity or image columns: My Bookings reads those), each with how many there
 * are of its kind (a window count, so no third statement), and one read of the e-mail preference with
 * the saved gyms (name and place only). A booking is coming until it ends, unless it was cancelled.
 */
export function accountOverviewQueries(db: Db) {
  return {
    // The next ones, soonest first.
    coming: accountLines(db, true),
    // The latest past (or cancelled) ones, newest first.
    past: accountLines(db, false),
    // The user row with each saved, still active gym (none: one row of nulls), newest save first.
    user: db
      .select({
        reminders: users.remindersEnabled,
        savedId: gyms.id,
        savedName: gyms.name,
        savedCity: gyms.city,
        savedCountry: gyms.country,
      })
      .from(users)
      .leftJoin(savedGyms, eq(savedGyms.userId, users.id))
      .leftJoin(gyms, and(eq(gyms.id, savedGyms.gymId), eq(gyms.isActive, true)))
      .where(eq(users.id, sql.placeholder("userId")))
      .orderBy(desc(savedGyms.savedAt), desc(savedGyms.gymId))
      .prepare(),
  };
}

/** The account page's data: its bookings, saved gyms and reminder preference. */
export async function accountOverview(db: Db, userId: number, now: number) {
  const queries = accountOverviewQueries(db);
  const [coming, past, userRows] = await Promise.all([
    queries.coming.all({ userId, now }),
    queries.past.all({ userId, now }),
    queries.user.all({ userId }),
  ]);
  const saved: { id: number; name: string; city: string; country: string }[] = [];
  for (const row of userRows) {
    if (row.savedId !== null && row.savedName !== null && row.savedCity !== null && row.savedCountry !== null)
      saved.push({ id: row.savedId, name: row.savedName, city: row.savedCity, country: row.savedCountry });
  }
  return {
    coming,
    past,
    comingCount: coming[0]?.matching ?? 0,
    pastCount: past[0]?.matching ?? 0,
    saved,
    reminders: userRows[0]?.reminders ?? true,
  };
}

export async function setReminders(db: Db, userId: number, on: boolean): Promise<void> {
  await db.update(users).set({ remindersEnabled: on }).where(eq(users.id, userId));
}

/** Ends every session of the account (every device), server-side. */
export async function endAllSessions(db: Db, userId: number): Promise<number> {
  const ended = await db
    .delete(accountSessions)
    .where(eq(accountSessions.userId, userId))
    .returning({ id: accountSessions.id });
  return ended.length;
}

/** Ends one session (this device). */
export async function endSession(db: Db, userId: number, sessionId: number): Promise<void> {
  await db
    .delete(accountSessions)
    .where(and(eq(accountSessions.userId, userId), eq(accountSessions.id, sessionId)));
}
