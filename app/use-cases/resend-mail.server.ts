/**
 * Resend an outbox message (Admin → Outbox): a `failed` or `sent` message goes back to
 * `queued` with a fresh attempt budget, due now, keeping its Message-ID, in one conditional UPDATE
 * (a message that is queued or being sent is left alone: it is on its way already). The request's
 * write is followed by the worker's kick (workers/app.ts), which puts it on the mail queue; a caller
 * outside a request (the console) passes `kick` to do the same.
 */
import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import type { AdminIdentity } from "~/domain/actors";
import type { MailStatus } from "~/domain/catalog";
import type { AppConfig } from "~/env.server";
import { kickOutbox } from "~/mail/delivery.server";
import { auditIfChanged } from "~/models/audit.server";
import { fail, ok, type Result } from "./result";

export interface ResendContext {
  config: AppConfig;
  /** The admin who resends (from the admin middleware); logged with the message id. */
  actor: AdminIdentity;
  now?: number;
  /** Kick the outbox right away (outside a request, whose worker kicks after the response). */
  kick?: boolean;
}

export const RESEND_MESSAGES = {
  notFound: "Message not found: it may have been removed, or the link is wrong.",
  busy: "This message is already queued or being sent: it cannot be resent until it is sent or has failed.",
} as const;

export async function resendMail(
  { config, actor, now = Date.now(), kick = false }: ResendContext,
  input: { id: number },
): Promise<Result<{ id: number; to: string; previous: MailStatus }>> {
  const db = getDb(config.db);
  const current = await db
    .select({ status: mailOutbox.status, to: mailOutbox.toAddress })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, input.id))
    .get();
  if (!current) return fail("not_found", RESEND_MESSAGES.notFound);
  if (current.status !== "failed" && current.status !== "sent") return fail("conflict", RESEND_MESSAGES.busy);
  const [[reset]] = await db.batch([
    db
      .update(mailOutbox)
      .set({
        status: "queued",
        attempts: 0,
        lastError: null,
        nextAttemptAt: new Date(now),
        enqueuedAt: null,
        claimedAt: null,
      })
      .where(and(eq(mailOutbox.id, input.id), eq(mailOutbox.status, current.status)))
      .returning({ id: mailOutbox.id }),
    auditIfChanged(db, {
      actor: actor.name,
      action: "resend",
      subjectType: "mail",
      subjectId: input.id,
      before: { status: current.status },
      after: { status: "queued" },
    }),
  ]);
  if (!reset) return fail("conflict", RESEND_MESSAGES.busy);
  console.info(`Mail ${input.id} resent by ${actor.name} (was ${current.status}).`);
  if (kick) await kickOutbox(config, now);
  return ok({ id: input.id, to: current.to, previous: current.status });
}
