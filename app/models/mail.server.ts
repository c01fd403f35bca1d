import { type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  kind: string;
  relatedType?: string;
  relatedId?: number;
}

/**
 * The insert that queues a message in the outbox, for use inside the same `db.batch` as the write it
 * belongs to (so a stored inquiry and its e-mail stand or fall together). A sender drains the outbox;
 * with no provider configured the outbox is the record admins read.
 */
export function queueMail(db: Db, mail: OutgoingMail) {
  return db.insert(mailOutbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    kind: mail.kind,
    relatedType: mail.relatedType,
    relatedId: mail.relatedId,
  });
}

/**
 * Queues a message only when `condition` holds and no message of this kind was queued for the same
 * record: for steps that may run twice (a replayed payment confirmation, a double-submitted cancel),
 * inside the batch whose outcome the condition reads.
 */
export function queueMailOnce(
  db: Db,
  mail: OutgoingMail & { relatedType: string; relatedId: number },
  condition: SQL,
) {
  // insert … select lists every outbox column in table order.
  return db.insert(mailOutbox).select(
    sql`SELECT NULL, ${mail.to}, ${mail.subject}, ${mail.text}, NULL, ${mail.kind}, ${mail.relatedType},
      ${mail.relatedId}, 'queued', 0, NULL, cast(unixepoch('subsec') * 1000 as integer), NULL
    WHERE (${condition}) AND NOT EXISTS (SELECT 1 FROM mail_outbox AS m WHERE m.kind = ${mail.kind}
      AND m.related_type = ${mail.relatedType} AND m.related_id = ${mail.relatedId})`,
  );
}
