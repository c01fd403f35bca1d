/**
 * The test harness answers as React Router does for a URL no route pattern takes: a backslash in a
 * gym id (found by fuzz-pages: the harness called the partner action anyway, without the partner
 * area's middleware, so the action's account check threw). The app answers that URL with its
 * not-found page (checked against wrangler dev: 404, where /partner/gyms/5/recovery redirects to
 * sign-in), so the action never runs.
 */
import { describe, expect, it } from "vitest";
import { action } from "~/routes/partner/gym/recovery";
import { call } from "./route-helpers";

describe("a URL no route takes", () => {
  it("is answered 404 without running the action", async () => {
    const outcome = await call(action, "/partner/gyms/%5C/recovery", {
      method: "POST",
      body: new URLSearchParams({ intent: "save" }),
      params: { gymId: "\\" },
    });
    expect(outcome.status).toBe(404);
  });
});
