/**
 * What every use case runs with: the configuration and bindings, the database, the clock and the
 * payment provider. Built once per request by the entry point (page action, /api route, cron), so a
 * use case never reads a request, a cookie or a header.
 */

import { type Db, getDb } from "~/db/client.server";
import type { AppConfig } from "~/env.server";
import { clientAddressKey } from "~/lib/client-address";
import { sha256Hex } from "~/lib/hash";
import { type PaymentProvider, paymentProvider } from "~/payments/provider.server";

export interface UseCaseContext {
  config: AppConfig;
  db: Db;
  now: number;
  provider: PaymentProvider;
}

export function caseContext(
  config: AppConfig,
  options: { now?: number; fetch?: typeof fetch } = {},
): UseCaseContext {
  return {
    config,
    db: getDb(config.db),
    now: options.now ?? Date.now(),
    provider: paymentProvider(config, { fetch: options.fetch }),
  };
}

/** Who makes a booking: the visitor's identity and the salted hash of their network (holds cap). */
export interface BookingActor {
  /**
   * The visitor's identity; "new" for a visitor who has none yet: the booking's own batch creates it
   *, so a refused booking creates none.
   */
  visitorId: number | "new";
  clientHash: string | null;
}

/**
 * The client's address (IPv6 by /64) as a salted SHA-256, so bookings can be capped per network
 * without storing an address. A missing or unreadable address is one shared bucket, never exempt.
 */
export async function clientHash(config: AppConfig, request: Request): Promise<string> {
  return sha256Hex(`${config.analyticsSalt}:holds:${clientAddressKey(request)}`);
}
