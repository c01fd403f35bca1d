/**
 * D1 through Sessions API sessions (ADR 033): a write's response keeps its bookmark in a cookie, the
 * next page read starts from it and sees the write, and a cookie that is not a bookmark never reaches D1.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE, openRequestD1, requestBookmark } from "~/lib/d1-session.server";
import { request } from "./helpers";

const post = (path: string) => request(path, { method: "POST" });
const withCookie = (cookie: string) => request("/bookings", { headers: { Cookie: cookie } });

describe("D1 sessions per request", () => {
  it("keeps a write's bookmark, and the next read starts from it and sees the write", async () => {
    const write = openRequestD1(env.DB, post("/api/waitlist"));
    await write.db
      .prepare("INSERT INTO users (user_type, email) VALUES ('athlete', 'session-reader@example.com')")
      .run();
    const cookie = write.bookmarkCookie();
    expect(cookie).toMatch(
      new RegExp(`^${BOOKMARK_COOKIE}=[^;]+; Max-Age=300; Path=/; Secure; HttpOnly; SameSite=Lax$`),
    );

    const pair = cookie!.split(";")[0]!;
    const next = withCookie(`other=1; ${pair}`);
    expect(requestBookmark(next)).toBe(decodeURIComponent(pair.split("=")[1]!));
    const read = openRequestD1(env.DB, next);
    const row = await read.db
      .prepare("SELECT email FROM users WHERE email = 'session-reader@example.com'")
      .first<{ email: string }>();
    expect(row?.email).toBe("session-reader@example.com");
    // A read sets no cookie (so a page stays cacheable).
    expect(read.bookmarkCookie()).toBeUndefined();
  });

  it("ignores a cookie that is not a bookmark, and reads as usual", async () => {
    for (const forged of ["first-primary", "'; DROP TABLE users; --", "x".repeat(500), "zz-zz"]) {
      const req = withCookie(`${BOOKMARK_COOKIE}=${encodeURIComponent(forged)}`);
      expect(requestBookmark(req)).toBeUndefined();
      const row = await openRequestD1(env.DB, req).db.prepare("SELECT 1 AS one").first<{ one: number }>();
      expect(row?.one).toBe(1);
    }
  });
});
