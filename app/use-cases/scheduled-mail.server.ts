/**
 * The e-mails the cron sends on its own (issue 15 §5), each queued exactly once however often or
 * however concurrently the job runs (queueMailOnce: kind + record, checked inside the insert):
 * - the athlete's reminder, due 24 hours before the session's real start instant (stored in UTC, so
 *   a daylight-saving change between booking and session moves nothing: the reminder follows the
 *   venue's clock);
 * - the athlete's review request, once the booking is completed and not reviewed;
 * - the ambassador's monthly commission statement, on or after the 15th (New Zealand), for last month.
 *
 * E-mail preferences (/account): an athlete whose account turned reminders off gets none;
 * the condition is on the select and again on queueMailOnce's condition, so turning it off while a
 * run is under way still holds.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings, mailOutbox } from "~/db/schema";
import type { AppConfig } from "~/env.server";
import { ambassadorPortalPath } from "~/lib/signed-link.server";
import { reviewRequestOptOutUrl } from "~/lib/unsubscribe.server";
import { commissionStatementMail } from "~/mail/applications";
import { BOOKING_MAIL_KINDS, bookingReminderMail, reviewRequestMail } from "~/mail/booking-mail";
import { selectBookingForMail } from "~/models/booking-read.server";
import { commissionStatementRows, statementPeriod } from "~/models/commission.server";
import { queueMailOnce } from "~/models/mail.server";
import { notOptedOut } from "~/models/mail-opt-out.server";

const HOUR_MS = 3_600_000;
/** The reminder goes this long before the start. */
export const REMINDER_LEAD_MS = 24 * HOUR_MS;
/** A booking completed longer ago than this gets no review request (e.g. when this job first runs). */
export const REVIEW_REQUEST_WINDOW_MS = 7 * 24 * HOUR_MS;
/** At most this many of each per run; the next run (a minute later) takes the rest. */
const BATCH = 50;

/** The athlete has not turned reminders off on /account (an anonymous visitor never can). */
const remindersWanted = (athleteId: ReturnType<typeof sql>) =>
  sql`NOT EXISTS (SELECT 1 FROM users AS u WHERE u.id = ${athleteId} AND u.reminders_enabled = 0)`;

/** Bookings without a message of this kind yet. */
const notSent = (kind: string) =>
  sql`NOT EXISTS (SELECT 1 FROM mail_outbox AS m WHERE m.related_type = 'booking'
    AND m.related_id = ${bookings.id} AND m.kind = ${kind})`;

/**
 * Reminders due now: confirmed bookings starting within 24 hours, booked more than 24 hours ahead
 * (one booked later has its confirmation fresh in the inbox), not reminded yet.
 */
export async function queueBookingReminders(config: AppConfig, db: Db, now: number): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        // The (status, ends_at) index bounds the scan: a session lasts less than a day.
        sql`${bookings.endsAt} > ${now} AND ${bookings.endsAt} <= ${now + 2 * REMINDER_LEAD_MS}`,
        sql`${bookings.startsAt} > ${now} AND ${bookings.startsAt} <= ${now + REMINDER_LEAD_MS}`,
        sql`${bookings.confirmedAt} <= ${bookings.startsAt} - ${REMINDER_LEAD_MS}`,
        notSent(BOOKING_MAIL_KINDS.reminder),
        remindersWanted(sql`${bookings.athleteId}`),
      ),
    )
    .limit(BATCH);
  return queueFor(db, due, (booking) => bookingReminderMail(booking, config), "confirmed", true);
}

/**
 * Review requests due now: completed in the last week, visited (not marked a no-show by the gym, who
 * would then be reviewed by someone who never came), not reviewed, not asked yet, to an address
 * that has not unsubscribed from them.
 */
export async function queueReviewRequests(config: AppConfig, db: Db, now: number): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "completed"),
        sql`${bookings.noShowAt} IS NULL`,
        sql`${bookings.endsAt} > ${now - REVIEW_REQUEST_WINDOW_MS} AND ${bookings.endsAt} <= ${now}`,
        sql`NOT EXISTS (SELECT 1 FROM reviews AS r WHERE r.booking_id = ${bookings.id})`,
        notSent(BOOKING_MAIL_KINDS.reviewRequest),
        // The athlete unsubscribed from review requests (their List-Unsubscribe link).
        notOptedOut(sql`${bookings.athleteEmail}`, BOOKING_MAIL_KINDS.reviewRequest),
      ),
    )
    .limit(BATCH);
  return queueFor(
    db,
    due,
    async (booking) => reviewRequestMail(booking, config, await reviewRequestOptOutUrl(config, booking.id)),
    "completed",
  );
}

/** Renders each booking's message and queues them in one batch, each only while the status holds. */
async function queueFor(
  db: Db,
  due: { id: number }[],
  render: (
    booking: NonNullable<Awaited<ReturnType<typeof selectBookingForMail>>>,
  ) => ReturnType<typeof bookingReminderMail>,
  status: "confirmed" | "completed",
  reminder = false,
): Promise<number> {
  const statements = [];
  for (const { id } of due) {
    const booking = await selectBookingForMail(db, id);
    if (!booking) continue;
    const mail = await render(booking);
    statements.push(
      queueMailOnce(
        db,
        mail,
        sql`EXISTS (SELECT 1 FROM bookings AS b WHERE b.id = ${id} AND b.status = ${status}
          AND ${reminder ? remindersWanted(sql`b.athlete_id`) : sql`1`})`,
      ),
    );
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return statements.length;
}

/**
 * On or after the 15th (New Zealand), last month's statement to each ambassador with activity in it,
 * once per code and month. Run after the commission job, so the month's payout is already recorded.
 */
export async function queueCommissionStatements(config: AppConfig, db: Db, now: number): Promise<number> {
  const { period, start, end, due } = statementPeriod(now);
  if (!due || config.sessionSecrets.length === 0) return 0;
  const relatedType = `ambassador_code:${period}`;
  const rows = await commissionStatementRows(db, period, { start, end });
  if (rows.length === 0) return 0;
  const codeIds = [...new Set(rows.map((row) => row.codeId))];
  const sent = new Set(
    (
      await db
        .select({ id: mailOutbox.relatedId })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.relatedType, relatedType), inArray(mailOutbox.relatedId, codeIds)))
    ).map((row) => row.id),
  );
  const statements = [];
  for (const codeId of codeIds.filter((id) => !sent.has(id)).slice(0, BATCH)) {
    const lines = rows.filter((row) => row.codeId === codeId);
    const ambassador = lines[0]!;
    const portalUrl = `${config.publicOrigin}${await ambassadorPortalPath(config.sessionSecrets, codeId)}`;
    const mail = await commissionStatementMail(
      { codeId, code: ambassador.code, name: ambassador.name, email: ambassador.email },
      period,
      lines,
      portalUrl,
      config.publicOrigin,
    );
    statements.push(queueMailOnce(db, mail, sql`1 = 1`));
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return statements.length;
}
