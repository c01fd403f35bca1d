/**
 * Mail delivery: the outbox is drained by a sender that sends each message once.
 *
 *   write + queueMail (one batch) ──▶ kickOutbox after the response (and every cron minute)
 *     ──▶ MAIL_QUEUE (ids) ──▶ queue consumer ──▶ deliver(id): claim ─▶ build source ─▶ provider ─▶ sent
 *                                                                   └─▶ queued again (backoff) / failed
 *
 * - A kick marks due, queued rows as enqueued with one conditional UPDATE … RETURNING, so two kicks
 *   at once never enqueue a row twice; without a queue binding it delivers them itself.
 * - `deliver` claims a row with one conditional UPDATE (status queued → sending, due now): of any
 *   number of senders holding the same id, exactly one gets the row back and sends.
 * - A failed attempt goes back to queued with its error and `next_attempt_at` pushed out
 *   (1, 5, 25, 125 minutes); the 5th failure is final (`failed`). The admin can Resend.
 * - A claim older than 5 minutes (a sender that died mid-send) is swept back by the cron. Its outcome
 *   is unknown, so before sending again the provider is asked whether it already accepted that
 *   Message-ID (where it can tell).
 */
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { type Db, getDb } from "~/db/client.server";
import { type MailMessage, mailOutbox } from "~/db/schema";
import type { MailAttachment } from "~/domain/outgoing-mail";
import type { AppConfig } from "~/env.server";
import { buildMime, newMessageId } from "./mime.server";
import { errorText, type MailProvider, MailProviderError, mailProvider } from "./providers.server";

/** Attempts a message gets (the first send and four retries) before it is `failed`. */
export const MAX_ATTEMPTS = 5;
/** Wait before retry n (after the n-th failure): 1, 5, 25, 125 minutes. */
export function backoffMs(failures: number): number {
  return 60_000 * 5 ** Math.max(0, failures - 1);
}
/** A `sending` claim older than this belongs to a sender that stopped; the cron puts it back. */
export const CLAIM_TIMEOUT_MS = 5 * 60_000;
/**
 * A row handed to the queue is not handed again until this long after it was due: the queue
 * normally delivers in seconds, so a row still queued by then lost its queue message.
 */
export const ENQUEUE_GRACE_MS = 5 * 60_000;
/** Rows one kick enqueues (the next kick takes the rest). */
export const KICK_LIMIT = 100;
/** `last_error` of a swept claim: the attempt's outcome is unknown (see `deliver`). */
export const INTERRUPTED = "The sender stopped before the provider answered";

/** What a queue message carries. */
export interface MailQueueBody {
  id: number;
}

export type DeliveryOutcome =
  | { status: "sent"; providerMessageId: string }
  | { status: "retry"; error: string; retryAt: number }
  | { status: "failed"; error: string }
  /** Another sender has it, it is already sent, or it is not due yet: nothing was done. */
  | { status: "skipped" };

const MAX_ERROR = 500;

/**
 * Picks due, queued messages nobody has enqueued (or whose queue message was lost), marks them
 * enqueued in the same statement, and puts their ids on the mail queue; without a queue binding
 * (tests, a worker without queues) it delivers them one by one itself. Returns the ids it took.
 */
export async function kickOutbox(
  config: AppConfig,
  now: number,
  options: { provider?: MailProvider; limit?: number } = {},
): Promise<number[]> {
  const provider = options.provider ?? mailProvider(config);
  if (!provider) return [];
  const db = getDb(config.db);
  const rows = await db
    .update(mailOutbox)
    .set({ enqueuedAt: new Date(now) })
    .where(
      and(
        eq(mailOutbox.status, "queued"),
        dueForEnqueue(now),
        inArray(
          mailOutbox.id,
          db
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(and(eq(mailOutbox.status, "queued"), dueForEnqueue(now)))
            .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
            .limit(options.limit ?? KICK_LIMIT),
        ),
      ),
    )
    // One statement: a concurrent kick that took a row first leaves it no longer due for enqueue here.
    .returning({ id: mailOutbox.id });
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  if (ids.length === 0) return ids;
  if (config.mail.queue) {
    await config.mail.queue.sendBatch(ids.map((id) => ({ body: { id } satisfies MailQueueBody })));
  } else {
    for (const id of ids) await deliver(config, id, provider, { now });
  }
  return ids;
}

/** Due now, and not on the queue already (never enqueued, or enqueued and lost past the grace). */
function dueForEnqueue(now: number) {
  return and(
    lte(mailOutbox.nextAttemptAt, new Date(now)),
    sql`(${mailOutbox.enqueuedAt} IS NULL OR max(${mailOutbox.enqueuedAt}, ${mailOutbox.nextAttemptAt}) <= ${now - ENQUEUE_GRACE_MS})`,
  );
}

/**
 * Sends one outbox message if it is queued and due, exactly once however many senders call this for
 * the same id: the claim is one conditional UPDATE, and only its winner builds and sends.
 * `viaQueue`: a retry is scheduled as a delayed queue message by the caller, so the row is marked
 * enqueued; otherwise the next kick picks it up when it is due.
 */
export async function deliver(
  config: AppConfig,
  id: number,
  provider: MailProvider,
  options: { now?: number; viaQueue?: boolean } = {},
): Promise<DeliveryOutcome> {
  const now = options.now ?? Date.now();
  const db = getDb(config.db);
  const from = config.mail.from;
  const [row] = await db
    .update(mailOutbox)
    .set({
      status: "sending",
      claimedAt: new Date(now),
      attempts: sql`${mailOutbox.attempts} + 1`,
      // Fixed at the first attempt; a retry or a resend is recognisably the same message.
      messageId: sql`coalesce(${mailOutbox.messageId}, ${newMessageId(from)})`,
      fromAddress: from,
    })
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.status, "queued"),
        lte(mailOutbox.nextAttemptAt, new Date(now)),
      ),
    )
    .returning();
  if (!row) return { status: "skipped" };

  let raw: string;
  try {
    raw = buildMime({
      from,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      attachments: parseAttachments(row.attachments),
      replyTo: row.replyTo,
      listUnsubscribe: row.listUnsubscribe,
      messageId: row.messageId!,
      date: new Date(now),
    });
  } catch (error) {
    // The same row would fail the same way every time: no retries.
    return recordFailure(db, row, now, `The message could not be built: ${errorText(error)}`, {
      final: true,
      viaQueue: options.viaQueue,
    });
  }

  let providerMessageId: string;
  try {
    // The previous attempt stopped mid-send: it may have gone out. Ask before sending it again.
    const already =
      row.lastError?.startsWith(INTERRUPTED) && provider.findSent
        ? await provider.findSent(row.messageId!)
        : undefined;
    providerMessageId =
      already ??
      (await provider.send({ from, to: row.toAddress, messageId: row.messageId!, raw })).providerMessageId;
  } catch (error) {
    const permanent = error instanceof MailProviderError && error.permanent;
    return recordFailure(db, row, now, `${provider.name}: ${errorText(error)}`, {
      final: permanent || row.attempts >= MAX_ATTEMPTS,
      viaQueue: options.viaQueue,
      raw,
    });
  }
  // Outside the try: if this write fails the provider has the message, so the row must not go back
  // to queued as a failure; it stays claimed and the sweep's look-up settles it.
  await markSent(db, row, now, raw, providerMessageId);
  return { status: "sent", providerMessageId };
}

async function recordFailure(
  db: Db,
  row: MailMessage,
  now: number,
  error: string,
  options: { final: boolean; viaQueue?: boolean; raw?: string },
): Promise<DeliveryOutcome> {
  const message = error.slice(0, MAX_ERROR);
  const retryAt = now + backoffMs(row.attempts);
  await db
    .update(mailOutbox)
    .set({
      status: options.final ? "failed" : "queued",
      lastError: message,
      raw: options.raw ?? row.raw,
      claimedAt: null,
      nextAttemptAt: new Date(options.final ? now : retryAt),
      enqueuedAt: options.final || !options.viaQueue ? null : new Date(now),
    })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "sending")));
  console.error(`Mail ${row.id} (${row.kind}) attempt ${row.attempts} failed: ${message}`);
  return options.final ? { status: "failed", error: message } : { status: "retry", error: message, retryAt };
}

async function markSent(db: Db, row: MailMessage, now: number, raw: string, providerMessageId: string) {
  await db
    .update(mailOutbox)
    .set({
      status: "sent",
      sentAt: new Date(now),
      raw,
      providerMessageId: providerMessageId || null,
      lastError: null,
      claimedAt: null,
    })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "sending")));
}

function parseAttachments(json: string | null): MailAttachment[] {
  if (!json) return [];
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) return [];
  return value.filter(
    (file): file is MailAttachment =>
      typeof file?.filename === "string" &&
      typeof file?.contentType === "string" &&
      typeof file?.content === "string",
  );
}

/**
 * Claims older than CLAIM_TIMEOUT_MS go back to queued (due now, outcome unknown), or to failed when
 * their attempts are used up. Returns how many were swept.
 */
export async function sweepStaleClaims(config: AppConfig, now: number): Promise<number> {
  const db = getDb(config.db);
  const swept = await db
    .update(mailOutbox)
    .set({
      status: sql`CASE WHEN ${mailOutbox.attempts} >= ${MAX_ATTEMPTS} THEN 'failed' ELSE 'queued' END`,
      lastError: `${INTERRUPTED} (claim older than ${CLAIM_TIMEOUT_MS / 60_000} minutes).`,
      claimedAt: null,
      enqueuedAt: null,
      nextAttemptAt: new Date(now),
    })
    .where(and(eq(mailOutbox.status, "sending"), lte(mailOutbox.claimedAt, new Date(now - CLAIM_TIMEOUT_MS))))
    .returning({ id: mailOutbox.id });
  return swept.length;
}

/** The cron's part: stale claims back, then the same kick as after a write (the safety net). */
export async function runMailDelivery(config: AppConfig, now: number): Promise<void> {
  await sweepStaleClaims(config, now);
  await kickOutbox(config, now);
}

/**
 * The queue consumer: each message is one outbox id. A sent, skipped or finally failed message is
 * acknowledged; a retry is the same queue message again after the backoff; an error of our own
 * (D1 unavailable) retries it after 30 seconds. The cron re-enqueues anything the queue loses.
 */
export async function consumeMailBatch(
  config: AppConfig,
  batch: MessageBatch<unknown>,
  options: { provider?: MailProvider; now?: () => number } = {},
): Promise<void> {
  const provider = options.provider ?? mailProvider(config);
  for (const message of batch.messages) {
    const id = (message.body as Partial<MailQueueBody> | null)?.id;
    if (!provider || typeof id !== "number" || !Number.isSafeInteger(id)) {
      message.ack();
      continue;
    }
    const now = options.now?.() ?? Date.now();
    try {
      const outcome = await deliver(config, id, provider, { now, viaQueue: true });
      if (outcome.status === "retry")
        message.retry({ delaySeconds: Math.max(1, Math.ceil((outcome.retryAt - now) / 1000)) });
      else message.ack();
    } catch (error) {
      console.error(`Mail ${id}: delivery could not run: ${errorText(error)}`);
      message.retry({ delaySeconds: 30 });
    }
  }
}
