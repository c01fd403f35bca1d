import { HOURLY_DURATION, MAX_ATHLETES } from "../policies";

/*
 * The booking forms' messages, apart from the schemas in ./booking (re-exported there): the My
 * Bookings forms use a few of them without loading the booking and card schemas.
 */

/** Exact texts from spec sections 5 and 8. */
export const BOOKING_MESSAGES = {
  name: "Name is required",
  email: "Valid email is required",
  date: "Please select a booking date",
  startTime: "Start time is required",
  duration: "Duration must be at least 1 hour",
  durationMax: `Duration can be at most ${HOURLY_DURATION.max} hours`,
  bookingType: "Please select a booking type",
  athletes: "Number of athletes must be at least 1",
  athletesWhole: "Number of athletes must be a whole number",
  durationWhole: "Duration must be a whole number of hours",
  athletesMax: `At most ${MAX_ATHLETES} athletes per booking; for bigger groups send a team inquiry`,
  gym: "Please choose a gym",
} as const;
