import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { workerContext } from "~/context.server";
import { GYM_APPLICATION_MESSAGES as M, ONBOARDING_PLACEHOLDER } from "~/domain/schemas/gym-application";
import { action as pageAction } from "~/routes/add-gym/route";
import { action as apiAction } from "~/routes/api/gym-application";
import { request, routerContext } from "./helpers";

// Obviously fake payout details: the tests assert they never come back in any response.
const BANK = {
  bankAccountName: "M Tane Trading Account",
  bankAccountNumber: "12-3456-7654321-00",
  bsb: "083-170",
};
const BANK_VALUES = ["M Tane Trading Account", "7654321", "083-170", "083170"];

const valid = {
  contactName: "Mere Tane",
  contactEmail: "mere@kiaora.example",
  contactPhone: "+64 21 555 0101",
  gymName: "Kia Ora Strength",
  address: "12 Cuba Street",
  city: "Wellington",
  country: "New Zealand",
  description: "A strength gym with six platforms and calibrated plates.",
  gymRules: "Re-rack your weights. Chalk in the bowl.",
  dayPassRate: 35,
  hourlyRate: 12.5,
  weeklyRate: "90",
  openTime: "05:30",
  closeTime: "21:00",
  operatingDays: [1, 2, 3, 4, 5, "Saturday"],
  equipment: ["Lift Rack", "Olympic Lifting Platform", "Lift Rack"],
  amenities: ["Sauna"],
  sports: ["Powerlifting", "CrossFit"],
  canHostTeams: true,
  maxTeamSize: 20,
  businessName: "Kia Ora Fitness Ltd",
  businessType: "Company",
  message: "We'd love to host travelling lifters.",
  acceptedTerms: true,
};

type ApiBody = { id?: number; status?: string; error?: string; errors?: Record<string, string[]> };

const postJson = (body: unknown, context = routerContext()) =>
  apiAction({
    request: request("/api/gym-application", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    context,
    params: {},
  } as never) as Promise<Response>;

type PageReply = {
  data: {
    result: { status?: string; error?: Record<string, string[] | null>; initialValue?: unknown };
    failed: boolean;
  };
  init: { status: number };
};

/** The page action with a form body; lists become repeated keys, like checkboxes. */
const postForm = (fields: Record<string, unknown>, context = routerContext()) => {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) form.append(key, String(item));
    else if (value === true) form.append(key, "on");
    else if (value !== undefined && value !== false) form.append(key, String(value));
  }
  return pageAction({
    request: request("/add-gym", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
    }),
    context,
    params: {},
  } as never) as Promise<Response | PageReply>;
};

const count = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
const counts = async () => ({
  applications: await count("gym_applications"),
  mails: await count("mail_outbox"),
});

/** A context whose database refuses writes (the batch throws), as when D1 is unavailable. */
function brokenContext() {
  const context = routerContext();
  const worker = context.get(workerContext);
  const db = new Proxy(env.DB, {
    get(target, key) {
      if (key === "batch") return () => Promise.reject(new Error("D1 is unavailable"));
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  context.set(workerContext, { ...worker, config: { ...worker.config, db } });
  return context;
}

afterEach(() => vi.restoreAllMocks());

describe("POST /api/gym-application", () => {
  it("stores a pending application (cents, lists, payout details) and queues the acknowledgement", async () => {
    const before = await counts();
    const response = await postJson({ ...valid, ...BANK });
    expect(response.status).toBe(201);
    const text = await response.text();
    const body = JSON.parse(text) as ApiBody;
    expect(body).toEqual({ id: expect.any(Number), status: "pending" });
    for (const secret of BANK_VALUES) expect(text).not.toContain(secret);

    const row = await env.DB.prepare("SELECT * FROM gym_applications WHERE id = ?").bind(body.id).first();
    expect(row).toMatchObject({
      status: "pending",
      accepted_terms: 1,
      terms_accepted_at: expect.any(Number),
      contact_name: "Mere Tane",
      contact_email: "mere@kiaora.example",
      gym_name: "Kia Ora Strength",
      city: "Wellington",
      country: "New Zealand",
      day_pass_rate_cents: 3500,
      hourly_rate_cents: 1250,
      weekly_rate_cents: 9000,
      monthly_rate_cents: null,
      open_time: "05:30",
      close_time: "21:00",
      is_24_hours: 0,
      operating_days: "[1,2,3,4,5,6]",
      equipment: JSON.stringify(["Lift Rack", "Olympic Lifting Platform"]),
      amenities: JSON.stringify(["Sauna"]),
      sports: JSON.stringify(["Powerlifting", "CrossFit"]),
      can_host_teams: 1,
      max_team_size: 20,
      business_name: "Kia Ora Fitness Ltd",
      business_type: "Company",
      message: "We'd love to host travelling lifters.",
      bank_account_name: "M Tane Trading Account",
      bank_account_number: "12-3456-7654321-00",
      bsb: "083-170",
    });

    expect(await counts()).toEqual({ applications: before.applications + 1, mails: before.mails + 1 });
    const mail = await env.DB.prepare(
      "SELECT to_address, subject, text_body, kind, related_type, status FROM mail_outbox ORDER BY id DESC",
    ).first<Record<string, string>>();
    expect(mail).toMatchObject({
      to_address: "mere@kiaora.example",
      kind: "application_received",
      related_type: "gym_application",
      status: "queued",
    });
    expect(mail!.subject).toContain("Kia Ora Strength");
    expect(mail!.text_body).toContain("3-5 business days");
    for (const secret of BANK_VALUES) expect(mail!.text_body).not.toContain(secret);
  });

  it("applies the spec's defaults: hourly 0, open 06:00, close 22:00; payout details optional", async () => {
    const { hourlyRate: _h, openTime: _o, closeTime: _c, weeklyRate: _w, ...rest } = valid;
    const response = await postJson({ ...rest, contactPhone: null, canHostTeams: false, maxTeamSize: null });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as ApiBody;
    const row = await env.DB.prepare(
      "SELECT hourly_rate_cents, open_time, close_time, bank_account_number, bsb, max_team_size FROM gym_applications WHERE id = ?",
    )
      .bind(id)
      .first();
    expect(row).toEqual({
      hourly_rate_cents: 0,
      open_time: "06:00",
      close_time: "22:00",
      bank_account_number: null,
      bsb: null,
      max_team_size: null,
    });
  });

  it("refuses each invalid field with its message and writes nothing", async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string, string][] = [
      // Issue 17: the partner terms are required (and their time is the server's).
      [{ acceptedTerms: false }, "acceptedTerms", M.acceptedTerms],
      [{ acceptedTerms: undefined }, "acceptedTerms", M.acceptedTerms],
      [{ gymName: "  " }, "gymName", M.gymName],
      [{ gymName: undefined }, "gymName", M.gymName],
      [{ address: "" }, "address", M.address],
      [{ city: "" }, "city", M.city],
      [{ country: "" }, "country", M.country],
      [{ country: "Fiji" }, "country", M.countryUnknown],
      [{ description: "Too short" }, "description", M.description],
      [{ description: undefined }, "description", M.description],
      [{ gymRules: " " }, "gymRules", M.gymRules],
      [{ dayPassRate: "" }, "dayPassRate", M.dayPassRate],
      [{ dayPassRate: undefined }, "dayPassRate", M.dayPassRate],
      [{ dayPassRate: "thirty" }, "dayPassRate", M.dayPassRateInvalid],
      [{ dayPassRate: 0 }, "dayPassRate", M.dayPassRatePositive],
      [{ hourlyRate: -5 }, "hourlyRate", M.hourlyRate],
      [{ equipment: [] }, "equipment", M.equipment],
      [{ equipment: undefined }, "equipment", M.equipment],
      [{ equipment: ["Hover Board"] }, "equipment", M.equipmentUnknown],
      [{ sports: [] }, "sports", M.sports],
      [{ amenities: [] }, "amenities", M.amenities],
      [{ operatingDays: [] }, "operatingDays", M.operatingDays],
      [{ operatingDays: [9] }, "operatingDays", M.operatingDaysUnknown],
      [{ contactEmail: "not-an-email" }, "contactEmail", M.contactEmail],
      [{ contactEmail: undefined }, "contactEmail", M.contactEmail],
      [{ contactName: "" }, "contactName", M.contactName],
      [{ businessName: "" }, "businessName", M.businessName],
      [{ businessType: undefined }, "businessType", M.businessType],
      [{ message: "" }, "message", M.message],
      [{ openTime: "25:00" }, "openTime", M.openTime],
      [{ openTime: "10:00", closeTime: "09:00" }, "closeTime", M.closeAfterOpen],
      [{ canHostTeams: true, maxTeamSize: undefined }, "maxTeamSize", M.maxTeamSizeRequired],
      [{ maxTeamSize: 0 }, "maxTeamSize", M.maxTeamSize],
      [{ bsb: "12" }, "bsb", M.bsb],
      [{ bankAccountNumber: "abc" }, "bankAccountNumber", M.bankAccountNumber],
    ];
    for (const [change, field, message] of cases) {
      const response = await postJson({ ...valid, ...change });
      const label = JSON.stringify(change);
      expect(response.status, label).toBe(400);
      const body = (await response.json()) as ApiBody;
      expect(body.errors?.[field], label).toContain(message);
    }
    // Closing before opening is fine for a 24-hour gym.
    expect(
      (await postJson({ ...valid, is24Hours: true, openTime: "10:00", closeTime: "09:00" })).status,
    ).toBe(201);
    const after = await counts();
    expect(after.applications).toBe(before.applications + 1);
    expect(after.mails).toBe(before.mails + 1);
  });

  it("never echoes payout details in a refusal", async () => {
    const response = await postJson({ ...valid, ...BANK, gymName: "", bsb: "08317" });
    expect(response.status).toBe(400);
    const text = await response.text();
    for (const secret of [...BANK_VALUES, "08317"]) expect(text).not.toContain(secret);
  });

  it("a non-object body is a 400; a database failure is a 503 with the spec's text", async () => {
    const bad = apiAction({
      request: request("/api/gym-application", { method: "POST", body: "[1,2]" }),
      context: routerContext(),
      params: {},
    } as never) as Promise<Response>;
    expect((await bad).status).toBe(400);

    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const before = await counts();
    const failed = await postJson(valid, brokenContext());
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({
      error: "There was an error submitting your application. Please try again.",
    });
    expect(logged).toHaveBeenCalled();
    expect(await counts()).toEqual(before);
  });
});

describe("action /add-gym (the form, without JavaScript)", () => {
  it("stores the application and redirects to the thank-you page", async () => {
    const before = await counts();
    const response = (await postForm({ ...valid, ...BANK })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/gym-application-thank-you");
    expect(await counts()).toEqual({ applications: before.applications + 1, mails: before.mails + 1 });
    const row = await env.DB.prepare(
      "SELECT operating_days, equipment, can_host_teams, day_pass_rate_cents, bsb FROM gym_applications ORDER BY id DESC",
    ).first();
    expect(row).toEqual({
      operating_days: "[1,2,3,4,5,6]",
      equipment: JSON.stringify(["Lift Rack", "Olympic Lifting Platform"]),
      can_host_teams: 1,
      day_pass_rate_cents: 3500,
      bsb: "083-170",
    });
  });

  it("keeps the placeholder business name and address when the applicant leaves them", async () => {
    const response = (await postForm({
      ...valid,
      businessName: ONBOARDING_PLACEHOLDER,
      address: ONBOARDING_PLACEHOLDER,
    })) as Response;
    expect(response.status).toBe(302);
    const row = await env.DB.prepare(
      "SELECT business_name, address FROM gym_applications ORDER BY id DESC",
    ).first();
    expect(row).toEqual({ business_name: ONBOARDING_PLACEHOLDER, address: ONBOARDING_PLACEHOLDER });
  });

  it("an empty form gets every required field's message, writes nothing and echoes no payout details", async () => {
    const before = await counts();
    const reply = (await postForm({ ...BANK, bsb: "1" })) as PageReply;
    expect(reply.init.status).toBe(400);
    expect(reply.data.failed).toBe(false);
    expect(reply.data.result.error).toMatchObject({
      contactName: [M.contactName],
      contactEmail: [M.contactEmail],
      gymName: [M.gymName],
      address: [M.address],
      city: [M.city],
      country: [M.country],
      description: [M.description],
      gymRules: [M.gymRules],
      dayPassRate: [M.dayPassRate],
      equipment: [M.equipment],
      sports: [M.sports],
      amenities: [M.amenities],
      operatingDays: [M.operatingDays],
      businessName: [M.businessName],
      businessType: [M.businessType],
      message: [M.message],
      bsb: [M.bsb],
    });
    const json = JSON.stringify(reply);
    for (const secret of BANK_VALUES) expect(json).not.toContain(secret);
    expect(await counts()).toEqual(before);
  });

  it("a rate typed as a number in another notation (1e3, 0x10, Infinity) is refused, not read as dollars", async () => {
    const before = await counts();
    for (const rate of ["1e3", "0x10", "Infinity", "1_000"]) {
      const reply = (await postForm({ ...valid, dayPassRate: rate, hourlyRate: rate })) as PageReply;
      expect(reply.init.status, rate).toBe(400);
      expect(reply.data.result.error?.dayPassRate?.[0], rate).toBe(M.dayPassRateInvalid);
      expect(reply.data.result.error?.hourlyRate, rate).toEqual([M.hourlyRate]);
    }
    expect(await counts()).toEqual(before);
  });

  it("re-fills the other answers after a refusal, but not the payout details", async () => {
    const reply = (await postForm({ ...valid, ...BANK, gymName: "" })) as PageReply;
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.initialValue).toMatchObject({ city: "Wellington", contactName: "Mere Tane" });
    const refill = reply.data.result.initialValue as Record<string, unknown>;
    for (const key of ["bankAccountName", "bankAccountNumber", "bsb"]) expect(refill).not.toHaveProperty(key);
    const json = JSON.stringify(reply);
    for (const secret of BANK_VALUES) expect(json).not.toContain(secret);
  });

  it("a database failure keeps the form with the spec's failure text (503), writing nothing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const before = await counts();
    const reply = (await postForm({ ...valid, ...BANK }, brokenContext())) as PageReply;
    expect(reply.init.status).toBe(503);
    expect(reply.data.failed).toBe(true);
    expect(reply.data.result.error?.[""]).toEqual([
      "There was an error submitting your application. Please try again.",
    ]);
    const json = JSON.stringify(reply);
    for (const secret of BANK_VALUES) expect(json).not.toContain(secret);
    expect(await counts()).toEqual(before);
  });
});
