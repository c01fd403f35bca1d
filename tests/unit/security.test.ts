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
  const { pagePath } = await import("~/routes/+shared/api.server");
  it("strips React Router's single-fetch suffix and _routes, keeping the query", () => {
    expect(pagePath(new Request("http://x/gyms.data?city=Perth&_routes=routes%2Fgyms"))).toBe(
      "/gyms?city=Perth",
    );
    expect(pagePath(new Request("http://x/_root.data"))).toBe("/");
    expect(pagePath(new Request("http://x/gym/4"))).toBe("/gym/4");
  });
});

describe("a page that sends no Referer to other sites keeps that policy", () => {
  it("applySecurityHeaders keeps no-referrer and same-origin and sets the default elsewhere", () => {
    const same = applySecurityHeaders(new Response("x", { headers: { "Referrer-Policy": "same-origin" } }), {
      nonce: "n",
    });
    expect(same.headers.get("Referrer-Policy")).toBe("same-origin");
    const strict = applySecurityHeaders(
      new Response("x", { headers: { "Referrer-Policy": "no-referrer" } }),
      {
        nonce: "n",
      },
    );
    expect(strict.headers.get("Referrer-Policy")).toBe("no-referrer");
    const loose = applySecurityHeaders(new Response("x", { headers: { "Referrer-Policy": "unsafe-url" } }), {
      nonce: "n",
    });
    expect(loose.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("client address keys (lib/client-address.ts)", async () => {
  const { addressKey, UNPARSEABLE_ADDRESS } = await import("~/lib/client-address");
  it("every spelling of one address is one key; IPv6 counts by its /64", () => {
    for (const spelling of [
      "203.0.113.7",
      "::203.0.113.7",
      "::ffff:203.0.113.7",
      "[::FFFF:203.0.113.7]",
      "::ffff:cb00:7107",
      " 203.000.113.007 ",
    ])
      expect(addressKey(spelling), spelling).toBe("203.0.113.7");
    for (const spelling of [
      "2001:db8:1:2::1",
      "2001:0DB8:0001:0002:ffff::9",
      "[2001:db8:1:2::abcd]",
      "2001:db8:1:2:3:4:1.2.3.4",
    ])
      expect(addressKey(spelling), spelling).toBe("2001:db8:1:2::/64");
  });

  it("a missing or unreadable address is the one shared bucket, never a key of its own", () => {
    for (const garbage of [
      "",
      "unknown",
      "999.1.1.1",
      "1.2.3",
      "[zzz]",
      "::g",
      "1:2:3:4:5:6:7:8:9",
      "1::2::3",
      "1.2.3.4::",
      "x".repeat(100),
    ])
      expect(addressKey(garbage), garbage).toBe(UNPARSEABLE_ADDRESS);
  });
});

describe("rate limits key on the route (lib/rate-limit.server.ts)", async () => {
  const { routeKey } = await import("~/lib/rate-limit.server");
  it("every spelling of a path is its route", () => {
    for (const [pattern, path] of [
      ["api/bookings", "/API/bookings"],
      ["/api/bookings", "/api/bookings/"],
      ["", "/%61pi/bookings"],
      ["", "/Api/Bookings/"],
    ] as const)
      expect(routeKey(pattern, path)).toBe("/api/bookings");
    expect(routeKey("gym/:id", "/GYM/12")).toBe("/gym/:id");
    expect(routeKey("", "/gym/12.data")).toBe("/gym/:id");
    expect(routeKey("sign-in", "/Sign-in/")).toBe("/sign-in");
  });
});
