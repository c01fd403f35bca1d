import type { Db } from "~/db/client.server";
import { waitlist } from "~/db/schema";
import { sportLabel, type WaitlistInput } from "~/domain/schemas/waitlist";
import { parseLocation } from "~/domain/waitlist";

/**
 * Adds a sign-up to the waitlist. The e-mail is unique (case-insensitive): joining again with the same
 * address changes nothing and is still a success (ON CONFLICT DO NOTHING, so two concurrent joins
 * leave one row). `joined` is true when this call added the row.
 *
 * The location is stored as city and country (parsed from the free text); the primary sport as its
 * label; "how did you hear" both in its own column and as the sign-up's source.
 */
export async function joinWaitlist(db: Db, input: WaitlistInput): Promise<{ joined: boolean }> {
  const { city, country } = parseLocation(input.location);
  const inserted = await db
    .insert(waitlist)
    .values({
      email: input.email,
      name: input.name,
      city,
      country,
      userType: "athlete",
      source: input.howDidYouHear ?? null,
      sport: sportLabel(input.sport),
      howDidYouHear: input.howDidYouHear ?? null,
      additionalInfo: input.additionalInfo ?? null,
    })
    .onConflictDoNothing({ target: waitlist.email })
    .returning({ id: waitlist.id });
  return { joined: inserted.length > 0 };
}
