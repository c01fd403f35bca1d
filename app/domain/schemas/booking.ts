import * as v from "valibot";
import { GYM_BOOKING_TYPES } from "../booking-types";
import { CARD_MESSAGES, cardCvcProblem, cardExpiryProblem, cardNumberProblem } from "../card";
import { isIsoDate, toMinutes } from "../dates";
import { AMENITY_DURATION, HOURLY_DURATION, MAX_ATHLETES } from "../policies";
import { PASS_TYPES } from "../pricing";
import { BOOKING_MESSAGES } from "./booking-messages";
import {
  email,
  optionalPhone,
  optionalText,
  plainText,
  positiveId,
  requiredText,
  wholeNumber,
} from "./common";

export { BOOKING_MESSAGES };

export const AMENITY_MISSING = "Please select an amenity, date, and time.";

const numberish = (message: string) =>
  v.union([v.number(message), v.pipe(v.string(message), v.trim())], message);

/**
 * Whole hours from a form or JSON value. The spec turns anything non-numeric into 1; a number with a
 * fraction ("1.5") is refused, never truncated.
 */
const duration = v.config(
  v.pipe(
    v.optional(numberish(BOOKING_MESSAGES.duration), String(HOURLY_DURATION.default)),
    v.transform((raw) => {
      const value = typeof raw === "number" ? raw : raw === "" ? Number.NaN : Number(raw);
      return Number.isFinite(value) ? value : 1;
    }),
    v.integer(BOOKING_MESSAGES.durationWhole),
    v.minValue(HOURLY_DURATION.min, BOOKING_MESSAGES.duration),
    v.maxValue(HOURLY_DURATION.max, BOOKING_MESSAGES.durationMax),
  ),
  { abortPipeEarly: true },
);

const athletes = wholeNumber(BOOKING_MESSAGES.athletes, {
  min: 1,
  max: MAX_ATHLETES,
  fallback: 1,
  wholeMessage: BOOKING_MESSAGES.athletesWhole,
  maxMessage: BOOKING_MESSAGES.athletesMax,
});

const AMENITY_DURATION_MESSAGE = "Duration must be 1-4 hours";
const amenityDuration = wholeNumber(AMENITY_DURATION_MESSAGE, {
  min: AMENITY_DURATION.min,
  max: AMENITY_DURATION.max,
  fallback: AMENITY_DURATION.default,
  wholeMessage: "Duration must be a whole number of hours (1-4)",
});

/** A one-time token the booking form carries, so a double submit makes one booking. */
const submissionToken = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^[A-Za-z0-9_-]{16,64}$/, "This form has expired. Please reload the page and try again."),
  ),
);

const bookingDate = v.pipe(
  v.optional(v.string(BOOKING_MESSAGES.date), ""),
  v.trim(),
  v.nonEmpty(BOOKING_MESSAGES.date),
  v.check(isIsoDate, BOOKING_MESSAGES.date),
);

const startTime = v.pipe(
  v.optional(v.string(BOOKING_MESSAGES.startTime), ""),
  v.trim(),
  v.nonEmpty(BOOKING_MESSAGES.startTime),
  v.check((s) => toMinutes(s) !== undefined && s !== "24:00", BOOKING_MESSAGES.startTime),
);

/**
 * The booking create payload of spec section 3 (gymId, athleteName, athleteEmail, phone, bookingDate,
 * startTime, duration, bookingType, specialRequests) plus the number of athletes and an optional
 * ambassador code. Any total the client sends is not part of it: the server prices the booking.
 */
export const BookingDetailsSchema = v.object({
  gymId: positiveId(BOOKING_MESSAGES.gym),
  athleteName: requiredText(BOOKING_MESSAGES.name, 100, { label: "Name" }),
  athleteEmail: email(BOOKING_MESSAGES.email),
  phone: optionalPhone("Please enter a valid phone number"),
  bookingType: v.pipe(
    v.optional(v.string(BOOKING_MESSAGES.bookingType), "day_pass"),
    // A week or month pass is bought like a day pass; which a gym sells is the server's to say.
    v.picklist([...GYM_BOOKING_TYPES, ...PASS_TYPES], BOOKING_MESSAGES.bookingType),
  ),
  bookingDate,
  startTime,
  duration,
  athletes,
  specialRequests: optionalText(1000, { label: "Special requests" }),
  ambassadorCode: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.maxLength(32, "Ambassador code is too long"),
      plainText({ label: "Ambassador code" }),
      v.transform((s) => (s === "" ? undefined : s)),
    ),
  ),
  /**
   * A recovery amenity added to the visit, paid in the same checkout: the item, its start (gym-local
   * "HH:MM" on the booking date) and hours. All three or none.
   */
  amenityItemId: v.optional(
    v.pipe(
      v.union([v.number(), v.string()]),
      v.transform((raw) => (raw === "" ? undefined : raw)),
      v.union([v.undefined(), positiveId("Please choose a recovery amenity")]),
    ),
  ),
  amenityStartTime: v.optional(
    v.pipe(
      v.string(AMENITY_MISSING),
      v.trim(),
      v.check((s) => s === "" || (toMinutes(s) !== undefined && s !== "24:00"), AMENITY_MISSING),
      v.transform((s) => (s === "" ? undefined : s)),
    ),
  ),
  amenityDuration: v.optional(amenityDuration),
  submissionToken,
});
export type BookingDetails = v.InferOutput<typeof BookingDetailsSchema>;

/** GET /gym/{id}/book/places: the visit the booking form has chosen so far, read the way it is booked. */
export const PlacesQuerySchema = v.pick(BookingDetailsSchema, [
  "gymId",
  "bookingType",
  "bookingDate",
  "startTime",
  "duration",
]);

/** POST /api/process-payment { bookingId, paymentMethod }. */
const paymentMethod = v.pipe(
  v.optional(v.string("paymentMethod is required"), ""),
  v.trim(),
  v.nonEmpty("paymentMethod is required"),
  v.maxLength(255, "paymentMethod is too long"),
);

export const ProcessPaymentSchema = v.object({
  bookingId: positiveId("bookingId must be a booking id"),
  paymentMethod,
});

/** A whole trip paid at once (issue 36): tripId instead of bookingId. */
export const ProcessTripPaymentSchema = v.object({
  tripId: positiveId("tripId must be a trip id"),
  paymentMethod,
});

/**
 * The card form of the test provider, checked as Stripe's test mode checks a card (Luhn, expiry not in
 * the past, a 3-digit code, 4 for American Express), in Stripe's words (domain/card.ts). Nothing here
 * is stored or logged.
 */
export const CardSchema = v.pipe(
  v.object({
    cardNumber: v.config(
      v.pipe(
        v.optional(v.string("Card number is required"), ""),
        v.transform((s) => s.replace(/[\s-]/g, "")),
        v.nonEmpty("Card number is required"),
        v.rawCheck(({ dataset, addIssue }) => {
          const problem = dataset.typed ? cardNumberProblem(dataset.value) : undefined;
          if (problem) addIssue({ message: problem });
        }),
      ),
      { abortPipeEarly: true },
    ),
    expiry: v.config(
      v.pipe(
        v.optional(v.string("Expiry date is required"), ""),
        v.trim(),
        v.nonEmpty("Expiry date is required"),
        v.rawCheck(({ dataset, addIssue }) => {
          const problem = dataset.typed ? cardExpiryProblem(dataset.value, Date.now()) : undefined;
          if (problem) addIssue({ message: problem });
        }),
      ),
      { abortPipeEarly: true },
    ),
    cvc: v.config(
      v.pipe(
        v.optional(v.string("Security code is required"), ""),
        v.trim(),
        v.nonEmpty("Security code is required"),
        v.regex(/^\d*$/, CARD_MESSAGES.cvcInvalid),
        v.minLength(3, CARD_MESSAGES.cvcIncomplete),
        v.maxLength(4, CARD_MESSAGES.cvcInvalid),
      ),
      { abortPipeEarly: true },
    ),
  }),
  // 4 digits only for American Express, which needs them (domain/card.ts).
  v.forward(
    v.partialCheck(
      [["cardNumber"], ["cvc"]],
      (input) => cardCvcProblem(input.cvc, input.cardNumber) !== CARD_MESSAGES.cvcInvalid,
      CARD_MESSAGES.cvcInvalid,
    ),
    ["cvc"],
  ),
  v.forward(
    v.partialCheck(
      [["cardNumber"], ["cvc"]],
      (input) => cardCvcProblem(input.cvc, input.cardNumber) !== CARD_MESSAGES.cvcIncomplete,
      CARD_MESSAGES.cvcIncomplete,
    ),
    ["cvc"],
  ),
);

/**
 * POST /api/amenity-booking and the gym page's amenity form: gymId, amenityType, amenityName,
 * startTime, duration (spec section 3), plus bookingDate (or a startTime of the form
 * 'YYYY-MM-DDTHH:MM') and, since an amenity booking is a real booking, the athlete's name and e-mail
 * with the gym booking's rules and messages. endTime and totalPrice, when sent, are ignored: the
 * server computes them.
 */
export const AmenityBookingSchema = v.pipe(
  v.object({
    gymId: positiveId(BOOKING_MESSAGES.gym),
    amenityType: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(40), plainText({ label: "Amenity type" })),
    ),
    amenityName: v.pipe(
      v.optional(v.string(AMENITY_MISSING), ""),
      v.trim(),
      v.nonEmpty(AMENITY_MISSING),
      v.maxLength(100, AMENITY_MISSING),
      plainText({ label: "Amenity" }),
    ),
    bookingDate: v.optional(v.pipe(v.string(AMENITY_MISSING), v.trim()), ""),
    startTime: v.pipe(v.optional(v.string(AMENITY_MISSING), ""), v.trim(), v.nonEmpty(AMENITY_MISSING)),
    duration: amenityDuration,
    // After the amenity fields: an incomplete request gets the spec's "Please select an amenity …" first.
    athleteName: requiredText(BOOKING_MESSAGES.name, 100, { label: "Name" }),
    athleteEmail: email(BOOKING_MESSAGES.email),
    submissionToken,
  }),
  v.transform((input) => {
    const [datePart, timePart] = input.startTime.includes("T")
      ? (input.startTime.split("T") as [string, string])
      : [input.bookingDate, input.startTime];
    return { ...input, bookingDate: datePart, startTime: timePart.slice(0, 5) };
  }),
  v.check((input) => isIsoDate(input.bookingDate), AMENITY_MISSING),
  v.check(
    (input) => toMinutes(input.startTime) !== undefined && input.startTime !== "24:00",
    AMENITY_MISSING,
  ),
);
export type AmenityBookingInput = v.InferOutput<typeof AmenityBookingSchema>;

/** Toast texts of spec section 8 for the booking flow. */
export const BOOKING_TOASTS = {
  created: {
    title: "Booking Created",
    description: "Your booking has been created. Please complete payment to confirm.",
  },
  createFailed: "Booking Failed",
  createFallback: "Failed to create booking. Please try again.",
  paid: { title: "Payment Successful", description: "Your gym booking has been confirmed!" },
  payFailed: "Payment Failed",
  amenityBooked: (amenity: string) => ({
    title: "Booking Successful!",
    description: `Your ${amenity} booking has been confirmed.`,
  }),
  /** An amenity booking is held until paid, like a gym booking. */
  amenityHeld: (amenity: string) => ({
    title: "Booking Created",
    description: `Your ${amenity} session is held for 15 minutes. Please complete payment to confirm.`,
  }),
  amenityFailed: "Amenity Booking Failed",
  amenityMissing: { title: "Missing Information", description: AMENITY_MISSING },
} as const;

/** The reason shown when a provider error has no message of its own (spec section 8). */
export const PAYMENT_FAILED_FALLBACK = "Payment processing failed. Please try again.";
