/**
 * Every message kind the product sends (issue 15 §3 and §5), driven through its use case and read
 * back from the outbox: queued once (a replay queues nothing more), to the right person, a one-line
 * subject, a text and an HTML part from one template, absolute links from PUBLIC_ORIGIN, amounts
 * with their currency and times in the venue's zone with its name; the booking's calendar invite and
 * its cancellation read strictly with ical.js, with the venue's real UTC offset.
 */
import { env } from "cloudflare:test";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { amenityItems, trainers, users } from "~/db/schema";
import { AmbassadorApplicationSchema } from "~/domain/schemas/ambassador-application";
import { AmenityBookingSchema } from "~/domain/schemas/booking";
import { GymApplicationSchema } from "~/domain/schemas/gym-application";
import { mailbox } from "~/mail/calendar.server";
import { type BookingGym, getBookingGym } from "~/models/booking-gym.server";
import { getBooking } from "~/models/booking-read.server";
import { TestProvider } from "~/payments/test-provider.server";
import { decideAmbassadorAs, decideGymApplicationAs } from "~/use-cases/admin-decisions.server";
import { applyAsAmbassador } from "~/use-cases/apply-ambassador.server";
import { applyAsGym } from "~/use-cases/apply-gym.server";
import { bookAmenity } from "~/use-cases/book-amenity.server";
import { contactGymOwner } from "~/use-cases/contact-owner.server";
import { settlePayment } from "~/use-cases/pay-booking.server";
import { requestTrainerSessions } from "~/use-cases/request-trainer-sessions.server";
import { sendTeamInquiry } from "~/use-cases/team-inquiry.server";
import { cancelBooking, createBooking, payBooking, testContext } from "./booking-helpers";
import { config, db, insertGym } from "./helpers";
import {
  calendarOf,
  expectAmount,
  expectVenueTime,
  ORIGIN,
  outbox,
  theOne,
  wellFormed,
} from "./mail-content.helpers";

const provider = new TestProvider();
const OPS = "ops@gymroam.test";
/** A context whose configuration names the operator (ADMIN_EMAIL). */
const withOperator = (now: number) => {
  const ctx = testContext(now);
  return { ...ctx, config: { ...ctx.config, mail: { ...ctx.config.mail, adminEmail: OPS } } };
};

async function athlete() {
  const [user] = await db().insert(users).values({ userType: "athlete" }).returning({ id: users.id });
  return user!.id;
}

/** A paid hourly booking: 2 athletes × 2 hours at the gym's rate. */
async function paidBooking(gym: BookingGym, date: string, now: number, email: string) {
  const userId = await athlete();
  const created = await createBooking(db(), {
    userId,
    gym,
    input: {
      gymId: gym.id,
      athleteName: "Aroha Ngata",
      athleteEmail: email,
      bookingType: "hourly",
      bookingDate: date,
      startTime: "10:00",
      duration: 2,
      athletes: 2,
    },
    now,
  });
  if (!created.ok) throw new Error(created.message);
  const access = { userId, linkedIds: [created.booking.id] };
  const booking = (await getBooking(db(), created.booking.id, access))!;
  expect(await payBooking(db(), provider, booking, "pm_card_visa", now + 1000)).toEqual({
    ok: true,
    status: "confirmed",
  });
  return (await getBooking(db(), created.booking.id, access))!;
}

describe("a paid booking: the athlete's confirmation with its invite, and the gym's notice", () => {
  let nz: BookingGym;
  let au: BookingGym;
  beforeAll(async () => {
    // A name with a line break: no subject may carry it.
    const nzRow = await insertGym({
      name: "Harbour\r\nIron",
      contactEmail: "owner@harbour-iron.example",
      hourlyRateCents: 1500,
    });
    nz = (await getBookingGym(db(), nzRow.id))!;
    const auRow = await insertGym({
      name: "Bondi Barbell",
      city: "Sydney",
      country: "Australia",
      currency: "AUD",
      timeZone: "Australia/Sydney",
      contactEmail: "owner@bondi-barbell.example",
      hourlyRateCents: 1250,
    });
    au = (await getBookingGym(db(), auRow.id))!;
  });

  it("New Zealand, on the Sunday daylight time ends (4 April 2027): NZST, UTC+12, NZ$", async () => {
    const now = Date.UTC(2027, 2, 28);
    const booking = await paidBooking(nz, "2027-04-04", now, "aroha.nz@example.com");
    // A replayed confirmation queues nothing more.
    expect(
      await settlePayment(testContext(now + 5000, provider), {
        bookingId: booking.id,
        paymentIntentId: booking.paymentIntentId!,
        eventId: `test_charge_${booking.paymentIntentId}`,
        checked: undefined,
      }),
    ).toBe("already_settled");

    const mail = await theOne("booking_confirmation", booking.id, "booking");
    expect(mail.to_address).toBe("aroha.nz@example.com");
    expect(mail.subject).toBe(
      `Booking confirmed: Harbour Iron on Sunday 4 April 2027 (${booking.reference})`,
    );
    expectVenueTime(mail, "10:00", "12:00", "NZST", "Pacific/Auckland");
    expectAmount(mail, "NZ$60.00");
    expect(mail.text_body).toContain(`${ORIGIN}/bookings`);
    expect(mail.text_body).toContain(booking.reference);
    const invite = calendarOf(mail);
    expect(invite.file.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(invite).toMatchObject({
      method: "REQUEST",
      uid: `${booking.reference}@gymroam.test`,
      sequence: 0,
      status: "CONFIRMED",
      tzid: "Pacific/Auckland",
      offsetHours: 12,
      startUtcMs: booking.startsAt.getTime(),
    });
    expect(invite.organizer).toBe(`mailto:${mailbox(config().mail.from).email}`);

    const owner = await theOne("owner_new_booking", booking.id, "booking");
    expect(owner.to_address).toBe("owner@harbour-iron.example");
    expect(owner.subject).toContain(booking.reference);
    expectVenueTime(owner, "10:00", "12:00", "NZST", "Pacific/Auckland");
    expectAmount(owner, "NZ$60.00");
    expect(owner.text_body).toContain("Aroha Ngata");
    expect(owner.text_body).toContain(`${ORIGIN}/gym/${nz.id}`);
    expect(owner.attachments).toBeNull();
  });

  it("Sydney, on the Sunday daylight time starts (3 October 2027): AEDT, UTC+11, A$", async () => {
    const now = Date.UTC(2027, 8, 28);
    const booking = await paidBooking(au, "2027-10-03", now, "mere.au@example.com");
    const mail = await theOne("booking_confirmation", booking.id, "booking");
    expect(mail.to_address).toBe("mere.au@example.com");
    expectVenueTime(mail, "10:00", "12:00", "AEDT", "Australia/Sydney");
    expectAmount(mail, "A$50.00");
    expect(calendarOf(mail)).toMatchObject({
      tzid: "Australia/Sydney",
      offsetHours: 11,
      startUtcMs: booking.startsAt.getTime(),
    });
    const owner = await theOne("owner_new_booking", booking.id, "booking");
    expect(owner.to_address).toBe("owner@bondi-barbell.example");
    expectAmount(owner, "A$50.00");
  });

  it("cancelled: the refund, a METHOD:CANCEL update of the same event, and the gym told once", async () => {
    const now = Date.UTC(2027, 8, 1);
    const booking = await paidBooking(nz, "2027-09-26", now, "hana@example.com");
    const access = booking;
    expect(await cancelBooking(db(), provider, access, now + 60_000)).toMatchObject({
      ok: true,
      refundCents: 6000,
    });
    // A second cancel changes nothing and sends nothing.
    expect((await cancelBooking(db(), provider, access, now + 120_000)).ok).toBe(false);

    const mail = await theOne("booking_cancellation", booking.id, "booking");
    expect(mail.to_address).toBe("hana@example.com");
    expect(mail.subject).toContain(booking.reference);
    expect(mail.text_body).toContain("Refund: NZ$60.00 to your card");
    // 26 September 2027 is the Sunday New Zealand's daylight time starts.
    expectVenueTime(mail, "10:00", "12:00", "NZDT", "Pacific/Auckland");
    const update = calendarOf(mail);
    const invite = calendarOf(await theOne("booking_confirmation", booking.id, "booking"));
    expect(update.file.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(update).toMatchObject({ method: "CANCEL", status: "CANCELLED", uid: invite.uid, offsetHours: 13 });
    expect(update.sequence).toBeGreaterThan(invite.sequence);

    const owner = await theOne("owner_booking_cancellation", booking.id, "booking");
    expect(owner.to_address).toBe("owner@harbour-iron.example");
    expectVenueTime(owner, "10:00", "12:00", "NZDT", "Pacific/Auckland");
  });

  it("an unpaid hold cancelled: 'not charged', no calendar, nothing to the gym", async () => {
    const now = Date.UTC(2027, 8, 1);
    const userId = await athlete();
    const created = await createBooking(db(), {
      userId,
      gym: nz,
      input: {
        gymId: nz.id,
        athleteName: "Tama Rangi",
        athleteEmail: "tama@example.com",
        bookingType: "hourly",
        bookingDate: "2027-09-20",
        startTime: "10:00",
        duration: 1,
        athletes: 1,
      },
      now,
    });
    if (!created.ok) throw new Error(created.message);
    const booking = { id: created.booking.id, athleteId: userId };
    expect((await cancelBooking(db(), provider, booking, now + 1000)).ok).toBe(true);
    const mail = await theOne("booking_cancellation", booking.id, "booking");
    expect(mail.text_body).toContain("You were not charged.");
    expect(mail.attachments).toBeNull();
    expect(await outbox("owner_booking_cancellation", booking.id)).toHaveLength(0);
  });

  it("an amenity booked on its own: the athlete's confirmation and the gym's amenity-booking notice", async () => {
    const gym = await insertGym({
      name: "Thermal Recovery House",
      amenityBookingEnabled: true,
      contactEmail: "spa@thermal.example",
    });
    await db()
      .insert(amenityItems)
      .values({ gymId: gym.id, type: "sauna", name: "Infrared Sauna", pricePerHourCents: 2250 });
    const now = Date.UTC(2027, 2, 28);
    const userId = await athlete();
    const request = v.parse(AmenityBookingSchema, {
      gymId: gym.id,
      amenityType: "sauna",
      amenityName: "Infrared Sauna",
      startTime: "2027-04-04T07:00",
      duration: 1,
      athleteName: "Kiri Sauna",
      athleteEmail: "kiri@example.com",
    });
    const held = await bookAmenity(testContext(now), {
      actor: { visitorId: userId, clientHash: null },
      request,
      referralCode: undefined,
    });
    if (!held.ok) throw new Error(held.message);
    const booking = (await getBooking(db(), held.value.id, { userId, linkedIds: [] }))!;
    expect((await payBooking(db(), provider, booking, "pm_card_visa", now + 1000)).ok).toBe(true);

    const owner = await theOne("owner_amenity_booking", booking.id, "booking");
    expect(owner.to_address).toBe("spa@thermal.example");
    expect(owner.subject).toContain("Infrared Sauna");
    expectVenueTime(owner, "07:00", "08:00", "NZST", "Pacific/Auckland");
    expectAmount(owner, "NZ$22.50");
    expect(await outbox("owner_new_booking", booking.id)).toHaveLength(0);

    const mail = await theOne("booking_confirmation", booking.id, "booking");
    expect(mail.to_address).toBe("kiri@example.com");
    expect(mail.text_body).toContain("Infrared Sauna, 1 h");
    expect(calendarOf(mail)).toMatchObject({ offsetHours: 12, startUtcMs: booking.startsAt.getTime() });
  });
});

describe("the public forms: the gym's inquiries and the applicant's acknowledgements", () => {
  let gymId: number;
  beforeAll(async () => {
    gymId = (
      await insertGym({
        name: "Southern Strength",
        contactEmail: "teams@southern.example",
        canHostTeams: true,
        maxTeamSize: 30,
      })
    ).id;
  });

  it("a team inquiry goes to the gym with the team's details and the listing", async () => {
    const result = await sendTeamInquiry(testContext(Date.now()), {
      gymId,
      teamName: "Otago Rugby U20",
      contactName: "Tama Rangi",
      email: "tama@otago-rugby.example",
      phone: undefined,
      teamSize: 24,
      sport: undefined,
      preferredDates: "2027-03-12 to 2027-03-15",
      specialRequirements: "Ice baths\nafter each session",
    });
    expect(result.ok).toBe(true);
    const [mail] = (await outbox("team_inquiry", gymId, "gym")).slice(-1);
    expect(mail!.to_address).toBe("teams@southern.example");
    for (const text of [
      "Otago Rugby U20",
      "Tama Rangi",
      "tama@otago-rugby.example",
      "24",
      "after each session",
    ])
      expect(mail!.text_body).toContain(text);
    expect(mail!.text_body).toContain(`${ORIGIN}/gym/${gymId}`);
    await theOne("team_inquiry", gymId, "gym");
  });

  it("an athlete's interest goes to the gym with the athlete's message", async () => {
    expect(
      (
        await contactGymOwner(testContext(Date.now()), {
          gymId,
          athleteName: "Aroha Ngata",
          athleteEmail: "aroha@example.com",
          message: "Visiting in March — can I drop in for two weeks?",
        })
      ).ok,
    ).toBe(true);
    const mail = await theOne("owner_contact", gymId, "athlete_interest");
    expect(mail.to_address).toBe("teams@southern.example");
    expect(mail.subject).toContain("Aroha Ngata");
    expect(mail.text_body).toContain("can I drop in for two weeks?");
    expect(mail.text_body).toContain(`${ORIGIN}/gym/${gymId}`);
  });

  it("a session request goes to the trainer with the athlete's dates and message", async () => {
    const [trainer] = await db()
      .insert(trainers)
      .values({
        name: "Hemi Walker",
        city: "Rotorua",
        country: "New Zealand",
        currency: "NZD",
        hourlyRateCents: 9000,
        contactEmail: "hemi.content@coach.example",
      })
      .returning({ id: trainers.id });
    const result = await requestTrainerSessions(testContext(Date.now()), trainer!.id, {
      athleteName: "Aroha Ngata",
      athleteEmail: "aroha@example.com",
      sessions: 4,
      from: "2027-03-01",
      to: "2027-03-05",
      message: "Olympic lifting technique, please.",
    });
    expect(result.ok).toBe(true);
    const mail = await theOne("trainer_session_request", trainer!.id, "trainer");
    expect(mail.to_address).toBe("hemi.content@coach.example");
    expect(mail.subject).toBe("GymRoam: Aroha Ngata would like 4 sessions");
    expect(mail.text_body).toContain("2027-03-01 to 2027-03-05");
    expect(mail.text_body).toContain("Olympic lifting technique, please.");
    expect(mail.text_body).toContain(`${ORIGIN}/trainer/${trainer!.id}`);
  });

  const gymInput = () =>
    v.parse(GymApplicationSchema, {
      contactName: "Mere Tane",
      contactEmail: `mere.${Math.random().toString(36).slice(2, 8)}@kiaora.example`,
      contactPhone: "+64 21 555 0101",
      gymName: "Kia Ora Strength",
      address: "12 Cuba Street",
      city: "Wellington",
      country: "New Zealand",
      description: "A strength gym with six platforms and calibrated plates.",
      gymRules: "Re-rack your weights.",
      dayPassRate: 35,
      hourlyRate: 12.5,
      openTime: "05:30",
      closeTime: "21:00",
      operatingDays: [1, 2, 3, 4, 5, 6],
      equipment: ["Lift Rack"],
      amenities: ["Sauna"],
      sports: ["Powerlifting"],
      businessName: "Kia Ora Fitness Ltd",
      businessType: "Company",
      message: "We'd love to host travelling lifters.",
      bankAccountName: "Kia Ora Fitness Ltd",
      bankAccountNumber: "12-3456-7890123-00",
      acceptedTerms: true,
    });

  it("a gym application: received, to the applicant; waiting for review, to the operator (without payout details)", async () => {
    const input = gymInput();
    const result = await applyAsGym(withOperator(Date.now()), input);
    if (!result.ok) throw new Error(result.message);
    const received = (await outbox("application_received")).filter(
      (m) => m.to_address === input.contactEmail,
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toContain("Kia Ora Strength");
    expect(received[0]!.text_body).toContain("3-5 business days");
    expect(received[0]!.text_body).toContain(`${ORIGIN}/gym-terms`);
    const waiting = (await outbox("admin_application_waiting", undefined, "gym_application")).filter((m) =>
      m.text_body.includes(input.contactEmail),
    );
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.to_address).toBe(OPS);
    expect(waiting[0]!.text_body).toContain(`${ORIGIN}/admin/gym-applications`);
    for (const secret of ["12-3456-7890123-00"]) {
      expect(waiting[0]!.text_body).not.toContain(secret);
      expect(received[0]!.text_body).not.toContain(secret);
    }
    for (const mail of [...received, ...waiting]) wellFormed(mail);
  });

  it("without ADMIN_EMAIL nothing goes to an operator", async () => {
    const before = (await outbox("admin_application_waiting")).length;
    expect((await applyAsGym(testContext(Date.now()), gymInput())).ok).toBe(true);
    expect((await outbox("admin_application_waiting")).length).toBe(before);
  });

  it("an ambassador application: received, to the applicant; waiting for review, to the operator", async () => {
    const input = v.parse(AmbassadorApplicationSchema, {
      fullName: "Tayla Morgan",
      email: "tayla.content@example.com",
      phone: "+61 412 555 018",
      location: "Gold Coast, Australia",
      primarySport: "crossfit",
      competitionLevel: "national",
      yearsExperience: "6-10",
      followersCount: "10k-50k",
      contentStyle: "workout-videos",
      motivations: "I train in a new city every month.",
      travelFrequency: "monthly",
      gymPreferences: ["Recovery facilities"],
      agreeToTerms: true,
    });
    expect((await applyAsAmbassador(withOperator(Date.now()), input)).ok).toBe(true);
    const received = (await outbox("application_received", undefined, "ambassador_application")).filter(
      (m) => m.to_address === "tayla.content@example.com",
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.text_body).toContain("Hi Tayla,");
    expect(received[0]!.text_body).toContain(`${ORIGIN}/ambassador-terms`);
    const waiting = (await outbox("admin_application_waiting", undefined, "ambassador_application")).filter(
      (m) => m.text_body.includes("tayla.content@example.com"),
    );
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.to_address).toBe(OPS);
    expect(waiting[0]!.subject).toBe("New ambassador application: Tayla Morgan");
    expect(waiting[0]!.text_body).toContain(`${ORIGIN}/admin/ambassadors`);
  });
});

describe("the admin's decisions: approved with next steps, rejected with the note", () => {
  const admin = { config: config(), actor: { sessionId: "s", name: "admin" } };

  async function applicationId(table: "gym_applications" | "ambassador_applications", email: string) {
    const column = table === "gym_applications" ? "contact_email" : "email";
    return (await env.DB.prepare(`SELECT id FROM ${table} WHERE ${column} = ?`)
      .bind(email)
      .first<{ id: number }>())!.id;
  }

  it("a gym approved: the partner console's address of its listing (the new gym's id) in both parts", async () => {
    const input = v.parse(GymApplicationSchema, {
      contactName: "Hine Tawhiri",
      contactEmail: "hine@approved.example",
      contactPhone: "+64 3 555 0190",
      gymName: "Approval Strength",
      address: "42 Halifax Street",
      city: "Nelson",
      country: "New Zealand",
      description: "A strength gym by the waterfront.",
      gymRules: "Re-rack your weights.",
      dayPassRate: 25,
      openTime: "05:30",
      closeTime: "21:00",
      operatingDays: [1, 2, 3, 4, 5],
      businessName: "Approval Strength Ltd",
      businessType: "Company",
      message: "We would love to host travelling athletes.",
      equipment: ["Lift Rack"],
      amenities: ["Sauna"],
      sports: ["Powerlifting"],
      acceptedTerms: true,
    });
    expect((await applyAsGym(testContext(Date.now()), input)).ok).toBe(true);
    const id = await applicationId("gym_applications", "hine@approved.example");
    const decided = await decideGymApplicationAs(admin, {
      applicationId: id,
      decision: { intent: "approve", notes: "Welcome aboard" },
    });
    expect(decided.ok).toBe(true);
    const gymId = (await env.DB.prepare("SELECT gym_id FROM gym_applications WHERE id = ?")
      .bind(id)
      .first<{ gym_id: number }>())!.gym_id;
    const mail = await theOne("application_approved", id, "gym_application");
    expect(mail.to_address).toBe("hine@approved.example");
    expect(mail.subject).toBe("GymRoam: Approval Strength is approved");
    expect(mail.text_body).toContain(`${ORIGIN}/partner/gyms/${gymId}`);
    expect(mail.html_body).toContain(`href="${ORIGIN}/partner/gyms/${gymId}"`);
    expect(mail.text_body + mail.html_body).not.toContain("GYMROAMNEWGYMID");
    expect(mail.text_body).toContain("Welcome aboard");
    expect(mail.text_body).toContain("What happens next");
  });

  it("a gym rejected: the reviewer's note", async () => {
    const input = v.parse(GymApplicationSchema, {
      contactName: "Rangi Parata",
      contactEmail: "rangi@rejected.example",
      contactPhone: "+64 3 555 0191",
      gymName: "Maybe Later Gym",
      address: "1 Trafalgar Street",
      city: "Nelson",
      country: "New Zealand",
      description: "A small gym.",
      gymRules: "Be kind.",
      dayPassRate: 20,
      openTime: "06:00",
      closeTime: "20:00",
      operatingDays: [1, 2, 3],
      businessName: "Maybe Later Ltd",
      businessType: "Company",
      message: "We would love to host travelling athletes.",
      equipment: ["Lift Rack"],
      amenities: ["Sauna"],
      sports: ["Powerlifting"],
      acceptedTerms: true,
    });
    expect((await applyAsGym(testContext(Date.now()), input)).ok).toBe(true);
    const id = await applicationId("gym_applications", "rangi@rejected.example");
    expect(
      (
        await decideGymApplicationAs(admin, {
          applicationId: id,
          decision: { intent: "reject", notes: "We could not verify the address." },
        })
      ).ok,
    ).toBe(true);
    const mail = await theOne("application_rejected", id, "gym_application");
    expect(mail.to_address).toBe("rangi@rejected.example");
    expect(mail.text_body).toContain("We could not verify the address.");
  });

  const ambassadorInput = (email: string, fullName: string) =>
    v.parse(AmbassadorApplicationSchema, {
      fullName,
      email,
      phone: "+64 21 555 0102",
      location: "Wellington",
      primarySport: "crossfit",
      competitionLevel: "national",
      yearsExperience: "6-10",
      followersCount: "10k-50k",
      contentStyle: "workout-videos",
      motivations: "Travel and train.",
      travelFrequency: "monthly",
      gymPreferences: ["Recovery facilities"],
      agreeToTerms: true,
    });

  it("an ambassador approved: the code, the referral link and the portal", async () => {
    expect(
      (await applyAsAmbassador(testContext(Date.now()), ambassadorInput("wiremu@amb.example", "Wiremu Kahu")))
        .ok,
    ).toBe(true);
    const id = await applicationId("ambassador_applications", "wiremu@amb.example");
    const decided = await decideAmbassadorAs(admin, { applicationId: id, decision: { intent: "approve" } });
    if (!decided.ok) throw new Error(decided.message);
    const code = decided.value.code!;
    const mail = await theOne("application_approved", id, "ambassador_application");
    expect(mail.to_address).toBe("wiremu@amb.example");
    expect(mail.text_body).toContain(`Your ambassador code: ${code}`);
    expect(mail.text_body).toContain(`${ORIGIN}/?ref=${code}`);
    expect(mail.text_body).toMatch(new RegExp(`${ORIGIN}/ambassador-portal/\\d+/\\S+`));
    expect(mail.text_body).toContain("NZ$50.00");
  });

  it("an ambassador rejected: the reviewer's note", async () => {
    expect(
      (await applyAsAmbassador(testContext(Date.now()), ambassadorInput("sam@amb.example", "Sam Lee"))).ok,
    ).toBe(true);
    const id = await applicationId("ambassador_applications", "sam@amb.example");
    expect(
      (
        await decideAmbassadorAs(admin, {
          applicationId: id,
          decision: { intent: "reject", notes: "Not enough followers yet." },
        })
      ).ok,
    ).toBe(true);
    const mail = await theOne("application_rejected", id, "ambassador_application");
    expect(mail.text_body).toContain("Not enough followers yet.");
    expect(mail.text_body).toContain("Hi Sam,");
  });
});
