/**
 * The trip create payload (POST /api/trips and the planner's checkout): who travels, how many, and
 * the stops. Prices, covers and availability are the server's; nothing here carries a total.
 */
import * as v from "valibot";
import { isIsoDate, toMinutes } from "../dates";
import { MAX_ATHLETES } from "../policies";
import { COVER_TYPES, MAX_TRIP_STOPS, TRIP_MESSAGES } from "../trip-plan";
import { BOOKING_MESSAGES } from "./booking-messages";
import { email, issueMessage, optionalPhone, positiveId, requiredText, wholeNumber } from "./common";

const date = (message: string) =>
  v.pipe(v.optional(v.string(message), ""), v.trim(), v.nonEmpty(message), v.check(isIsoDate, message));

export const TripStopSchema = v.object({
  gymId: positiveId(BOOKING_MESSAGES.gym),
  from: date("Please choose the first day of the stop"),
  to: date("Please choose the last day of the stop"),
  bookingType: v.optional(v.picklist(COVER_TYPES, "bookingType must be day_pass, week_pass or month_pass")),
  startTime: v.optional(
    v.pipe(
      v.string(BOOKING_MESSAGES.startTime),
      v.trim(),
      v.check((s) => s === "" || (toMinutes(s) !== undefined && s !== "24:00"), BOOKING_MESSAGES.startTime),
      v.transform((s) => (s === "" ? undefined : s)),
    ),
  ),
});

export const TripSchema = v.object({
  athleteName: requiredText(BOOKING_MESSAGES.name, 100, { label: "Name" }),
  athleteEmail: email(BOOKING_MESSAGES.email),
  phone: optionalPhone("Please enter a valid phone number"),
  athletes: wholeNumber(BOOKING_MESSAGES.athletes, {
    min: 1,
    max: MAX_ATHLETES,
    fallback: 1,
    wholeMessage: BOOKING_MESSAGES.athletesWhole,
    maxMessage: BOOKING_MESSAGES.athletesMax,
  }),
  stops: v.pipe(
    v.array(TripStopSchema, TRIP_MESSAGES.noStops),
    v.minLength(1, TRIP_MESSAGES.noStops),
    v.maxLength(MAX_TRIP_STOPS, TRIP_MESSAGES.tooManyStops),
  ),
});

export type TripDetails = v.InferOutput<typeof TripSchema>;
export type TripStopDetails = v.InferOutput<typeof TripStopSchema>;

/** An issue's sentence, naming the stop it is about ("Stop 2: Please choose the first day of the stop"). */
export function tripIssueMessage(issue: v.BaseIssue<unknown>): string {
  const [first, second] = issue.path ?? [];
  const message = issueMessage(issue);
  if (first?.key === "stops" && typeof second?.key === "number") return `Stop ${second.key + 1}: ${message}`;
  return message;
}

/** The planner's stops as its form sends them (city1, from1, to1, time1, city2, …) and the needs. */
export interface TripPlanQuery {
  stops: { city: string; from: string; to: string; startTime?: string }[];
  /** Rows the form shows: the stops so far and one empty row, at least three. */
  rows: { n: number; city: string; from: string; to: string; startTime: string }[];
  equipment: string[];
  amenities: string[];
  athletes: number;
}

/**
 * Reads the planner's query, keeping complete, well-formed stops (a city and both dates, in order);
 * the rest only refill the form. The server checks everything again when the trip is held.
 */
export function readTripPlan(
  params: URLSearchParams,
  options: { equipment: readonly string[]; amenities: readonly string[] },
): TripPlanQuery {
  const rows: TripPlanQuery["rows"] = [];
  for (let i = 1; i <= MAX_TRIP_STOPS; i++) {
    const value = (name: string) => (params.get(`${name}${i}`) ?? "").trim().slice(0, 100);
    rows.push({ n: i, city: value("city"), from: value("from"), to: value("to"), startTime: value("time") });
  }
  const stops = rows
    .filter((r) => r.city !== "" && isIsoDate(r.from) && isIsoDate(r.to) && r.from <= r.to)
    .map((r) => ({
      city: r.city,
      from: r.from,
      to: r.to,
      ...(toMinutes(r.startTime) !== undefined && r.startTime !== "24:00" ? { startTime: r.startTime } : {}),
    }));
  const filled = rows.filter((r) => r.city !== "" || r.from !== "").length;
  const athletesText = params.get("athletes") ?? "";
  const athletes = /^\d{1,2}$/.test(athletesText)
    ? Math.min(MAX_ATHLETES, Math.max(1, Number(athletesText)))
    : 1;
  return {
    stops,
    rows: rows.slice(0, Math.min(MAX_TRIP_STOPS, Math.max(3, filled + 1))),
    equipment: params.getAll("equipment").filter((e) => options.equipment.includes(e)),
    amenities: params.getAll("amenities").filter((a) => options.amenities.includes(a)),
    athletes,
  };
}
