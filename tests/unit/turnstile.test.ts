import { describe, expect, it } from "vitest";
import { SITEVERIFY_URL, verifyTurnstile } from "~/middleware/turnstile.server";

/** A fetch that answers siteverify with `outcome` and records what it was sent. */
function fakeFetch(outcome: unknown, status = 200) {
  const calls: { url: string; body: FormData }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, body: init.body as FormData });
    return new Response(JSON.stringify(outcome), { status, headers: { "Content-Type": "application/json" } });
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

describe("verifyTurnstile", () => {
  it("accepts a token siteverify calls a success, sending the secret, the token and the address", async () => {
    const { fetcher, calls } = fakeFetch({ success: true });
    expect(await verifyTurnstile("secret-key", "token-123", "203.0.113.5", fetcher)).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(SITEVERIFY_URL);
    expect(calls[0]?.body.get("secret")).toBe("secret-key");
    expect(calls[0]?.body.get("response")).toBe("token-123");
    expect(calls[0]?.body.get("remoteip")).toBe("203.0.113.5");
  });

  it("refuses a token siteverify rejects (used, expired, forged)", async () => {
    const { fetcher } = fakeFetch({ success: false, "error-codes": ["timeout-or-duplicate"] });
    expect(await verifyTurnstile("secret-key", "old-token", null, fetcher)).toEqual({
      ok: false,
      reason: "rejected",
    });
  });

  it("refuses without asking when there is no token, or an absurd one", async () => {
    const { fetcher, calls } = fakeFetch({ success: true });
    expect(await verifyTurnstile("secret-key", undefined, null, fetcher)).toEqual({
      ok: false,
      reason: "missing",
    });
    expect(await verifyTurnstile("secret-key", "", null, fetcher)).toEqual({ ok: false, reason: "missing" });
    expect(await verifyTurnstile("secret-key", "x".repeat(5000), null, fetcher)).toEqual({
      ok: false,
      reason: "missing",
    });
    expect(calls).toHaveLength(0);
  });

  it("fails closed when siteverify cannot be reached or answers an error", async () => {
    const down = (async () => {
      throw new TypeError("network down");
    }) as unknown as typeof fetch;
    expect(await verifyTurnstile("secret-key", "token", null, down)).toEqual({
      ok: false,
      reason: "unreachable",
    });
    const { fetcher } = fakeFetch({ success: true }, 500);
    expect(await verifyTurnstile("secret-key", "token", null, fetcher)).toEqual({
      ok: false,
      reason: "unreachable",
    });
  });

  it("a success that is not exactly true is not a success", async () => {
    const { fetcher } = fakeFetch({ success: "true" });
    expect((await verifyTurnstile("secret-key", "token", null, fetcher)).ok).toBe(false);
  });
});
