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
