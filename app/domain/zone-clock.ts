/**
 * The wall clock of an instant in an IANA time zone, read through one cached Intl formatter per zone
 * (making a formatter costs far more than using one). It imports nothing, so the seed script can load
 * it under plain Node too.
 */

/** An instant's calendar and clock fields in a zone, zero-padded: month "01"-"12", hour "00"-"23". */
export interface ZoneClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

export function zoneClock(instant: Date | number, timeZone: string): ZoneClock {
  let format = formatters.get(timeZone);
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
    formatters.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return parts as unknown as ZoneClock;
}

/** Offset of a zone from UTC at an instant, in ms, local minus UTC (Pacific/Auckland in January: +13 h). */
export function zoneOffset(instant: number, timeZone: string): number {
  const clock = zoneClock(instant, timeZone);
  const asUtc = Date.UTC(
    Number(clock.year),
    Number(clock.month) - 1,
    Number(clock.day),
    Number(clock.hour),
    Number(clock.minute),
    Number(clock.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}
