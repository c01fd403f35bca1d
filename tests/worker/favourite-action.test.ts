import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { handleFavouriteAction } from "~/lib/favourite-action.server";
import { loader as rootLoader } from "~/root";
import { insertGym, request, routerContext } from "./helpers";

function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

function onlyCookie(headers: Headers): string {
  // The identity and the toast travel in one session cookie.
  expect(headers.getSetCookie()).toHaveLength(1);
  return headers.getSetCookie()[0]?.split(";")[0] ?? "";
}

async function toastAfter(fields: Record<string, string>) {
  const response = await handleFavouriteAction(
    request("/gyms.data?city=Perth&_routes=x", { method: "POST" }),
    routerContext(),
    formOf(fields),
  );
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/gyms?city=Perth");
  const result = (await rootLoader({
    request: request("/gyms", { headers: { Cookie: onlyCookie(response.headers) } }),
    context: routerContext(),
    params: {},
  } as never)) as unknown as { data: { toast: { title: string; description?: string } | null } };
  return result.data.toast;
}

describe("the heart's action", () => {
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
    const response = await handleFavouriteAction(
      request("/gyms", { method: "POST" }),
      routerContext(),
      formOf({ intent: "unsave", gymId: String(gym.id) }),
    );
    expect(response.status).toBe(302);
    expect(await users()).toBe(before);
  });
});
