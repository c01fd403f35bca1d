/**
 * The signed-in pages after issue 19's cuts (ADR 032): the partner overview reads the owner's gyms, their
 * coming bookings and listing facts in one batch, and the area check reads the session with the
 * holdings roles come from in one query. What an owner sees, and who is let in, stays the same.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, gyms, users } from "~/db/schema";
import { loader as accountLoader } from "~/routes/account/route";
import { loader as ownerPage } from "~/routes/partner/index";
import { signedInCookie } from "./account-helpers";
import { db, insertGym } from "./helpers";
import { call } from "./route-helpers";

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
