/**
 * The waitlist of a full slot under concurrency (issue 37): 50 athletes wait for a full hour; places
 * free one by one and all at once; offers go strictly down the line, a paid offer confirms, a lapsed
 * one passes on, and the slot never holds more than its capacity.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, slotWaitlist, users } from "~/db/schema";
import type { BookingDetails } from "~/domain/schemas/booking";
import { OFFER_MS } from "~/domain/slot-waitlist";
import { addDays, todayIn } from "~/domain/zoned-time";
import { type BookingGym, getBookingGym } from "~/models/booking-gym.server";
import { myWaitlist } from "~/models/slot-waitlist.server";
import { TestProvider } from "~/payments/test-provider.server";
import { sweepWaitlists } from "~/use-cases/offer-freed-places.server";
import { joinSlotWaitlist, leaveSlotWaitlist } from "~/use-cases/slot-waitlist.server";
import { cancelBooking, createBooking, payBooking, testContext } from "./booking-helpers";
import { db, insertGym } from "./helpers";

const provider = new TestProvider();
const now = Date.now();
const CAPACITY = 3;
const T = 30_000;

async function athlete(): Promise<number> {
  const [row] = await db().insert(users).values({ userType: "athlete" }).returning({ id: users.id });
  return row!.id;
}

function hour(gym: BookingGym, n: number): BookingDetails {
  return {
    gymId: gym.id,
    athleteName: `Athlete ${n}`,
    athleteEmail: `athlete${n}@example.com`,
    bookingType: "hourly",
    bookingDate: addDays(todayIn(gym.timeZone, now), 5),
    startTime: "10:00",
    duration: 1,
    athletes: 1,
  };
}

const join = (gym: BookingGym, userId: number, n: number, at = now) =>
  joinSlotWaitlist(testContext(at), {
    actor: { visitorId: userId, clientHash: null },
    request: { kind: "visit", details: hour(gym, n) },
    referralCode: undefined,
  });

async function line(gymId: number) {
  return db()
    .select({
      id: slotWaitlist.id,
      userId: slotWaitlist.userId,
      status: slotWaitlist.status,
      bookingId: slotWaitlist.offeredBookingId,
      expires: slotWaitlist.offerExpiresAt,
    })
    .from(slotWaitlist)
    .where(eq(slotWaitlist.gymId, gymId))
    .orderBy(slotWaitlist.id);
}

/** Athletes the 10:00 slot holds now (live bookings), and the slot load's own count. */
async function held(gymId: number, at: number) {
  const live = await env.DB.prepare(
    `SELECT coalesce(sum(athletes), 0) AS n FROM bookings WHERE gym_id = ? AND start_time = '10:00'
       AND (status = 'confirmed' OR (status = 'pending' AND hold_expires_at > ?))`,
  )
    .bind(gymId, at)
    .first<{ n: number }>();
  const load = await env.DB.prepare(
    "SELECT booked, capacity FROM gym_slot_load WHERE gym_id = ? AND slot_time = '10:00'",
  )
    .bind(gymId)
    .first<{ booked: number; capacity: number }>();
  return { live: live!.n, booked: load!.booked, capacity: load!.capacity };
}

describe("a full hour with 50 athletes waiting", () => {
  let gym: BookingGym;
  const holders: { id: number; athleteId: number }[] = [];
  const waiting: number[] = [];

  beforeAll(async () => {
    const row = await insertGym({ capacity: CAPACITY, hourlyRateCents: 2000, dayPassRateCents: 3000 });
    gym = (await getBookingGym(db(), row.id))!;
    for (let i = 0; i < CAPACITY; i++) {
      const userId = await athlete();
      const made = await createBooking(db(), { userId, gym, input: hour(gym, 100 + i), now });
      if (!made.ok) throw new Error(made.message);
      const paid = await payBooking(
        db(),
        provider,
        { id: made.booking.id, athleteId: userId },
        "pm_card_visa",
        now,
      );
      if (!paid.ok) throw new Error(paid.message);
      holders.push({ id: made.booking.id, athleteId: userId });
    }
    for (let i = 0; i < 50; i++) waiting.push(await athlete());
  }, 120_000);

  it("joins all 50 at once, each at a distinct place in line", async () => {
    const joined = await Promise.all(waiting.map((userId, i) => join(gym, userId, i)));
    const values = joined.map((r) => {
      if (!r.ok) throw new Error(r.message);
      return r.value;
    });
    // Positions follow the order the entries were written in.
    const byId = [...values].sort((a, b) => a.id - b.id);
    expect(byId.map((v) => v.position)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect((await line(gym.id)).every((e) => e.status === "waiting")).toBe(true);
  }, 120_000);

  it(
    "refuses to join twice, and refuses an hour that is not full",
    async () => {
      const again = await join(gym, waiting[0]!, 0);
      expect(again).toMatchObject({
        ok: false,
        code: "conflict",
        message: "You're already on the waitlist for that time.",
      });
      const later = await joinSlotWaitlist(testContext(now), {
        actor: { visitorId: waiting[0]!, clientHash: null },
        request: { kind: "visit", details: { ...hour(gym, 0), startTime: "14:00" } },
        referralCode: undefined,
      });
      expect(later).toMatchObject({ ok: false, code: "conflict" });
      if (!later.ok) expect(later.message).toMatch(/book it instead/);
    },
    T,
  );

  it(
    "offers one freed place to the first in line, who pays and is booked",
    async () => {
      const cancelled = await cancelBooking(db(), provider, holders[0]!, now + 1000);
      expect(cancelled.ok).toBe(true);
      const entries = await line(gym.id);
      expect(entries.map((e) => e.status).slice(0, 2)).toEqual(["offered", "waiting"]);
      const first = entries[0]!;
      expect(first.expires!.getTime()).toBe(now + 1000 + OFFER_MS);
      const offer = await db().select().from(bookings).where(eq(bookings.id, first.bookingId!)).get();
      expect(offer).toMatchObject({
        status: "pending",
        athleteId: first.userId,
        athletes: 1,
        startTime: "10:00",
      });
      expect(offer!.holdExpiresAt!.getTime()).toBe(now + 1000 + OFFER_MS);
      const paid = await payBooking(
        db(),
        provider,
        { id: offer!.id, athleteId: first.userId },
        "pm_card_visa",
        now + 2000,
      );
      expect(paid.ok).toBe(true);
      expect((await line(gym.id))[0]!.status).toBe("booked");
      expect(await held(gym.id, now + 2000)).toEqual({
        live: CAPACITY,
        booked: CAPACITY,
        capacity: CAPACITY,
      });
    },
    T,
  );

  it(
    "keeps a newcomer out of the full hour: booking it is refused while the line waits",
    async () => {
      const outsider = await athlete();
      const tried = await createBooking(db(), {
        userId: outsider,
        gym,
        input: hour(gym, 999),
        now: now + 3000,
      });
      expect(tried).toMatchObject({ ok: false, status: 409 });
    },
    T,
  );

  it(
    "offers places freed at once to the next in line, in order, never more than freed",
    async () => {
      const rest = holders.slice(1);
      const results = await Promise.all(rest.map((h, i) => cancelBooking(db(), provider, h, now + 4000 + i)));
      expect(results.every((r) => r.ok)).toBe(true);
      const statuses = (await line(gym.id)).map((e) => e.status);
      expect(statuses.slice(0, 4)).toEqual(["booked", "offered", "offered", "waiting"]);
      expect(statuses.filter((s) => s === "offered")).toHaveLength(2);
      const load = await held(gym.id, now + 5000);
      expect(load.live).toBe(CAPACITY);
      expect(load.booked).toBe(CAPACITY);
    },
    T,
  );

  it(
    "passes lapsed offers on to the next in line, and a newcomer still cannot take them",
    async () => {
      const later = now + 5000 + OFFER_MS + 1000;
      // The lapsed holds are released inside the newcomer's own booking batch, yet the line keeps them.
      const outsider = await athlete();
      const tried = await createBooking(db(), { userId: outsider, gym, input: hour(gym, 998), now: later });
      expect(tried).toMatchObject({ ok: false, status: 409 });
      await sweepWaitlists(testContext(later));
      const statuses = (await line(gym.id)).map((e) => e.status);
      expect(statuses.slice(0, 6)).toEqual(["booked", "lapsed", "lapsed", "offered", "offered", "waiting"]);
      expect((await held(gym.id, later)).live).toBe(CAPACITY);
    },
    T,
  );

  it("frees and joins concurrently without overselling, offering strictly down the line", async () => {
    const at = now + 10 * OFFER_MS;
    // Both offers lapse and one athlete leaves, while three more athletes join, all at once.
    const entries = await line(gym.id);
    const joiners = await Promise.all([athlete(), athlete(), athlete()]);
    await Promise.all([
      sweepWaitlists(testContext(at)),
      sweepWaitlists(testContext(at + 1)),
      leaveSlotWaitlist(testContext(at), { id: entries.at(-1)!.id, visitorId: entries.at(-1)!.userId }),
      ...joiners.map((userId, i) => join(gym, userId, 200 + i, at)),
    ]);
    const after = await line(gym.id);
    const reached = after.filter(
      (e) => e.status === "offered" || e.status === "booked" || e.status === "lapsed",
    );
    const stillWaiting = after.filter((e) => e.status === "waiting");
    // Everyone offered joined before everyone still waiting.
    expect(Math.max(...reached.map((e) => e.id))).toBeLessThan(Math.min(...stillWaiting.map((e) => e.id)));
    expect(after.filter((e) => e.status === "offered")).toHaveLength(2);
    const load = await held(gym.id, at + 2);
    expect(load.live).toBeLessThanOrEqual(CAPACITY);
    expect(load.booked).toBe(load.live);
  }, 60_000);

  it(
    "lets only the identity that joined leave the line",
    async () => {
      const entries = await line(gym.id);
      const mine = entries.find((e) => e.status === "waiting")!;
      const stranger = await athlete();
      const refused = await leaveSlotWaitlist(testContext(now), { id: mine.id, visitorId: stranger });
      expect(refused).toMatchObject({ ok: false, code: "not_found", message: "Waitlist place not found" });
      const left = await leaveSlotWaitlist(testContext(now), { id: mine.id, visitorId: mine.userId });
      expect(left.ok).toBe(true);
      const twice = await leaveSlotWaitlist(testContext(now), { id: mine.id, visitorId: mine.userId });
      expect(twice).toMatchObject({ ok: false, code: "conflict" });
    },
    T,
  );

  it(
    "shows each athlete only their own places in line, never another's offer",
    async () => {
      const entries = await line(gym.id);
      expect(entries.some((e) => e.status === "offered")).toBe(true);
      const last = entries.findLast((e) => e.status === "waiting")!;
      const mine = await myWaitlist(db(), last.userId, now);
      expect(mine.map((e) => e.id)).toEqual([last.id]);
      expect(mine[0]).toMatchObject({ status: "waiting", gymId: gym.id });
      const offered = entries.find((e) => e.status === "offered")!;
      expect((await myWaitlist(db(), offered.userId, now)).map((e) => [e.id, e.status])).toEqual([
        [offered.id, "offered"],
      ]);
      expect(await myWaitlist(db(), await athlete(), now)).toEqual([]);
    },
    T,
  );
});
