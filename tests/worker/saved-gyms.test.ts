import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { action as deleteAction } from "~/routes/api/saved-gym";
import { loader as statusLoader } from "~/routes/api/saved-gym-status";
import { loader as listLoader, action as saveAction } from "~/routes/api/saved-gyms";
import { cookieFrom, insertGym, request, routerContext } from "./helpers";

let gymA: number;
let gymB: number;
let inactive: number;
beforeAll(async () => {
  gymA = (await insertGym({ name: "Alpha Strength" })).id;
  gymB = (await insertGym({ name: "Bravo Barbell" })).id;
  inactive = (await insertGym({ name: "Gone Gym", isActive: false })).id;
});

const call = <T>(
  fn: (args: never) => Promise<T>,
  path: string,
  init: RequestInit = {},
  params: Record<string, string> = {},
) => fn({ request: request(path, init), context: routerContext(), params } as never) as Promise<Response>;

const save = (cookie: string, body: unknown) =>
  call(saveAction, "/api/saved-gyms", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const list = async (cookie: string) =>
  (await (await call(listLoader, "/api/saved-gyms?userId=1", { headers: { Cookie: cookie } })).json()) as {
    id: number;
  }[];

describe("favourites per visitor", () => {
  it("saves for a new visitor, creating their identity, and lists it", async () => {
    const response = await save("", { gymId: gymA });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ gymId: gymA, isSaved: true });
    const cookie = cookieFrom(response.headers);
    expect(cookie).toMatch(/gr_session=/);
    expect((await list(cookie)).map((g) => g.id)).toEqual([gymA]);
  });

  it("two visitors never see each other's favourites, whatever userId the client sends", async () => {
    const first = cookieFrom((await save("", { gymId: gymA })).headers);
    const second = cookieFrom((await save("", { gymId: gymB, userId: 1 })).headers);
    expect((await list(first)).map((g) => g.id)).toEqual([gymA]);
    expect((await list(second)).map((g) => g.id)).toEqual([gymB]);
    expect(await list("")).toEqual([]);
  });

  it("saving twice changes nothing; status and delete follow", async () => {
    const cookie = cookieFrom((await save("", { gymId: gymB })).headers);
    const again = await save(cookie, { gymId: gymB });
    expect(again.status).toBe(200);
    expect(await list(cookie)).toHaveLength(1);

    const status = async () =>
      (await (
        await call(
          statusLoader,
          `/api/saved-gyms/${gymB}/status`,
          { headers: { Cookie: cookie } },
          { id: String(gymB) },
        )
      ).json()) as {
        isSaved: boolean;
      };
    expect(await status()).toEqual({ isSaved: true });

    const removed = await call(
      deleteAction,
      `/api/saved-gyms/${gymB}`,
      { method: "DELETE", headers: { Cookie: cookie } },
      { id: String(gymB) },
    );
    expect(removed.status).toBe(200);
    expect(await status()).toEqual({ isSaved: false });
    expect(await list(cookie)).toEqual([]);
    const removedAgain = await call(
      deleteAction,
      `/api/saved-gyms/${gymB}`,
      { method: "DELETE", headers: { Cookie: cookie } },
      { id: String(gymB) },
    );
    expect(removedAgain.status).toBe(200);
  });

  it("refuses bad input with a message and writes nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM saved_gyms").first<{ n: number }>();
    for (const [body, status, message] of [
      ["{not json", 400, "JSON object"],
      [[1, 2], 400, "JSON object"],
      [{}, 400, "gymId"],
      [{ gymId: "abc" }, 400, "gymId"],
      [{ gymId: -4 }, 400, "gymId"],
      [{ gymId: 1.5 }, 400, "gymId"],
      [{ gymId: 999999 }, 404, "Gym not found"],
      [{ gymId: inactive }, 404, "Gym not found"],
    ] as const) {
      const response = await save("", body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(((await response.json()) as { error: string }).error).toContain(message);
    }
    const after = await env.DB.prepare("SELECT count(*) AS n FROM saved_gyms").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
    const badId = await call(deleteAction, "/api/saved-gyms/x", { method: "DELETE" }, { id: "x" });
    expect(badId.status).toBe(400);
    const wrongMethod = await call(
      deleteAction,
      `/api/saved-gyms/${gymA}`,
      { method: "PUT" },
      { id: String(gymA) },
    );
    expect(wrongMethod.status).toBe(405);
  });
});
