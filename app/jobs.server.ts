import type { AppConfig } from "./env.server";

/**
 * Scheduled work, run by the cron trigger in wrangler.toml. Later issues add: expiring unpaid
 * booking holds, completing past bookings, earning commission and rolling analytics into KV.
 * Each job is idempotent so an overlapping or repeated run changes nothing twice.
 */
export type ScheduledJob = (config: AppConfig, now: Date) => Promise<void>;

export const scheduledJobs: ScheduledJob[] = [];

export async function runScheduledJobs(config: AppConfig, now: Date): Promise<void> {
  const results = await Promise.allSettled(scheduledJobs.map((job) => job(config, now)));
  for (const result of results) {
    if (result.status === "rejected") console.error("Scheduled job failed:", result.reason);
  }
}
