import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { workerContext } from "~/context.server";
import { WAITLIST_MESSAGES } from "~/domain/schemas/waitlist";
import { action as apiAction } from "~/routes/api/waitlist";
import { action as pageAction, loader as pageLoader } from "~/routes/waitlist/route";
import { request, routerContext } from "./helpers";

type Reply = {
  data: { result: { error?: Record<string, string[] | null> }; failed?: true };
  init: { status: number };
};

const postJson = (body: string | unknown, context = routerContext()) =>
  apiAction({
    request: request("/api/waitlist", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    context,
    params: {},
  } as never) as Promise<Response>;

const postForm = (fields: Record<string, string>, context = routerContext()) =>
  pageAction({
    request: request("/waitlist", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
    context,
    params: {},
  } as never) as Promise<Response | Reply>;

const rowCount = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM waitlist").first<{ n: number }>())!.n;

const rowFor = (email: string) =>
  env.DB.prepare(
    "SELECT email, name, city, country, user_type, source, sport, how_did_you_hear, additional_info, notified FROM waitlist WHERE email = ?",
  )
    .bind(email)
    .first();

/** A context whose D1 fails every query, for the failure path. */
function brokenContext() {
  const context = routerContext();
  const worker = context.get(workerContext);
  const fail = () => {
    throw new Error("D1 is unavailable");
  };
  const db = { prepare: fail, batch: fail, exec: fail } as unknown as D1Database;
  context.set(workerContext, { ...worker, config: { ...worker.config, db } });
  return context;
}

const VALID = {
  name: "Kiri Walker",
  email: "kiri.join@example.com",
  location: "Wellington, New Zealand",
  sport: "powerlifting",
};

beforeAll(async () => {
  expect(await rowCount()).toBe(0);
});

describe("POST /api/waitlist", () => {
  it("stores the sign-up: location as city and country, the sport's label, the answers", async () => {
    const response = await postJson({
      ...VALID,
      name: "  Kiri Walker ",
      email: " Kiri.Join@Example.com ",
      howDidYouHear: "instagram",
      additionalInfo: "I travel for meets in Australia.",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
    expect(await rowFor("kiri.join@example.com")).toEqual({
      email: "kiri.join@example.com",
      name: "Kiri Walker",
      city: "Wellington",
      country: "New Zealand",
      user_type: "athlete",
      source: "instagram",
      sport: "Powerlifting",
      how_did_you_hear: "instagram",
      additional_info: "I travel for meets in Australia.",
      notified: 0,
    });
  });

  it("accepts the sport's label and leaves the optional answers empty", async () => {
    const response = await postJson({
      name: "Josh",
      email: "josh.api@example.com",
      location: "Sydney",
      sport: "CrossFit",
    });
    expect(response.status).toBe(200);
    expect(await rowFor("josh.api@example.com")).toMatchObject({
      city: "Sydney",
      country: "Australia",
      sport: "CrossFit",
      source: null,
      how_did_you_hear: null,
      additional_info: null,
    });
  });

  it("refuses each invalid field with its message and writes nothing", async () => {
    const before = await rowCount();
    for (const [body, message] of [
      [{ ...VALID, email: "a1@example.com", name: "" }, WAITLIST_MESSAGES.name],
      [{ ...VALID, email: "a2@example.com", name: "   " }, WAITLIST_MESSAGES.name],
      [{ email: "a3@example.com", location: "Nelson", sport: "rugby" }, WAITLIST_MESSAGES.name],
      [{ ...VALID, email: "not-an-email" }, "Please enter a valid email address"],
      [{ ...VALID, email: "" }, "Please enter a valid email address"],
      [{ ...VALID, email: undefined }, "Please enter a valid email address"],
      [{ ...VALID, email: "a4@example.com", location: "" }, WAITLIST_MESSAGES.location],
      [{ ...VALID, email: "a5@example.com", location: undefined }, WAITLIST_MESSAGES.location],
      [{ ...VALID, email: "a6@example.com", sport: "" }, WAITLIST_MESSAGES.sport],
      [{ ...VALID, email: "a7@example.com", sport: undefined }, WAITLIST_MESSAGES.sport],
      [{ ...VALID, email: "a8@example.com", sport: "quidditch" }, WAITLIST_MESSAGES.sportUnknown],
      [
        { ...VALID, email: "a9@example.com", howDidYouHear: "carrier pigeon" },
        WAITLIST_MESSAGES.howDidYouHear,
      ],
      [{ ...VALID, email: "a10@example.com", name: "x".repeat(101) }, "at most 100"],
      [{ ...VALID, email: "a11@example.com", additionalInfo: "x".repeat(1001) }, "at most 1000"],
      [{ ...VALID, email: "a12@example.com", name: 42 }, WAITLIST_MESSAGES.name],
    ] as const) {
      const response = await postJson(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(message);
    }
    expect(await rowCount()).toBe(before);
  });

  it("answers 4xx to a body that is not a JSON object, and to other methods", async () => {
    const before = await rowCount();
    for (const body of ["{not json", "[1, 2]", '"text"', "null"]) {
      const response = await postJson(body);
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
    const put = (await apiAction({
      request: request("/api/waitlist", { method: "PUT", body: "{}" }),
      context: routerContext(),
      params: {},
    } as never)) as Response;
    expect(put.status).toBe(405);
    expect(await rowCount()).toBe(before);
  });

  it("joining twice with the same e-mail (any case) is the same success and keeps one row", async () => {
    const first = await postJson({ ...VALID, email: "twice@example.com", name: "First" });
    const second = await postJson({ ...VALID, email: "TWICE@example.com", name: "Second" });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toEqual(await first.json());
    const rows = await env.DB.prepare("SELECT name FROM waitlist WHERE email = 'twice@example.com'").all();
    expect(rows.results).toEqual([{ name: "First" }]);
  });

  it("two concurrent joins with one e-mail leave one row", async () => {
    const responses = await Promise.all(
      ["Racer One", "Racer Two", "Racer Three"].map((name) =>
        postJson({ ...VALID, email: "race@example.com", name }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    const { n } = (await env.DB.prepare(
      "SELECT count(*) AS n FROM waitlist WHERE email = 'race@example.com'",
    ).first<{ n: number }>())!;
    expect(n).toBe(1);
  });

  it("a database failure is a 503 with the spec's message, not a 500", async () => {
    const response = await postJson({ ...VALID, email: "down@example.com" }, brokenContext());
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "Failed to join waitlist. Please try again." });
  });
});

describe("the /waitlist page", () => {
  it("a valid form joins and redirects to the thank-you view; joining again does the same", async () => {
    const fields = {
      name: "Aroha Ngata",
      email: "aroha.page@example.com",
      location: "Auckland NZ",
      sport: "rugby",
      howDidYouHear: "friend",
      additionalInfo: "",
    };
    for (let i = 0; i < 2; i++) {
      const response = (await postForm(fields)) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/waitlist?joined");
    }
    expect(await rowFor("aroha.page@example.com")).toMatchObject({
      name: "Aroha Ngata",
      city: "Auckland",
      country: "New Zealand",
      sport: "Rugby",
      source: "friend",
      additional_info: null,
    });
    const { n } = (await env.DB.prepare(
      "SELECT count(*) AS n FROM waitlist WHERE email = 'aroha.page@example.com'",
    ).first<{ n: number }>())!;
    expect(n).toBe(1);
  });

  it("an empty form gets every required field's message (400) and writes nothing", async () => {
    const before = await rowCount();
    const reply = (await postForm({ name: "", email: "nope", location: " ", sport: "" })) as Reply;
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error).toMatchObject({
      name: ["Name is required"],
      email: ["Please enter a valid email address"],
      location: ["Location is required"],
      sport: ["Primary sport is required"],
    });
    expect(await rowCount()).toBe(before);
  });

  it("a database failure keeps the form with the spec's failure message (503)", async () => {
    const reply = (await postForm({ ...VALID, email: "down.page@example.com" }, brokenContext())) as Reply;
    expect(reply.init.status).toBe(503);
    expect(reply.data.failed).toBe(true);
    expect(reply.data.result.error?.[""]).toEqual(["Failed to join waitlist. Please try again."]);
  });

  it("the loader shows the thank-you view only after joining", () => {
    const load = (path: string) =>
      pageLoader({ request: request(path), context: routerContext(), params: {} } as never);
    expect(load("/waitlist")).toEqual({ joined: false });
    expect(load("/waitlist?joined")).toEqual({ joined: true });
  });
});
