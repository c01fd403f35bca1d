import { AMBASSADOR_TOASTS, type AmbassadorApplicationInput } from "~/domain/schemas/ambassador-application";
import { ambassadorApplicationReceivedMail } from "~/mail/public-forms";
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
  try {
    const [inserted] = await ctx.db.batch([
      insertAmbassadorApplication(ctx.db, input),
      // The application's id is not known inside the batch; the applicant's address links the two.
      queueMail(ctx.db, ambassadorApplicationReceivedMail(input, ctx.config.publicOrigin)),
    ]);
    return ok({ id: inserted[0]!.id, status: "pending" });
  } catch (error) {
    console.error("ambassador application: could not store", error);
    return fail("unavailable", AMBASSADOR_TOASTS.unavailable, { retryAfter: 30 });
  }
}
