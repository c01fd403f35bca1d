import { and, eq } from "drizzle-orm";
import { BRAND } from "~/config/brand";
import type { Db } from "~/db/client.server";
import { gyms, teamBookingInquiries } from "~/db/schema";
import type { TeamInquiryInput } from "~/domain/schemas/team-inquiry";
import { queueMail } from "./mail.server";

/** The gym a team may send an inquiry to: active only; no contact details for the page. */
export async function getInquiryGym(db: Db, gymId: number) {
  return db
    .select({ id: gyms.id, name: gyms.name, city: gyms.city })
    .from(gyms)
    .where(and(eq(gyms.id, gymId), eq(gyms.isActive, true)))
    .get();
}

function inquiryMail(gym: { name: string }, input: TeamInquiryInput) {
  const line = (label: string, value: string | number | undefined) =>
    value === undefined ? [] : [`${label}: ${value}`];
  return [
    `${input.contactName} would like to bring a team to ${gym.name}.`,
    "",
    ...line("Team", input.teamName),
    ...line("Team size", input.teamSize),
    ...line("Sport", input.sport),
    ...line("Preferred dates", input.preferredDates),
    ...line("Contact", `${input.contactName} <${input.email}>`),
    ...line("Phone", input.phone),
    "",
    "Special requirements:",
    input.specialRequirements ?? "(None given.)",
    "",
    `Reply to ${input.email} to confirm dates and pricing. Sent through ${BRAND.name}.`,
  ].join("\n");
}

/**
 * Stores a team booking inquiry as pending and queues the e-mail to the gym, atomically. Undefined
 * when the gym does not exist or is not live.
 */
export async function createTeamInquiry(
  db: Db,
  input: TeamInquiryInput,
): Promise<{ id: number; status: "pending"; gymName: string } | undefined> {
  const gym = await db
    .select({ id: gyms.id, name: gyms.name, contactEmail: gyms.contactEmail })
    .from(gyms)
    .where(and(eq(gyms.id, input.gymId), eq(gyms.isActive, true)))
    .get();
  if (!gym) return undefined;
  const [inserted] = await db.batch([
    db
      .insert(teamBookingInquiries)
      .values({
        gymId: gym.id,
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
      .returning({ id: teamBookingInquiries.id }),
    queueMail(db, {
      to: gym.contactEmail ?? BRAND.contactEmail,
      subject: `${BRAND.name}: team inquiry from ${input.teamName} (${input.teamSize} athletes)`,
      text: inquiryMail(gym, input),
      kind: "team_inquiry",
      // The inquiry's id is not known inside the batch; the gym id links the mail to the listing.
      relatedType: "gym",
      relatedId: gym.id,
    }),
  ]);
  return { id: inserted[0]!.id, status: "pending", gymName: gym.name };
}
