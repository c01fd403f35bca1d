import { env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { workerContext } from "~/context.server";
import { adminSessions } from "~/db/schema";
import { ADMIN_COOKIE, isAdmin, login, logout } from "~/models/admin-auth.server";
import { loader as analyticsLoader } from "~/routes/admin/analytics";
import { action as logoutAction } from "~/routes/admin/logout";
import { loader as overviewLoader } from "~/routes/admin/overview";
import { action as loginPageAction, loader as loginPageLoader } from "~/routes/admin-login/route";
import { action as apiLogin } from "~/routes/api/admin/login";
import { loader as apiWaitlist } from "~/routes/api/admin/waitlist";
import { awayFromRateWindowEdge, config, db, request, routerContext } from "./helpers";
import { call } from "./route-helpers";

// Counting past a rate limit must not straddle the limiter's minute (the count would start again).
beforeEach(() => awayFromRateWindowEdge(), 30_000);

const PASSWORD = "test-admin-password";

async function sha256Hex(value: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const apiLoginAs = (password: unknown, ip: string, ctx = routerContext()) =>
  apiLogin({
    request: request("/api/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: JSON.stringify({ password }),
    }),
    context: ctx,
    params: {},
  } as never) as Promise<Response>;

describe("admin sign-in", () => {
  it("gives API clients a token for the right password and 401 for a wrong one", async () => {
    const wrong = await apiLoginAs("nope", "10.0.0.1");
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "Invalid password. Please try again." });
    const right = await apiLoginAs(PASSWORD, "10.0.0.1");
    expect(right.status).toBe(200);
    const body = (await right.json()) as { token: string; expiresAt: string };
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      await isAdmin(db(), request("/", { headers: { Authorization: `Bearer ${body.token}` } }), Date.now()),
    ).toBe(true);
    // Only a hash of the token is stored.
    const stored = await env.DB.prepare("SELECT id FROM admin_sessions").all<{ id: string }>();
    expect(stored.results.map((r) => r.id)).toContain(await sha256Hex(body.token));
    expect(stored.results.map((r) => r.id)).not.toContain(body.token);
    expect((await apiLoginAs("", "10.0.0.1")).status).toBe(400);
  });

  it("refuses the 6th attempt within 15 minutes, even with the right password, per client", async () => {
    for (let i = 0; i < 5; i++) expect((await apiLoginAs(`wrong-${i}`, "10.0.0.2")).status).toBe(401);
    const sixth = await apiLoginAs(PASSWORD, "10.0.0.2");
    expect(sixth.status).toBe(429);
    expect(((await sixth.json()) as { error: string }).error).toMatch(/^Too many failed sign-in attempts/);
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(800);
    // Another client is not affected.
    expect((await apiLoginAs(PASSWORD, "10.0.0.3")).status).toBe(200);
  });

  it("counts concurrent wrong guesses exactly: at most 5 are even checked", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => apiLoginAs(`guess-${i}`, "10.0.0.4")),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it("lets a client in again once the 15-minute window has passed", async () => {
    const now = Date.now();
    for (let i = 0; i < 5; i++) await login(db(), config(), "client-later", "bad", now);
    expect((await login(db(), config(), "client-later", PASSWORD, now + 60_000)).ok).toBe(false);
    expect((await login(db(), config(), "client-later", PASSWORD, now + 15 * 60_000 + 1)).ok).toBe(true);
  });

  it("explains that admin is not configured when the secret is missing", async () => {
    const context = new RouterContextProvider();
    context.set(workerContext, {
      env,
      ctx: { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} } as never,
      config: { ...config(), adminPassword: undefined },
      nonce: "n",
    });
    const response = await apiLoginAs(PASSWORD, "10.0.0.5", context);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toMatch(/^Admin is not configured/);
  });
});

describe("admin pages and sessions", () => {
  // Through the admin layout's middleware, as the router runs them.
  const adminPages = [
    [overviewLoader, "/admin"],
    [analyticsLoader, "/admin/analytics"],
  ] as const;

  it("redirect to /admin-login without a session, with a forged cookie, an expired or a revoked one", async () => {
    const expiredToken = "expired-token-value";
    await db()
      .insert(adminSessions)
      .values({ id: await sha256Hex(expiredToken), expiresAt: new Date(Date.now() - 1000) });
    const result = await login(db(), config(), "client-revoke", PASSWORD, Date.now());
    if (!result.ok) throw new Error("login failed");
    await logout(db(), request("/", { headers: { Cookie: `${ADMIN_COOKIE}=${result.token}` } }), Date.now());
    for (const cookie of [
      undefined,
      `${ADMIN_COOKIE}=forged`,
      // Not valid percent-encoding: used to throw a URIError (a 500) before the session check.
      `${ADMIN_COOKIE}=%`,
      `${ADMIN_COOKIE}=%E0%A4%A`,
      `${ADMIN_COOKIE}=${expiredToken}`,
      `${ADMIN_COOKIE}=${result.token}`,
    ]) {
      for (const [loader, path] of adminPages) {
        const outcome = await call(loader, path, { headers: cookie ? { Cookie: cookie } : {} });
        expect(outcome.status, `${path} ${cookie}`).toBe(302);
        expect(outcome.headers.get("Location")).toBe("/admin-login");
      }
      const api = await call(apiWaitlist, "/api/admin/waitlist", {
        headers: cookie ? { Cookie: cookie } : {},
      });
      expect(api.status, String(cookie)).toBe(401);
      expect(api.body).toEqual({ error: "Sign in as an admin to continue." });
    }
  });

  it("the login page sets an HttpOnly, Secure, Strict, expiring cookie and opens /admin", async () => {
    const response = (await loginPageAction({
      request: request("/admin-login", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "10.0.0.9" },
        body: new URLSearchParams({ password: PASSWORD }),
      }),
      context: routerContext(),
      params: {},
    } as never)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin");
    const cookies = response.headers.getSetCookie();
    const admin = cookies.find((c) => c.startsWith(`${ADMIN_COOKIE}=`))!;
    expect(admin).toMatch(/HttpOnly/);
    expect(admin).toMatch(/Secure/);
    expect(admin).toMatch(/SameSite=Strict/);
    expect(admin).toMatch(/Max-Age=28800/);
    const token = admin.split(";")[0]!.split("=")[1]!;
    const cookie = `${ADMIN_COOKIE}=${token}`;
    expect(admin.startsWith("__Host-gr_admin=")).toBe(true);
    expect(admin).toMatch(/Path=\//);
    expect(admin).not.toMatch(/Domain=/i);
    const overview = await call(overviewLoader, "/admin", { headers: { Cookie: cookie } });
    expect(overview.status).toBe(200);
    expect((overview.body as { counts: Record<string, number> }).counts).toHaveProperty("gymApplications");
    // The old cookie name is not read.
    const oldName = await call(overviewLoader, "/admin", { headers: { Cookie: `__gr_admin=${token}` } });
    expect(oldName.headers.get("Location")).toBe("/admin-login");
    // Signed in, the login page sends you on to the dashboard (its middleware).
    const again = await call(loginPageLoader, "/admin-login", { headers: { Cookie: cookie } });
    expect(again.headers.get("Location")).toBe("/admin");

    // Log-out ends the session server-side: the same cookie no longer works.
    const out = (await logoutAction({
      request: request("/admin/logout", { method: "POST", headers: { Cookie: cookie } }),
      context: routerContext(),
      params: {},
    } as never)) as Response;
    expect(out.headers.get("Location")).toBe("/admin-login");
    expect(
      out.headers.getSetCookie().some((c) => c.startsWith(`${ADMIN_COOKIE}=;`) && /Max-Age=0/.test(c)),
    ).toBe(true);
    expect(await isAdmin(db(), request("/admin", { headers: { Cookie: cookie } }), Date.now())).toBe(false);
  });

  it("a cookie that is not valid percent-encoding is no session, not an error, for log-out too", async () => {
    for (const value of ["%", "%E0%A4%A", "abc%zz"]) {
      const cookie = `${ADMIN_COOKIE}=${value}`;
      expect(await isAdmin(db(), request("/admin", { headers: { Cookie: cookie } }), Date.now())).toBe(false);
      const out = (await logoutAction({
        request: request("/admin/logout", { method: "POST", headers: { Cookie: cookie } }),
        context: routerContext(),
        params: {},
      } as never)) as Response;
      expect(out.status).toBe(302);
      expect(out.headers.get("Location")).toBe("/admin-login");
    }
  });

  it("a wrong password on the login page flashes the spec's toast", async () => {
    const response = (await loginPageAction({
      request: request("/admin-login", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "10.0.0.10" },
        body: new URLSearchParams({ password: "wrong" }),
      }),
      context: routerContext(),
      params: {},
    } as never)) as Response;
    expect(response.headers.get("Location")).toBe("/admin-login");
    expect(response.headers.getSetCookie().some((c) => c.startsWith(`${ADMIN_COOKIE}=`))).toBe(false);
  });
});
