import { getDb } from "~/db/client.server";
import { FIND_BOOKING_NO_MATCH } from "~/domain/schemas/my-bookings";
import type { AppConfig } from "~/env.server";
import { limitLookup, RATE_LIMIT_MESSAGES } from "~/lib/rate-limit.server";
import { findBookingId } from "~/models/booking-read.server";
import { fail, ok, type Result } from "./result";

export interface FindBookingInput {
  email: string;
  reference: string;
  /** The client address key (app/lib/client-address.ts): guesses count per address and per e-mail. */
  address: string;
}

/**
 * "Find my booking" by e-mail and reference (a booking made on another device). Throttled on the
 * LOOKUP_LIMITER binding per address and per e-mail (5 a minute each), so neither one address trying
 * many references nor many addresses trying one person's e-mail can walk the reference space; every
 * attempt counts, found or not. A miss says only that nothing matched.
 */
export async function findBooking(config: AppConfig, input: FindBookingInput): Promise<Result<number>> {
  const limited = await limitLookup(config, input.address, input.email);
  if (!limited.ok)
    return fail("rate_limited", RATE_LIMIT_MESSAGES.lookup, { retryAfter: limited.retryAfter });
  const id = await findBookingId(getDb(config.db), input.email, input.reference);
  return id === undefined ? fail("not_found", FIND_BOOKING_NO_MATCH) : ok(id);
}
