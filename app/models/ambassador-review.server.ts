import { and, desc, eq, like, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { insertSelect } from "~/db/insert-select.server";
import { ambassadorApplications, ambassadorCodes, users } from "~/db/schema";
import { APPROVALS_PAGE_SIZE, type ApplicationQuery } from "~/domain/schemas/admin-approvals";
import { type ReviewRecords, type ReviewStamp, rejectPendingApplication } from "./application-review.server";
import { type AuditEntry, auditIfChanged } from "./audit.server";
import { queueMailOnce } from "./mail.server";

/*
 * Admin review of ambassador applications: the list, one application, and the writes of a decision
 * (the use case decides and picks the code). Approval records the code on the application and in
 * ambassador_codes, with its audit entry and e-mail, all in one conditional batch.
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

export const rejectPendingAmbassadorApplication = (
  db: Db,
  id: number,
  stamp: ReviewStamp,
  records: ReviewRecords,
) => rejectPendingApplication(db, ambassadorApplications, id, stamp, records);

/**
 * The codes already taken with this prefix (on codes or on applications, upper-cased) and the id the
 * next code row would get: what a new code is picked against.
 */
export async function readAmbassadorCodeCandidates(db: Db, prefix: string) {
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
  return { taken, nextId: next[0]?.id ?? 1 };
}

/** A unique-constraint failure: someone else took the code or the id just now. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (/UNIQUE constraint failed/i.test(String((current as Error).message ?? current))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Approves a pending ambassador application with this code (row id `codeId`), its user, audit entry
 * and e-mail in one atomic batch. Every statement is conditional on this batch's own code having been
 * recorded on the still-pending application, so approving twice, even concurrently, issues one code.
 * Returns the number of applications approved (0 or 1), or "code_taken" when the code or the row id
 * was taken meanwhile (the whole batch failed on a unique constraint; pick again).
 */
export async function approvePendingAmbassadorApplication(
  db: Db,
  id: number,
  issue: { code: string; codeId: number },
  stamp: ReviewStamp,
  records: ReviewRecords,
): Promise<number | "code_taken"> {
  const { code, codeId } = issue;
  const { now } = stamp;
  const pending = and(eq(ambassadorApplications.id, id), eq(ambassadorApplications.status, "pending"));
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
          reviewedBy: stamp.reviewer,
          reviewNotes: stamp.notes,
        })
        .where(pending)
        .returning({ id: ambassadorApplications.id }),
      auditIfChanged(db, records.audit),
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
        { ...records.mail, relatedId: id },
        sql`EXISTS (SELECT 1 FROM ambassador_codes AS c WHERE c.id = ${codeId} AND c.application_id = ${id} AND c.code = ${code})`,
      ),
    ]);
    return updated.length;
  } catch (error) {
    if (isUniqueViolation(error)) return "code_taken";
    throw error;
  }
}

/**
 * Deactivates the code issued for an ambassador application, with its audit entry, in one batch:
 * resolveAmbassadorCode reads only active codes and accrueCommission only active ones, so it stops
 * attributing and earning from now on. One conditional UPDATE, so revoking twice changes nothing.
 * Returns the code it revoked, the code that was already inactive (changed: false), or undefined
 * when no code was issued.
 */
export async function revokeAmbassadorCode(
  db: Db,
  applicationId: number,
  audit: AuditEntry,
): Promise<{ code: string; changed: boolean } | undefined> {
  const [[revoked]] = await db.batch([
    db
      .update(ambassadorCodes)
      .set({ isActive: false })
      .where(and(eq(ambassadorCodes.applicationId, applicationId), eq(ambassadorCodes.isActive, true)))
      .returning({ code: ambassadorCodes.code }),
    auditIfChanged(db, audit),
  ]);
  if (revoked) return { code: revoked.code, changed: true };
  const existing = await db
    .select({ code: ambassadorCodes.code })
    .from(ambassadorCodes)
    .where(eq(ambassadorCodes.applicationId, applicationId))
    .get();
  return existing ? { code: existing.code, changed: false } : undefined;
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
