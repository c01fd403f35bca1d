import { BRAND } from "~/config/brand";
import type { Db } from "~/db/client.server";
import { ambassadorApplications } from "~/db/schema";
import { APPLICATION_REVIEW_TEXT } from "~/domain/ambassador";
import {
  COMPETITION_LEVEL_LABELS,
  CONTENT_STYLE_LABELS,
  FOLLOWERS_COUNT_LABELS,
  PRIMARY_SPORT_LABELS,
  TRAVEL_FREQUENCY_LABELS,
  YEARS_EXPERIENCE_LABELS,
} from "~/domain/catalog";
import type { AmbassadorApplicationInput } from "~/domain/schemas/ambassador-application";
import { queueMail } from "./mail.server";

/** The acknowledgement sent to an applicant: what we received and what happens next. */
function applicationReceivedMail(input: AmbassadorApplicationInput) {
  const firstName = input.fullName.split(/\s+/)[0] ?? input.fullName;
  const text = [
    `Hi ${firstName},`,
    "",
    `Thank you for applying to the ${BRAND.name} Ambassador Program. We have received your application.`,
    "",
    `What happens next: our team reviews your application within ${APPLICATION_REVIEW_TEXT}, then e-mails you our decision.`,
    "If you are approved, that e-mail carries your unique ambassador code and your ambassador portal access,",
    "and we will walk you through onboarding so you can start earning.",
    "",
    "Your application:",
    `- Primary sport: ${PRIMARY_SPORT_LABELS[input.primarySport]} (${COMPETITION_LEVEL_LABELS[input.competitionLevel]}, ${YEARS_EXPERIENCE_LABELS[input.yearsExperience]})`,
    `- Followers: ${FOLLOWERS_COUNT_LABELS[input.followersCount]}; content: ${CONTENT_STYLE_LABELS[input.contentStyle]}`,
    `- Travel: ${TRAVEL_FREQUENCY_LABELS[input.travelFrequency]}; gyms: ${input.gymPreferences.join(", ")}`,
    "",
    `Questions? Reply to ${BRAND.contactEmail}. ${BRAND.responsePromise}`,
    "",
    `The ${BRAND.name} team`,
  ].join("\n");
  return {
    to: input.email,
    subject: `${BRAND.name}: we received your ambassador application`,
    text,
    kind: "application_received",
    relatedType: "ambassador_application",
  };
}

/**
 * Stores an ambassador application as pending and queues the acknowledgement e-mail, atomically
 * (one D1 batch: both rows or neither). The status is always pending here; approval is the admin's.
 */
export async function submitAmbassadorApplication(
  db: Db,
  input: AmbassadorApplicationInput,
): Promise<{ id: number; status: "pending" }> {
  const [inserted] = await db.batch([
    db
      .insert(ambassadorApplications)
      .values({
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        location: input.location,
        primarySport: input.primarySport,
        competitionLevel: input.competitionLevel,
        yearsExperience: input.yearsExperience,
        achievements: input.achievements ?? null,
        instagramHandle: input.instagramHandle ?? null,
        tiktokHandle: input.tiktokHandle ?? null,
        youtubeChannel: input.youtubeChannel ?? null,
        followersCount: input.followersCount,
        contentStyle: input.contentStyle,
        motivations: input.motivations,
        travelFrequency: input.travelFrequency,
        gymPreferences: input.gymPreferences,
        agreeToTerms: input.agreeToTerms,
        agreeToMarketing: input.agreeToMarketing,
        status: "pending",
      })
      .returning({ id: ambassadorApplications.id }),
    // The application's id is not known inside the batch; the applicant's address links the two.
    queueMail(db, applicationReceivedMail(input)),
  ]);
  return { id: inserted[0]!.id, status: "pending" };
}
