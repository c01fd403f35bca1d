import * as v from "valibot";
import { email, optionalText, requiredText } from "./common";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A session request to a trainer: who, how many sessions (1-30), when, and a note. */
export const TrainerRequestSchema = v.pipe(
  v.object({
    athleteName: requiredText("Name is required", 100),
    athleteEmail: email("Valid email is required"),
    sessions: v.pipe(
      v.optional(v.string(), "1"),
      v.regex(/^\d{1,2}$/, "Number of sessions must be between 1 and 30"),
      v.transform(Number),
      v.minValue(1, "Number of sessions must be between 1 and 30"),
      v.maxValue(30, "Number of sessions must be between 1 and 30"),
    ),
    from: v.pipe(
      v.optional(v.string("Please select a start date"), ""),
      v.regex(ISO_DATE, "Please select a start date"),
    ),
    to: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.transform((s) => (s === "" ? undefined : s)),
      ),
    ),
    message: optionalText(2000),
  }),
  v.forward(
    v.check(
      (input) => !input.to || (ISO_DATE.test(input.to) && input.to >= input.from),
      "The end date must not be before the start date",
    ),
    ["to"],
  ),
);
export type TrainerRequest = v.InferOutput<typeof TrainerRequestSchema>;
