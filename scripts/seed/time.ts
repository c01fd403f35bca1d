/** Wall-clock helpers for seed data: gym-local 'YYYY-MM-DD' + 'HH:MM' to UTC epoch milliseconds. */

import { zoneOffset } from "../../app/domain/zone-clock.ts";

/** A local wall-clock time in `timeZone` as UTC epoch ms. '24:00' means the end of that day. */
export function zonedToEpochMs(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  const first = naive - zoneOffset(naive, timeZone);
  const second = naive - zoneOffset(first, timeZone);
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
