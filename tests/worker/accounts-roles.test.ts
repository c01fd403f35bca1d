/**
 * Roles and the audit log (issue 16): a gym owner and an ambassador (granted on approval, for the
 * application's e-mail) reach only their own area, an athlete none; named admins (ADMIN_EMAILS) sign
 * in by e-mail link and decide under their own name; admin sessions end after 30 minutes idle; every
 * admin decision writes one audit row (who, what, when, before → after) in its batch.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { workerContext } from "~/context.server";
import {
  accountSessions,
  adminSessions,
  ambassadorApplications,
  auditLog,
  gymApplications,
  mailOutbox,
  teamBookingInquiries,
} from "~/db/schema";
import { ADMIN_COOKIE, ADMIN_IDLE_MS, adminSession, sha256Hex } from "~/models/admin-auth.server";
import { loader as accountLoader } from "~/routes/account/route";
import { action as ambassadorDecision } from "~/routes/admin/ambassador";
import { loader as auditLoader } from "~/routes/admin/audit";
import { action as gymDecision } from "~/routes/admin/gym-application";
import { action as inquiriesAction } from "~/routes/admin/inquiries";
import { action as logoutAction } from "~/routes/admin/logout";
import { action as outboxMessageAction } from "~/routes/admin/outbox-message";
import { loader as ambassadorPage } from "~/routes/ambassador/route";
import { loader as oldOwnerArea } from "~/routes/owner/route";
import { loader as ownerPage } from "~/routes/partner/index";
import { signedInCookie } from "./account-helpers";
import { config, db, insertGym, request } from "./helpers";
import { adminCookie, call } from "./route-helpers";

const BOSS = "boss@example.com";

/** A router context whose configuration names BOSS in ADMIN_EMAILS. */
function namedAdminContext(): RouterContextProvider {
  const context = new RouterContextProvider();
  const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };
  context.set(workerContext, {
    env,
    ctx: ctx as unknown as ExecutionContext,
    config: { ...config(), adminEmails: [BOSS] },
    nonce: "test-nonce",
  });
  return context;
}

const post = (fields: Record<string, string>, cookie: string, context?: RouterContextProvider) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  body: new URLSearchParams(fields),
  context,
});

let n = 0;
async function gymApplication(email: string) {
  const [row] = await db()
    .insert(gymApplications)
    .values({
      contactName: "Role Owner",
      contactEmail: email,
      businessName: `Role Gym ${++n} Ltd`,
      businessType: "Company",
      address: "1 Role Street",
      gymName: `Role Gym ${n}`,
      description: "A gym for the role tests, with racks.",
      gymRules: "Be kind.",
      city: "Nelson",
      country: "New Zealand",
      dayPassRateCents: 2500,
      hourlyRateCents: 0,
      openTime: "06:00",
      closeTime: "21:00",
      operatingDays: [1, 2, 3],
      amenities: ["Sauna"],
      equipment: ["Kettlebells"],
      sports: ["CrossFit"],
      acceptedTerms: true,
    })
    .returning();
  return row!;
}

async function ambassadorApplication(email: string) {
  const [row] = await db()
    .insert(ambassadorApplications)
    .values({
      fullName: "Role Ambassador",
      email,
      phone: "+64 21 555 0102",
      location: "Wellington",
      primarySport: "crossfit",
      competitionLevel: "national",
      yearsExperience: "6-10",
      followersCount: "10k-50k",
      contentStyle: "workout-videos",
      motivations: "Travel and train.",
      travelFrequency: "monthly",
      gymPreferences: ["CrossFit boxes"],
      agreeToTerms: true,
    })
    .returning();
  return row!;
}

const auditFor = (subjectType: string, id: number | string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, String(id))))
    .all();

describe("roles", () => {
  let admin: string;
  let owner: string;
  let ambassador: string;
  let athlete: string;
  let gymId: number;

  beforeAll(async () => {
    admin = await adminCookie();
    const gymApp = await gymApplication("role.owner@example.com");
    const approved = await call(gymDecision, `/admin/gym-applications/${gymApp.id}`, {
      ...post({ intent: "approve" }, admin),
      params: { id: String(gymApp.id) },
    });
    expect(approved.status).toBe(302);
    gymId = (await db().select().from(gymApplications).where(eq(gymApplications.id, gymApp.id)).get())!
      .gymId!;
    const ambApp = await ambassadorApplication("role.ambassador@example.com");
    const amb = await call(ambassadorDecision, `/admin/ambassadors/${ambApp.id}`, {
      ...post({ intent: "approve" }, admin),
      params: { id: String(ambApp.id) },
    });
    expect(amb.status).toBe(302);
    owner = (await signedInCookie("Role.Owner@example.com")).cookie;
    ambassador = (await signedInCookie("role.ambassador@example.com")).cookie;
    athlete = (await signedInCookie("role.athlete@example.com")).cookie;
  });

  const get = (fn: Parameters<typeof call>[0], path: string, cookie?: string) =>
    call(fn, path, { headers: cookie ? { Cookie: cookie } : {} });

  it("a gym owner reaches their gyms, not the ambassador portal", async () => {
    const page = await get(ownerPage, "/partner", owner);
    expect(page.status).toBe(200);
    expect((page.body as { gyms: { id: number }[] }).gyms.map((g) => g.id)).toEqual([gymId]);
    expect((await get(ambassadorPage, "/ambassador", owner)).status).toBe(403);
    const account = await get(accountLoader, "/account", owner);
    expect((account.body as { roles: { gymOwner: boolean } }).roles.gymOwner).toBe(true);
  });

  it("an ambassador reaches their portal, not the owner area", async () => {
    const page = await get(ambassadorPage, "/ambassador", ambassador);
    expect(page.status).toBe(200);
    expect((page.body as { ambassador: { code: string } }).ambassador.code).toMatch(/^ROLE/);
    const forbidden = await get(ownerPage, "/partner", ambassador);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatch(/for gym owners/);
  });

  it("an athlete reaches neither, nor the admin area; signed out, each asks to sign in", async () => {
    expect((await get(ownerPage, "/partner", athlete)).status).toBe(403);
    expect((await get(ambassadorPage, "/ambassador", athlete)).status).toBe(403);
    const adminArea = await get(auditLoader, "/admin/audit", athlete);
    expect(adminArea.status).toBe(302);
    expect(adminArea.headers.get("Location")).toBe("/admin-login");
    for (const [fn, path] of [
      [ownerPage, "/partner"],
      [ambassadorPage, "/ambassador"],
    ] as const) {
      const out = await get(fn, path);
      expect(out.status).toBe(302);
      expect(out.headers.get("Location")).toBe(`/sign-in?next=${encodeURIComponent(path)}`);
    }
    // The old owner area's address leads to the partner console.
    const moved = await call(oldOwnerArea, "/owner");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/partner");
    // An owner is not an admin either.
    expect((await get(auditLoader, "/admin/audit", owner)).headers.get("Location")).toBe("/admin-login");
  });
});

describe("named admins and idle admin sessions", () => {
  it("an ADMIN_EMAILS account signed in by link opens the admin area and decides under its name", async () => {
    const { cookie } = await signedInCookie(BOSS);
    const context = namedAdminContext();
    const page = await call(auditLoader, "/admin/audit", { headers: { Cookie: cookie }, context });
    expect(page.status).toBe(200);
    const sessions = await db().select().from(adminSessions).where(eq(adminSessions.actor, BOSS)).all();
    expect(sessions.length).toBeGreaterThan(0);

    const app = await gymApplication("named.decision@example.com");
    const out = await call(gymDecision, `/admin/gym-applications/${app.id}`, {
      ...post({ intent: "reject", notes: "Please add photos." }, cookie, namedAdminContext()),
      params: { id: String(app.id) },
    });
    expect(out.status).toBe(302);
    const row = (await db().select().from(gymApplications).where(eq(gymApplications.id, app.id)).get())!;
    expect(row.reviewedBy).toBe(BOSS);
    const audit = await auditFor("gym_application", app.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: BOSS, action: "reject" });
    expect(JSON.parse(audit[0]!.before!)).toEqual({ status: "pending" });
    expect(JSON.parse(audit[0]!.after!)).toEqual({ status: "rejected", notes: "Please add photos." });
  });

  it("a named admin whose sign-in is older than 30 minutes signs in again", async () => {
    const { cookie, userId } = await signedInCookie(BOSS);
    await db()
      .update(accountSessions)
      .set({ createdAt: new Date(Date.now() - ADMIN_IDLE_MS - 60_000) })
      .where(eq(accountSessions.userId, userId));
    const out = await call(auditLoader, "/admin/audit", {
      headers: { Cookie: cookie },
      context: namedAdminContext(),
    });
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("/sign-in?fresh=1&next=%2Fadmin%2Faudit");
    // Without ADMIN_EMAILS naming it, the same account is no admin at all.
    const fresh = await signedInCookie(BOSS);
    const plain = await call(auditLoader, "/admin/audit", { headers: { Cookie: fresh.cookie } });
    expect(plain.headers.get("Location")).toBe("/admin-login");
  });

  it("a named admin's log out ends the admin side only: the account stays, /admin asks for a new link", async () => {
    const { cookie } = await signedInCookie(BOSS);
    const page = await call(auditLoader, "/admin/audit", {
      headers: { Cookie: cookie },
      context: namedAdminContext(),
    });
    expect(page.status).toBe(200);
    const adminSet = page.headers.getSetCookie().find((c) => c.startsWith(`${ADMIN_COOKIE}=`))!;
    const both = `${cookie}; ${adminSet.split(";")[0]}`;

    const out = await call(logoutAction, "/admin/logout", {
      method: "POST",
      headers: { Cookie: both },
      context: namedAdminContext(),
    });
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("/account");
    const cleared = out.headers.getSetCookie();
    expect(cleared.some((c) => c.startsWith(`${ADMIN_COOKIE}=;`) && /Max-Age=0/.test(c))).toBe(true);
    // The account cookie is left as it was, and the account session still opens /account.
    expect(cleared.some((c) => !c.startsWith(`${ADMIN_COOKIE}=`) && /Max-Age=0/.test(c))).toBe(false);
    expect((await call(accountLoader, "/account", { headers: { Cookie: cookie } })).status).toBe(200);

    // The same sign-in no longer reopens the admin area by itself; a new link sign-in does.
    const again = await call(auditLoader, "/admin/audit", {
      headers: { Cookie: cookie },
      context: namedAdminContext(),
    });
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/sign-in?fresh=1&next=%2Fadmin%2Faudit");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const fresh = await signedInCookie(BOSS);
    const reopened = await call(auditLoader, "/admin/audit", {
      headers: { Cookie: fresh.cookie },
      context: namedAdminContext(),
    });
    expect(reopened.status).toBe(200);
  }, 30_000);

  it("an admin session ends after 30 minutes without a request; each request keeps it alive", async () => {
    const cookie = await adminCookie();
    const token = cookie.slice(`${ADMIN_COOKIE}=`.length);
    const id = await sha256Hex(token);
    const req = request("/admin", { headers: { Cookie: cookie } });
    const now = Date.now();
    expect(await adminSession(db(), req, now + ADMIN_IDLE_MS - 60_000)).toMatchObject({ actor: "admin" });
    // That request touched it: 29 minutes after it, still alive.
    expect(await adminSession(db(), req, now + 2 * ADMIN_IDLE_MS - 120_000)).toBeDefined();
    // 31 idle minutes later: gone.
    expect(await adminSession(db(), req, now + 3 * ADMIN_IDLE_MS + 60_000)).toBeUndefined();
    const row = (await db().select().from(adminSessions).where(eq(adminSessions.id, id)).get())!;
    expect(row.revokedAt).toBeNull();
  });
});

describe("the audit log", () => {
  it("writes one row per decision, none for a repeat, and the Audit tab lists them", async () => {
    const admin = await adminCookie();
    const app = await gymApplication("audit.owner@example.com");
    const approve = () =>
      call(gymDecision, `/admin/gym-applications/${app.id}`, {
        ...post({ intent: "approve" }, admin),
        params: { id: String(app.id) },
      });
    expect((await approve()).status).toBe(302);
    expect((await approve()).status).toBeLessThan(500);
    const rows = await auditFor("gym_application", app.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: "admin", action: "approve" });

    const amb = await ambassadorApplication("audit.ambassador@example.com");
    await call(ambassadorDecision, `/admin/ambassadors/${amb.id}`, {
      ...post({ intent: "approve" }, admin),
      params: { id: String(amb.id) },
    });
    const revoke = () =>
      call(ambassadorDecision, `/admin/ambassadors/${amb.id}`, {
        ...post({ intent: "revoke" }, admin),
        params: { id: String(amb.id) },
      });
    await revoke();
    await revoke();
    const ambRows = await auditFor("ambassador_application", amb.id);
    expect(ambRows.map((r) => r.action).sort()).toEqual(["approve", "revoke"]);

    const gym = await insertGym({ name: "Audit Inquiry Gym" });
    const [inquiry] = await db()
      .insert(teamBookingInquiries)
      .values({
        gymId: gym.id,
        teamName: "Audit Crew",
        contactName: "Coach",
        email: "coach@example.com",
        teamSize: 8,
        preferredDates: "Soon",
      })
      .returning();
    await call(inquiriesAction, "/admin/inquiries", {
      ...post({ intent: "status", inquiryId: String(inquiry!.id), status: "contacted" }, admin),
    });
    const inquiryRows = await auditFor("team_inquiry", inquiry!.id);
    expect(inquiryRows).toHaveLength(1);
    expect(JSON.parse(inquiryRows[0]!.before!)).toEqual({ status: "pending" });
    expect(JSON.parse(inquiryRows[0]!.after!)).toEqual({ status: "contacted" });

    const [mail] = await db()
      .insert(mailOutbox)
      .values({
        toAddress: "someone@example.com",
        subject: "Hi",
        textBody: "Hi",
        kind: "test",
        status: "failed",
      })
      .returning();
    await call(outboxMessageAction, `/admin/outbox/${mail!.id}`, {
      ...post({ intent: "resend" }, admin),
      params: { id: String(mail!.id) },
    });
    const mailRows = await auditFor("mail", mail!.id);
    expect(mailRows).toHaveLength(1);
    expect(JSON.parse(mailRows[0]!.before!)).toEqual({ status: "failed" });

    const page = await call(auditLoader, "/admin/audit", { headers: { Cookie: admin } });
    const listed = (page.body as { rows: { actor: string; action: string; subject: string }[] }).rows;
    expect(listed.map((r) => r.subject)).toEqual(
      expect.arrayContaining([
        `gym application ${app.id}`,
        `ambassador application ${amb.id}`,
        `mail ${mail!.id}`,
      ]),
    );
  });
});
