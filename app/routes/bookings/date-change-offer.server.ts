import type { DateChangeOffer } from "~/components/bookings-change-date";
import type { Db } from "~/db/client.server";
import { MAX_DAYS_AHEAD, startTimeSlots } from "~/domain/booking";
import { zoneAbbreviation } from "~/domain/dates";
import { HOURLY_DURATION } from "~/domain/policies";
import { addDays, todayIn } from "~/domain/zoned-time";
import { getBookingGym } from "~/models/booking-gym.server";
import type { BookingRow } from "~/models/booking-read.server";

/** The change-date form's choices for one booking: the gym's start times for its kind of booking. */
export async function dateChangeOffer(db: Db, row: BookingRow, now: number): Promise<DateChangeOffer | null> {
  if (row.bookingType === "amenity") return null;
  const gym = await getBookingGym(db, row.gymId);
  if (!gym) return null;
  const today = todayIn(gym.timeZone, now);
  const duration = row.bookingType === "hourly" ? row.durationHours : HOURLY_DURATION.min;
  return {
    bookingId: row.id,
    bookingDate: row.bookingDate,
    startTime: row.startTime,
    minDate: today,
    maxDate: addDays(today, MAX_DAYS_AHEAD),
    startTimes: startTimeSlots(gym, row.bookingType, duration),
    zoneHint: `${gym.timeZone.replace("_", " ")} time (${zoneAbbreviation(gym.timeZone, row.startsAt)})`,
  };
}
