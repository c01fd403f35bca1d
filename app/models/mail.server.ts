import { type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { type OutgoingMail, oneLine } from "~/domain/outgoing-mail";

/**
 * The D1 clients (one per request: the worker opens a session for each) through which a write queued
 * mail. The worker kicks the outbox after a write only when its client is here (`queuedMailThrough`):
 * a post that queued nothing, such as a booking's hold, skips the kick's statement. A batch that was
 * refused after all leaves a kick that finds nothing, and the cron's minute kick stays the safety net.
 */
const queuedThrough = new WeakSet<object>();

function noteQueued(db: Db): void {
  queuedThrough.add(db.$client);
}

/** Whether a statement queuing mail was made through this D1 client (the request's). */
export function queuedMailThrough(d1: D1Database): boolean {
  return queuedThrough.has(d1);
}

/**
 * The insert that queues a message in the outbox, for use inside the same `db.batch` as the write it
 * belongs to (so a stored inquiry and its e-mail stand or fall together). A sender drains the outbox;
 * with no provider configured the outbox is the record admins read.
 */
export function queueMail(db: Db, mail: OutgoingMail) {
  noteQueued(db);
  return db.insert(mailOutbox).values({
    toAddress: oneLine(mail.to),
    subject: oneLine(mail.subject),
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
    kind: mail.kind,
    relatedType: mail.relatedType,
    relatedId: mail.relatedId,
    replyTo: mail.replyTo ? oneLine(mail.replyTo) : null,
    listUnsubscribe: mail.listUnsubscribe ?? null,
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
  return queueMailIf(
    db,
    mail,
    sql`(${condition}) AND NOT EXISTS (SELECT 1 FROM mail_outbox AS m WHERE m.kind = ${mail.kind}
      AND m.related_type = ${mail.relatedType} AND m.related_id = ${mail.relatedId})`,
  );
}

/**
 * Queues a message when `condition` holds, inside the batch whose outcome the condition reads; for a
 * step that may happen more than once per record (each date change of a booking), where the batch
 * itself makes a replay fail (booking_changes' unique sequence).
 */
export function queueMailIf(db: Db, mail: OutgoingMail, condition: SQL) {
  noteQueued(db);
  const attachments = mail.attachments?.length ? JSON.stringify(mail.attachments) : null;
  // insert … select lists every outbox column in table order (app/db/schema.ts).
  return db.insert(mailOutbox).select(
    sql`SELECT NULL, ${oneLine(mail.to)}, ${oneLine(mail.subject)}, ${mail.text}, ${mail.html ?? null},
      ${attachments}, NULL, NULL, NULL, NULL, cast(unixepoch('subsec') * 1000 as integer), NULL, NULL,
      ${mail.kind}, ${mail.relatedType ?? null}, ${mail.relatedId ?? null}, 'queued', 0, NULL,
      cast(unixepoch('subsec') * 1000 as integer), NULL, ${mail.replyTo ? oneLine(mail.replyTo) : null},
      ${mail.listUnsubscribe ?? null}
    WHERE (${condition})`,
  );
}
