/*
 * When a trainer works, read from the availability text they wrote ("Weekdays 6am-2pm, Saturday
 * mornings", "Tuesday to Saturday, 8am-6pm", "Evenings and weekends") as a set of weekdays, and whether
 * that fits a trip: the trainer feed keeps trainers with at least as many working days in the chosen
 * dates as sessions asked for (one session a day). Pure; no framework imports.
 *
 * Text that names no day ("Afternoons and evenings", "flexible hours") means any day: a trainer is
 * never hidden for wording we cannot read.
 */

const DAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** "saturday" or "saturdays" → 6; anything else → -1. */
const dayIndex = (word: string) => (DAY_NAMES as readonly string[]).indexOf(word.replace(/s$/, ""));

/** The weekdays (0 = Sunday) a trainer's availability text names; every day when it names none. */
export function trainerWeekdays(availability: string | null | undefined): Set<number> {
  const text = (availability ?? "").toLowerCase();
  if (/\b(7 days|seven days|daily|every day|any day|flexible)\b/.test(text)) return new Set(ALL_DAYS);
  const days = new Set<number>();
  // "Monday to Friday", "Tuesday - Saturday": the days from one to the other, through the week's end.
  const rangePattern = /\b([a-z]+day)s?\s*(?:to|-|–|through)\s*([a-z]+day)s?\b/g;
  let rest = text;
  for (const match of text.matchAll(rangePattern)) {
    const start = dayIndex(match[1] ?? "");
    const end = dayIndex(match[2] ?? "");
    if (start < 0 || end < 0) continue;
    for (let d = start; ; d = (d + 1) % 7) {
      days.add(d);
      if (d === end) break;
    }
    rest = rest.replace(match[0], " ");
  }
  if (/\bweekdays?\b/.test(rest)) for (const d of [1, 2, 3, 4, 5]) days.add(d);
  if (/\bweekends?\b/.test(rest)) for (const d of [0, 6]) days.add(d);
  for (const word of rest.match(/\b[a-z]+days?\b/g) ?? []) {
    if (word.startsWith("weekday")) continue;
    const d = dayIndex(word);
    if (d >= 0) days.add(d);
  }
  return days.size === 0 ? new Set(ALL_DAYS) : days;
}

/** How many dates from `from` to `to` (ISO, inclusive; at most a year counted) fall on the given weekdays. */
export function workingDaysBetween(from: string, to: string, weekdays: ReadonlySet<number>): number {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Math.min(Date.parse(`${to}T00:00:00Z`), start + 366 * 86_400_000);
  let count = 0;
  for (let t = start; t <= end; t += 86_400_000) if (weekdays.has(new Date(t).getUTCDay())) count++;
  return count;
}

/**
 * Whether a trainer fits the trip: with dates, at least `sessions` (default 1) working days between
 * them (a start alone means that week: the start and the six days after it). Without dates, every
 * trainer fits (the number of sessions alone says nothing about when).
 */
export function trainerAvailableFor(
  availability: string | null | undefined,
  trip: { from?: string; to?: string; sessions?: number },
): boolean {
  if (!trip.from) return true;
  const to = trip.to ?? isoPlusDays(trip.from, 6);
  return workingDaysBetween(trip.from, to, trainerWeekdays(availability)) >= Math.max(1, trip.sessions ?? 1);
}

function isoPlusDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
