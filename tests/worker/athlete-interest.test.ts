import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { action } from "~/routes/api/athlete-interest";
import { insertGym, request, routerContext } from "./helpers";

let gymId: number;
beforeAll(async () => {
  gymId = (await insertGym({ name: "Harbour Strength", contactEmail: "owner@harbour.example" })).id;
});

const post = (body: unknown) =>
  action({
    request: request("/api/athlete-interest", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    context: routerContext(),
    params: {},
  } as never) as Promise<Response>;

const counts = async () => ({
  messages: (await env.DB.prepare("SELECT count(*) AS n FROM athlete_interest_messages").first<{
    n: number;
  }>())!.n,
  mails: (await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox").first<{ n: number }>())!.n,
});

describe("POST /api/athlete-interest", () => {
  it("stores the message and queues an e-mail to the gym, with the spec's success text", async () => {
    const response = await post({
      gymId,
      athleteName: "  Aroha Ngata ",
      athleteEmail: "aroha@example.com",
      message: "Group of 6?",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      message: "Interest Sent! The gym owner will contact you directly via email.",
    });
    const stored = await env.DB.prepare(
      "SELECT athlete_name, message FROM athlete_interest_messages ORDER BY id DESC",
    ).first();
    expect(stored).toEqual({ athlete_name: "Aroha Ngata", message: "Group of 6?" });
    const mail = await env.DB.prepare(
      "SELECT to_address, subject, text_body, kind, status FROM mail_outbox ORDER BY id DESC",
    ).first<{
      to_address: string;
      subject: string;
      text_body: string;
      kind: string;
      status: string;
    }>();
    expect(mail).toMatchObject({
      to_address: "owner@harbour.example",
      kind: "owner_contact",
      status: "queued",
    });
    expect(mail?.subject).toContain("Aroha Ngata");
    expect(mail?.text_body).toContain("aroha@example.com");
  });

  it("accepts a missing message (optional) and a numeric-string gymId", async () => {
    expect(
      (await post({ gymId: String(gymId), athleteName: "Sam", athleteEmail: "sam@example.com" })).status,
    ).toBe(201);
  });

  it("refuses bad input with the spec's messages and writes nothing", async () => {
    const before = await counts();
    for (const [body, status, message] of [
      [{ gymId, athleteName: "", athleteEmail: "a@b.co" }, 400, "Name is required"],
      [{ gymId, athleteName: "   ", athleteEmail: "a@b.co" }, 400, "Name is required"],
      [{ gymId, athleteName: "Sam", athleteEmail: "not-an-email" }, 400, "Invalid email address"],
      [{ gymId, athleteName: "Sam" }, 400, "Invalid email address"],
      [{ gymId: "abc", athleteName: "Sam", athleteEmail: "a@b.co" }, 400, "gymId"],
      [{ gymId, athleteName: "x".repeat(5000), athleteEmail: "a@b.co" }, 400, "at most 100"],
      [{ gymId: 999999, athleteName: "Sam", athleteEmail: "a@b.co" }, 404, "Gym not found"],
    ] as const) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(((await response.json()) as { error: string }).error).toContain(message);
    }
    expect(await counts()).toEqual(before);
  });
});
