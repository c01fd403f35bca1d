import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { workerContext } from "~/context.server";
import { GYM_PREFERENCES } from "~/domain/ambassador";
import { AMBASSADOR_MESSAGES, AMBASSADOR_TOASTS } from "~/domain/schemas/ambassador-application";
import { action as pageAction } from "~/routes/ambassador-application/route";
import { action as apiAction } from "~/routes/api/ambassador-application";
import { popToast } from "~/session.server";
import { config, cookieFrom, request, routerContext } from "./helpers";

let serial = 0;
/** A complete, valid application with a fresh e-mail (storage is shared by the whole file). */
function valid(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return {
    fullName: "Tayla Morgan",
    email: `tayla${serial}@example.com`,
    phone: "+61 412 555 018",
    location: "Gold Coast, Australia",
    primarySport: "crossfit",
    competitionLevel: "national",
    yearsExperience: "6-10",
    achievements: "CrossFit Open regional qualifier",
    instagramHandle: "@taylamoves",
    tiktokHandle: "@taylamoves",
    youtubeChannel: "",
    followersCount: "10k-50k",
    contentStyle: "workout-videos",
    motivations: "I train in a new city every month and want to help athletes find gyms.",
    travelFrequency: "monthly",
    gymPreferences: ["Recovery facilities", "CrossFit boxes"],
    agreeToTerms: true,
    agreeToMarketing: true,
    ...overrides,
  };
}

const postJson = (body: unknown, method = "POST") =>
  apiAction({
    request: request("/api/ambassador-application", {
      method,
      headers: { "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    context: routerContext(),
    params: {},
  } as never) as Promise<Response>;

type Reply = {
  data: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
  init: { status: number };
};

/** The page's action with an HTML form body (what a browser without JavaScript sends). */
const postForm = (fields: [string, string][]) =>
  pageAction({
    request: request("/ambassador-application", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
    context: routerContext(),
    params: {},
  } as never) as Promise<Response | Reply>;

/** A valid application as form fields: several gymPreferences boxes, ticked boxes send "on". */
function validForm(overrides: Record<string, string | null> = {}): [string, string][] {
  const base = valid();
  const fields: [string, string][] = [];
  for (const [key, value] of Object.entries(base)) {
    if (key in overrides) continue;
    if (Array.isArray(value)) for (const item of value) fields.push([key, String(item)]);
    else if (typeof value === "boolean") {
      if (value) fields.push([key, "on"]);
    } else fields.push([key, String(value)]);
  }
  for (const [key, value] of Object.entries(overrides)) if (value !== null) fields.push([key, value]);
  return fields;
}

const counts = async () => ({
  applications: (await env.DB.prepare("SELECT count(*) AS n FROM ambassador_applications").first<{
    n: number;
  }>())!.n,
  mails: (await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox").first<{ n: number }>())!.n,
});

async function expectRefused(body: unknown, field: string, message: string) {
  const response = await postJson(body);
  const json = (await response.json()) as { error: string; errors: Record<string, string[]> };
  expect(response.status, `${field}: ${JSON.stringify(body).slice(0, 120)}`).toBe(400);
  expect(json.errors[field], field).toContain(message);
  return json;
}

describe("POST /api/ambassador-application", () => {
  it("stores a pending application and queues the acknowledgement e-mail in the outbox", async () => {
    const before = await counts();
    const body = valid({
      fullName: "  Tayla   Morgan ",
      email: " TAYLA.MORGAN@example.com ",
      gymPreferences: ["Recovery facilities", "CrossFit boxes", "Recovery facilities"],
      // Fields the server decides: never taken from the client.
      status: "approved",
      ambassadorCode: "FREEMONEY",
      reviewedBy: "me",
    });
    const response = await postJson(body);
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: number; status: string };
    expect(created).toEqual({ id: expect.any(Number), status: "pending" });

    const row = await env.DB.prepare(
      `SELECT full_name, email, phone, location, primary_sport, competition_level, years_experience, achievements,
              instagram_handle, tiktok_handle, youtube_channel, followers_count, content_style, motivations,
              travel_frequency, gym_preferences, agree_to_terms, agree_to_marketing, status, ambassador_code,
              reviewed_by, reviewed_at, created_at
         FROM ambassador_applications WHERE id = ?`,
    )
      .bind(created.id)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({
      full_name: "Tayla   Morgan",
      email: "TAYLA.MORGAN@example.com",
      phone: "+61 412 555 018",
      location: "Gold Coast, Australia",
      primary_sport: "crossfit",
      competition_level: "national",
      years_experience: "6-10",
      achievements: "CrossFit Open regional qualifier",
      instagram_handle: "@taylamoves",
      tiktok_handle: "@taylamoves",
      youtube_channel: null,
      followers_count: "10k-50k",
      content_style: "workout-videos",
      travel_frequency: "monthly",
      agree_to_terms: 1,
      agree_to_marketing: 1,
      status: "pending",
      ambassador_code: null,
      reviewed_by: null,
      reviewed_at: null,
    });
    // Each preference once, in the form's order.
    expect(JSON.parse(row!.gym_preferences as string)).toEqual(["CrossFit boxes", "Recovery facilities"]);
    expect(typeof row!.created_at).toBe("number");

    const mail = await env.DB.prepare(
      "SELECT to_address, subject, text_body, kind, related_type, status FROM mail_outbox ORDER BY id DESC",
    ).first<Record<string, string>>();
    expect(mail).toMatchObject({
      to_address: "TAYLA.MORGAN@example.com",
      kind: "application_received",
      related_type: "ambassador_application",
      status: "queued",
    });
    expect(mail!.subject).toContain("ambassador application");
    expect(mail!.text_body).toContain("5-7 business days");
    expect(mail!.text_body).toContain("Hi Tayla,");
    expect(mail!.text_body).toContain("ambassador code");
    expect(await counts()).toEqual({
      applications: before.applications + 1,
      mails: before.mails + 1,
    });
  });

  it("takes the optional fields as optional, agreeToMarketing defaulting to false", async () => {
    const body = valid();
    for (const key of [
      "achievements",
      "instagramHandle",
      "tiktokHandle",
      "youtubeChannel",
      "agreeToMarketing",
    ])
      delete body[key];
    const response = await postJson(body);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const row = await env.DB.prepare(
      "SELECT achievements, instagram_handle, tiktok_handle, youtube_channel, agree_to_marketing FROM ambassador_applications WHERE id = ?",
    )
      .bind(id)
      .first();
    expect(row).toEqual({
      achievements: null,
      instagram_handle: null,
      tiktok_handle: null,
      youtube_channel: null,
      agree_to_marketing: 0,
    });
  });

  it("accepts every value of every list of the spec", async () => {
    const lists = {
      primarySport: [
        "powerlifting",
        "crossfit",
        "bodybuilding",
        "weightlifting",
        "mma",
        "athletics",
        "rugby",
        "basketball",
        "football",
        "other",
      ],
      competitionLevel: ["recreational", "local", "national", "international", "professional"],
      yearsExperience: ["1-2", "3-5", "6-10", "10+"],
      followersCount: ["100-1k", "1k-5k", "5k-10k", "10k-50k", "50k+"],
      contentStyle: ["workout-videos", "lifestyle", "educational", "motivational", "competition", "reviews"],
      travelFrequency: ["weekly", "monthly", "quarterly", "occasionally", "planning-to"],
    };
    for (const [field, values] of Object.entries(lists))
      for (const value of values) {
        const response = await postJson(valid({ [field]: value }));
        expect(response.status, `${field}=${value}`).toBe(201);
      }
    const all = await postJson(valid({ gymPreferences: [...GYM_PREFERENCES] }));
    expect(all.status).toBe(201);
  });

  it("refuses each missing or blank required field with its message, and writes nothing", async () => {
    const before = await counts();
    const required = {
      fullName: AMBASSADOR_MESSAGES.fullName,
      email: AMBASSADOR_MESSAGES.email,
      phone: AMBASSADOR_MESSAGES.phone,
      location: AMBASSADOR_MESSAGES.location,
      primarySport: AMBASSADOR_MESSAGES.primarySport,
      competitionLevel: AMBASSADOR_MESSAGES.competitionLevel,
      yearsExperience: AMBASSADOR_MESSAGES.yearsExperience,
      followersCount: AMBASSADOR_MESSAGES.followersCount,
      contentStyle: AMBASSADOR_MESSAGES.contentStyle,
      motivations: AMBASSADOR_MESSAGES.motivations,
      travelFrequency: AMBASSADOR_MESSAGES.travelFrequency,
      gymPreferences: AMBASSADOR_MESSAGES.gymPreferences,
      agreeToTerms: "You must agree to the terms and conditions",
    };
    for (const [field, message] of Object.entries(required)) {
      const missing = valid();
      delete missing[field];
      const json = await expectRefused(missing, field, message);
      // The first message is the top-level `error` too, and only this field is wrong.
      expect(json.error).toBe(message);
      expect(Object.keys(json.errors)).toEqual([field]);
    }
    for (const field of ["fullName", "email", "phone", "location", "motivations"])
      await expectRefused(valid({ [field]: "   " }), field, required[field as keyof typeof required]);
    for (const field of [
      "primarySport",
      "competitionLevel",
      "yearsExperience",
      "followersCount",
      "contentStyle",
      "travelFrequency",
    ])
      await expectRefused(valid({ [field]: "" }), field, required[field as keyof typeof required]);
    expect(await counts()).toEqual(before);
  });

  it("refuses unknown list values, malformed values and oversized text, and writes nothing", async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ primarySport: "curling" }, "primarySport", AMBASSADOR_MESSAGES.primarySport],
      [{ primarySport: "CrossFit" }, "primarySport", AMBASSADOR_MESSAGES.primarySport],
      [{ competitionLevel: "olympic" }, "competitionLevel", AMBASSADOR_MESSAGES.competitionLevel],
      [{ yearsExperience: "20+" }, "yearsExperience", AMBASSADOR_MESSAGES.yearsExperience],
      [{ yearsExperience: 5 }, "yearsExperience", AMBASSADOR_MESSAGES.yearsExperience],
      [{ followersCount: "1m+" }, "followersCount", AMBASSADOR_MESSAGES.followersCount],
      [{ contentStyle: "memes" }, "contentStyle", AMBASSADOR_MESSAGES.contentStyle],
      [{ travelFrequency: "never" }, "travelFrequency", AMBASSADOR_MESSAGES.travelFrequency],
      [{ gymPreferences: [] }, "gymPreferences", AMBASSADOR_MESSAGES.gymPreferences],
      [{ gymPreferences: ["Space station"] }, "gymPreferences", AMBASSADOR_MESSAGES.gymPreferences],
      [{ gymPreferences: ["CrossFit boxes", 7] }, "gymPreferences", AMBASSADOR_MESSAGES.gymPreferences],
      [{ gymPreferences: { a: 1 } }, "gymPreferences", AMBASSADOR_MESSAGES.gymPreferences],
      [{ email: "not-an-email" }, "email", AMBASSADOR_MESSAGES.email],
      [{ email: `${"a".repeat(250)}@example.com` }, "email", AMBASSADOR_MESSAGES.email],
      [{ phone: "call me" }, "phone", AMBASSADOR_MESSAGES.phoneInvalid],
      [{ phone: 64211234567 }, "phone", AMBASSADOR_MESSAGES.phone],
      [{ fullName: "x".repeat(101) }, "fullName", "Full name must be at most 100 characters"],
      [{ motivations: "x".repeat(2001) }, "motivations", "Motivations must be at most 2000 characters"],
      [{ achievements: "x".repeat(2001) }, "achievements", "Achievements must be at most 2000 characters"],
      [
        { instagramHandle: "x".repeat(101) },
        "instagramHandle",
        "Instagram handle must be at most 100 characters",
      ],
      [{ agreeToMarketing: "maybe" }, "agreeToMarketing", AMBASSADOR_MESSAGES.agreeToMarketing],
    ];
    for (const [override, field, message] of cases) await expectRefused(valid(override), field, message);
    expect(await counts()).toEqual(before);
  });

  it("refuses an application whose terms agreement is not true", async () => {
    const before = await counts();
    for (const agreeToTerms of [false, "false", "", "yes", 1, null])
      await expectRefused(
        valid({ agreeToTerms }),
        "agreeToTerms",
        "You must agree to the terms and conditions",
      );
    expect(await counts()).toEqual(before);
  });

  it("refuses bodies that are not a JSON object, and other methods", async () => {
    for (const body of ["not json", "[1,2]", "null"]) {
      const response = await postJson(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe("Request body must be a JSON object");
    }
    const empty = await postJson("");
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toBe(AMBASSADOR_MESSAGES.fullName);
    const put = await postJson(valid(), "PUT");
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("POST");
  });
});

describe("/ambassador-application form (no JavaScript)", () => {
  it("stores the application and redirects to the thank-you page with the spec's toast", async () => {
    const before = await counts();
    const response = (await postForm(validForm({ agreeToMarketing: null }))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/ambassador-thank-you");
    const { toast } = await popToast(
      config(),
      request("/ambassador-thank-you", { headers: { Cookie: cookieFrom(response.headers) } }),
    );
    expect(toast).toMatchObject({
      title: "Application Submitted",
      description: "Your ambassador application has been submitted successfully!",
    });
    expect(toast).toMatchObject(AMBASSADOR_TOASTS.submitted);
    const row = await env.DB.prepare(
      "SELECT gym_preferences, agree_to_terms, agree_to_marketing, status FROM ambassador_applications ORDER BY id DESC",
    ).first<Record<string, unknown>>();
    expect(row).toMatchObject({ agree_to_terms: 1, agree_to_marketing: 0, status: "pending" });
    expect(JSON.parse(row!.gym_preferences as string)).toEqual(["CrossFit boxes", "Recovery facilities"]);
    expect(await counts()).toEqual({ applications: before.applications + 1, mails: before.mails + 1 });
  });

  it("accepts a single ticked gym preference (one form value, not a list)", async () => {
    const fields = validForm({ gymPreferences: "Boutique studios" });
    const response = (await postForm(fields)) as Response;
    expect(response.status).toBe(302);
  });

  it("returns every field's message with the answers kept, and writes nothing", async () => {
    const before = await counts();
    const result = (await postForm([
      ["fullName", "Tayla Morgan"],
      ["primarySport", "curling"],
      ["achievements", "Regional qualifier"],
    ])) as Reply;
    expect(result.init.status).toBe(400);
    expect(result.data.status).toBe("error");
    expect(result.data.error).toMatchObject({
      email: [AMBASSADOR_MESSAGES.email],
      phone: [AMBASSADOR_MESSAGES.phone],
      location: [AMBASSADOR_MESSAGES.location],
      primarySport: [AMBASSADOR_MESSAGES.primarySport],
      competitionLevel: [AMBASSADOR_MESSAGES.competitionLevel],
      yearsExperience: [AMBASSADOR_MESSAGES.yearsExperience],
      followersCount: [AMBASSADOR_MESSAGES.followersCount],
      contentStyle: [AMBASSADOR_MESSAGES.contentStyle],
      motivations: [AMBASSADOR_MESSAGES.motivations],
      travelFrequency: [AMBASSADOR_MESSAGES.travelFrequency],
      gymPreferences: [AMBASSADOR_MESSAGES.gymPreferences],
      agreeToTerms: ["You must agree to the terms and conditions"],
    });
    expect(result.data.error?.fullName ?? null).toBeNull();
    // What the applicant typed comes back to fill the form again.
    expect(result.data.initialValue).toMatchObject({
      fullName: "Tayla Morgan",
      achievements: "Regional qualifier",
    });
    expect(await counts()).toEqual(before);
  });

  it("refuses an unticked terms box", async () => {
    const before = await counts();
    const result = (await postForm(validForm({ agreeToTerms: null }))) as Reply;
    expect(result.init.status).toBe(400);
    expect(result.data.error?.agreeToTerms).toEqual(["You must agree to the terms and conditions"]);
    expect(await counts()).toEqual(before);
  });
});

describe("when the database fails", () => {
  /** The worker's context with a D1 binding that refuses every statement. */
  function brokenContext() {
    const context = routerContext();
    const worker = context.get(workerContext);
    const broken = {
      prepare: () => {
        throw new Error("D1 is unavailable");
      },
      batch: () => Promise.reject(new Error("D1 is unavailable")),
    } as unknown as D1Database;
    context.set(workerContext, { ...worker, config: { ...worker.config, db: broken } });
    return context;
  }

  it("the API answers 503 with a message, not a 500", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = (await apiAction({
      request: request("/api/ambassador-application", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(valid()),
      }),
      context: brokenContext(),
      params: {},
    } as never)) as Response;
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: AMBASSADOR_TOASTS.unavailable });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it("the form stays with the answers and a form message for the toast", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const result = (await pageAction({
      request: request("/ambassador-application", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(validForm()),
      }),
      context: brokenContext(),
      params: {},
    } as never)) as Reply;
    expect(result.init.status).toBe(503);
    expect(result.data.error?.[""]).toEqual([AMBASSADOR_TOASTS.unavailable]);
    expect(result.data.initialValue).toMatchObject({ fullName: "Tayla Morgan", primarySport: "crossfit" });
    errors.mockRestore();
  });
});
