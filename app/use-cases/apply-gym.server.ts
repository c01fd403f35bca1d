import { GYM_APPLICATION_FAILED, type GymApplicationInput } from "~/domain/schemas/gym-application";
import { gymApplicationReceivedMail, gymApplicationWaitingMail } from "~/mail/public-forms";
import { insertGymApplication } from "~/models/gym-application.server";
import { queueMail } from "~/models/mail.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

/**
 * A gym owner applies to list a gym (/add-gym, POST /api/gym-application): stored as pending and the
 * acknowledgement queued in one batch. Payout details are stored and never returned.
 */
export async function applyAsGym(
  ctx: UseCaseContext,
  input: GymApplicationInput,
): Promise<Result<{ id: number; status: "pending" }>> {
  const origin = ctx.config.publicOrigin;
  // The operator's notice (when ADMIN_EMAIL is set) goes first, so the applicant's is the newest.
  const operator = await gymApplicationWaitingMail(input, ctx.config.mail.adminEmail, origin);
  const received = await gymApplicationReceivedMail(input, origin);
  try {
    const [inserted] = await ctx.db.batch([
      insertGymApplication(ctx.db, input, ctx.now),
      ...(operator ? [queueMail(ctx.db, operator)] : []),
      // The application's id is not known inside the batch; the applicant's address links the two.
      queueMail(ctx.db, received),
    ]);
    return ok({ id: inserted[0]!.id, status: "pending" });
  } catch (error) {
    console.error("gym application: could not store", error);
    return fail("unavailable", GYM_APPLICATION_FAILED.description);
  }
}
