/**
 * Gym bookings: create with a 15-minute capacity hold, pay through the payment provider, confirm
 * once, cancel with the policy's refund, list and find. Capacity is enforced by the database
 * (booking_slots → gym_slot_load triggers and CHECK, migrations/0002): every write that could
 * oversell is one statement inside one atomic `db.batch`, never a read followed by a write.
 */
import { formatPrice } from "@gymroam/design-system";
import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  ambassadorCodes,
  amenityBookings,
  bookingSlots,
  bookings,
  gymImages,
  gymOperatingDays,
  gyms,
  paymentEvents,
  reviews,
} from "~/db/schema";
import {
  bookingInterval,
  bookingPriceCents,
  bookingReference,
  checkBookingDate,
  type GymHours,
  HOLD_MS,
  HOURLY_DURATION,
  hoursUntil,
  occupiedSlots,
  startTimeSlots,
  upcomingSlots,
} from "~/domain/booking";
import type { BookingStatus } from "~/domain/catalog";
import { refundCents } from "~/domain/policies";
import { BOOKING_MESSAGES, type BookingDetails, PAYMENT_FAILED_FALLBACK } from "~/domain/schemas/booking";
import type { PaymentProvider } from "~/payments/provider.server";
import { accrueCommission, reverseCommission } from "./commission.server";
import { queueMailOnce } from "./mail.server";

export type Currency = "NZD" | "AUD";

/** What the booking screen needs about a gym: public columns only, real rating and count. */
export interface BookingGym extends GymHours {
  id: number;
  name: string;
  address: string;
  city: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
  currency: Currency;
  capacity: number;
  dayPassRateCents: number;
  hourlyRateCents: number;
  contactEmail: string | null;
  image: string | null;
  imageAlt: string;
  averageRating: number | null;
  reviewCount: number;
}

export async function getBookingGym(db: Db, gymId: number): Promise<BookingGym | undefined> {
  const [rows, days, images] = await db.batch([
    db
      .select({
        id: gyms.id,
        name: gyms.name,
        address: gyms.address,
        city: gyms.city,
        country: gyms.country,
        latitude: gyms.latitude,
        longitude: gyms.longitude,
        timeZone: gyms.timeZone,
        currency: gyms.currency,
        capacity: gyms.capacity,
        dayPassRateCents: gyms.dayPassRateCents,
        hourlyRateCents: gyms.hourlyRateCents,
        openTime: gyms.openTime,
        closeTime: gyms.closeTime,
        is24Hours: gyms.is24Hours,
        contactEmail: gyms.contactEmail,
        averageRating: sql<
          number | null
        >`(SELECT round(avg(r.rating), 1) FROM reviews AS r WHERE r.gym_id = "gyms"."id")`,
        reviewCount: sql<number>`(SELECT count(*) FROM reviews AS r WHERE r.gym_id = "gyms"."id")`,
      })
      .from(gyms)
      .where(and(eq(gyms.id, gymId), eq(gyms.isActive, true))),
    db.select({ day: gymOperatingDays.day }).from(gymOperatingDays).where(eq(gymOperatingDays.gymId, gymId)),
    db
      .select({ url: gymImages.url, alt: gymImages.alt })
      .from(gymImages)
      .where(eq(gymImages.gymId, gymId))
      .orderBy(asc(gymImages.position))
      .limit(1),
  ]);
  const gym = rows[0];
  if (!gym) return undefined;
  return {
    ...gym,
    currency: gym.currency as Currency,
    operatingDays: days.map((d) => d.day).sort(),
    image: images[0]?.url ?? null,
    imageAlt: images[0]?.alt || gym.name,
  };
}

// ---------------------------------------------------------------------------------------------
// Create
// ---------------------------------------------------------------------------------------------

export type BookingField = "bookingDate" | "startTime" | "duration" | "athletes" | "bookingType" | "gymId";

export type CreateBookingResult =
  | { ok: true; booking: { id: number; reference: string; totalCents: number; currency: Currency } }
  | { ok: false; status: 400 | 404 | 409; field?: BookingField; message: string };

const WEEKDAYS = ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"];

/** Checks the request against the gym's calendar; the first problem, phrased for the athlete. */
export function checkBookingRequest(
  gym: BookingGym,
  input: Pick<BookingDetails, "bookingType" | "bookingDate" | "startTime" | "duration" | "athletes">,
  now: number,
): { field: BookingField; message: string } | undefined {
  const dateProblem = checkBookingDate(gym, input.bookingDate, gym.timeZone, now);
  if (dateProblem === "invalid") return { field: "bookingDate", message: BOOKING_MESSAGES.date };
  if (dateProblem === "past")
    return { field: "bookingDate", message: "That date has passed. Please choose today or a later date." };
  if (dateProblem === "too_far")
    return {
      field: "bookingDate",
      message: "Bookings open up to a year ahead. Please choose an earlier date.",
    };
  if (dateProblem === "closed") {
    const weekday = WEEKDAYS[new Date(`${input.bookingDate}T00:00:00Z`).getUTCDay()];
    return {
      field: "bookingDate",
      message: `${gym.name} is closed on ${weekday}. Please choose another date.`,
    };
  }
  const duration = input.bookingType === "hourly" ? input.duration : HOURLY_DURATION.min;
  const slots = startTimeSlots(gym, input.bookingType, duration);
  if (!slots.includes(input.startTime)) {
    if (slots.length === 0)
      return {
        field: input.bookingType === "hourly" ? "duration" : "startTime",
        message: `No ${duration}-hour booking fits inside this gym's hours. Please choose a shorter duration.`,
      };
    return {
      field: "startTime",
      message:
        input.bookingType === "hourly" && !gym.is24Hours
          ? `Please choose a start time between ${slots[0]} and ${slots.at(-1)}: the gym closes at ${gym.closeTime}.`
          : `Please choose a start time between ${slots[0]} and ${slots.at(-1)}.`,
    };
  }
  if (upcomingSlots([input.startTime], input.bookingDate, gym.timeZone, now).length === 0)
    return { field: "startTime", message: "That start time has passed. Please choose a later time." };
  if (input.athletes > gym.capacity)
    return { field: "athletes", message: `This gym admits at most ${gym.capacity} athletes at a time.` };
  return undefined;
}

/** SQL literal for a wall-clock key we generated ourselves (digits, '-' and ':' only). */
function slotLiteral(value: string): string {
  if (!/^[0-9:-]{5,10}$/.test(value)) throw new Error(`Unexpected slot key ${value}`);
  return `'${value}'`;
}

function constraintFailed(error: unknown, name: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (String((current as Error).message ?? current).includes(name)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Athletes still free in the fullest slot of an interval (for the "not enough room" message). */
async function freePlaces(db: Db, gym: BookingGym, slots: { date: string; time: string }[]): Promise<number> {
  const keys = slots.map((s) => `${s.date} ${s.time}`);
  const rows = await db.all<{ booked: number }>(sql`SELECT booked FROM gym_slot_load
    WHERE gym_id = ${gym.id} AND (slot_date || ' ' || slot_time) IN (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`);
  const fullest = rows.reduce((max, r) => Math.max(max, r.booked), 0);
  return Math.max(0, gym.capacity - fullest);
}

function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

/**
 * Creates a pending booking that holds its slots for 15 minutes. Price and end time come from the
 * gym's rates and hours; any total the client sent is ignored. In the same atomic batch: expired
 * holds at this gym are released, a booking being replaced (Back to details) is cancelled, and the
 * slot inserts either all fit the gym's capacity or the whole batch is rolled back.
 */
export async function createBooking(
  db: Db,
  args: {
    userId: number;
    gym: BookingGym;
    input: BookingDetails;
    now: number;
    ambassadorCodeId?: number | null;
    replacesBookingId?: number;
  },
): Promise<CreateBookingResult> {
  const { gym, input, now, userId } = args;
  const problem = checkBookingRequest(gym, input, now);
  if (problem) return { ok: false, status: 400, ...problem };
  const durationHours = input.bookingType === "hourly" ? input.duration : HOURLY_DURATION.min;
  const interval = bookingInterval(
    gym,
    gym.timeZone,
    input.bookingType,
    input.bookingDate,
    input.startTime,
    durationHours,
  );
  const totalCents = bookingPriceCents(gym, input.bookingType, interval.durationHours, input.athletes);
  const slots = occupiedSlots(interval.startsAt, interval.endsAt, gym.timeZone);
  const nowDate = new Date(now);

  for (let attempt = 0; attempt < 3; attempt++) {
    const reference = bookingReference(randomBytes);
    const values = sql.raw(slots.map((s) => `(${slotLiteral(s.date)}, ${slotLiteral(s.time)})`).join(", "));
    try {
      const [, , inserted] = await db.batch([
        db
          .update(bookings)
          .set({ status: "cancelled", cancelledAt: nowDate })
          .where(
            and(
              eq(bookings.gymId, gym.id),
              eq(bookings.status, "pending"),
              sql`${bookings.holdExpiresAt} <= ${now}`,
            ),
          ),
        db
          .update(bookings)
          .set({ status: "cancelled", cancelledAt: nowDate })
          .where(
            and(
              eq(bookings.id, args.replacesBookingId ?? 0),
              eq(bookings.athleteId, userId),
              eq(bookings.status, "pending"),
            ),
          ),
        db
          .insert(bookings)
          .values({
            reference,
            athleteId: userId,
            gymId: gym.id,
            athleteName: input.athleteName,
            athleteEmail: input.athleteEmail,
            phone: input.phone ?? null,
            bookingType: input.bookingType,
            bookingDate: interval.bookingDate,
            startTime: interval.startTime,
            endTime: interval.endTime,
            durationHours: interval.durationHours,
            athletes: input.athletes,
            startsAt: new Date(interval.startsAt),
            endsAt: new Date(interval.endsAt),
            totalCents,
            currency: gym.currency,
            status: "pending",
            holdExpiresAt: new Date(now + HOLD_MS),
            specialRequests: input.specialRequests ?? null,
            ambassadorCodeId: args.ambassadorCodeId ?? null,
            createdAt: nowDate,
          })
          .returning({ id: bookings.id }),
        db.insert(bookingSlots).select(sql`SELECT b.id, b.gym_id, s.column1, s.column2, b.athletes
          FROM bookings AS b JOIN (VALUES ${values}) AS s
          WHERE b.reference = ${reference}`),
      ]);
      const id = inserted[0]?.id;
      if (id === undefined) throw new Error("Booking insert returned no id");
      return { ok: true, booking: { id, reference, totalCents, currency: gym.currency } };
    } catch (error) {
      if (constraintFailed(error, "gym_slot_load_capacity_check")) {
        const free = await freePlaces(db, gym, slots);
        return {
          ok: false,
          status: 409,
          field: "athletes",
          message:
            free === 0
              ? "This gym is fully booked at that time. Please choose another date or time."
              : `Only ${free} ${free === 1 ? "place is" : "places are"} left at that time. Please book fewer athletes or choose another time.`,
        };
      }
      if (constraintFailed(error, "bookings.reference")) continue;
      throw error;
    }
  }
  throw new Error("Could not generate a unique booking reference");
}

// ---------------------------------------------------------------------------------------------
// Read
// ---------------------------------------------------------------------------------------------

export interface BookingAccess {
  userId: number | undefined;
  /** Bookings this browser found by e-mail and reference (from another device). */
  linkedIds: readonly number[];
}

function accessible(access: BookingAccess): SQL {
  const clauses: SQL[] = [];
  if (access.userId !== undefined) clauses.push(eq(bookings.athleteId, access.userId));
  if (access.linkedIds.length > 0) clauses.push(inArray(bookings.id, [...access.linkedIds]));
  return clauses.length > 0 ? (or(...clauses) as SQL) : sql`0`;
}

const bookingColumns = {
  id: bookings.id,
  reference: bookings.reference,
  athleteId: bookings.athleteId,
  gymId: bookings.gymId,
  athleteName: bookings.athleteName,
  athleteEmail: bookings.athleteEmail,
  phone: bookings.phone,
  bookingType: bookings.bookingType,
  bookingDate: bookings.bookingDate,
  startTime: bookings.startTime,
  endTime: bookings.endTime,
  durationHours: bookings.durationHours,
  athletes: bookings.athletes,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  totalCents: bookings.totalCents,
  currency: bookings.currency,
  status: bookings.status,
  holdExpiresAt: bookings.holdExpiresAt,
  specialRequests: bookings.specialRequests,
  paymentIntentId: bookings.paymentIntentId,
  refundCents: bookings.refundCents,
  confirmedAt: bookings.confirmedAt,
  createdAt: bookings.createdAt,
  gymName: gyms.name,
  gymCity: gyms.city,
  gymCountry: gyms.country,
  gymAddress: gyms.address,
  gymLatitude: gyms.latitude,
  gymLongitude: gyms.longitude,
  gymTimeZone: gyms.timeZone,
  gymImage: sql<
    string | null
  >`(SELECT gi.url FROM gym_images AS gi WHERE gi.gym_id = ${bookings.gymId} ORDER BY gi.position LIMIT 1)`,
  reviewId: reviews.id,
};

export type BookingRow = Awaited<ReturnType<typeof selectBookings>>[number];

function selectBookings(db: Db, where: SQL | undefined) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(gyms, eq(gyms.id, bookings.gymId))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(where)
    .orderBy(desc(bookings.startsAt), desc(bookings.id))
    .limit(200);
}

/** One booking, when this visitor may see it (theirs, or found by e-mail and reference). */
export async function getBooking(db: Db, bookingId: number, access: BookingAccess) {
  const rows = await selectBookings(db, and(eq(bookings.id, bookingId), accessible(access)));
  return rows[0];
}

export async function getBookingByReference(db: Db, reference: string, access: BookingAccess) {
  const rows = await selectBookings(db, and(eq(bookings.reference, reference), accessible(access)));
  return rows[0];
}

export interface BookingListFilter {
  q?: string;
  status?: BookingStatus;
}

export interface BookingSummaryFigures {
  total: number;
  confirmed: number;
  completed: number;
  /** Paid and not refunded, per currency (a visitor may book in NZ and AU). */
  spent: { currency: Currency; cents: number }[];
}

/** My Bookings: the visitor's own bookings, newest visit first, with the spec's search and filter. */
export async function listBookings(db: Db, access: BookingAccess, filter: BookingListFilter = {}) {
  const conditions: SQL[] = [accessible(access)];
  if (filter.status) conditions.push(eq(bookings.status, filter.status));
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${gyms.name} LIKE ${pattern} ESCAPE '\\' OR ${gyms.city} LIKE ${pattern} ESCAPE '\\')`,
    );
  }
  const rows = await selectBookings(db, and(...conditions));
  const spent = new Map<Currency, number>();
  for (const row of rows) {
    if (row.confirmedAt === null) continue;
    const currency = row.currency as Currency;
    spent.set(currency, (spent.get(currency) ?? 0) + row.totalCents - row.refundCents);
  }
  const summary: BookingSummaryFigures = {
    total: rows.length,
    confirmed: rows.filter((r) => r.status === "confirmed").length,
    completed: rows.filter((r) => r.status === "completed").length,
    spent: [...spent.entries()].map(([currency, cents]) => ({ currency, cents })),
  };
  return { bookings: rows, summary };
}

/** The booking an e-mail and reference name, if they match (case-insensitive e-mail). */
export async function findBookingId(db: Db, email: string, reference: string): Promise<number | undefined> {
  const row = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.reference, reference), eq(bookings.athleteEmail, email)))
    .get();
  return row?.id;
}

// ---------------------------------------------------------------------------------------------
// Pay and confirm
// ---------------------------------------------------------------------------------------------

export const PAYMENT_MESSAGES = {
  alreadyPaid: "This booking is already paid.",
  holdExpired: "This booking's 15-minute hold has expired. Please start a new booking.",
  notPayable: "This booking can no longer be paid. Please start a new booking.",
} as const;

export type PayResult =
  | { ok: true; status: "confirmed" }
  | { ok: true; status: "requires_action"; clientSecret: string }
  | { ok: false; status: 402 | 409; message: string };

function confirmationMail(booking: BookingRow) {
  const currency = booking.currency as Currency;
  const lines = [
    `Hi ${booking.athleteName},`,
    "",
    `Your booking at ${booking.gymName} is confirmed.`,
    "",
    `Reference: ${booking.reference}`,
    `Where: ${booking.gymAddress}, ${booking.gymCity}, ${booking.gymCountry}`,
    `When: ${booking.bookingDate} ${booking.startTime}-${booking.endTime} (local time, ${booking.gymTimeZone})`,
    `Type: ${booking.bookingType === "day_pass" ? "Day Pass" : `Hourly, ${booking.durationHours} hours`}`,
    `Athletes: ${booking.athletes}`,
    `Total paid: ${formatPrice(booking.totalCents, currency, { cents: "always" })}`,
    "",
    "What's next:",
    "- Arrive 10 minutes early.",
    "- Present this confirmation at the front desk.",
    "- Follow the gym's check-in rules.",
    "",
    "Cancellation: free up to 24 hours before; 50% refund 12-24 hours before; no refund under 12 hours.",
    "Find or cancel this booking on any device at /bookings with your e-mail and the reference above.",
  ];
  return {
    to: booking.athleteEmail,
    subject: `Booking confirmed: ${booking.gymName} on ${booking.bookingDate} (${booking.reference})`,
    text: lines.join("\n"),
    kind: "booking_confirmation",
    relatedType: "booking",
    relatedId: booking.id,
  };
}

/**
 * Confirms a paid booking, at most once: the event id is recorded (a replay inserts nothing), the
 * status moves only from pending, and the confirmation e-mail is queued only when none was. All in
 * one batch. "not_payable" means the booking was cancelled (its hold expired) before the money
 * arrived: the caller refunds.
 */
export async function confirmBooking(
  db: Db,
  args: { bookingId: number; paymentIntentId: string; eventId: string; provider: string; now: number },
): Promise<"confirmed" | "already" | "not_payable" | "missing"> {
  const booking = (await selectBookings(db, eq(bookings.id, args.bookingId)))[0];
  if (!booking) return "missing";
  const mail = confirmationMail(booking);
  const [, updated] = await db.batch([
    db
      .insert(paymentEvents)
      .values({
        id: args.eventId,
        provider: args.provider,
        type: "payment_succeeded",
        bookingId: args.bookingId,
      })
      .onConflictDoNothing(),
    db
      .update(bookings)
      .set({
        status: "confirmed",
        confirmedAt: new Date(args.now),
        paymentIntentId: args.paymentIntentId,
        holdExpiresAt: null,
      })
      .where(and(eq(bookings.id, args.bookingId), eq(bookings.status, "pending")))
      .returning({ id: bookings.id }),
    queueMailOnce(
      db,
      mail,
      sql`EXISTS (SELECT 1 FROM bookings WHERE id = ${args.bookingId} AND status = 'confirmed')`,
    ),
    accrueCommission(db, args.bookingId, args.now),
  ]);
  if (updated.length > 0) return "confirmed";
  const now = await db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, args.bookingId))
    .get();
  return now?.status === "confirmed" || now?.status === "completed" ? "already" : "not_payable";
}

/**
 * Pays a pending booking with a payment method. A declined card leaves the booking pending with its
 * hold, so the athlete can try again until the hold expires.
 */
export async function payBooking(
  db: Db,
  provider: PaymentProvider,
  booking: BookingRow,
  paymentMethod: string,
  now: number,
): Promise<PayResult> {
  if (booking.status === "confirmed" || booking.status === "completed")
    return { ok: false, status: 409, message: PAYMENT_MESSAGES.alreadyPaid };
  if (booking.status !== "pending") return { ok: false, status: 409, message: PAYMENT_MESSAGES.notPayable };
  if (!booking.holdExpiresAt || booking.holdExpiresAt.getTime() <= now)
    return { ok: false, status: 409, message: PAYMENT_MESSAGES.holdExpired };
  const result = await provider.charge({
    bookingId: booking.id,
    reference: booking.reference,
    amountCents: booking.totalCents,
    currency: booking.currency,
    description: `${booking.gymName} ${booking.bookingDate} ${booking.startTime} (${booking.reference})`,
    paymentMethod,
    paymentIntentId: booking.paymentIntentId,
  });
  if (result.paymentIntentId && result.paymentIntentId !== booking.paymentIntentId) {
    await db
      .update(bookings)
      .set({ paymentIntentId: result.paymentIntentId })
      .where(and(eq(bookings.id, booking.id), sql`${bookings.paymentIntentId} IS NULL`));
  }
  if (result.status === "failed")
    return { ok: false, status: 402, message: result.message || PAYMENT_FAILED_FALLBACK };
  if (result.status === "requires_action")
    return { ok: true, status: "requires_action", clientSecret: result.clientSecret };
  return settleSuccess(db, provider, booking, result.paymentIntentId, result.eventId, now);
}

/** Records a successful charge; refunds it when the booking could not be confirmed any more. */
export async function settleSuccess(
  db: Db,
  provider: PaymentProvider,
  booking: Pick<BookingRow, "id" | "reference" | "totalCents">,
  paymentIntentId: string,
  eventId: string,
  now: number,
): Promise<PayResult> {
  const outcome = await confirmBooking(db, {
    bookingId: booking.id,
    paymentIntentId,
    eventId,
    provider: provider.name,
    now,
  });
  if (outcome === "confirmed" || outcome === "already") return { ok: true, status: "confirmed" };
  await provider.refund(paymentIntentId, booking.totalCents, `expired-${booking.reference}`);
  return { ok: false, status: 409, message: PAYMENT_MESSAGES.holdExpired };
}

// ---------------------------------------------------------------------------------------------
// Cancel
// ---------------------------------------------------------------------------------------------

export type CancelResult =
  | { ok: true; refundCents: number; currency: Currency }
  | { ok: false; status: 409 | 502; message: string };

/** The refund cancelling now would give (the spec's policy), for showing before confirming. */
export function refundQuote(
  booking: Pick<BookingRow, "status" | "totalCents" | "startsAt">,
  now: number,
): number {
  if (booking.status !== "confirmed") return 0;
  return refundCents(booking.totalCents, hoursUntil(booking.startsAt.getTime(), now));
}

/**
 * Cancels a pending booking (releasing its hold) or a confirmed one with the policy's refund, paid
 * back through the provider before the status changes (the refund's idempotency key makes a retry
 * safe). The status update is conditional, so a double submit cancels and refunds once.
 */
export async function cancelBooking(
  db: Db,
  provider: PaymentProvider,
  booking: BookingRow,
  now: number,
): Promise<CancelResult> {
  const currency = booking.currency as Currency;
  if (booking.status !== "pending" && booking.status !== "confirmed")
    return { ok: false, status: 409, message: "Only pending or confirmed bookings can be cancelled." };
  const refund = refundQuote(booking, now);
  if (booking.status === "confirmed" && refund > 0 && booking.paymentIntentId) {
    const result = await provider.refund(booking.paymentIntentId, refund, `refund-${booking.reference}`);
    if (!result.ok)
      return {
        ok: false,
        status: 502,
        message: `We couldn't process your refund right now (${result.message}). Your booking is still confirmed; please try again.`,
      };
  }
  const lines = [
    `Hi ${booking.athleteName},`,
    "",
    `Your booking ${booking.reference} at ${booking.gymName} on ${booking.bookingDate} at ${booking.startTime} is cancelled.`,
    refund > 0
      ? `Refund: ${formatPrice(refund, currency, { cents: "always" })} to your card (allow 5-10 business days).`
      : booking.status === "confirmed"
        ? "No refund applies under the cancellation policy (less than 12 hours before the start)."
        : "You were not charged.",
  ];
  const [updated] = await db.batch([
    db
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: new Date(now), refundCents: refund, holdExpiresAt: null })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
      .returning({ id: bookings.id }),
    queueMailOnce(
      db,
      {
        to: booking.athleteEmail,
        subject: `Booking cancelled: ${booking.gymName} (${booking.reference})`,
        text: lines.join("\n"),
        kind: "booking_cancellation",
        relatedType: "booking",
        relatedId: booking.id,
      },
      sql`EXISTS (SELECT 1 FROM bookings WHERE id = ${booking.id} AND status = 'cancelled')`,
    ),
    ...reverseCommission(db, booking.id, now),
  ]);
  if (updated.length === 0)
    return { ok: false, status: 409, message: "This booking has already been cancelled." };
  return { ok: true, refundCents: refund, currency };
}

// ---------------------------------------------------------------------------------------------
// Scheduled jobs
// ---------------------------------------------------------------------------------------------

/** Cancels pending bookings whose hold has expired; the trigger releases their slots. Idempotent. */
export async function expireHolds(db: Db, now: number): Promise<number> {
  const rows = await db
    .update(bookings)
    .set({ status: "cancelled", cancelledAt: new Date(now) })
    .where(and(eq(bookings.status, "pending"), sql`${bookings.holdExpiresAt} <= ${now}`))
    .returning({ id: bookings.id });
  return rows.length;
}

/** Marks confirmed bookings (and amenity bookings) whose end has passed as completed. Idempotent. */
export async function completeBookings(db: Db, now: number): Promise<number> {
  const [rows] = await db.batch([
    db
      .update(bookings)
      .set({ status: "completed", completedAt: new Date(now) })
      .where(and(eq(bookings.status, "confirmed"), sql`${bookings.endsAt} <= ${now}`))
      .returning({ id: bookings.id }),
    db
      .update(amenityBookings)
      .set({ bookingStatus: "completed" })
      .where(and(eq(amenityBookings.bookingStatus, "confirmed"), sql`${amenityBookings.endsAt} <= ${now}`)),
  ]);
  return rows.length;
}

// ---------------------------------------------------------------------------------------------
// Calendar
// ---------------------------------------------------------------------------------------------

function icsInstant(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function icsLocal(date: string, time: string): string {
  return `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;
}

function icsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/\n/g, "\\n")
    .replace(/([,;])/g, "\\$1");
}

/**
 * An iCalendar event in the venue's time zone (DTSTART;TZID=Pacific/Auckland:...), which calendar
 * apps resolve with their own zone database, plus the UTC instants as a cross-check.
 */
export function bookingIcs(booking: BookingRow, origin: string): string {
  const endDate = new Date(booking.endsAt.getTime());
  const endClock = new Intl.DateTimeFormat("en-CA", {
    timeZone: booking.gymTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(endDate);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//GymRoam//Bookings//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${booking.reference}@gymroam`,
    `DTSTAMP:${icsInstant(Date.now())}`,
    `DTSTART;TZID=${booking.gymTimeZone}:${icsLocal(booking.bookingDate, booking.startTime)}`,
    `DTEND;TZID=${booking.gymTimeZone}:${icsLocal(endClock, booking.endTime)}`,
    `SUMMARY:${icsText(`${booking.bookingType === "day_pass" ? "Day pass" : "Gym session"} at ${booking.gymName}`)}`,
    `LOCATION:${icsText(`${booking.gymAddress}, ${booking.gymCity}, ${booking.gymCountry}`)}`,
    `DESCRIPTION:${icsText(`Booking ${booking.reference}. Arrive 10 minutes early and present your confirmation. ${origin}/bookings`)}`,
    "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/** The active ambassador code's id for a referral code (from a ?ref= link or typed at booking). */
export async function resolveAmbassadorCode(db: Db, code: string | undefined): Promise<number | null> {
  if (!code) return null;
  const row = await db
    .select({ id: ambassadorCodes.id })
    .from(ambassadorCodes)
    .where(and(eq(ambassadorCodes.code, code), eq(ambassadorCodes.isActive, true)))
    .get();
  return row?.id ?? null;
}

/** A booking as the spec's API reads it (decimal amounts), plus reference, cents and currency. */
export function toApiBooking(row: BookingRow) {
  return {
    id: row.id,
    reference: row.reference,
    gymId: row.gymId,
    status: row.status,
    bookingType: row.bookingType,
    bookingDate: row.bookingDate,
    startTime: row.startTime,
    endTime: row.endTime,
    duration: row.durationHours,
    athletes: row.athletes,
    totalAmount: row.totalCents / 100,
    totalCents: row.totalCents,
    refundCents: row.refundCents,
    currency: row.currency,
    specialRequests: row.specialRequests,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    reviewId: row.reviewId,
    gym: {
      id: row.gymId,
      name: row.gymName,
      city: row.gymCity,
      country: row.gymCountry,
      images: row.gymImage ? [row.gymImage] : [],
    },
  };
}

/**
 * The provider's payment intent for a booking (created once per booking; the reference is the
 * idempotency key), remembered on the booking so a return from Stripe can be checked against it.
 */
export async function paymentIntentFor(db: Db, provider: PaymentProvider, booking: BookingRow) {
  const intent = await provider.createIntent({
    bookingId: booking.id,
    reference: booking.reference,
    amountCents: booking.totalCents,
    currency: booking.currency,
    description: `${booking.gymName} ${booking.bookingDate} ${booking.startTime} (${booking.reference})`,
  });
  await db
    .update(bookings)
    .set({ paymentIntentId: intent.paymentIntentId })
    .where(and(eq(bookings.id, booking.id), sql`${bookings.paymentIntentId} IS NULL`));
  return intent;
}
