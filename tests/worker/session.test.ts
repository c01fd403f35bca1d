import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ensureVisitor, getVisitorId } from "~/identity.server";
import { loader as rootLoader } from "~/root";
import { redirectWithToast, SESSION_COOKIE } from "~/session.server";
import { config, cookieFrom, request, routerContext } from "./helpers";

describe("visitor identity", () => {
  it("creates an athlete the first time and keeps it on the next request", async () => {
    const first = await ensureVisitor(config(), request("/"));
    const setCookie = first.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toContain(`${SESSION_COOKIE}=`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const user = await env.DB.prepare("SELECT user_type FROM users WHERE id = ?")
      .bind(first.userId)
      .first<{ user_type: string }>();
    expect(user?.user_type).toBe("athlete");

    const cookie = cookieFrom(first.headers);
    const again = await ensureVisitor(config(), request("/", { headers: { Cookie: cookie } }));
    expect(again.userId).toBe(first.userId);
    expect(again.headers.get("Set-Cookie")).toBeNull();
    expect(await getVisitorId(config(), request("/", { headers: { Cookie: cookie } }))).toBe(first.userId);
  });

  it("ignores a forged or tampered cookie", async () => {
    const first = await ensureVisitor(config(), request("/"));
    const [name, value] = cookieFrom(first.headers).split("=");
    const tampered = `${name}=${value!.replace(/^./, (c) => (c === "e" ? "f" : "e"))}`;
    expect(await getVisitorId(config(), request("/", { headers: { Cookie: tampered } }))).toBeUndefined();
    const forgedPayload = btoa(JSON.stringify({ userId: first.userId }));
    expect(
      await getVisitorId(
        config(),
        request("/", { headers: { Cookie: `${SESSION_COOKIE}=${forgedPayload}` } }),
      ),
    ).toBeUndefined();
  });

  it("refuses to create identities when no session secret is configured", async () => {
    const unconfigured = { ...config(), sessionSecrets: [] };
    await expect(ensureVisitor(unconfigured, request("/"))).rejects.toThrow(/SESSION_SECRET/);
  });
});

describe("toasts across a redirect", () => {
  it("the root loader shows a flashed toast once, then clears it", async () => {
    const redirect = await redirectWithToast(config(), request("/x"), "/", { title: "Gym saved" });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/");
    const cookie = cookieFrom(redirect.headers);

    const first = (await rootLoader({
      request: request("/", { headers: { Cookie: cookie } }),
      context: routerContext(),
      params: {},
    } as never)) as unknown as { data: { toast: { title: string } | null }; init: ResponseInit };
    expect(first.data.toast?.title).toBe("Gym saved");
    const cleared = cookieFrom(new Headers(first.init.headers));

    const second = (await rootLoader({
      request: request("/", { headers: { Cookie: cleared } }),
      context: routerContext(),
      params: {},
    } as never)) as unknown as { data: { toast: unknown } };
    expect(second.data.toast).toBeNull();
  });
});
