import { getDb } from "./db/client.server";
import type { AppConfig } from "./env.server";
import { runMailDelivery } from "./mail/delivery.server";
import { rollupAnalytics } from "./models/analytics.server";
import { completeBookings, expireHolds } from "./models/booking-jobs.server";
import { runCommissionJob } from "./models/commission.server";
import { caseContext } from "./use-cases/context.server";
import { purgeIdempotencyKeys } from "./use-cases/idempotency.server";
import { sweepWaitlists } from "./use-cases/offer-freed-places.server";
import { releaseLapsedTrips } from "./use-cases/pay-trip.server";
import { runMoneyJob } from "./use-cases/payouts.server";
import {
  queueBookingReminders,
  queueCommissionStatements,
  queueReviewRequests,
} from "./use-cases/scheduled-mail.server";

/**
 * Scheduled work, run by the cron trigger in wrangler.toml. Expiring unpaid holds and completing
 * past bookings live here; earning commission and rolling analytics into KV join them.
 * Each job is idempotent so an overlapping or repeated run changes nothing twice.
 */
export type ScheduledJob = (config: AppConfig, now: Date) => Promise<void>;

/**
 * Unpaid bookings past their hold are cancelled; their slots are released by trigger and offered to
 * the waitlist (a lapsed offer passes to the next in line). A trip whose hold lapsed is released and
 * any charge already taken for it goes back.
 */
const expireUnpaidHolds: ScheduledJob = async (config, now) => {
  await expireHolds(getDb(config.db), now.getTime());
  const ctx = caseContext(config, { now: now.getTime() });
  await releaseLapsedTrips(ctx);
  await sweepWaitlists(ctx);
};

/** Confirmed bookings whose end has passed become completed (and can then be reviewed). */
const completePastBookings: ScheduledJob = async (config, now) => {
  await completeBookings(getDb(config.db), now.getTime());
};

/**
 * Ambassador commission: due 30 days after completion, earned, and paid out on the 15th; then last
 * month's statement e-mails (after the payouts, so each statement shows its month's payout).
 */
const ambassadorCommission: ScheduledJob = async (config, now) => {
  await runCommissionJob(getDb(config.db), now.getTime());
  await queueCommissionStatements(config, getDb(config.db), now.getTime());
};

/** The athlete's reminder 24 hours before the start, and the review request after completion. */
const bookingMail: ScheduledJob = async (config, now) => {
  await queueBookingReminders(config, getDb(config.db), now.getTime());
  await queueReviewRequests(config, getDb(config.db), now.getTime());
};

/** Visitor analytics: the last 24 hours from D1 into one KV value, at most once a minute. */
const visitorAnalyticsRollup: ScheduledJob = async (config, now) => {
  await rollupAnalytics(config, now.getTime(), { skipUnchanged: true });
};

/** Idempotency keys and form tokens are remembered for a day, then forgotten. */
const forgetIdempotencyKeys: ScheduledJob = async (config, now) => {
  await purgeIdempotencyKeys(getDb(config.db), now.getTime());
};

/** Mail: claims a dead sender left go back, and anything due that the queue lost is enqueued again. */
const mailDelivery: ScheduledJob = async (config, now) => {
  await runMailDelivery(config, now.getTime());
};

/**
 * Money out: the week's gym run and (from the 15th) last month's ambassador run prepared for
 * the admin's approval, failed transfers of approved runs retried, and the books reconciled (any
 * difference is logged here and shown on /admin/money).
 */
const moneyOut: ScheduledJob = async (config, now) => {
  await runMoneyJob(caseContext(config, { now: now.getTime() }));
};

export const scheduledJobs: ScheduledJob[] = [
  expireUnpaidHolds,
  forgetIdempotencyKeys,
  completePastBookings,
  ambassadorCommission,
  bookingMail,
  visitorAnalyticsRollup,
  mailDelivery,
  moneyOut,
];

export async function runScheduledJobs(config: AppConfig, now: Date): Promise<void> {
  const results = await Promise.allSettled(scheduledJobs.map((job) => job(config, now)));
  for (const result of results) {
    if (result.status === "rejected") console.error("Scheduled job failed:", result.reason);
  }
}
