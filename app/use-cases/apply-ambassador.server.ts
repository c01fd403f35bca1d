import { AMBASSADOR_TOASTS, type AmbassadorApplicationInput } from "~/domain/schemas/ambassador-application";
import { ambassadorApplicationReceivedMail, ambassadorApplicationWaitingMail } from "~/mail/public-forms";
import { insertAmbassadorApplication } from "~/models/ambassador.server";
import { queueMail } from "~/models/mail.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

/**
 * An athlete applies to the ambassador programme (/ambassador-application, POST
 * /api/ambassador-application): stored as pending and the acknowledgement queued in one batch.
 * Approval (code, portal link) is the admin's decision.
 */
export async function applyAsAmbassador(
  ctx: UseCaseContext,
  input: AmbassadorApplicationInput,
): Promise<Result<{ id: number; status: "pending" }>> {
  const origin = ctx.config.publicOrigin;
  // The operator's notice (when ADMIN_EMAIL is set) goes first, so the applicant's is the newest.
  const operator = await ambassadorApplicationWaitingMail(input, ctx.config.mail.adminEmail, origin);
  const received = await ambassadorApplicationReceivedMail(input, origin);
  try {
    const [inserted] = await ctx.db.batch([
      insertAmbassadorApplication(ctx.db, input),
      ...(operator ? [queueMail(ctx.db, operator)] : []),
      // The application's id is not known inside the batch; the applicant's address links the two.
      queueMail(ctx.db, received),
    ]);
    return ok({ id: inserted[0]!.id, status: "pending" });
  } catch (error) {
    console.error("ambassador application: could not store", error);
    return fail("unavailable", AMBASSADOR_TOASTS.unavailable, { retryAfter: 30 });
  }
}
