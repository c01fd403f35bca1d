import { and, eq } from "drizzle-orm";
import { BRAND } from "~/config/brand";
import type { Db } from "~/db/client.server";
import { athleteInterestMessages, gyms } from "~/db/schema";
import type { AthleteInterest } from "~/domain/schemas/athlete-interest";
import { queueMail } from "./mail.server";

/**
 * Stores an athlete's interest and queues the e-mail to the gym, atomically. Undefined when the gym
 * does not exist or is not live.
 */
export async function sendAthleteInterest(
  db: Db,
  input: AthleteInterest,
): Promise<{ id: number } | undefined> {
  const gym = await db
    .select({ id: gyms.id, name: gyms.name, contactEmail: gyms.contactEmail })
    .from(gyms)
    .where(and(eq(gyms.id, input.gymId), eq(gyms.isActive, true)))
    .get();
  if (!gym) return undefined;
  const text = [
    `${input.athleteName} (${input.athleteEmail}) is interested in training at ${gym.name}.`,
    "",
    input.message ?? "(No message.)",
    "",
    `Reply to ${input.athleteEmail} to get in touch. Sent through ${BRAND.name}.`,
  ].join("\n");
  const [inserted] = await db.batch([
    db
      .insert(athleteInterestMessages)
      .values({
        gymId: gym.id,
        athleteName: input.athleteName,
        athleteEmail: input.athleteEmail,
        message: input.message,
      })
      .returning({ id: athleteInterestMessages.id }),
    queueMail(db, {
      to: gym.contactEmail ?? BRAND.contactEmail,
      subject: `${BRAND.name}: ${input.athleteName} would like to train at ${gym.name}`,
      text,
      kind: "owner_contact",
      relatedType: "athlete_interest",
      // The message id is not known inside the batch; the gym id links the mail to the listing.
      relatedId: gym.id,
    }),
  ]);
  return { id: inserted[0]!.id };
}
