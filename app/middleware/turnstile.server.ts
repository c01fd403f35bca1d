/**
 * Cloudflare Turnstile, verified on the server (siteverify) when TURNSTILE_SITE_KEY and
 * TURNSTILE_SECRET_KEY are set (config.turnstile); without them (locally, in tests) nothing is
 * rendered or checked. The widget puts its token in the form as `cf-turnstile-response`.
 */
export const TURNSTILE_FIELD = "cf-turnstile-response";
export const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

export type TurnstileVerdict = { ok: true } | { ok: false; reason: "missing" | "rejected" | "unreachable" };

/**
 * Asks Cloudflare whether the token is a solved, unused challenge for our secret. A network failure
 * refuses (fail closed): the visitor is asked to try again.
 */
export async function verifyTurnstile(
  secretKey: string,
  token: string | null | undefined,
  remoteIp: string | null,
  fetcher: typeof fetch = fetch,
): Promise<TurnstileVerdict> {
  if (!token || token.length > 2048) return { ok: false, reason: "missing" };
  const body = new FormData();
  body.set("secret", secretKey);
  body.set("response", token);
  if (remoteIp) body.set("remoteip", remoteIp);
  try {
    const response = await fetcher(SITEVERIFY_URL, { method: "POST", body });
    if (!response.ok) return { ok: false, reason: "unreachable" };
    const outcome = (await response.json()) as { success?: unknown };
    return outcome.success === true ? { ok: true } : { ok: false, reason: "rejected" };
  } catch {
    return { ok: false, reason: "unreachable" };
  }
}
