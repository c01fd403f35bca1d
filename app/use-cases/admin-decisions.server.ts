/**
 * The admin's decisions, one function each (ADR 017): approve or reject a gym application, approve
 * or reject an ambassador, move a team inquiry on, revoke an ambassador code. Each takes validated
 * input and the acting admin (from the admin middleware's context, never read here from a cookie),
 * writes in one conditional batch (the models, ADR 010) and returns a Result whose codes the admin
 * pages (and any admin API) turn into a toast or a status.
 */
import { getDb } from "~/db/client.server";
import type { InquiryStatus } from "~/domain/catalog";
import type { ReviewDecision } from "~/domain/schemas/admin-approvals";
import { ADMIN_LIST_MESSAGES, INQUIRY_STATUS_LABELS } from "~/domain/schemas/admin-lists";
import type { AppConfig } from "~/env.server";
import type { AdminIdentity } from "~/middleware/admin.server";
import { setInquiryStatus } from "~/models/admin-lists.server";
import { decideAmbassadorApplication, revokeAmbassadorCode } from "~/models/ambassador-review.server";
import { decideGymApplication } from "~/models/gym-application-review.server";
import { type FailureCode, fail, ok, type Result } from "./result";

export interface AdminDecisionContext {
  config: AppConfig;
  /** Who decides: stamped on the application as its reviewer. */
  actor: AdminIdentity;
  now?: number;
}

export interface Decided {
  status: "approved" | "rejected";
  /** False when the application already had this decision (nothing was written). */
  changed: boolean;
  name: string;
  /** The ambassador's code (ambassador approvals). */
  code?: string | null;
}

const CODE_OF: Record<404 | 409 | 503, FailureCode> = {
  404: "not_found",
  409: "conflict",
  503: "unavailable",
};

/** Approve (publishes the gym, e-mails the owner) or reject (with the required note). */
export async function decideGymApplicationAs(
  { config, actor, now = Date.now() }: AdminDecisionContext,
  input: { applicationId: number; decision: ReviewDecision },
): Promise<Result<Decided>> {
  const result = await decideGymApplication(getDb(config.db), input.applicationId, input.decision, {
    now,
    origin: config.publicOrigin,
    reviewer: actor.name,
  });
  if (!result.ok) return fail(CODE_OF[result.status], result.message);
  return ok({ status: result.status, changed: result.changed, name: result.name });
}

/** Approve (issues the code, e-mails the code, referral and portal links) or reject (with a note). */
export async function decideAmbassadorAs(
  { config, actor, now = Date.now() }: AdminDecisionContext,
  input: { applicationId: number; decision: ReviewDecision },
): Promise<Result<Decided>> {
  const result = await decideAmbassadorApplication(getDb(config.db), input.applicationId, input.decision, {
    now,
    origin: config.publicOrigin,
    secrets: config.sessionSecrets,
    reviewer: actor.name,
  });
  if (!result.ok) return fail(CODE_OF[result.status], result.message);
  return ok({ status: result.status, changed: result.changed, name: result.name, code: result.code });
}

/** Moves a team inquiry forward (pending → contacted → closed); a stale tab is a 409 that says why. */
export async function changeInquiryStatus(
  { config, actor }: AdminDecisionContext,
  input: { inquiryId: number; status: Exclude<InquiryStatus, "pending"> },
): Promise<Result<{ teamName: string; status: InquiryStatus }>> {
  const result = await setInquiryStatus(getDb(config.db), input.inquiryId, input.status, actor.name);
  if (result.ok) return ok({ teamName: result.teamName, status: result.status });
  if (result.reason === "not_found") return fail("not_found", ADMIN_LIST_MESSAGES.inquiry);
  return fail(
    "conflict",
    `${result.teamName}'s inquiry is already ${INQUIRY_STATUS_LABELS[result.current].toLowerCase()}: it cannot be marked ${INQUIRY_STATUS_LABELS[input.status].toLowerCase()}.`,
  );
}

export const NO_CODE_TO_REVOKE = "This ambassador has no code to revoke.";

/**
 * Revokes an ambassador's code: no new attribution, no commission on bookings confirmed from now on.
 * Revoking twice changes nothing (changed: false).
 */
export async function revokeAmbassadorCodeAs(
  { config, actor }: AdminDecisionContext,
  input: { applicationId: number },
): Promise<Result<{ code: string; changed: boolean }>> {
  const result = await revokeAmbassadorCode(getDb(config.db), input.applicationId, actor.name);
  if (!result.ok) return fail("not_found", NO_CODE_TO_REVOKE);
  return ok({ code: result.code, changed: result.changed });
}
