/**
 * Book a gym (issue 14 §1): the one operation behind the booking page's details step and
 * POST /api/bookings. The server decides everything that costs money: which kinds of booking the gym
 * offers (a rate of 0 is "not offered"), the price, the end time, the amenity added to the visit, and
 * whether the visitor or their network already holds too much.
 */
import { bookingInterval, hoursOn, passDayIntervals } from "~/domain/booking";
import { type BookingField, checkBookingRequest, heldSlots } from "~/domain/booking-request";
import { HOLD_CAP_MESSAGES } from "~/domain/holds";
import { HOURLY_DURATION } from "~/domain/policies";
import {
  bookingPriceCents,
  isPassType,
  NOT_OFFERED_MESSAGES,
  offersBookingType,
  PASS_DAYS,
  passOffers,
  passPriceCents,
} from "~/domain/pricing";
import { AMENITY_MISSING, type BookingDetails } from "~/domain/schemas/booking";
import { addOnOutsideVisit } from "~/domain/visits";
import { AMENITY_MESSAGES, listAmenityItems, planAmenity } from "~/models/amenity-booking.server";
import type { AlsoWrite } from "~/models/batch.server";
import {
  type AmenityPart,
  type InsertBookingResult,
  insertBooking,
  type NewBooking,
  resolveAmbassadorCode,
} from "~/models/booking-create.server";
import { type BookingGym, type Currency, getBookingGym } from "~/models/booking-gym.server";
import type { BookingRow } from "~/models/booking-read.server";
import { freePlaces } from "~/models/booking-slots.server";
import type { BookingActor, UseCaseContext } from "./context.server";
import { notBookable } from "./listing-state.server";
import { type Failure, fail, ok, type Result } from "./result";

export const UNKNOWN_AMBASSADOR_CODE =
  "We don't recognise that ambassador code. Check it, or leave the field empty.";

export type BookGymField = BookingField | "ambassadorCode" | "amenityItemId" | "amenityStartTime";

export interface CreatedBooking {
  id: number;
  reference: string;
  totalCents: number;
  currency: Currency;
  /** The booking as written, read back in the insert's own batch (the API answers it). */
  row?: BookingRow;
  /** The identity made for a new visitor with the booking (actor.visitorId "new"). */
  createdUser?: number;
}

export interface BookGymInput {
  actor: BookingActor;
  details: BookingDetails;
  /** The referral code remembered from a visit to /?ref=CODE, when no code was typed. */
  referralCode: string | undefined;
  /** The visitor's pending booking this one replaces (Back to details). */
  replacesBookingId?: number;
  /** Written in the booking's own batch (an idempotent request's answer). */
  alsoWrite?: AlsoWrite;
}

/** A booking as the server prices and times it, before anyone holds it (the waitlist keeps one). */
export type PlannedBooking = Omit<NewBooking, "userId" | "clientHash" | "replacesBookingId" | "now">;

export async function bookGym(
  ctx: UseCaseContext,
  input: BookGymInput,
): Promise<Result<CreatedBooking, BookGymField>> {
  const planned = await planGymBooking(ctx, input);
  if (!planned.ok) return planned;
  const inserted = await insertBooking(
    ctx.db,
    {
      ...planned.value,
      userId: input.actor.visitorId,
      clientHash: input.actor.clientHash,
      replacesBookingId: input.replacesBookingId,
      now: ctx.now,
    },
    input.alsoWrite,
  );
  if (!inserted.ok) return insertFailure(inserted, planned.value.amenity?.itemName);
  return ok(inserted.booking);
}

/** The booking a request asks for, checked against the gym and priced, or why it cannot be had. */
export async function planGymBooking(
  ctx: UseCaseContext,
  input: Pick<BookGymInput, "details" | "referralCode">,
): Promise<Result<PlannedBooking, BookGymField>> {
  const { db, now } = ctx;
  const { details } = input;
  const gym = await getBookingGym(db, details.gymId);
  if (!gym) return notBookable(db, details.gymId);
  const refused = refusedRequest(gym, details, now);
  if (refused) return refused;
  const { pass, visitType, visit } = requestedVisit(gym, details);

  const ambassadorCodeId = await resolveAmbassadorCode(db, details.ambassadorCode ?? input.referralCode);
  if (details.ambassadorCode && ambassadorCodeId === null)
    return fail("invalid", UNKNOWN_AMBASSADOR_CODE, { field: "ambassadorCode" });

  let amenity: AmenityPart | undefined;
  const wantsAmenity = details.amenityItemId !== undefined || details.amenityStartTime !== undefined;
  if (wantsAmenity) {
    if (details.amenityItemId === undefined || details.amenityStartTime === undefined)
      return fail("invalid", AMENITY_MISSING, { field: "amenityItemId" });
    const item = (await listAmenityItems(db, gym.id)).find((i) => i.id === details.amenityItemId);
    if (!item) return fail("invalid", AMENITY_MESSAGES.notFound, { field: "amenityItemId" });
    const planned = planAmenity(
      gym,
      item,
      {
        bookingDate: details.bookingDate,
        startTime: details.amenityStartTime,
        duration: details.amenityDuration ?? 1,
      },
      now,
    );
    if (!planned.ok) return fail("invalid", planned.message, { field: "amenityStartTime" });
    amenity = planned.part;
  }

  let interval = visit;
  // A recovery session added to the visit is used during it, never before the athlete's access starts.
  const outside = amenity ? addOnOutsideVisit(interval, amenity) : undefined;
  if (outside) return fail("invalid", outside, { field: "amenityStartTime" });
  if (pass) {
    // The pass ends when the gym closes on the last open day of its run.
    const days = passDayIntervals(gym, gym.timeZone, details.bookingDate, details.startTime, PASS_DAYS[pass]);
    interval = { ...interval, endsAt: days.at(-1)?.endsAt ?? interval.endsAt };
  }
  const gymCents = pass
    ? passPriceCents(gym, pass, details.athletes)
    : bookingPriceCents(gym, visitType, interval.durationHours, details.athletes);
  return ok({
    gym,
    athleteName: details.athleteName,
    athleteEmail: details.athleteEmail,
    phone: details.phone ?? null,
    bookingType: visitType,
    passDays: pass ? PASS_DAYS[pass] : 1,
    interval,
    athletes: details.athletes,
    totalCents: gymCents + (amenity?.totalCents ?? 0),
    specialRequests: details.specialRequests ?? null,
    ambassadorCodeId,
    holdsGymCapacity: true,
    amenity,
  });
}

type VisitRequest = Pick<
  BookingDetails,
  "bookingType" | "bookingDate" | "startTime" | "duration" | "athletes"
>;

/** Whether the gym sells this kind of visit and the calendar allows it: the first refusal, or none. */
function refusedRequest(
  gym: BookingGym,
  details: VisitRequest,
  now: number,
): Failure<BookGymField> | undefined {
  // A week or month pass: sold where the gym sets its rate and it beats day passes.
  const pass = isPassType(details.bookingType) ? details.bookingType : undefined;
  const offered = pass
    ? passOffers(gym).some((offer) => offer.type === pass)
    : offersBookingType(gym, details.bookingType === "hourly" ? "hourly" : "day_pass");
  if (!offered) return fail("invalid", NOT_OFFERED_MESSAGES[details.bookingType], { field: "bookingType" });
  const problem = checkBookingRequest(gym, details, now);
  if (problem) return fail("invalid", problem.message, { field: problem.field });
  return undefined;
}

/** The visit a request asks for: its kind, its pass (if any), its first day's interval, the days it runs. */
function requestedVisit(gym: BookingGym, details: VisitRequest) {
  const pass = isPassType(details.bookingType) ? details.bookingType : undefined;
  const visitType = details.bookingType === "hourly" ? "hourly" : "day_pass";
  const durationHours = details.bookingType === "hourly" ? details.duration : HOURLY_DURATION.min;
  const visit = bookingInterval(
    hoursOn(gym, details.bookingDate),
    gym.timeZone,
    visitType,
    details.bookingDate,
    details.startTime,
    durationHours,
  );
  return { pass, visitType, visit, passDays: pass ? PASS_DAYS[pass] : 1 } as const;
}

export interface PlacesLeft {
  /** Athletes who can still book this visit: the fullest of the slots it would hold. */
  places: number;
  capacity: number;
}

/**
 * How many athletes could still book this visit now, read before committing: the same slots and the
 * same capacity the booking's own write is checked against (expired holds not yet released count
 * until the next job run, so it never promises a place the booking would refuse for long).
 */
export async function placesLeft(
  ctx: UseCaseContext,
  details: Omit<VisitRequest, "athletes"> & { gymId: number },
): Promise<Result<PlacesLeft, BookGymField>> {
  const gym = await getBookingGym(ctx.db, details.gymId);
  if (!gym) return notBookable(ctx.db, details.gymId);
  const request = { ...details, athletes: 1 };
  const refused = refusedRequest(gym, request, ctx.now);
  if (refused) return refused;
  const { visit, passDays } = requestedVisit(gym, request);
  const places = await freePlaces(ctx.db, gym, heldSlots(gym, visit, passDays));
  return ok({ places, capacity: gym.capacity });
}

/** A refused insert in the athlete's words, shared by every way of making a booking. */
export function insertFailure(
  failure: Extract<InsertBookingResult, { ok: false }>,
  amenityName: string | undefined,
): Failure<BookGymField> {
  switch (failure.reason) {
    case "gym_full": {
      const free = failure.freePlaces ?? 0;
      return fail(
        "conflict",
        free === 0
          ? "This gym is fully booked at that time. Please choose another date or time."
          : `Only ${free} ${free === 1 ? "place is" : "places are"} left at that time. Please book fewer athletes or choose another time.`,
        { field: "athletes" },
      );
    }
    case "amenity_taken":
      return fail("conflict", AMENITY_MESSAGES.taken(amenityName ?? "That amenity"), {
        field: "amenityStartTime",
      });
    case "hold_cap":
      return fail("rate_limited", HOLD_CAP_MESSAGES[failure.cap ?? "visitor"], { retryAfter: 15 * 60 });
  }
}
