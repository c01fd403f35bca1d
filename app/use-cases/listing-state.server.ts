/** What booking answers for a gym it cannot book: a paused listing says so. */
import type { Db } from "~/db/client.server";
import { LISTING_MESSAGES } from "~/domain/listing";
import { isListingPaused } from "~/models/listing.server";
import { type Failure, fail } from "./result";

export async function notBookable(db: Db, gymId: number): Promise<Failure<"gymId">> {
  if (await isListingPaused(db, gymId)) return fail("conflict", LISTING_MESSAGES.paused, { field: "gymId" });
  return fail("not_found", "Gym not found", { field: "gymId" });
}
