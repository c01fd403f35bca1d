import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { trainers } from "~/db/schema";
import { action, loader } from "~/routes/trainer/route";
import { db, request, routerContext } from "./helpers";

let trainerId: number;
beforeAll(async () => {
  const [row] = await db()
    .insert(trainers)
    .values({
      name: "Hemi Walker",
      city: "Rotorua",
      country: "New Zealand",
      currency: "NZD",
      hourlyRateCents: 9000,
      contactEmail: "hemi@coach.example",
    })
    .returning({ id: trainers.id });
  trainerId = row!.id;
});

const post = (fields: Record<string, string>) => {
  const body = new URLSearchParams(fields);
  return action({
    request: request(`/trainer/${trainerId}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    }),
    context: routerContext(),
    params: { id: String(trainerId) },
  } as never) as Promise<unknown>;
};
const outboxCount = async () =>
  (await env.DB.prepare(
    "SELECT count(*) AS n FROM mail_outbox WHERE kind = 'trainer_session_request'",
  ).first<{ n: number }>())!.n;

describe("trainer profile /trainer/{id}", () => {
  it("loads the trainer without contact details, and 404s for a missing one", async () => {
    const result = (await loader({
      request: request("/"),
      context: routerContext(),
      params: { id: String(trainerId) },
    } as never)) as {
      trainer: { name: string; rating: number };
    };
    expect(result.trainer).toMatchObject({ name: "Hemi Walker", rating: 5 });
    expect(JSON.stringify(result)).not.toContain("hemi@coach.example");
    await expect(
      loader({ request: request("/"), context: routerContext(), params: { id: "999999" } } as never),
    ).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it("a valid request is queued to the trainer and redirects with a toast", async () => {
    const before = await outboxCount();
    const response = (await post({
      athleteName: "Ana",
      athleteEmail: "ana@example.com",
      sessions: "4",
      from: "2026-12-01",
      to: "2026-12-10",
    })) as Response;
    expect(response.status).toBe(302);
    expect(await outboxCount()).toBe(before + 1);
    const mail = await env.DB.prepare("SELECT to_address, subject FROM mail_outbox ORDER BY id DESC").first<{
      to_address: string;
      subject: string;
    }>();
    expect(mail).toMatchObject({ to_address: "hemi@coach.example" });
    expect(mail?.subject).toContain("4 sessions");
  });

  it("invalid input returns field errors with the spec's messages and queues nothing", async () => {
    const before = await outboxCount();
    const result = (await post({ athleteName: "", athleteEmail: "nope", sessions: "31", from: "" })) as {
      data: { error: Record<string, string[]> };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.error.athleteName).toEqual(["Name is required"]);
    expect(result.data.error.athleteEmail).toEqual(["Valid email is required"]);
    expect(result.data.error.sessions).toEqual(["Number of sessions must be between 1 and 30"]);
    expect(result.data.error.from).toEqual(["Please select a start date"]);
    expect(await outboxCount()).toBe(before);
  });
});
