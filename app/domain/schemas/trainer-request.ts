import * as v from "valibot";
import { MAX_DAYS_AHEAD } from "../booking";
import { isIsoDate } from "../dates";
import { addDays } from "../zoned-time";
import { email, optionalText, requiredText, wholeNumber } from "./common";

export const TRAINER_REQUEST_MESSAGES = {
  sessions: "Number of sessions must be between 1 and 30",
  from: "Please select a start date",
  fromPast: "The start date has passed. Please choose today or a later date.",
  tooFar: "Sessions can be requested up to a year ahead. Please choose an earlier date.",
  to: "Please enter the end date as a date",
  toBeforeFrom: "The end date must not be before the start date",
} as const;

const M = TRAINER_REQUEST_MESSAGES;

/**
 * A session request to a trainer: who, how many sessions (1-30), when (real calendar dates, starting
 * no earlier than `today` and at most a year ahead, like bookings), and a note. The page's form and its action build it with the same
 * `today` (see earliestToday), so the browser and the server refuse the same dates.
 */
export const trainerRequestSchema = (today: string) =>
  v.pipe(
    v.object({
      athleteName: requiredText("Name is required", 100, { label: "Name" }),
      athleteEmail: email("Valid email is required"),
      sessions: wholeNumber(M.sessions, { min: 1, max: 30, fallback: 1 }),
      from: v.pipe(
        v.optional(v.string(M.from), ""),
        v.trim(),
        v.check(isIsoDate, M.from),
        v.check((from) => from >= today, M.fromPast),
        v.check((from) => !isIsoDate(from) || from <= addDays(today, MAX_DAYS_AHEAD), M.tooFar),
      ),
      to: v.optional(
        v.pipe(
          v.string(M.to),
          v.trim(),
          v.transform((s) => (s === "" ? undefined : s)),
          v.optional(
            v.pipe(
              v.string(),
              v.check(isIsoDate, M.to),
              v.check((to) => !isIsoDate(to) || to <= addDays(today, MAX_DAYS_AHEAD), M.tooFar),
            ),
          ),
        ),
      ),
      message: optionalText(2000, { label: "Message" }),
    }),
    v.forward(
      v.partialCheck([["from"], ["to"]], (input) => !input.to || input.to >= input.from, M.toBeforeFrom),
      ["to"],
    ),
  );
export type TrainerRequest = v.InferOutput<ReturnType<typeof trainerRequestSchema>>;
