/**
 * The partner console's reads and writes: a day of bookings with the slot load, the door
 * (check-in, no-show), the inquiries and the numbers, always scoped to gyms the caller passes (the
 * owner's, from requireOwnedGym or ownerGyms) or joined to `gyms.owner_id`.
 */
import { and, asc, desc, eq, gte, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  athleteInterestMessages,
  bookingCheckIns,
  bookings,
  gymOperatingDays,
  gymSlotLoad,
  gyms,
  teamBookingInquiries,
} from "~/db/schema";
import { addDays, SLOT_MINUTES } from "~/domain/booking";
import type { InquiryKind, InquiryStatus } from "~/domain/inquiry-status";
import { bookingVisitColumns } from "./booking-columns.server";

const SLOT_MS = SLOT_MINUTES * 60_000;

// ---------------------------------------------------------------------------------------------
// The day
// ---------------------------------------------------------------------------------------------

/**
 * Bookings of a day at these gyms, by start: those on that date and the week and month passes that
 * cover it (held holds left out: they are not bookings yet). `dayCheckedInAt` is that day's check-in.
 */
export async function dayBookings(db: Db, gymIds: number[], date: string) {
  if (gymIds.length === 0) return [];
  return db
    .select({
      id: bookings.id,
      gymId: bookings.gymId,
      reference: bookings.reference,
      ...bookingVisitColumns,
      status: bookings.status,
      specialRequests: bookings.specialRequests,
      checkedInAt: bookings.checkedInAt,
      dayCheckedInAt: sql<
        number | null
      >`(SELECT c.checked_in_at FROM booking_check_ins AS c WHERE c.booking_id = ${bookings.id} AND c.visit_date = ${date})`,
      noShowAt: bookings.noShowAt,
      cancelledBy: bookings.cancelledBy,
      passDays: bookings.passDays,
      totalCents: bookings.totalCents,
      refundCents: bookings.refundCents,
      currency: bookings.currency,
      amenities: sql<
        string | null
      >`(SELECT group_concat(a.amenity_name || ' ' || a.start_time || '–' || a.end_time, ', ') FROM amenity_bookings AS a WHERE a.booking_id = ${bookings.id})`,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.gymId, gymIds),
        // The date itself, or a pass (30 days at most) that started before it and still covers it.
        gte(bookings.bookingDate, addDays(date, -29)),
        lte(bookings.bookingDate, date),
        sql`date(${bookings.bookingDate}, '+' || (${bookings.passDays} - 1) || ' days') >= ${date}`,
        // An unpaid hold is not a booking; one that lapsed or was cancelled unpaid never was. (In
        // parentheses: without them the OR would escape the AND and list every paid booking.)
        sql`(${bookings.confirmedAt} IS NOT NULL OR ${bookings.status} IN ('confirmed', 'completed'))`,
      ),
    )
    .orderBy(asc(bookings.startTime), asc(bookings.id));
}

/** The slot load (athletes held per 30-minute slot against the gym's capacity) of a day. */
export async function daySlotLoad(db: Db, gymIds: number[], date: string) {
  if (gymIds.length === 0) return [];
  return db
    .select({
      gymId: gymSlotLoad.gymId,
      slotTime: gymSlotLoad.slotTime,
      capacity: gymSlotLoad.capacity,
      booked: gymSlotLoad.booked,
    })
    .from(gymSlotLoad)
    .where(and(inArray(gymSlotLoad.gymId, gymIds), eq(gymSlotLoad.slotDate, date)))
    .orderBy(asc(gymSlotLoad.slotTime));
}

/** How many bookings each of the next days holds (the day picker's counts). */
export async function bookingCountsByDay(db: Db, gymIds: number[], from: string, to: string) {
  if (gymIds.length === 0) return [];
  return db
    .select({ date: bookings.bookingDate, count: sql<number>`count(*)` })
    .from(bookings)
    .where(
      and(
        inArray(bookings.gymId, gymIds),
        gte(bookings.bookingDate, from),
        lt(bookings.bookingDate, to),
        inArray(bookings.status, ["confirmed", "completed"]),
      ),
    )
    .groupBy(bookings.bookingDate);
}

// ---------------------------------------------------------------------------------------------
// The door
// ---------------------------------------------------------------------------------------------

const doorColumns = {
  id: bookings.id,
  reference: bookings.reference,
  gymId: bookings.gymId,
  gymName: gyms.name,
  ownerId: gyms.ownerId,
  timeZone: gyms.timeZone,
  athleteName: bookings.athleteName,
  athletes: bookings.athletes,
  bookingType: bookings.bookingType,
  bookingDate: bookings.bookingDate,
  startTime: bookings.startTime,
  endTime: bookings.endTime,
  startsAt: bookings.startsAt,
  status: bookings.status,
  checkedInAt: bookings.checkedInAt,
  noShowAt: bookings.noShowAt,
  passDays: bookings.passDays,
};

export type DoorRow = NonNullable<Awaited<ReturnType<typeof doorBooking>>>;

/** A booking as the door reads it, by id (a pass names its booking) or by reference. */
export async function doorBooking(db: Db, where: { id: number } | { reference: string; ownerId: number }) {
  const clause: SQL | undefined =
    "id" in where
      ? eq(bookings.id, where.id)
      : and(eq(bookings.reference, where.reference), eq(gyms.ownerId, where.ownerId));
  return db
    .select(doorColumns)
    .from(bookings)
    .innerJoin(gyms, eq(gyms.id, bookings.gymId))
    .where(clause)
    .get();
}

/** When a booking was checked in on a venue-local day (a week or month pass: that day's), if it was. */
export async function checkInOn(db: Db, bookingId: number, visitDate: string): Promise<Date | null> {
  const row = await db
    .select({ at: bookingCheckIns.checkedInAt })
    .from(bookingCheckIns)
    .where(and(eq(bookingCheckIns.bookingId, bookingId), eq(bookingCheckIns.visitDate, visitDate)))
    .get();
  return row?.at ?? null;
}

/**
 * Records the check-in of `visitDate` (venue-local): one row per booking and day, inserted only while
 * the booking is paid and not a no-show, so of two concurrent scans exactly one wins; the same batch
 * keeps the booking's first check-in on the booking. False when it was not recorded.
 */
export async function recordCheckIn(
  db: Db,
  bookingId: number,
  ownerId: number,
  now: number,
  visitDate: string,
): Promise<boolean> {
  const [inserted] = await db.batch([
    db
      .insert(bookingCheckIns)
      .select(
        sql`SELECT ${bookings.id}, ${visitDate}, ${now}, ${ownerId} FROM ${bookings} WHERE ${bookings.id} = ${bookingId} AND ${bookings.noShowAt} IS NULL AND ${bookings.status} IN ('confirmed', 'completed')`,
      )
      .onConflictDoNothing()
      .returning({ bookingId: bookingCheckIns.bookingId }),
    db
      .update(bookings)
      .set({ checkedInAt: new Date(now), checkedInBy: ownerId })
      .where(
        and(
          eq(bookings.id, bookingId),
          sql`${bookings.checkedInAt} IS NULL`,
          sql`${bookings.noShowAt} IS NULL`,
          inArray(bookings.status, ["confirmed", "completed"]),
        ),
      ),
  ]);
  return inserted.length > 0;
}

/** Records a no-show (after the start, never with a check-in), once. */
export async function recordNoShow(
  db: Db,
  bookingId: number,
  ownerId: number,
  now: number,
): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ noShowAt: new Date(now), noShowBy: ownerId })
    .where(
      and(
        eq(bookings.id, bookingId),
        sql`${bookings.checkedInAt} IS NULL`,
        sql`${bookings.noShowAt} IS NULL`,
        inArray(bookings.status, ["confirmed", "completed"]),
        sql`${bookings.startsAt} <= ${now}`,
      ),
    )
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** Today's check-ins at a gym (a week or month pass's of that day), newest first (the check-in page's list). */
export async function checkInsOfDay(db: Db, gymId: number, date: string) {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      athleteName: bookings.athleteName,
      athletes: bookings.athletes,
      startTime: bookings.startTime,
      checkedInAt: bookingCheckIns.checkedInAt,
    })
    .from(bookingCheckIns)
    .innerJoin(bookings, eq(bookings.id, bookingCheckIns.bookingId))
    .where(and(eq(bookings.gymId, gymId), eq(bookingCheckIns.visitDate, date)))
    .orderBy(desc(bookingCheckIns.checkedInAt));
}

// ---------------------------------------------------------------------------------------------
// Inquiries
// ---------------------------------------------------------------------------------------------

export interface InquiryRow {
  kind: InquiryKind;
  id: number;
  gymId: number;
  gymName: string;
  name: string;
  email: string;
  phone: string | null;
  status: InquiryStatus;
  createdAt: Date;
  /** Team inquiries: team, size, sport, dates, requirements. Messages: the athlete's message. */
  teamName: string | null;
  teamSize: number | null;
  sport: string | null;
  preferredDates: string | null;
  body: string | null;
  replies: number;
}

export async function ownerInquiries(
  db: Db,
  gymIds: number[],
  status?: InquiryStatus,
): Promise<InquiryRow[]> {
  if (gymIds.length === 0) return [];
  const replies = (type: string, id: SQL.Aliased | unknown) =>
    sql<number>`(SELECT count(*) FROM mail_outbox AS m WHERE m.kind = 'owner_reply' AND m.related_type = ${type} AND m.related_id = ${id})`;
  const team = await db
    .select({
      id: teamBookingInquiries.id,
      gymId: teamBookingInquiries.gymId,
      gymName: gyms.name,
      name: teamBookingInquiries.contactName,
      email: teamBookingInquiries.email,
      phone: teamBookingInquiries.phone,
      status: teamBookingInquiries.status,
      createdAt: teamBookingInquiries.createdAt,
      teamName: teamBookingInquiries.teamName,
      teamSize: teamBookingInquiries.teamSize,
      sport: teamBookingInquiries.sport,
      preferredDates: teamBookingInquiries.preferredDates,
      body: teamBookingInquiries.specialRequirements,
      replies: replies(INQUIRY_RELATED_TYPES.team, teamBookingInquiries.id),
    })
    .from(teamBookingInquiries)
    .innerJoin(gyms, eq(gyms.id, teamBookingInquiries.gymId))
    .where(
      and(
        inArray(teamBookingInquiries.gymId, gymIds),
        status ? eq(teamBookingInquiries.status, status) : undefined,
      ),
    )
    .orderBy(desc(teamBookingInquiries.createdAt))
    .limit(200);
  const messages = await db
    .select({
      id: athleteInterestMessages.id,
      gymId: athleteInterestMessages.gymId,
      gymName: gyms.name,
      name: athleteInterestMessages.athleteName,
      email: athleteInterestMessages.athleteEmail,
      status: athleteInterestMessages.status,
      createdAt: athleteInterestMessages.createdAt,
      body: athleteInterestMessages.message,
      replies: replies(INQUIRY_RELATED_TYPES.message, athleteInterestMessages.id),
    })
    .from(athleteInterestMessages)
    .innerJoin(gyms, eq(gyms.id, athleteInterestMessages.gymId))
    .where(
      and(
        inArray(athleteInterestMessages.gymId, gymIds),
        status ? eq(athleteInterestMessages.status, status) : undefined,
      ),
    )
    .orderBy(desc(athleteInterestMessages.createdAt))
    .limit(200);
  return [
    ...team.map((t) => ({ ...t, kind: "team" as const })),
    ...messages.map((m) => ({
      ...m,
      kind: "message" as const,
      phone: null,
      teamName: null,
      teamSize: null,
      sport: null,
      preferredDates: null,
    })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** The outbox's related_type of each inquiry kind (a reply is filed under it). */
export const INQUIRY_RELATED_TYPES: Record<InquiryKind, string> = {
  team: "team_booking_inquiry",
  message: "athlete_interest_message",
};

/** One inquiry at a gym `ownerId` owns; undefined for anyone else's. */
export async function ownedInquiry(db: Db, kind: InquiryKind, id: number, ownerId: number) {
  if (kind === "team")
    return db
      .select({
        id: teamBookingInquiries.id,
        status: teamBookingInquiries.status,
        name: teamBookingInquiries.contactName,
        email: teamBookingInquiries.email,
        gymName: gyms.name,
        gymId: gyms.id,
        subjectLine: teamBookingInquiries.teamName,
      })
      .from(teamBookingInquiries)
      .innerJoin(gyms, eq(gyms.id, teamBookingInquiries.gymId))
      .where(and(eq(teamBookingInquiries.id, id), eq(gyms.ownerId, ownerId)))
      .get();
  return db
    .select({
      id: athleteInterestMessages.id,
      status: athleteInterestMessages.status,
      name: athleteInterestMessages.athleteName,
      email: athleteInterestMessages.athleteEmail,
      gymName: gyms.name,
      gymId: gyms.id,
      subjectLine: sql<string | null>`NULL`,
    })
    .from(athleteInterestMessages)
    .innerJoin(gyms, eq(gyms.id, athleteInterestMessages.gymId))
    .where(and(eq(athleteInterestMessages.id, id), eq(gyms.ownerId, ownerId)))
    .get();
}

/** The conditional status update (from the status the caller saw), for a batch. */
export function updateInquiryStatus(
  db: Db,
  kind: InquiryKind,
  id: number,
  from: InquiryStatus,
  to: InquiryStatus,
) {
  const table = kind === "team" ? teamBookingInquiries : athleteInterestMessages;
  return db
    .update(table)
    .set({ status: to })
    .where(and(eq(table.id, id), eq(table.status, from)))
    .returning({ id: table.id });
}

// ---------------------------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------------------------

/** Paid bookings (confirmed once, or confirmed/completed) at these gyms from `from` (inclusive) to `to` (exclusive). */
export async function paidBookings(db: Db, gymIds: number[], from: string, to: string) {
  if (gymIds.length === 0) return [];
  return db
    .select({
      gymId: bookings.gymId,
      bookingDate: bookings.bookingDate,
      totalCents: bookings.totalCents,
      refundCents: bookings.refundCents,
      currency: bookings.currency,
      status: bookings.status,
      // The split the booking was paid under, or the gym's current one if it predates it.
      sharePercent: sql<number>`coalesce(${bookings.gymSharePercent}, ${gyms.gymSharePercent})`,
    })
    .from(bookings)
    .innerJoin(gyms, eq(gyms.id, bookings.gymId))
    .where(
      and(
        inArray(bookings.gymId, gymIds),
        gte(bookings.bookingDate, from),
        lt(bookings.bookingDate, to),
        sql`(${bookings.confirmedAt} IS NOT NULL OR ${bookings.status} IN ('confirmed', 'completed'))`,
      ),
    );
}

/**
 * Athlete-slots (30 minutes each) booked per gym and date, for occupancy: each paid, not cancelled
 * booking's athletes × its length in slots (from its stored interval, so bookings older than the slot
 * table count too).
 */
export async function heldSlots(db: Db, gymIds: number[], from: string, to: string) {
  if (gymIds.length === 0) return [];
  return db
    .select({
      gymId: bookings.gymId,
      date: bookings.bookingDate,
      athletes: sql<number>`sum(${bookings.athletes} * ((${bookings.endsAt} - ${bookings.startsAt}) / ${SLOT_MS}))`,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.gymId, gymIds),
        gte(bookings.bookingDate, from),
        lt(bookings.bookingDate, to),
        inArray(bookings.status, ["confirmed", "completed"]),
      ),
    )
    .groupBy(bookings.gymId, bookings.bookingDate);
}

/** Each gym's capacity, opening hours and open weekdays (the occupancy's denominator). */
export async function gymHoursFor(db: Db, gymIds: number[]) {
  if (gymIds.length === 0) return [];
  const rows = await db
    .select({
      id: gyms.id,
      name: gyms.name,
      capacity: gyms.capacity,
      openTime: gyms.openTime,
      closeTime: gyms.closeTime,
      is24Hours: gyms.is24Hours,
      timeZone: gyms.timeZone,
      currency: gyms.currency,
    })
    .from(gyms)
    .where(inArray(gyms.id, gymIds));
  const days = await db
    .select({ gymId: gymOperatingDays.gymId, day: gymOperatingDays.day })
    .from(gymOperatingDays)
    .where(inArray(gymOperatingDays.gymId, gymIds));
  return rows.map((g) => ({ ...g, operatingDays: days.filter((d) => d.gymId === g.id).map((d) => d.day) }));
}
