import { useEffect, useRef } from "react";
import { useRouteLoaderData } from "react-router";

/**
 * Bot checks for a public form, checked once on the server by the root middleware
 * (app/middleware/public-posts.server.ts):
 * - a honeypot: a plausible field ("website") that people never see, screen readers skip and the
 *   keyboard never reaches, but form-filling bots do fill; a post with it filled is refused (400)
 *   and nothing is written;
 * - Cloudflare Turnstile's widget, only where its keys are configured (the root loader passes the
 *   site key); its token is verified on the server.
 */
export const HONEYPOT_FIELD = "website";

const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js";

export function Honeypot() {
  const root = useRouteLoaderData("root") as { turnstileSiteKey?: string | null } | undefined;
  const siteKey = root?.turnstileSiteKey ?? null;
  return (
    <>
      <div
        aria-hidden="true"
        data-slot="honeypot"
        style={{
          position: "absolute",
          left: "-10000px",
          top: "auto",
          width: 1,
          height: 1,
          overflow: "hidden",
        }}
      >
        <label>
          Website
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {siteKey ? <TurnstileWidget siteKey={siteKey} /> : null}
    </>
  );
}

function TurnstileWidget({ siteKey }: { siteKey: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Turnstile renders every `.cf-turnstile` once its script has loaded; a form that mounts later
    // (a client navigation) is rendered explicitly.
    const turnstile = (window as { turnstile?: { render: (el: HTMLElement) => void } }).turnstile;
    if (turnstile && ref.current && ref.current.childElementCount === 0) turnstile.render(ref.current);
  }, []);
  return (
    <>
      <script src={TURNSTILE_SCRIPT} async defer />
      <div ref={ref} className="cf-turnstile" data-sitekey={siteKey} />
    </>
  );
}
