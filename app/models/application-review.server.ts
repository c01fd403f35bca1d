import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { type ambassadorApplications, gymApplications } from "~/db/schema";
import { REVIEWER } from "~/domain/admin-approvals";
import { auditIfChanged } from "./audit.server";
import { type OutgoingMail, queueMailOnce } from "./mail.server";

/**
 * Rejects a pending application (gym-owner or ambassador) and queues the applicant's e-mail in one
 * batch. The update only matches while the application is pending, and the e-mail is queued only
 * when this batch's stamp (status and reviewed-at) is on the row, so a second decision changes
 * nothing and sends nothing (ADR 010). True when this call rejected it.
 */
export async function rejectPendingApplication(
  db: Db,
  table: typeof gymApplications | typeof ambassadorApplications,
  {
    id,
    notes,
    now,
    mail,
    reviewer = REVIEWER,
  }: {
    id: number;
    notes: string;
    now: number;
    mail: OutgoingMail & { relatedType: string };
    reviewer?: string;
  },
): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .update(table)
      .set({ status: "rejected", reviewedAt: new Date(now), reviewedBy: reviewer, reviewNotes: notes })
      .where(and(eq(table.id, id), eq(table.status, "pending")))
      .returning({ id: table.id }),
    auditIfChanged(db, {
      actor: reviewer,
      action: "reject",
      subjectType: table === gymApplications ? "gym_application" : "ambassador_application",
      subjectId: id,
      before: { status: "pending" },
      after: { status: "rejected", notes },
    }),
    queueMailOnce(
      db,
      { ...mail, relatedId: id },
      sql`EXISTS (SELECT 1 FROM ${table} AS a WHERE a.id = ${id} AND a.status = 'rejected' AND a.reviewed_at = ${now})`,
    ),
  ]);
  return updated.length > 0;
}
