import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { ambassadorApplications, gymApplications } from "~/db/schema";
import type { OutgoingMail } from "~/domain/outgoing-mail";
import { type AuditEntry, auditIfChanged } from "./audit.server";
import { queueMailOnce } from "./mail.server";

/** Who decided, when, and why: stamped on the application by the batch that decides it. */
export interface ReviewStamp {
  now: number;
  reviewer: string;
  notes: string | null;
}

/** A decision's side effects, written in the same batch only when that batch made the decision. */
export interface ReviewRecords {
  audit: AuditEntry;
  mail: OutgoingMail & { relatedType: string };
}

/**
 * Rejects a pending application (gym-owner or ambassador) with its audit entry and e-mail in one
 * batch. The update only matches while the application is pending, and the e-mail is queued only
 * when this batch's stamp (status and reviewed-at) is on the row, so a second decision changes
 * nothing and sends nothing. Returns the number of applications rejected (0 or 1).
 */
export async function rejectPendingApplication(
  db: Db,
  table: typeof gymApplications | typeof ambassadorApplications,
  id: number,
  stamp: ReviewStamp,
  records: ReviewRecords,
): Promise<number> {
  const { now, reviewer, notes } = stamp;
  const [updated] = await db.batch([
    db
      .update(table)
      .set({ status: "rejected", reviewedAt: new Date(now), reviewedBy: reviewer, reviewNotes: notes })
      .where(and(eq(table.id, id), eq(table.status, "pending")))
      .returning({ id: table.id }),
    auditIfChanged(db, records.audit),
    queueMailOnce(
      db,
      { ...records.mail, relatedId: id },
      sql`EXISTS (SELECT 1 FROM ${table} AS a WHERE a.id = ${id} AND a.status = 'rejected' AND a.reviewed_at = ${now})`,
    ),
  ]);
  return updated.length;
}
