/**
 * Issue 37: a booking's pass page (/bookings/{id}/pass) shows what the door needs, for this browser's
 * own paid booking only; the service worker keeps it for use with no network.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIn } from "~/domain/zoned-time";
import { ensureVisitor } from "~/identity.server";
import { type BookingGym, getBookingGym } from "~/models/booking-gym.server";
import { TestProvider } from "~/payments/test-provider.server";
import { loader } from "~/routes/pass/route";
import { createBooking, payBooking } from "./booking-helpers";
import { config, cookieFrom, db, insertGym, request, routerContext } from "./helpers";

type PassData = { data: Awaited<ReturnType<typeof loader>>["data"]; init: ResponseInit | null };

async function visitor() {
  const v = await ensureVisitor(config(), request("/"));
  return { userId: v.userId, cookie: cookieFrom(v.headers) };
}

/** The loader's answer: data() returned, or the data() it threw (a 404). */
async function open(id: number | string, cookie: string) {
  try {
    return (await loader({
      request: request(`/bookings/${id}/pass`, { headers: { Cookie: cookie } }),
      context: routerContext(),
      params: { id: String(id) },
    } as never)) as unknown as PassData;
  } catch (thrown) {
    return thrown as { data: { message: string }; init: ResponseInit };
  }
}

describe("the pass page", () => {
  let gym: BookingGym;
  beforeAll(async () => {
    const row = await insertGym({
      name: "Basement Barbell",
      address: "12 Cuba Street",
      gymRules: "Chalk in the bucket only.",
      checkInPolicy: "Bring photo ID on your first visit.",
    });
    gym = (await getBookingGym(db(), row.id))!;
  });

  async function booking(userId: number, pay: boolean) {
    const now = Date.now();
    const made = await createBooking(db(), {
      userId,
      gym,
      now,
      input: {
        gymId: gym.id,
        athleteName: "Pass Holder",
        athleteEmail: "pass.holder@example.com",
        bookingType: "day_pass",
        bookingDate: addDays(todayIn(gym.timeZone, now), 5),
        startTime: "09:00",
        duration: 2,
        athletes: 1,
      },
    });
    if (!made.ok) throw new Error(made.message);
    if (pay) {
      const paid = await payBooking(
        db(),
        new TestProvider(),
        { id: made.booking.id, athleteId: userId },
        "pm_card_visa",
        now,
      );
      expect(paid.ok).toBe(true);
    }
    return made.booking;
  }

  it("shows a paid booking's QR code, reference, desk code, address, hours and rules to its owner", async () => {
    const me = await visitor();
    const mine = await booking(me.userId, true);
    const answer = (await open(mine.id, me.cookie)) as PassData;
    expect(answer.data.pass).toMatchObject({ reference: mine.reference, gymName: "Basement Barbell" });
    expect(answer.data.pass.qr?.bits.length).toBeGreaterThan(0);
    expect(answer.data.pass.deskCode).toMatch(/^[0-9]{3} [0-9]{3}$/);
    expect(answer.data).toMatchObject({
      address: "12 Cuba Street, Wellington, New Zealand",
      hoursOnTheDay: "Open 06:00–22:00",
      gymRules: "Chalk in the bucket only.",
      checkInPolicy: "Bring photo ID on your first visit.",
    });
    expect(answer.data.weekHours).toContain("Mon 06:00–22:00");
    expect(new Headers(answer.init?.headers).get("Cache-Control")).toBe("private, no-store");
  }, 30_000);

  it("is not found for another browser's booking, an unpaid one, or a made-up id", async () => {
    const me = await visitor();
    const stranger = await visitor();
    const mine = await booking(me.userId, true);
    const unpaid = await booking(me.userId, false);
    expect(await open(mine.id, stranger.cookie)).toMatchObject({
      init: { status: 404 },
      data: { message: "Booking not found: it isn't one of the bookings on this browser." },
    });
    expect(await open(unpaid.id, me.cookie)).toMatchObject({
      init: { status: 404 },
      data: { message: "This booking has no pass: only a paid, confirmed booking has one." },
    });
    expect(await open("abc", me.cookie)).toMatchObject({ init: { status: 404 } });
  }, 30_000);
});
