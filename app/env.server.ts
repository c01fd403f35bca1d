/**
 * Bindings and secrets, validated in one place. Everything else reads configuration
 * through `readConfig(env)` so a missing binding fails with a message that says what to do.
 */
import { weakAdminPassword, weakSessionSecret } from "./domain/secrets";

/** What any visitor of a misconfigured worker reads (the log line says what is wrong). */
export const CONFIG_ERROR_PAGE =
  "GymRoam is misconfigured and cannot serve this request. Please try again later.";

export class ConfigError extends Error {
  override name = "ConfigError";
}

export interface AppConfig {
  /** The request's D1 (a Sessions API session on a request; the binding in the cron and the queue). */
  db: D1Database;
  /** The D1 binding itself (the primary), for what outlives one request: the account-session reader. */
  primaryDb: D1Database;
  analytics: KVNamespace;
  /** Empty when not configured: the session then cannot be signed and identity-bound features refuse. */
  sessionSecrets: string[];
  adminPassword: string | undefined;
  /** ADMIN_EMAILS: the named admins (lower case), who sign in by e-mail link and act under their name. */
  adminEmails: string[];
  analyticsSalt: string;
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string | undefined;
        /** The Connect endpoint's signing secret (account.updated, transfer events). */
        connectWebhookSecret?: string | undefined;
      }
    | undefined;
  /** APP_ENV=production: never the offline test provider, never the example secrets. */
  isProduction: boolean;
  /**
   * The origin links in pages, JSON-LD and e-mails are built from (PUBLIC_ORIGIN), never the request's
   * Host header. Locally http://localhost:8787 when unset; a production worker refuses to start without it.
   */
  publicOrigin: string;
  /** Mail delivery. */
  mail: {
    /** The From of every message (MAIL_FROM), e.g. `GymRoam <bookings@gymroam.com>`. */
    from: string;
    /** The operator's address (ADMIN_EMAIL): new applications waiting for review. */
    adminEmail: string | undefined;
    /** An HTTP provider's key (MAIL_API_KEY): when set it sends instead of the send_email binding. */
    apiKey: string | undefined;
    /** The HTTP provider's sending domain (MAIL_API_DOMAIN); MAIL_FROM's domain when unset. */
    apiDomain: string | undefined;
    /** The HTTP provider's API origin (MAIL_API_URL), e.g. https://api.eu.mailgun.net; Mailgun's US one when unset. */
    apiUrl: string | undefined;
    /** Cloudflare Email Service (`[[send_email]]` EMAIL); wrangler simulates it locally. */
    binding: SendEmail | undefined;
    /** The mail queue (`[[queues.producers]]` MAIL_QUEUE): a sender drains the outbox through it. */
    queue: Queue | undefined;
  };
  /** Cloudflare Turnstile, verified on the server for public forms when both keys are set. */
  turnstile: { siteKey: string; secretKey: string } | undefined;
  /** Rate Limiting bindings (wrangler.toml [[ratelimits]]); undefined where a binding is missing. */
  rateLimits: {
    /** Public form and API posts, per client address (IPv6 by /64). */
    publicForms: RateLimit | undefined;
    /** "Find my booking" by e-mail + reference, per address and per e-mail. */
    lookups: RateLimit | undefined;
    /** Admin sign-in attempts, per address. */
    adminSignIn: RateLimit | undefined;
  };
  /** Map tiles for /gym-map ({z}/{x}/{y} template); OpenStreetMap's by default. */
  mapTileUrl: string;
  /** How long anonymous search pages stay in the shared page cache; 0 turns it off. */
  pageCacheSeconds: number;
  /** Listing photos (R2 bucket PHOTOS); undefined where the binding is missing (uploads refuse). */
  photos: R2Bucket | undefined;
  /**
   * BENCH_TRACE=1: the bench's D1 trace may be asked for per request (workers/d1-trace.ts, only in
   * the bench's build). A production worker refuses to start with BENCH_TRACE set at all.
   */
  benchTrace: boolean;
}

export const DEFAULT_PAGE_CACHE_SECONDS = 300;

export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

type RawEnv = Partial<Record<keyof Env, unknown>> & Record<string, unknown>;

function optionalString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** Checks bindings once per request; cheap (no I/O). */
export function readConfig(env: Env): AppConfig {
  const raw = env as unknown as RawEnv;
  const missing: string[] = [];
  if (!raw.DB || typeof (raw.DB as D1Database).prepare !== "function") missing.push("DB (D1 database)");
  if (!raw.ANALYTICS || typeof (raw.ANALYTICS as KVNamespace).get !== "function")
    missing.push("ANALYTICS (KV namespace)");
  if (missing.length > 0) {
    throw new ConfigError(
      `Missing Cloudflare binding${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}. ` +
        "Check wrangler.toml ([[d1_databases]] and [[kv_namespaces]]).",
    );
  }
  const sessionSecret = optionalString(raw.SESSION_SECRET);
  const stripeSecret = optionalString(raw.STRIPE_SECRET_KEY);
  const stripePublishable = optionalString(raw.STRIPE_PUBLISHABLE_KEY);
  const isProduction = raw.APP_ENV === "production";
  const publicOrigin = validOrigin(optionalString(raw.PUBLIC_ORIGIN));
  if (isProduction) refuseUnsafeProduction(raw, publicOrigin);
  const turnstileSite = optionalString(raw.TURNSTILE_SITE_KEY);
  const turnstileSecret = optionalString(raw.TURNSTILE_SECRET_KEY);
  return {
    db: raw.DB as D1Database,
    primaryDb: raw.DB as D1Database,
    analytics: raw.ANALYTICS as KVNamespace,
    sessionSecrets: sessionSecret
      ? sessionSecret
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
    adminPassword: optionalString(raw.ADMIN_PASSWORD),
    adminEmails: (optionalString(raw.ADMIN_EMAILS) ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter((s) => s.includes("@")),
    analyticsSalt: optionalString(raw.ANALYTICS_SALT) ?? sessionSecret ?? "",
    stripe:
      stripeSecret && stripePublishable
        ? {
            secretKey: stripeSecret,
            publishableKey: stripePublishable,
            webhookSecret: optionalString(raw.STRIPE_WEBHOOK_SECRET),
            connectWebhookSecret: optionalString(raw.STRIPE_CONNECT_WEBHOOK_SECRET),
          }
        : undefined,
    isProduction,
    publicOrigin: publicOrigin ?? DEFAULT_PUBLIC_ORIGIN,
    photos:
      raw.PHOTOS && typeof (raw.PHOTOS as R2Bucket).put === "function" ? (raw.PHOTOS as R2Bucket) : undefined,
    mail: {
      from:
        optionalString(raw.MAIL_FROM) ??
        `GymRoam <bookings@${new URL(publicOrigin ?? DEFAULT_PUBLIC_ORIGIN).hostname}>`,
      adminEmail: optionalString(raw.ADMIN_EMAIL),
      apiKey: optionalString(raw.MAIL_API_KEY),
      apiDomain: optionalString(raw.MAIL_API_DOMAIN),
      apiUrl: validOrigin(optionalString(raw.MAIL_API_URL)),
      binding:
        raw.EMAIL && typeof (raw.EMAIL as SendEmail).send === "function"
          ? (raw.EMAIL as SendEmail)
          : undefined,
      queue:
        raw.MAIL_QUEUE && typeof (raw.MAIL_QUEUE as Queue).send === "function"
          ? (raw.MAIL_QUEUE as Queue)
          : undefined,
    },
    turnstile:
      turnstileSite && turnstileSecret ? { siteKey: turnstileSite, secretKey: turnstileSecret } : undefined,
    rateLimits: {
      publicForms: rateLimit(raw.PUBLIC_FORM_LIMITER),
      lookups: rateLimit(raw.LOOKUP_LIMITER),
      adminSignIn: rateLimit(raw.ADMIN_SIGN_IN_LIMITER),
    },
    mapTileUrl: validTileUrl(optionalString(raw.MAP_TILE_URL)) ?? DEFAULT_MAP_TILE_URL,
    pageCacheSeconds: seconds(optionalString(raw.PAGE_CACHE_SECONDS)) ?? DEFAULT_PAGE_CACHE_SECONDS,
    benchTrace: !isProduction && optionalString(raw.BENCH_TRACE) === "1",
  };
}

export const DEFAULT_PUBLIC_ORIGIN = "http://localhost:8787";

/**
 * The values `.dev.vars.example` ships with. They are public (in the repository), so a production
 * worker that still has one of them is misconfigured, not merely weak.
 */
export const EXAMPLE_SECRETS: Readonly<Record<string, string>> = {
  SESSION_SECRET: "local-dev-session-secret-change-me-0123456789abcdef",
  ADMIN_PASSWORD: "gymroam-local-admin",
  ANALYTICS_SALT: "local-dev-analytics-salt",
};

/**
 * A production worker refuses to start rather than run unsafely: with an example secret, a session
 * secret under 32 random bytes or an admin password under 12 characters or on the common list
 * (domain/secrets.ts), without a session secret, or without PUBLIC_ORIGIN (links would otherwise come from whatever Host was sent).
 * Payments without Stripe keys are refused per request instead (payments/provider.server.ts), so the
 * rest of the site stays up while an operator adds the keys.
 */
function refuseUnsafeProduction(raw: RawEnv, publicOrigin: string | undefined): void {
  const problems: string[] = [];
  for (const [name, example] of Object.entries(EXAMPLE_SECRETS)) {
    const value = optionalString(raw[name]);
    if (value?.split(",").some((part) => part.trim() === example))
      problems.push(
        `${name} is the example value from .dev.vars.example; set a real one with \`wrangler secret put ${name}\``,
      );
  }
  const sessionSecret = optionalString(raw.SESSION_SECRET);
  if (!sessionSecret) problems.push("SESSION_SECRET is not set");
  // Every part counts: an old secret kept for rotation still verifies cookies.
  for (const [i, part] of (sessionSecret?.split(",") ?? []).entries()) {
    const weak = weakSessionSecret(part.trim());
    if (weak) problems.push(`SESSION_SECRET${i > 0 ? ` (part ${i + 1})` : ""} ${weak}`);
  }
  const adminPassword = optionalString(raw.ADMIN_PASSWORD);
  const weakPassword = adminPassword ? weakAdminPassword(adminPassword) : undefined;
  if (weakPassword) problems.push(`ADMIN_PASSWORD ${weakPassword}; set a stronger one`);
  if (optionalString(raw.BENCH_TRACE))
    problems.push("BENCH_TRACE is set (the bench's D1 trace never runs in production); remove it");
  if (!publicOrigin)
    problems.push("PUBLIC_ORIGIN is not set to the site's https origin (e.g. https://gymroam.com)");
  if (problems.length > 0)
    throw new ConfigError(`Refusing to run in production (APP_ENV=production): ${problems.join("; ")}.`);
}

/** An http(s) origin without path (trailing slash dropped); anything else is not an origin. */
function validOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
    if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

function rateLimit(value: unknown): RateLimit | undefined {
  return value && typeof (value as RateLimit).limit === "function" ? (value as RateLimit) : undefined;
}

/** A whole number of seconds up to a day; anything else falls back to the default. */
function seconds(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,5}$/.test(value.trim())) return undefined;
  return Math.min(Number(value), 86_400);
}

/** An https tile template with {z}, {x} and {y}; anything else falls back to the default. */
function validTileUrl(value: string | undefined): string | undefined {
  if (!value || !/^https:\/\/[^\s"'<>]+$/.test(value)) return undefined;
  return ["{z}", "{x}", "{y}"].every((part) => value.includes(part)) ? value : undefined;
}

/** The origin the map's tile images come from (for the CSP's img-src). */
export function tileOrigin(tileUrl: string): string {
  return new URL(tileUrl.replace(/\{[a-z]\}/g, "0")).origin;
}
