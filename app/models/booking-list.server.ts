/**
 * My Bookings, one page at a time, with the summary counted by SQL.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings, gyms, reviews } from "~/db/schema";
import type { Currency } from "./booking-gym.server";
import {
  type BookingAccess,
  type BookingListFilter,
  type BookingSummaryFigures,
  bookingColumns,
} from "./booking-read.server";

type ListValue = "ownerId" | "linked" | "status" | "pattern" | "now";
const p = (name: ListValue) => sql.placeholder(name);

/** The visitor's bookings: their identity's (the account's, else the anonymous one's) and those linked on this browser. */
function listOwned() {
  return sql`(${bookings.athleteId} = ${p("ownerId")} OR ${bookings.id} IN (SELECT value FROM json_each(${p("linked")})))`;
}

/** The list's visitor and filter as SQL over `bookings` (placeholders bound per request). */
function listWhere() {
  return and(
    listOwned(),
    sql`(${p("status")} IS NULL OR ${bookings.status} = ${p("status")})`,
    // The spec's search: the gym's name or city (the pattern is escaped by the caller).
    sql`(${p("pattern")} IS NULL OR EXISTS (SELECT 1 FROM gyms AS g WHERE g.id = ${bookings.gymId} AND (g.name LIKE ${p("pattern")} ESCAPE '\\' OR g.city LIKE ${p("pattern")} ESCAPE '\\')))`,
  );
}

function listOrder() {
  // Coming first, soonest first; a cancelled booking is not coming, whatever its date.
  const upcoming = sql`(${bookings.endsAt} > ${p("now")} AND ${bookings.status} <> 'cancelled')`;
  return [
    sql`${upcoming} DESC`,
    sql`CASE WHEN ${upcoming} THEN ${bookings.startsAt} END ASC`,
    desc(bookings.startsAt),
    desc(bookings.id),
  ];
}

/**
 * My Bookings' queries. The page: its ids are chosen first, so the gym, its first photo and the
 * amenity are read for the page only (SQLite computes a sorted query's columns for every row before
 * the LIMIT). The totals: the summary over the whole filtered list, per currency. Any: whether the
 * visitor has any booking at all (asked only when a filter matched none).
 */
export function bookingListQueries(db: Db) {
  const page = db
    .select({ pageId: sql<number>`${bookings.id}`.as("page_id") })
    .from(bookings)
    .where(listWhere())
    .orderBy(...listOrder())
    .limit(sql.placeholder("size"))
    .offset(sql.placeholder("offset"))
    .as("page");
  return {
    // From the page's ids to their rows by primary key (as `id IN (…)` SQLite may scan every booking).
    page: db
      .select(bookingColumns)
      .from(page)
      .innerJoin(bookings, eq(bookings.id, page.pageId))
      .innerJoin(gyms, eq(gyms.id, bookings.gymId))
      .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
      .orderBy(...listOrder())
      .prepare(),
    totals: db
      .select({
        currency: bookings.currency,
        total: sql<number>`count(*)`,
        confirmed: sql<number>`coalesce(sum(${bookings.status} = 'confirmed'), 0)`,
        completed: sql<number>`coalesce(sum(${bookings.status} = 'completed'), 0)`,
        paid: sql<number>`coalesce(sum(${bookings.confirmedAt} IS NOT NULL), 0)`,
        spentCents: sql<number>`coalesce(sum(CASE WHEN ${bookings.confirmedAt} IS NOT NULL THEN ${bookings.totalCents} - ${bookings.refundCents} ELSE 0 END), 0)`,
      })
      .from(bookings)
      .where(listWhere())
      .groupBy(bookings.currency)
      .orderBy(asc(bookings.currency))
      .prepare(),
    any: db.select({ id: bookings.id }).from(bookings).where(listOwned()).limit(1).prepare(),
  };
}

/**
 * My Bookings, one page at a time: the bookings still to come first, soonest first (the pass
 * needed today is on page 1), then the past ones, latest first. The summary (the spec's counts and
 * total spent) is counted by SQL over the whole filtered list, not from the page. `hasAny` says whether
 * the visitor has any booking at all ("No bookings found" for a filter that matches none of them,
 * "No bookings yet" otherwise).
 */
export async function listBookingsPage(
  db: Db,
  access: BookingAccess,
  filter: BookingListFilter,
  page: { number: number; size: number; now: number },
) {
  const empty = {
    bookings: [],
    summary: { total: 0, confirmed: 0, completed: 0, spent: [] },
    hasAny: false,
  };
  // A visitor with no identity and no booking found on this browser has none to read.
  if (access.userId === undefined && access.linkedIds.length === 0) return empty;
  const q = filter.q?.trim();
  const values = {
    ownerId: access.userId ?? null,
    now: page.now,
    linked: JSON.stringify(access.linkedIds),
    status: filter.status ?? null,
    pattern: q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
  };
  const filtered = Boolean(q) || filter.status !== undefined;
  const queries = bookingListQueries(db);
  const [rows, totals, any] = await Promise.all([
    queries.page.all({ ...values, size: page.size, offset: (page.number - 1) * page.size }),
    queries.totals.all(values),
    filtered ? queries.any.all(values) : [],
  ]);
  const summary: BookingSummaryFigures = { total: 0, confirmed: 0, completed: 0, spent: [] };
  for (const row of totals) {
    summary.total += row.total;
    summary.confirmed += row.confirmed;
    summary.completed += row.completed;
    // Paid and not refunded, per currency: only the currencies something was paid in.
    if (row.paid > 0) summary.spent.push({ currency: row.currency as Currency, cents: row.spentCents });
  }
  return { bookings: rows, summary, hasAny: summary.total > 0 || any.length > 0 };
}
