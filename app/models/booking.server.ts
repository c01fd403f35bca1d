/**
 * Gym bookings: create with a 15-minute capacity hold, pay through the payment provider, confirm
 * once, cancel with the policy's refund, list and find. Capacity is enforced by the database
 * (booking_slots → gym_slot_load triggers and CHECK, migrations/0002): every write that could
 * oversell is one statement inside one atomic `db.batch`, never a read followed by a write.
 */
import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  ambassadorCodes,
  amenityBookings,
  amenitySlots,
  bookingChanges,
  bookingSlots,
  bookings,
  gyms,
  mailOutbox,
  paymentEvents,
  reviews,
  users,
} from "~/db/schema";
import {
  type BookingInterval,
  bookingReference,
  CLOSED_DATE_MESSAGE,
  checkBookingDate,
  displayBookingType,
  type GymHours,
  HOLD_MS,
  HOURLY_DURATION,
  hoursOn,
  occupiedSlots,
  passDayIntervals,
  startTimeSlots,
  upcomingSlots,
} from "~/domain/booking";
import type { AmenityItemType, BookingStatus, BookingType, CancelledBy } from "~/domain/catalog";
import { weekdayOf, weekdayPlural } from "~/domain/dates";
import { HOLD_CAP_TRIGGERS, type HoldCap } from "~/domain/holds";
import { BOOKING_MESSAGES, type BookingDetails } from "~/domain/schemas/booking";
import type { PaymentProvider } from "~/payments/provider.server";
import { accrueCommission, reverseCommission } from "./commission.server";
import { ledgerOnCancel, ledgerOnCompletion, ledgerOnConfirm, ledgerOnLateRefund } from "./ledger.server";
import { type OutgoingMail, queueMailIf, queueMailOnce } from "./mail.server";

export type Currency = "NZD" | "AUD";

/** An e-mail about one record (queued at most once per kind and record). */
type RecordMail = OutgoingMail & { relatedType: string; relatedId: number };

/** What the booking screen needs about a gym: public columns only, real rating and count. */
export interface BookingGym extends GymHours {
  id: number;
  name: string;
  address: string;
  city: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
  currency: Currency;
  capacity: number;
  dayPassRateCents: number;
  hourlyRateCents: number;
  /** Week and month pass rates; null or 0: not sold (issue 20). */
  weeklyRateCents: number | null;
  monthlyRateCents: number | null;
  contactEmail: string | null;
  image: string | null;
  imageAlt: string;
  averageRating: number | null;
  reviewCount: number;
}

/** The weekdays with their own hours (rows with both times), keyed by weekday. */
export function dayHoursOf(
  days: readonly { day: number; openTime: string | null; closeTime: string | null }[],
): NonNullable<GymHours["dayHours"]> {
  const hours: Partial<Record<number, { openTime: string; closeTime: string }>> = {};
  for (const d of days)
    if (d.openTime && d.closeTime) hours[d.day] = { openTime: d.openTime, closeTime: d.closeTime };
  return hours;
}

/**
 * The gym with its weekly hours, its first photo and its coming closed dates: one statement. The lists
 * come as JSON, so a booking reads its gym in one D1 statement where it took four in a batch.
 */
function bookingGymQuery(db: Db) {
  return db
    .select({
      id: gyms.id,
      name: gyms.name,
      address: gyms.address,
      city: gyms.city,
      country: gyms.country,
      latitude: gyms.latitude,
      longitude: gyms.longitude,
      timeZone: gyms.timeZone,
      currency: gyms.currency,
      capacity: gyms.capacity,
      dayPassRateCents: gyms.dayPassRateCents,
      hourlyRateCents: gyms.hourlyRateCents,
      weeklyRateCents: gyms.weeklyRateCents,
      monthlyRateCents: gyms.monthlyRateCents,
      openTime: gyms.openTime,
      closeTime: gyms.closeTime,
      is24Hours: gyms.is24Hours,
      contactEmail: gyms.contactEmail,
      averageRating: sql<
        number | null
      >`(SELECT round(avg(r.rating), 1) FROM reviews AS r WHERE r.gym_id = "gyms"."id")`,
      reviewCount: sql<number>`(SELECT count(*) FROM reviews AS r WHERE r.gym_id = "gyms"."id")`,
      /** [day, openTime, closeTime] of each operating day. */
      days: sql`json((SELECT json_group_array(json_array(d.day, d.open_time, d.close_time)) FROM gym_operating_days AS d WHERE d.gym_id = "gyms"."id"))`.mapWith(
        jsonOf<[number, string | null, string | null][]>,
      ),
      /** [url, alt] of the first photo, or null. */
      image:
        sql`json((SELECT json_array(i.url, i.alt) FROM gym_images AS i WHERE i.gym_id = "gyms"."id" ORDER BY i.position LIMIT 1))`.mapWith(
          jsonOf<[string, string | null] | null>,
        ),
      /** The closed dates from yesterday on (sorted below). */
      closed:
        sql`json((SELECT json_group_array(c.date) FROM gym_closed_dates AS c WHERE c.gym_id = "gyms"."id" AND c.date >= date('now', '-1 day')))`.mapWith(
          jsonOf<string[]>,
        ),
    })
    .from(gyms)
    .where(and(eq(gyms.id, sql.placeholder("gymId")), eq(gyms.isActive, true)))
    .prepare();
}

/** A selected `json(…)` value: SQLite sends it as text. */
function jsonOf<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

export async function getBookingGym(db: Db, gymId: number): Promise<BookingGym | undefined> {
  const row = await bookingGymQuery(db).get({ gymId });
  if (!row) return undefined;
  const { days: dayRows, image, closed, ...gym } = row;
  const days = dayRows.map(([day, openTime, closeTime]) => ({ day, openTime, closeTime }));
  return {
    ...gym,
    currency: gym.currency as Currency,
    operatingDays: days.map((d) => d.day).sort(),
    dayHours: dayHoursOf(days),
    closedDates: [...closed].sort(),
    image: image?.[0] ?? null,
    imageAlt: image?.[1] || gym.name,
  };
}

// ---------------------------------------------------------------------------------------------
// Create
// ---------------------------------------------------------------------------------------------

export type BookingField = "bookingDate" | "startTime" | "duration" | "athletes" | "bookingType" | "gymId";

/** Checks the request against the gym's calendar; the first problem, phrased for the athlete. */
export function checkBookingRequest(
  gym: BookingGym,
  input: Pick<BookingDetails, "bookingType" | "bookingDate" | "startTime" | "duration" | "athletes">,
  now: number,
): { field: BookingField; message: string } | undefined {
  // That weekday's own hours (issue 17): every start time below is checked against them.
  gym = hoursOn(gym, input.bookingDate);
  const dateProblem = checkBookingDate(gym, input.bookingDate, gym.timeZone, now);
  if (dateProblem === "holiday") return { field: "bookingDate", message: CLOSED_DATE_MESSAGE };
  if (dateProblem === "invalid") return { field: "bookingDate", message: BOOKING_MESSAGES.date };
  if (dateProblem === "past")
    return { field: "bookingDate", message: "That date has passed. Please choose today or a later date." };
  if (dateProblem === "too_far")
    return {
      field: "bookingDate",
      message: "Bookings open up to a year ahead. Please choose an earlier date.",
    };
  if (dateProblem === "closed") {
    const weekday = weekdayPlural(weekdayOf(input.bookingDate));
    return {
      field: "bookingDate",
      message: `${gym.name} is closed on ${weekday}. Please choose another date.`,
    };
  }
  const duration = input.bookingType === "hourly" ? input.duration : HOURLY_DURATION.min;
  // A week or month pass starts like a day pass (issue 20).
  const visitType = input.bookingType === "hourly" ? "hourly" : "day_pass";
  const slots = startTimeSlots(gym, visitType, duration);
  if (!slots.includes(input.startTime)) {
    if (slots.length === 0)
      return {
        field: input.bookingType === "hourly" ? "duration" : "startTime",
        message: `No ${duration}-hour booking fits inside this gym's hours. Please choose a shorter duration.`,
      };
    return {
      field: "startTime",
      message:
        input.bookingType === "hourly" && !gym.is24Hours
          ? `Please choose a start time between ${slots[0]} and ${slots.at(-1)}: the gym closes at ${gym.closeTime}.`
          : `Please choose a start time between ${slots[0]} and ${slots.at(-1)}.`,
    };
  }
  if (upcomingSlots([input.startTime], input.bookingDate, gym.timeZone, now).length === 0)
    return { field: "startTime", message: "That start time has passed. Please choose a later time." };
  if (input.athletes > gym.capacity)
    return { field: "athletes", message: `This gym admits at most ${gym.capacity} athletes at a time.` };
  return undefined;
}

/** SQL literal for a wall-clock key we generated ourselves (digits, '-' and ':' only). */
function slotLiteral(value: string): string {
  if (!/^[0-9:-]{5,10}$/.test(value)) throw new Error(`Unexpected slot key ${value}`);
  return `'${value}'`;
}

function constraintFailed(error: unknown, name: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (String((current as Error).message ?? current).includes(name)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Athletes still free in the fullest slot of an interval (for the "not enough room" message). */
async function freePlaces(db: Db, gym: BookingGym, slots: { date: string; time: string }[]): Promise<number> {
  if (slots.length === 0) return gym.capacity;
  // Slot keys as literals, not bound variables: a month pass holds over a thousand (D1 binds 100).
  const rows = await db.all<{ booked: number }>(sql`SELECT l.booked FROM gym_slot_load AS l
    JOIN (VALUES ${slotValues(slots)}) AS s ON s.column1 = l.slot_date AND s.column2 = l.slot_time
    WHERE l.gym_id = ${gym.id}`);
  const fullest = rows.reduce((max, r) => Math.max(max, r.booked), 0);
  return Math.max(0, gym.capacity - fullest);
}

function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

/** A recovery amenity in the same booking: the item, its interval and its price. */
export interface AmenityPart {
  itemId: number;
  itemType: AmenityItemType;
  itemName: string;
  pricePerHourCents: number;
  bookingDate: string;
  startTime: string;
  endTime: string;
  durationHours: number;
  startsAt: number;
  endsAt: number;
  totalCents: number;
}

/** Everything a new pending booking is, decided by the use case; the model only writes it. */
export interface NewBooking {
  /** The athlete; "new": an identity is created in the same batch (ADR 036). */
  userId: number | "new";
  gym: BookingGym;
  athleteName: string;
  athleteEmail: string;
  phone: string | null;
  bookingType: BookingType;
  interval: BookingInterval;
  athletes: number;
  /** Gym part plus amenity part, in cents. */
  totalCents: number;
  specialRequests: string | null;
  ambassadorCodeId: number | null;
  /** Salted hash of the client address (caps unpaid holds per network). */
  clientHash: string | null;
  /** A gym visit holds gym capacity; an amenity booked on its own does not. */
  holdsGymCapacity: boolean;
  /** Days a day pass covers: 7 or 30 for a week or month pass (default 1). */
  passDays?: number;
  amenity: AmenityPart | undefined;
  /** A pending booking of this visitor that this one replaces (Back to details). */
  replacesBookingId: number | undefined;
  now: number;
}

export type InsertBookingResult =
  | {
      ok: true;
      booking: {
        id: number;
        reference: string;
        totalCents: number;
        currency: Currency;
        /** The booking as it was written, read back in the same batch (what GET /api/bookings/{id} shows). */
        row: BookingRow | undefined;
        /** The identity made for a new visitor in the same batch (userId "new"). */
        createdUser?: number;
      };
    }
  | {
      ok: false;
      reason: "gym_full" | "amenity_taken" | "hold_cap";
      /** For gym_full: athletes still free in the fullest slot. */
      freePlaces?: number;
      /** For hold_cap: which cap refused it. */
      cap?: HoldCap;
    };

/** SQL VALUES rows of slot keys we generated ourselves. */
function slotValues(slots: { date: string; time: string }[]) {
  return sql.raw(slots.map((s) => `(${slotLiteral(s.date)}, ${slotLiteral(s.time)})`).join(", "));
}

/**
 * Writes a pending booking that holds its slots for 15 minutes, in one atomic batch: expired holds at
 * this gym are released (their amenities with them, by trigger), a booking being replaced is
 * cancelled, the booking row goes in (the hold-cap triggers refuse it when the visitor or the address
 * holds too much), then its gym slots (the capacity CHECK refuses an overfull slot) and its amenity
 * with the item's slots (the primary key refuses a taken slot). Any refusal rolls back everything.
 */
export async function insertBooking(db: Db, booking: NewBooking): Promise<InsertBookingResult> {
  const { gym, interval, now, userId, amenity } = booking;
  const gymSlots = booking.holdsGymCapacity ? heldSlots(gym, interval, booking.passDays ?? 1) : [];
  const amenitySlotKeys = amenity ? occupiedSlots(amenity.startsAt, amenity.endsAt, gym.timeZone) : [];
  const nowDate = new Date(now);

  for (let attempt = 0; attempt < 3; attempt++) {
    const reference = bookingReference(randomBytes);
    // Expired holds at this gym (bookings_gym_status_hold_idx reads only those, migration 0020).
    const releaseExpired = db
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: nowDate })
      .where(
        and(
          eq(bookings.gymId, gym.id),
          eq(bookings.status, "pending"),
          sql`${bookings.holdExpiresAt} <= ${now}`,
        ),
      );
    // The booking this one replaces, only when there is one (no statement otherwise).
    const replaced =
      booking.replacesBookingId === undefined || userId === "new"
        ? []
        : [
            db
              .update(bookings)
              .set({ status: "cancelled", cancelledAt: nowDate })
              .where(
                and(
                  eq(bookings.id, booking.replacesBookingId),
                  eq(bookings.athleteId, userId),
                  eq(bookings.status, "pending"),
                ),
              ),
          ];
    // A new visitor's identity goes in with the booking: a refusal rolls both back. Inside the batch's
    // transaction the newest user is the one this statement made.
    const identity =
      userId === "new" ? [db.insert(users).values({ userType: "athlete" }).returning({ id: users.id })] : [];
    const insert = db
      .insert(bookings)
      .values({
        reference,
        athleteId: userId === "new" ? sql`(SELECT max(${users.id}) FROM ${users})` : userId,
        gymId: gym.id,
        athleteName: booking.athleteName,
        athleteEmail: booking.athleteEmail,
        phone: booking.phone,
        bookingType: booking.bookingType,
        bookingDate: interval.bookingDate,
        startTime: interval.startTime,
        endTime: interval.endTime,
        durationHours: interval.durationHours,
        athletes: booking.athletes,
        startsAt: new Date(interval.startsAt),
        endsAt: new Date(interval.endsAt),
        totalCents: booking.totalCents,
        currency: gym.currency,
        status: "pending",
        holdExpiresAt: new Date(now + HOLD_MS),
        specialRequests: booking.specialRequests,
        ambassadorCodeId: booking.ambassadorCodeId,
        clientHash: booking.clientHash,
        passDays: booking.passDays ?? 1,
        createdAt: nowDate,
      })
      .returning({ id: bookings.id });
    const extra = [
      ...(gymSlots.length > 0
        ? [
            db.insert(bookingSlots).select(sql`SELECT b.id, b.gym_id, s.column1, s.column2, b.athletes
          FROM bookings AS b JOIN (VALUES ${slotValues(gymSlots)}) AS s
          WHERE b.reference = ${reference}`),
          ]
        : []),
      ...(amenity
        ? [
            db
              .insert(amenityBookings)
              .select(sql`SELECT NULL, b.id, b.gym_id, ${amenity.itemId}, b.athlete_id,
            ${amenity.itemType}, ${amenity.itemName}, ${amenity.bookingDate}, ${amenity.startTime},
            ${amenity.endTime}, ${amenity.durationHours}, ${amenity.startsAt}, ${amenity.endsAt},
            ${amenity.pricePerHourCents}, ${amenity.totalCents}, b.currency, NULL, 'pending',
            b.hold_expires_at, ${now}
          FROM bookings AS b WHERE b.reference = ${reference}`),
            db.insert(amenitySlots).select(sql`SELECT ${amenity.itemId}, s.column1, s.column2, a.id
          FROM amenity_bookings AS a JOIN bookings AS b ON b.id = a.booking_id
            JOIN (VALUES ${slotValues(amenitySlotKeys)}) AS s
          WHERE b.reference = ${reference}`),
          ]
        : []),
    ];
    // One D1 batch (one transaction): the writes, then the booking as the API answers it, read back
    // after every write.
    const readBack = selectBookings(db, eq(bookings.reference, reference));
    try {
      const results: unknown[] = await db.batch([
        releaseExpired,
        ...replaced,
        ...identity,
        insert,
        ...extra,
        readBack,
      ]);
      const idOf = (result: unknown) => (result as { id: number }[] | undefined)?.[0]?.id;
      const createdUser = identity.length > 0 ? idOf(results[1 + replaced.length]) : undefined;
      const row = (results.at(-1) as BookingRow[])[0];
      const id = idOf(results[1 + replaced.length + identity.length]);
      if (id === undefined) throw new Error("Booking insert returned no id");
      return {
        ok: true,
        booking: { id, reference, totalCents: booking.totalCents, currency: gym.currency, row, createdUser },
      };
    } catch (error) {
      if (constraintFailed(error, "gym_slot_load_capacity_check"))
        return { ok: false, reason: "gym_full", freePlaces: await freePlaces(db, gym, gymSlots) };
      if (constraintFailed(error, "amenity_slots")) return { ok: false, reason: "amenity_taken" };
      const cap = (Object.keys(HOLD_CAP_TRIGGERS) as HoldCap[]).find((c) =>
        constraintFailed(error, HOLD_CAP_TRIGGERS[c]),
      );
      if (cap) return { ok: false, reason: "hold_cap", cap };
      if (constraintFailed(error, "bookings.reference")) continue;
      throw error;
    }
  }
  throw new Error("Could not generate a unique booking reference");
}

// ---------------------------------------------------------------------------------------------
// Read
// ---------------------------------------------------------------------------------------------

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

const bookingColumns = {
  id: bookings.id,
  reference: bookings.reference,
  athleteId: bookings.athleteId,
  gymId: bookings.gymId,
  athleteName: bookings.athleteName,
  athleteEmail: bookings.athleteEmail,
  phone: bookings.phone,
  bookingType: bookings.bookingType,
  bookingDate: bookings.bookingDate,
  startTime: bookings.startTime,
  endTime: bookings.endTime,
  durationHours: bookings.durationHours,
  athletes: bookings.athletes,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  totalCents: bookings.totalCents,
  currency: bookings.currency,
  status: bookings.status,
  holdExpiresAt: bookings.holdExpiresAt,
  specialRequests: bookings.specialRequests,
  paymentIntentId: bookings.paymentIntentId,
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
  // Named apart from bookings.id: a batch reads rows as objects by column name (ADR 036).
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

function selectBookings(db: Db, where: SQL | undefined) {
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
        /** The first end still to come: the list's order changes then (ADR 039). */
        nextEnd: sql<
          number | null
        >`min(CASE WHEN ${bookings.endsAt} > ${p("now")} THEN ${bookings.endsAt} END)`,
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
 * My Bookings, one page at a time (ADR 034): the bookings still to come first, soonest first (the pass
 * needed today is on page 1), then the past ones, latest first. The summary (the spec's counts and
 * total spent) is counted by SQL over the whole filtered list, not from the page. `hasAny` says whether
 * the visitor has any booking at all ("No bookings found" for a filter that matches none of them,
 * "No bookings yet" otherwise). `nextEnd`: the first end still to come in the filtered list, when its
 * order changes (ADR 039).
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
    nextEnd: null,
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
  let nextEnd: number | null = null;
  for (const row of totals) {
    if (row.nextEnd !== null) nextEnd = Math.min(nextEnd ?? row.nextEnd, row.nextEnd);
    summary.total += row.total;
    summary.confirmed += row.confirmed;
    summary.completed += row.completed;
    // Paid and not refunded, per currency: only the currencies something was paid in.
    if (row.paid > 0) summary.spent.push({ currency: row.currency as Currency, cents: row.spentCents });
  }
  return { bookings: rows, summary, hasAny: summary.total > 0 || any.length > 0, nextEnd };
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

// ---------------------------------------------------------------------------------------------
// Pay and confirm
// ---------------------------------------------------------------------------------------------

export const PAYMENT_MESSAGES = {
  alreadyPaid: "This booking is already paid.",
  holdExpired: "This booking's 15-minute hold has expired. Please start a new booking.",
  notPayable: "This booking can no longer be paid. Please start a new booking.",
} as const;

/** Remembers the provider's intent on a booking (the first one only). */
export async function recordPaymentIntent(db: Db, bookingId: number, paymentIntentId: string): Promise<void> {
  await db
    .update(bookings)
    .set({ paymentIntentId })
    .where(and(eq(bookings.id, bookingId), sql`${bookings.paymentIntentId} IS NULL`));
}

/**
 * Confirms a paid booking, at most once: the event id is recorded (a replay inserts nothing), the
 * status moves only from pending, and the confirmation e-mail is queued only when none was. All in
 * one batch. "not_payable" means the booking was cancelled (its hold expired, or the athlete
 * cancelled) before the money arrived: the caller settles it from the recorded state.
 */
export async function confirmBooking(
  db: Db,
  args: {
    bookingId: number;
    paymentIntentId: string;
    eventId: string;
    provider: string;
    now: number;
    /** The athlete's confirmation and the gym's notice, each queued at most once. */
    mail: RecordMail | RecordMail[];
  },
): Promise<"confirmed" | "already" | "not_payable" | "missing"> {
  const [, updated] = await db.batch([
    db
      .insert(paymentEvents)
      .values({
        id: args.eventId,
        provider: args.provider,
        type: "payment_succeeded",
        bookingId: args.bookingId,
      })
      .onConflictDoNothing(),
    db
      .update(bookings)
      .set({
        status: "confirmed",
        confirmedAt: new Date(args.now),
        paymentIntentId: args.paymentIntentId,
        holdExpiresAt: null,
        // The split in force when the booking is paid applies to it (ADR 024).
        gymSharePercent: sql`(SELECT g.gym_share_percent FROM gyms AS g WHERE g.id = ${bookings.gymId})`,
      })
      .where(
        and(
          eq(bookings.id, args.bookingId),
          eq(bookings.status, "pending"),
          sql`(${bookings.paymentIntentId} IS NULL OR ${bookings.paymentIntentId} = ${args.paymentIntentId})`,
        ),
      )
      .returning({ id: bookings.id }),
    accrueCommission(db, args.bookingId, args.now),
    ...ledgerOnConfirm(db, args.bookingId, args.now),
    ...[args.mail]
      .flat()
      .map((mail) =>
        queueMailOnce(
          db,
          mail,
          sql`EXISTS (SELECT 1 FROM bookings WHERE id = ${args.bookingId} AND status = 'confirmed')`,
        ),
      ),
  ]);
  if (updated.length > 0) return "confirmed";
  const now = await db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, args.bookingId))
    .get();
  if (!now) return "missing";
  return now.status === "confirmed" || now.status === "completed" ? "already" : "not_payable";
}

/** What is recorded about a booking's money, for settling a payment that arrived late. */
export async function getPaymentState(db: Db, bookingId: number) {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      totalCents: bookings.totalCents,
      currency: bookings.currency,
      refundCents: bookings.refundCents,
      confirmedAt: bookings.confirmedAt,
      paymentIntentId: bookings.paymentIntentId,
      flaggedReason: bookings.flaggedReason,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .get();
}

/**
 * Records that money which arrived for a booking cancelled before it was ever confirmed was paid back
 * in full, once: the update only applies while nothing is recorded as refunded.
 */
export async function recordLateRefund(
  db: Db,
  bookingId: number,
  paymentIntentId: string,
  refundCents: number,
  now: number,
): Promise<boolean> {
  const [rows] = await db.batch([
    db
      .update(bookings)
      .set({ refundCents, paymentIntentId })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.status, "cancelled"),
          sql`${bookings.confirmedAt} IS NULL`,
          eq(bookings.refundCents, 0),
          sql`(${bookings.paymentIntentId} IS NULL OR ${bookings.paymentIntentId} = ${paymentIntentId})`,
        ),
      )
      .returning({ id: bookings.id }),
    // The money came in and went back: both in the ledger, once.
    ...ledgerOnLateRefund(db, bookingId, now),
  ]);
  return rows.length > 0;
}

/** Flags a booking for the admin (the first reason stays); records the event so it applies once. */
export async function flagBooking(
  db: Db,
  args: { bookingId: number; reason: string; eventId: string; provider: string },
): Promise<void> {
  await db.batch([
    db
      .insert(paymentEvents)
      .values({ id: args.eventId, provider: args.provider, type: "flagged", bookingId: args.bookingId })
      .onConflictDoNothing(),
    db
      .update(bookings)
      .set({ flaggedReason: args.reason })
      .where(and(eq(bookings.id, args.bookingId), sql`${bookings.flaggedReason} IS NULL`)),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Cancel
// ---------------------------------------------------------------------------------------------

/**
 * Records a cancellation with its refund, with its e-mail and the commission's reversal, in one
 * batch. The status update is conditional on the status the caller saw, so a double submit cancels
 * (and the caller refunds) once. False when the booking had already moved on.
 */
export async function markCancelled(
  db: Db,
  args: {
    booking: Pick<BookingRow, "id" | "status">;
    refundCents: number;
    mail: RecordMail | RecordMail[];
    now: number;
    /** Who cancelled (the athlete unless the gym's owner did, from the partner console). */
    by?: CancelledBy;
  },
): Promise<boolean> {
  const { booking, now } = args;
  const [updated] = await db.batch([
    db
      .update(bookings)
      .set({
        status: "cancelled",
        cancelledAt: new Date(now),
        refundCents: args.refundCents,
        holdExpiresAt: null,
        cancelledBy: args.by ?? "athlete",
      })
      // A booking the gym already checked in or marked a no-show is past cancelling.
      .where(
        and(
          eq(bookings.id, booking.id),
          eq(bookings.status, booking.status),
          sql`${bookings.checkedInAt} IS NULL`,
          sql`${bookings.noShowAt} IS NULL`,
        ),
      )
      .returning({ id: bookings.id }),
    ...reverseCommission(db, booking.id, now),
    ...ledgerOnCancel(db, booking.id, now),
    // A reminder queued for this booking but not yet sent would announce a session that is off.
    db
      .update(mailOutbox)
      .set({ status: "failed", lastError: "Not sent: the booking was cancelled first." })
      .where(
        and(
          eq(mailOutbox.relatedType, "booking"),
          eq(mailOutbox.relatedId, booking.id),
          eq(mailOutbox.kind, "booking_reminder"),
          eq(mailOutbox.status, "queued"),
          sql`EXISTS (SELECT 1 FROM bookings WHERE id = ${booking.id} AND status = 'cancelled')`,
        ),
      ),
    ...[args.mail]
      .flat()
      .map((mail) =>
        queueMailOnce(
          db,
          mail,
          sql`EXISTS (SELECT 1 FROM bookings WHERE id = ${booking.id} AND status = 'cancelled')`,
        ),
      ),
  ]);
  return updated.length > 0;
}

/** Pending bookings (unpaid holds) this visitor holds now. */
export async function countUnpaidHolds(db: Db, userId: number, now: number): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(bookings)
    .where(
      and(
        eq(bookings.athleteId, userId),
        eq(bookings.status, "pending"),
        sql`${bookings.holdExpiresAt} > ${now}`,
      ),
    )
    .get();
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Scheduled jobs
// ---------------------------------------------------------------------------------------------

/** Cancels pending bookings whose hold has expired; the trigger releases their slots. Idempotent. */
export async function expireHolds(db: Db, now: number): Promise<number> {
  const rows = await db
    .update(bookings)
    .set({ status: "cancelled", cancelledAt: new Date(now) })
    .where(and(eq(bookings.status, "pending"), sql`${bookings.holdExpiresAt} <= ${now}`))
    .returning({ id: bookings.id });
  return rows.length;
}

/** Marks confirmed bookings (and amenity bookings) whose end has passed as completed. Idempotent. */
export async function completeBookings(db: Db, now: number): Promise<number> {
  const [rows] = await db.batch([
    db
      .update(bookings)
      .set({ status: "completed", completedAt: new Date(now) })
      .where(and(eq(bookings.status, "confirmed"), sql`${bookings.endsAt} <= ${now}`))
      .returning({ id: bookings.id }),
    db
      .update(amenityBookings)
      .set({ bookingStatus: "completed" })
      // Amenities booked before they were part of a booking; the others follow their booking (trigger).
      .where(
        and(
          sql`${amenityBookings.bookingId} IS NULL`,
          eq(amenityBookings.bookingStatus, "confirmed"),
          sql`${amenityBookings.endsAt} <= ${now}`,
        ),
      ),
    // The gym's share and the platform's fee of what completed (and of cancellations that kept money).
    ...ledgerOnCompletion(db, now),
  ]);
  return rows.length;
}

/** The active ambassador code's id for a referral code (from a ?ref= link or typed at booking). */
export async function resolveAmbassadorCode(db: Db, code: string | undefined): Promise<number | null> {
  if (!code) return null;
  const row = await db
    .select({ id: ambassadorCodes.id })
    .from(ambassadorCodes)
    .where(and(eq(ambassadorCodes.code, code), eq(ambassadorCodes.isActive, true)))
    .get();
  return row?.id ?? null;
}

/** A booking as the spec's API reads it (decimal amounts), plus reference, cents and currency. */
export function toApiBooking(row: BookingRow) {
  return {
    id: row.id,
    reference: row.reference,
    gymId: row.gymId,
    status: row.status,
    /** "week_pass" / "month_pass" for a day pass covering 7 or 30 days (issue 20). */
    bookingType: displayBookingType(row.bookingType, row.passDays),
    passDays: row.passDays,
    bookingDate: row.bookingDate,
    startTime: row.startTime,
    endTime: row.endTime,
    duration: row.durationHours,
    athletes: row.athletes,
    totalAmount: row.totalCents / 100,
    totalCents: row.totalCents,
    refundCents: row.refundCents,
    currency: row.currency,
    specialRequests: row.specialRequests,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    reviewId: row.reviewId,
    /** The recovery amenity in the booking (booked on its own, or added to the visit). */
    amenity: row.amenityName
      ? {
          name: row.amenityName,
          startTime: row.amenityStartTime,
          endTime: row.amenityEndTime,
          totalAmount: (row.amenityTotalCents ?? 0) / 100,
        }
      : null,
    gym: {
      id: row.gymId,
      name: row.gymName,
      city: row.gymCity,
      country: row.gymCountry,
      images: row.gymImage ? [row.gymImage] : [],
    },
  };
}

/**
 * The provider's payment intent for a booking (created once per booking; the reference is the
 * idempotency key), remembered on the booking so a return from Stripe can be checked against it.
 */
export async function paymentIntentFor(db: Db, provider: PaymentProvider, booking: BookingRow) {
  const intent = await provider.createIntent({
    bookingId: booking.id,
    reference: booking.reference,
    amountCents: booking.totalCents,
    currency: booking.currency,
    description: `${booking.gymName} ${booking.bookingDate} ${booking.startTime} (${booking.reference})`,
  });
  await db
    .update(bookings)
    .set({ paymentIntentId: intent.paymentIntentId })
    .where(and(eq(bookings.id, booking.id), sql`${bookings.paymentIntentId} IS NULL`));
  return intent;
}

// ---------------------------------------------------------------------------------------------
// Change the date (issue 20, ADR 026)
// ---------------------------------------------------------------------------------------------

/** The gym slots a booking holds: its interval, or every open day of a week or month pass. */
export function heldSlots(
  gym: Pick<BookingGym, "timeZone"> & GymHours,
  interval: BookingInterval,
  passDays: number,
): { date: string; time: string }[] {
  if (passDays <= 1) return occupiedSlots(interval.startsAt, interval.endsAt, gym.timeZone);
  const keys = new Map<string, { date: string; time: string }>();
  for (const day of passDayIntervals(gym, gym.timeZone, interval.bookingDate, interval.startTime, passDays))
    for (const slot of occupiedSlots(day.startsAt, day.endsAt, gym.timeZone))
      keys.set(`${slot.date} ${slot.time}`, slot);
  return [...keys.values()];
}

export type MoveBookingResult =
  | { ok: true }
  | { ok: false; reason: "gym_full"; freePlaces: number }
  | { ok: false; reason: "amenity_taken" }
  | { ok: false; reason: "changed" };

/**
 * Moves a confirmed booking to a new interval, in one atomic batch: the booking row moves and its
 * calendar SEQUENCE goes up (only from the sequence and status the caller saw), the change is
 * recorded (a unique sequence per booking: a double submit fails whole), the old slots are given back
 * and the new ones taken (the capacity CHECK refuses an overfull slot and rolls everything back), and
 * the e-mails are queued.
 */
export async function moveBooking(
  db: Db,
  args: {
    booking: Pick<
      BookingRow,
      "id" | "status" | "calendarSequence" | "bookingDate" | "startTime" | "totalCents"
    >;
    gym: BookingGym;
    interval: BookingInterval;
    slots: { date: string; time: string }[];
    repricedCents: number;
    mail: (OutgoingMail & { relatedType: string; relatedId: number })[];
    now: number;
    /** The recovery session added to the visit, moved with it (its item's slots taken anew). */
    addOn?: AmenityPart & { amenityBookingId: number };
  },
): Promise<MoveBookingResult> {
  const { booking, interval, slots, addOn } = args;
  const next = booking.calendarSequence + 1;
  const moved = sql`EXISTS (SELECT 1 FROM bookings WHERE id = ${booking.id} AND calendar_sequence = ${next})`;
  try {
    const [updated] = await db.batch([
      db
        .update(bookings)
        .set({
          bookingDate: interval.bookingDate,
          startTime: interval.startTime,
          endTime: interval.endTime,
          durationHours: interval.durationHours,
          startsAt: new Date(interval.startsAt),
          endsAt: new Date(interval.endsAt),
          calendarSequence: next,
        })
        .where(
          and(
            eq(bookings.id, booking.id),
            eq(bookings.status, "confirmed"),
            eq(bookings.calendarSequence, booking.calendarSequence),
          ),
        )
        .returning({ id: bookings.id }),
      db.insert(bookingChanges).select(
        sql`SELECT NULL, ${booking.id}, ${next}, ${booking.bookingDate}, ${booking.startTime},
          ${interval.bookingDate}, ${interval.startTime}, ${booking.totalCents}, ${args.repricedCents}, ${args.now}
        WHERE ${moved}`,
      ),
      db.delete(bookingSlots).where(and(eq(bookingSlots.bookingId, booking.id), moved)),
      db.insert(bookingSlots).select(sql`SELECT b.id, b.gym_id, s.column1, s.column2, b.athletes
        FROM bookings AS b JOIN (VALUES ${slotValues(slots)}) AS s
        WHERE b.id = ${booking.id} AND b.calendar_sequence = ${next}`),
      ...(addOn ? moveAddOn(db, addOn, args.gym.timeZone, moved) : []),
      // A reminder queued for the old date but not sent yet would name the wrong day.
      db
        .update(mailOutbox)
        .set({ status: "failed", lastError: "Not sent: the booking moved to another date first." })
        .where(
          and(
            eq(mailOutbox.relatedType, "booking"),
            eq(mailOutbox.relatedId, booking.id),
            eq(mailOutbox.kind, "booking_reminder"),
            eq(mailOutbox.status, "queued"),
            moved,
          ),
        ),
      ...args.mail.map((mail) => queueMailIf(db, mail, moved)),
    ]);
    return updated.length > 0 ? { ok: true } : { ok: false, reason: "changed" };
  } catch (error) {
    if (constraintFailed(error, "gym_slot_load_capacity_check"))
      return { ok: false, reason: "gym_full", freePlaces: await freePlaces(db, args.gym, slots) };
    if (constraintFailed(error, "amenity_slots")) return { ok: false, reason: "amenity_taken" };
    if (constraintFailed(error, "booking_changes")) return { ok: false, reason: "changed" };
    throw error;
  }
}

/** The add-on's statements of a move: its times, then its item's slots given back and taken anew. */
function moveAddOn(db: Db, addOn: AmenityPart & { amenityBookingId: number }, timeZone: string, moved: SQL) {
  return [
    db
      .update(amenityBookings)
      .set({
        bookingDate: addOn.bookingDate,
        startTime: addOn.startTime,
        endTime: addOn.endTime,
        startsAt: new Date(addOn.startsAt),
        endsAt: new Date(addOn.endsAt),
      })
      .where(and(eq(amenityBookings.id, addOn.amenityBookingId), moved)),
    db.delete(amenitySlots).where(and(eq(amenitySlots.amenityBookingId, addOn.amenityBookingId), moved)),
    db.insert(amenitySlots).select(sql`SELECT ${addOn.itemId}, s.column1, s.column2, a.id
      FROM amenity_bookings AS a JOIN (VALUES ${slotValues(occupiedSlots(addOn.startsAt, addOn.endsAt, timeZone))}) AS s
      WHERE a.id = ${addOn.amenityBookingId} AND ${moved}`),
  ] as const;
}
