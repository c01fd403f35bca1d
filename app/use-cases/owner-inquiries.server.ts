/**
 * An owner's follow-up of their gyms' team inquiries and athletes' messages: move the
 * status forwards (pending → contacted → closed), or reply by e-mail: the reply goes to the inquirer
 * through the outbox with the owner's account e-mail as Reply-To, and a pending inquiry becomes
 * contacted in the same batch (both or neither). Another owner's inquiry is not found.
 */
import { createElement } from "react";
import {
  INQUIRY_MESSAGES,
  type InquiryKind,
  type InquiryStatus,
  statusAfterReply,
  statusChangeProblem,
} from "~/domain/inquiry-status";
import { oneLine } from "~/domain/outgoing-mail";
import { renderMail } from "~/mail/render";
import { OwnerReply } from "~/mail/templates/owner-reply";
import { INQUIRY_RELATED_TYPES, ownedInquiry, updateInquiryStatus } from "~/models/gym-inquiries.server";
import { queueMail } from "~/models/mail.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

export const OWNER_REPLY_KIND = "owner_reply";

export async function setInquiryStatus(
  ctx: UseCaseContext,
  input: { ownerId: number; kind: InquiryKind; id: number; status: InquiryStatus },
): Promise<Result<{ id: number; status: InquiryStatus }>> {
  const inquiry = await ownedInquiry(ctx.db, input.kind, input.id, input.ownerId);
  if (!inquiry) return fail("not_found", INQUIRY_MESSAGES.notFound);
  const problem = statusChangeProblem(inquiry.status, input.status);
  if (problem) return fail("conflict", problem);
  const updated = await updateInquiryStatus(ctx.db, input.kind, input.id, inquiry.status, input.status);
  if (updated.length === 0) return fail("conflict", INQUIRY_MESSAGES.same(input.status));
  return ok({ id: input.id, status: input.status });
}

export async function replyToInquiry(
  ctx: UseCaseContext,
  input: { ownerId: number; ownerEmail: string; kind: InquiryKind; id: number; reply: string },
): Promise<Result<{ id: number; status: InquiryStatus }, "reply">> {
  const reply = input.reply.trim();
  if (reply === "") return fail("invalid", INQUIRY_MESSAGES.replyRequired, { field: "reply" });
  if (reply.length > 5000) return fail("invalid", INQUIRY_MESSAGES.replyTooLong, { field: "reply" });
  const inquiry = await ownedInquiry(ctx.db, input.kind, input.id, input.ownerId);
  if (!inquiry) return fail("not_found", INQUIRY_MESSAGES.notFound);
  const about = input.kind === "team" ? "your team booking inquiry" : "your message";
  const mail = {
    to: inquiry.email,
    replyTo: input.ownerEmail,
    subject: oneLine(`${inquiry.gymName} replied to ${about}`),
    ...(await renderMail(
      createElement(OwnerReply, {
        gymName: inquiry.gymName,
        name: inquiry.name,
        reply,
        origin: ctx.config.publicOrigin,
        about,
      }),
    )),
    kind: OWNER_REPLY_KIND,
    relatedType: INQUIRY_RELATED_TYPES[input.kind],
    relatedId: inquiry.id,
  };
  const next = statusAfterReply(inquiry.status);
  if (next === inquiry.status) {
    await queueMail(ctx.db, mail);
  } else {
    await ctx.db.batch([
      queueMail(ctx.db, mail),
      updateInquiryStatus(ctx.db, input.kind, inquiry.id, inquiry.status, next),
    ]);
  }
  return ok({ id: inquiry.id, status: next });
}
