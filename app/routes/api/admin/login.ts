import { getWorker } from "~/context.server";
import { ADMIN_MESSAGES } from "~/domain/admin";
import { apiError, methodNotAllowed, readBody } from "~/routes/+shared/api.server";
import { signInAdmin } from "~/use-cases/admin-sign-in.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/login";

/**
 * POST /api/admin/login {password} → {token, expiresAt} for API clients, who send it as
 * `Authorization: Bearer <token>`. 401 for a wrong password, 429 (with Retry-After) past the limits
 * (5 attempts a minute per address in the root middleware; 5 failures in 15 minutes per address, and
 * the global failure ceiling, in the use case), 503 when admin is not configured.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const read = await readBody(request);
  if (!read.ok) return read.response;
  const password = read.body.password;
  if (typeof password !== "string") return apiError(400, ADMIN_MESSAGES.passwordRequired);
  const result = await signInAdmin(getWorker(context).config, { password, request });
  if (result.ok)
    return Response.json(
      { token: result.value.token, expiresAt: result.value.expiresAt.toISOString() },
      { headers: { "Cache-Control": "no-store" } },
    );
  return Response.json(
    { error: result.message },
    {
      status: FAILURE_STATUS[result.code],
      headers: {
        "Cache-Control": "no-store",
        ...(result.retryAfter ? { "Retry-After": String(result.retryAfter) } : {}),
      },
    },
  );
}
