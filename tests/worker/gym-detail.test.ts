import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { gymEquipment, gymImages, gymStaff } from "~/db/schema";
import { ensureVisitor } from "~/identity.server";
import { REVIEW_REASONS } from "~/models/review.server";
import { action as favourites } from "~/routes/favourites/route";
import { action, loader } from "~/routes/gym/route";
import { popToast } from "~/session.server";
import { config, cookieFrom, db, insertGym, request, routerContext } from "./helpers";

let gymId: number;
let inactiveId: number;
beforeAll(async () => {
  const gym = await insertGym({
    name: "Harbour Iron",
    city: "Wellington",
    latitude: -41.29,
    longitude: 174.78,
    hourlyRateCents: 1200,
    dayPassRateCents: 2500,
    contactEmail: "owner@harbour-iron.example",
    bsb: "062-000",
    accountNumber: "12345678",
  });
  gymId = gym.id;
  await db().insert(gymEquipment).values({ gymId, name: "Squat Rack" });
  await db()
    .insert(gymImages)
    .values({ gymId, position: 0, url: "/images/gyms/barbell.svg", alt: "Barbell" });
  await db()
    .insert(gymStaff)
    .values({ gymId, name: "Mere Tane", role: "Head Coach", bio: "Olympic lifting coach." });
  inactiveId = (await insertGym({ name: "Closed Gym", isActive: false })).id;
});

type LoaderData = Awaited<ReturnType<typeof loader>>;
type Reply = {
  data: { intent?: string; result: { error?: Record<string, string[]> } };
  init: { status: number };
};

const load = (id: string, cookie = "") =>
  loader({
    request: request(`/gym/${id}`, { headers: cookie ? { Cookie: cookie } : {} }),
    context: routerContext(),
    params: { id },
  } as never) as Promise<LoaderData>;

const post = (fields: Record<string, string>, cookie = "", id = String(gymId)) =>
  action({
    request: request(`/gym/${id}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams(fields),
    }),
    context: routerContext(),
    params: { id },
  } as never) as Promise<Response | Reply>;

/** The session cookie a response ends with (a new visitor gets one for the identity, then the toast). */
const lastSession = (response: Response) => response.headers.getSetCookie().at(-1)?.split(";")[0] ?? "";

/** The toast a redirect flashed into the session. */
async function toastOf(response: Response, cookie = "") {
  const merged = [lastSession(response), cookie].filter(Boolean).join("; ");
  return (await popToast(config(), request("/", { headers: { Cookie: merged } }))).toast;
}

async function visitor() {
  const v = await ensureVisitor(config(), request("/"));
  return { userId: v.userId, cookie: cookieFrom(v.headers) };
}

async function booking(athleteId: number, status: string) {
  const row = await env.DB.prepare(
    `INSERT INTO bookings (reference, athlete_id, gym_id, athlete_name, athlete_email, booking_type, booking_date, start_time,
      end_time, duration_hours, athletes, starts_at, ends_at, total_cents, currency, status)
     VALUES (?, ?, ?, 'Tama Rangi', 'tama@example.com', 'day_pass', '2026-10-01', '06:00', '22:00', 16, 1, 1, 2, 2500, 'NZD', ?) RETURNING id`,
  )
    .bind(`GR-${Math.random().toString(36).slice(2, 8)}`, athleteId, gymId, status)
    .first<{ id: number }>();
  return row!.id;
}

const counts = async () => ({
  messages: (await env.DB.prepare("SELECT count(*) AS n FROM athlete_interest_messages").first<{
    n: number;
  }>())!.n,
  mails: (await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox").first<{ n: number }>())!.n,
  reviews: (await env.DB.prepare("SELECT count(*) AS n FROM reviews").first<{ n: number }>())!.n,
});

describe("loader /gym/{id}", () => {
  it("404s for a missing, inactive or malformed id", async () => {
    for (const id of ["999999", String(inactiveId), "abc", "12abc", "-1", "0", "1e3"]) {
      await expect(load(id)).rejects.toMatchObject({ init: { status: 404 } });
    }
  });

  it("loads the page's data, with no secret or contact values", async () => {
    const result = await load(String(gymId));
    expect(result.gym).toMatchObject({
      id: gymId,
      name: "Harbour Iron",
      city: "Wellington",
      country: "New Zealand",
      currency: "NZD",
      hourlyRateCents: 1200,
      dayPassRateCents: 2500,
      equipment: ["Squat Rack"],
      images: [{ url: "/images/gyms/barbell.svg", alt: "Barbell" }],
      staff: [{ name: "Mere Tane", role: "Head Coach", bio: "Olympic lifting coach." }],
      reviewCount: 0,
      reviews: [],
    });
    expect(result.saved).toBe(false);
    expect(result.review).toEqual({ canReview: false, reason: REVIEW_REASONS.noBooking });
    expect(result.nonce).toBe("test-nonce");
    const json = JSON.stringify(result);
    for (const secret of ["062-000", "12345678", "owner@harbour-iron.example", "ownerId"]) {
      expect(json).not.toContain(secret);
    }
  });
});

describe("action: contact the gym owner", () => {
  it("stores the message, queues the mail to the gym and redirects with the spec's toast", async () => {
    const before = await counts();
    const response = (await post({
      intent: "contact",
      athleteName: " Aroha ",
      athleteEmail: "aroha@example.com",
      message: "Can a team of 6 visit?",
      gymId: "1", // ignored: the gym is the one in the URL
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/gym/${gymId}`);
    expect(await toastOf(response)).toMatchObject({
      title: "Interest Sent!",
      description: "The gym owner will contact you directly via email.",
    });
    const after = await counts();
    expect(after.messages).toBe(before.messages + 1);
    expect(after.mails).toBe(before.mails + 1);
    const stored = await env.DB.prepare(
      "SELECT gym_id, athlete_name, message FROM athlete_interest_messages ORDER BY id DESC",
    ).first();
    expect(stored).toEqual({ gym_id: gymId, athlete_name: "Aroha", message: "Can a team of 6 visit?" });
    const mail = await env.DB.prepare("SELECT to_address, kind FROM mail_outbox ORDER BY id DESC").first();
    expect(mail).toEqual({ to_address: "owner@harbour-iron.example", kind: "owner_contact" });
  });

  it("invalid input returns the spec's messages with status 400 and writes nothing", async () => {
    const before = await counts();
    const result = (await post({
      intent: "contact",
      athleteName: "  ",
      athleteEmail: "nope",
      message: "",
    })) as Reply;
    expect(result.init.status).toBe(400);
    expect(result.data.intent).toBe("contact");
    expect(result.data.result.error).toMatchObject({
      athleteName: ["Name is required"],
      athleteEmail: ["Invalid email address"],
      message: ["Message is required"],
    });
    expect(await counts()).toEqual(before);
  });

  it("an unknown intent is a 400 and writes nothing; a missing gym is a 404", async () => {
    const before = await counts();
    expect(((await post({ intent: "delete-gym" })) as Reply).init.status).toBe(400);
    expect(((await post({})) as Reply).init.status).toBe(400);
    await expect(
      post(
        { intent: "contact", athleteName: "Sam", athleteEmail: "sam@example.com", message: "Hi" },
        "",
        String(inactiveId),
      ),
    ).rejects.toMatchObject({ init: { status: 404 } });
    expect(await counts()).toEqual(before);
  });
});

describe("action: reviews", () => {
  it("opens the form for a completed booking, takes the review, then closes it", async () => {
    const athlete = await visitor();
    await booking(athlete.userId, "confirmed");
    expect((await load(String(gymId), athlete.cookie)).review).toEqual({
      canReview: false,
      reason: REVIEW_REASONS.notCompleted,
    });
    const done = await booking(athlete.userId, "completed");
    expect((await load(String(gymId), athlete.cookie)).review).toEqual({ canReview: true, bookingId: done });

    // Blank text: the field error, nothing written.
    const before = await counts();
    const blank = (await post(
      { intent: "review", bookingId: String(done), rating: "4", comment: "   " },
      athlete.cookie,
    )) as Reply;
    expect(blank.init.status).toBe(400);
    expect(blank.data.intent).toBe("review");
    expect(blank.data.result.error?.comment).toEqual(["Please write a review before submitting"]);
    expect((await counts()).reviews).toBe(before.reviews);

    const response = (await post(
      { intent: "review", bookingId: String(done), rating: "4", comment: "Great platforms" },
      athlete.cookie,
    )) as Response;
    expect(response.status).toBe(302);
    expect(await toastOf(response, athlete.cookie)).toMatchObject({
      title: "Review submitted!",
      description: "Thank you for your feedback.",
    });
    const page = await load(String(gymId), athlete.cookie);
    expect(page.review).toEqual({ canReview: false, reason: REVIEW_REASONS.alreadyReviewed });
    expect(page.gym).toMatchObject({ reviewCount: 1, averageRating: 4 });
    expect(page.gym.reviews[0]).toMatchObject({ rating: 4, comment: "Great platforms", authorName: "Tama" });
  });

  it("refuses someone else's booking and anonymous visitors with a toast, writing nothing", async () => {
    const owner = await visitor();
    const stranger = await visitor();
    const done = await booking(owner.userId, "completed");
    const before = await counts();
    for (const cookie of [stranger.cookie, ""]) {
      const response = (await post(
        { intent: "review", bookingId: String(done), comment: "Hijack" },
        cookie,
      )) as Response;
      expect(response.status).toBe(302);
      expect(await toastOf(response, cookie)).toMatchObject({
        title: "Review failed",
        description: REVIEW_REASONS.noBooking,
        variant: "destructive",
      });
    }
    expect((await counts()).reviews).toBe(before.reviews);
  });
});

describe("the page's heart (it posts to /favourites)", () => {
  const heart = (fields: Record<string, string>, cookie = "") =>
    favourites({
      request: request("/favourites", {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: new URLSearchParams({ ...fields, gymId: String(gymId), back: `/gym/${gymId}` }),
      }),
      context: routerContext(),
      params: {},
    } as never) as Promise<Response>;

  it("saves and removes the gym for the visitor, with the spec's toasts, back on the gym's page", async () => {
    const saved = await heart({ intent: "save" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/gym/${gymId}`);
    expect(await toastOf(saved)).toMatchObject({ title: "Gym saved" });
    const cookie = lastSession(saved);
    expect((await load(String(gymId), cookie)).saved).toBe(true);

    const removed = await heart({ intent: "unsave" }, cookie);
    expect(await toastOf(removed, cookie)).toMatchObject({ title: "Gym removed" });
    expect((await load(String(gymId), cookie)).saved).toBe(false);
  });
});
