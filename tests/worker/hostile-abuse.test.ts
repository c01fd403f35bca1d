/**
 * A hostile client against the public surfaces (issue 14, section 4), through the same middleware
 * chain React Router runs (route-helpers `call`): form floods, sign-in guessing from rotating IPv6
 * addresses, booking-reference brute force, self-referral, a filled honeypot, and `?ref=` slipped into
 * requests that are not a visit. Each case comes from addresses of its own, is refused with a 4xx and
 * a sentence, and writes nothing.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ambassadorApplications, ambassadorCodes, bookings, users } from "~/db/schema";
import { RATE_LIMIT_MESSAGES } from "~/lib/rate-limit.server";
import { GUARD_MESSAGES } from "~/middleware/public-posts.server";
import { clientHash, GLOBAL_FAILURE_CEILING } from "~/models/admin-auth.server";
import { accrueCommission } from "~/models/commission.server";
import { loader as rootLoader } from "~/root";
import { action as signInPage } from "~/routes/admin-login/route";
import { action as apiLogin } from "~/routes/api/admin/login";
import { action as apiWaitlist } from "~/routes/api/waitlist";
import { action as myBookingsAction } from "~/routes/bookings/route";
import { action as waitlistPage } from "~/routes/waitlist/route";
import { getSession } from "~/session.server";
import { awayFromRateWindowEdge, config, cookieFrom, db, insertGym, request } from "./helpers";
import { call, type Outcome } from "./route-helpers";

// Counting past a rate limit must not straddle the limiter's minute (the count would start again).
beforeEach(() => awayFromRateWindowEdge(), 30_000);

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const JSON_TYPE = { "Content-Type": "application/json" };

const count = async (table: string, where = "1 = 1") =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).first<{ n: number }>())!.n;

const waitlistForm = (email: string, extra: Record<string, string> = {}) =>
  new URLSearchParams({
    name: "Flood Tester",
    email,
    location: "Wellington, New Zealand",
    sport: "powerlifting",
    ...extra,
  });

function expectRefused(outcome: Outcome, status: number, message: string) {
  expect(outcome.status).toBe(status);
  const body = outcome.body as string | { error: string };
  expect(typeof body === "string" ? body : body.error).toBe(message);
}

describe("30 rapid form posts from one address", () => {
  it("the page takes 10 a minute; the 11th and later get 429, Retry-After and a sentence, and write nothing", async () => {
    const before = await count("waitlist");
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 30; i++)
      outcomes.push(
        await call(waitlistPage, "/waitlist", {
          method: "POST",
          headers: { ...FORM, "CF-Connecting-IP": "203.0.113.10" },
          body: waitlistForm(`flood${i}@example.com`),
        }),
      );
    expect(outcomes.slice(0, 10).map((o) => o.status)).toEqual(Array(10).fill(302));
    for (const refused of outcomes.slice(10)) {
      expectRefused(refused, 429, RATE_LIMIT_MESSAGES.form);
      // Thrown: the root error boundary shows the sentence inside the page.
      expect(refused.thrown).toBe(true);
      expect(refused.headers.get("Retry-After")).toBe("60");
    }
    expect(await count("waitlist")).toBe(before + 10);
    expect(await count("waitlist", "email = 'flood10@example.com'")).toBe(0);
  });

  it("the JSON API answers 429 with { error } and Retry-After, per address", async () => {
    const post = (i: number, ip: string) =>
      call(apiWaitlist, "/api/waitlist", {
        method: "POST",
        headers: { ...JSON_TYPE, "CF-Connecting-IP": ip },
        body: JSON.stringify({
          name: "Api Flood",
          email: `apiflood${i}@example.com`,
          location: "Sydney, Australia",
          sport: "CrossFit",
        }),
      });
    for (let i = 0; i < 10; i++) {
      const accepted = await post(i, "203.0.113.11");
      expect(accepted.status, JSON.stringify(accepted.body)).toBeLessThan(300);
    }
    const refused = await post(10, "203.0.113.11");
    expectRefused(refused, 429, RATE_LIMIT_MESSAGES.form);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(await count("waitlist", "email = 'apiflood10@example.com'")).toBe(0);
    // Another address is not affected.
    expect((await post(11, "203.0.113.12")).status).toBeLessThan(300);
  });
});

describe("admin sign-in from rotating IPv6 addresses in one /64", () => {
  it("counts the /64 as one client: 5 guesses, then 429 for every address in it, and no session", async () => {
    const sessionsBefore = await count("admin_sessions");
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const outcome = await call(apiLogin, "/api/admin/login", {
        method: "POST",
        headers: { ...JSON_TYPE, "CF-Connecting-IP": `2001:db8:abcd:12::${i.toString(16)}` },
        body: JSON.stringify({ password: `guess-${i}` }),
      });
      statuses.push(outcome.status);
      if (outcome.status === 429) {
        expect(outcome.headers.get("Retry-After")).toMatch(/^\d+$/);
        expect((outcome.body as { error: string }).error).toMatch(/^Too many/);
      }
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    // Even the right password from the same /64 is turned away while it is paused.
    const right = await call(apiLogin, "/api/admin/login", {
      method: "POST",
      headers: { ...JSON_TYPE, "CF-Connecting-IP": "2001:db8:abcd:12:ffff::99" },
      body: JSON.stringify({ password: "test-admin-password" }),
    });
    expect(right.status).toBe(429);
    expect(await count("admin_sessions")).toBe(sessionsBefore);
    // The failure counter saw one client, and never more than 5 of its guesses.
    const hash = await clientHash(
      config(),
      request("/", { headers: { "CF-Connecting-IP": "2001:db8:abcd:12::1" } }),
    );
    expect(await count("login_attempts", `client_hash = '${hash}'`)).toBe(5);
  });

  it("the sign-in page says so inside the form with Retry-After", async () => {
    let last: Outcome | undefined;
    for (let i = 0; i < 7; i++)
      last = await call(signInPage, "/admin-login", {
        method: "POST",
        headers: { ...FORM, "CF-Connecting-IP": `2001:db8:beef:7::${i + 1}` },
        body: new URLSearchParams({ password: `wrong-${i}` }),
      });
    expect(last?.status).toBe(429);
    expect(last?.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("past the global failure ceiling, an address that failed is refused unchecked; a fresh one still signs in", async () => {
    const now = Date.now();
    // 100 failures in the last hour from 100 other addresses (a distributed guesser).
    await env.DB.prepare(
      `INSERT INTO login_attempts (client_hash, succeeded, attempted_at)
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       SELECT 'distributed-' || i, 0, ? FROM n`,
    )
      .bind(GLOBAL_FAILURE_CEILING, now - 60_000)
      .run();
    const failedBefore = "198.51.100.77";
    const login = (ip: string, password: string) =>
      call(apiLogin, "/api/admin/login", {
        method: "POST",
        headers: { ...JSON_TYPE, "CF-Connecting-IP": ip },
        body: JSON.stringify({ password }),
      });
    // One failure from this address (checked: it had none), then it is paused, even with the right password.
    expect((await login(failedBefore, "nope")).status).toBe(401);
    const paused = await login(failedBefore, "test-admin-password");
    expect(paused.status).toBe(429);
    expect((paused.body as { error: string }).error).toMatch(/another network/);
    expect(Number(paused.headers.get("Retry-After"))).toBeGreaterThan(3000);
    // The real admin, from a network that has not failed, still gets in.
    const admin = await login("198.51.100.78", "test-admin-password");
    expect(admin.status).toBe(200);
    expect((admin.body as { token: string }).token).toBeTruthy();
    await env.DB.prepare("DELETE FROM login_attempts WHERE client_hash LIKE 'distributed-%'").run();
  });
});

async function insertBooking(email: string, overrides: Partial<typeof bookings.$inferInsert> = {}) {
  const gym = await insertGym();
  const [athlete] = await db()
    .insert(users)
    .values({ userType: "athlete", email: `athlete${Math.random()}@example.com` })
    .returning();
  const [booking] = await db()
    .insert(bookings)
    .values({
      reference: `GR-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      athleteId: athlete!.id,
      gymId: gym.id,
      athleteName: "Hostile Tester",
      athleteEmail: email,
      bookingType: "day_pass",
      bookingDate: "2031-03-10",
      startTime: "09:00",
      endTime: "10:00",
      durationHours: 1,
      startsAt: new Date("2031-03-09T20:00:00Z"),
      endsAt: new Date("2031-03-09T21:00:00Z"),
      totalCents: 2500,
      currency: "NZD",
      status: "confirmed",
      ...overrides,
    })
    .returning();
  return booking!;
}

describe("booking reference brute force on find-my-booking", () => {
  const find = (email: string, reference: string, ip: string) =>
    call(myBookingsAction, "/bookings", {
      method: "POST",
      headers: { ...FORM, "CF-Connecting-IP": ip },
      body: new URLSearchParams({ intent: "find", email, reference }),
    });
  const formErrors = (o: Outcome) =>
    ((o.body as { result: { error?: Record<string, string[] | null> } }).result.error?.[""] ??
      []) as string[];

  it("one address trying references is throttled after 5 a minute, inline, even for the right one", async () => {
    const target = await insertBooking("brute.target@example.com");
    const tries: Outcome[] = [];
    for (let i = 0; i < 5; i++)
      tries.push(await find("brute.target@example.com", `GR-WRONG${i}`, "192.0.2.50"));
    expect(tries.map((t) => t.status)).toEqual([404, 404, 404, 404, 404]);
    const refused = await find("brute.target@example.com", target.reference, "192.0.2.50");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(formErrors(refused)).toEqual([RATE_LIMIT_MESSAGES.lookup]);
    // Nothing was linked to this browser.
    expect(refused.headers.getSetCookie()).toEqual([]);
  });

  it("many addresses trying one e-mail are throttled per e-mail", async () => {
    const target = await insertBooking("spread.target@example.com");
    for (let i = 0; i < 5; i++)
      expect((await find("spread.target@example.com", `GR-SPREAD${i}`, `192.0.2.${60 + i}`)).status).toBe(
        404,
      );
    const refused = await find("Spread.Target@example.com", target.reference, "192.0.2.70");
    expect(refused.status).toBe(429);
    expect(formErrors(refused)).toEqual([RATE_LIMIT_MESSAGES.lookup]);
    // Another person's e-mail from a fresh address is unaffected.
    const other = await insertBooking("someone.else@example.com");
    expect((await find("someone.else@example.com", other.reference, "192.0.2.71")).status).toBe(302);
  });
});

describe("self-referral", () => {
  async function ambassador(email: string, active = true) {
    const [application] = await db()
      .insert(ambassadorApplications)
      .values({
        fullName: "Sly Referrer",
        email,
        phone: "021 000 000",
        location: "Auckland",
        primarySport: "rugby",
        competitionLevel: "professional",
        yearsExperience: "6-10",
        followersCount: "10k-50k",
        contentStyle: "lifestyle",
        motivations: "Earn on my own bookings",
        travelFrequency: "weekly",
        gymPreferences: ["strength"],
        agreeToTerms: true,
        status: "approved",
      })
      .returning();
    const [code] = await db()
      .insert(ambassadorCodes)
      .values({
        code: `SLY-${Math.floor(Math.random() * 1e6)}`,
        applicationId: application!.id,
        isActive: active,
      })
      .returning();
    return code!;
  }
  const accrue = async (bookingId: number) => {
    await db().batch([accrueCommission(db(), bookingId, Date.now())]);
    return count("commission_ledger", `booking_id = ${bookingId}`);
  };

  it("no commission when the booker's e-mail is the ambassador's own (case and +tags ignored)", async () => {
    const code = await ambassador("sly.referrer@example.com");
    for (const email of [
      "sly.referrer@example.com",
      "SLY.Referrer@Example.com",
      "sly.referrer+gym@example.com",
    ]) {
      const booking = await insertBooking(email, { ambassadorCodeId: code.id });
      expect(await accrue(booking.id), email).toBe(0);
    }
    // A real referral still earns.
    const honest = await insertBooking("friend.of.sly@example.com", { ambassadorCodeId: code.id });
    expect(await accrue(honest.id)).toBe(1);
  });

  it("no commission on a revoked code", async () => {
    const code = await ambassador("revoked.one@example.com", false);
    const booking = await insertBooking("a.customer@example.com", { ambassadorCodeId: code.id });
    expect(await accrue(booking.id)).toBe(0);
  });
});

describe("a filled honeypot", () => {
  it("a page form with it filled is a 400 with a neutral sentence, and nothing is written", async () => {
    const before = await count("waitlist");
    const outcome = await call(waitlistPage, "/waitlist", {
      method: "POST",
      headers: { ...FORM, "CF-Connecting-IP": "203.0.113.30" },
      body: waitlistForm("honeypot.page@example.com", { website: "http://spam.example" }),
    });
    expectRefused(outcome, 400, GUARD_MESSAGES.honeypot);
    expect(await count("waitlist")).toBe(before);
  });

  it("a JSON API post with it filled is a 400 { error }, and nothing is written", async () => {
    const outcome = await call(apiWaitlist, "/api/waitlist", {
      method: "POST",
      headers: { ...JSON_TYPE, "CF-Connecting-IP": "203.0.113.31" },
      body: JSON.stringify({
        name: "Bot",
        email: "honeypot.api@example.com",
        location: "Perth",
        website: "x",
      }),
    });
    expectRefused(outcome, 400, GUARD_MESSAGES.honeypot);
    expect(await count("waitlist", "email = 'honeypot.api@example.com'")).toBe(0);
  });

  it("with the body's length declared, as browsers send it, the guard and the route read one copy", async () => {
    // A declared length within the limit: the guard reads the body itself and the route gets the same
    // bytes (readSharedBody), where a body without one is read from a clone (the tests above).
    const declared = (body: string, type: Record<string, string>, ip: string) => ({
      method: "POST",
      headers: {
        ...type,
        "CF-Connecting-IP": ip,
        "Content-Length": String(new TextEncoder().encode(body).length),
      },
      body,
    });
    const spam = waitlistForm("declared.bot@example.com", { website: "http://spam.example" }).toString();
    expectRefused(
      await call(waitlistPage, "/waitlist", declared(spam, FORM, "203.0.113.33")),
      400,
      GUARD_MESSAGES.honeypot,
    );
    const botJson = JSON.stringify({
      name: "Bot",
      email: "declared.bot@example.com",
      location: "Perth",
      website: "x",
    });
    expectRefused(
      await call(apiWaitlist, "/api/waitlist", declared(botJson, JSON_TYPE, "203.0.113.34")),
      400,
      GUARD_MESSAGES.honeypot,
    );
    expect(await count("waitlist", "email = 'declared.bot@example.com'")).toBe(0);

    const person = waitlistForm("declared.person@example.com", { website: "" }).toString();
    expect((await call(waitlistPage, "/waitlist", declared(person, FORM, "203.0.113.35"))).status).toBe(302);
    const json = JSON.stringify({
      name: "Ana Tui",
      email: "declared.api@example.com",
      location: "Perth",
      sport: "crossfit",
    });
    const api = await call(apiWaitlist, "/api/waitlist", declared(json, JSON_TYPE, "203.0.113.36"));
    expect(api).toMatchObject({ status: 200, body: { ok: true } });
    expect(
      await count("waitlist", "email IN ('declared.person@example.com', 'declared.api@example.com')"),
    ).toBe(2);
    // Within the guard's limit but over the JSON API's own (100 KB): the route still refuses it.
    const large = JSON.stringify({ name: "a".repeat(150_000), email: "declared.large@example.com" });
    expect(
      await call(apiWaitlist, "/api/waitlist", declared(large, JSON_TYPE, "203.0.113.37")),
    ).toMatchObject({
      status: 413,
      body: { error: "Request body is too large" },
    });
  });

  it("left empty, as a person leaves it, the form goes through", async () => {
    const outcome = await call(waitlistPage, "/waitlist", {
      method: "POST",
      headers: { ...FORM, "CF-Connecting-IP": "203.0.113.32" },
      body: waitlistForm("honeypot.person@example.com", { website: "" }),
    });
    expect(outcome.status).toBe(302);
  });
});

describe("?ref= on a request that is not a top-level visit to /", () => {
  const refOf = async (outcome: Outcome) => {
    const cookie = cookieFrom(outcome.headers);
    if (!cookie) return undefined;
    return (await getSession(config(), request("/", { headers: { Cookie: cookie } }))).get("ref");
  };

  it("is ignored on an image, a frame or a fetch, on another path and on a data request", async () => {
    for (const [path, dest] of [
      ["/?ref=AROHA-30", "image"],
      ["/?ref=AROHA-30", "iframe"],
      ["/?ref=AROHA-30", "empty"],
      ["/gyms?ref=AROHA-30", "document"],
      ["/_.data?ref=AROHA-30", "empty"],
    ] as const) {
      const outcome = await call(rootLoader, path, { headers: { "Sec-Fetch-Dest": dest } });
      expect(await refOf(outcome), `${path} ${dest}`).toBeUndefined();
      expect(outcome.headers.getSetCookie(), `${path} ${dest}`).toEqual([]);
    }
  });

  it("is remembered on a top-level visit to / (the control)", async () => {
    const outcome = await call(rootLoader, "/?ref=AROHA-30", { headers: { "Sec-Fetch-Dest": "document" } });
    expect(await refOf(outcome)).toBe("AROHA-30");
  });
});

it("the suite's addresses are its own (sanity: a GET is never limited)", async () => {
  for (let i = 0; i < 12; i++)
    expect((await call(rootLoader, "/", { headers: { "CF-Connecting-IP": "203.0.113.10" } })).status).toBe(
      200,
    );
});
