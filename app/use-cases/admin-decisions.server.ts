/**
 * The admin's decisions, one function each: approve or reject a gym application, approve or reject
 * an ambassador, move a team inquiry on, revoke an ambassador code. Each takes validated input and the
 * acting admin (from the admin middleware's context, never read here from a cookie), decides with the
 * rules in domain/, builds the audit entry and the e-mail, has the model write them in one conditional
 * batch, and returns a Result whose codes the admin pages (and any admin API) turn into a status.
 */
import { getDb } from "~/db/client.server";
import type { AdminIdentity } from "~/domain/actors";
import {
  APPLICATION_NOT_FOUND,
  APPROVAL_MESSAGES,
  type ApplicationKind,
  ambassadorCodePrefix,
  currencyForCountry,
  pickAmbassadorCode,
  type ReviewedStatus,
  reviewTransition,
  settledReview,
  timeZoneForCity,
} from "~/domain/admin-approvals";
import type { ApplicationStatus, InquiryStatus } from "~/domain/catalog";
import type { ReviewDecision } from "~/domain/schemas/admin-approvals";
import { ADMIN_LIST_MESSAGES, INQUIRY_STATUS_LABELS } from "~/domain/schemas/admin-lists";
import type { AppConfig } from "~/env.server";
import { ambassadorPortalPath } from "~/lib/signed-link.server";
import {
  ambassadorApprovedMail,
  ambassadorRejectedMail,
  GYM_ID_PLACEHOLDER,
  gymApplicationApprovedMail,
  gymApplicationRejectedMail,
} from "~/mail/applications";
import { setInquiryStatus } from "~/models/admin-lists.server";
import {
  approvePendingAmbassadorApplication,
  getAmbassadorApplication,
  readAmbassadorCodeCandidates,
  rejectPendingAmbassadorApplication,
  revokeAmbassadorCode,
} from "~/models/ambassador-review.server";
import type { ReviewStamp } from "~/models/application-review.server";
import type { AuditEntry } from "~/models/audit.server";
import {
  approvePendingGymApplication,
  getGymApplicationForDecision,
  rejectPendingGymApplication,
} from "~/models/gym-application-review.server";
import { fail, ok, type Result } from "./result";

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

/** The application as the audit log and the outbox name it. */
const SUBJECT: Record<ApplicationKind, string> = {
  gym: "gym_application",
  ambassador: "ambassador_application",
};
const APPROVED_MAIL_KIND = "application_approved";
const REJECTED_MAIL_KIND = "application_rejected";
/** How often a fresh ambassador code is picked when a concurrent approval took the last one. */
const MAX_CODE_ATTEMPTS = 6;

type Input = { applicationId: number; decision: ReviewDecision };

/** The audit entry of a decision: written only by the batch that makes it. */
function decisionAudit(
  kind: ApplicationKind,
  id: number,
  stamp: ReviewStamp,
  to: "approved" | "rejected",
  extra: Record<string, unknown> = {},
): AuditEntry {
  return {
    actor: stamp.reviewer,
    action: to === "approved" ? "approve" : "reject",
    subjectType: SUBJECT[kind],
    subjectId: id,
    before: { status: "pending" },
    after: { status: to, ...extra, notes: stamp.notes },
  };
}

/**
 * After the write: a decision this call made, or (when a concurrent one got there first) what the
 * application's state means for it.
 */
function outcome(
  kind: ApplicationKind,
  written: number,
  after: { status: ApplicationStatus } | undefined,
  intent: ReviewDecision["intent"],
  decided: Omit<Decided, "status" | "changed">,
): Result<Decided> {
  if (!after) return fail("not_found", APPLICATION_NOT_FOUND[kind]);
  if (written > 0) return ok({ status: after.status as ReviewedStatus, changed: true, ...decided });
  const settled = settledReview(kind, after.status, intent);
  if (settled.kind === "refused") return fail("conflict", settled.message);
  return ok({ status: settled.status, changed: false, ...decided });
}

/**
 * Approve (publishes the gym unlisted, with an owner account, and e-mails the owner) or reject (with
 * the required note, e-mailed). A repeated decision changes nothing; the opposite one is refused.
 */
export async function decideGymApplicationAs(
  { config, actor, now = Date.now() }: AdminDecisionContext,
  { applicationId: id, decision }: Input,
): Promise<Result<Decided>> {
  const db = getDb(config.db);
  const current = await getGymApplicationForDecision(db, id);
  if (!current) return fail("not_found", APPLICATION_NOT_FOUND.gym);
  const transition = reviewTransition("gym", current, decision.intent);
  if (transition.kind === "refused") return fail("conflict", transition.message);
  if (transition.kind === "unchanged")
    return ok({ status: transition.status, changed: false, name: current.gymName });

  const stamp: ReviewStamp = { now, reviewer: actor.name, notes: decision.notes ?? null };
  const origin = config.publicOrigin;
  let written: number;
  if (decision.intent === "reject") {
    written = await rejectPendingGymApplication(db, id, stamp, {
      audit: decisionAudit("gym", id, stamp, "rejected"),
      mail: {
        ...(await gymApplicationRejectedMail(current, decision.notes, origin)),
        kind: REJECTED_MAIL_KIND,
        relatedType: SUBJECT.gym,
      },
    });
  } else {
    written = await approvePendingGymApplication(
      db,
      id,
      stamp,
      {
        currency: currencyForCountry(current.country),
        timeZone: timeZoneForCity(current.country, current.city),
      },
      {
        audit: decisionAudit("gym", id, stamp, "approved", { gym: "created, not listed until complete" }),
        mail: {
          ...(await gymApplicationApprovedMail(current, decision.notes, origin)),
          kind: APPROVED_MAIL_KIND,
          relatedType: SUBJECT.gym,
        },
        gymIdPlaceholder: GYM_ID_PLACEHOLDER,
      },
    );
  }
  const after = await getGymApplicationForDecision(db, id);
  return outcome("gym", written, after, decision.intent, { name: after?.gymName ?? current.gymName });
}

/**
 * Approve (issues a unique code and e-mails it with the referral and signed portal links) or reject
 * (with a note). The code row's id is chosen before the batch so the e-mail can carry the portal link
 * signed for it; a code or id taken meanwhile fails that batch, and a fresh pair is picked.
 */
export async function decideAmbassadorAs(
  { config, actor, now = Date.now() }: AdminDecisionContext,
  { applicationId: id, decision }: Input,
): Promise<Result<Decided>> {
  const db = getDb(config.db);
  const current = await getAmbassadorApplication(db, id);
  if (!current) return fail("not_found", APPLICATION_NOT_FOUND.ambassador);
  const transition = reviewTransition("ambassador", current, decision.intent);
  if (transition.kind === "refused") return fail("conflict", transition.message);
  if (transition.kind === "unchanged")
    return ok({
      status: transition.status,
      changed: false,
      name: current.fullName,
      code: current.ambassadorCode,
    });

  const stamp: ReviewStamp = { now, reviewer: actor.name, notes: decision.notes ?? null };
  const origin = config.publicOrigin;
  let written: number;
  if (decision.intent === "reject") {
    written = await rejectPendingAmbassadorApplication(db, id, stamp, {
      audit: decisionAudit("ambassador", id, stamp, "rejected"),
      mail: {
        ...(await ambassadorRejectedMail(current, decision.notes, origin)),
        kind: REJECTED_MAIL_KIND,
        relatedType: SUBJECT.ambassador,
      },
    });
  } else {
    const secrets = config.sessionSecrets;
    if (secrets.length === 0) return fail("unavailable", APPROVAL_MESSAGES.linksNotConfigured);
    const prefix = ambassadorCodePrefix(current.fullName);
    for (let attempt = 1; ; attempt++) {
      const { taken, nextId: codeId } = await readAmbassadorCodeCandidates(db, prefix);
      const code = pickAmbassadorCode(prefix, taken);
      const links = {
        code,
        referral: `${origin}/?ref=${encodeURIComponent(code)}`,
        portal: `${origin}${await ambassadorPortalPath(secrets, codeId)}`,
      };
      const result = await approvePendingAmbassadorApplication(db, id, { code, codeId }, stamp, {
        audit: decisionAudit("ambassador", id, stamp, "approved", { code }),
        mail: {
          ...(await ambassadorApprovedMail(current, links, decision.notes, origin)),
          kind: APPROVED_MAIL_KIND,
          relatedType: SUBJECT.ambassador,
        },
      });
      if (result !== "code_taken") {
        written = result;
        break;
      }
      if (attempt >= MAX_CODE_ATTEMPTS) return fail("conflict", APPROVAL_MESSAGES.codeUnavailable);
    }
  }
  const after = await getAmbassadorApplication(db, id);
  return outcome("ambassador", written, after, decision.intent, {
    name: after?.fullName ?? current.fullName,
    code: after?.ambassadorCode ?? null,
  });
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
  const result = await revokeAmbassadorCode(getDb(config.db), input.applicationId, {
    actor: actor.name,
    action: "revoke",
    subjectType: "ambassador_application",
    subjectId: input.applicationId,
    before: { codeActive: true },
    after: { codeActive: false },
  });
  if (!result) return fail("not_found", NO_CODE_TO_REVOKE);
  return ok(result);
}
