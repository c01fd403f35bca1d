/**
 * The audit log: every admin decision writes who, what, when and the record before → after,
 * in the same batch as the decision. `auditIfChanged` goes right after the decision's conditional
 * UPDATE in that batch: it inserts only when that statement changed a row (SQLite's `changes()` is the
 * row count of the statement just before it on the connection; a batch runs its statements in order),
 * so a repeated or refused decision writes no audit row.
 */
import { desc, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { insertSelect } from "~/db/insert-select.server";
import { auditLog } from "~/db/schema";

export interface AuditEntry {
  /** The admin: an e-mail from ADMIN_EMAILS, or "admin" for the shared password. */
  actor: string;
  /** approve, reject, revoke, resend, inquiry_status … */
  action: string;
  subjectType: string;
  subjectId: number | string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export function auditIfChanged(db: Db, entry: AuditEntry) {
  return insertSelect(
    db,
    auditLog,
    {
      actor: sql`${entry.actor}`,
      action: sql`${entry.action}`,
      subjectType: sql`${entry.subjectType}`,
      subjectId: sql`${String(entry.subjectId)}`,
      before: sql`${entry.before ? JSON.stringify(entry.before) : null}`,
      after: sql`${entry.after ? JSON.stringify(entry.after) : null}`,
    },
    sql`WHERE changes() > 0`,
  );
}

export const AUDIT_PAGE_SIZE = 100;

export async function listAudit(db: Db, page = 1) {
  return db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
}
