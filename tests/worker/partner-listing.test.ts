/**
 * The partner console's listing (issue 17): approval needs the partner terms and creates a gym that
 * is not listed; the owner completes address, pin, photo, capacity and hours through the console's
 * actions and the gym is listed (the search cache's version moves); pausing takes it off and booking
 * says so. Another owner gets 404 from every console page and action of this gym and changes nothing;
 * signed out, every one asks to sign in.
 */
import { env } from "cloudflare:test";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  amenityItems,
  catalogVersion,
  gymApplications,
  gymClosedDates,
  gymImages,
  gymOperatingDays,
  gyms,
  users,
} from "~/db/schema";
import { APPROVAL_MESSAGES } from "~/domain/admin-approvals";
import { LISTING_MESSAGES } from "~/domain/listing";
import { NOT_YOUR_GYM } from "~/middleware/partner.server";
import { getGymDetail } from "~/models/gym.server";
import { action as gymDecision } from "~/routes/admin/gym-application";
import { action as detailsAction } from "~/routes/partner/gym/details";
import { action as facilitiesAction } from "~/routes/partner/gym/facilities";
import { action as hoursAction } from "~/routes/partner/gym/hours";
import { loader as layoutLoader } from "~/routes/partner/gym/layout";
import { action as locationAction, loader as locationLoader } from "~/routes/partner/gym/location";
import { action as photosAction } from "~/routes/partner/gym/photos";
import { action as ratesAction } from "~/routes/partner/gym/rates";
import { action as recoveryAction } from "~/routes/partner/gym/recovery";
import { action as statusAction, loader as statusLoader } from "~/routes/partner/gym/status";
import { loader as overviewLoader } from "~/routes/partner/index";
import { loader as photoFile } from "~/routes/photos/route";
import { bookGym } from "~/use-cases/book-gym.server";
import { caseContext } from "~/use-cases/context.server";
import { signedInCookie } from "./account-helpers";
import { config, db, insertGym } from "./helpers";
import { adminCookie, type CallInit, call, type RouteFn } from "./route-helpers";

const form = (fields: Record<string, string>, cookie: string | undefined, gymId: number) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  body: new URLSearchParams(fields),
  params: { gymId: String(gymId) },
});

/** A PNG's first bytes with its size (the server reads the type and size from them). */
function png(width: number, height: number): Uint8Array<ArrayBuffer> {
  const b = new Uint8Array(64);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}

function photoPost(cookie: string | undefined, gymId: number, alt = "The main floor with racks"): CallInit {
  const body = new FormData();
  body.set("intent", "upload");
  body.set("alt", alt);
  body.set("photo", new File([png(1200, 800)], "floor.png", { type: "image/png" }));
  return {
    method: "POST",
    headers: cookie ? { Cookie: cookie } : undefined,
    body,
    params: { gymId: String(gymId) },
  };
}

let n = 0;
async function application(email: string, acceptedTerms: boolean) {
  const [row] = await db()
    .insert(gymApplications)
    .values({
      contactName: "Listing Owner",
      contactEmail: email,
      businessName: `Listing Gym ${++n} Ltd`,
      businessType: "Company",
      address: "To be collected during onboarding",
      gymName: `Listing Gym ${n}`,
      description: "A gym for the listing tests, with racks.",
      gymRules: "Be kind.",
      city: "Nelson",
      country: "New Zealand",
      dayPassRateCents: 2500,
      openTime: "06:00",
      closeTime: "21:00",
      operatingDays: [1, 2, 3, 4, 5],
      amenities: ["Sauna"],
      equipment: ["Kettlebells"],
      sports: ["CrossFit"],
      acceptedTerms,
      termsAcceptedAt: acceptedTerms ? new Date() : null,
    })
    .returning();
  return row!;
}

/** The next date on a weekday (0 = Sunday), at least `after` days from now, as YYYY-MM-DD. */
function nextWeekday(weekday: number, after = 14): string {
  const d = new Date(Date.now() + after * 86_400_000);
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const version = async () => (await db().select().from(catalogVersion).get())?.version ?? 0;

/** Everything of a gym the console can change, to check a refused request changed nothing. */
async function snapshot(gymId: number) {
  const [gym] = await db().select().from(gyms).where(eq(gyms.id, gymId));
  const counts = await Promise.all(
    [gymImages, gymOperatingDays, gymClosedDates, amenityItems].map(
      async (table) => (await db().select({ n: count() }).from(table).where(eq(table.gymId, gymId)))[0]!.n,
    ),
  );
  return { gym, counts };
}

describe("onboarding: terms, approval, completing the listing", () => {
  let admin: string;
  let owner: string;
  let gymId: number;

  beforeAll(async () => {
    admin = await adminCookie();
  });

  it("refuses to approve an application without the partner terms", async () => {
    const app = await application("no.terms@example.com", false);
    const out = await call(gymDecision, `/admin/gym-applications/${app.id}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin },
      body: new URLSearchParams({ intent: "approve" }),
      params: { id: String(app.id) },
    });
    expect(out.status).toBe(409);
    expect(JSON.stringify(out.body)).toContain(APPROVAL_MESSAGES.gymNoTerms);
    const after = await db().select().from(gymApplications).where(eq(gymApplications.id, app.id)).get();
    expect(after).toMatchObject({ status: "pending", gymId: null });
  });

  it("approval creates the gym not listed: no placeholder address, capacity unconfirmed, the application's days", async () => {
    const app = await application("listing.owner@example.com", true);
    const out = await call(gymDecision, `/admin/gym-applications/${app.id}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin },
      body: new URLSearchParams({ intent: "approve" }),
      params: { id: String(app.id) },
    });
    expect(out.status).toBe(302);
    gymId = (await db().select().from(gymApplications).where(eq(gymApplications.id, app.id)).get())!.gymId!;
    const gym = await db().select().from(gyms).where(eq(gyms.id, gymId)).get();
    expect(gym).toMatchObject({ isActive: false, address: "", capacityConfirmed: false, latitude: null });
    expect(gym!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(await getGymDetail(db(), gymId)).toBeUndefined();
    owner = (await signedInCookie("listing.owner@example.com")).cookie;
    const overview = await call(overviewLoader, "/partner", { headers: { Cookie: owner } });
    const gyms_ = (overview.body as { gyms: { id: number; state: string; missing: string[] }[] }).gyms;
    expect(gyms_).toEqual([
      expect.objectContaining({
        id: gymId,
        state: "incomplete",
        missing: ["address", "pin", "photo", "capacity"],
      }),
    ]);
    // The weekdays the application gave count as the listing's hours, at the application's times.
    const days = await db().select().from(gymOperatingDays).where(eq(gymOperatingDays.gymId, gymId)).all();
    expect(days.map((d) => d.day).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(days.every((d) => d.openTime === null && d.closeTime === null)).toBe(true);
    expect(gym).toMatchObject({ openTime: "06:00", closeTime: "21:00" });
  });

  it("each step is validated, and the gym is listed once the last one is done", async () => {
    // The application's placeholder is refused as an address; a pin out of range too.
    const bad = await call(
      locationAction,
      `/partner/gyms/${gymId}/location`,
      form(
        { address: "To be collected during onboarding", latitude: "-95", longitude: "173.28" },
        owner,
        gymId,
      ),
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Enter the street address athletes come to");
    expect(JSON.stringify(bad.body)).toContain("latitude between -90 and 90");

    const steps: [RouteFn, string, Record<string, string>][] = [
      [
        locationAction,
        "location",
        { address: "12 Trafalgar Street", latitude: "-41.2706", longitude: "173.2840" },
      ],
      [
        ratesAction,
        "rates",
        { dayPassRate: "28", hourlyRate: "12", weeklyRate: "90", monthlyRate: "", capacity: "25" },
      ],
    ];
    for (const [fn, page, fields] of steps) {
      const out = await call(fn, `/partner/gyms/${gymId}/${page}`, form(fields, owner, gymId));
      expect(out.status, page).toBe(302);
    }
    const before = await version();
    // The photo is the last step missing (the application gave the hours): the gym is listed.
    const upload = await call(photosAction, `/partner/gyms/${gymId}/photos`, photoPost(owner, gymId));
    expect(upload.status).toBe(302);
    expect((await db().select().from(gyms).where(eq(gyms.id, gymId)).get())!.isActive).toBe(true);
    expect(await version()).toBeGreaterThan(before);

    // A day's own hours, set in the console, replace the application's days.
    const hours = await call(
      hoursAction,
      `/partner/gyms/${gymId}/hours`,
      form(
        {
          intent: "hours",
          "days[1].open": "on",
          "days[1].openTime": "06:00",
          "days[1].closeTime": "21:00",
          "days[6].open": "on",
          "days[6].openTime": "08:00",
          "days[6].closeTime": "12:00",
        },
        owner,
        gymId,
      ),
    );
    expect(hours.status).toBe(302);
    const gym = await db().select().from(gyms).where(eq(gyms.id, gymId)).get();
    expect(gym).toMatchObject({ isActive: true, capacity: 25, capacityConfirmed: true, latitude: -41.2706 });
    const detail = await getGymDetail(db(), gymId);
    expect(detail?.dayHours).toEqual([
      { day: 1, openTime: "06:00", closeTime: "21:00" },
      { day: 6, openTime: "08:00", closeTime: "12:00" },
    ]);
    expect(detail?.images[0]).toMatchObject({ alt: "The main floor with racks" });
    // The photo is served from R2 with a year-long cache.
    const url = detail!.images[0]!.url;
    expect(url).toMatch(/^\/photos\/gyms\/\d+\/[a-z0-9-]+-original\.png$/);
    const file = await call(photoFile, url, { params: { "*": url.slice("/photos/".length) } });
    expect(file.status).toBe(200);
    expect(file.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(file.headers.get("Content-Type")).toBe("image/png");
    expect(await env.PHOTOS.head(url.slice("/photos/".length))).not.toBeNull();
  });

  it("refuses a photo that is not an image, and one without alt text", async () => {
    const body = new FormData();
    body.set("intent", "upload");
    body.set("alt", "A file");
    body.set("photo", new File([new TextEncoder().encode("<svg></svg>".padEnd(64))], "x.svg"));
    const notImage = await call(photosAction, `/partner/gyms/${gymId}/photos`, {
      method: "POST",
      headers: { Cookie: owner },
      body,
      params: { gymId: String(gymId) },
    });
    expect(notImage.status).toBe(400);
    expect(JSON.stringify(notImage.body)).toContain("JPEG, PNG or WebP");
    const noAlt = await call(photosAction, `/partner/gyms/${gymId}/photos`, photoPost(owner, gymId, "  "));
    expect(noAlt.status).toBe(400);
    expect(JSON.stringify(noAlt.body)).toContain("alt text is required");
  });

  it("per-day hours and closed dates bind bookings", async () => {
    const monday = nextWeekday(1);
    const add = await call(
      hoursAction,
      `/partner/gyms/${gymId}/hours`,
      form({ intent: "add-closed", date: monday, note: "Holiday" }, owner, gymId),
    );
    expect(add.status).toBe(302);
    const ctx = caseContext(config());
    const base = {
      gymId,
      athleteName: "Aroha Test",
      athleteEmail: "aroha.listing@example.com",
      bookingType: "day_pass" as const,
      startTime: "09:00",
      duration: 1,
      athletes: 1,
    };
    const onHoliday = await bookGym(ctx, {
      details: { ...base, bookingDate: monday } as never,
      actor: { visitorId: 0, clientHash: null },
      referralCode: undefined,
    } as never);
    expect(onHoliday).toMatchObject({ ok: false, message: expect.stringMatching(/closed on that date/) });
    // Saturdays open 08:00-12:00: 13:00 is outside that day's hours.
    const late = await bookGym(ctx, {
      details: { ...base, bookingDate: nextWeekday(6), startTime: "13:00" } as never,
      actor: { visitorId: 0, clientHash: null },
      referralCode: undefined,
    } as never);
    expect(late).toMatchObject({ ok: false, field: "startTime" });
  });

  it("pausing takes the gym off and booking says so; resuming lists it again", async () => {
    const paused = await call(
      statusAction,
      `/partner/gyms/${gymId}/status`,
      form({ intent: "pause" }, owner, gymId),
    );
    expect(paused.status).toBe(302);
    const gym = await db().select().from(gyms).where(eq(gyms.id, gymId)).get();
    expect(gym).toMatchObject({ isActive: false, listingPaused: true });
    expect(await getGymDetail(db(), gymId)).toMatchObject({ paused: true });
    const refused = await bookGym(caseContext(config()), {
      details: {
        gymId,
        athleteName: "Aroha Test",
        athleteEmail: "aroha.listing@example.com",
        bookingType: "day_pass",
        bookingDate: nextWeekday(1, 30),
        startTime: "09:00",
        duration: 1,
        athletes: 1,
      } as never,
      actor: { visitorId: 0, clientHash: null },
      referralCode: undefined,
    } as never);
    expect(refused).toMatchObject({ ok: false, code: "conflict", message: LISTING_MESSAGES.paused });
    const resumed = await call(
      statusAction,
      `/partner/gyms/${gymId}/status`,
      form({ intent: "resume" }, owner, gymId),
    );
    expect(resumed.status).toBe(302);
    expect((await db().select().from(gyms).where(eq(gyms.id, gymId)).get())!.isActive).toBe(true);
  });

  it("another owner gets 404 from every page and action of this gym and changes nothing; signed out, sign in", async () => {
    const other = await insertGym({ name: "Someone Else's Gym" });
    const otherOwner = await db().select().from(users).where(eq(users.id, other.ownerId!)).get();
    const stranger = (await signedInCookie(otherOwner!.email!)).cookie;
    const before = await snapshot(gymId);

    const loaders: [RouteFn, string][] = [
      [layoutLoader, ""],
      [locationLoader, "/location"],
      [statusLoader, "/status"],
    ];
    const actions: [RouteFn, string, Record<string, string>][] = [
      [
        detailsAction,
        "",
        { gymName: "Taken Over", description: "Not yours to change at all.", gymRules: "None" },
      ],
      [locationAction, "/location", { address: "1 Elsewhere Road", latitude: "-36.8", longitude: "174.7" }],
      [ratesAction, "/rates", { dayPassRate: "1", hourlyRate: "0", capacity: "1" }],
      [
        hoursAction,
        "/hours",
        { intent: "hours", "days[0].open": "on", "days[0].openTime": "01:00", "days[0].closeTime": "02:00" },
      ],
      [hoursAction, "/hours", { intent: "add-closed", date: nextWeekday(2) }],
      [hoursAction, "/hours", { intent: "remove-closed", date: nextWeekday(1) }],
      [facilitiesAction, "/facilities", { equipment: "Kettlebells", amenities: "Sauna", sports: "CrossFit" }],
      [recoveryAction, "/recovery", { intent: "save", type: "sauna", name: "Sauna X", pricePerHour: "5" }],
      [recoveryAction, "/recovery", { intent: "remove", itemId: "1" }],
      [photosAction, "/photos", { intent: "move", position: "0", to: "down" }],
      [photosAction, "/photos", { intent: "alt", position: "0", alt: "Mine now" }],
      [photosAction, "/photos", { intent: "remove", position: "0" }],
      [statusAction, "/status", { intent: "pause" }],
    ];
    for (const [fn, page] of loaders) {
      const path = `/partner/gyms/${gymId}${page}`;
      const out = await call(fn, path, { headers: { Cookie: stranger }, params: { gymId: String(gymId) } });
      expect(out.status, path).toBe(404);
      expect(JSON.stringify(out.body), path).toContain(NOT_YOUR_GYM);
      const signedOut = await call(fn, path, { params: { gymId: String(gymId) } });
      expect(signedOut.status, path).toBe(302);
      expect(signedOut.headers.get("Location"), path).toBe(`/sign-in?next=${encodeURIComponent(path)}`);
    }
    for (const [fn, page, fields] of actions) {
      const path = `/partner/gyms/${gymId}${page}`;
      const out = await call(fn, path, form(fields, stranger, gymId));
      expect(out.status, `${path} ${JSON.stringify(fields)}`).toBe(404);
      const signedOut = await call(fn, path, form(fields, undefined, gymId));
      expect(signedOut.status, path).toBe(302);
      expect(signedOut.headers.get("Location"), path).toMatch(/^\/sign-in\?next=/);
    }
    const upload = await call(photosAction, `/partner/gyms/${gymId}/photos`, photoPost(stranger, gymId));
    expect(upload.status).toBe(404);
    expect(await snapshot(gymId)).toEqual(before);
    // The stranger's overview lists only their own gym.
    const overview = await call(overviewLoader, "/partner", { headers: { Cookie: stranger } });
    expect((overview.body as { gyms: { id: number }[] }).gyms.map((g) => g.id)).toEqual([other.id]);
  });

  it("a signed-in account without a gym gets 403 from the console", async () => {
    const athlete = (await signedInCookie("listing.athlete@example.com")).cookie;
    const out = await call(layoutLoader, `/partner/gyms/${gymId}`, {
      headers: { Cookie: athlete },
      params: { gymId: String(gymId) },
    });
    expect(out.status).toBe(403);
    expect(
      await db()
        .select()
        .from(gyms)
        .where(and(eq(gyms.id, gymId), eq(gyms.isActive, true)))
        .get(),
    ).toBeDefined();
  });
});
