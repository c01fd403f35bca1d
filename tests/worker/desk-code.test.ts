/**
 * Issue 37: the six-digit desk code on a pass checks the athlete in when typed, under the same rules
 * as the scanned pass (its gym, its day, the gym's hours, once), and is refused in words otherwise.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { gyms } from "~/db/schema";
import { formatDeskCode } from "~/domain/desk-code";
import { deskCodeFor } from "~/domain/pass-token";
import { addDays, todayIn, zonedTimeToInstant } from "~/domain/zoned-time";
import { type BookingGym, getBookingGym } from "~/models/booking-gym.server";
import { TestProvider } from "~/payments/test-provider.server";
import { checkIn } from "~/use-cases/check-in.server";
import { cancelBooking, paidBooking, testContext } from "./booking-helpers";
import { config, db, insertAthlete, insertGym } from "./helpers";

const now = Date.now();

/** A paid day pass at `gym` on `date` from 10:00, and its desk code. */
async function paidPass(gym: BookingGym, date: string) {
  const userId = await insertAthlete();
  const booking = await paidBooking({
    userId,
    gym,
    input: {
      gymId: gym.id,
      athleteName: "Door Tester",
      athleteEmail: "door.tester@example.com",
      bookingType: "day_pass",
      bookingDate: date,
      startTime: "10:00",
      duration: 2,
      athletes: 1,
    },
    now,
  });
  const code = await deskCodeFor(config().sessionSecrets, {
    ...booking,
    gymId: gym.id,
    bookingDate: date,
  });
  if (!code) throw new Error("no SESSION_SECRET in the test environment");
  return { booking, userId, code };
}

describe("checking in by desk code", () => {
  let gym: BookingGym;
  let other: BookingGym;
  let ownerId: number;
  let day: string;
  const at = (date: string, time: string) => zonedTimeToInstant(date, time, gym.timeZone);
  const door = (code: string, when: number, gymId = gym.id) =>
    checkIn(testContext(when), { ownerId, gymId, code });

  beforeAll(async () => {
    const row = await insertGym({ name: "Desk Code Gym", capacity: 20 });
    ownerId = row.ownerId!;
    gym = (await getBookingGym(db(), row.id))!;
    // The same owner's second gym.
    const second = await insertGym({ name: "Desk Code Annex", capacity: 20 });
    await db().update(gyms).set({ ownerId }).where(eq(gyms.id, second.id));
    other = (await getBookingGym(db(), second.id))!;
    day = addDays(todayIn(gym.timeZone, now), 12);
  });

  it("checks in the booking whose code was typed, with spaces, once", async () => {
    const { booking, code } = await paidPass(gym, day);
    expect(code).toMatch(/^[0-9]{6}$/);
    const first = await door(formatDeskCode(code), at(day, "10:05"));
    expect(first).toMatchObject({ ok: true, value: { bookingId: booking.id, reference: booking.reference } });
    expect(await door(code, at(day, "11:00"))).toMatchObject({
      ok: false,
      code: "conflict",
      message: expect.stringMatching(
        /^Already checked in at 10:05 on .+ 20\d\d\. A pass can be used once\.$/,
      ),
    });
  }, 30_000);

  it("is found only on the booking's day: the day before, the code names no booking", async () => {
    const { code } = await paidPass(gym, addDays(day, 1));
    expect(await door(code, at(day, "10:05"))).toMatchObject({
      ok: false,
      code: "not_found",
      message: `No booking for today at your gyms has the desk code ${formatDeskCode(code)}. Check the digits, or type the booking reference.`,
    });
  }, 30_000);

  it("refuses a code for the owner's other gym by name, and another owner's booking as unknown", async () => {
    const { code } = await paidPass(other, day);
    expect(await door(code, at(day, "10:05"))).toMatchObject({
      ok: false,
      code: "conflict",
      message: "This pass is for Desk Code Annex, not this gym.",
    });
    const stranger = (await getBookingGym(db(), (await insertGym({ name: "Stranger Gym" })).id))!;
    const theirs = await paidPass(stranger, day);
    expect(await door(theirs.code, at(day, "10:05"))).toMatchObject({
      ok: false,
      code: "not_found",
      message: expect.stringMatching(/^No booking for today at your gyms has the desk code/),
    });
  }, 30_000);

  it("refuses a cancelled booking's code with the pass's own sentence", async () => {
    const { booking, userId, code } = await paidPass(gym, day);
    const cancelled = await cancelBooking(
      db(),
      new TestProvider(),
      { id: booking.id, athleteId: userId },
      now,
    );
    expect(cancelled.ok).toBe(true);
    expect(await door(code, at(day, "10:05"))).toMatchObject({
      ok: false,
      code: "conflict",
      message: "This booking was cancelled; its pass is no longer valid.",
    });
  }, 30_000);

  it("is not read from five or seven digits (those are neither a code nor a reference)", async () => {
    for (const code of ["12345", "1234567"])
      expect(await door(code, at(day, "10:05"))).toMatchObject({ ok: false, code: "invalid" });
  }, 30_000);
});
