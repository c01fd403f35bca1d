import { getDb } from "~/db/client.server";
import { ADMIN_MESSAGES } from "~/domain/admin";
import type { AppConfig } from "~/env.server";
import { clientHash, login } from "~/models/admin-auth.server";
import { fail, ok, type Result } from "./result";

export interface AdminSignInInput {
  password: string;
  /** The request the attempt came from: its address (IPv6 by /64) is what the failure counter counts. */
  request: Request;
}

/**
 * Admin sign-in (page and API alike): the password checked within the D1 failure counter (5 per
 * address in 15 minutes, and past 100 failures an hour across all addresses, one per address an
 * hour: app/models/admin-auth.server.ts). The per-minute limiter ran before, in the root middleware.
 */
export async function signInAdmin(
  config: AppConfig,
  input: AdminSignInInput,
  now = Date.now(),
): Promise<Result<{ token: string; expiresAt: Date }, "password">> {
  if (input.password === "" || input.password.length > 1000)
    return fail("invalid", ADMIN_MESSAGES.passwordRequired, { field: "password" });
  const result = await login(
    getDb(config.db),
    config,
    await clientHash(config, input.request),
    input.password,
    now,
  );
  if (result.ok) return ok({ token: result.token, expiresAt: result.expiresAt });
  if (result.reason === "not_configured") return fail("unavailable", result.message);
  if (result.reason === "rate_limited")
    return fail("rate_limited", result.message, {
      retryAfter: Math.max(1, Math.ceil((result.retryAfterMs ?? 60_000) / 1000)),
    });
  return fail("unauthorized", result.message, { field: "password" });
}
