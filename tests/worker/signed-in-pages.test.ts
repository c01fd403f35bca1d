/**
 * The signed-in pages after issue 19's cuts (ADR 032): the partner overview reads the owner's gyms, their
 * coming bookings and listing facts in one batch, and the area check reads the session with the
 * holdings roles come from in one query. What an owner sees, and who is let in, stays the same.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { workerContext } from "~/context.server";
import { bookings, gyms, savedGyms, users } from "~/db/schema";
import { accountContext } from "~/middleware/account.server";
import AccountPage, { loader as accountLoader } from "~/routes/account/route";
import { loader as ownerPage } from "~/routes/partner/index";
import { popToast, redirectWithToast } from "~/session.server";
import { signedInCookie } from "./account-helpers";
import { config, cookieFrom, db, insertGym, request, routerContext } from "./helpers";
import { call, renderRoute } from "./route-helpers";

const DAY = 86_400_000;

async function insertBooking(
  gymId: number,
  athleteId: number,
  reference: string,
  startsAt: number,
  status: string,
) {
  const date = new Date(startsAt).toISOString().slice(0, 10);
  await db()
    .insert(bookings)
    .values({
      reference,
      athleteId,
      gymId,
      athleteName: `Athlete ${reference}`,
      athleteEmail: `${reference.toLowerCase()}@example.com`,
      bookingType: "day_pass",
      bookingDate: date,
      startTime: "09:00",
      endTime: "17:00",
      durationHours: 8,
      athletes: 1,
      startsAt: new Date(startsAt),
      endsAt: new Date(startsAt + 8 * 3_600_000),
      totalCents: 2500,
      currency: "NZD",
      status: status as "confirmed",
      confirmedAt: status === "pending" ? null : new Date(startsAt - 5 * DAY),
    });
}

describe("the partner overview and the owner check (ADR 032)", () => {
  let ownerCookie: string;
  let ownerId: number;
  let gymId: number;
  let otherGymId: number;

  beforeAll(async () => {
    const gym = await insertGym({ name: "Overview Gym" });
    const other = await insertGym({ name: "Someone Else's Gym" });
    gymId = gym.id;
    otherGymId = other.id;
    const owner = await db().select().from(users).where(eq(users.id, gym.ownerId!)).get();
    ({ cookie: ownerCookie, userId: ownerId } = await signedInCookie(owner!.email!));
    expect(ownerId).toBe(gym.ownerId);
    const [athlete] = await db().insert(users).values({ userType: "athlete" }).returning();
    const now = Date.now();
    await insertBooking(gymId, athlete!.id, "GR-OVSOON", now + 2 * DAY, "confirmed");
    await insertBooking(gymId, athlete!.id, "GR-OVLATE", now + 9 * DAY, "pending");
    await insertBooking(gymId, athlete!.id, "GR-OVCANC", now + 3 * DAY, "cancelled");
    await insertBooking(gymId, athlete!.id, "GR-OVPAST", now - 4 * DAY, "completed");
    await insertBooking(otherGymId, athlete!.id, "GR-OVOTHR", now + 2 * DAY, "confirmed");
  });

  const overview = (cookie: string) => call(ownerPage, "/partner", { headers: { Cookie: cookie } });

  it("lists the owner's gym with its coming bookings, soonest first; not cancelled, past or other gyms'", async () => {
    const page = await overview(ownerCookie);
    expect(page.status).toBe(200);
    const body = page.body as {
      gyms: {
        id: number;
        name: string;
        state: string;
        missing: string[];
        bookings: { reference: string }[];
      }[];
    };
    expect(body.gyms.map((g) => g.name)).toEqual(["Overview Gym"]);
    expect(body.gyms[0]?.bookings.map((b) => b.reference)).toEqual(["GR-OVSOON", "GR-OVLATE"]);
    // The listing facts come from the same batch: a test gym without photos or hours is incomplete.
    expect(body.gyms[0]?.state).toBe("incomplete");
    expect(body.gyms[0]?.missing.length).toBeGreaterThan(0);
  });

  it("reads the roles afresh on every request: a gym handed to someone else closes the console", async () => {
    expect((await overview(ownerCookie)).status).toBe(200);
    const account = await call(accountLoader, "/account", { headers: { Cookie: ownerCookie } });
    expect((account.body as { roles: { gymOwner: boolean } }).roles.gymOwner).toBe(true);

    const [someoneElse] = await db().insert(users).values({ userType: "gym_owner" }).returning();
    await db().update(gyms).set({ ownerId: someoneElse!.id }).where(eq(gyms.id, gymId));
    const refused = await overview(ownerCookie);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatch(/for gym owners/);
    const after = await call(accountLoader, "/account", { headers: { Cookie: ownerCookie } });
    expect((after.body as { roles: { gymOwner: boolean } }).roles.gymOwner).toBe(false);
    await db().update(gyms).set({ ownerId }).where(eq(gyms.id, gymId));
  });

  it("a cookie whose session is gone is signed out, owner or not", async () => {
    const forged = ownerCookie.replace(/=([^.;]+)\./, "=x$1.");
    const page = await overview(forged);
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/sign-in?next=%2Fpartner");
  });
});

/** A router context whose D1 binding counts its round trips: each batch, and each statement run alone. */
function countingContext() {
  const context = routerContext();
  const worker = context.get(workerContext);
  const real = worker.config.db;
  const count = { trips: 0 };
  const statement = (stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, key) {
        if (key === "__real") return target;
        const value = Reflect.get(target, key, target);
        if (typeof value !== "function") return value;
        if (key === "bind") return (...args: unknown[]) => statement(value.apply(target, args));
        if (key === "all" || key === "raw" || key === "first" || key === "run")
          return (...args: unknown[]) => {
            count.trips += 1;
            return value.apply(target, args);
          };
        return value.bind(target);
      },
    });
  const db = new Proxy(real, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (key === "prepare") return (query: string) => statement(target.prepare(query));
      if (key === "batch")
        return (statements: D1PreparedStatement[]) => {
          count.trips += 1;
          // Each member is the real statement behind our proxy: D1 wants its own objects.
          return target.batch(
            statements.map((s) => (s as unknown as { __real?: D1PreparedStatement }).__real ?? s),
          );
        };
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  context.set(workerContext, { ...worker, config: { ...worker.config, db } });
  return { context, count };
}

describe("the account page and the partner overview, read after the session check", () => {
  let athleteCookie: string;
  let athleteId: number;
  let ownerCookie: string;
  let listedGymId: number;
  let closedGymId: number;

  beforeAll(async () => {
    const listed = await insertGym({ name: "Saved And Open" });
    const closed = await insertGym({ name: "Saved But Closed", isActive: false });
    listedGymId = listed.id;
    closedGymId = closed.id;
    ({ cookie: athleteCookie, userId: athleteId } = await signedInCookie("account-035@example.com"));
    const now = Date.now();
    await insertBooking(listed.id, athleteId, "GR-AC35NEXT", now + 9 * DAY, "confirmed");
    await insertBooking(listed.id, athleteId, "GR-AC35SOON", now + 2 * DAY, "pending");
    await insertBooking(listed.id, athleteId, "GR-AC35PAST", now - 4 * DAY, "completed");
    await insertBooking(listed.id, athleteId, "GR-AC35CANC", now + 3 * DAY, "cancelled");
    await db()
      .insert(savedGyms)
      .values([
        { userId: athleteId, gymId: listed.id },
        { userId: athleteId, gymId: closed.id },
      ]);
    await db().update(users).set({ remindersEnabled: false }).where(eq(users.id, athleteId));
    const owner = await db().select().from(users).where(eq(users.id, listed.ownerId!)).get();
    ({ cookie: ownerCookie } = await signedInCookie(owner!.email!));
  });

  it("/account: coming bookings soonest first, the rest newest first, open saved gyms, the preference", async () => {
    const { context } = countingContext();
    const page = await call(accountLoader, "/account", { headers: { Cookie: athleteCookie }, context });
    expect(page.status).toBe(200);
    const body = page.body as {
      upcoming: { gymName: string; when: string; detail: string }[];
      past: { detail: string; status: string }[];
      saved: { id: number; name: string; place: string }[];
      reminders: boolean;
    };
    expect(body.upcoming.map((b) => b.detail.split("Reference ")[1])).toEqual(["GR-AC35SOON", "GR-AC35NEXT"]);
    expect(body.upcoming[0]!.when).toMatch(/, day pass from 09:00 NZ[SD]T, Pacific\/Auckland$/);
    expect(body.upcoming[0]!.detail).toMatch(/^.+, New Zealand · NZ\$25\.00 · Reference GR-AC35SOON$/);
    expect(body.past.map((b) => b.detail.split("Reference ")[1])).toEqual(["GR-AC35CANC", "GR-AC35PAST"]);
    expect(body.saved.map((g) => g.id)).toEqual([listedGymId]);
    expect(body.saved.map((g) => g.id)).not.toContain(closedGymId);
    expect(body.reminders).toBe(false);
  });

  it("/account lists the next five and the latest five bookings and says how many more are on My Bookings", async () => {
    const { cookie, userId } = await signedInCookie("account-many@example.com");
    const gym = await insertGym({ name: "Many Visits" });
    const now = Date.now();
    // Seven coming (days 1-7) and six past (days 1-6 ago).
    for (let d = 1; d <= 7; d++)
      await insertBooking(gym.id, userId, `GR-MANYC${d}`, now + d * DAY, "confirmed");
    for (let d = 1; d <= 6; d++)
      await insertBooking(gym.id, userId, `GR-MANYP${d}`, now - d * DAY, "completed");
    const page = await call(accountLoader, "/account", { headers: { Cookie: cookie } });
    const body = page.body as {
      upcoming: { detail: string }[];
      past: { detail: string }[];
      moreUpcoming: number;
      morePast: number;
    };
    const refs = (rows: { detail: string }[]) => rows.map((b) => b.detail.split("Reference ")[1]);
    expect(refs(body.upcoming)).toEqual(["GR-MANYC1", "GR-MANYC2", "GR-MANYC3", "GR-MANYC4", "GR-MANYC5"]);
    expect(refs(body.past)).toEqual(["GR-MANYP1", "GR-MANYP2", "GR-MANYP3", "GR-MANYP4", "GR-MANYP5"]);
    expect([body.moreUpcoming, body.morePast]).toEqual([2, 1]);
    const html = await renderRoute(AccountPage, accountLoader, "/account", { cookie });
    expect(html).toContain("2 more on My Bookings");
    expect(html).toContain("1 more on My Bookings");
  });

  it("/partner: the owner check, then the overview of the owner's gyms only", async () => {
    const { context } = countingContext();
    const page = await call(ownerPage, "/partner", { headers: { Cookie: ownerCookie }, context });
    expect(page.status).toBe(200);
    const gymsShown = (page.body as { gyms: { name: string; place: string; bookings: unknown[] }[] }).gyms;
    expect(gymsShown.map((g) => g.name)).toEqual(["Saved And Open"]);
    expect(gymsShown[0]!.bookings).toHaveLength(2);
  });

  it("a loader whose reads the middleware did not batch reads them itself, for the signed-in account only", async () => {
    const context = routerContext();
    const account = await call(accountLoader, "/account", { headers: { Cookie: athleteCookie }, context });
    // Run the loader again without the middleware's batch: same page from its own read.
    const alone = routerContext();
    alone.set(accountContext, context.get(accountContext));
    const page = await call(accountLoader, "/account", {
      headers: { Cookie: athleteCookie },
      context: alone,
      middleware: false,
    });
    expect(page.body).toEqual(account.body);
  });
});

describe("the flashed toast (ADR 035: no signature check for a cookie without one)", () => {
  it("pops a toast a redirect flashed, once; a session without one gives none and sets no cookie", async () => {
    const flashed = await redirectWithToast(config(), request("/"), "/account", { title: "Saved" });
    const cookie = cookieFrom(flashed.headers);
    const popped = await popToast(config(), request("/", { headers: { Cookie: cookie } }));
    expect(popped.toast?.title).toBe("Saved");
    const after = cookieFrom(popped.headers);
    const again = await popToast(config(), request("/", { headers: { Cookie: after } }));
    expect(again.toast).toBeNull();
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("shows no toast from a cookie that names one but is not signed by us", async () => {
    const flashed = await redirectWithToast(config(), request("/"), "/", { title: "Real" });
    const [name, value] = cookieFrom(flashed.headers).split(/=(.*)/s) as [string, string];
    const payload = decodeURIComponent(value).split(".")[0]!;
    const forgedJson = atob(payload).replace("Real", "Forged");
    const forged = `${name}=${encodeURIComponent(`${btoa(forgedJson)}.${decodeURIComponent(value).split(".")[1]}`)}`;
    const popped = await popToast(config(), request("/", { headers: { Cookie: forged } }));
    expect(popped.toast).toBeNull();
  });
});
