/**
 * The partner console's day (issue 17): cancel on the athlete's behalf, no-show, check-in by pass or
 * reference, inquiries (status and reply), the owners' new-booking notices, and access: every console
 * route and action tried as another owner (404/403, nothing changed) and signed out (to sign-in).
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  athleteInterestMessages,
  bookings,
  gyms,
  mailOutbox,
  teamBookingInquiries,
  users,
} from "~/db/schema";
import { signPass } from "~/domain/pass-token";
import { addDays, todayIn, zonedTimeToInstant } from "~/domain/zoned-time";
import { buildMime } from "~/mail/mime.server";
import { type BookingGym, getBookingGym } from "~/models/booking-gym.server";
import { completeBookings } from "~/models/booking-jobs.server";
import { selectBookingForMail } from "~/models/booking-read.server";
import { createReview } from "~/models/review.server";
import type { PaymentProvider, RefundResult } from "~/payments/provider.server";
import { TestProvider } from "~/payments/test-provider.server";
import { action as checkInApi } from "~/routes/api/partner/check-in";
import { action as checkInAction, loader as checkInPage } from "~/routes/partner/check-in";
import { action as inquiriesAction, loader as inquiriesPage } from "~/routes/partner/inquiries";
import { loader as numbersPage } from "~/routes/partner/numbers";
import { action as todayAction, loader as todayPage } from "~/routes/partner/today";
import { loader as passImage } from "~/routes/pass/image";
import { cancelBooking } from "~/use-cases/cancel-booking.server";
import { checkIn } from "~/use-cases/check-in.server";
import { markNoShow } from "~/use-cases/mark-no-show.server";
import { replyToInquiry, setInquiryStatus } from "~/use-cases/owner-inquiries.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import { signedInCookie } from "./account-helpers";
import { createBooking, payBooking, testContext } from "./booking-helpers";
import { config, db, insertGym } from "./helpers";
import { type CallInit, call, type RouteFn } from "./route-helpers";

/** Records every refund asked of the provider (amount and key). */
class RecordingProvider extends TestProvider {
  refunds: { intent: string; amount: number; key: string }[] = [];
  override async refund(intent: string, amount: number, key: string): Promise<RefundResult> {
    this.refunds.push({ intent, amount, key });
    return super.refund(intent, amount, key);
  }
}

const ZONE = "Pacific/Auckland";
const realNow = Date.now();
/** A day a week ahead (venue-local) and instants on it. */
const DAY = addDays(todayIn(ZONE, realNow), 7);
const at = (date: string, time: string) => zonedTimeToInstant(date, time, ZONE);

let stamp = 0;
async function athlete(): Promise<number> {
  const [row] = await db()
    .insert(users)
    .values({ userType: "athlete", email: `day.athlete${++stamp}.${realNow}@example.com` })
    .returning({ id: users.id });
  return row!.id;
}

async function ownedGym(ownerId: number, name: string): Promise<BookingGym> {
  const row = await insertGym({
    name,
    capacity: 10,
    dayPassRateCents: 3000,
    hourlyRateCents: 1500,
    is24Hours: true,
    contactEmail: `desk.${name.toLowerCase().replace(/\W+/g, "-")}@example.com`,
  });
  await db().update(gyms).set({ ownerId }).where(eq(gyms.id, row.id));
  return (await getBookingGym(db(), row.id))!;
}

/** A paid booking at `gym` on DAY from `start` (hourly, 2 hours), made a week before. */
async function paidBooking(gym: BookingGym, start = "10:00", provider: PaymentProvider = new TestProvider()) {
  const userId = await athlete();
  const made = await createBooking(db(), {
    userId,
    gym,
    input: {
      gymId: gym.id,
      athleteName: "Aroha Door",
      athleteEmail: `aroha.door${++stamp}@example.com`,
      bookingType: "hourly",
      bookingDate: DAY,
      startTime: start,
      duration: 2,
      athletes: 2,
      specialRequests: "Ramp entrance, please.",
    },
    now: realNow,
  });
  if (!made.ok) throw new Error(made.message);
  const paid = await payBooking(
    db(),
    provider,
    { id: made.booking.id, athleteId: userId },
    "pm_card_visa",
    realNow,
  );
  if (!paid.ok) throw new Error(paid.message);
  return (await selectBookingForMail(db(), made.booking.id))!;
}

const row = (id: number) => db().select().from(bookings).where(eq(bookings.id, id)).get();
const outbox = (relatedId: number, kind: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.relatedId, relatedId), eq(mailOutbox.kind, kind)))
    .all();

let ownerA: { cookie: string; userId: number };
let ownerB: { cookie: string; userId: number };
let gymA: BookingGym;
let gymA2: BookingGym;
let gymB: BookingGym;
const OWNER_A = "day.owner.a@example.com";

beforeAll(async () => {
  ownerA = await signedInCookie(OWNER_A);
  ownerB = await signedInCookie("day.owner.b@example.com");
  gymA = await ownedGym(ownerA.userId, "Door Gym A");
  gymA2 = await ownedGym(ownerA.userId, "Door Gym A Two");
  gymB = await ownedGym(ownerB.userId, "Door Gym B");
});

describe("owners are told about bookings", () => {
  it("the new-booking notice goes to the gym's contact e-mail and to the owner's account e-mail", async () => {
    const booking = await paidBooking(gymA, "07:00");
    const contact = await outbox(booking.id, "owner_new_booking");
    const account = await outbox(booking.id, "owner_account_new_booking");
    expect(contact.map((m) => m.toAddress)).toEqual(["desk.door-gym-a@example.com"]);
    expect(account.map((m) => m.toAddress)).toEqual([OWNER_A]);
    // The athlete's confirmation carries the pass as a hosted PNG and the reference as text.
    const [confirmation] = await outbox(booking.id, "booking_confirmation");
    expect(confirmation!.htmlBody).toMatch(/\/pass\/GRP1\.\d+\.[A-Za-z0-9_-]{22}\.png/);
    expect(confirmation!.textBody).toContain(`give the reference ${booking.reference}`);
  });
});

describe("cancel on the athlete's behalf", () => {
  it("refunds the whole total through the provider, e-mails the athlete, and records the owner", async () => {
    const provider = new RecordingProvider();
    const booking = await paidBooking(gymA, "12:00");
    // Within the no-refund window for the athlete's own cancellation: the owner's still refunds all.
    const now = at(DAY, "11:00");
    const result = await cancelBooking(testContext(now, provider), {
      bookingId: booking.id,
      actor: { kind: "owner", ownerId: ownerA.userId },
    });
    expect(result).toEqual({ ok: true, value: { id: booking.id, refundCents: 6000, currency: "NZD" } });
    expect(provider.refunds).toEqual([
      { intent: expect.any(String), amount: 6000, key: `refund-${booking.reference}` },
    ]);
    expect(await row(booking.id)).toMatchObject({
      status: "cancelled",
      refundCents: 6000,
      cancelledBy: "owner",
    });
    const [mail] = await outbox(booking.id, "booking_cancellation");
    expect(mail!.toAddress).toBe(booking.athleteEmail);
    expect(mail!.textBody).toContain(
      `Door Gym A cancelled your booking ${booking.reference} and refunded it in full.`,
    );
    expect(await outbox(booking.id, "owner_booking_cancellation")).toEqual([]);
    // The owner who cancelled gets a copy of what the athlete was told, at their account's address.
    const [copy] = await outbox(booking.id, "owner_cancellation_copy");
    expect(copy!.toAddress).toBe(OWNER_A);
    expect(copy!.subject).toBe(`Copy: ${mail!.subject}`);
    expect(copy!.textBody).toBe(mail!.textBody);
    // The slot's places are free again.
    const again = await cancelBooking(testContext(now, provider), {
      bookingId: booking.id,
      actor: { kind: "owner", ownerId: ownerA.userId },
    });
    expect(again.ok).toBe(false);
    expect(provider.refunds).toHaveLength(1);
  });

  it("is not found for another owner, and nothing changes", async () => {
    const provider = new RecordingProvider();
    const booking = await paidBooking(gymA, "13:00");
    const result = await cancelBooking(testContext(realNow, provider), {
      bookingId: booking.id,
      actor: { kind: "owner", ownerId: ownerB.userId },
    });
    expect(result.ok || FAILURE_STATUS[result.code]).toBe(404);
    expect(provider.refunds).toEqual([]);
    expect((await row(booking.id))!.status).toBe("confirmed");
  });
});

describe("no-show", () => {
  it("only after the start, once, without a refund; a no-show cannot be checked in or reviewed", async () => {
    const provider = new RecordingProvider();
    const booking = await paidBooking(gymA, "14:00");
    const early = await markNoShow(testContext(at(DAY, "13:59"), provider), {
      ownerId: ownerA.userId,
      bookingId: booking.id,
    });
    expect(early).toMatchObject({
      ok: false,
      message: "A booking can be marked as a no-show only after it has started.",
    });
    const marked = await markNoShow(testContext(at(DAY, "14:20")), {
      ownerId: ownerA.userId,
      bookingId: booking.id,
    });
    expect(marked.ok).toBe(true);
    const twice = await markNoShow(testContext(at(DAY, "14:30")), {
      ownerId: ownerA.userId,
      bookingId: booking.id,
    });
    expect(twice).toMatchObject({ ok: false, message: "This booking is already marked as a no-show." });
    expect(provider.refunds).toEqual([]);
    expect(await row(booking.id)).toMatchObject({
      status: "confirmed",
      refundCents: 0,
      noShowBy: ownerA.userId,
    });
    const door = await checkIn(testContext(at(DAY, "14:40")), {
      ownerId: ownerA.userId,
      gymId: gymA.id,
      code: booking.reference,
    });
    expect(door).toMatchObject({
      ok: false,
      message: "This booking was marked as a no-show; it can't be checked in.",
    });
    // Completed by the cron, still no review: the athlete never came.
    await completeBookings(db(), at(DAY, "17:00"));
    const review = await createReview(db(), booking.athleteId, {
      gymId: gymA.id,
      bookingId: booking.id,
      rating: 5,
      comment: "Great gym, would come again.",
    });
    expect(review).toEqual({ ok: false, reason: "noBooking" });
    // Another owner cannot mark it.
    const other = await paidBooking(gymA, "15:00");
    const refused = await markNoShow(testContext(at(DAY, "16:00")), {
      ownerId: ownerB.userId,
      bookingId: other.id,
    });
    expect(refused.ok || FAILURE_STATUS[refused.code]).toBe(404);
    expect((await row(other.id))!.noShowAt).toBeNull();
  });
});

describe("check-in", () => {
  it("accepts the booking's pass on its date at its gym, once; the second says when", async () => {
    const booking = await paidBooking(gymA, "16:00");
    const pass = await signPass(config().sessionSecrets, booking);
    const first = await checkIn(testContext(at(DAY, "15:50")), {
      ownerId: ownerA.userId,
      gymId: gymA.id,
      code: pass,
    });
    expect(first).toMatchObject({
      ok: true,
      value: { bookingId: booking.id, reference: booking.reference, athletes: 2, gymName: "Door Gym A" },
    });
    expect(await row(booking.id)).toMatchObject({ checkedInBy: ownerA.userId });
    const second = await checkIn(testContext(at(DAY, "16:05")), {
      ownerId: ownerA.userId,
      gymId: gymA.id,
      code: pass,
    });
    expect(second.ok).toBe(false);
    if (second.ok) return;
    expect(FAILURE_STATUS[second.code]).toBe(409);
    expect(second.message).toMatch(/^Already checked in at 15:50 on .+ 20\d\d\. A pass can be used once\.$/);
    // By reference too: the same booking, the same refusal.
    const typed = await checkIn(testContext(at(DAY, "16:06")), {
      ownerId: ownerA.userId,
      gymId: gymA.id,
      code: booking.reference.toLowerCase(),
    });
    expect(typed).toMatchObject({ ok: false, message: second.message });
    // A checked-in booking counts as visited: once completed it can be reviewed.
    await completeBookings(db(), at(DAY, "18:01"));
    const review = await createReview(db(), booking.athleteId, {
      gymId: gymA.id,
      bookingId: booking.id,
      rating: 5,
      comment: "Great platforms and friendly staff.",
    });
    expect(review.ok).toBe(true);
  });

  it("refuses another date, another gym, a forged pass, a made-up reference and another owner's booking", async () => {
    const booking = await paidBooking(gymA, "17:00");
    const pass = await signPass(config().sessionSecrets, booking);
    const owner = ownerA.userId;
    const dayBefore = await checkIn(testContext(at(addDays(DAY, -1), "17:00")), {
      ownerId: owner,
      gymId: gymA.id,
      code: pass,
    });
    expect(dayBefore).toMatchObject({ ok: false, code: "conflict" });
    expect(dayBefore.ok ? "" : dayBefore.message).toMatch(/^This pass is for .+, not today\.$/);
    const otherGym = await checkIn(testContext(at(DAY, "17:00")), {
      ownerId: owner,
      gymId: gymA2.id,
      code: pass,
    });
    expect(otherGym).toMatchObject({ ok: false, message: "This pass is for Door Gym A, not this gym." });
    const forged = `${pass.slice(0, -2)}${pass.endsWith("AA") ? "BB" : "AA"}`;
    const bad = await checkIn(testContext(at(DAY, "17:00")), {
      ownerId: owner,
      gymId: gymA.id,
      code: forged,
    });
    expect(bad).toMatchObject({ ok: false, code: "invalid" });
    expect(bad.ok ? "" : bad.message).toMatch(/^This pass isn't valid/);
    // A genuine MAC moved onto another booking's id is forged too (the MAC binds the id).
    const moved = pass.replace(`GRP1.${booking.id}.`, `GRP1.${booking.id + 1}.`);
    expect(
      (await checkIn(testContext(at(DAY, "17:00")), { ownerId: owner, gymId: gymA.id, code: moved })).ok,
    ).toBe(false);
    const unknown = await checkIn(testContext(at(DAY, "17:00")), {
      ownerId: owner,
      gymId: gymA.id,
      code: "GR-ZZZZZZ",
    });
    expect(unknown).toMatchObject({ ok: false, code: "not_found" });
    const nonsense = await checkIn(testContext(at(DAY, "17:00")), {
      ownerId: owner,
      gymId: gymA.id,
      code: "hello",
    });
    expect(nonsense).toMatchObject({ ok: false, code: "invalid" });
    // Owner B: neither the reference nor the (genuine) pass of A's booking works at B's gym.
    const byReference = await checkIn(testContext(at(DAY, "17:00")), {
      ownerId: ownerB.userId,
      gymId: gymB.id,
      code: booking.reference,
    });
    expect(byReference).toMatchObject({ ok: false, code: "not_found" });
    const byPass = await checkIn(testContext(at(DAY, "17:00")), {
      ownerId: ownerB.userId,
      gymId: gymB.id,
      code: pass,
    });
    expect(byPass).toMatchObject({ ok: false, message: "This pass is for another gym, not this gym." });
    // And B cannot check in at A's gym at all.
    const atA = await checkIn(testContext(at(DAY, "17:00")), {
      ownerId: ownerB.userId,
      gymId: gymA.id,
      code: pass,
    });
    expect(atA).toMatchObject({ ok: false, code: "not_found" });
    expect((await row(booking.id))!.checkedInAt).toBeNull();
  });
});

describe("inquiries", () => {
  async function inquiries(gymId: number) {
    const [team] = await db()
      .insert(teamBookingInquiries)
      .values({
        gymId,
        teamName: "Wellington Wanderers",
        contactName: "Mere Tane",
        email: "mere@wanderers.example.org",
        teamSize: 22,
        preferredDates: "12-14 December",
      })
      .returning();
    const [message] = await db()
      .insert(athleteInterestMessages)
      .values({ gymId, athleteName: "Sam Lee", athleteEmail: "sam@example.com", message: "Chalk allowed?" })
      .returning();
    return { team: team!, message: message! };
  }

  it("moves forwards only: pending → contacted → closed", async () => {
    const { team } = await inquiries(gymA.id);
    const ctx = testContext(realNow);
    expect(
      await setInquiryStatus(ctx, { ownerId: ownerA.userId, kind: "team", id: team.id, status: "contacted" }),
    ).toEqual({
      ok: true,
      value: { id: team.id, status: "contacted" },
    });
    const back = await setInquiryStatus(ctx, {
      ownerId: ownerA.userId,
      kind: "team",
      id: team.id,
      status: "pending",
    });
    expect(back).toMatchObject({
      ok: false,
      message: "An inquiry that is contacted can't go back to pending.",
    });
    expect(
      (await setInquiryStatus(ctx, { ownerId: ownerA.userId, kind: "team", id: team.id, status: "closed" }))
        .ok,
    ).toBe(true);
  });

  it("replies by e-mail to the inquirer with the owner as Reply-To; a pending one becomes contacted", async () => {
    const { message } = await inquiries(gymA.id);
    const result = await replyToInquiry(testContext(realNow), {
      ownerId: ownerA.userId,
      ownerEmail: OWNER_A,
      kind: "message",
      id: message.id,
      reply: "Yes, liquid chalk only. See you then!",
    });
    expect(result).toEqual({ ok: true, value: { id: message.id, status: "contacted" } });
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, "owner_reply"),
          eq(mailOutbox.relatedType, "athlete_interest_message"),
          eq(mailOutbox.relatedId, message.id),
        ),
      );
    expect(mail).toMatchObject({
      toAddress: "sam@example.com",
      replyTo: OWNER_A,
      subject: "Door Gym A replied to your message",
    });
    expect(mail!.textBody).toContain("Yes, liquid chalk only. See you then!");
    const raw = buildMime({
      from: "GymRoam <hello@gymroam.example>",
      to: mail!.toAddress,
      subject: mail!.subject,
      text: mail!.textBody,
      replyTo: mail!.replyTo,
      messageId: "<x@gymroam.example>",
      date: new Date(realNow),
    });
    expect(raw).toContain(`\r\nReply-To: <${OWNER_A}>\r\n`);
    const stored = await db()
      .select()
      .from(athleteInterestMessages)
      .where(eq(athleteInterestMessages.id, message.id))
      .get();
    expect(stored!.status).toBe("contacted");
    // An empty reply is refused; another owner's inquiry is not found and gets no mail.
    const empty = await replyToInquiry(testContext(realNow), {
      ownerId: ownerA.userId,
      ownerEmail: OWNER_A,
      kind: "message",
      id: message.id,
      reply: "  ",
    });
    expect(empty).toMatchObject({ ok: false, code: "invalid", field: "reply" });
    const stranger = await replyToInquiry(testContext(realNow), {
      ownerId: ownerB.userId,
      ownerEmail: "day.owner.b@example.com",
      kind: "message",
      id: message.id,
      reply: "Hi from B",
    });
    expect(stranger).toMatchObject({ ok: false, code: "not_found" });
    const statusByB = await setInquiryStatus(testContext(realNow), {
      ownerId: ownerB.userId,
      kind: "message",
      id: message.id,
      status: "closed",
    });
    expect(statusByB).toMatchObject({ ok: false, code: "not_found" });
    const replies = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "owner_reply"), eq(mailOutbox.relatedId, message.id)));
    expect(replies).toHaveLength(1);
  });
});

describe("the pass image (/pass/{token}.png)", () => {
  it("draws a genuine pass and refuses anything else", async () => {
    const booking = await paidBooking(gymA2, "08:00");
    const pass = await signPass(config().sessionSecrets, booking);
    const ok = await call(passImage as RouteFn, `/pass/${pass}.png`, { params: { file: `${pass}.png` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Content-Type")).toBe("image/png");
    const bytes = new Uint8Array(await (ok.raw as Response).arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([137, 80, 78, 71]);
    const forged = `${pass.slice(0, -1)}${pass.endsWith("A") ? "B" : "A"}`;
    const bad = await call(passImage as RouteFn, `/pass/${forged}.png`, {
      params: { file: `${forged}.png` },
    });
    expect(bad.status).toBe(404);
  });
});

describe("the console's pages and actions", () => {
  const form = (fields: Record<string, string>, cookie?: string): CallInit => ({
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
  });
  const get = (cookie?: string): CallInit => ({ headers: cookie ? { Cookie: cookie } : {} });

  it("show the owner their day, check in by reference from the page and refuse the second time", async () => {
    // Booked for today (venue time) so the page's own clock is on its date.
    const today = todayIn(ZONE, Date.now());
    const userId = await athlete();
    const made = await createBooking(db(), {
      userId,
      gym: gymA2,
      input: {
        gymId: gymA2.id,
        athleteName: "Tama Today",
        athleteEmail: "tama.today@example.com",
        bookingType: "day_pass",
        bookingDate: addDays(today, 1),
        startTime: "06:00",
        duration: 2,
        athletes: 1,
      },
      now: Date.now(),
    });
    if (!made.ok) throw new Error(made.message);
    await payBooking(
      db(),
      new TestProvider(),
      { id: made.booking.id, athleteId: userId },
      "pm_card_visa",
      Date.now(),
    );
    // Moved to today directly (a booking made for later today would depend on the hour the tests run).
    await db().update(bookings).set({ bookingDate: today }).where(eq(bookings.id, made.booking.id));
    const page = await call(todayPage as RouteFn, `/partner/today?gym=${gymA2.id}`, get(ownerA.cookie));
    expect(page.status).toBe(200);
    const body = page.body as {
      gyms: { bookings: { reference: string; specialRequests: string | null }[] }[];
    };
    expect(body.gyms[0]!.bookings.map((b) => b.reference)).toContain(made.booking.reference);
    const first = await call(checkInAction as RouteFn, `/partner/check-in?gym=${gymA2.id}`, {
      ...form({ gymId: String(gymA2.id), code: made.booking.reference }, ownerA.cookie),
    });
    expect(first.status).toBe(302);
    const second = await call(checkInAction as RouteFn, `/partner/check-in?gym=${gymA2.id}`, {
      ...form({ gymId: String(gymA2.id), code: made.booking.reference }, ownerA.cookie),
    });
    expect(second.status).toBe(409);
    expect((second.body as { message: string }).message).toMatch(/^Already checked in at \d\d:\d\d on /);
    const list = await call(checkInPage as RouteFn, `/partner/check-in?gym=${gymA2.id}`, get(ownerA.cookie));
    expect((list.body as { checkIns: { reference: string }[] }).checkIns.map((c) => c.reference)).toContain(
      made.booking.reference,
    );
    // The API does the same through the same use case.
    const api = await call(checkInApi as RouteFn, "/api/partner/check-in", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: ownerA.cookie },
      body: JSON.stringify({ gymId: gymA2.id, code: made.booking.reference }),
    });
    expect(api.status).toBe(409);
    expect((api.body as { error: string }).error).toMatch(/^Already checked in at/);
  });

  it("refuse another owner every route and action (404/403), and nothing changes", async () => {
    const booking = await paidBooking(gymA, "19:00");
    const { team } = await (async () => {
      const [t] = await db()
        .insert(teamBookingInquiries)
        .values({
          gymId: gymA.id,
          teamName: "A's Team",
          contactName: "C",
          email: "c@example.com",
          teamSize: 5,
          preferredDates: "Soon",
        })
        .returning();
      return { team: t! };
    })();
    const before = await row(booking.id);
    const outboxBefore = (await db().select({ id: mailOutbox.id }).from(mailOutbox)).length;
    const B = ownerB.cookie;
    const tries: [string, RouteFn, string, CallInit][] = [
      ["today page for A's gym", todayPage as RouteFn, `/partner/today?gym=${gymA.id}`, get(B)],
      ["check-in page for A's gym", checkInPage as RouteFn, `/partner/check-in?gym=${gymA.id}`, get(B)],
      ["inquiries page for A's gym", inquiriesPage as RouteFn, `/partner/inquiries?gym=${gymA.id}`, get(B)],
      ["numbers page for A's gym", numbersPage as RouteFn, `/partner/numbers?gym=${gymA.id}`, get(B)],
      [
        "cancel A's booking",
        todayAction as RouteFn,
        "/partner/today",
        form({ intent: "cancel", bookingId: String(booking.id) }, B),
      ],
      [
        "no-show A's booking",
        todayAction as RouteFn,
        "/partner/today",
        form({ intent: "no-show", bookingId: String(booking.id) }, B),
      ],
      [
        "check in at A's gym",
        checkInAction as RouteFn,
        "/partner/check-in",
        form({ gymId: String(gymA.id), code: booking.reference }, B),
      ],
      [
        "check in A's booking at B's gym",
        checkInAction as RouteFn,
        "/partner/check-in",
        form({ gymId: String(gymB.id), code: booking.reference }, B),
      ],
      [
        "close A's inquiry",
        inquiriesAction as RouteFn,
        "/partner/inquiries",
        form({ intent: "status", kind: "team", id: String(team.id), status: "closed" }, B),
      ],
      [
        "reply to A's inquiry",
        inquiriesAction as RouteFn,
        "/partner/inquiries",
        form({ intent: "reply", kind: "team", id: String(team.id), reply: "Hi" }, B),
      ],
    ];
    for (const [what, fn, path, init] of tries) {
      const outcome = await call(fn, path, init);
      expect([403, 404], what).toContain(outcome.status);
    }
    const api = await call(checkInApi as RouteFn, "/api/partner/check-in", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: B },
      body: JSON.stringify({ gymId: gymA.id, code: booking.reference }),
    });
    expect(api.status).toBe(404);
    // B's own pages show nothing of A's.
    for (const [fn, path] of [
      [todayPage, `/partner/today?date=${DAY}`],
      [inquiriesPage, "/partner/inquiries"],
      [numbersPage, "/partner/numbers"],
    ] as const) {
      const own = await call(fn as RouteFn, path, get(B));
      expect(own.status).toBe(200);
      const text = JSON.stringify(own.body);
      expect(text).not.toContain(booking.reference);
      expect(text).not.toContain("A's Team");
      expect(text).not.toContain("Door Gym A");
    }
    expect(await row(booking.id)).toEqual(before);
    expect(
      (await db().select().from(teamBookingInquiries).where(eq(teamBookingInquiries.id, team.id)).get())!
        .status,
    ).toBe("pending");
    expect((await db().select({ id: mailOutbox.id }).from(mailOutbox)).length).toBe(outboxBefore);
  });

  it("send a signed-out visitor to sign in (and the API answers 401)", async () => {
    for (const [fn, path, init] of [
      [todayPage, "/partner/today", get()],
      [checkInPage, "/partner/check-in", get()],
      [inquiriesPage, "/partner/inquiries", get()],
      [numbersPage, "/partner/numbers", get()],
      [todayAction, "/partner/today", form({ intent: "cancel", bookingId: "1" })],
      [checkInAction, "/partner/check-in", form({ gymId: "1", code: "GR-ABCDEF" })],
      [
        inquiriesAction,
        "/partner/inquiries",
        form({ intent: "status", kind: "team", id: "1", status: "closed" }),
      ],
    ] as const) {
      const outcome = await call(fn as RouteFn, path, init);
      expect(outcome.status, path).toBe(302);
      expect(outcome.headers.get("Location")).toBe(`/sign-in?next=${encodeURIComponent(path)}`);
    }
    const api = await call(checkInApi as RouteFn, "/api/partner/check-in", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ gymId: 1, code: "GR-ABCDEF" }),
    });
    expect(api.status).toBe(401);
  });

  it("add up the owner's numbers: revenue after refunds and the 60% share", async () => {
    const gym = await ownedGym(ownerA.userId, "Numbers Gym");
    const kept = await paidBooking(gym, "09:00");
    const refunded = await paidBooking(gym, "12:00");
    await cancelBooking(testContext(realNow), {
      bookingId: refunded.id,
      actor: { kind: "owner", ownerId: ownerA.userId },
    });
    const page = await call(numbersPage as RouteFn, `/partner/numbers?gym=${gym.id}`, get(ownerA.cookie));
    expect(page.status).toBe(200);
    const body = page.body as {
      weeks: { bookings: number; cancelled: number; revenue: string; share: string }[];
    };
    expect(kept.totalCents).toBe(6000);
    expect(body.weeks).toEqual([
      expect.objectContaining({ bookings: 1, cancelled: 1, revenue: "NZ$60.00", share: "NZ$36.00" }),
    ]);
  });
});

describe("the day view shows the chosen day, and the past stays as it was", () => {
  const get = (cookie: string): CallInit => ({ headers: { Cookie: cookie } });
  type DayPage = {
    date: string;
    gyms: { bookings: { reference: string; canCancel: boolean; canMarkNoShow: boolean }[] }[];
  };

  it("lists exactly the bookings of ?date=, none of another day", async () => {
    const onDay = await paidBooking(gymA, "08:00");
    const nextDay = await paidBooking(gymA, "09:00");
    await db()
      .update(bookings)
      .set({ bookingDate: addDays(DAY, 1) })
      .where(eq(bookings.id, nextDay.id));
    const page = await call(
      todayPage as RouteFn,
      `/partner/today?date=${addDays(DAY, 1)}&gym=${gymA.id}`,
      get(ownerA.cookie),
    );
    expect(page.status).toBe(200);
    const body = page.body as DayPage;
    expect(body.date).toBe(addDays(DAY, 1));
    expect(body.gyms[0]!.bookings.map((b) => b.reference)).toEqual([nextDay.reference]);
    const empty = await call(
      todayPage as RouteFn,
      `/partner/today?date=${addDays(DAY, 3)}&gym=${gymA.id}`,
      get(ownerA.cookie),
    );
    expect((empty.body as DayPage).gyms[0]!.bookings).toEqual([]);
    const day = await call(
      todayPage as RouteFn,
      `/partner/today?date=${DAY}&gym=${gymA.id}`,
      get(ownerA.cookie),
    );
    const references = (day.body as DayPage).gyms[0]!.bookings.map((b) => b.reference);
    expect(references).toContain(onDay.reference);
    expect(references).not.toContain(nextDay.reference);
  }, 30_000);

  it("refuses a no-show after the booking's day and an owner's cancellation after its end, in words", async () => {
    const booking = await paidBooking(gymA, "10:00");
    const dayAfter = await markNoShow(testContext(at(addDays(DAY, 1), "09:00")), {
      ownerId: ownerA.userId,
      bookingId: booking.id,
    });
    expect(dayAfter).toMatchObject({
      ok: false,
      code: "conflict",
      message: "This booking's day is over: a no-show can be recorded only on the day of the booking.",
    });
    const ended = await cancelBooking(testContext(at(DAY, "12:30")), {
      bookingId: booking.id,
      actor: { kind: "owner", ownerId: ownerA.userId },
    });
    expect(ended).toMatchObject({
      ok: false,
      code: "conflict",
      message: "This booking has already ended, so it can't be cancelled.",
    });
    expect(await row(booking.id)).toMatchObject({ status: "confirmed", noShowAt: null, refundCents: 0 });
    // A completed booking the athlete reviewed stays a visit: no no-show the next day either.
    await completeBookings(db(), at(DAY, "12:01"));
    const completed = await markNoShow(testContext(at(addDays(DAY, 2), "10:00")), {
      ownerId: ownerA.userId,
      bookingId: booking.id,
    });
    expect(completed).toMatchObject({ ok: false, code: "conflict" });
    expect((await row(booking.id))!.noShowAt).toBeNull();
  }, 30_000);
});
