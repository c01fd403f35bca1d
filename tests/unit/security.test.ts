import { describe, expect, it } from "vitest";
import { applySecurityHeaders, checkOrigin, contentSecurityPolicy, createNonce } from "~/lib/security";

const post = (headers: Record<string, string>, url = "https://gymroam.example/api/bookings") =>
  new Request(url, { method: "POST", headers });

describe("checkOrigin", () => {
  it("allows safe methods from anywhere", () => {
    expect(
      checkOrigin(new Request("https://gymroam.example/", { headers: { Origin: "https://evil.example" } })),
    ).toEqual({
      ok: true,
    });
  });

  it("allows same-origin posts and API clients without an Origin header", () => {
    expect(checkOrigin(post({ Origin: "https://gymroam.example" })).ok).toBe(true);
    expect(checkOrigin(post({})).ok).toBe(true);
    expect(checkOrigin(post({ "Sec-Fetch-Site": "same-origin" })).ok).toBe(true);
  });

  it("refuses posts from another origin, an opaque origin or a cross-site fetch", () => {
    expect(checkOrigin(post({ Origin: "https://evil.example" })).ok).toBe(false);
    expect(checkOrigin(post({ Origin: "http://gymroam.example" })).ok).toBe(false);
    expect(checkOrigin(post({ Origin: "null" })).ok).toBe(false);
    expect(checkOrigin(post({ "Sec-Fetch-Site": "cross-site" })).ok).toBe(false);
    expect(
      checkOrigin(
        new Request("https://gymroam.example/x", { method: "DELETE", headers: { Origin: "https://a.b" } }),
      ).ok,
    ).toBe(false);
  });

  it("lets the Stripe webhook through: it is verified by signature instead", () => {
    expect(
      checkOrigin(post({ Origin: "https://stripe.com" }, "https://gymroam.example/api/stripe/webhook")).ok,
    ).toBe(true);
  });
});

describe("security headers", () => {
  it("puts the nonce in script-src and forbids framing", () => {
    const csp = contentSecurityPolicy({ nonce: "abc123" });
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline' https://js"); // scripts are never unsafe-inline in production
  });

  it("sets every header, even on a response with immutable headers", () => {
    const redirect = Response.redirect("https://gymroam.example/", 302);
    const out = applySecurityHeaders(redirect, { nonce: "n" });
    expect(out.status).toBe(302);
    for (const name of [
      "Content-Security-Policy",
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "Referrer-Policy",
    ]) {
      expect(out.headers.get(name)).toBeTruthy();
    }
  });

  it("creates a fresh 128-bit nonce each time", () => {
    const a = createNonce();
    expect(atob(a)).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});

describe("pagePath", async () => {
  const { pagePath } = await import("~/lib/api.server");
  it("strips React Router's single-fetch suffix and _routes, keeping the query", () => {
    expect(pagePath(new Request("http://x/gyms.data?city=Perth&_routes=routes%2Fgyms"))).toBe(
      "/gyms?city=Perth",
    );
    expect(pagePath(new Request("http://x/_root.data"))).toBe("/");
    expect(pagePath(new Request("http://x/gym/4"))).toBe("/gym/4");
  });
});
