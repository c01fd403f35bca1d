/**
 * Rate limits on Cloudflare's Rate Limiting binding (wrangler.toml [[ratelimits]]; miniflare emulates
 * it locally and in the worker tests). Each binding counts `limit` requests per `period` seconds per
 * key, per Cloudflare location; the keys are built here from the client address (CF-Connecting-IP,
 * IPv6 by its /64: app/lib/client-address.ts). The limits are in app/domain and the README.
 */
import { clientAddressKey } from "./client-address";

/** Every binding's period (wrangler.toml): what Retry-After says. */
export const RATE_LIMIT_PERIOD_SECONDS = 60;

export const RATE_LIMIT_MESSAGES = {
  form: "You have sent this form too many times in a short while. Please wait a minute, then try again.",
  signIn: "Too many sign-in attempts from your network. Please wait a minute, then try again.",
  lookup:
    "Too many booking searches in a short while. Please wait a minute, then try again with the e-mail and reference from your confirmation.",
} as const;

/** The rate limit bindings of the app's config (AppConfig's `rateLimits`). */
interface RateLimitConfig {
  rateLimits: {
    publicForms: RateLimit | undefined;
    lookups: RateLimit | undefined;
    adminSignIn: RateLimit | undefined;
  };
}

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfter: number };

/**
 * Counts one request against each key; refused when any key is over its limit. A missing binding
 * (not declared) limits nothing: wrangler.toml declares all three, and readConfig names them.
 */
export async function limitKeys(
  limiter: RateLimit | undefined,
  keys: readonly string[],
): Promise<RateLimitVerdict> {
  if (!limiter) return { ok: true };
  const outcomes = await Promise.all(keys.map((key) => limiter.limit({ key })));
  return outcomes.every((o) => o.success)
    ? { ok: true }
    : { ok: false, retryAfter: RATE_LIMIT_PERIOD_SECONDS };
}

/**
 * The route a request is for, as one key however its path is spelled: React Router matches paths
 * without regard to case, percent-encoding or a trailing slash (/API/Bookings/, /%61pi/bookings), so
 * a limit keyed on the raw path would give each spelling its own allowance. The matched route's
 * pattern (`pattern` in a middleware's arguments) is the key; a path no route took is canonicalised
 * the same way (decoded, lower case, no trailing slash, ids as :id).
 */
export function routeKey(pattern: string, pathname: string): string {
  let source = pattern;
  if (source === "") {
    try {
      source = decodeURIComponent(pathname);
    } catch {
      source = pathname;
    }
  }
  const key = source
    .toLowerCase()
    .replace(/\.data$/, "")
    .replace(/\/+$/, "")
    .replace(/\/\d+(?=\/|$)/g, "/:id")
    .replace(/:[a-z_]+/g, ":id");
  return key.startsWith("/") ? key : `/${key}`;
}

/** A public form or API post: per address and per route (10 a minute). */
export function limitPublicPost(config: RateLimitConfig, request: Request, route: string) {
  return limitKeys(config.rateLimits.publicForms, [`form:${clientAddressKey(request)}:${route}`]);
}

/** An admin sign-in attempt (page or API): per address (5 a minute), before the D1 failure counter. */
export function limitSignIn(config: RateLimitConfig, request: Request) {
  return limitKeys(config.rateLimits.adminSignIn, [`sign-in:${clientAddressKey(request)}`]);
}

/** "Find my booking": per address and per e-mail (5 a minute each). */
export function limitLookup(config: RateLimitConfig, address: string, email: string) {
  return limitKeys(config.rateLimits.lookups, [
    `lookup:address:${address}`,
    `lookup:email:${email.trim().toLowerCase()}`,
  ]);
}

/** The Retry-After header for a refusal. */
export const retryAfterHeaders = (retryAfter: number) => ({ "Retry-After": String(retryAfter) });
