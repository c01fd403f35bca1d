/**
 * Security headers and the origin check. Pure functions: the worker applies them to every
 * response and request; unit tests cover them without a runtime.
 */

/** Paths that accept cross-site POSTs because they authenticate by signature instead (Stripe). */
export const ORIGIN_CHECK_EXEMPT_PATHS: readonly string[] = ["/api/stripe/webhook"];

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface CspOptions {
  nonce: string;
  /** Vite's dev server injects inline scripts and a websocket; only relaxed in `npm run dev`. */
  dev?: boolean;
  /** Extra image origins (the map's tile server). */
  imgOrigins?: readonly string[];
  /** The page may use the camera (the partner console's check-in scanner, CAMERA_PATHS). */
  camera?: boolean;
}

/**
 * Documents allowed to use the camera (Permissions-Policy camera=(self)); every other response keeps
 * camera=(). A document's policy is fixed when it loads, so links to these pages load a new document
 * (the console's Check-in tab uses reloadDocument).
 */
export const CAMERA_PATHS: readonly string[] = ["/partner/check-in"];

export function contentSecurityPolicy({ nonce, dev = false, imgOrigins = [] }: CspOptions): string {
  const script = dev ? "'self' 'unsafe-inline'" : `'self' 'nonce-${nonce}'`;
  const connect = dev ? "'self' ws: wss:" : "'self'";
  return [
    "default-src 'self'",
    // Cloudflare Turnstile's widget where its keys are configured (app/components/honeypot.tsx).
    `script-src ${script} https://js.stripe.com https://challenges.cloudflare.com`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imgOrigins].join(" "),
    "font-src 'self'",
    `connect-src ${connect} https://api.stripe.com`,
    "frame-src 'self' https://js.stripe.com https://hooks.stripe.com https://challenges.cloudflare.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every response carries (static assets get the same set through public/_headers). */
export function securityHeaders(options: CspOptions): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": `camera=(${options.camera ? "self" : ""}), microphone=(), geolocation=(self), payment=(self)`,
  };
}

export function applySecurityHeaders(response: Response, options: CspOptions): Response {
  // A page that sends no Referer to other sites (a token in its URL: /sign-in/verify) keeps that stricter policy.
  const headers = securityHeaders(options);
  const own = response.headers.get("Referrer-Policy");
  if (own === "no-referrer" || own === "same-origin") headers["Referrer-Policy"] = own;
  // Responses from fetch() or Response.redirect() can have immutable headers: copy when needed.
  let out = response;
  try {
    for (const [name, value] of Object.entries(headers)) out.headers.set(name, value);
  } catch {
    out = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) out.headers.set(name, value);
  }
  return out;
}

export type OriginVerdict = { ok: true } | { ok: false; reason: string };

/**
 * Refuses state-changing requests that a browser sent from another site. Non-browser API
 * clients send neither Origin nor Sec-Fetch-Site and are allowed (they carry no ambient
 * cookies of ours unless they were given them).
 */
export function checkOrigin(request: Request): OriginVerdict {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return { ok: true };
  const url = new URL(request.url);
  if (ORIGIN_CHECK_EXEMPT_PATHS.includes(url.pathname)) return { ok: true };
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite === "cross-site") return { ok: false, reason: "cross-site request" };
  const origin = request.headers.get("Origin");
  if (origin === null) return { ok: true };
  if (origin === "null") return { ok: false, reason: "opaque origin" };
  if (origin !== url.origin) return { ok: false, reason: `origin ${origin} is not ${url.origin}` };
  return { ok: true };
}

export function crossOriginRefusal(request: Request, reason: string): Response {
  const message = "This request came from another site and was refused. Reload the page and try again.";
  const wantsJson = new URL(request.url).pathname.startsWith("/api/");
  return wantsJson
    ? Response.json({ error: message, reason }, { status: 403 })
    : new Response(message, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** 128-bit random nonce, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
