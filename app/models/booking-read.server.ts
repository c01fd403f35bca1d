/**
 * Reading bookings: one by id or reference for whoever may see it, and the visitor's list.
 */
import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings, gyms, reviews, users } from "~/db/schema";
import type { BookingStatus } from "~/domain/catalog";
import { bookingVisitColumns } from "./booking-columns.server";
import type { Currency } from "./booking-gym.server";

export interface BookingAccess {
  userId: number | undefined;
  /** Bookings this browser found by e-mail and reference (from another device). */
  linkedIds: readonly number[];
}

function accessible(access: BookingAccess): SQL {
  const clauses: SQL[] = [];
  if (access.userId !== undefined) clauses.push(eq(bookings.athleteId, access.userId));
  if (access.linkedIds.length > 0) clauses.push(inArray(bookings.id, [...access.linkedIds]));
  return clauses.length > 0 ? (or(...clauses) as SQL) : sql`0`;
}

export const bookingColumns = {
  id: bookings.id,
  reference: bookings.reference,
  athleteId: bookings.athleteId,
  gymId: bookings.gymId,
  ...bookingVisitColumns,
  totalCents: bookings.totalCents,
  currency: bookings.currency,
  status: bookings.status,
  holdExpiresAt: bookings.holdExpiresAt,
  specialRequests: bookings.specialRequests,
  // A trip's stop was paid by the trip's charge in its currency: refunds go back through that one.
  paymentIntentId: sql<string | null>`coalesce(${bookings.paymentIntentId}, (SELECT tp.payment_intent_id
    FROM trip_payments AS tp WHERE tp.trip_id = ${bookings.tripId} AND tp.currency = ${bookings.currency}
    AND tp.succeeded_at IS NOT NULL))`.as("payment_intent_id"),
  /** The trip this booking is a stop's day of (My Bookings groups them), or null. */
  tripId: bookings.tripId,
  refundCents: bookings.refundCents,
  confirmedAt: bookings.confirmedAt,
  createdAt: bookings.createdAt,
  checkedInAt: bookings.checkedInAt,
  noShowAt: bookings.noShowAt,
  cancelledBy: bookings.cancelledBy,
  calendarSequence: bookings.calendarSequence,
  passDays: bookings.passDays,
  gymName: gyms.name,
  gymCity: gyms.city,
  gymCountry: gyms.country,
  gymAddress: gyms.address,
  gymLatitude: gyms.latitude,
  gymLongitude: gyms.longitude,
  gymTimeZone: gyms.timeZone,
  gymImage: sql<
    string | null
  >`(SELECT gi.url FROM gym_images AS gi WHERE gi.gym_id = ${bookings.gymId} ORDER BY gi.position LIMIT 1)`,
  // Named apart from bookings.id: a batch reads rows as objects by column name.
  reviewId: sql<number | null>`${reviews.id}`.as("review_id"),
  flaggedReason: bookings.flaggedReason,
  /** The recovery amenity in this booking, if any (one per booking). */
  amenityName: sql<
    string | null
  >`(SELECT a.amenity_name FROM amenity_bookings AS a WHERE a.booking_id = ${bookings.id} LIMIT 1)`,
  amenityStartTime: sql<
    string | null
  >`(SELECT a.start_time FROM amenity_bookings AS a WHERE a.booking_id = ${bookings.id} LIMIT 1)`,
  amenityEndTime: sql<
    string | null
  >`(SELECT a.end_time FROM amenity_bookings AS a WHERE a.booking_id = ${bookings.id} LIMIT 1)`,
  amenityTotalCents: sql<
    number | null
  >`(SELECT a.total_cents FROM amenity_bookings AS a WHERE a.booking_id = ${bookings.id} LIMIT 1)`,
};

export type BookingRow = Awaited<ReturnType<typeof selectBookings>>[number];

export function selectBookings(db: Db, where: SQL | undefined) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(gyms, eq(gyms.id, bookings.gymId))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(where)
    .orderBy(desc(bookings.startsAt), desc(bookings.id))
    .limit(200);
}

/** One booking, when this visitor may see it (theirs, or found by e-mail and reference). */
export async function getBooking(db: Db, bookingId: number, access: BookingAccess) {
  const rows = await selectBookings(db, and(eq(bookings.id, bookingId), accessible(access)));
  return rows[0];
}

/** One booking at a gym `ownerId` owns (the partner console's actions); undefined for anyone else's. */
export async function getOwnedBooking(db: Db, bookingId: number, ownerId: number) {
  const rows = await selectBookings(db, and(eq(bookings.id, bookingId), eq(gyms.ownerId, ownerId)));
  return rows[0];
}

/** A booking by id whoever asks, with the gym's contact e-mail (for the booking's e-mails). */
export async function selectBookingForMail(db: Db, bookingId: number) {
  // Two reads, not one db.batch: in a D1 batch drizzle reads rows by column name, and the joined
  // review's `id` would overwrite the booking's.
  const [row] = await selectBookings(db, eq(bookings.id, bookingId));
  if (!row) return undefined;
  const gym = await db
    .select({ contactEmail: gyms.contactEmail, ownerEmail: users.email })
    .from(gyms)
    .leftJoin(users, eq(users.id, gyms.ownerId))
    .where(eq(gyms.id, row.gymId))
    .get();
  return { ...row, gymContactEmail: gym?.contactEmail ?? null, gymOwnerEmail: gym?.ownerEmail ?? null };
}

export async function getBookingByReference(db: Db, reference: string, access: BookingAccess) {
  const rows = await selectBookings(db, and(eq(bookings.reference, reference), accessible(access)));
  return rows[0];
}

export interface BookingListFilter {
  q?: string;
  status?: BookingStatus;
}

export interface BookingSummaryFigures {
  total: number;
  confirmed: number;
  completed: number;
  /** Paid and not refunded, per currency (a visitor may book in NZ and AU). */
  spent: { currency: Currency; cents: number }[];
}

/** The visitor's own bookings matching the spec's search (gym name or city) and status filter. */
function listConditions(access: BookingAccess, filter: BookingListFilter): SQL | undefined {
  const conditions: SQL[] = [accessible(access)];
  if (filter.status) conditions.push(eq(bookings.status, filter.status));
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${gyms.name} LIKE ${pattern} ESCAPE '\\' OR ${gyms.city} LIKE ${pattern} ESCAPE '\\')`,
    );
  }
  return and(...conditions);
}

/** The visitor's own bookings, newest visit first, with the spec's search and filter (up to 200). */
export async function listBookings(db: Db, access: BookingAccess, filter: BookingListFilter = {}) {
  const rows = await selectBookings(db, listConditions(access, filter));
  const spent = new Map<Currency, number>();
  for (const row of rows) {
    if (row.confirmedAt === null) continue;
    const currency = row.currency as Currency;
    spent.set(currency, (spent.get(currency) ?? 0) + row.totalCents - row.refundCents);
  }
  const summary: BookingSummaryFigures = {
    total: rows.length,
    confirmed: rows.filter((r) => r.status === "confirmed").length,
    completed: rows.filter((r) => r.status === "completed").length,
    spent: [...spent.entries()].map(([currency, cents]) => ({ currency, cents })),
  };
  return { bookings: rows, summary };
}

/** The booking an e-mail and reference name, if they match (case-insensitive e-mail). */
export async function findBookingId(db: Db, email: string, reference: string): Promise<number | undefined> {
  const row = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.reference, reference), eq(bookings.athleteEmail, email)))
    .get();
  return row?.id;
}
