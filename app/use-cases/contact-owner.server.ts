import type { AthleteInterest } from "~/domain/schemas/athlete-interest";
import { GYM_NOT_FOUND } from "~/domain/team-inquiry";
import { ownerContactMail } from "~/mail/public-forms";
import { getContactableGym, insertAthleteInterest } from "~/models/athlete-interest.server";
import { queueMail } from "~/models/mail.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

/** Spec section 8: what the athlete is told once the message is on its way. */
export const INTEREST_SENT = {
  title: "Interest Sent!",
  description: "The gym owner will contact you directly via email.",
} as const;

/**
 * An athlete contacts a gym's owner (Contact Gym Owner on /gym/{id}, POST /api/athlete-interest):
 * the message is stored and the e-mail to the gym queued in one batch (both or neither). The actor is
 * the athlete named in the input; no session is needed. The page's form also requires a message (the
 * spec's Contact Gym Owner rule); the API's is optional (its athlete interest rule).
 */
export async function contactGymOwner(
  ctx: UseCaseContext,
  input: AthleteInterest,
): Promise<Result<{ id: number }>> {
  const gym = await getContactableGym(ctx.db, input.gymId);
  if (!gym) return fail("not_found", GYM_NOT_FOUND);
  const [inserted] = await ctx.db.batch([
    insertAthleteInterest(ctx.db, gym.id, input),
    queueMail(ctx.db, await ownerContactMail(gym, input, ctx.config.publicOrigin)),
  ]);
  return ok({ id: inserted[0]!.id });
}
