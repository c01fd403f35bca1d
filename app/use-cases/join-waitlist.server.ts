import { WAITLIST_MESSAGES, type WaitlistInput } from "~/domain/schemas/waitlist";
import { joinWaitlist as insertSignUp } from "~/models/waitlist.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

/** What the API answers on success (the page shows its thank-you view instead). */
export const WAITLIST_JOINED = "You're on the waitlist! We'll be in touch before launch.";

/**
 * Joins the waitlist (/waitlist, POST /api/waitlist). The e-mail is unique: joining again is the same
 * success (one statement, ON CONFLICT DO NOTHING), so the answer never reveals who is on the list.
 */
export async function joinWaitlist(
  ctx: UseCaseContext,
  input: WaitlistInput,
): Promise<Result<{ joined: boolean }>> {
  try {
    return ok(await insertSignUp(ctx.db, input));
  } catch (error) {
    console.error("waitlist: join failed", error);
    return fail("unavailable", WAITLIST_MESSAGES.failed);
  }
}
