import type { Db } from "~/db/client.server";
import { gymApplications } from "~/db/schema";
import type { GymApplicationInput } from "~/domain/schemas/gym-application";

/**
 * The insert that stores a gym-owner application as pending, for the use case's batch. Money arrives
 * in cents. The payout details are stored (secret columns) and never returned.
 */
export function insertGymApplication(db: Db, input: GymApplicationInput, now = Date.now()) {
  return db
    .insert(gymApplications)
    .values({
      contactName: input.contactName,
      contactEmail: input.contactEmail,
      contactPhone: input.contactPhone ?? null,
      businessName: input.businessName,
      businessType: input.businessType,
      address: input.address,
      postalCode: input.postalCode ?? null,
      publicPhone: input.publicPhone ?? null,
      gymName: input.gymName,
      description: input.description,
      gymRules: input.gymRules,
      city: input.city,
      country: input.country,
      message: input.message,
      hourlyRateCents: input.hourlyRate,
      dayPassRateCents: input.dayPassRate,
      weeklyRateCents: input.weeklyRate,
      monthlyRateCents: input.monthlyRate,
      openTime: input.openTime,
      closeTime: input.closeTime,
      is24Hours: input.is24Hours,
      operatingDays: input.operatingDays,
      amenities: input.amenities,
      otherAmenities: input.otherAmenities ?? null,
      equipment: input.equipment,
      sports: input.sports,
      checkInPolicy: input.checkInPolicy ?? null,
      checkInInstructions: input.checkInInstructions ?? null,
      canHostTeams: input.canHostTeams,
      maxTeamSize: input.canHostTeams ? input.maxTeamSize : null,
      teamFacilities: input.teamFacilities ?? null,
      bankAccountName: input.bankAccountName ?? null,
      bankAccountNumber: input.bankAccountNumber ?? null,
      bsb: input.bsb ?? null,
      status: "pending",
      // The schema refuses an application without the partner terms; the time is ours, not the client's.
      acceptedTerms: input.acceptedTerms,
      termsAcceptedAt: input.acceptedTerms ? new Date(now) : null,
    })
    .returning({ id: gymApplications.id });
}
