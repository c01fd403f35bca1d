import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { athleteInterestMessages, gyms } from "~/db/schema";
import type { AthleteInterest } from "~/domain/schemas/athlete-interest";

/** The live gym an athlete may contact, with the address the message goes to (never shown). */
export async function getContactableGym(db: Db, gymId: number) {
  return db
    .select({ id: gyms.id, name: gyms.name, contactEmail: gyms.contactEmail })
    .from(gyms)
    .where(and(eq(gyms.id, gymId), eq(gyms.isActive, true)))
    .get();
}

/** The insert that stores an athlete's message to a gym, for the use case's batch. */
export function insertAthleteInterest(db: Db, gymId: number, input: AthleteInterest) {
  return db
    .insert(athleteInterestMessages)
    .values({
      gymId,
      athleteName: input.athleteName,
      athleteEmail: input.athleteEmail,
      message: input.message,
    })
    .returning({ id: athleteInterestMessages.id });
}
