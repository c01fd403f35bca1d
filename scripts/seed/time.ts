/** Wall-clock helpers for seed data: gym-local 'YYYY-MM-DD' + 'HH:MM' to UTC epoch milliseconds. */

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at the instant `epochMs`, in milliseconds (local minus UTC). */
function zoneOffsetMs(timeZone: string, epochMs: number): number {
  let format = offsetFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    offsetFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(epochMs)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** A local wall-clock time in `timeZone` as UTC epoch ms. '24:00' means the end of that day. */
export function zonedToEpochMs(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  const first = naive - zoneOffsetMs(timeZone, naive);
  const second = naive - zoneOffsetMs(timeZone, first);
  return second;
}

export const minutesOf = (time: string) => {
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return hh * 60 + mm;
};
export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** 'YYYY-MM-DD' plus `days`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Day of week of a calendar date, Sunday = 0. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
