/**
 * Script and HTML typed into the forms is stored as text and rendered as text. Payloads go in through
 * the real actions (a booking, a review, a message to a gym, a gym application, a team inquiry, an
 * ambassador application, a waitlist sign-up); every page that shows them is then server-rendered
 * with its real loader, and must carry the escaped form and never the raw one.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { GYM_PREFERENCES } from "~/domain/ambassador";
import {
  COMPETITION_LEVELS,
  CONTENT_STYLES,
  FOLLOWERS_COUNTS,
  PRIMARY_SPORTS,
  TRAVEL_FREQUENCIES,
  YEARS_EXPERIENCE,
} from "~/domain/athlete-profile";
import { AMENITY_OPTIONS, EQUIPMENT_OPTIONS } from "~/domain/catalog";
import { addDays, todayIn } from "~/domain/zoned-time";
import { ensureVisitor } from "~/identity.server";
import { syncListing } from "~/models/listing.server";
import AddGymPage, { action as addGymAction } from "~/routes/add-gym/route";
import AmbassadorPage, {
  action as ambassadorDecision,
  loader as ambassadorLoader,
} from "~/routes/admin/ambassador";
import AmbassadorsPage, { loader as ambassadorsLoader } from "~/routes/admin/ambassadors";
import AdminBookingsPage, { loader as adminBookingsLoader } from "~/routes/admin/bookings";
import GymApplicationPage, {
  action as gymApplicationDecision,
  loader as gymApplicationLoader,
} from "~/routes/admin/gym-application";
import GymApplicationsPage, { loader as gymApplicationsLoader } from "~/routes/admin/gym-applications";
import InquiriesPage, { loader as inquiriesLoader } from "~/routes/admin/inquiries";
import OutboxPage, { loader as outboxLoader } from "~/routes/admin/outbox";
import OutboxMessagePage, { loader as outboxMessageLoader } from "~/routes/admin/outbox-message";
import WaitlistPage, { loader as waitlistLoader } from "~/routes/admin/waitlist";
import AmbassadorApplicationPage, { action as ambassadorAction } from "~/routes/ambassador-application/route";
import GymDetailPage, { action as gymAction, loader as gymLoader } from "~/routes/gym/route";
import { action as gymBookAction } from "~/routes/gym-book/route";
import { action as teamBookingAction } from "~/routes/team-booking/route";
import WaitlistSignupPage, {
  action as waitlistAction,
  loader as waitlistPageLoader,
} from "~/routes/waitlist/route";
import { config, cookieFrom, insertGym, request } from "./helpers";
import { adminCookie, call, type RouteFn, renderRoute } from "./route-helpers";

const SCRIPT = "<script>alert(1)</script>";
const IMG = '"><img src=x onerror=alert(1)>';
const PAYLOAD = `${SCRIPT}${IMG}`;
/** How React writes the payload in text and attribute values. */
const ESCAPED_SCRIPT = "&lt;script&gt;alert(1)&lt;/script&gt;";
const ESCAPED_IMG = "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;";

/** A start tag carrying an event handler attribute (quoted values cannot hide one: " is &quot;). */
const TAG_WITH_HANDLER = /<[a-z][\w-]*(?:\s+[\w:-]+(?:="[^"]*")?)*\s+on[a-z]+=/i;

/**
 * The payload is on the page, escaped, and nothing of it is live: no script or img tag of its own,
 * no element with an event handler, no javascript: link. `whole: false` for a page that shows only
 * the start of it (an e-mail greets by first name).
 */
function expectOnlyEscaped(html: string, page: string, { whole = true } = {}) {
  expect(html, `${page}: raw <script>`).not.toContain(SCRIPT);
  expect(html, `${page}: raw <img>`).not.toContain("<img src=x");
  expect(html, `${page}: an event handler attribute`).not.toMatch(TAG_WITH_HANDLER);
  expect(html, `${page}: a javascript: link`).not.toMatch(/href="\s*javascript:/i);
  expect(html, `${page}: the escaped payload is shown`).toContain(ESCAPED_SCRIPT);
  if (whole) expect(html, `${page}: the escaped payload is shown`).toContain(ESCAPED_IMG);
}

/** Posts a form to an action and expects it accepted (a redirect). */
async function submit(
  action: RouteFn,
  path: string,
  fields: [string, string][],
  init: { cookie?: string; params?: Record<string, string> } = {},
) {
  const outcome = await call(action, path, {
    method: "POST",
    headers: init.cookie ? { Cookie: init.cookie } : {},
    body: new URLSearchParams(fields),
    params: init.params,
  });
  expect(outcome.status, `${path}: ${JSON.stringify(outcome.body)}`).toBe(302);
  return outcome;
}

const marker = `xss${Date.now().toString(36)}`;
let gymId: number;
let visitor: string;
let admin: string;
let gymApplicationId: number;
let ambassadorId: number;
let mailIds: number[];

beforeAll(async () => {
  const gym = await insertGym({
    name: "XSS Harbour Gym",
    contactEmail: "owner@xss.example",
    canHostTeams: true,
    maxTeamSize: 30,
  });
  gymId = gym.id;
  visitor = cookieFrom((await ensureVisitor(config(), request("/"))).headers);
  admin = await adminCookie();

  // A booking (the athlete's name is shown to the admin), completed, then reviewed.
  const booked = await submit(
    gymBookAction,
    `/gym/${gymId}/book`,
    [
      ["intent", "details"],
      ["athleteName", PAYLOAD],
      ["athleteEmail", `${marker}@example.com`],
      ["bookingDate", addDays(todayIn(gym.timeZone, Date.now()), 3)],
      ["startTime", "09:00"],
      ["specialRequests", PAYLOAD],
    ],
    { cookie: visitor, params: { id: String(gymId) } },
  );
  const bookingId = Number(/booking=(\d+)/.exec(booked.headers.get("Location") ?? "")?.[1]);
  // Completion is the scheduled job's work once the day has passed.
  await env.DB.prepare("UPDATE bookings SET status = 'completed' WHERE id = ?").bind(bookingId).run();
  await submit(
    gymAction,
    `/gym/${gymId}`,
    [
      ["intent", "review"],
      ["bookingId", String(bookingId)],
      ["rating", "4"],
      ["comment", PAYLOAD],
    ],
    { cookie: visitor, params: { id: String(gymId) } },
  );

  // A message to the gym's owner.
  await submit(
    gymAction,
    `/gym/${gymId}`,
    [
      ["intent", "contact"],
      ["athleteName", PAYLOAD],
      ["athleteEmail", `${marker}.contact@example.com`],
      ["message", PAYLOAD],
    ],
    { params: { id: String(gymId) } },
  );

  // A gym application.
  await submit(addGymAction, "/add-gym", [
    ["contactName", PAYLOAD],
    ["contactEmail", `${marker}.owner@example.com`],
    ["gymName", PAYLOAD],
    ["address", PAYLOAD],
    ["city", PAYLOAD],
    ["country", "New Zealand"],
    ["description", PAYLOAD],
    ["gymRules", PAYLOAD],
    ["dayPassRate", "25"],
    ["operatingDays", "1"],
    ["equipment", EQUIPMENT_OPTIONS[0]!],
    ["amenities", AMENITY_OPTIONS[0]!],
    ["sports", "CrossFit"],
    ["otherAmenities", PAYLOAD],
    ["checkInPolicy", PAYLOAD],
    ["businessName", PAYLOAD],
    ["businessType", PAYLOAD],
    ["message", PAYLOAD],
    ["acceptedTerms", "on"],
  ]);
  gymApplicationId = (await env.DB.prepare("SELECT id FROM gym_applications WHERE contact_email = ?")
    .bind(`${marker}.owner@example.com`)
    .first<{ id: number }>())!.id;

  // A team inquiry.
  await submit(teamBookingAction, "/team-booking", [
    ["intent", "inquiry"],
    ["gymId", String(gymId)],
    ["teamName", PAYLOAD],
    ["contactName", PAYLOAD],
    ["email", `${marker}.team@example.com`],
    ["teamSize", "12"],
    ["preferredDates", PAYLOAD],
    ["specialRequirements", PAYLOAD],
  ]);

  // An ambassador application (a handle that is a javascript: URL, too).
  await submit(ambassadorAction, "/ambassador-application", [
    ["fullName", PAYLOAD],
    ["email", `${marker}.ambassador@example.com`],
    ["phone", "+64 21 555 0199"],
    ["location", PAYLOAD],
    ["primarySport", PRIMARY_SPORTS[0]],
    ["competitionLevel", COMPETITION_LEVELS[0]],
    ["yearsExperience", YEARS_EXPERIENCE[0]],
    ["achievements", PAYLOAD],
    ["instagramHandle", PAYLOAD],
    ["youtubeChannel", "javascript:alert(document.domain)"],
    ["followersCount", FOLLOWERS_COUNTS[0]],
    ["contentStyle", CONTENT_STYLES[0]],
    ["motivations", PAYLOAD],
    ["travelFrequency", TRAVEL_FREQUENCIES[0]],
    ["gymPreferences", GYM_PREFERENCES[0]],
    ["agreeToTerms", "on"],
  ]);
  ambassadorId = (await env.DB.prepare("SELECT id FROM ambassador_applications WHERE email = ?")
    .bind(`${marker}.ambassador@example.com`)
    .first<{ id: number }>())!.id;

  // A waitlist sign-up.
  await submit(waitlistAction, "/waitlist", [
    ["name", PAYLOAD],
    ["email", `${marker}.waitlist@example.com`],
    ["location", PAYLOAD],
    ["sport", "crossfit"],
    ["additionalInfo", PAYLOAD],
  ]);

  mailIds = (
    await env.DB.prepare("SELECT id FROM mail_outbox WHERE subject LIKE ? OR text_body LIKE ? ORDER BY id")
      .bind(`%${SCRIPT}%`, `%${SCRIPT}%`)
      .all<{ id: number }>()
  ).results.map((r) => r.id);
});

describe("stored script and HTML render as text", () => {
  it("the payloads were stored as typed", async () => {
    const stored = await env.DB.batch([
      env.DB.prepare("SELECT comment FROM reviews WHERE gym_id = ?").bind(gymId),
      env.DB.prepare("SELECT message FROM athlete_interest_messages WHERE gym_id = ?").bind(gymId),
      env.DB.prepare("SELECT team_name FROM team_booking_inquiries WHERE gym_id = ?").bind(gymId),
      env.DB.prepare("SELECT gym_name FROM gym_applications WHERE id = ?").bind(gymApplicationId),
      env.DB.prepare("SELECT full_name FROM ambassador_applications WHERE id = ?").bind(ambassadorId),
      env.DB.prepare("SELECT name FROM waitlist WHERE email = ?").bind(`${marker}.waitlist@example.com`),
    ]);
    for (const result of stored) expect(Object.values(result.results[0] ?? {})).toEqual([PAYLOAD]);
    // The athlete-interest message, the team inquiry and the acknowledgements queue mail.
    expect(mailIds.length).toBeGreaterThanOrEqual(3);
  });

  it("the gym page: the review, as the public sees it and as its author does", async () => {
    for (const cookie of [undefined, visitor]) {
      const html = await renderRoute(GymDetailPage, gymLoader, `/gym/${gymId}`, {
        cookie,
        params: { id: String(gymId) },
      });
      expectOnlyEscaped(html, `/gym/${gymId}`);
    }
  });

  it("the admin review pages: a gym application and an ambassador application, and their lists", async () => {
    const pages: [string, Parameters<typeof renderRoute>][] = [
      [
        "gym application",
        [
          GymApplicationPage,
          gymApplicationLoader,
          `/admin/gym-applications/${gymApplicationId}`,
          { cookie: admin, params: { id: String(gymApplicationId) } },
        ],
      ],
      [
        "gym applications",
        [GymApplicationsPage, gymApplicationsLoader, "/admin/gym-applications", { cookie: admin }],
      ],
      [
        "ambassador",
        [
          AmbassadorPage,
          ambassadorLoader,
          `/admin/ambassadors/${ambassadorId}`,
          { cookie: admin, params: { id: String(ambassadorId) } },
        ],
      ],
      ["ambassadors", [AmbassadorsPage, ambassadorsLoader, "/admin/ambassadors", { cookie: admin }]],
    ];
    for (const [name, args] of pages) expectOnlyEscaped(await renderRoute(...args), name);
  });

  it("the admin tabs: inquiries, waitlist, bookings and the outbox with each message", async () => {
    expectOnlyEscaped(
      await renderRoute(InquiriesPage, inquiriesLoader, "/admin/inquiries", { cookie: admin }),
      "/admin/inquiries",
    );
    expectOnlyEscaped(
      await renderRoute(WaitlistPage, waitlistLoader, "/admin/waitlist", { cookie: admin }),
      "/admin/waitlist",
    );
    expectOnlyEscaped(
      await renderRoute(AdminBookingsPage, adminBookingsLoader, "/admin/bookings", { cookie: admin }),
      "/admin/bookings",
    );
    expectOnlyEscaped(
      await renderRoute(OutboxPage, outboxLoader, "/admin/outbox", { cookie: admin }),
      "/admin/outbox",
    );
    for (const id of mailIds) {
      expectOnlyEscaped(
        await renderRoute(OutboxMessagePage, outboxMessageLoader, `/admin/outbox/${id}`, {
          cookie: admin,
          params: { id: String(id) },
        }),
        `/admin/outbox/${id}`,
        // The ambassador acknowledgement greets by first name: the payload up to its first space.
        { whole: false },
      );
    }
  });

  it("once approved, the applied gym's public page (and its JSON-LD) shows the payload as text", async () => {
    const approve = (action: RouteFn, path: string, id: number) =>
      call(action, path, {
        method: "POST",
        headers: { Cookie: admin },
        body: new URLSearchParams({ intent: "approve" }),
        params: { id: String(id) },
      });
    expect(
      (await approve(gymApplicationDecision, `/admin/gym-applications/${gymApplicationId}`, gymApplicationId))
        .status,
    ).toBe(302);
    expect(
      (await approve(ambassadorDecision, `/admin/ambassadors/${ambassadorId}`, ambassadorId)).status,
    ).toBe(302);
    const { gym_id: newGymId } = (await env.DB.prepare("SELECT gym_id FROM gym_applications WHERE id = ?")
      .bind(gymApplicationId)
      .first<{ gym_id: number }>())!;
    // Issue 17: the owner completes the listing (pin, photo, capacity, hours) before it is listed.
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE gyms SET latitude = -41.29, longitude = 174.77, capacity = 20, capacity_confirmed = 1 WHERE id = ?",
      ).bind(newGymId),
      env.DB.prepare(
        "INSERT OR IGNORE INTO gym_images (gym_id, position, url, alt) VALUES (?, 0, '/images/fallback-gym.svg', ?)",
      ).bind(newGymId, PAYLOAD),
      env.DB.prepare(
        "INSERT OR IGNORE INTO gym_operating_days (gym_id, day, open_time, close_time) VALUES (?, 1, '06:00', '21:00')",
      ).bind(newGymId),
    ]);
    expect((await syncListing(getDb(env.DB), newGymId))?.state).toBe("listed");
    const html = await renderRoute(GymDetailPage, gymLoader, `/gym/${newGymId}`, {
      params: { id: String(newGymId) },
    });
    expectOnlyEscaped(html, `/gym/${newGymId}`);
    // In the JSON-LD script, "<" is written \u003c so the payload cannot close the script.
    const jsonLd = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(jsonLd).toContain("\\u003cscript>alert(1)\\u003c/script>");
    expect(jsonLd).not.toContain("<");
    // The approved ambassador's page still renders its handles as text.
    expectOnlyEscaped(
      await renderRoute(AmbassadorPage, ambassadorLoader, `/admin/ambassadors/${ambassadorId}`, {
        cookie: admin,
        params: { id: String(ambassadorId) },
      }),
      "approved ambassador",
    );
  });

  it("a refused form shows the typed payload again as text (its fields' values and the errors)", async () => {
    const cases: [string, Parameters<typeof renderRoute>][] = [
      [
        "/add-gym",
        [
          AddGymPage,
          undefined,
          "/add-gym",
          {
            submit: {
              action: addGymAction,
              form: [
                ["gymName", PAYLOAD],
                ["description", PAYLOAD],
              ],
            },
          },
        ],
      ],
      [
        "/waitlist",
        [
          WaitlistSignupPage,
          waitlistPageLoader,
          "/waitlist",
          {
            submit: {
              action: waitlistAction,
              form: [
                ["name", PAYLOAD],
                ["location", PAYLOAD],
              ],
            },
          },
        ],
      ],
      [
        "/ambassador-application",
        [
          AmbassadorApplicationPage,
          undefined,
          "/ambassador-application",
          {
            submit: {
              action: ambassadorAction,
              form: [
                ["fullName", PAYLOAD],
                ["motivations", PAYLOAD],
              ],
            },
          },
        ],
      ],
      [
        `/gym/${gymId}`,
        [
          GymDetailPage,
          gymLoader,
          `/gym/${gymId}`,
          {
            params: { id: String(gymId) },
            submit: {
              action: gymAction,
              form: [
                ["intent", "contact"],
                ["athleteName", PAYLOAD],
                ["message", PAYLOAD],
              ],
            },
          },
        ],
      ],
    ];
    for (const [name, args] of cases) {
      const html = await renderRoute(...args);
      expectOnlyEscaped(html, name);
    }
  });
});
