import { and, eq, sql } from "drizzle-orm";
import { type ComponentType, createElement } from "react";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminSessions,
  ambassadorApplications,
  ambassadorCodes,
  gymAmenities,
  gymApplications,
  gymEquipment,
  gymImages,
  gymOperatingDays,
  gymSports,
  gyms,
  mailOutbox,
  users,
} from "~/db/schema";
import { APPROVAL_MESSAGES } from "~/domain/admin-approvals";
import { parseGymSearch } from "~/domain/gym-search";
import { verifyExpiringLink } from "~/lib/signed-link.server";
import { ADMIN_COOKIE, login } from "~/models/admin-auth.server";
import { getGymDetail } from "~/models/gym.server";
import { searchGyms } from "~/models/gym-search.server";
import AmbassadorPage, {
  action as ambassadorAction,
  loader as ambassadorLoader,
} from "~/routes/admin/ambassador";
import AmbassadorsPage, { loader as ambassadorsLoader } from "~/routes/admin/ambassadors";
import GymApplicationPage, {
  action as gymApplicationAction,
  loader as gymApplicationLoader,
} from "~/routes/admin/gym-application";
import GymApplicationsPage, { loader as gymApplicationsLoader } from "~/routes/admin/gym-applications";
import { loader as portalLoader } from "~/routes/ambassador-portal/route";
import {
  action as apiGymApplicationsAction,
  loader as apiGymApplicationsLoader,
} from "~/routes/api/admin/gym-applications";
import { getSession } from "~/session.server";
import { decideAmbassadorAs, decideGymApplicationAs } from "~/use-cases/admin-decisions.server";
import {
  SEED_ABN,
  SEED_BSB,
  SEED_IRD_NUMBER,
  SEED_NZ_ACCOUNT_NUMBER,
  SEED_SECRET_MARKER,
} from "../../scripts/seed/secrets";
import { config, cookieFrom, db, request, routerContext } from "./helpers";
import { call as callRoute, type RouteFn, renderToHtml } from "./route-helpers";

/*
 * Admin approvals: /admin/gym-applications (+ /:id), /admin/ambassadors (+ /:id) and
 * GET /api/admin/gym-applications. Storage is shared by the tests in this file: every fixture has its
 * own unique name and e-mail.
 */

const PASSWORD = "test-admin-password";
const EXPIRED_TOKEN = "an-expired-admin-token-approvals";
/** PUBLIC_ORIGIN in vitest.config.ts: links in e-mails and pages never come from the request's Host. */
const ORIGIN = "https://gymroam.test";

/** Secret values stored on applications: none may reach a loader or an API response. */
const ACCOUNT_HOLDER = `Holder ${SEED_SECRET_MARKER} Limited`;
const PAYMENT_ACCOUNT = `acct_${SEED_SECRET_MARKER}0042`;
const SECRETS = [
  SEED_SECRET_MARKER,
  SEED_NZ_ACCOUNT_NUMBER,
  SEED_BSB,
  SEED_ABN,
  SEED_IRD_NUMBER,
  ACCOUNT_HOLDER,
];

/** The use case's context: the acting admin and, where a test pins it, the clock. */
const asAdmin = (now = Date.now(), secrets = config().sessionSecrets) => ({
  config: { ...config(), sessionSecrets: secrets },
  actor: { sessionId: "test", name: "admin" },
  now,
});

async function sha256Hex(value: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

type Fn = (args: never) => unknown;

/** Calls a loader/action; a thrown Response (redirect) or data() (404) is returned instead. */
async function call(
  fn: Fn,
  path: string,
  init: {
    cookie?: string;
    bearer?: string;
    form?: Record<string, string>;
    params?: Record<string, string>;
  } = {},
): Promise<unknown> {
  // Through the routes' middleware (the admin layout's session check), as React Router runs them.
  const headers = new Headers();
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.bearer) headers.set("Authorization", `Bearer ${init.bearer}`);
  if (init.form) headers.set("Content-Type", "application/x-www-form-urlencoded");
  const outcome = await callRoute(fn as RouteFn, path, {
    method: init.form ? "POST" : "GET",
    headers,
    body: init.form ? new URLSearchParams(init.form) : undefined,
    params: init.params,
  });
  return outcome.raw;
}

async function unwrap<T = Record<string, unknown>>(value: unknown): Promise<{ status: number; body: T }> {
  if (value instanceof Response) {
    const type = value.headers.get("Content-Type") ?? "";
    return {
      status: value.status,
      body: (type.includes("json") ? await value.json() : await value.text()) as T,
    };
  }
  const wrapped = value as { data: T; init: ResponseInit | null };
  return { status: wrapped.init?.status ?? 200, body: wrapped.data };
}

/** The toast a redirect flashed into the session. */
async function toastOf(response: Response) {
  const session = await getSession(
    config(),
    request("/", { headers: { Cookie: cookieFrom(response.headers) } }),
  );
  return session.get("toast");
}

let token: string;
const cookie = () => `${ADMIN_COOKIE}=${token}`;
let unique = 0;
const next = () => `${Date.now().toString(36)}${++unique}`;

async function insertGymApplication(overrides: Partial<typeof gymApplications.$inferInsert> = {}) {
  const n = next();
  const [row] = await db()
    .insert(gymApplications)
    .values({
      contactName: "Hine Tawhiri",
      contactEmail: `owner-${n}@example.co.nz`,
      contactPhone: "+64 3 555 0190",
      businessName: `Approval Strength ${n} Limited`,
      businessType: "Company",
      abn: SEED_ABN,
      irdNumber: SEED_IRD_NUMBER,
      address: "42 Halifax Street",
      gymName: `Approval Strength ${n}`,
      description: "A strength gym by the waterfront with six racks and a cold plunge.",
      gymRules: "Re-rack your weights.",
      city: "Nelson",
      country: "New Zealand",
      message: "We would love to host travelling athletes.",
      hourlyRateCents: 1200,
      dayPassRateCents: 2500,
      weeklyRateCents: 6500,
      monthlyRateCents: 14000,
      openTime: "05:30",
      closeTime: "21:00",
      operatingDays: [1, 2, 3, 4, 5, 6],
      staffHours: { "Mon-Fri": "06:00-19:00" },
      amenities: ["Ice Bath", "Locker Room"],
      otherAmenities: "Free Wi-Fi",
      equipment: ["Lift Rack", "Kettlebells", "Rowing Machine"],
      sports: ["Powerlifting", "Rugby"],
      checkInPolicy: "Show your booking at reception.",
      checkInInstructions: "Side door on Halifax Street.",
      canHostTeams: true,
      maxTeamSize: 20,
      teamFacilities: "Private turf lane.",
      bankAccountName: ACCOUNT_HOLDER,
      bankAccountNumber: SEED_NZ_ACCOUNT_NUMBER,
      bsb: SEED_BSB,
      paymentAccountId: PAYMENT_ACCOUNT,
      acceptedTerms: true,
      ...overrides,
    })
    .returning();
  return row!;
}

async function insertAmbassadorApplication(
  overrides: Partial<typeof ambassadorApplications.$inferInsert> = {},
) {
  const [row] = await db()
    .insert(ambassadorApplications)
    .values({
      fullName: "Tayla Morgan",
      email: `tayla-${next()}@example.com`,
      phone: "+61 412 555 018",
      location: "Gold Coast, Australia",
      primarySport: "crossfit",
      competitionLevel: "national",
      yearsExperience: "6-10",
      followersCount: "10k-50k",
      contentStyle: "workout-videos",
      motivations: "Help athletes keep training on the road.",
      travelFrequency: "monthly",
      gymPreferences: ["CrossFit boxes"],
      agreeToTerms: true,
      ...overrides,
    })
    .returning();
  return row!;
}

const gymApp = (id: number) => db().select().from(gymApplications).where(eq(gymApplications.id, id)).get();
const ambassadorApp = (id: number) =>
  db().select().from(ambassadorApplications).where(eq(ambassadorApplications.id, id)).get();
const mailsFor = (relatedType: string, id: number) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.relatedType, relatedType), eq(mailOutbox.relatedId, id)));
const gymsNamed = (name: string) => db().select().from(gyms).where(eq(gyms.name, name));

const decide = (path: string, id: number, form: Record<string, string>, action: Fn, who = cookie()) =>
  call(action, `${path}/${id}`, { cookie: who, form, params: { id: String(id) } });

let pendingGymApp: number;
let pendingAmbassadorApp: number;

beforeAll(async () => {
  const result = await login(db(), config(), "client-approvals", PASSWORD, Date.now());
  if (!result.ok) throw new Error(`login failed: ${result.message}`);
  token = result.token;
  await db()
    .insert(adminSessions)
    .values({ id: await sha256Hex(EXPIRED_TOKEN), expiresAt: new Date(Date.now() - 60_000) });
  pendingGymApp = (await insertGymApplication()).id;
  pendingAmbassadorApp = (await insertAmbassadorApplication()).id;
});

describe("every approval route needs an admin session", () => {
  const denied = [
    ["no cookie", undefined],
    ["forged cookie", `${ADMIN_COOKIE}=forged-${"x".repeat(40)}`],
    ["expired cookie", `${ADMIN_COOKIE}=${EXPIRED_TOKEN}`],
  ] as const;

  for (const [label, who] of denied) {
    it(`pages and actions redirect to /admin-login (${label}) and change nothing`, async () => {
      const id = String(pendingGymApp);
      const aid = String(pendingAmbassadorApp);
      const attempts: [Fn, string, Record<string, string>?, Record<string, string>?][] = [
        [gymApplicationsLoader, "/admin/gym-applications"],
        [gymApplicationLoader, `/admin/gym-applications/${id}`, undefined, { id }],
        [gymApplicationAction, `/admin/gym-applications/${id}`, { intent: "approve" }, { id }],
        [gymApplicationAction, `/admin/gym-applications/${id}`, { intent: "reject", notes: "No" }, { id }],
        [ambassadorsLoader, "/admin/ambassadors"],
        [ambassadorLoader, `/admin/ambassadors/${aid}`, undefined, { id: aid }],
        [ambassadorAction, `/admin/ambassadors/${aid}`, { intent: "approve" }, { id: aid }],
      ];
      for (const [fn, path, form, params] of attempts) {
        const response = (await call(fn, path, { cookie: who, form, params })) as Response;
        expect(response, path).toBeInstanceOf(Response);
        expect(response.status, path).toBe(302);
        expect(response.headers.get("Location"), path).toBe("/admin-login");
      }
      expect((await gymApp(pendingGymApp))?.status).toBe("pending");
      expect((await ambassadorApp(pendingAmbassadorApp))?.status).toBe("pending");
      expect(await mailsFor("gym_application", pendingGymApp)).toEqual([]);
    });
  }

  it("GET /api/admin/gym-applications: 401 JSON without a token, forged or expired", async () => {
    for (const init of [
      {},
      { bearer: "forged-token" },
      { cookie: `${ADMIN_COOKIE}=forged` },
      { bearer: EXPIRED_TOKEN },
    ]) {
      const { status, body } = await unwrap(
        await call(apiGymApplicationsLoader, "/api/admin/gym-applications", init),
      );
      expect(status).toBe(401);
      expect(body).toEqual({ error: expect.any(String) });
    }
    // Other methods: 401 without a session, 405 with one.
    const post = (who: { bearer?: string }) =>
      call(apiGymApplicationsAction, "/api/admin/gym-applications", { ...who, form: {} });
    expect((await unwrap(await post({}))).status).toBe(401);
    expect((await unwrap(await post({ bearer: token }))).status).toBe(405);
  });
});

describe("the gym applications list and API", () => {
  it("lists the spec's view fields, filters by status, and never a secret", async () => {
    const list = await unwrap<{ rows: Record<string, unknown>[]; status: string }>(
      await call(gymApplicationsLoader, "/admin/gym-applications?status=pending", { cookie: cookie() }),
    );
    expect(list.status).toBe(200);
    const row = list.body.rows.find((r) => r.id === pendingGymApp);
    expect(Object.keys(row ?? {}).sort()).toEqual(
      [
        "id",
        "gymName",
        "businessName",
        "contactName",
        "contactEmail",
        "city",
        "country",
        "status",
        "submittedAt",
        "submittedAtIso",
      ].sort(),
    );
    expect(list.body.rows.every((r) => r.status === "pending")).toBe(true);
    const serialized = JSON.stringify(list.body);
    for (const secret of SECRETS) expect(serialized).not.toContain(secret);

    // The table: one header per cell, a Review link per row, no secret in the HTML.
    const html = await renderPage(GymApplicationsPage, gymApplicationsLoader, "/admin/gym-applications", {});
    expectTableShape(html);
    expect(html).toContain(`href="/admin/gym-applications/${pendingGymApp}"`);
    for (const secret of SECRETS) expect(html).not.toContain(secret);

    const bad = await unwrap(
      await call(gymApplicationsLoader, "/admin/gym-applications?status=lost", { cookie: cookie() }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Unknown application status/);
  });

  it("GET /api/admin/gym-applications with a bearer token: list view fields only", async () => {
    const response = (await call(apiGymApplicationsLoader, "/api/admin/gym-applications", {
      bearer: token,
    })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const text = await response.text();
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    const rows = JSON.parse(text) as Record<string, unknown>[];
    const row = rows.find((r) => r.id === pendingGymApp);
    expect(row).toEqual({
      id: pendingGymApp,
      gymName: expect.any(String),
      businessName: expect.any(String),
      contactName: "Hine Tawhiri",
      contactEmail: expect.stringContaining("@example.co.nz"),
      city: "Nelson",
      country: "New Zealand",
      status: "pending",
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const filtered = await unwrap<unknown[]>(
      await call(apiGymApplicationsLoader, "/api/admin/gym-applications?status=rejected", {
        cookie: cookie(),
      }),
    );
    expect((filtered.body as { status: string }[]).every((r) => r.status === "rejected")).toBe(true);
    expect(
      (
        await unwrap(
          await call(apiGymApplicationsLoader, "/api/admin/gym-applications?page=0", { bearer: token }),
        )
      ).status,
    ).toBe(400);
  });
});

describe("reviewing a gym application", () => {
  it("shows the application with payout and tax details masked, never their values", async () => {
    const { status, body } = await unwrap<{ application: Record<string, unknown> }>(
      await call(gymApplicationLoader, `/admin/gym-applications/${pendingGymApp}`, {
        cookie: cookie(),
        params: { id: String(pendingGymApp) },
      }),
    );
    expect(status).toBe(200);
    expect(body.application.masked).toEqual({
      abn: "Provided",
      irdNumber: "Provided",
      bankAccountName: "Provided",
      bankAccountNumber: "•••• 5600",
      bsb: "Provided",
      paymentAccountId: "Provided",
    });
    for (const key of ["abn", "irdNumber", "bankAccountName", "bankAccountNumber", "bsb", "paymentAccountId"])
      expect(body.application).not.toHaveProperty(key);
    const serialized = JSON.stringify(body);
    for (const secret of SECRETS) expect(serialized).not.toContain(secret);
    expect(body.application).toMatchObject({
      currency: "NZD",
      timeZone: "Pacific/Auckland",
      gymName: expect.any(String),
    });

    const html = await renderPage(
      GymApplicationPage,
      gymApplicationLoader,
      `/admin/gym-applications/${pendingGymApp}`,
      {
        id: String(pendingGymApp),
      },
    );
    for (const secret of SECRETS) expect(html).not.toContain(secret);
    expect(html).toContain("•••• 5600");
    expect(html).toContain(">Approve<");
  });

  it("404 for an unknown or malformed id", async () => {
    for (const id of ["999999", "abc"]) {
      const result = await unwrap(
        await call(gymApplicationLoader, `/admin/gym-applications/${id}`, {
          cookie: cookie(),
          params: { id },
        }),
      );
      expect(result.status).toBe(404);
      const acted = await unwrap(
        await call(gymApplicationAction, `/admin/gym-applications/${id}`, {
          cookie: cookie(),
          form: { intent: "approve" },
          params: { id },
        }),
      );
      expect(acted.status).toBe(404);
    }
  });

  it("approve creates the gym in Perth (AUD, Australia/Perth), not listed until the owner completes it, with its owner, lists and e-mail", async () => {
    const app = await insertGymApplication({
      city: "Perth",
      country: "Australia",
      abn: SEED_ABN,
      irdNumber: null,
      photos: ["https://images.example.com/gym.jpg", "javascript:alert(1)"],
    });
    const response = (await decide(
      "/admin/gym-applications",
      app.id,
      { intent: "approve", notes: "Welcome aboard" },
      gymApplicationAction,
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/gym-applications/${app.id}`);
    expect(await toastOf(response)).toMatchObject({ title: "Application approved" });

    const after = await gymApp(app.id);
    expect(after).toMatchObject({ status: "approved", reviewedBy: "admin", reviewNotes: "Welcome aboard" });
    expect(after?.reviewedAt).toBeInstanceOf(Date);
    expect(after?.gymId).toEqual(expect.any(Number));
    const gymId = after!.gymId!;

    const [gym] = await gymsNamed(app.gymName);
    expect(gym).toMatchObject({
      id: gymId,
      // Issue 17: not listed until the owner completes the listing in the partner console.
      isActive: false,
      capacityConfirmed: false,
      address: "42 Halifax Street",
      city: "Perth",
      country: "Australia",
      currency: "AUD",
      timeZone: "Australia/Perth",
      dayPassRateCents: 2500,
      hourlyRateCents: 1200,
      weeklyRateCents: 6500,
      monthlyRateCents: 14000,
      openTime: "05:30",
      closeTime: "21:00",
      staffHours: { "Mon-Fri": "06:00-19:00" },
      canHostTeams: true,
      maxTeamSize: 20,
      teamFacilities: "Private turf lane.",
      contactEmail: app.contactEmail,
      checkInPolicy: "Show your booking at reception.\n\nSide door on Halifax Street.",
      // Payout details move to the gym's secret columns.
      accountNumber: SEED_NZ_ACCOUNT_NUMBER,
      accountHolderName: ACCOUNT_HOLDER,
      abn: SEED_ABN,
    });
    const [owner] = await db().select().from(users).where(eq(users.email, app.contactEmail));
    expect(owner).toMatchObject({ id: gym!.ownerId, userType: "gym_owner", name: "Hine Tawhiri" });

    const lists = await db().batch([
      db().select({ name: gymEquipment.name }).from(gymEquipment).where(eq(gymEquipment.gymId, gymId)),
      db().select({ name: gymAmenities.name }).from(gymAmenities).where(eq(gymAmenities.gymId, gymId)),
      db().select({ name: gymSports.name }).from(gymSports).where(eq(gymSports.gymId, gymId)),
      db()
        .select({ day: gymOperatingDays.day })
        .from(gymOperatingDays)
        .where(eq(gymOperatingDays.gymId, gymId)),
    ]);
    expect(lists[0].map((r) => r.name).sort()).toEqual(["Kettlebells", "Lift Rack", "Rowing Machine"]);
    expect(lists[1].map((r) => r.name).sort()).toEqual(["Ice Bath", "Locker Room"]);
    expect(lists[2].map((r) => r.name).sort()).toEqual(["Powerlifting", "Rugby"]);
    // The application's opening days become the gym's, so the owner's checklist counts them as given.
    expect(lists[3].map((r) => r.day).sort()).toEqual([1, 2, 3, 4, 5, 6]);

    // Not in search nor on a page until the listing is complete (tests/worker/partner-listing.test.ts).
    const search = parseGymSearch(
      new URLSearchParams([
        ["city", "perth"],
        ["equipment", "Lift Rack"],
        ["amenities", "Ice Bath"],
        ["sports", "Rugby"],
      ]),
    );
    if (!search.ok) throw new Error(search.message);
    expect((await searchGyms(db(), search.query)).gyms.find((g) => g.id === gymId)).toBeUndefined();
    expect(await getGymDetail(db(), gymId)).toBeUndefined();
    const images = await db().select().from(gymImages).where(eq(gymImages.gymId, gymId));
    expect(images.map((i) => ({ url: i.url, alt: i.alt }))).toEqual([
      { url: "https://images.example.com/gym.jpg", alt: app.gymName },
    ]);

    const mails = await mailsFor("gym_application", app.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: app.contactEmail,
      kind: "application_approved",
      status: "queued",
    });
    expect(mails[0]?.textBody).toContain(`${ORIGIN}/partner/gyms/${gymId}\n`);
    expect(mails[0]?.textBody).toContain("Welcome aboard");
    for (const secret of SECRETS) expect(mails[0]?.textBody).not.toContain(secret);
  });

  it("approve in New Zealand: NZD and Pacific/Auckland; an existing user with the e-mail becomes the owner", async () => {
    const email = `existing-${next()}@example.co.nz`;
    const [existing] = await db()
      .insert(users)
      .values({ email, name: "Already Here", userType: "athlete" })
      .returning();
    const app = await insertGymApplication({ contactEmail: email.toUpperCase(), city: "Wellington" });
    const usersBefore = await db().get<{ n: number }>(sql`SELECT count(*) AS n FROM users`);
    const result = await decideGymApplicationAs(asAdmin(), {
      applicationId: app.id,
      decision: { intent: "approve", notes: undefined },
    });
    expect(result).toMatchObject({ ok: true, value: { status: "approved", changed: true } });
    const [gym] = await gymsNamed(app.gymName);
    expect(gym).toMatchObject({ currency: "NZD", timeZone: "Pacific/Auckland", ownerId: existing!.id });
    expect((await db().get<{ n: number }>(sql`SELECT count(*) AS n FROM users`))?.n).toBe(usersBefore?.n);
  });

  it("two concurrent approvals publish exactly one gym, one owner and one e-mail", async () => {
    const app = await insertGymApplication({ city: "Gold Coast", country: "Australia" });
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        decide("/admin/gym-applications", app.id, { intent: "approve" }, gymApplicationAction),
      ),
    );
    for (const response of results) expect((response as Response).status).toBe(302);
    const published = await gymsNamed(app.gymName);
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ timeZone: "Australia/Brisbane", currency: "AUD" });
    expect((await gymApp(app.id))?.gymId).toBe(published[0]!.id);
    expect(await db().select().from(users).where(eq(users.email, app.contactEmail))).toHaveLength(1);
    expect(await mailsFor("gym_application", app.id)).toHaveLength(1);
    expect(
      await db().select().from(gymEquipment).where(eq(gymEquipment.gymId, published[0]!.id)),
    ).toHaveLength(3);

    // Straight through the use case as well, including with the same clock reading.
    const other = await insertGymApplication();
    const now = Date.now();
    const approve = { applicationId: other.id, decision: { intent: "approve", notes: undefined } } as const;
    const direct = await Promise.all([
      decideGymApplicationAs(asAdmin(now), approve),
      decideGymApplicationAs(asAdmin(now), approve),
      decideGymApplicationAs(asAdmin(now + 1), approve),
    ]);
    expect(direct.every((r) => r.ok && r.value.status === "approved")).toBe(true);
    expect(direct.filter((r) => r.ok && r.value.changed)).toHaveLength(1);
    expect(await gymsNamed(other.gymName)).toHaveLength(1);
    expect(await mailsFor("gym_application", other.id)).toHaveLength(1);
  });

  it("reject needs a note; with one it is recorded and e-mailed", async () => {
    const app = await insertGymApplication();
    for (const notes of [undefined, "", "   "]) {
      const form: Record<string, string> = { intent: "reject" };
      if (notes !== undefined) form.notes = notes;
      const refused = await unwrap<{ result: { error: Record<string, string[]> } }>(
        await decide("/admin/gym-applications", app.id, form, gymApplicationAction),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.result.error.notes).toEqual(["Please add a note explaining the rejection"]);
    }
    expect((await gymApp(app.id))?.status).toBe("pending");
    expect(await mailsFor("gym_application", app.id)).toEqual([]);

    const unknown = await unwrap(
      await decide("/admin/gym-applications", app.id, { intent: "delete" }, gymApplicationAction),
    );
    expect(unknown.status).toBe(400);
    expect((await gymApp(app.id))?.status).toBe("pending");

    const response = (await decide(
      "/admin/gym-applications",
      app.id,
      { intent: "reject", notes: "  We could not verify the address.  " },
      gymApplicationAction,
    )) as Response;
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toMatchObject({ title: "Application rejected" });
    expect(await gymApp(app.id)).toMatchObject({
      status: "rejected",
      reviewNotes: "We could not verify the address.",
      reviewedBy: "admin",
      gymId: null,
    });
    const mails = await mailsFor("gym_application", app.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "application_rejected", toAddress: app.contactEmail });
    expect(mails[0]?.textBody).toContain("We could not verify the address.");
    expect(await gymsNamed(app.gymName)).toEqual([]);
  });

  it("a decision applied twice changes nothing; the opposite one is refused with 409", async () => {
    const approved = await insertGymApplication();
    await decide("/admin/gym-applications", approved.id, { intent: "approve" }, gymApplicationAction);
    const first = await gymApp(approved.id);
    const again = (await decide(
      "/admin/gym-applications",
      approved.id,
      { intent: "approve", notes: "Twice" },
      gymApplicationAction,
    )) as Response;
    expect(again.status).toBe(302);
    expect(await toastOf(again)).toMatchObject({ title: "Already approved" });
    expect(await gymApp(approved.id)).toEqual(first);
    expect(await gymsNamed(approved.gymName)).toHaveLength(1);
    expect(await mailsFor("gym_application", approved.id)).toHaveLength(1);

    const rejectApproved = await unwrap<{ message: string }>(
      await decide(
        "/admin/gym-applications",
        approved.id,
        { intent: "reject", notes: "Changed my mind" },
        gymApplicationAction,
      ),
    );
    expect(rejectApproved.status).toBe(409);
    expect(rejectApproved.body.message).toBe(APPROVAL_MESSAGES.gymApprovedCannotReject);
    expect(await gymApp(approved.id)).toEqual(first);

    const rejected = await insertGymApplication();
    await decide(
      "/admin/gym-applications",
      rejected.id,
      { intent: "reject", notes: "First note" },
      gymApplicationAction,
    );
    const rejectedFirst = await gymApp(rejected.id);
    const rejectAgain = (await decide(
      "/admin/gym-applications",
      rejected.id,
      { intent: "reject", notes: "Second note" },
      gymApplicationAction,
    )) as Response;
    expect(await toastOf(rejectAgain)).toMatchObject({ title: "Already rejected" });
    expect(await gymApp(rejected.id)).toEqual(rejectedFirst);
    const approveRejected = await unwrap<{ message: string }>(
      await decide("/admin/gym-applications", rejected.id, { intent: "approve" }, gymApplicationAction),
    );
    expect(approveRejected.status).toBe(409);
    expect(approveRejected.body.message).toBe(APPROVAL_MESSAGES.gymRejectedCannotApprove);
    expect(await gymsNamed(rejected.gymName)).toEqual([]);
    expect(await mailsFor("gym_application", rejected.id)).toHaveLength(1);
  });

  it("the review page of an approved application still masks every secret", async () => {
    const app = await insertGymApplication();
    await decideGymApplicationAs(asAdmin(), {
      applicationId: app.id,
      decision: { intent: "approve", notes: undefined },
    });
    const { body } = await unwrap(
      await call(gymApplicationLoader, `/admin/gym-applications/${app.id}`, {
        cookie: cookie(),
        params: { id: String(app.id) },
      }),
    );
    const serialized = JSON.stringify(body);
    for (const secret of SECRETS) expect(serialized).not.toContain(secret);
    expect(serialized).toContain('"status":"approved"');
  });
});

describe("reviewing an ambassador application", () => {
  it("lists applications with their status and shows one in full", async () => {
    const list = await unwrap<{ rows: { id: number; status: string }[] }>(
      await call(ambassadorsLoader, "/admin/ambassadors?status=pending", { cookie: cookie() }),
    );
    expect(list.status).toBe(200);
    expect(list.body.rows.some((r) => r.id === pendingAmbassadorApp)).toBe(true);
    expect(list.body.rows.every((r) => r.status === "pending")).toBe(true);
    const one = await unwrap<{ application: Record<string, unknown> }>(
      await call(ambassadorLoader, `/admin/ambassadors/${pendingAmbassadorApp}`, {
        cookie: cookie(),
        params: { id: String(pendingAmbassadorApp) },
      }),
    );
    expect(one.body.application).toMatchObject({
      fullName: "Tayla Morgan",
      status: "pending",
      referralLink: null,
    });
    const html = await renderPage(
      AmbassadorPage,
      ambassadorLoader,
      `/admin/ambassadors/${pendingAmbassadorApp}`,
      {
        id: String(pendingAmbassadorApp),
      },
    );
    expect(html).toContain("Approve and issue code");
    const listHtml = await renderPage(AmbassadorsPage, ambassadorsLoader, "/admin/ambassadors", {});
    expectTableShape(listHtml);
    expect(listHtml).toContain(`href="/admin/ambassadors/${pendingAmbassadorApp}"`);
  });

  it("approve issues one unique code and e-mails it with the referral and portal links", async () => {
    const app = await insertAmbassadorApplication({ fullName: "Zoë Ngata" });
    const response = (await decide(
      "/admin/ambassadors",
      app.id,
      { intent: "approve" },
      ambassadorAction,
    )) as Response;
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toMatchObject({ title: "Ambassador approved" });
    const after = await ambassadorApp(app.id);
    expect(after).toMatchObject({ status: "approved", reviewedBy: "admin" });
    expect(after?.ambassadorCode).toMatch(/^ZOE\d{2}$/);
    const code = after!.ambassadorCode!;
    const codes = await db().select().from(ambassadorCodes).where(eq(ambassadorCodes.applicationId, app.id));
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ code, isActive: true });
    const [user] = await db().select().from(users).where(eq(users.email, app.email));
    expect(user).toMatchObject({ id: codes[0]!.userId, userType: "ambassador" });

    const mails = await mailsFor("ambassador_application", app.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: app.email, kind: "application_approved" });
    const body = mails[0]!.textBody;
    expect(body).toContain(`Your ambassador code: ${code}`);
    expect(body).toContain(`${ORIGIN}/?ref=${code}`);
    // The e-mailed portal link (it expires: its expiry is signed into it) opens the portal for this code.
    const portalPath = new RegExp(`${ORIGIN}(/ambassador-portal/${codes[0]!.id}/\\S+)`).exec(body)?.[1] ?? "";
    const [, , codeId, signature] = portalPath.split("/");
    expect(
      await verifyExpiringLink(
        config().sessionSecrets,
        "ambassador-portal",
        Number(codeId),
        signature!,
        Date.now(),
      ),
    ).toBe(true);
    const portal = (await portalLoader({
      request: request(portalPath),
      context: routerContext(),
      params: { codeId, signature },
    } as never)) as unknown as { data: { ambassador: { code: string } } };
    expect(portal.data.ambassador.code).toBe(code);

    const page = await unwrap<{ application: { referralLink: string } }>(
      await call(ambassadorLoader, `/admin/ambassadors/${app.id}`, {
        cookie: cookie(),
        params: { id: String(app.id) },
      }),
    );
    expect(page.body.application.referralLink).toBe(`${ORIGIN}/?ref=${code}`);
  });

  it("approved twice, even concurrently, still one code and one e-mail; same-name applicants get different codes", async () => {
    const app = await insertAmbassadorApplication({ fullName: "Aroha Concurrent" });
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        decide("/admin/ambassadors", app.id, { intent: "approve" }, ambassadorAction),
      ),
    );
    for (const response of results) expect((response as Response).status).toBe(302);
    const codes = await db().select().from(ambassadorCodes).where(eq(ambassadorCodes.applicationId, app.id));
    expect(codes).toHaveLength(1);
    expect((await ambassadorApp(app.id))?.ambassadorCode).toBe(codes[0]!.code);
    expect(await mailsFor("ambassador_application", app.id)).toHaveLength(1);

    const again = (await decide(
      "/admin/ambassadors",
      app.id,
      { intent: "approve" },
      ambassadorAction,
    )) as Response;
    expect(await toastOf(again)).toMatchObject({ title: "Already approved" });
    expect(
      await db().select().from(ambassadorCodes).where(eq(ambassadorCodes.applicationId, app.id)),
    ).toHaveLength(1);

    const twins = await Promise.all(
      Array.from({ length: 5 }, () => insertAmbassadorApplication({ fullName: "Manaia Twin" })),
    );
    const now = Date.now();
    const decided = await Promise.all(
      twins.map((twin) =>
        decideAmbassadorAs(asAdmin(now), {
          applicationId: twin.id,
          decision: { intent: "approve", notes: undefined },
        }),
      ),
    );
    expect(decided.every((r) => r.ok && r.value.changed)).toBe(true);
    const issued = await Promise.all(twins.map((twin) => ambassadorApp(twin.id)));
    const twinCodes = issued.map((row) => row?.ambassadorCode);
    expect(new Set(twinCodes).size).toBe(5);
    for (const c of twinCodes) expect(c).toMatch(/^MANAIA\d{2}$/);
    for (const twin of twins) expect(await mailsFor("ambassador_application", twin.id)).toHaveLength(1);
  });

  it("reject needs a note, is e-mailed, and cannot then be approved", async () => {
    const app = await insertAmbassadorApplication();
    const refused = await unwrap<{ result: { error: Record<string, string[]> } }>(
      await decide("/admin/ambassadors", app.id, { intent: "reject", notes: " " }, ambassadorAction),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.result.error.notes).toEqual(["Please add a note explaining the rejection"]);
    expect((await ambassadorApp(app.id))?.status).toBe("pending");

    const response = (await decide(
      "/admin/ambassadors",
      app.id,
      { intent: "reject", notes: "Not enough followers yet." },
      ambassadorAction,
    )) as Response;
    expect(response.status).toBe(302);
    expect(await ambassadorApp(app.id)).toMatchObject({
      status: "rejected",
      reviewNotes: "Not enough followers yet.",
      ambassadorCode: null,
    });
    const mails = await mailsFor("ambassador_application", app.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "application_rejected" });
    expect(mails[0]?.textBody).toContain("Not enough followers yet.");

    const approve = await unwrap<{ message: string }>(
      await decide("/admin/ambassadors", app.id, { intent: "approve" }, ambassadorAction),
    );
    expect(approve.status).toBe(409);
    expect(approve.body.message).toBe(APPROVAL_MESSAGES.ambassadorRejectedCannotApprove);
    expect(
      await db().select().from(ambassadorCodes).where(eq(ambassadorCodes.applicationId, app.id)),
    ).toEqual([]);
  });

  it("without a session secret approval is refused before anything is written", async () => {
    const app = await insertAmbassadorApplication();
    const result = await decideAmbassadorAs(asAdmin(Date.now(), []), {
      applicationId: app.id,
      decision: { intent: "approve", notes: undefined },
    });
    expect(result).toEqual({ ok: false, code: "unavailable", message: APPROVAL_MESSAGES.linksNotConfigured });
    expect((await ambassadorApp(app.id))?.status).toBe("pending");
  });
});

/** Every body row has as many cells as the header has columns. */
function expectTableShape(html: string) {
  const headers = (html.match(/<th[\s>]/g) ?? []).length;
  expect(headers).toBeGreaterThan(5);
  const body = html.slice(html.indexOf("<tbody"), html.indexOf("</tbody>"));
  const rows = body.split("<tr").slice(1);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect((row.match(/<td[\s>]/g) ?? []).length).toBe(headers);
}

/** Server-renders a page component with its loader's data, as the app would (no hydration). */
async function renderPage(
  Component: ComponentType,
  loader: Fn,
  path: string,
  params: Record<string, string>,
) {
  const result = await call(loader, path, { cookie: cookie(), params });
  const { body } = await unwrap(result);
  const handler = createStaticHandler([
    { id: "page", path: path.split("?")[0], loader: () => body, Component },
  ]);
  const context = await handler.query(new Request(new URL(path, ORIGIN)));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToHtml(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}
