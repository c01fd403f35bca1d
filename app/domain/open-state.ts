/** Open now: the gym page's line, on the venue's own clock and in its zone. */
import { closingMinutes, type GymHours, openingMinutes } from "./booking";
import { toMinutes, WEEKDAY_NAMES } from "./dates";
import { addDays, dayOfWeek, fromMinutes, wallClock } from "./zoned-time";

export type OpenState =
  | { open: true; allDay: true }
  | { open: true; allDay: false; closes: string }
  | { open: false; opens: string; day: "today" | "tomorrow" | number }
  | { open: false; opens: null };

/** Whether the gym is open at `now` on its own wall clock, and when it next closes or opens. */
export function openState(gym: GymHours, timeZone: string, now: number): OpenState {
  const clock = wallClock(now, timeZone);
  const minutes = toMinutes(clock.time) ?? 0;
  const openOn = (date: string) =>
    gym.operatingDays.length === 0 || gym.operatingDays.includes(dayOfWeek(date));
  const open = openingMinutes(gym);
  const close = closingMinutes(gym);
  if (openOn(clock.date) && minutes >= open && minutes < close) {
    if (gym.is24Hours) return { open: true, allDay: true };
    return { open: true, allDay: false, closes: fromMinutes(close) };
  }
  const opensAt = fromMinutes(open);
  if (openOn(clock.date) && minutes < open) return { open: false, opens: opensAt, day: "today" };
  for (let i = 1; i <= 7; i++) {
    const date = addDays(clock.date, i);
    if (openOn(date)) return { open: false, opens: opensAt, day: i === 1 ? "tomorrow" : dayOfWeek(date) };
  }
  return { open: false, opens: null };
}

/** "Open now · closes 22:00 NZDT", "Closed now · opens 06:00 NZDT tomorrow", "Open now · 24 hours". */
export function openStateText(state: OpenState, zoneLabel: string): string {
  if (state.open)
    return state.allDay ? "Open now · 24 hours" : `Open now · closes ${state.closes} ${zoneLabel}`;
  if (state.opens === null) return "Closed now";
  const day =
    state.day === "today" ? "" : state.day === "tomorrow" ? " tomorrow" : ` on ${WEEKDAY_NAMES[state.day]}`;
  return `Closed now · opens ${state.opens} ${zoneLabel}${day}`;
}
