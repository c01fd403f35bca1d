import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { apiError, readBody } from "~/lib/api.server";
import { ADMIN_MESSAGES, clientHash, login } from "~/models/admin-auth.server";
import type { Route } from "./+types/login";

/**
 * POST /api/admin/login {password} → {token, expiresAt} for API clients, who send it as
 * `Authorization: Bearer <token>`. 401 for a wrong password, 429 after 5 failures in 15 minutes,
 * 503 when admin is not configured.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST", { headers: { Allow: "POST" } });
  const read = await readBody(request);
  if (!read.ok) return read.response;
  const password = read.body.password;
  if (typeof password !== "string" || password === "" || password.length > 1000)
    return apiError(400, ADMIN_MESSAGES.passwordRequired);
  const { config } = getWorker(context);
  const result = await login(
    getDb(config.db),
    config,
    await clientHash(config, request),
    password,
    Date.now(),
  );
  if (result.ok)
    return Response.json(
      { token: result.token, expiresAt: result.expiresAt.toISOString() },
      { headers: { "Cache-Control": "no-store" } },
    );
  if (result.reason === "not_configured") return Response.json({ error: result.message }, { status: 503 });
  if (result.reason === "rate_limited")
    return Response.json(
      { error: result.message },
      { status: 429, headers: { "Retry-After": String(Math.ceil((result.retryAfterMs ?? 60_000) / 1000)) } },
    );
  return Response.json({ error: result.message }, { status: 401 });
}
