import type { TrainerRequest } from "~/domain/schemas/trainer-request";
import { trainerSessionRequestMail } from "~/mail/public-forms";
import { queueMail } from "~/models/mail.server";
import { getTrainerContact } from "~/models/trainer.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

export const TRAINER_NOT_FOUND = "Trainer not found";

/**
 * An athlete asks a trainer for sessions (/trainer/{id}; there is no JSON API for it): the request is
 * queued in the mail outbox, which is its stored record. The trainer must be live.
 */
export async function requestTrainerSessions(
  ctx: UseCaseContext,
  trainerId: number,
  input: TrainerRequest,
): Promise<Result<{ trainerName: string }>> {
  const trainer = await getTrainerContact(ctx.db, trainerId);
  if (!trainer) return fail("not_found", TRAINER_NOT_FOUND);
  await ctx.db.batch([
    queueMail(ctx.db, await trainerSessionRequestMail(trainer, input, ctx.config.publicOrigin)),
  ]);
  return ok({ trainerName: trainer.name });
}
