import { bookings } from "~/db/schema";

/** Who comes, what they booked and when: the columns every view of a booked visit reads. */
export const bookingVisitColumns = {
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
} as const;
