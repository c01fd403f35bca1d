/**
 * Wall-clock arithmetic and time zones for the booking rules: wall-clock values are a gym's local
 * time ('YYYY-MM-DD', 'HH:MM'), instants are epoch ms (UTC). Plain TypeScript, no I/O.
 */
import { todayInZone, toMinutes } from "./dates";
import { zoneClock, zoneOffset } from "./zone-clock";

/** Minutes after midnight → "HH:MM" (wrapping past midnight). */
export function fromMinutes(total: number): string {
  const wrapped = ((total % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, "0")}:${String(wrapped % 60).padStart(2, "0")}`;
}

/** Day of week of an ISO date (Sunday = 0), independent of any time zone. */
export function dayOfWeek(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The wall clock of an instant in a zone. */
export function wallClock(instant: number, timeZone: string): { date: string; time: string } {
  const clock = zoneClock(instant, timeZone);
  return { date: `${clock.year}-${clock.month}-${clock.day}`, time: `${clock.hour}:${clock.minute}` };
}

/**
 * The instant a gym-local wall-clock time happens. In the hour skipped when clocks go forward the
 * result is the same wall time on the earlier offset (i.e. an hour later on the new clock); in the
 * repeated hour when clocks go back it is the first occurrence.
 */
export function zonedTimeToInstant(isoDate: string, time: string, timeZone: string): number {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const minutes = toMinutes(time) ?? 0;
  const local = Date.UTC(year, month - 1, day) + minutes * 60_000;
  const firstGuess = local - zoneOffset(local, timeZone);
  const offset = zoneOffset(firstGuess, timeZone);
  const secondGuess = local - offset;
  if (zoneOffset(secondGuess, timeZone) === offset) {
    // Prefer the earlier instant in the repeated hour.
    const earlier = secondGuess - 3_600_000;
    if (wallClockEquals(earlier, timeZone, isoDate, time)) return earlier;
    return secondGuess;
  }
  return firstGuess;
}

function wallClockEquals(instant: number, timeZone: string, isoDate: string, time: string): boolean {
  const clock = wallClock(instant, timeZone);
  return clock.date === isoDate && clock.time === time;
}

/** Today in a zone, as an ISO date (domain/dates.ts todayInZone, for the booking rules' callers). */
export function todayIn(timeZone: string, now: number): string {
  return todayInZone(timeZone, now);
}
