/**
 * Change the date or time of a confirmed booking: behind My Bookings' "Change date" and
 * POST /api/bookings/{id}/reschedule. The policy promises free date changes with 24 hours' notice
 * (domain/policies.ts); inside that the change is refused in the policy's words. The server decides
 * everything: the new time must be one the gym offers (the booking rules of a new booking), capacity
 * is taken by the slot triggers in the same batch that gives the old slots back, and the price paid
 * stands (the price at the new time is recorded next to it). The athlete and the gym are
 * e-mailed through the outbox, the athlete with the invite's update (a higher SEQUENCE).
 */
import { type BookingInterval, bookingInterval, passDayIntervals } from "~/domain/booking";
import { checkBookingRequest, heldSlots } from "~/domain/booking-request";
import { passFor } from "~/domain/pass-token";
import { DATE_CHANGE_POLICY, dateChangeAllowed, HOURLY_DURATION } from "~/domain/policies";
import { bookingPriceCents, PASS_DAYS, passPriceCents } from "~/domain/pricing";
import { addOnOutsideVisit } from "~/domain/visits";
import { type BookingMail, bookingDateChangedMails } from "~/mail/booking-mail";
import { when } from "~/mail/templates/booking-parts";
import {
  AMENITY_MESSAGES,
  addOnOfBooking,
  listAmenityItems,
  planAmenity,
} from "~/models/amenity-booking.server";
import type { AmenityPart } from "~/models/booking-create.server";
import { type BookingGym, getBookingGym } from "~/models/booking-gym.server";
import { moveBooking } from "~/models/booking-move.server";
import { type BookingAccess, type BookingRow, getBooking } from "~/models/booking-read.server";
import type { UseCaseContext } from "./context.server";
import { offerFreedPlaces } from "./offer-freed-places.server";
import { fail, ok, type Result } from "./result";
import { stopDayMail } from "./stop-day.server";

export const DATE_CHANGE_MESSAGES = {
  notFound: "Booking not found",
  notConfirmed:
    "Only a confirmed booking can change its date. An unpaid booking can be changed on its payment page.",
  tooLate: `This booking starts in less than 24 hours, so its date can no longer be changed. ${DATE_CHANGE_POLICY}`,
  withAmenity:
    "This booking includes a recovery session, which can't be moved online. Please contact the gym to change it.",
  amenityStandalone:
    "A recovery session booked on its own can't be moved online. Please contact the gym to change it.",
  addOnCannotMove: (session: string, reason: string) =>
    `Your ${session} moves with the booking, but not to that date: ${reason}`,
  addOnOutside: (session: string, visit: string) =>
    `Your ${session} moves with the booking at the same time of day, which is outside the new visit (${visit}). Please choose a date and time whose visit includes it, or contact the gym to change the session.`,
  addOnTaken: (session: string) =>
    `Your ${session} moves with the booking, but it is already booked at that time on that date. Please choose another date, or contact the gym to change the session.`,
  gymUnavailable: "This gym is no longer taking bookings, so the date can't be changed.",
  same: "That is already this booking's date and time. Please choose another.",
  changed: "This booking changed while you were choosing. Please look at it again.",
  full: "The gym is fully booked at that time. Please choose another date or time.",
  fewer: (free: number) =>
    `Only ${free} ${free === 1 ? "place is" : "places are"} left at that time. Please choose another date or time.`,
} as const;

export type ChangeDateField = "bookingDate" | "startTime";

export interface ChangedBooking {
  id: number;
  reference: string;
  bookingDate: string;
  startTime: string;
  endTime: string;
  calendarSequence: number;
  /** What was paid, and stays paid. */
  totalCents: number;
  /** What the booking would cost at the new time by today's rates (recorded, not charged). */
  repricedCents: number;
  currency: string;
}

export async function changeBookingDate(
  ctx: UseCaseContext,
  input: { access: BookingAccess; bookingId: number; bookingDate: string; startTime: string },
): Promise<Result<ChangedBooking, ChangeDateField>> {
  const { db, now } = ctx;
  const booking = await getBooking(db, input.bookingId, input.access);
  if (!booking) return fail("not_found", DATE_CHANGE_MESSAGES.notFound);
  if (booking.status !== "confirmed") return fail("conflict", DATE_CHANGE_MESSAGES.notConfirmed);
  if (!dateChangeAllowed(booking, now)) return fail("conflict", DATE_CHANGE_MESSAGES.tooLate);
  if (booking.bookingType === "amenity") return fail("conflict", DATE_CHANGE_MESSAGES.amenityStandalone);
  const gym = await getBookingGym(db, booking.gymId);
  if (!gym) return fail("conflict", DATE_CHANGE_MESSAGES.gymUnavailable);

  const planned = await planDateChange(ctx, booking, gym, input);
  if (!planned.ok) return planned;
  const { interval, addOn, current, repricedCents, moved } = planned.value;
  // A day of a trip's stop of several: the athlete's calendar gets the whole stop's event as it will be.
  const mail = await stopDayMail(ctx, booking, { moved }, planned.value.mail);
  const result = await moveBooking(db, {
    booking,
    gym,
    interval,
    slots: planned.value.slots,
    repricedCents,
    mail,
    now,
    addOn,
  });
  if (!result.ok) {
    if (result.reason === "changed") return fail("conflict", DATE_CHANGE_MESSAGES.changed);
    if (result.reason === "amenity_taken")
      return fail(
        "conflict",
        DATE_CHANGE_MESSAGES.addOnTaken(
          current ? `${current.name} session (${current.startTime}–${current.endTime})` : "recovery session",
        ),
        { field: "bookingDate" },
      );
    return fail(
      "conflict",
      result.freePlaces === 0 ? DATE_CHANGE_MESSAGES.full : DATE_CHANGE_MESSAGES.fewer(result.freePlaces),
      { field: "startTime" },
    );
  }
  // The places it gave back on the old date go to the waitlist first.
  await offerFreedPlaces(ctx, { gymId: booking.gymId });
  return ok({
    id: booking.id,
    reference: booking.reference,
    bookingDate: moved.bookingDate,
    startTime: moved.startTime,
    endTime: moved.endTime,
    calendarSequence: moved.calendarSequence,
    totalCents: booking.totalCents,
    repricedCents,
    currency: booking.currency,
  });
}

/** A booking's date change, worked out and checked but not yet made. */
export interface DateChangePlan {
  interval: BookingInterval;
  slots: { date: string; time: string }[];
  repricedCents: number;
  /** The booking as it will be (its SEQUENCE one up). */
  moved: BookingRow;
  /** The athlete's updated invite and the gym's notice. */
  mail: BookingMail[];
  /** The recovery session moving with the visit, if it has one. */
  addOn?: AmenityPart & { amenityBookingId: number };
  current?: Awaited<ReturnType<typeof addOnOfBooking>>;
}

/**
 * Works out one confirmed booking's move to a new date and start at its gym: the gym's booking rules
 * for that time, the recovery add-on moving along, the price at the new time (recorded) and the
 * e-mails; the caller has checked the status and the 24 hours' notice. A trip's stop plans each of
 * its bookings with it.
 */
export async function planDateChange(
  ctx: UseCaseContext,
  booking: BookingRow,
  gym: BookingGym,
  input: { bookingDate: string; startTime: string },
): Promise<Result<DateChangePlan, ChangeDateField>> {
  const { db, now } = ctx;
  const bookingType = booking.bookingType;
  if (bookingType === "amenity") return fail("conflict", DATE_CHANGE_MESSAGES.amenityStandalone);
  const duration = bookingType === "hourly" ? booking.durationHours : HOURLY_DURATION.min;
  const problem = checkBookingRequest(
    gym,
    {
      bookingType,
      bookingDate: input.bookingDate,
      startTime: input.startTime,
      duration,
      athletes: booking.athletes,
    },
    now,
  );
  if (problem)
    return fail("invalid", problem.message, {
      field: problem.field === "startTime" ? "startTime" : "bookingDate",
    });
  if (input.bookingDate === booking.bookingDate && input.startTime === booking.startTime)
    return fail("invalid", DATE_CHANGE_MESSAGES.same, { field: "bookingDate" });

  const passDays = booking.passDays;
  let interval = bookingInterval(
    gym,
    gym.timeZone,
    bookingType,
    input.bookingDate,
    input.startTime,
    duration,
  );
  if (passDays > 1) {
    const days = passDayIntervals(gym, gym.timeZone, input.bookingDate, input.startTime, passDays);
    interval = { ...interval, endsAt: days.at(-1)?.endsAt ?? interval.endsAt };
  }
  // A recovery session added to the visit moves with it, at the same time of day, if it still fits.
  let addOn: (AmenityPart & { amenityBookingId: number }) | undefined;
  const current = booking.amenityName ? await addOnOfBooking(db, booking.id) : undefined;
  if (current) {
    const session = `${current.name} session (${current.startTime}–${current.endTime})`;
    const item = (await listAmenityItems(db, gym.id)).find((i) => i.id === current.itemId);
    if (!item)
      return fail("conflict", DATE_CHANGE_MESSAGES.addOnCannotMove(session, AMENITY_MESSAGES.notOffered), {
        field: "bookingDate",
      });
    const planned = planAmenity(
      gym,
      item,
      { bookingDate: input.bookingDate, startTime: current.startTime, duration: current.durationHours },
      now,
    );
    if (!planned.ok)
      return fail("conflict", DATE_CHANGE_MESSAGES.addOnCannotMove(session, planned.message), {
        field: "bookingDate",
      });
    if (addOnOutsideVisit(interval, planned.part))
      return fail(
        "conflict",
        DATE_CHANGE_MESSAGES.addOnOutside(session, `${interval.startTime}–${interval.endTime}`),
        { field: "startTime" },
      );
    addOn = { ...planned.part, amenityBookingId: current.id };
  }
  const pass =
    passDays === PASS_DAYS.week_pass ? "week_pass" : passDays === PASS_DAYS.month_pass ? "month_pass" : null;
  const repricedCents =
    pass && passDays > 1
      ? passSafePrice(() => passPriceCents(gym, pass, booking.athletes))
      : bookingPriceCents(gym, bookingType, interval.durationHours, booking.athletes);

  const moved: BookingRow = {
    ...booking,
    bookingDate: interval.bookingDate,
    startTime: interval.startTime,
    endTime: interval.endTime,
    durationHours: interval.durationHours,
    startsAt: new Date(interval.startsAt),
    endsAt: new Date(interval.endsAt),
    calendarSequence: booking.calendarSequence + 1,
    ...(addOn ? { amenityStartTime: addOn.startTime, amenityEndTime: addOn.endTime } : {}),
  };
  const slots = heldSlots(gym, interval, passDays);
  const mail = await bookingDateChangedMails(
    { ...moved, gymContactEmail: gym.contactEmail },
    when(booking),
    ctx.config,
    now,
    await passFor(ctx.config.sessionSecrets, moved),
  );
  return ok({ interval, slots, repricedCents, moved, mail, addOn, current });
}

/** A pass the gym has since stopped selling is recorded at 0 (the price paid stands either way). */
function passSafePrice(price: () => number): number {
  try {
    return price();
  } catch {
    return 0;
  }
}
