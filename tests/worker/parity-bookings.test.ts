/**
 * One operation, one place (issue 14 §1): the booking operations answer the same whether a page or
 * the JSON API asks. For each input the page and the API both accept (and write the same rows), or
 * both refuse with the same message and write nothing.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { amenityItems } from "~/db/schema";
import { addDays, todayIn } from "~/domain/zoned-time";
import { action as amenityApi } from "~/routes/api/amenity-booking";
import { action as cancelApi } from "~/routes/api/booking-cancel";
import { action as bookApi } from "~/routes/api/bookings";
import { action as payApi } from "~/routes/api/process-payment";
import { action as bookingsPage } from "~/routes/bookings/route";
import { action as gymPage } from "~/routes/gym/route";
import { action as bookPage } from "~/routes/gym-book/route";
import { cookieFrom, insertGym } from "./helpers";
import { call, type Outcome, toastOf } from "./route-helpers";

type Json = Record<string, unknown>;
const count = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
const written = async () => ({
  bookings: await count("bookings"),
  amenities: await count("amenity_bookings"),
});

const json = (body: Json, cookie?: string) => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
  body: JSON.stringify(body),
});
const form = (fields: Json, cookie?: string) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
});

/** What a person sees of a page's answer: accepted, or the message of the refusal. */
async function pageVerdict(outcome: Outcome): Promise<{ ok: boolean; message?: string }> {
  if (outcome.status === 302) {
    const toast = await toastOf(outcome.headers);
    if (toast?.variant === "destructive") return { ok: false, message: toast.description };
    return { ok: true };
  }
  // A form reply (Conform): the messages of its fields and of the form, the first one shown.
  const reply = (outcome.body as { result?: { error?: Record<string, string[] | null> } }).result;
  const messages = Object.values(reply?.error ?? {}).flatMap((list) => list ?? []);
  return { ok: false, message: messages[0] };
}
function apiVerdict(outcome: Outcome): { ok: boolean; message?: string } {
  if (outcome.status < 300) return { ok: true };
  const error = String((outcome.body as Json).error ?? "");
  return { ok: false, message: error.replace(/^Missing Information: /, "") };
}

let gymId: number;
let fullGymId: number;
let date: string;
let sauna: string;
beforeAll(async () => {
  const gym = await insertGym({ name: "Parity Gym", capacity: 50, hourlyRateCents: 1200 });
  const full = await insertGym({ name: "Parity Tiny Gym", capacity: 1, hourlyRateCents: 0 });
  gymId = gym.id;
  fullGymId = full.id;
  date = addDays(todayIn(gym.timeZone, Date.now()), 4);
  const [item] = await (await import("./helpers"))
    .db()
    .insert(amenityItems)
    .values({ gymId, type: "sauna", name: "Parity Sauna", pricePerHourCents: 2500 })
    .returning();
  sauna = item!.name;
});

const booking = (overrides: Json = {}): Json => ({
  gymId,
  athleteName: "Pari Ty",
  athleteEmail: "parity@example.com",
  bookingType: "day_pass",
  bookingDate: date,
  startTime: "08:00",
  duration: 2,
  athletes: 1,
  ...overrides,
});

describe("book a gym: the booking page and POST /api/bookings agree", () => {
  const cases: [string, Json][] = [
    ["a valid day pass", {}],
    ["a valid hourly booking", { bookingType: "hourly", startTime: "09:00", duration: 2 }],
    ["no name", { athleteName: "" }],
    ["a bad e-mail", { athleteEmail: "a@b" }],
    ["a name with a line break", { athleteName: "Pari\nTy" }],
    ["a past date", { bookingDate: "2020-01-01" }],
    ["fractional athletes", { athletes: "1.5" }],
    ["too many athletes", { athletes: 21 }],
    ["hourly where it is not offered", { gymId: "FULL", bookingType: "hourly", duration: 1 }],
    ["an unknown ambassador code", { ambassadorCode: "NOPE-99" }],
    ["an amenity without its start", { amenityItemId: "SAUNA" }],
  ];
  for (const [name, overrides] of cases)
    it(name, async () => {
      const resolve = async (o: Json) => {
        const out = { ...o };
        if (out.gymId === "FULL") out.gymId = fullGymId;
        if (out.amenityItemId === "SAUNA")
          out.amenityItemId = (await env.DB.prepare("SELECT id FROM amenity_items WHERE name = ?")
            .bind(sauna)
            .first<{ id: number }>())!.id;
        return out;
      };
      const input = booking(await resolve(overrides));
      const target = Number(input.gymId);
      const before = await written();
      const api = apiVerdict(await call(bookApi, "/api/bookings", json(input)));
      const afterApi = await written();
      const page = await pageVerdict(
        await call(bookPage, `/gym/${target}/book`, {
          ...form({ intent: "details", ...input }),
          params: { id: String(target) },
        }),
      );
      const afterPage = await written();
      expect(page).toEqual(api);
      // The same rows: both wrote one booking, or neither wrote anything.
      expect(afterApi.bookings - before.bookings).toBe(afterPage.bookings - afterApi.bookings);
      expect(afterApi.bookings - before.bookings).toBe(api.ok ? 1 : 0);
    });
});

describe("book an amenity: the gym page's picker and POST /api/amenity-booking agree", () => {
  const amenity = (overrides: Json = {}): Json => ({
    gymId,
    amenityName: sauna,
    bookingDate: date,
    startTime: "10:00",
    duration: 1,
    athleteName: "Pari Ty",
    athleteEmail: "parity@example.com",
    ...overrides,
  });
  const cases: [string, Json, Json][] = [
    ["a valid session", { startTime: "10:00" }, { startTime: "11:00" }],
    ["no amenity chosen", { amenityName: "" }, { amenityName: "" }],
    ["no name", { athleteName: "", startTime: "12:00" }, { athleteName: "", startTime: "12:00" }],
    [
      "an e-mail the page refuses",
      { athleteEmail: "a@b.c ", startTime: "12:00" },
      { athleteEmail: "a@b.c ", startTime: "12:00" },
    ],
    ["a fractional duration", { duration: "1.5" }, { duration: "1.5" }],
    ["an amenity the gym does not have", { amenityName: "Moon Pool" }, { amenityName: "Moon Pool" }],
  ];
  for (const [name, apiOverrides, pageOverrides] of cases)
    it(name, async () => {
      const before = await written();
      const api = apiVerdict(await call(amenityApi, "/api/amenity-booking", json(amenity(apiOverrides))));
      const afterApi = await written();
      const page = await pageVerdict(
        await call(gymPage, `/gym/${gymId}`, {
          ...form({ intent: "amenity", ...amenity(pageOverrides) }),
          params: { id: String(gymId) },
        }),
      );
      const afterPage = await written();
      expect(page).toEqual(api);
      expect(afterApi.amenities - before.amenities).toBe(afterPage.amenities - afterApi.amenities);
    });
});

describe("pay and cancel: the pages and the API agree", () => {
  it("a declined card is refused with the same message; cancelling gives the same refund", async () => {
    const outcomes: Record<string, unknown>[] = [];
    for (const via of ["api", "page"] as const) {
      const created = await call(
        bookApi,
        "/api/bookings",
        json(booking({ startTime: via === "api" ? "14:00" : "15:00" })),
      );
      const cookie = cookieFrom(created.headers);
      const id = (created.body as Json).id as number;
      const declined =
        via === "api"
          ? apiVerdict(
              await call(
                payApi,
                "/api/process-payment",
                json({ bookingId: id, paymentMethod: "pm_card_chargeDeclined" }, cookie),
              ),
            )
          : await pageVerdict(
              await call(bookPage, `/gym/${gymId}/book?booking=${id}`, {
                ...form(
                  {
                    intent: "pay",
                    bookingId: id,
                    cardNumber: "4000 0000 0000 0002",
                    expiry: "12/40",
                    cvc: "123",
                  },
                  cookie,
                ),
                params: { id: String(gymId) },
              }),
            );
      const cancelled =
        via === "api"
          ? apiVerdict(
              await call(cancelApi, `/api/bookings/${id}/cancel`, {
                ...json({}, cookie),
                params: { id: String(id) },
              }),
            )
          : await pageVerdict(
              await call(bookingsPage, "/bookings", form({ intent: "cancel", bookingId: id }, cookie)),
            );
      const row = await env.DB.prepare("SELECT status, refund_cents FROM bookings WHERE id = ?")
        .bind(id)
        .first();
      outcomes.push({ declined, cancelled: cancelled.ok, row });
    }
    expect(outcomes[0]).toMatchObject({ declined: { ok: false, message: "Your card was declined." } });
    expect(outcomes[1]).toEqual(outcomes[0]);
  });
});
