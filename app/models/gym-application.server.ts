import { BRAND } from "~/config/brand";
import type { Db } from "~/db/client.server";
import { gymApplications } from "~/db/schema";
import { GYM_APPLICATION_REVIEW_DAYS } from "~/domain/policies";
import type { GymApplicationInput } from "~/domain/schemas/gym-application";
import { queueMail } from "./mail.server";

/** The acknowledgement to the applicant: what happens next. No payout details, ever. */
function acknowledgementMail(input: GymApplicationInput) {
  return {
    to: input.contactEmail,
    subject: `${BRAND.name}: we received your application for ${input.gymName}`,
    text: [
      `Hi ${input.contactName},`,
      "",
      `Thank you for applying to list ${input.gymName} (${input.city}, ${input.country}) on ${BRAND.name}.`,
      "",
      "What happens next:",
      `1. Our team reviews your application and contacts you within ${GYM_APPLICATION_REVIEW_DAYS}.`,
      "2. We confirm your details, rates and payout information during onboarding.",
      "3. Your listing goes live once approved, and travelling athletes can book straight away.",
      "",
      "There are no upfront or listing fees: you earn when athletes book.",
      "",
      `Questions? Reply to this e-mail or write to ${BRAND.contactEmail}.`,
      `The ${BRAND.name} team`,
    ].join("\n"),
    kind: "application_received",
    relatedType: "gym_application",
  };
}

/**
 * Stores a gym-owner application as pending and queues the acknowledgement e-mail, atomically.
 * Money arrives in cents. The payout details are stored (secret columns) and never returned.
 */
export async function createGymApplication(
  db: Db,
  input: GymApplicationInput,
): Promise<{ id: number; status: "pending" }> {
  const [inserted] = await db.batch([
    db
      .insert(gymApplications)
      .values({
        contactName: input.contactName,
        contactEmail: input.contactEmail,
        contactPhone: input.contactPhone ?? null,
        businessName: input.businessName,
        businessType: input.businessType,
        address: input.address,
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
      })
      .returning({ id: gymApplications.id }),
    // The application's id is not known inside the batch; the applicant's address links the two.
    queueMail(db, acknowledgementMail(input)),
  ]);
  return { id: inserted[0]!.id, status: "pending" };
}
