/**
 * Stop review requests to an address (the review request's List-Unsubscribe link, RFC 8058's
 * one-click POST or the page's button): the link names a booking and is signed; the opt-out is
 * recorded for the address that booking's mail went to, and later review requests skip it.
 */

import { UNSUBSCRIBE_MESSAGES } from "~/domain/unsubscribe";
import { verifiedOptOut } from "~/lib/unsubscribe.server";
import { BOOKING_MAIL_KINDS } from "~/mail/booking-mail";
import { bookingMailAddress, recordOptOut } from "~/models/mail-opt-out.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

/** Whether the link is genuine (the page shows its button only then). */
export async function checkOptOutLink(
  ctx: UseCaseContext,
  params: { bookingId?: string; signature?: string },
): Promise<boolean> {
  const id = await verifiedOptOut(ctx.config.sessionSecrets, params);
  return id !== undefined && (await bookingMailAddress(ctx.db, id)) !== undefined;
}

export async function optOutOfReviewRequests(
  ctx: UseCaseContext,
  params: { bookingId?: string; signature?: string },
): Promise<Result<{ done: true }>> {
  const id = await verifiedOptOut(ctx.config.sessionSecrets, params);
  const email = id === undefined ? undefined : await bookingMailAddress(ctx.db, id);
  if (!email) return fail("not_found", UNSUBSCRIBE_MESSAGES.invalid);
  await recordOptOut(ctx.db, email, BOOKING_MAIL_KINDS.reviewRequest);
  return ok({ done: true });
}
