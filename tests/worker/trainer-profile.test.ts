import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { trainers } from "~/db/schema";
import { TRAINER_REQUEST_MESSAGES } from "~/domain/schemas/trainer-request";
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
/** An ISO date this many days from now (UTC: within a day of today in every zone we serve). */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

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
      from: daysAhead(8),
      to: daysAhead(17),
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

  it("a start date that has passed, more than a year ahead, or dates that do not exist, are refused and queue nothing", async () => {
    const before = await outboxCount();
    const valid = { athleteName: "Ana", athleteEmail: "ana@example.com", sessions: "2" };
    for (const [dates, field, message] of [
      [{ from: "2020-01-01" }, "from", TRAINER_REQUEST_MESSAGES.fromPast],
      [{ from: daysAhead(-3) }, "from", TRAINER_REQUEST_MESSAGES.fromPast],
      [{ from: "2027-02-30" }, "from", TRAINER_REQUEST_MESSAGES.from],
      [{ from: "2027-13-01" }, "from", TRAINER_REQUEST_MESSAGES.from],
      [{ from: daysAhead(5), to: "2027-02-30" }, "to", TRAINER_REQUEST_MESSAGES.to],
      [{ from: daysAhead(5), to: daysAhead(4) }, "to", TRAINER_REQUEST_MESSAGES.toBeforeFrom],
      [{ from: daysAhead(400) }, "from", TRAINER_REQUEST_MESSAGES.tooFar],
      [{ from: "9999-12-31" }, "from", TRAINER_REQUEST_MESSAGES.tooFar],
      [{ from: daysAhead(5), to: daysAhead(400) }, "to", TRAINER_REQUEST_MESSAGES.tooFar],
    ] as const) {
      const result = (await post({ ...valid, ...dates })) as {
        data: { error: Record<string, string[]> };
        init: { status: number };
      };
      expect(result.init.status, JSON.stringify(dates)).toBe(400);
      expect(result.data.error[field], JSON.stringify(dates)).toEqual([message]);
    }
    expect(await outboxCount()).toBe(before);
  });
});
