/** A gym's inquiries (team bookings, athlete interest) as its owner reads and answers them, joined to `gyms.owner_id`. */
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { athleteInterestMessages, gyms, teamBookingInquiries } from "~/db/schema";
import type { InquiryKind, InquiryStatus } from "~/domain/inquiry-status";

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
  // Two tables, one round trip.
  const [team, messages] = await db.batch([
    db
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
      .limit(200),
    db
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
      .limit(200),
  ]);
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
