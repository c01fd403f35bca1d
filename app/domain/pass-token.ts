/**
 * A booking's pass: the text in its QR code.
 *
 *   GRP1.<booking id>.<mac>
 *
 * `mac` is the first 16 bytes (base64url, 22 characters) of HMAC-SHA-256 over
 * `pass:v1:<id>:<reference>:<gym id>:<booking date>`, under a key derived from SESSION_SECRET
 * (HMAC-SHA-256 of the secret and "gymroam/pass-key/v1"), so the pass key is never the session key
 * itself. The token binds the booking, its gym and its date: a booking moved to another gym or date
 * gets another pass, and nobody without the secret can make one. It carries no personal data (only
 * the numeric id), and it is short enough for a small, robust QR code (version 3). Rotating
 * SESSION_SECRET (newest first) keeps passes signed with the older secret valid until it is dropped.
 *
 * The desk code (six digits the desk can type, domain/desk-code.ts) is a MAC of its own under the
 * same key, over `desk:v1:<id>:<reference>:<gym id>:<booking date>`: bound to the same facts as the
 * pass, so a moved booking gets a new one too, and nothing is stored.
 */
import { base64Url, derivedMac } from "./derived-key";
import { deskCodeFromMac } from "./desk-code";

export const PASS_PREFIX = "GRP1";
const PASS_PATTERN = /^GRP1\.([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{22})$/;

export interface PassSubject {
  id: number;
  reference: string;
  gymId: number;
  bookingDate: string;
}

const PASS_KEY_LABEL = "gymroam/pass-key/v1";

async function mac(secret: string, subject: PassSubject): Promise<string> {
  const message = `pass:v1:${subject.id}:${subject.reference}:${subject.gymId}:${subject.bookingDate}`;
  return base64Url((await derivedMac(secret, PASS_KEY_LABEL, message)).subarray(0, 16));
}

async function deskMac(secret: string, subject: PassSubject): Promise<string> {
  const message = `desk:v1:${subject.id}:${subject.reference}:${subject.gymId}:${subject.bookingDate}`;
  return deskCodeFromMac(await derivedMac(secret, PASS_KEY_LABEL, message));
}

/** The booking's desk code under the newest secret, or undefined without a SESSION_SECRET. */
export async function deskCodeFor(
  secrets: readonly string[],
  subject: PassSubject,
): Promise<string | undefined> {
  const secret = secrets[0];
  return secret ? deskMac(secret, subject) : undefined;
}

/** Every desk code the booking answers to: one per configured secret, so rotation keeps old ones. */
export function deskCodesOf(secrets: readonly string[], subject: PassSubject): Promise<string[]> {
  return Promise.all(secrets.map((secret) => deskMac(secret, subject)));
}

function equalStrings(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The pass of a booking, signed with the newest secret. */
export async function signPass(secrets: readonly string[], subject: PassSubject): Promise<string> {
  const secret = secrets[0];
  if (!secret) throw new Error("No SESSION_SECRET configured to sign passes");
  return `${PASS_PREFIX}.${subject.id}.${await mac(secret, subject)}`;
}

/** The pass of a booking, or undefined when no SESSION_SECRET is configured (nothing can be signed). */
export async function passFor(secrets: readonly string[], subject: PassSubject): Promise<string | undefined> {
  return secrets.length > 0 ? signPass(secrets, subject) : undefined;
}

/** Whether `text` has a pass's shape (the console then reads it as a pass, not a reference). */
export function looksLikePass(text: string): boolean {
  return text.startsWith(`${PASS_PREFIX}.`);
}

/** The booking id a pass names, when it has a pass's shape (its signature is not checked yet). */
export function passBookingId(token: string): number | undefined {
  const match = PASS_PATTERN.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** Whether `token` is this booking's pass under any configured secret (constant-time compare). */
export async function verifyPass(
  secrets: readonly string[],
  token: string,
  subject: PassSubject,
): Promise<boolean> {
  const match = PASS_PATTERN.exec(token);
  if (!match || Number(match[1]) !== subject.id) return false;
  for (const secret of secrets) {
    if (equalStrings(await mac(secret, subject), match[2]!)) return true;
  }
  return false;
}
