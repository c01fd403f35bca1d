/**
 * Data for the admin list tabs: waitlist (and its CSV), team inquiries, bookings and the mail
 * outbox. Every caller has already checked the admin session (app/lib/admin.server.ts).
 */
import { and, count, desc, eq, gt, gte, lte, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings, gyms, mailOutbox, teamBookingInquiries, waitlist } from "~/db/schema";
import { REVIEWER } from "~/domain/admin-approvals";
import type { InquiryStatus } from "~/domain/catalog";
import { CSV_BOM, csvRow } from "~/domain/csv";
import {
  ADMIN_PAGE_SIZE,
  type BookingQuery,
  INQUIRY_NEXT,
  type InquiryQuery,
  type OutboxQuery,
} from "~/domain/schemas/admin-lists";
import { auditIfChanged } from "./audit.server";

export type Paged<T> = { rows: T[]; total: number; page: number; pageCount: number; pageSize: number };

function paged<T>(rows: T[], total: number, page: number, pageSize: number): Paged<T> {
  return { rows, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** `%text%` for LIKE, with LIKE's own wildcards in the text matched literally (ESCAPE '\'). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
const likeContains = (column: SQLWrapper, text: string) =>
  sql`${column} LIKE ${containsPattern(text)} ESCAPE '\\'`;

// ---------------------------------------------------------------------------------------------
// Waitlist
// ---------------------------------------------------------------------------------------------

/** The spec's "Waitlist admin view" fields. */
const waitlistColumns = {
  id: waitlist.id,
  name: waitlist.name,
  email: waitlist.email,
  city: waitlist.city,
  country: waitlist.country,
  userType: waitlist.userType,
  source: waitlist.source,
  createdAt: waitlist.createdAt,
};
export type WaitlistRow = {
  id: number;
  name: string | null;
  email: string;
  city: string | null;
  country: string | null;
  userType: string | null;
  source: string | null;
  createdAt: Date;
};

/** Search matches part of the name, e-mail or city (case-insensitive). */
function waitlistSearch(q: string): SQL | undefined {
  if (q === "") return undefined;
  return sql`(${likeContains(waitlist.name, q)} OR ${likeContains(waitlist.email, q)} OR ${likeContains(waitlist.city, q)})`;
}

/** Newest sign-ups first. */
export async function listWaitlist(
  db: Db,
  query: { q: string; page: number },
  pageSize = ADMIN_PAGE_SIZE,
): Promise<Paged<WaitlistRow>> {
  const where = waitlistSearch(query.q);
  const [rows, totals] = await db.batch([
    db
      .select(waitlistColumns)
      .from(waitlist)
      .where(where)
      .orderBy(desc(waitlist.createdAt), desc(waitlist.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(waitlist).where(where),
  ]);
  return paged(rows, totals[0]?.n ?? 0, query.page, pageSize);
}

export const WAITLIST_CSV_HEADER = [
  "id",
  "name",
  "email",
  "city",
  "country",
  "userType",
  "source",
  "createdAt",
] as const;

/**
 * The waitlist (or the rows matching a search) as CSV, streamed in chunks read by id so a long list
 * never sits in memory at once. Cells are quoted and made inert for spreadsheets (domain/csv.ts).
 */
export function waitlistCsv(db: Db, q: string, chunk = 500): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const where = waitlistSearch(q);
  let lastId = 0;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(WAITLIST_CSV_HEADER)));
        return;
      }
      const rows = await db
        .select(waitlistColumns)
        .from(waitlist)
        .where(and(gt(waitlist.id, lastId), where))
        .orderBy(waitlist.id)
        .limit(chunk);
      if (rows.length > 0) {
        lastId = rows[rows.length - 1]!.id;
        controller.enqueue(
          encoder.encode(
            rows
              .map((r) =>
                csvRow([r.id, r.name, r.email, r.city, r.country, r.userType, r.source, r.createdAt]),
              )
              .join(""),
          ),
        );
      }
      if (rows.length < chunk) controller.close();
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Team booking inquiries
// ---------------------------------------------------------------------------------------------

export async function listInquiries(db: Db, query: InquiryQuery, pageSize = ADMIN_PAGE_SIZE) {
  const where = query.status === "all" ? undefined : eq(teamBookingInquiries.status, query.status);
  const [rows, totals] = await db.batch([
    db
      .select({
        id: teamBookingInquiries.id,
        gymId: teamBookingInquiries.gymId,
        gymName: gyms.name,
        teamName: teamBookingInquiries.teamName,
        contactName: teamBookingInquiries.contactName,
        email: teamBookingInquiries.email,
        phone: teamBookingInquiries.phone,
        teamSize: teamBookingInquiries.teamSize,
        sport: teamBookingInquiries.sport,
        preferredDates: teamBookingInquiries.preferredDates,
        specialRequirements: teamBookingInquiries.specialRequirements,
        status: teamBookingInquiries.status,
        createdAt: teamBookingInquiries.createdAt,
      })
      .from(teamBookingInquiries)
      .innerJoin(gyms, eq(gyms.id, teamBookingInquiries.gymId))
      .where(where)
      .orderBy(desc(teamBookingInquiries.createdAt), desc(teamBookingInquiries.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(teamBookingInquiries).where(where),
  ]);
  return paged(rows, totals[0]?.n ?? 0, query.page, pageSize);
}

export type InquiryStatusChange =
  | { ok: true; teamName: string; status: InquiryStatus }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "not_allowed"; current: InquiryStatus; teamName: string };

/**
 * Moves an inquiry forward (pending → contacted → closed). One conditional UPDATE: it applies only
 * while the stored status may move to the new one, so a double submit or a stale tab changes nothing.
 */
export async function setInquiryStatus(
  db: Db,
  id: number,
  status: Exclude<InquiryStatus, "pending">,
  actor: string = REVIEWER,
): Promise<InquiryStatusChange> {
  const from = (Object.keys(INQUIRY_NEXT) as InquiryStatus[]).filter((s) => INQUIRY_NEXT[s].includes(status));
  // The status it moves from, for the audit row; the UPDATE changes it only from that status.
  const before = await db
    .select({ status: teamBookingInquiries.status })
    .from(teamBookingInquiries)
    .where(eq(teamBookingInquiries.id, id))
    .get();
  const previous = before && from.includes(before.status) ? before.status : undefined;
  const [[updated]] = await db.batch([
    db
      .update(teamBookingInquiries)
      .set({ status })
      .where(
        and(eq(teamBookingInquiries.id, id), previous ? eq(teamBookingInquiries.status, previous) : sql`0`),
      )
      .returning({ teamName: teamBookingInquiries.teamName }),
    auditIfChanged(db, {
      actor,
      action: "inquiry_status",
      subjectType: "team_inquiry",
      subjectId: id,
      before: { status: previous ?? null },
      after: { status },
    }),
  ]);
  if (updated) return { ok: true, teamName: updated.teamName, status };
  const current = await db
    .select({ status: teamBookingInquiries.status, teamName: teamBookingInquiries.teamName })
    .from(teamBookingInquiries)
    .where(eq(teamBookingInquiries.id, id))
    .get();
  if (!current) return { ok: false, reason: "not_found" };
  return { ok: false, reason: "not_allowed", current: current.status, teamName: current.teamName };
}

// ---------------------------------------------------------------------------------------------
// Bookings
// ---------------------------------------------------------------------------------------------

export async function listAdminBookings(db: Db, query: BookingQuery, pageSize = ADMIN_PAGE_SIZE) {
  const conditions: (SQL | undefined)[] = [
    query.status === "all" ? undefined : eq(bookings.status, query.status),
    query.from ? gte(bookings.bookingDate, query.from) : undefined,
    query.to ? lte(bookings.bookingDate, query.to) : undefined,
  ];
  if (query.gym !== "") {
    conditions.push(
      /^\d{1,10}$/.test(query.gym)
        ? eq(bookings.gymId, Number(query.gym))
        : likeContains(gyms.name, query.gym),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await db.batch([
    db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        gymId: bookings.gymId,
        gymName: gyms.name,
        athleteName: bookings.athleteName,
        athleteEmail: bookings.athleteEmail,
        bookingType: bookings.bookingType,
        bookingDate: bookings.bookingDate,
        startTime: bookings.startTime,
        endTime: bookings.endTime,
        durationHours: bookings.durationHours,
        passDays: bookings.passDays,
        athletes: bookings.athletes,
        totalCents: bookings.totalCents,
        refundCents: bookings.refundCents,
        currency: bookings.currency,
        status: bookings.status,
        flaggedReason: bookings.flaggedReason,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .innerJoin(gyms, eq(gyms.id, bookings.gymId))
      .where(where)
      .orderBy(desc(bookings.bookingDate), desc(bookings.startTime), desc(bookings.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(bookings).innerJoin(gyms, eq(gyms.id, bookings.gymId)).where(where),
  ]);
  return paged(rows, totals[0]?.n ?? 0, query.page, pageSize);
}

// ---------------------------------------------------------------------------------------------
// Mail outbox
// ---------------------------------------------------------------------------------------------

export async function listOutbox(db: Db, query: OutboxQuery, pageSize = ADMIN_PAGE_SIZE) {
  const filters = [
    query.kind === "" ? undefined : eq(mailOutbox.kind, query.kind),
    query.status === "all" ? undefined : eq(mailOutbox.status, query.status),
  ].filter((f): f is SQL => f !== undefined);
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, totals, kinds] = await db.batch([
    db
      .select({
        id: mailOutbox.id,
        toAddress: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        kind: mailOutbox.kind,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(mailOutbox).where(where),
    db.selectDistinct({ kind: mailOutbox.kind }).from(mailOutbox).orderBy(mailOutbox.kind),
  ]);
  return { ...paged(rows, totals[0]?.n ?? 0, query.page, pageSize), kinds: kinds.map((k) => k.kind) };
}

export async function getOutboxMessage(db: Db, id: number) {
  return db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      fromAddress: mailOutbox.fromAddress,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      htmlBody: mailOutbox.htmlBody,
      kind: mailOutbox.kind,
      relatedType: mailOutbox.relatedType,
      relatedId: mailOutbox.relatedId,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      messageId: mailOutbox.messageId,
      providerMessageId: mailOutbox.providerMessageId,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      hasRaw: sql<number>`${mailOutbox.raw} IS NOT NULL`.mapWith(Boolean),
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .get();
}

/** The exact source last handed to the provider (null until a first attempt). */
export async function getOutboxRaw(db: Db, id: number) {
  return db.select({ raw: mailOutbox.raw }).from(mailOutbox).where(eq(mailOutbox.id, id)).get();
}
