/**
 * Bad input, property-based: every JSON API action gets random and hostile bodies (missing fields,
 * wrong types, huge strings, unicode, negative/NaN numbers, past dates, unknown enums, SQL and
 * script payloads, duplicate keys). Whatever arrives, the answer is never a 5xx; a refusal is a 4xx
 * with a message and writes nothing.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { amenityItems, savedGyms as savedGymsTable } from "~/db/schema";
import { action as adminLogin } from "~/routes/api/admin/login";
import { action as ambassadorApplication } from "~/routes/api/ambassador-application";
import { action as amenityBooking } from "~/routes/api/amenity-booking";
import { action as athleteInterest } from "~/routes/api/athlete-interest";
import { action as bookingCancel } from "~/routes/api/booking-cancel";
import { action as bookings } from "~/routes/api/bookings";
import { action as gymApplication } from "~/routes/api/gym-application";
import { action as processPayment } from "~/routes/api/process-payment";
import { action as reviews } from "~/routes/api/reviews";
import { action as savedGyms, loader as savedGymsLoader } from "~/routes/api/saved-gyms";
import { action as teamInquiry } from "~/routes/api/team-booking-inquiry";
import { action as waitlist } from "~/routes/api/waitlist";
import { signedInCookie } from "./account-helpers";
import { counts, hostileBody, hostileRaw, hostileString, randomIp } from "./fuzz-helpers";
import { db, insertGym, request, routerContext } from "./helpers";

type Action = (args: never) => unknown;

let gymId = 1;
let pastDate = "2020-01-01";

const ENDPOINTS: {
  name: string;
  action: Action;
  path: string;
  fields: string[];
  params?: Record<string, string>;
  /** Tables a refusal writes by design (a failed sign-in is recorded for the rate limit). */
  writesOnRefusal?: string[];
}[] = [
  {
    name: "POST /api/bookings",
    action: bookings,
    path: "/api/bookings",
    fields: [
      "gymId",
      "athleteName",
      "athleteEmail",
      "phone",
      "bookingDate",
      "startTime",
      "duration",
      "bookingType",
      "specialRequests",
      "athletes",
      "totalAmount",
    ],
  },
  {
    name: "POST /api/process-payment",
    action: processPayment,
    path: "/api/process-payment",
    fields: ["bookingId", "paymentMethod"],
  },
  {
    name: "POST /api/amenity-booking",
    action: amenityBooking,
    path: "/api/amenity-booking",
    fields: [
      "gymId",
      "amenityType",
      "amenityName",
      "startTime",
      "endTime",
      "duration",
      "totalPrice",
      "bookingDate",
    ],
  },
  {
    name: "POST /api/athlete-interest",
    action: athleteInterest,
    path: "/api/athlete-interest",
    fields: ["athleteName", "athleteEmail", "message", "gymId"],
  },
  {
    name: "POST /api/reviews",
    action: reviews,
    path: "/api/reviews",
    fields: ["bookingId", "athleteId", "gymId", "rating", "comment"],
  },
  { name: "POST /api/saved-gyms", action: savedGyms, path: "/api/saved-gyms", fields: ["gymId", "userId"] },
  {
    name: "POST /api/waitlist",
    action: waitlist,
    path: "/api/waitlist",
    fields: ["name", "email", "location", "sport", "howDidYouHear", "additionalInfo"],
  },
  {
    name: "POST /api/gym-application",
    action: gymApplication,
    path: "/api/gym-application",
    fields: [
      "name",
      "gymName",
      "address",
      "city",
      "country",
      "description",
      "gymRules",
      "dayPassRate",
      "hourlyRate",
      "equipment",
      "sports",
      "amenities",
      "operatingDays",
      "contactEmail",
      "contactName",
      "businessName",
      "businessType",
      "accountNumber",
      "bsb",
    ],
  },
  {
    name: "POST /api/team-booking-inquiry",
    action: teamInquiry,
    path: "/api/team-booking-inquiry",
    fields: [
      "gymId",
      "teamName",
      "contactName",
      "email",
      "phone",
      "teamSize",
      "sport",
      "preferredDates",
      "specialRequirements",
    ],
  },
  {
    name: "POST /api/ambassador-application",
    action: ambassadorApplication,
    path: "/api/ambassador-application",
    fields: [
      "fullName",
      "email",
      "phone",
      "location",
      "primarySport",
      "competitionLevel",
      "yearsExperience",
      "followersCount",
      "contentStyle",
      "motivations",
      "travelFrequency",
      "gymPreferences",
      "agreeToTerms",
    ],
  },
  {
    name: "POST /api/admin/login",
    action: adminLogin,
    path: "/api/admin/login",
    fields: ["password"],
    writesOnRefusal: ["login_attempts"],
  },
  {
    name: "POST /api/bookings/{id}/cancel",
    action: bookingCancel,
    path: "/api/bookings/1/cancel",
    fields: ["id"],
    params: { id: "1" },
  },
];

async function send(endpoint: (typeof ENDPOINTS)[number], body: string): Promise<Response> {
  return (await endpoint.action({
    request: request(endpoint.path, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "CF-Connecting-IP": randomIp(),
      },
      body,
    }),
    context: routerContext(),
    params: endpoint.params ?? {},
  } as never)) as Response;
}

async function expectRefusedCleanly(
  response: Response,
  before: Record<string, number>,
  except: readonly string[] = [],
) {
  expect(response.status, "never a 5xx").toBeLessThan(500);
  if (response.status >= 400) {
    const body = (await response.json()) as { error?: unknown };
    expect(typeof body.error, "a refusal says why").toBe("string");
    expect((body.error as string).length).toBeGreaterThan(0);
    expect(await counts(except), "a refusal writes nothing").toEqual(before);
  }
}

beforeAll(async () => {
  const gym = await insertGym({ name: "Fuzz Gym", canHostTeams: true, maxTeamSize: 1000 });
  gymId = gym.id;
  await db().insert(amenityItems).values({ gymId, type: "sauna", name: "Sauna 1", pricePerHourCents: 2000 });
  pastDate = "2021-06-01";
});

describe("bad input never breaks an API", () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name}: hostile JSON objects get a 4xx with a message and write nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileBody(endpoint.fields), async (body) => {
          // Point id fields at a real gym half the time, so the checks behind the schema run too.
          if ("gymId" in body && Math.random() < 0.5) body.gymId = gymId;
          if ("bookingDate" in body && Math.random() < 0.3) body.bookingDate = pastDate;
          const before = await counts(endpoint.writesOnRefusal);
          await expectRefusedCleanly(
            await send(endpoint, JSON.stringify(body)),
            before,
            endpoint.writesOnRefusal,
          );
        }),
        { numRuns: 30 },
      );
    });

    it(`${endpoint.name}: bodies that are not a JSON object are refused`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileRaw, async (raw) => {
          const before = await counts(endpoint.writesOnRefusal);
          const response = await send(endpoint, raw);
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) expect(await counts(endpoint.writesOnRefusal)).toEqual(before);
        }),
        { numRuns: 15 },
      );
    });
  }
});

describe("refusals after validation write nothing either", () => {
  it("a booking refused for a full gym or a closed date leaves no identity, booking or hold behind", async () => {
    const full = await insertGym({ name: "Full Gym", capacity: 1 });
    const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(
      new Date(Date.now() + 6 * 86_400_000),
    );
    const body = {
      gymId: full.id,
      athleteName: "First",
      athleteEmail: "first@example.com",
      bookingDate: date,
      startTime: "06:00",
    };
    const first = await send(ENDPOINTS[0]!, JSON.stringify(body));
    expect(first.status).toBe(201);
    const before = await counts();
    const refused = await send(ENDPOINTS[0]!, JSON.stringify({ ...body, athleteName: "Second" }));
    expect(refused.status).toBe(409);
    expect(refused.headers.get("Set-Cookie")).toBeNull();
    expect(await counts()).toEqual(before);
    const past = await send(ENDPOINTS[0]!, JSON.stringify({ ...body, bookingDate: "2021-01-04" }));
    expect(past.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("saving a gym that does not exist leaves no identity behind", async () => {
    const before = await counts();
    const response = await send(
      ENDPOINTS.find((e) => e.name === "POST /api/saved-gyms")!,
      JSON.stringify({ gymId: 987654 }),
    );
    expect(response.status).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe("account cookies (issue 16): forged, altered or garbage ones act as nobody", () => {
  it("the visitor APIs answer without a 5xx and never reach the real account's records", async () => {
    const { cookie, userId } = await signedInCookie("fuzz.api.account@example.com");
    await db().insert(savedGymsTable).values({ userId, gymId });
    const [name, value] = [cookie.split("=")[0]!, cookie.slice(cookie.indexOf("=") + 1)];
    const decoded = decodeURIComponent(value);
    const [token, signature] = [
      decoded.slice(0, decoded.lastIndexOf(".")),
      decoded.slice(decoded.lastIndexOf(".") + 1),
    ];
    const forged = fc.oneof(
      hostileString,
      // The real token with another signature, or the signature of another token.
      fc.string({ minLength: 1, maxLength: 60 }).map((s) => `${token}.${s}`),
      fc.string({ minLength: 1, maxLength: 40 }).map((s) => `${s}.${signature}`),
      fc.constant(token),
      fc.constant(`${token}.`),
      fc.constant(`.${signature}`),
      fc.constant("%E0%A4%A"),
    );
    await fc.assert(
      fc.asyncProperty(forged, async (raw) => {
        const headers = { Cookie: `${name}=${encodeURIComponent(raw)}`, "CF-Connecting-IP": randomIp() };
        const list = (await savedGymsLoader({
          request: request("/api/saved-gyms", { headers }),
          context: routerContext(),
          params: {},
        } as never)) as Response;
        expect(list.status).toBeLessThan(500);
        expect(await list.json(), "a forged cookie sees nobody's saved gyms").toEqual([]);
      }),
      { numRuns: 40 },
    );
    // The real cookie still sees them.
    const real = (await savedGymsLoader({
      request: request("/api/saved-gyms", { headers: { Cookie: cookie } }),
      context: routerContext(),
      params: {},
    } as never)) as Response;
    expect(((await real.json()) as { id: number }[]).map((g) => g.id)).toEqual([gymId]);
  });
});
