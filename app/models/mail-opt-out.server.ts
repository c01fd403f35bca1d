/** Opt-outs from a kind of solicitation (mail_opt_outs), by lower-cased address. */
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings, mailOptOuts } from "~/db/schema";

/** The address a booking's mail went to, or undefined when there is no such booking. */
export async function bookingMailAddress(db: Db, bookingId: number): Promise<string | undefined> {
  const row = await db
    .select({ email: bookings.athleteEmail })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .get();
  return row?.email;
}

/** Records the opt-out once (asking again changes nothing). */
export async function recordOptOut(db: Db, email: string, kind: string): Promise<void> {
  await db.insert(mailOptOuts).values({ email: email.trim().toLowerCase(), kind }).onConflictDoNothing();
}

/** SQL: no opt-out of `kind` for the address in `email` (for a query that queues solicitations). */
export const notOptedOut = (email: ReturnType<typeof sql>, kind: string) =>
  sql`NOT EXISTS (SELECT 1 FROM mail_opt_outs AS o WHERE o.kind = ${kind} AND o.email = lower(${email}))`;
