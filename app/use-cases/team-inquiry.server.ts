import type { TeamInquiryInput } from "~/domain/schemas/team-inquiry";
import { GYM_NOT_FOUND, TEAM_INQUIRY_TOASTS, teamHostingProblem } from "~/domain/team-inquiry";
import { teamInquiryMail } from "~/mail/public-forms";
import { queueMail } from "~/models/mail.server";
import { getInquiryRecipient, insertTeamInquiry } from "~/models/team-inquiry.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

/**
 * A team asks a gym about a visit (/team-booking, POST /api/team-booking-inquiry): stored as pending
 * and e-mailed to the gym in one batch. The gym must be live and host teams of this size (a gym
 * that hosts no teams, or a team larger than its largest, is refused with the reason; nothing is
 * stored or sent).
 */
export async function sendTeamInquiry(
  ctx: UseCaseContext,
  input: TeamInquiryInput,
): Promise<Result<{ id: number; status: "pending"; gymName: string }>> {
  const gym = await getInquiryRecipient(ctx.db, input.gymId);
  if (!gym) return fail("not_found", GYM_NOT_FOUND);
  const problem = teamHostingProblem(gym, input.teamSize);
  if (problem) return fail("invalid", problem.message, { field: problem.field });
  try {
    const [inserted] = await ctx.db.batch([
      insertTeamInquiry(ctx.db, gym.id, input),
      queueMail(ctx.db, await teamInquiryMail(gym, input, ctx.config.publicOrigin)),
    ]);
    return ok({ id: inserted[0]!.id, status: "pending", gymName: gym.name });
  } catch (error) {
    console.error("team inquiry: could not store", error);
    return fail("unavailable", TEAM_INQUIRY_TOASTS.failedFallback);
  }
}
