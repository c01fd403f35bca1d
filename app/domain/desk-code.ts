/**
 * The desk code: six digits on a booking's pass that the front desk can type when the camera fails
 * (or the athlete's screen is cracked). The server derives it from the booking with a keyed MAC
 * (app/domain/pass-token.ts); these are the pure parts: turning MAC bytes into digits, reading
 * what the desk typed, and picking the booking a typed code names.
 */
import { PASS_DAYS } from "./pricing";
import { addDays } from "./zoned-time";

export const DESK_CODE_DIGITS = 6;
const MODULUS = 10 ** DESK_CODE_DIGITS;

export const DESK_CODE_MESSAGES = {
  noMatch: (code: string) =>
    `No booking for today at your gyms has the desk code ${code}. Check the digits, or type the booking reference.`,
  ambiguous: (code: string) =>
    `More than one booking today has the desk code ${code}. Type the booking reference instead.`,
} as const;

/**
 * Six digits from the first four bytes of a MAC (big-endian, modulo 10^6). The bias of 2^32 mod 10^6
 * is under one part in four thousand, far below what matters for a code the desk types once.
 */
export function deskCodeFromMac(bytes: Uint8Array): string {
  if (bytes.length < 4) throw new Error("A desk code needs at least 4 bytes of MAC");
  const n = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  return String(n % MODULUS).padStart(DESK_CODE_DIGITS, "0");
}

/** "042917" → "042 917": two groups of three read aloud and typed without losing a digit. */
export function formatDeskCode(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

/**
 * What the desk typed, as a desk code: six digits, with spaces or hyphens between them allowed
 * ("042 917", "042-917"); undefined for anything else (a reference, a pass, five digits).
 */
export function parseDeskCode(input: string): string | undefined {
  const digits = input.trim().replace(/[\s-]/g, "");
  return new RegExp(`^[0-9]{${DESK_CODE_DIGITS}}$`).test(digits) ? digits : undefined;
}

/** Whether `date` (YYYY-MM-DD) is one of the `days` days from `first` on. */
export function coversDay(first: string, days: number, date: string): boolean {
  return date >= first && date <= addDays(first, Math.max(1, days) - 1);
}

/** How far back a booking covering today may have started: the longest pass's first day. */
export const LONGEST_PASS_DAYS = Math.max(...Object.values(PASS_DAYS));

export type DeskCodeMatch<T> = { kind: "one"; booking: T } | { kind: "none" } | { kind: "ambiguous" };

/**
 * The booking a typed code names among today's candidates, each with the codes it answers to (one
 * per configured secret). Two bookings with the same six digits are refused rather than guessed
 * between: the desk then types the reference, which is unique.
 */
export function matchDeskCode<T extends { id: number }>(
  candidates: readonly { booking: T; codes: readonly string[] }[],
  code: string,
): DeskCodeMatch<T> {
  const found = candidates.filter((c) => c.codes.includes(code));
  const ids = new Set(found.map((c) => c.booking.id));
  if (ids.size === 0) return { kind: "none" };
  if (ids.size > 1) return { kind: "ambiguous" };
  return { kind: "one", booking: found[0]!.booking };
}
