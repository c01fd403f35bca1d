/**
 * Hostile clients against the public forms and APIs (issue 14, section 4, input hygiene): control
 * characters in each text field, fractional counts, a spoofed Host header, a refused big body
 * followed by a normal request, wrong methods, and empty bodies. Each is refused with a 4xx and a
 * sentence a person can act on, and writes nothing.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { GYM_PREFERENCES } from "~/domain/ambassador";
import { PRIMARY_SPORTS } from "~/domain/athlete-profile";
import { AMENITY_OPTIONS, EQUIPMENT_OPTIONS, SPORTS } from "~/domain/catalog";
import { MAX_BODY_BYTES } from "~/lib/form.server";
import { action as ambassadorApi } from "~/routes/api/ambassador-application";
import { action as amenityBookingApi } from "~/routes/api/amenity-booking";
import { action as athleteInterestApi } from "~/routes/api/athlete-interest";
import { action as bookingsApi } from "~/routes/api/bookings";
import { action as gymApplicationApi } from "~/routes/api/gym-application";
import * as gymsApi from "~/routes/api/gyms";
import { action as processPaymentApi } from "~/routes/api/process-payment";
import * as reviewsApi from "~/routes/api/reviews";
import * as savedGymApi from "~/routes/api/saved-gym";
import * as savedGymStatusApi from "~/routes/api/saved-gym-status";
import * as savedGymsApi from "~/routes/api/saved-gyms";
import * as teamInquiryApi from "~/routes/api/team-booking-inquiry";
import * as trainersApi from "~/routes/api/trainers";
import * as waitlistApi from "~/routes/api/waitlist";
import { loader as gymLoader, meta as gymMeta } from "~/routes/gym/route";
import { loader as robotsLoader } from "~/routes/seo/robots";
import { loader as sitemapLoader } from "~/routes/seo/sitemap";
import { action as waitlistPage } from "~/routes/waitlist/route";
import { insertGym } from "./helpers";
import { call, type Outcome, type RouteFn } from "./route-helpers";

const postJson = (action: RouteFn, path: string, body: unknown, init: { method?: string } = {}) =>
  call(action, path, {
    method: init.method ?? "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** Every table a public post may write. */
async function rowCount(): Promise<number> {
  const tables = [
    "waitlist",
    "gym_applications",
    "ambassador_applications",
    "team_booking_inquiries",
    "athlete_interest_messages",
    "reviews",
    "saved_gyms",
    "mail_outbox",
    "bookings",
  ];
  let total = 0;
  for (const table of tables)
    total += (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
  return total;
}

/** What a validation library says when nobody gave it a message: never shown to a person. */
const LIBRARY_INTERNALS = /Invalid (key|type|length|value)|Expected .* but received|received undefined/;

function expectSentences(outcome: Outcome, context: string) {
  const body = outcome.body as { error?: unknown; errors?: Record<string, string[]> };
  expect(typeof body.error, context).toBe("string");
  const error = body.error as string;
  expect(error, context).not.toMatch(LIBRARY_INTERNALS);
  expect(error.length, context).toBeGreaterThan(5);
  for (const [field, messages] of Object.entries(body.errors ?? {})) {
    expect(new Set(messages).size, `${context}: ${field} repeats a message`).toBe(messages.length);
    for (const message of messages) expect(message, `${context}: ${field}`).not.toMatch(LIBRARY_INTERNALS);
  }
}

let gymId: number;
beforeAll(async () => {
  gymId = (
    await insertGym({ name: "Hostile Input Gym", hourlyRateCents: 3000, canHostTeams: true, maxTeamSize: 30 })
  ).id;
});

/* ------------------------------------------------------------------------------------------------ */

interface TextCase {
  api: string;
  action: RouteFn;
  valid: () => Record<string, unknown>;
  /** field → [label the message must name, multi-line?] */
  fields: Record<string, [string, boolean]>;
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const TEXT_CASES: TextCase[] = [
  {
    api: "/api/waitlist",
    action: waitlistApi.action,
    valid: () => ({
      name: "Aroha",
      email: `aroha.${stamp()}@example.com`,
      location: "Wellington",
      sport: "crossfit",
    }),
    fields: {
      name: ["Name", false],
      location: ["Location", false],
      additionalInfo: ["Additional information", true],
    },
  },
  {
    api: "/api/team-booking-inquiry",
    action: teamInquiryApi.action,
    valid: () => ({
      gymId,
      teamName: "Crew",
      contactName: "Coach",
      email: "coach@example.com",
      teamSize: 6,
      preferredDates: "Next week",
    }),
    fields: {
      teamName: ["Team name", false],
      contactName: ["Contact name", false],
      preferredDates: ["Preferred dates", false],
      specialRequirements: ["Special requirements", true],
    },
  },
  {
    api: "/api/athlete-interest",
    action: athleteInterestApi,
    valid: () => ({ gymId, athleteName: "Sam", athleteEmail: "sam@example.com" }),
    fields: { athleteName: ["Name", false], message: ["Message", true] },
  },
  {
    api: "/api/gym-application",
    action: gymApplicationApi,
    valid: () => ({
      contactName: "Mere",
      contactEmail: `mere.${stamp()}@example.com`,
      gymName: "Hostile Barbell",
      address: "1 Street",
      city: "Nelson",
      country: "New Zealand",
      description: "A gym for the hostile input tests.",
      gymRules: "Be kind.",
      dayPassRate: 25,
      operatingDays: [1, 2],
      equipment: [EQUIPMENT_OPTIONS[0]],
      amenities: [AMENITY_OPTIONS[0]],
      sports: [SPORTS[0]],
      businessName: "Hostile Ltd",
      businessType: "Company",
      message: "Hello.",
      acceptedTerms: true,
    }),
    fields: {
      contactName: ["Contact name", false],
      gymName: ["Gym name", false],
      address: ["Address", false],
      city: ["City", false],
      businessName: ["Business name", false],
      bankAccountName: ["Account name", false],
      description: ["Description", true],
      gymRules: ["Gym rules", true],
      message: ["Message", true],
      checkInInstructions: ["Check-in instructions", true],
    },
  },
  {
    api: "/api/ambassador-application",
    action: ambassadorApi,
    valid: () => ({
      fullName: "Tama",
      email: `tama.${stamp()}@example.com`,
      phone: "+64 21 555 0101",
      location: "Wellington",
      primarySport: PRIMARY_SPORTS[0],
      competitionLevel: "national",
      yearsExperience: "3-5",
      followersCount: "1k-5k",
      contentStyle: "lifestyle",
      motivations: "Travel and train.",
      travelFrequency: "monthly",
      gymPreferences: [GYM_PREFERENCES[0]],
      agreeToTerms: true,
    }),
    fields: {
      fullName: ["Full name", false],
      location: ["Location", false],
      instagramHandle: ["Instagram handle", false],
      motivations: ["Motivations", true],
      achievements: ["Achievements", true],
    },
  },
];

/** Refused everywhere: NUL, other C0 and C1 controls, DEL, bidi embeddings, overrides and isolates. */
const CONTROLS = [
  "\u0000",
  "\u0001",
  "\u001B",
  "\u007F",
  "\u0085",
  "\u009B",
  "\u202A",
  "\u202E",
  "\u2066",
  "\u2069",
];
/** Refused in one-line fields only. */
const LINE_BREAKS = ["\n", "\r\n", "\u2028", "\t"];

describe("control characters, per field", () => {
  for (const c of TEXT_CASES) {
    it(`${c.api}: each text field refuses them with a 400 naming the field, writing nothing`, async () => {
      // The valid body itself is accepted (so the refusals below are about the one field).
      expect((await postJson(c.action, c.api, c.valid())).status).toBeLessThan(300);
      const before = await rowCount();
      for (const [field, [label, multiline]] of Object.entries(c.fields)) {
        const bad = multiline ? CONTROLS : [...CONTROLS, ...LINE_BREAKS];
        for (const char of bad) {
          const outcome = await postJson(c.action, c.api, { ...c.valid(), [field]: `Fine${char}text` });
          const context = `${c.api} ${field} ${JSON.stringify(char)}`;
          expect(outcome.status, context).toBe(400);
          expectSentences(outcome, context);
          const errors = (outcome.body as { errors: Record<string, string[]> }).errors;
          expect(errors[field]?.join(" "), context).toContain(label);
        }
        if (multiline) {
          // Line breaks are text in a multi-line field.
          const outcome = await postJson(c.action, c.api, { ...c.valid(), [field]: "Line one\r\nline two" });
          expect(outcome.status, `${c.api} ${field} line breaks`).toBeLessThan(300);
        }
      }
      // Only the accepted multi-line bodies wrote anything.
      const multiLineAccepted = Object.values(c.fields).filter(([, multiline]) => multiline).length;
      expect(await rowCount()).toBeGreaterThanOrEqual(before);
      expect((await rowCount()) - before).toBeLessThanOrEqual(multiLineAccepted * 2);
    });
  }

  it("a review comment with a bidi override is refused, naming the review", async () => {
    const outcome = await postJson(reviewsApi.action, "/api/reviews", {
      bookingId: 1,
      gymId,
      comment: "Great gym\u202Eyrev",
    });
    expect(outcome.status).toBe(400);
    expect((outcome.body as { error: string }).error).toContain("Review");
  });

  it("the page form refuses them the same way (Conform's reply names the field)", async () => {
    const before = await rowCount();
    const outcome = await call(waitlistPage, "/waitlist", {
      method: "POST",
      body: new URLSearchParams({
        name: "Aroha\u0000",
        email: "aroha.page@example.com",
        location: "Wellington\nNZ",
        sport: "crossfit",
      }),
    });
    expect(outcome.status).toBe(400);
    const error = (outcome.body as { result: { error: Record<string, string[]> } }).result.error;
    expect(error.name?.[0]).toContain("Name");
    expect(error.location?.[0]).toContain("Location");
    expect(await rowCount()).toBe(before);
  });
});

describe("fractional counts are refused, not truncated", () => {
  const inquiry = () => ({
    gymId,
    teamName: "Crew",
    contactName: "Coach",
    email: "coach@example.com",
    preferredDates: "Next week",
  });

  it("team size 2.5 (number or text), 1e3 and 0x10 are a 400", async () => {
    const before = await rowCount();
    for (const teamSize of [2.5, "2.5", "1e3", "0x10", "3 people", -1, 0]) {
      const outcome = await postJson(teamInquiryApi.action, "/api/team-booking-inquiry", {
        ...inquiry(),
        teamSize,
      });
      expect(outcome.status, String(teamSize)).toBe(400);
      expectSentences(outcome, String(teamSize));
      expect((outcome.body as { error: string }).error, String(teamSize)).toMatch(/^Team size must be/);
    }
    expect(await rowCount()).toBe(before);
  });

  it("a gym's largest team of 12.5 and a review rating of 4.5 are a 400", async () => {
    const team = await postJson(gymApplicationApi, "/api/gym-application", {
      ...TEXT_CASES[3]!.valid(),
      canHostTeams: true,
      maxTeamSize: 12.5,
    });
    expect(team.status).toBe(400);
    expect((team.body as { errors: Record<string, string[]> }).errors.maxTeamSize).toBeDefined();
    const rating = await postJson(reviewsApi.action, "/api/reviews", {
      bookingId: 1,
      gymId,
      rating: 4.5,
      comment: "Good",
    });
    expect(rating.status).toBe(400);
    expect((rating.body as { error: string }).error).toBe("Rating must be 1 to 5");
  });
});

describe("a spoofed Host header", () => {
  const spoofed = (path: string) => ({
    url: `https://evil.example${path}`,
    init: { headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example" } },
  });

  it("never reaches the gym page's links, JSON-LD origin or meta", async () => {
    const { url, init } = spoofed(`/gym/${gymId}`);
    const page = await call(gymLoader, url, { ...init, params: { id: String(gymId) } });
    expect(page.status).toBe(200);
    const data = page.body as { origin: string };
    expect(data.origin).toBe("https://gymroam.test");
    expect(JSON.stringify(page.body)).not.toContain("evil.example");
    const meta = gymMeta({ loaderData: data } as never);
    expect(JSON.stringify(meta)).not.toContain("evil.example");
    expect(JSON.stringify(meta)).toContain(`https://gymroam.test/gym/${gymId}`);
  });

  it("never reaches robots.txt or sitemap.xml", async () => {
    for (const [loader, path] of [
      [robotsLoader, "/robots.txt"],
      [sitemapLoader, "/sitemap.xml"],
    ] as const) {
      const { url, init } = spoofed(path);
      const outcome = await call(loader, url, init);
      expect(outcome.status, path).toBe(200);
      expect(String(outcome.body), path).not.toContain("evil.example");
      expect(String(outcome.body), path).toContain("https://gymroam.test/");
    }
  });
});

describe("a refused big body, then a normal request", () => {
  /** A body of `chunks` × 64 KB that records how far it was read. */
  function trackedBody(chunks: number) {
    const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
    const state = { pulled: 0, done: false };
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (state.pulled >= chunks) {
          state.done = true;
          controller.close();
          return;
        }
        state.pulled++;
        controller.enqueue(chunk);
      },
    });
    return { body, state };
  }

  it("is read to its end before the refusal (so the connection stays usable), and the next request succeeds", async () => {
    const before = await rowCount();
    const chunks = Math.ceil((MAX_BODY_BYTES * 2) / (64 * 1024));
    for (const [action, path, type] of [
      [waitlistApi.action, "/api/waitlist", "application/json"],
      [waitlistPage, "/waitlist", "application/x-www-form-urlencoded"],
    ] as const) {
      const { body, state } = trackedBody(chunks);
      const refused = await call(action, path, { method: "POST", headers: { "Content-Type": type }, body });
      expect(refused.status, path).toBe(413);
      expect(state.done, `${path}: the refused body was drained`).toBe(true);
    }
    expect(await rowCount()).toBe(before);
    const next = await postJson(waitlistApi.action, "/api/waitlist", {
      name: "After",
      email: `after.${stamp()}@example.com`,
      location: "Wellington",
      sport: "crossfit",
    });
    expect(next.status).toBe(200);
  });

  it("a body sent with a wrong method or type is drained too (405, 415)", async () => {
    const wrongMethod = trackedBody(4);
    const a = await call(waitlistApi.action, "/api/waitlist", { method: "PUT", body: wrongMethod.body });
    expect(a.status).toBe(405);
    expect(wrongMethod.state.done).toBe(true);
    const wrongType = trackedBody(4);
    const b = await call(waitlistPage, "/waitlist", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: wrongType.body,
    });
    expect(b.status).toBe(415);
    expect(wrongType.state.done).toBe(true);
  });
});

describe("a wrong method on the public APIs", () => {
  const routes: {
    path: string;
    module: { loader?: RouteFn; action?: RouteFn };
    allow: string[];
    params?: Record<string, string>;
  }[] = [
    { path: "/api/gyms", module: gymsApi, allow: ["GET"] },
    { path: "/api/trainers", module: trainersApi, allow: ["GET"] },
    { path: "/api/saved-gyms", module: savedGymsApi, allow: ["GET", "POST"] },
    { path: `/api/saved-gyms/${1}`, module: savedGymApi, allow: ["DELETE"], params: { id: "1" } },
    { path: `/api/saved-gyms/${1}/status`, module: savedGymStatusApi, allow: ["GET"], params: { id: "1" } },
    { path: "/api/reviews", module: reviewsApi, allow: ["POST"] },
    { path: "/api/waitlist", module: waitlistApi, allow: ["POST"] },
    { path: "/api/team-booking-inquiry", module: teamInquiryApi, allow: ["POST"] },
  ];

  it("answers 405 with Allow and a sentence saying what to send", async () => {
    for (const route of routes) {
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
        if (route.allow.includes(method)) continue;
        const fn = method === "GET" ? route.module.loader : route.module.action;
        expect(fn, `${route.path} ${method} has a handler`).toBeDefined();
        const outcome = await call(fn!, route.path, {
          method,
          headers: { "Content-Type": "application/json" },
          body: method === "GET" ? undefined : "{}",
          params: route.params,
        });
        const context = `${method} ${route.path}`;
        expect(outcome.status, context).toBe(405);
        expect(outcome.headers.get("Allow"), context).toBe(route.allow.join(", "));
        const error = (outcome.body as { error: string }).error;
        expect(error, context).toMatch(
          new RegExp(`does not accept ${method} requests\\. Send a .+ request instead\\.`),
        );
      }
    }
  });
});

describe("an empty body to every JSON API", () => {
  const apis: [string, RouteFn][] = [
    ["/api/waitlist", waitlistApi.action],
    ["/api/team-booking-inquiry", teamInquiryApi.action],
    ["/api/athlete-interest", athleteInterestApi],
    ["/api/gym-application", gymApplicationApi],
    ["/api/ambassador-application", ambassadorApi],
    ["/api/reviews", reviewsApi.action],
    ["/api/saved-gyms", savedGymsApi.action],
    ["/api/bookings", bookingsApi],
    ["/api/process-payment", processPaymentApi],
    ["/api/amenity-booking", amenityBookingApi],
  ];

  it("answers 400 with sentences (never valibot's internals), each message once", async () => {
    const before = await rowCount();
    for (const [path, action] of apis) {
      for (const body of ["", "{}", '{"gymId":null}', "[]", "null", '"text"']) {
        const outcome = await postJson(action, path, body);
        const context = `${path} ${JSON.stringify(body)}`;
        expect(outcome.status, context).toBe(400);
        expectSentences(outcome, context);
      }
    }
    expect(await rowCount()).toBe(before);
  });

  it("names the booking API's missing fields in words (the issue's example)", async () => {
    const outcome = await postJson(bookingsApi, "/api/bookings", "");
    const body = outcome.body as { error: string; errors: Record<string, string[]> };
    expect(body.error).not.toContain("Invalid key");
    expect(body.errors.gymId).toBeDefined();
    expect(body.errors.athleteEmail).toEqual(["Valid email is required"]);
  });
});
