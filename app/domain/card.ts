/**
 * The test card form's checks, worded as Stripe words them (Stripe.js card errors), so the offline
 * provider refuses what Stripe's test mode refuses: a number that fails the Luhn check, an expiry in
 * the past, a malformed security code. Pure: the caller passes "now".
 */

export const CARD_MESSAGES = {
  numberIncomplete: "Your card number is incomplete.",
  numberInvalid: "Your card number is invalid.",
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  expiryYearPast: "Your card's expiration year is in the past.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
} as const;

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number's problem, or undefined (spaces and dashes ignored). */
export function cardNumberProblem(raw: string): string | undefined {
  const digits = raw.replace(/[\s-]/g, "");
  if (!/^\d*$/.test(digits)) return CARD_MESSAGES.numberInvalid;
  if (digits.length < 13) return CARD_MESSAGES.numberIncomplete;
  if (digits.length > 19 || !luhnValid(digits)) return CARD_MESSAGES.numberInvalid;
  return undefined;
}

/**
 * An expiry "MM/YY" (or "MM / YYYY", or the digits alone: "1229", "122029"): its problem, or
 * undefined. A card is good through the last day of its month; "now" is read in UTC, like Stripe's
 * test mode.
 */
export function cardExpiryProblem(raw: string, now: number): string | undefined {
  const match =
    /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(raw) ?? /^\s*(\d{2})(\d{2}|\d{4})\s*$/.exec(raw);
  if (!match) return CARD_MESSAGES.expiryIncomplete;
  const month = Number(match[1]);
  const yearText = match[2] as string;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return CARD_MESSAGES.expiryMonthInvalid;
  const today = new Date(now);
  const thisYear = today.getUTCFullYear();
  if (year < thisYear) return CARD_MESSAGES.expiryYearPast;
  if (year > thisYear + 50) return CARD_MESSAGES.expiryYearInvalid;
  if (year === thisYear && month < today.getUTCMonth() + 1) return CARD_MESSAGES.expiryPast;
  return undefined;
}

/** A security code: 3 digits (4 for American Express, whose numbers start 34 or 37). */
export function cardCvcProblem(raw: string, cardNumber: string): string | undefined {
  const cvc = raw.trim();
  if (!/^\d*$/.test(cvc)) return CARD_MESSAGES.cvcInvalid;
  const amex = /^3[47]/.test(cardNumber.replace(/[\s-]/g, ""));
  const want = amex ? 4 : 3;
  if (cvc.length < want) return CARD_MESSAGES.cvcIncomplete;
  if (cvc.length > want) return CARD_MESSAGES.cvcInvalid;
  return undefined;
}

/** A card number as it is typed, in groups of four digits ("4242 4242 4242 4242"), at most 19 digits. */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * An expiry as it is typed, "MM/YY": the slash comes after the month ("1229" reads "12/29"), and a
 * first digit above 1 is a month on its own ("4" reads "04/").
 */
export function formatCardExpiry(raw: string): string {
  let digits = raw.replace(/\D/g, "");
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length < 2) return digits;
  // "12/" once the month is whole and the typist went on, or typed the slash themselves.
  if (digits.length === 2) return raw.includes("/") || raw.length > 2 ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
