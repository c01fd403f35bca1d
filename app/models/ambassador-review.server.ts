import { and, desc, eq, like, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ambassadorApplications, ambassadorCodes, users } from "~/db/schema";
import {
  APPROVAL_MESSAGES,
  ambassadorCodePrefix,
  pickAmbassadorCode,
  REVIEWER,
} from "~/domain/admin-approvals";
import type { ApplicationStatus } from "~/domain/catalog";
import {
  APPROVALS_PAGE_SIZE,
  type ApplicationQuery,
  type ReviewDecision,
} from "~/domain/schemas/admin-approvals";
import { insertSelect } from "~/lib/insert-select.server";
import { ambassadorPortalPath } from "~/lib/signed-link.server";
import { ambassadorApprovedMail, ambassadorRejectedMail } from "~/mail/applications";
import { rejectPendingApplication } from "./application-review.server";
import { auditIfChanged } from "./audit.server";
import { queueMailOnce } from "./mail.server";

/*
 * Admin review of ambassador applications. Approval issues one unique code (the first name plus
 * digits), records it on the application and in ambassador_codes, and e-mails the code, the referral
 * link and the signed portal link, all in one conditional batch.
 */

export const ambassadorListColumns = {
  id: ambassadorApplications.id,
  fullName: ambassadorApplications.fullName,
  email: ambassadorApplications.email,
  location: ambassadorApplications.location,
  primarySport: ambassadorApplications.primarySport,
  followersCount: ambassadorApplications.followersCount,
  status: ambassadorApplications.status,
  ambassadorCode: ambassadorApplications.ambassadorCode,
  createdAt: ambassadorApplications.createdAt,
} as const;

export async function listAmbassadorApplications(
  db: Db,
  query: ApplicationQuery,
  pageSize = APPROVALS_PAGE_SIZE,
) {
  const where = query.status === "all" ? undefined : eq(ambassadorApplications.status, query.status);
  const [rows, count] = await db.batch([
    db
      .select(ambassadorListColumns)
      .from(ambassadorApplications)
      .where(where)
      .orderBy(desc(ambassadorApplications.createdAt), desc(ambassadorApplications.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)` }).from(ambassadorApplications).where(where),
  ]);
  const total = count[0]?.total ?? 0;
  return { rows, total, page: query.page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

export async function getAmbassadorApplication(db: Db, id: number) {
  return db.select().from(ambassadorApplications).where(eq(ambassadorApplications.id, id)).get();
}

export type AmbassadorDecisionResult =
  | {
      ok: true;
      status: "approved" | "rejected";
      /** False when the application already had this decision (nothing was written). */
      changed: boolean;
      name: string;
      code: string | null;
    }
  | { ok: false; status: 404 | 409 | 503; message: string };

type Current = { status: ApplicationStatus; fullName: string; ambassadorCode: string | null };

function settled(current: Current, intent: ReviewDecision["intent"]): AmbassadorDecisionResult {
  const wanted = intent === "approve" ? "approved" : "rejected";
  if (current.status === wanted)
    return { ok: true, status: wanted, changed: false, name: current.fullName, code: current.ambassadorCode };
  return {
    ok: false,
    status: 409,
    message:
      intent === "approve"
        ? APPROVAL_MESSAGES.ambassadorRejectedCannotApprove
        : APPROVAL_MESSAGES.ambassadorApprovedCannotReject,
  };
}

export const AMBASSADOR_APPROVED_MAIL_KIND = "application_approved";
export const AMBASSADOR_REJECTED_MAIL_KIND = "application_rejected";
const RELATED = "ambassador_application";

/** A unique-constraint failure: someone else took the code or the id just now, so try again. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (/UNIQUE constraint failed/i.test(String((current as Error).message ?? current))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const MAX_ATTEMPTS = 6;

/**
 * Approves (issuing the code) or rejects a pending ambassador application, with its e-mail, in one
 * atomic batch. The code row's id is chosen before the batch so the e-mail can carry the portal link
 * signed for it; a code or id taken meanwhile fails the whole batch (unique constraints) and it is
 * retried with fresh ones. Approving twice, even concurrently, issues one code: every statement is
 * conditional on this batch's own code having been recorded on the still-pending application.
 */
export async function decideAmbassadorApplication(
  db: Db,
  id: number,
  decision: ReviewDecision,
  args: { now: number; origin: string; secrets: readonly string[]; reviewer?: string },
): Promise<AmbassadorDecisionResult> {
  const current = await getAmbassadorApplication(db, id);
  if (!current) return { ok: false, status: 404, message: APPROVAL_MESSAGES.ambassadorNotFound };
  if (current.status !== "pending") return settled(current, decision.intent);
  const { now } = args;
  const pending = and(eq(ambassadorApplications.id, id), eq(ambassadorApplications.status, "pending"));
  let changed = false;

  if (decision.intent === "reject") {
    changed = await rejectPendingApplication(db, ambassadorApplications, {
      id,
      notes: decision.notes,
      now,
      reviewer: args.reviewer,
      mail: {
        ...(await ambassadorRejectedMail(current, decision.notes, args.origin)),
        kind: AMBASSADOR_REJECTED_MAIL_KIND,
        relatedType: RELATED,
      },
    });
  } else {
    if (args.secrets.length === 0)
      return { ok: false, status: 503, message: APPROVAL_MESSAGES.linksNotConfigured };
    const prefix = ambassadorCodePrefix(current.fullName);
    for (let attempt = 1; ; attempt++) {
      const [takenRows, takenOnApplications, next] = await db.batch([
        db
          .select({ code: ambassadorCodes.code })
          .from(ambassadorCodes)
          .where(like(ambassadorCodes.code, `${prefix}%`)),
        db
          .select({ code: ambassadorApplications.ambassadorCode })
          .from(ambassadorApplications)
          .where(like(ambassadorApplications.ambassadorCode, `${prefix}%`)),
        db.select({ id: sql<number>`coalesce(max(${ambassadorCodes.id}), 0) + 1` }).from(ambassadorCodes),
      ]);
      const taken = new Set(
        [...takenRows, ...takenOnApplications].flatMap((r) => (r.code ? [r.code.toUpperCase()] : [])),
      );
      const code = pickAmbassadorCode(prefix, taken);
      const codeId = next[0]?.id ?? 1;
      const links = {
        code,
        referral: `${args.origin}/?ref=${encodeURIComponent(code)}`,
        portal: `${args.origin}${await ambassadorPortalPath(args.secrets, codeId)}`,
      };
      /** This batch approved the application with this code. */
      const mine = sql`a.id = ${id} AND a.status = 'approved' AND a.ambassador_code = ${code} AND a.reviewed_at = ${now}`;
      try {
        const [updated] = await db.batch([
          db
            .update(ambassadorApplications)
            .set({
              status: "approved",
              ambassadorCode: code,
              reviewedAt: new Date(now),
              reviewedBy: args.reviewer ?? REVIEWER,
              reviewNotes: decision.notes ?? null,
            })
            .where(pending)
            .returning({ id: ambassadorApplications.id }),
          auditIfChanged(db, {
            actor: args.reviewer ?? REVIEWER,
            action: "approve",
            subjectType: "ambassador_application",
            subjectId: id,
            before: { status: "pending" },
            after: { status: "approved", code, notes: decision.notes ?? null },
          }),
          // The ambassador as a user (reusing one with this e-mail), linked from the code.
          insertSelect(
            db,
            users,
            { email: sql`a.email`, name: sql`a.full_name`, userType: sql`'ambassador'` },
            sql`FROM ambassador_applications AS a WHERE ${mine}`,
          ).onConflictDoNothing({ target: users.email }),
          insertSelect(
            db,
            ambassadorCodes,
            {
              id: sql`${codeId}`,
              code: sql`${code}`,
              applicationId: sql`a.id`,
              userId: sql`(SELECT u.id FROM users AS u WHERE u.email = a.email)`,
              isActive: sql`1`,
            },
            sql`FROM ambassador_applications AS a
              WHERE ${mine} AND NOT EXISTS (SELECT 1 FROM ambassador_codes AS c WHERE c.application_id = a.id)`,
          ),
          queueMailOnce(
            db,
            {
              ...(await ambassadorApprovedMail(current, links, decision.notes, args.origin)),
              kind: AMBASSADOR_APPROVED_MAIL_KIND,
              relatedType: RELATED,
              relatedId: id,
            },
            sql`EXISTS (SELECT 1 FROM ambassador_codes AS c WHERE c.id = ${codeId} AND c.application_id = ${id} AND c.code = ${code})`,
          ),
        ]);
        changed = updated.length > 0;
        break;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (attempt >= MAX_ATTEMPTS)
          return { ok: false, status: 409, message: APPROVAL_MESSAGES.codeUnavailable };
      }
    }
  }

  const after = await getAmbassadorApplication(db, id);
  if (!after) return { ok: false, status: 404, message: APPROVAL_MESSAGES.ambassadorNotFound };
  if (!changed) return settled(after, decision.intent);
  return {
    ok: true,
    status: after.status as "approved" | "rejected",
    changed,
    name: after.fullName,
    code: after.ambassadorCode,
  };
}

export type RevokeResult = { ok: true; code: string; changed: boolean } | { ok: false; reason: "not_found" };

/**
 * Revokes the code issued for an ambassador application: it stops attributing new visits and
 * bookings (resolveAmbassadorCode reads only active codes) and accrues no commission on bookings
 * confirmed from now on (accrueCommission). Commission already accrued stays. One conditional
 * UPDATE; revoking twice changes nothing.
 */
export async function revokeAmbassadorCode(
  db: Db,
  applicationId: number,
  actor: string = REVIEWER,
): Promise<RevokeResult> {
  const [[revoked]] = await db.batch([
    db
      .update(ambassadorCodes)
      .set({ isActive: false })
      .where(and(eq(ambassadorCodes.applicationId, applicationId), eq(ambassadorCodes.isActive, true)))
      .returning({ code: ambassadorCodes.code }),
    auditIfChanged(db, {
      actor,
      action: "revoke",
      subjectType: "ambassador_application",
      subjectId: applicationId,
      before: { codeActive: true },
      after: { codeActive: false },
    }),
  ]);
  if (revoked) return { ok: true, code: revoked.code, changed: true };
  const existing = await db
    .select({ code: ambassadorCodes.code })
    .from(ambassadorCodes)
    .where(eq(ambassadorCodes.applicationId, applicationId))
    .get();
  return existing ? { ok: true, code: existing.code, changed: false } : { ok: false, reason: "not_found" };
}

/** Whether the code issued for an application is active (null: none issued). */
export async function ambassadorCodeState(db: Db, applicationId: number): Promise<boolean | null> {
  const row = await db
    .select({ isActive: ambassadorCodes.isActive })
    .from(ambassadorCodes)
    .where(eq(ambassadorCodes.applicationId, applicationId))
    .get();
  return row ? row.isActive : null;
}
