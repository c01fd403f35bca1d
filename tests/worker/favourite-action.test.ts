import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { action as favourites } from "~/routes/favourites/route";
import { insertGym, request, routerContext } from "./helpers";

/** A heart's post to /favourites, from the page at `back`. */
function post(fields: Record<string, string>, back: string) {
  return favourites({
    request: request("/favourites", { method: "POST", body: new URLSearchParams({ ...fields, back }) }),
    context: routerContext(),
    params: {},
  } as never);
}

function onlyCookie(headers: Headers): string {
  // The identity and the toast travel in one session cookie.
  expect(headers.getSetCookie()).toHaveLength(1);
  return headers.getSetCookie()[0]?.split(";")[0] ?? "";
}

async function toastAfter(fields: Record<string, string>) {
  const response = await post(fields, "/gyms?city=Perth");
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/gyms?city=Perth");
  const result = (await rootLoader({
    request: request("/gyms", { headers: { Cookie: onlyCookie(response.headers) } }),
    context: routerContext(),
    params: {},
  } as never)) as unknown as { data: { toast: { title: string; description?: string } | null } };
  return result.data.toast;
}

describe("the heart's action, POST /favourites", () => {
  it("saves and removes with the spec's toasts, back on the same page", async () => {
    const gym = await insertGym();
    expect(await toastAfter({ intent: "save", gymId: String(gym.id) })).toMatchObject({ title: "Gym saved" });
    expect(await toastAfter({ intent: "unsave", gymId: String(gym.id) })).toMatchObject({
      title: "Gym removed",
    });
  });

  it("failures get the spec's failure toasts", async () => {
    expect(await toastAfter({ intent: "save", gymId: "999999" })).toMatchObject({
      title: "Save failed",
      description: "Failed to save gym. Please try again.",
    });
    expect(await toastAfter({ intent: "unsave", gymId: "nope" })).toMatchObject({
      title: "Remove failed",
      description: "Failed to remove gym. Please try again.",
    });
  });

  it("removing a gym creates no identity for a visitor who has none", async () => {
    const gym = await insertGym();
    const users = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!.n;
    const before = await users();
    const response = await post({ intent: "unsave", gymId: String(gym.id) }, "/gyms");
    expect(response.status).toBe(302);
    expect(await users()).toBe(before);
  });

  it("goes back only to a page of this site", async () => {
    const gym = await insertGym();
    for (const back of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "gyms"]) {
      const response = await post({ intent: "unsave", gymId: String(gym.id) }, back);
      expect(response.headers.get("Location"), back).toBe("/");
    }
  });
});
