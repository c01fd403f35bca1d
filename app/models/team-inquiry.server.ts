import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { gyms, teamBookingInquiries } from "~/db/schema";
import type { TeamInquiryInput } from "~/domain/schemas/team-inquiry";

/** The gym a team may send an inquiry to: active only; no contact details for the page. */
export async function getInquiryGym(db: Db, gymId: number) {
  return db
    .select({
      id: gyms.id,
      name: gyms.name,
      city: gyms.city,
      canHostTeams: gyms.canHostTeams,
      maxTeamSize: gyms.maxTeamSize,
    })
    .from(gyms)
    .where(and(eq(gyms.id, gymId), eq(gyms.isActive, true)))
    .get();
}

/** The live gym an inquiry goes to, with its contact address (never shown). */
export async function getInquiryRecipient(db: Db, gymId: number) {
  return db
    .select({
      id: gyms.id,
      name: gyms.name,
      contactEmail: gyms.contactEmail,
      canHostTeams: gyms.canHostTeams,
      maxTeamSize: gyms.maxTeamSize,
    })
    .from(gyms)
    .where(and(eq(gyms.id, gymId), eq(gyms.isActive, true)))
    .get();
}

/** The insert that stores a team inquiry as pending, for the use case's batch. */
export function insertTeamInquiry(db: Db, gymId: number, input: TeamInquiryInput) {
  return db
    .insert(teamBookingInquiries)
    .values({
      gymId,
      teamName: input.teamName,
      contactName: input.contactName,
      email: input.email,
      phone: input.phone ?? null,
      teamSize: input.teamSize,
      sport: input.sport ?? null,
      preferredDates: input.preferredDates,
      specialRequirements: input.specialRequirements ?? null,
      status: "pending",
    })
    .returning({ id: teamBookingInquiries.id });
}
