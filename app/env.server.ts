/**
 * Bindings and secrets, validated in one place. Everything else reads configuration
 * through `readConfig(env)` so a missing binding fails with a message that says what to do.
 */

export class ConfigError extends Error {
  override name = "ConfigError";
}

export interface AppConfig {
  db: D1Database;
  analytics: KVNamespace;
  /** Empty when not configured: the session then cannot be signed and identity-bound features refuse. */
  sessionSecrets: string[];
  adminPassword: string | undefined;
  analyticsSalt: string;
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string | undefined } | undefined;
  isProduction: boolean;
  /** Map tiles for /gym-map ({z}/{x}/{y} template); OpenStreetMap's by default. */
  mapTileUrl: string;
  /** How long anonymous search pages stay in the shared page cache (ADR 014); 0 turns it off. */
  pageCacheSeconds: number;
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
  return {
    db: raw.DB as D1Database,
    analytics: raw.ANALYTICS as KVNamespace,
    sessionSecrets: sessionSecret
      ? sessionSecret
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
    adminPassword: optionalString(raw.ADMIN_PASSWORD),
    analyticsSalt: optionalString(raw.ANALYTICS_SALT) ?? sessionSecret ?? "",
    stripe:
      stripeSecret && stripePublishable
        ? {
            secretKey: stripeSecret,
            publishableKey: stripePublishable,
            webhookSecret: optionalString(raw.STRIPE_WEBHOOK_SECRET),
          }
        : undefined,
    isProduction: raw.APP_ENV === "production",
    mapTileUrl: validTileUrl(optionalString(raw.MAP_TILE_URL)) ?? DEFAULT_MAP_TILE_URL,
    pageCacheSeconds: seconds(optionalString(raw.PAGE_CACHE_SECONDS)) ?? DEFAULT_PAGE_CACHE_SECONDS,
  };
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
