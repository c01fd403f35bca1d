/**
 * Page vs API parity for the public operations that are not bookings (issue 14, section 1): the same
 * valid input and the same invalid inputs, sent through the page's form action and through the JSON
 * API, get the same outcome. Accepted ↔ accepted (a page redirects, the API answers 2xx); refused ↔
 * refused with the same messages (the page's 4xx form reply or refusal toast, the API's 4xx
 * `{ error, errors }`); and the same rows written (none on a refusal). Both go through one use case
 * and one schema, so this holds by construction; the test keeps it that way.
 *
 * Not covered: the trainer session request, which has no JSON API. Known, deliberate differences: the
 * page's Contact Gym Owner form requires a message, the API's athlete interest does not (spec
 * section 5); the heart's refusals are the spec's toasts ("Save failed"), the API's the use case's
 * message with a 4xx.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { GYM_PREFERENCES } from "~/domain/ambassador";
import { PRIMARY_SPORTS } from "~/domain/athlete-profile";
import { AMENITY_OPTIONS, EQUIPMENT_OPTIONS, SPORTS } from "~/domain/catalog";
import { ensureVisitor } from "~/identity.server";
import { action as addGymPage } from "~/routes/add-gym/route";
import { action as ambassadorPage } from "~/routes/ambassador-application/route";
import { action as ambassadorApi } from "~/routes/api/ambassador-application";
import { action as athleteInterestApi } from "~/routes/api/athlete-interest";
import { action as gymApplicationApi } from "~/routes/api/gym-application";
import { action as reviewsApi } from "~/routes/api/reviews";
import { action as unsaveApi } from "~/routes/api/saved-gym";
import { action as savedGymsApi } from "~/routes/api/saved-gyms";
import { action as teamInquiryApi } from "~/routes/api/team-booking-inquiry";
import { action as waitlistApi } from "~/routes/api/waitlist";
import { action as favouritesPage } from "~/routes/favourites/route";
import { action as gymPage } from "~/routes/gym/route";
import { action as teamBookingPage } from "~/routes/team-booking/route";
import { action as waitlistPage } from "~/routes/waitlist/route";
import { config, cookieFrom, insertGym, request } from "./helpers";
import { call, type Outcome, type RouteFn, toastOf } from "./route-helpers";

/** A form's values: a list is sent as repeated fields, `true` as a ticked box, `false` not at all. */
type Fields = Record<string, string | string[] | boolean>;

function asForm(fields: Fields): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) form.append(name, item);
    else if (value === true) form.append(name, "on");
    else if (value !== false) form.append(name, value);
  }
  return form;
}

const postPage = (action: RouteFn, path: string, fields: Fields, cookie = "", params = {}) =>
  call(action, path, {
    method: "POST",
    headers: cookie ? { Cookie: cookie } : {},
    body: asForm(fields),
    params,
  });

const postApi = (action: RouteFn, path: string, body: unknown, cookie = "", method = "POST", params = {}) =>
  call(action, path, {
    method,
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
    params,
  });

/** Row counts of every table the public operations write. */
async function rows(): Promise<Record<string, number>> {
  const tables = [
    "waitlist",
    "gym_applications",
    "ambassador_applications",
    "team_booking_inquiries",
    "athlete_interest_messages",
    "reviews",
    "saved_gyms",
    "mail_outbox",
  ];
  const out: Record<string, number> = {};
  for (const table of tables)
    out[table] = (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
  return out;
}

const delta = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(
    Object.keys(after)
      .map((k) => [k, after[k]! - before[k]!] as const)
      .filter(([, d]) => d !== 0),
  );

/** Sends through one side and reports the outcome with the rows it wrote. */
async function measured(send: () => Promise<Outcome>) {
  const before = await rows();
  const outcome = await send();
  return { outcome, wrote: delta(before, await rows()) };
}

/** The messages a page's form reply carries (Conform's `error`, field → messages), flattened. */
function pageMessages(outcome: Outcome): string[] {
  // A thrown 404 (an unknown gym in the URL) is its message, shown by the error boundary.
  if (typeof outcome.body === "string") return [outcome.body];
  const body = outcome.body as { result?: { error?: Record<string, string[] | null> }; error?: unknown };
  const errors = body?.result?.error ?? (body as { error?: Record<string, string[] | null> })?.error ?? {};
  return [...new Set(Object.values(errors).flatMap((list) => list ?? []))].sort();
}

/** The messages of an API refusal: every field's, or the one `error`. */
function apiMessages(outcome: Outcome): string[] {
  const body = outcome.body as { error: string; errors?: Record<string, string[]> };
  const all = body.errors ? Object.values(body.errors).flat() : [body.error];
  return [...new Set(all)].sort();
}

const accepted = (outcome: Outcome) => outcome.status >= 200 && outcome.status < 400;

/**
 * The same input through both: both accepted, writing the same rows, or both refused with a 4xx and
 * the same messages, writing nothing. Each side gets its own copy of the input (`make(side)`) so a
 * unique e-mail or booking can differ between them.
 */
async function expectParity(
  label: string,
  page: () => Promise<Outcome>,
  api: () => Promise<Outcome>,
): Promise<{ page: Outcome; api: Outcome }> {
  const p = await measured(page);
  const a = await measured(api);
  const context = `${label}: page ${p.outcome.status} ${JSON.stringify(p.outcome.body)} / api ${a.outcome.status} ${JSON.stringify(a.outcome.body)}`;
  expect(accepted(p.outcome), context).toBe(accepted(a.outcome));
  expect(p.wrote, context).toEqual(a.wrote);
  if (accepted(a.outcome)) {
    expect(a.outcome.status, context).toBeLessThan(300);
  } else {
    expect(p.outcome.status, context).toBeGreaterThanOrEqual(400);
    expect(p.outcome.status, context).toBeLessThan(500);
    expect(a.outcome.status, context).toBeGreaterThanOrEqual(400);
    expect(a.outcome.status, context).toBeLessThan(500);
    expect(pageMessages(p.outcome), context).toEqual(apiMessages(a.outcome));
    expect(a.wrote, context).toEqual({});
  }
  return { page: p.outcome, api: a.outcome };
}

let n = 0;
const unique = (name: string) => `${name}.${Date.now().toString(36)}${++n}@example.com`;

/** Invalid variants every free-text operation shares: control characters, bidi overrides, line breaks. */
const HOSTILE_TEXT = ["Sam\u0000", "Sam\u202Eevil", "Sam\u2066x", "Sam\u0085x", "Sam\nSmith", "Sam\u0007"];

let gymId: number;
let inactiveGymId: number;
beforeAll(async () => {
  gymId = (
    await insertGym({
      name: "Parity Gym",
      contactEmail: "owner@parity.example",
      canHostTeams: true,
      maxTeamSize: 30,
    })
  ).id;
  inactiveGymId = (await insertGym({ name: "Closed Parity Gym", isActive: false })).id;
});

describe("join the waitlist: /waitlist and POST /api/waitlist", () => {
  const valid = (email: string): Fields => ({
    name: "Aroha Ngata",
    email,
    location: "Wellington, New Zealand",
    sport: "crossfit",
    howDidYouHear: "friend",
    additionalInfo: "Line one\nline two",
  });
  const both = (label: string, make: (side: string) => Fields) =>
    expectParity(
      label,
      () => postPage(waitlistPage, "/waitlist", make("page")),
      () => postApi(waitlistApi, "/api/waitlist", make("api")),
    );

  it("accepts the same sign-up", async () => {
    await both("valid", (side) => valid(unique(`wait-${side}`)));
  });

  it("refuses the same bad input with the same messages", { timeout: 30_000 }, async () => {
    await both("empty", () => ({}));
    await both("a@b.c", (side) => ({ ...valid(unique(side)), email: "a@b.c" }));
    await both("unknown sport", (side) => ({ ...valid(unique(side)), sport: "quidditch" }));
    for (const name of HOSTILE_TEXT)
      await both(JSON.stringify(name), (side) => ({ ...valid(unique(side)), name }));
    await both("NUL in a note", (side) => ({ ...valid(unique(side)), additionalInfo: "ok\u0000" }));
  });
});

describe("apply as a gym: /add-gym and POST /api/gym-application", () => {
  const valid = (email: string): Fields => ({
    contactName: "Mere Owner",
    contactEmail: email,
    gymName: "Parity Barbell",
    address: "1 Parity Street",
    city: "Nelson",
    country: "New Zealand",
    description: "A strength gym for travelling lifters.",
    gymRules: "Chalk is fine.\nRe-rack your weights.",
    dayPassRate: "25",
    hourlyRate: "0",
    openTime: "06:00",
    closeTime: "21:00",
    operatingDays: ["1", "2", "3"],
    equipment: [EQUIPMENT_OPTIONS[0]],
    amenities: [AMENITY_OPTIONS[0]],
    sports: [SPORTS[0]!],
    canHostTeams: true,
    maxTeamSize: "20",
    businessName: "Parity Limited",
    businessType: "Company",
    message: "We would love to be listed.",
  });
  const both = (label: string, make: (side: string) => Fields) =>
    expectParity(
      label,
      () => postPage(addGymPage, "/add-gym", make("page")),
      () => postApi(gymApplicationApi, "/api/gym-application", make("api")),
    );

  it("accepts the same application", async () => {
    await both("valid", (side) => valid(unique(`gym-${side}`)));
  });

  it("refuses the same bad input with the same messages", { timeout: 30_000 }, async () => {
    await both("empty", () => ({}));
    await both("a@b.c", () => ({ ...valid("x"), contactEmail: "a@b.c" }));
    await both("fractional team size", () => ({ ...valid(unique("t")), maxTeamSize: "2.5" }));
    await both("1e3 team size", () => ({ ...valid(unique("t")), maxTeamSize: "1e3" }));
    for (const gymName of HOSTILE_TEXT)
      await both(JSON.stringify(gymName), () => ({ ...valid(unique("t")), gymName }));
    await both("bidi in the rules", () => ({ ...valid(unique("t")), gymRules: "Be kind \u202E" }));
  });
});

describe("apply as an ambassador: /ambassador-application and POST /api/ambassador-application", () => {
  const valid = (email: string): Fields => ({
    fullName: "Tama Ambassador",
    email,
    phone: "+64 21 555 0101",
    location: "Wellington",
    primarySport: PRIMARY_SPORTS[0],
    competitionLevel: "national",
    yearsExperience: "3-5",
    followersCount: "1k-5k",
    contentStyle: "lifestyle",
    motivations: "I train on the road.\nI share where.",
    travelFrequency: "monthly",
    gymPreferences: [GYM_PREFERENCES[0]],
    agreeToTerms: true,
  });
  const both = (label: string, make: (side: string) => Fields) =>
    expectParity(
      label,
      () => postPage(ambassadorPage, "/ambassador-application", make("page")),
      () =>
        postApi(ambassadorApi, "/api/ambassador-application", {
          ...make("api"),
          // JSON's own yes/no.
          agreeToTerms: make("api").agreeToTerms === true,
        }),
    );

  it("accepts the same application", async () => {
    await both("valid", (side) => valid(unique(`amb-${side}`)));
  });

  it("refuses the same bad input with the same messages", { timeout: 30_000 }, async () => {
    await both("empty", () => ({}));
    await both("terms not agreed", () => ({ ...valid(unique("a")), agreeToTerms: false }));
    await both("a@b.c", () => ({ ...valid("x"), email: "a@b.c" }));
    for (const fullName of HOSTILE_TEXT)
      await both(JSON.stringify(fullName), () => ({ ...valid(unique("a")), fullName }));
    await both("line break in a handle", () => ({ ...valid(unique("a")), instagramHandle: "@a\n@b" }));
  });
});

describe("team inquiry: /team-booking (intent=inquiry) and POST /api/team-booking-inquiry", () => {
  const valid = (): Fields => ({
    gymId: String(gymId),
    teamName: "Parity Crew",
    contactName: "Coach Parity",
    email: "coach@parity.example",
    phone: "+64 4 555 0100",
    teamSize: "12",
    sport: "CrossFit",
    preferredDates: "2026-12-01 to 2026-12-03",
    specialRequirements: "Early start.\nTwo racks.",
  });
  const both = (label: string, make: () => Fields) =>
    expectParity(
      label,
      () => postPage(teamBookingPage, "/team-booking", { intent: "inquiry", ...make() }),
      () => postApi(teamInquiryApi, "/api/team-booking-inquiry", make()),
    );

  it("accepts the same inquiry", async () => {
    await both("valid", valid);
  });

  it("refuses the same bad input with the same messages", { timeout: 30_000 }, async () => {
    await both("empty", () => ({}));
    await both("fractional team size", () => ({ ...valid(), teamSize: "2.5" }));
    await both("1e3 team size", () => ({ ...valid(), teamSize: "1e3" }));
    await both("team size 0", () => ({ ...valid(), teamSize: "0" }));
    await both("a@b.c", () => ({ ...valid(), email: "a@b.c" }));
    await both("unknown gym", () => ({ ...valid(), gymId: "999999" }));
    await both("inactive gym", () => ({ ...valid(), gymId: String(inactiveGymId) }));
    for (const teamName of HOSTILE_TEXT)
      await both(JSON.stringify(teamName), () => ({ ...valid(), teamName }));
  });
});

describe("contact a gym owner: /gym/{id} (intent=contact) and POST /api/athlete-interest", () => {
  const valid = (): Fields => ({
    athleteName: "Aroha Ngata",
    athleteEmail: "aroha@example.com",
    message: "Group of 6?\nNext Tuesday.",
  });
  const both = (label: string, make: () => Fields, id = gymId) =>
    expectParity(
      label,
      () => postPage(gymPage, `/gym/${id}`, { intent: "contact", ...make() }, "", { id: String(id) }),
      () => postApi(athleteInterestApi, "/api/athlete-interest", { gymId: id, ...make() }),
    );

  it("accepts the same message", async () => {
    await both("valid", valid);
  });

  it("refuses the same bad input with the same messages", { timeout: 30_000 }, async () => {
    await both("blank name", () => ({ ...valid(), athleteName: " " }));
    await both("a@b.c", () => ({ ...valid(), athleteEmail: "a@b.c" }));
    await both("unknown gym", valid, 999999);
    for (const athleteName of HOSTILE_TEXT)
      await both(JSON.stringify(athleteName), () => ({ ...valid(), athleteName }));
    await both("NUL in the message", () => ({ ...valid(), message: "Hi\u0000" }));
  });
});

describe("review a completed booking: /gym/{id} (intent=review) and POST /api/reviews", () => {
  async function completedBooking() {
    const visitor = await ensureVisitor(config(), request("/"));
    const row = await env.DB.prepare(
      `INSERT INTO bookings (reference, athlete_id, gym_id, athlete_name, athlete_email, booking_type, booking_date, start_time,
        end_time, duration_hours, athletes, starts_at, ends_at, total_cents, currency, status)
       VALUES (?, ?, ?, 'Tama', 'tama@example.com', 'day_pass', '2026-10-01', '06:00', '22:00', 16, 1, 1, 2, 2500, 'NZD', 'completed') RETURNING id`,
    )
      .bind(`GR-P${Math.random().toString(36).slice(2, 7).toUpperCase()}`, visitor.userId, gymId)
      .first<{ id: number }>();
    return { bookingId: row!.id, cookie: cookieFrom(visitor.headers) };
  }

  /** The page answers an eligibility refusal with its "Review failed" toast; read it as messages. */
  async function asRefusal(outcome: Outcome): Promise<Outcome> {
    if (outcome.status !== 302) return outcome;
    const toast = await toastOf(outcome.headers);
    if (toast?.title !== "Review failed") return outcome;
    return { ...outcome, status: 403, body: { result: { error: { "": [toast.description] } } } };
  }

  const both = async (label: string, fields: (bookingId: number) => Fields, owner: "self" | "stranger") => {
    const pageSide = await completedBooking();
    const apiSide = await completedBooking();
    const stranger = await ensureVisitor(config(), request("/"));
    const cookieFor = (side: { cookie: string }) =>
      owner === "self" ? side.cookie : cookieFrom(stranger.headers);
    return expectParity(
      label,
      async () =>
        asRefusal(
          await postPage(
            gymPage,
            `/gym/${gymId}`,
            { intent: "review", ...fields(pageSide.bookingId) },
            cookieFor(pageSide),
            { id: String(gymId) },
          ),
        ),
      () =>
        postApi(
          reviewsApi,
          "/api/reviews",
          { gymId: String(gymId), ...fields(apiSide.bookingId) },
          cookieFor(apiSide),
        ),
    );
  };

  it("accepts the same review of one's own completed booking", async () => {
    await both(
      "valid",
      (bookingId) => ({ bookingId: String(bookingId), rating: "4", comment: "Great" }),
      "self",
    );
  });

  it("refuses the same bad input, and someone else's booking, with the same messages", {
    timeout: 30_000,
  }, async () => {
    await both("blank comment", (bookingId) => ({ bookingId: String(bookingId), comment: " " }), "self");
    await both(
      "rating 4.5",
      (bookingId) => ({ bookingId: String(bookingId), rating: "4.5", comment: "Ok" }),
      "self",
    );
    await both(
      "rating 6",
      (bookingId) => ({ bookingId: String(bookingId), rating: "6", comment: "Ok" }),
      "self",
    );
    await both("bidi", (bookingId) => ({ bookingId: String(bookingId), comment: "Nice\u202E" }), "self");
    await both(
      "someone else's",
      (bookingId) => ({ bookingId: String(bookingId), comment: "Mine now" }),
      "stranger",
    );
  });
});

describe("save and unsave a gym: the heart on a page and /api/saved-gyms", () => {
  const fresh = async () => cookieFrom((await ensureVisitor(config(), request("/"))).headers);

  it("saves and removes the same way", async () => {
    const pageCookie = await fresh();
    const apiCookie = await fresh();
    const saved = await expectParity(
      "save",
      () =>
        postPage(
          favouritesPage,
          "/favourites",
          { back: "/gyms", intent: "save", gymId: String(gymId) },
          pageCookie,
        ),
      () => postApi(savedGymsApi, "/api/saved-gyms", { gymId }, apiCookie),
    );
    expect(await toastOf(saved.page.headers)).toMatchObject({ title: "Gym saved" });
    const removed = await expectParity(
      "unsave",
      () =>
        postPage(
          favouritesPage,
          "/favourites",
          { back: "/gyms", intent: "unsave", gymId: String(gymId) },
          pageCookie,
        ),
      () => postApi(unsaveApi, `/api/saved-gyms/${gymId}`, {}, apiCookie, "DELETE", { id: String(gymId) }),
    );
    expect(await toastOf(removed.page.headers)).toMatchObject({ title: "Gym removed" });
  });

  it("refuses an unknown, inactive or malformed gym on both, writing nothing", async () => {
    for (const bad of ["999999", String(inactiveGymId), "abc", "1.5", "1e3", ""]) {
      const pageCookie = await fresh();
      const before = await rows();
      const page = await postPage(
        favouritesPage,
        "/favourites",
        { back: "/gyms", intent: "save", gymId: bad },
        pageCookie,
      );
      // The heart's refusal is the spec's toast on the page it was pressed on.
      expect(page.status, bad).toBe(302);
      expect(await toastOf(page.headers), bad).toMatchObject({
        title: "Save failed",
        variant: "destructive",
      });
      const api = await postApi(savedGymsApi, "/api/saved-gyms", { gymId: bad }, await fresh());
      expect(api.status, bad).toBeGreaterThanOrEqual(400);
      expect(api.status, bad).toBeLessThan(500);
      expect(delta(before, await rows()), bad).toEqual({});
    }
  });
});
