/**
 * The root's guard for state-changing requests from the public, run once for every route:
 * - rate limits on the Rate Limiting bindings, keyed by the client address (IPv6 by its /64): every
 *   public form and API post 10 a minute per address and form; admin sign-in (the page and
 *   POST /api/admin/login) 5 a minute per address, before the D1 failure counter;
 * - a honeypot field (app/components/honeypot.tsx) that people never see and bots fill: a filled one
 *   is a 400 and nothing is written;
 * - Cloudflare Turnstile on the page forms that show it, when its keys are configured.
 * Not guarded here: the Stripe webhook (verified by signature) and the admin area, whose own
 * middleware refuses anyone without an admin session (app/middleware/admin.server.ts).
 * Over a limit: 429 with Retry-After and a sentence; JSON `{ error }` under /api, and on pages the
 * root error boundary shows the sentence inside the page.
 */

import { createContext, data, type MiddlewareFunction } from "react-router";
import { HONEYPOT_FIELD } from "~/components/honeypot";
import { getWorker } from "~/context.server";
import { drainBody, readLimitedBody, readSharedBody } from "~/lib/form.server";
import {
  limitPublicPost,
  limitSignIn,
  RATE_LIMIT_MESSAGES,
  retryAfterHeaders,
  routeKey,
} from "~/lib/rate-limit.server";
import { TURNSTILE_FIELD, verifyTurnstile } from "./turnstile.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const GUARD_MESSAGES = {
  honeypot: "This form could not be sent. Please reload the page and try again.",
  turnstile: "Please complete the check that you are not a robot, then send the form again.",
} as const;

/**
 * Paths whose posts authenticate otherwise and are never counted as public posts: the Stripe webhook
 * (signed), and the page-view beacon (a browser sends one per page shown, more than 10 a minute when
 * someone browses quickly; it writes one analytics row, as a page load does, and nothing else).
 */
const SIGNATURE_ROUTES = new Set(["/api/stripe/webhook", "/api/page-view"]);
const SIGN_IN_ROUTES = new Set(["/admin-login", "/api/admin/login"]);

const isAdminArea = (route: string) =>
  route === "/admin" || route.startsWith("/admin/") || route.startsWith("/api/admin/");

/**
 * Forms that show the Turnstile widget (with the honeypot), by route (lib/rate-limit.server.ts
 * routeKey): with Turnstile configured, their posts must carry a solved challenge. `intents` limits
 * it to some forms of a page. Each page's JSON twin under /api takes the same check, its token in the
 * body's `cf-turnstile-response` field or the `CF-Turnstile-Response` header, so the API is no way
 * around it. Not checked: the booking and payment APIs (a booking holds places only until the hold
 * caps, domain/holds.ts, and pays through Stripe's own fraud checks) and sign-in of admins (its own
 * 5-a-minute limit and failure counter).
 */
const HUMAN_CHECKED_FORMS: { route: string; intents?: readonly string[] }[] = [
  { route: "/gym/:id", intents: ["contact", "review"] },
  { route: "/team-booking" },
  { route: "/trainer/:id" },
  { route: "/waitlist" },
  { route: "/add-gym" },
  { route: "/ambassador-application" },
  { route: "/sign-in" },
  { route: "/api/athlete-interest" },
  { route: "/api/reviews" },
  { route: "/api/team-booking-inquiry" },
  { route: "/api/waitlist" },
  { route: "/api/gym-application" },
  { route: "/api/ambassador-application" },
];

export type PostKind = "none" | "public" | "sign-in";

/** What kind of post a request is, by its route (routeKey: every spelling of a path is one route). */
export function postKind(method: string, route: string): PostKind {
  if (SAFE_METHODS.has(method.toUpperCase())) return "none";
  if (SIGNATURE_ROUTES.has(route)) return "none";
  if (SIGN_IN_ROUTES.has(route)) return "sign-in";
  if (isAdminArea(route)) return "none";
  return "public";
}

/** A refusal this guard made, so the outer middleware can add Retry-After to the rendered page. */
const refusalContext = createContext<{ retryAfter?: number } | null>(null);

/** Outermost: a page refused with 429 gets its Retry-After (a thrown data() loses its headers). */
export const refusalHeadersMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  const refusal = context.get(refusalContext);
  if (refusal?.retryAfter) response.headers.set("Retry-After", String(refusal.retryAfter));
  return response;
};

/**
 * Reads (and drops) a refused body, so the connection is left in a clean state for the next request;
 * the one drain every refusal uses (lib/form.server.ts), bounded so a huge body costs no memory.
 */
export const drain = drainBody;

/**
 * The fields of a form or JSON body, read so that the route can still read the body as before.
 * Undefined when the body is neither, unreadable or too large: the route answers those itself.
 */
async function bodyFields(request: Request, api: boolean): Promise<Map<string, string> | undefined> {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  const isForm = type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data");
  // The API reads any body that is not a form as JSON (routes/+shared/api.server.ts readBody), whatever its type.
  const isJson = type.includes("json") || (api && !isForm);
  if (!isForm && !isJson) return undefined;
  // Read once, shared with the route's own read; a body without a declared length from a copy.
  const shared = await readSharedBody(request);
  const bytes = shared === undefined ? await readLimitedBody(request.clone() as Request) : shared;
  if (!bytes) return undefined;
  const fields = new Map<string, string>();
  try {
    if (isForm) {
      const form = await new Response(bytes, {
        headers: { "Content-Type": request.headers.get("Content-Type") ?? type },
      }).formData();
      for (const [name, value] of form)
        if (typeof value === "string" && !fields.has(name)) fields.set(name, value);
    } else {
      const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
        for (const [name, value] of Object.entries(parsed))
          if (typeof value === "string") fields.set(name, value);
    }
  } catch {
    return undefined;
  }
  return fields;
}

export const publicPostMiddleware: MiddlewareFunction<Response> = async ({
  request,
  url,
  pattern,
  context,
}) => {
  const route = routeKey(pattern, url.pathname);
  const kind = postKind(request.method, route);
  if (kind === "none") return;
  const { config } = getWorker(context);
  const api = route.startsWith("/api/");
  const refuse = async (status: 400 | 429, message: string, retryAfter?: number) => {
    await drain(request);
    const headers = retryAfter ? retryAfterHeaders(retryAfter) : undefined;
    if (api) return Response.json({ error: message }, { status, headers });
    context.set(refusalContext, { retryAfter });
    throw data(message, { status });
  };

  const limited =
    kind === "sign-in" ? await limitSignIn(config, request) : await limitPublicPost(config, request, route);
  if (!limited.ok)
    return refuse(
      429,
      kind === "sign-in" ? RATE_LIMIT_MESSAGES.signIn : RATE_LIMIT_MESSAGES.form,
      limited.retryAfter,
    );
  if (kind === "sign-in") return;

  const fields = await bodyFields(request, api);
  if (!fields) return;
  if ((fields.get(HONEYPOT_FIELD) ?? "") !== "") return refuse(400, GUARD_MESSAGES.honeypot);

  if (config.turnstile) {
    const intent = fields.get("intent");
    const guarded = HUMAN_CHECKED_FORMS.some(
      (f) => f.route === route && (!f.intents || (intent !== undefined && f.intents.includes(intent))),
    );
    if (guarded) {
      const verdict = await verifyTurnstile(
        config.turnstile.secretKey,
        fields.get(TURNSTILE_FIELD) ?? request.headers.get("CF-Turnstile-Response") ?? undefined,
        request.headers.get("CF-Connecting-IP"),
      );
      if (!verdict.ok) return refuse(400, GUARD_MESSAGES.turnstile);
    }
  }
};
