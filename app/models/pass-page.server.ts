/** What the pass page shows about the gym beyond the booking: its rules and check-in policy. */
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { gyms } from "~/db/schema";

export function gymDoorNotes(db: Db, gymId: number) {
  return db
    .select({ gymRules: gyms.gymRules, checkInPolicy: gyms.checkInPolicy })
    .from(gyms)
    .where(eq(gyms.id, gymId))
    .get();
}
