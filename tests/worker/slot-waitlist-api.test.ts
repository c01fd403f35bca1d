/**
 * POST /api/bookings/waitlist and DELETE /api/bookings/waitlist/{id} (issue 37): 201 {id, position}
 * for a full slot, 409 for one that is not full, 400 for a bad payload, and only the identity that
 * joined may leave. The first offer's e-mail is queued with the pay link.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { amenityItems } from "~/db/schema";
import { addDays, todayIn } from "~/domain/zoned-time";
import { action as amenityAction } from "~/routes/api/amenity-booking";
import { action as cancelAction } from "~/routes/api/booking-cancel";
import { action as createAction } from "~/routes/api/bookings";
import { action as joinAction } from "~/routes/api/bookings-waitlist";
import { action as leaveAction } from "~/routes/api/bookings-waitlist-entry";
import { cookieFrom, db, insertGym } from "./helpers";
import { theOne } from "./mail-content.helpers";
import { call } from "./route-helpers";

const T = 30_000;
let gymId: number;
let payload: Record<string, unknown>;

const post = (
  fn: typeof joinAction | typeof createAction | typeof amenityAction,
  path: string,
  body: unknown,
  cookie?: string,
) =>
  call(fn, path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });

describe("the waitlist API", () => {
  let holder: { id: number; cookie: string };
  let joined: { id: number; cookie: string };

  beforeAll(async () => {
    const gym = await insertGym({ capacity: 1, hourlyRateCents: 2000, dayPassRateCents: 3000 });
    gymId = gym.id;
    payload = {
      gymId,
      athleteName: "Mere Tane",
      athleteEmail: "mere@example.com",
      bookingType: "hourly",
      bookingDate: addDays(todayIn("Pacific/Auckland", Date.now()), 4),
      startTime: "09:00",
      duration: 1,
      athletes: 1,
    };
    const made = await post(createAction, "/api/bookings", payload);
    expect(made.status).toBe(201);
    holder = { id: (made.body as { id: number }).id, cookie: cookieFrom(made.headers) };
  }, 60_000);

  it(
    "answers 409 with a sentence for a time that is not full",
    async () => {
      const free = await post(joinAction, "/api/bookings/waitlist", { ...payload, startTime: "15:00" });
      expect(free.status).toBe(409);
      expect(free.body).toMatchObject({ error: expect.stringMatching(/book it instead/) });
    },
    T,
  );

  it(
    "answers 400 for a payload a booking would refuse",
    async () => {
      const bad = await post(joinAction, "/api/bookings/waitlist", { ...payload, athleteEmail: "nope" });
      expect(bad.status).toBe(400);
    },
    T,
  );

  it(
    "joins a full time: 201 with the id and the place in line",
    async () => {
      const first = await post(joinAction, "/api/bookings/waitlist", payload);
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ id: expect.any(Number), position: 1 });
      joined = { id: (first.body as { id: number }).id, cookie: cookieFrom(first.headers) };
      const second = await post(joinAction, "/api/bookings/waitlist", {
        ...payload,
        athleteEmail: "kahu@example.com",
      });
      expect(second.status).toBe(201);
      expect(second.body).toMatchObject({ position: 2 });
      // The full time still refuses a booking from outside the line.
      const outside = await post(createAction, "/api/bookings", {
        ...payload,
        athleteEmail: "late@example.com",
      });
      expect(outside.status).toBe(409);
    },
    T,
  );

  it(
    "lets only the identity that joined leave",
    async () => {
      const second = await post(joinAction, "/api/bookings/waitlist", {
        ...payload,
        athleteEmail: "rua@example.com",
      });
      const entry = { id: (second.body as { id: number }).id, cookie: cookieFrom(second.headers) };
      const path = `/api/bookings/waitlist/${entry.id}`;
      const stranger = await call(leaveAction, path, { method: "DELETE", params: { id: String(entry.id) } });
      expect(stranger.status).toBe(404);
      expect(stranger.body).toEqual({ error: "Waitlist place not found" });
      const other = await call(leaveAction, path, {
        method: "DELETE",
        params: { id: String(entry.id) },
        headers: { Cookie: joined.cookie },
      });
      expect(other.status).toBe(404);
      const own = await call(leaveAction, path, {
        method: "DELETE",
        params: { id: String(entry.id) },
        headers: { Cookie: entry.cookie },
      });
      expect(own.status).toBe(200);
      expect(own.body).toEqual({ id: entry.id, status: "left" });
      const again = await call(leaveAction, path, {
        method: "DELETE",
        params: { id: String(entry.id) },
        headers: { Cookie: entry.cookie },
      });
      expect(again.status).toBe(409);
    },
    T,
  );

  it(
    "offers the freed place to the first in line, by e-mail with the pay link",
    async () => {
      const cancelled = await call(cancelAction, `/api/bookings/${holder.id}/cancel`, {
        method: "POST",
        params: { id: String(holder.id) },
        headers: { Cookie: holder.cookie },
      });
      expect(cancelled.status).toBe(200);
      const mail = await theOne("waitlist_offer", joined.id, "slot_waitlist");
      expect(mail.to_address).toBe("mere@example.com");
      expect(mail.text_body).toContain(`/bookings/waitlist/${joined.id}/pay`);
      expect(mail.subject).toMatch(/NZ[DS]T \(Pacific\/Auckland\)/);
    },
    T,
  );
});

describe("the waitlist of a recovery session", () => {
  it(
    "joins a taken session, and offers it when the holder cancels",
    async () => {
      const gym = await insertGym({ capacity: 10, hourlyRateCents: 2000, dayPassRateCents: 3000 });
      await db()
        .insert(amenityItems)
        .values({ gymId: gym.id, type: "sauna", name: "Sauna 1", pricePerHourCents: 2500 });
      const session = {
        gymId: gym.id,
        amenityType: "sauna",
        amenityName: "Sauna 1",
        bookingDate: addDays(todayIn("Pacific/Auckland", Date.now()), 3),
        startTime: "10:00",
        duration: 1,
        athleteName: "Wiremu Hohaia",
        athleteEmail: "wiremu@example.com",
      };
      const free = await post(joinAction, "/api/bookings/waitlist", session);
      expect(free.status).toBe(409);
      const held = await post(amenityAction, "/api/amenity-booking", session);
      expect(held.status).toBe(201);
      const holder = { id: (held.body as { id: number }).id, cookie: cookieFrom(held.headers) };
      const waiting = await post(joinAction, "/api/bookings/waitlist", {
        ...session,
        athleteEmail: "aroha@example.com",
      });
      expect(waiting.status).toBe(201);
      expect(waiting.body).toMatchObject({ position: 1 });
      const entryId = (waiting.body as { id: number }).id;
      const cancelled = await call(cancelAction, `/api/bookings/${holder.id}/cancel`, {
        method: "POST",
        params: { id: String(holder.id) },
        headers: { Cookie: holder.cookie },
      });
      expect(cancelled.status).toBe(200);
      // The freed session went to the line, not to whoever books next.
      const late = await post(amenityAction, "/api/amenity-booking", {
        ...session,
        athleteEmail: "late@example.com",
      });
      expect(late.status).toBe(409);
      const mail = await theOne("waitlist_offer", entryId, "slot_waitlist");
      expect(mail.to_address).toBe("aroha@example.com");
      expect(mail.text_body).toContain("Sauna 1");
    },
    T,
  );
});
