import * as v from "valibot";
import { AMENITY_DURATION, HOURLY_DURATION, isIsoDate, MAX_ATHLETES, toMinutes } from "../booking";
import { BOOKING_TYPES } from "../catalog";
import { email, optionalText, positiveId, requiredText } from "./common";

/** Exact texts from spec sections 5 and 8. */
export const BOOKING_MESSAGES = {
  name: "Name is required",
  email: "Valid email is required",
  date: "Please select a booking date",
  startTime: "Start time is required",
  duration: "Duration must be at least 1 hour",
  durationMax: `Duration can be at most ${HOURLY_DURATION.max} hours`,
  bookingType: "Please select a booking type",
  athletes: "Number of athletes must be at least 1",
  athletesMax: `At most ${MAX_ATHLETES} athletes per booking; for bigger groups send a team inquiry`,
  gym: "Please choose a gym",
} as const;

export const AMENITY_MISSING = "Please select an amenity, date, and time.";

const numberish = (message: string) =>
  v.union([v.number(message), v.pipe(v.string(message), v.trim())], message);

/** Whole hours from a form or JSON value; the spec turns anything non-numeric into 1. */
const duration = v.pipe(
  v.optional(numberish(BOOKING_MESSAGES.duration), String(HOURLY_DURATION.default)),
  v.transform((raw) => {
    const value = typeof raw === "number" ? raw : raw === "" ? Number.NaN : Number(raw);
    return Number.isFinite(value) ? Math.trunc(value) : 1;
  }),
  v.minValue(HOURLY_DURATION.min, BOOKING_MESSAGES.duration),
  v.maxValue(HOURLY_DURATION.max, BOOKING_MESSAGES.durationMax),
);

const athletes = v.pipe(
  v.optional(numberish(BOOKING_MESSAGES.athletes), "1"),
  v.transform((raw) => (typeof raw === "number" ? raw : raw === "" ? 1 : Number(raw))),
  v.number(BOOKING_MESSAGES.athletes),
  v.integer(BOOKING_MESSAGES.athletes),
  v.minValue(1, BOOKING_MESSAGES.athletes),
  v.maxValue(MAX_ATHLETES, BOOKING_MESSAGES.athletesMax),
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
  athleteName: requiredText(BOOKING_MESSAGES.name, 100),
  athleteEmail: email(BOOKING_MESSAGES.email),
  phone: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(40, "Phone number is too long"),
      v.check((s) => s === "" || /^[+()\d][\d\s()+-]{5,}$/.test(s), "Please enter a valid phone number"),
      v.transform((s) => (s === "" ? undefined : s)),
    ),
  ),
  bookingType: v.pipe(
    v.optional(v.string(BOOKING_MESSAGES.bookingType), "day_pass"),
    v.picklist(BOOKING_TYPES, BOOKING_MESSAGES.bookingType),
  ),
  bookingDate,
  startTime,
  duration,
  athletes,
  specialRequests: optionalText(1000),
  ambassadorCode: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.maxLength(32, "Ambassador code is too long"),
      v.transform((s) => (s === "" ? undefined : s)),
    ),
  ),
});
export type BookingDetails = v.InferOutput<typeof BookingDetailsSchema>;

/** POST /api/process-payment { bookingId, paymentMethod }. */
export const ProcessPaymentSchema = v.object({
  bookingId: positiveId("bookingId must be a booking id"),
  paymentMethod: v.pipe(
    v.optional(v.string("paymentMethod is required"), ""),
    v.trim(),
    v.nonEmpty("paymentMethod is required"),
    v.maxLength(255, "paymentMethod is too long"),
  ),
});

/** The card form of the test provider: only the number matters; nothing here is stored. */
export const CardSchema = v.object({
  cardNumber: v.pipe(
    v.optional(v.string("Card number is required"), ""),
    v.transform((s) => s.replace(/[\s-]/g, "")),
    v.nonEmpty("Card number is required"),
    v.regex(/^\d{12,19}$/, "Enter a valid card number"),
  ),
  expiry: v.pipe(
    v.optional(v.string("Expiry date is required"), ""),
    v.trim(),
    v.nonEmpty("Expiry date is required"),
    v.regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Enter the expiry as MM/YY"),
  ),
  cvc: v.pipe(
    v.optional(v.string("Security code is required"), ""),
    v.trim(),
    v.nonEmpty("Security code is required"),
    v.regex(/^\d{3,4}$/, "Enter the 3 or 4 digit security code"),
  ),
});

/** Find a booking from another device. */
export const FindBookingSchema = v.object({
  email: email(BOOKING_MESSAGES.email),
  reference: v.pipe(
    v.optional(v.string("Booking reference is required"), ""),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty("Booking reference is required"),
    v.maxLength(20, "Enter the reference from your confirmation e-mail, e.g. GR-7K3P9Q"),
  ),
});

/**
 * POST /api/amenity-booking: gymId, amenityType, amenityName, startTime, duration (spec section 3),
 * plus bookingDate (or a startTime of the form 'YYYY-MM-DDTHH:MM'). endTime and totalPrice, when sent,
 * are ignored: the server computes them.
 */
export const AmenityBookingSchema = v.pipe(
  v.object({
    gymId: positiveId(BOOKING_MESSAGES.gym),
    amenityType: v.optional(v.pipe(v.string(), v.trim())),
    amenityName: v.pipe(v.optional(v.string(AMENITY_MISSING), ""), v.trim(), v.nonEmpty(AMENITY_MISSING)),
    bookingDate: v.optional(v.pipe(v.string(AMENITY_MISSING), v.trim()), ""),
    startTime: v.pipe(v.optional(v.string(AMENITY_MISSING), ""), v.trim(), v.nonEmpty(AMENITY_MISSING)),
    duration: v.pipe(
      v.optional(numberish("Duration must be 1-4 hours"), "1"),
      v.transform((raw) => (typeof raw === "number" ? raw : Number(raw))),
      v.number("Duration must be 1-4 hours"),
      v.integer("Duration must be 1-4 hours"),
      v.minValue(AMENITY_DURATION.min, "Duration must be 1-4 hours"),
      v.maxValue(AMENITY_DURATION.max, "Duration must be 1-4 hours"),
    ),
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
  amenityFailed: "Amenity Booking Failed",
  amenityMissing: { title: "Missing Information", description: AMENITY_MISSING },
} as const;

/** The reason shown when a provider error has no message of its own (spec section 8). */
export const PAYMENT_FAILED_FALLBACK = "Payment processing failed. Please try again.";
