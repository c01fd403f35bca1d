import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { FORM_MESSAGES, MAX_BODY_BYTES, MAX_DRAIN_BYTES } from "~/lib/form.server";
import { action as addGym } from "~/routes/add-gym/route";
import { action as apiWaitlist } from "~/routes/api/waitlist";
import { action as favourites } from "~/routes/favourites/route";
import { action as waitlistPage } from "~/routes/waitlist/route";
import { call } from "./route-helpers";

/*
 * A form post whose body is not a form: page actions used to let request.formData()'s TypeError
 * through (a 500); the JSON API's form branch did the same for a broken multipart body.
 */

const post = (
  action: (args: never) => unknown,
  path: string,
  headers: Record<string, string>,
  body: string,
) => call(action, path, { method: "POST", headers, body });

describe("a page action given a body that is not a form", () => {
  it("answers 415 with a message for JSON, text or no type", async () => {
    const types: Record<string, string>[] = [
      { "Content-Type": "application/json" },
      { "Content-Type": "text/plain" },
      {},
    ];
    for (const headers of types) {
      for (const [action, path] of [
        [waitlistPage, "/waitlist"],
        [favourites, "/favourites"],
      ] as const) {
        const outcome = await post(action, path, headers, '{"intent":"save","gymId":1}');
        expect(outcome, JSON.stringify(headers)).toMatchObject({
          status: 415,
          body: FORM_MESSAGES.unsupported,
          thrown: true,
        });
      }
    }
  });

  it("answers 400 with a message for multipart without a boundary or with a broken body", async () => {
    for (const type of ["multipart/form-data", "multipart/form-data; boundary=x"]) {
      const outcome = await post(waitlistPage, "/waitlist", { "Content-Type": type }, "--x\r\nbroken");
      expect(outcome).toMatchObject({ status: 400, body: FORM_MESSAGES.unreadable, thrown: true });
    }
  });

  it("still reads a url-encoded or multipart form", async () => {
    const outcome = await call(waitlistPage, "/waitlist", { method: "POST", body: new FormData() });
    expect(outcome.status).toBe(400);
    expect(outcome.thrown).toBe(false);
    expect(outcome.body).toMatchObject({ result: { error: { name: ["Name is required"] } } });
  });
});

describe("the JSON API given a broken form body", () => {
  it("answers 400 with { error } instead of a 500", async () => {
    for (const type of ["multipart/form-data", "multipart/form-data; boundary=x"]) {
      const outcome = await post(apiWaitlist, "/api/waitlist", { "Content-Type": type }, "--x\r\nbroken");
      expect(outcome).toMatchObject({ status: 400, body: { error: FORM_MESSAGES.unreadable } });
    }
  });
});

describe("fields no form of ours sends", () => {
  const form = (entries: [string, string][]) => ({
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(entries),
  });
  const valid: [string, string][] = [
    ["name", "Aroha"],
    ["email", "aroha@example.com"],
    ["location", "Wellington"],
    ["sport", "crossfit"],
  ];

  it("Conform's control fields, which it would throw on, are a 400 with a message", async () => {
    for (const entry of [
      ["__intent__", "nope"],
      ["__intent__", '{"type":"x"}'],
      ["__intent__", '{"type":"validate","payload":{"name":"name"}}'],
      ["__state__", "{"],
    ] as [string, string][]) {
      const outcome = await call(waitlistPage, "/waitlist", form([...valid, entry]));
      expect(outcome, entry.join("=")).toMatchObject({
        status: 400,
        body: FORM_MESSAGES.foreign,
        thrown: true,
      });
    }
  });

  it("a huge list index is refused at once, not turned into a sparse array of billions", async () => {
    const started = Date.now();
    for (const name of ["operatingDays[4294967294]", "operatingDays[100000]", "name[101]", "a[0][99999]"]) {
      const outcome = await call(addGym, "/add-gym", form([[name, "1"]]));
      expect(outcome, name).toMatchObject({ status: 400, body: FORM_MESSAGES.foreign, thrown: true });
    }
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("a small index is still read as the form's own field", async () => {
    const outcome = await call(waitlistPage, "/waitlist", form([["name[0]", "Aroha"]]));
    expect(outcome.status).toBe(400);
    expect(outcome.thrown).toBe(false);
    expect(outcome.body).toMatchObject({ result: { error: { name: ["Name is required"] } } });
  });
});

describe("a body over the size limit", () => {
  const huge = `name=${"a".repeat(MAX_BODY_BYTES)}&email=big%40example.com`;

  it("a page action answers 413 with a message, declared or streamed, and writes nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM waitlist").first<{ n: number }>();
    const declared = await post(
      waitlistPage,
      "/waitlist",
      { "Content-Type": "application/x-www-form-urlencoded" },
      huge,
    );
    expect(declared).toMatchObject({ status: 413, body: FORM_MESSAGES.tooLarge, thrown: true });
    // Streamed without a length: nothing past the limit is kept; the rest is drained (so the
    // connection stays usable, workerd#1741) up to MAX_DRAIN_BYTES, then cancelled.
    const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent++;
        if (sent > 1000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await call(waitlistPage, "/waitlist", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: stream,
    });
    expect(streamed).toMatchObject({ status: 413, body: FORM_MESSAGES.tooLarge });
    expect(sent).toBeLessThan(MAX_DRAIN_BYTES / chunk.byteLength + 10);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM waitlist").first<{ n: number }>();
    expect(after).toEqual(before);
  });

  it("the JSON API answers 413 with { error }", async () => {
    const json = await post(
      apiWaitlist,
      "/api/waitlist",
      { "Content-Type": "application/json" },
      JSON.stringify({ name: "a".repeat(200_000) }),
    );
    expect(json).toMatchObject({ status: 413, body: { error: "Request body is too large" } });
    const form = await post(
      apiWaitlist,
      "/api/waitlist",
      { "Content-Type": "application/x-www-form-urlencoded" },
      huge,
    );
    expect(form).toMatchObject({ status: 413, body: { error: FORM_MESSAGES.tooLarge } });
  });
});
