import type { Db } from "~/db/client.server";
import { ambassadorApplications } from "~/db/schema";
import type { AmbassadorApplicationInput } from "~/domain/schemas/ambassador-application";

/**
 * The insert that stores an ambassador application as pending, for the apply-ambassador use case's
 * batch (with its acknowledgement e-mail). The status is always pending here; approval is the admin's.
 */
export function insertAmbassadorApplication(db: Db, input: AmbassadorApplicationInput) {
  return db
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
    .returning({ id: ambassadorApplications.id });
}
