/**
 * The booking request's rules against a gym's calendar, and the slots a booking holds: pure, so the
 * models and use cases that write bookings share one reading of them.
 */
import {
  type BookingInterval,
  CLOSED_DATE_MESSAGE,
  checkBookingDate,
  type GymHours,
  hoursOn,
  occupiedSlots,
  passDayIntervals,
  startTimeSlots,
  upcomingSlots,
} from "./booking";
import { weekdayOf, weekdayPlural } from "./dates";
import { HOURLY_DURATION } from "./policies";
import { BOOKING_MESSAGES, type BookingDetails } from "./schemas/booking";

/** What the request rules read about a gym: its hours, zone, name and capacity. */
export type RequestGym = GymHours & { name: string; timeZone: string; capacity: number };

/** The weekdays with their own hours (rows with both times), keyed by weekday. */
export function dayHoursOf(
  days: readonly { day: number; openTime: string | null; closeTime: string | null }[],
): NonNullable<GymHours["dayHours"]> {
  const hours: Partial<Record<number, { openTime: string; closeTime: string }>> = {};
  for (const d of days)
    if (d.openTime && d.closeTime) hours[d.day] = { openTime: d.openTime, closeTime: d.closeTime };
  return hours;
}

// ---------------------------------------------------------------------------------------------
// Create
// ---------------------------------------------------------------------------------------------

export type BookingField = "bookingDate" | "startTime" | "duration" | "athletes" | "bookingType" | "gymId";

/** Checks the request against the gym's calendar; the first problem, phrased for the athlete. */
export function checkBookingRequest(
  gym: RequestGym,
  input: Pick<BookingDetails, "bookingType" | "bookingDate" | "startTime" | "duration" | "athletes">,
  now: number,
): { field: BookingField; message: string } | undefined {
  // That weekday's own hours: every start time below is checked against them.
  gym = hoursOn(gym, input.bookingDate);
  const dateProblem = checkBookingDate(gym, input.bookingDate, gym.timeZone, now);
  if (dateProblem === "holiday") return { field: "bookingDate", message: CLOSED_DATE_MESSAGE };
  if (dateProblem === "invalid") return { field: "bookingDate", message: BOOKING_MESSAGES.date };
  if (dateProblem === "past")
    return { field: "bookingDate", message: "That date has passed. Please choose today or a later date." };
  if (dateProblem === "too_far")
    return {
      field: "bookingDate",
      message: "Bookings open up to a year ahead. Please choose an earlier date.",
    };
  if (dateProblem === "closed") {
    const weekday = weekdayPlural(weekdayOf(input.bookingDate));
    return {
      field: "bookingDate",
      message: `${gym.name} is closed on ${weekday}. Please choose another date.`,
    };
  }
  const duration = input.bookingType === "hourly" ? input.duration : HOURLY_DURATION.min;
  // A week or month pass starts like a day pass.
  const visitType = input.bookingType === "hourly" ? "hourly" : "day_pass";
  const slots = startTimeSlots(gym, visitType, duration);
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

/** The gym slots a booking holds: its interval, or every open day of a week or month pass. */
export function heldSlots(
  gym: { timeZone: string } & GymHours,
  interval: BookingInterval,
  passDays: number,
): { date: string; time: string }[] {
  if (passDays <= 1) return occupiedSlots(interval.startsAt, interval.endsAt, gym.timeZone);
  const keys = new Map<string, { date: string; time: string }>();
  for (const day of passDayIntervals(gym, gym.timeZone, interval.bookingDate, interval.startTime, passDays))
    for (const slot of occupiedSlots(day.startsAt, day.endsAt, gym.timeZone))
      keys.set(`${slot.date} ${slot.time}`, slot);
  return [...keys.values()];
}
