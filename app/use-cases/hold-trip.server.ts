/**
 * Hold a trip (issue 36): the one operation behind POST /api/trips and the planner's checkout. Each
 * stop is checked against its gym's calendar like a booking (open that day, a start time inside its
 * hours, room for the athletes), covered the cheapest way the gym sells (or the way asked for: a day
 * pass for each day it opens, or one pass), and every stop is held in one atomic batch: any refusal
 * names its stop and holds nothing.
 */
import {
  bookingInterval,
  checkBookingDate,
  hoursOn,
  passDayIntervals,
  startTimeSlots,
  upcomingSlots,
} from "~/domain/booking";
import { checkBookingRequest, heldSlots } from "~/domain/booking-request";
import { HOLD_CAP_MESSAGES } from "~/domain/holds";
import type { TripDetails, TripStopDetails } from "~/domain/schemas/trip";
import {
  coverDates,
  coverForStop,
  type StopCover,
  stopDatesProblem,
  stopLabel,
  TRIP_MESSAGES,
} from "~/domain/trip-plan";
import type { AlsoWrite } from "~/models/batch.server";
import { type BookingGym, getBookingGyms } from "~/models/booking-gym.server";
import { insertTrip, type NewTripBooking, type NewTripStop } from "~/models/trip.server";
import type { BookingActor, UseCaseContext } from "./context.server";
import { notBookable } from "./listing-state.server";
import { fail, ok, type Result } from "./result";

export interface HeldTrip {
  id: number;
  reference: string;
  holdExpiresAt: number;
  /** The identity made for a new visitor with the trip (actor.visitorId "new"). */
  createdUser?: number;
}

export type PlannedStop = { gym: BookingGym; cover: StopCover; stop: NewTripStop };

/** The earliest a day pass may start that day (inside its hours, still ahead of now). */
function firstStart(gym: BookingGym, date: string, now: number): string | undefined {
  return upcomingSlots(startTimeSlots(hoursOn(gym, date), "day_pass", 1), date, gym.timeZone, now)[0];
}

/** A stop's day against the gym's calendar, as a day pass for that day is checked. */
function checkStopDay(gym: BookingGym, date: string, startTime: string, athletes: number, now: number) {
  return checkBookingRequest(
    gym,
    { bookingType: "day_pass", bookingDate: date, startTime, duration: 1, athletes },
    now,
  )?.message;
}

/** A stop's bookings at its gym, or the sentence saying why it cannot be covered. */
function planStop(
  gym: BookingGym,
  input: TripStopDetails,
  who: Pick<TripDetails, "athleteName" | "athleteEmail" | "phone" | "athletes">,
  now: number,
): { cover: StopCover; bookings: NewTripBooking[] } | string {
  if (checkBookingDate(gym, input.to, gym.timeZone, now) === "too_far")
    return "Bookings open up to a year ahead. Please choose an earlier date.";
  const cover = coverForStop(gym, { ...input, athletes: who.athletes });
  const dates = cover ? coverDates(gym, input, cover) : [];
  // No day the gym opens (or no cover): the calendar's own sentence for the first day comes first.
  const first = dates[0] ?? input.from;
  const firstProblem = checkStopDay(
    gym,
    first,
    input.startTime ?? firstStart(gym, first, now) ?? "",
    who.athletes,
    now,
  );
  if (firstProblem) return firstProblem;
  if (!cover) return input.bookingType ? TRIP_MESSAGES.notOffered(input.bookingType) : TRIP_MESSAGES.noCover;
  const bookings: NewTripBooking[] = [];
  // Day passes: each costs the day rate; a pass costs its rate (both per athlete).
  const eachCents = (cover.perAthleteCents / dates.length) * who.athletes;
  for (const date of dates) {
    const startTime = input.startTime ?? firstStart(gym, date, now) ?? "";
    const problem = checkStopDay(gym, date, startTime, who.athletes, now);
    if (problem) return problem;
    let interval = bookingInterval(hoursOn(gym, date), gym.timeZone, "day_pass", date, startTime, 1);
    if (cover.passDays > 1) {
      // A pass ends when the gym closes on the last open day of its run.
      const days = passDayIntervals(gym, gym.timeZone, date, startTime, cover.passDays);
      interval = { ...interval, endsAt: days.at(-1)?.endsAt ?? interval.endsAt };
    }
    bookings.push({
      booking: {
        gym,
        athleteName: who.athleteName,
        athleteEmail: who.athleteEmail,
        phone: who.phone ?? null,
        bookingType: "day_pass",
        passDays: cover.passDays,
        interval,
        athletes: who.athletes,
        totalCents: eachCents,
        specialRequests: null,
        ambassadorCodeId: null,
        clientHash: null,
      },
      slots: heldSlots(gym, interval, cover.passDays),
    });
  }
  return { cover, bookings };
}

/** Each stop's gym, cover and bookings with their slots; or the first stop's problem, naming it. */
export async function planStops(ctx: UseCaseContext, details: TripDetails): Promise<Result<PlannedStop[]>> {
  const { db, now } = ctx;
  const dates = stopDatesProblem(details.stops);
  if (dates) {
    const { index, problem, other } = dates;
    const why =
      problem === "order"
        ? TRIP_MESSAGES.order
        : problem === "too_long"
          ? TRIP_MESSAGES.tooLong
          : TRIP_MESSAGES.overlap(other ?? 0);
    return fail("invalid", `${stopLabel(index)}: ${why}`);
  }
  const gyms = await getBookingGyms(
    db,
    details.stops.map((stop) => stop.gymId),
  );
  const planned: PlannedStop[] = [];
  for (const [index, input] of details.stops.entries()) {
    const gym = gyms[index];
    if (!gym) {
      const gone = await notBookable(db, input.gymId);
      return fail(gone.code, `${stopLabel(index)}: ${gone.message}`);
    }
    const stop = planStop(gym, input, details, now);
    if (typeof stop === "string") return fail("invalid", `${stopLabel(index, gym.name)}: ${stop}`);
    planned.push({
      gym,
      cover: stop.cover,
      stop: { gym, athletes: details.athletes, bookings: stop.bookings },
    });
  }
  return ok(planned);
}

export async function holdTrip(
  ctx: UseCaseContext,
  input: {
    actor: BookingActor;
    details: TripDetails;
    /** Written in the holds' own batch (an idempotent request's answer). */
    alsoWrite?: AlsoWrite;
  },
): Promise<Result<HeldTrip>> {
  const planned = await planStops(ctx, input.details);
  if (!planned.ok) return planned;
  const { details, actor } = input;
  const inserted = await insertTrip(
    ctx.db,
    {
      userId: actor.visitorId,
      athleteName: details.athleteName,
      athleteEmail: details.athleteEmail,
      phone: details.phone ?? null,
      athletes: details.athletes,
      stops: planned.value.map((p) => ({
        ...p.stop,
        bookings: p.stop.bookings.map((part) => ({
          ...part,
          booking: { ...part.booking, clientHash: actor.clientHash },
        })),
      })),
      now: ctx.now,
    },
    input.alsoWrite,
  );
  if (!inserted.ok) {
    if (inserted.reason === "hold_cap")
      return fail("rate_limited", HOLD_CAP_MESSAGES[inserted.cap], { retryAfter: 15 * 60 });
    const label = stopLabel(inserted.stop, planned.value[inserted.stop]?.gym.name);
    const why = inserted.freePlaces === 0 ? TRIP_MESSAGES.full : TRIP_MESSAGES.fewPlaces(inserted.freePlaces);
    return fail("conflict", `${label}: ${why}`);
  }
  return ok(inserted.trip);
}
