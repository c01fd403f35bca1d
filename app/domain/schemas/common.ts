import * as v from "valibot";

/** A trimmed, required text field with the spec's message, bounded so huge strings are refused. */
/*
 * Required fields start from `v.optional(v.string(message), "")` so a missing key gets the field's own
 * message (e.g. "Name is required") instead of valibot's generic "Invalid key".
 */
export const requiredText = (message: string, max = 200) =>
  v.pipe(
    v.optional(v.string(message), ""),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, `Must be at most ${max} characters`),
  );

export const optionalText = (max = 2000) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, `Must be at most ${max} characters`),
      v.transform((s) => (s === "" ? undefined : s)),
    ),
  );

export const email = (message: string) =>
  v.pipe(
    v.optional(v.string(message), ""),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(255, message),
    v.email(message),
  );

/** A positive integer id from a number or a numeric string (JSON bodies and form fields). */
export const positiveId = (message: string) =>
  v.pipe(
    v.union(
      [
        v.number(message),
        v.pipe(v.string(message), v.trim(), v.regex(/^\d{1,10}$/, message), v.transform(Number)),
      ],
      message,
    ),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(2_147_483_647, message),
  );
