/**
 * The days of the week. Formerly in domain/catalog.ts; a module of their own so the gym page, which
 * renders them, does not load the whole catalogue.
 */

/** Day numbers follow JavaScript's Date#getDay: Sunday = 0. */
export const WEEKDAYS = [
  { day: 0, short: "Sun", name: "Sunday" },
  { day: 1, short: "Mon", name: "Monday" },
  { day: 2, short: "Tue", name: "Tuesday" },
  { day: 3, short: "Wed", name: "Wednesday" },
  { day: 4, short: "Thu", name: "Thursday" },
  { day: 5, short: "Fri", name: "Friday" },
  { day: 6, short: "Sat", name: "Saturday" },
] as const;
export type Weekday = (typeof WEEKDAYS)[number]["day"];

/** Every day, Monday first (as the week is read in New Zealand and Australia). */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0].map((day) => WEEKDAYS[day]!);
