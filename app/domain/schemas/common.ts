import * as v from "valibot";

/*
 * The building blocks of every form and API schema. Each one:
 * - gives a missing key or a value of the wrong type the field's own message (never valibot's
 *   "Invalid key: Expected … but received undefined");
 * - reports at most one message per field (`abortPipeEarly`: "" is not also "not an e-mail");
 * - refuses text a person cannot see or did not mean to send: C0/C1 control characters (NUL …),
 *   bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069), and line breaks
 *   or tabs in one-line fields, with a message that names the field (`label`);
 * - refuses fractional counts rather than truncating them (`wholeNumber`).
 */

/** One message per field: a pipe stops at its first problem. */
const once = <T extends v.GenericSchema>(schema: T) => v.config(schema, { abortPipeEarly: true });

/** Control characters no text field accepts (tab, LF and CR are allowed in multi-line text only). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/** What a one-line field refuses besides: tabs and line breaks (CR, LF, U+2028, U+2029). */
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;

/** Whether a text holds characters its field refuses (after trimming, so a pasted trailing newline is fine). */
export function hasForbiddenCharacters(text: string, multiline = false): boolean {
  return CONTROL_CHARACTERS.test(text) || (!multiline && LINE_BREAKS.test(text));
}

/** The 400 message for a field with control characters, naming the field. */
export function forbiddenCharactersMessage(label: string, multiline = false): string {
  return multiline
    ? `${label} contains invisible control characters. Please retype it as plain text.`
    : `${label} must be a single line of plain text, without line breaks or control characters.`;
}

export interface TextOptions {
  /** How the field is named in a message ("Name", "Team name"). */
  label?: string;
  /** Line breaks allowed (a message, a description); one line otherwise. */
  multiline?: boolean;
}

const FIELD = "This field";

/** Refuses control characters (and line breaks in a one-line field) with a message naming the field. */
export const plainText = ({ label = FIELD, multiline = false }: TextOptions = {}) =>
  v.check<string, string>(
    (s) => !hasForbiddenCharacters(s, multiline),
    forbiddenCharactersMessage(label, multiline),
  );

const tooLong = (label: string | undefined, max: number) =>
  label ? `${label} must be at most ${max} characters` : `Must be at most ${max} characters`;

/**
 * A trimmed, required text field with the spec's message, bounded so huge strings are refused.
 * It starts from `v.optional(v.string(message), "")` so a missing key gets the field's own message
 * (e.g. "Name is required") instead of valibot's generic "Invalid key".
 */
export const requiredText = (message: string, max = 200, options: TextOptions = {}) =>
  once(
    v.pipe(
      v.optional(v.string(message), ""),
      v.trim(),
      v.nonEmpty(message),
      v.maxLength(max, tooLong(options.label, max)),
      plainText(options),
    ),
  );

/**
 * Optional text: trimmed, blank becomes absent. Multi-line unless `multiline: false` (it serves
 * messages and notes; one-line optional fields such as a handle say so).
 */
export const optionalText = (max = 2000, { label, multiline = true }: TextOptions = {}) =>
  v.optional(
    once(
      v.pipe(
        v.string(label ? `${label} must be text` : "Must be text"),
        v.trim(),
        v.maxLength(max, tooLong(label, max)),
        plainText({ label, multiline }),
        v.transform((s) => (s === "" ? undefined : s)),
      ),
    ),
  );

const EMAIL = v.pipe(v.string(), v.email());

/**
 * A required e-mail address (at most 255 characters, the users column). One check, so blank, too long
 * and malformed give the one message once, whether the API or a page form (Conform) parses it.
 */
export const email = (message: string) =>
  v.pipe(
    v.optional(v.string(message), ""),
    v.trim(),
    // v.email's pattern already refuses control characters and line breaks; the last test keeps it so.
    v.check((s) => s !== "" && s.length <= 255 && v.is(EMAIL, s) && !hasForbiddenCharacters(s), message),
  );

/**
 * A positive integer id from a number or a numeric string (JSON bodies and form fields). Missing,
 * wrong type, fractional or out of range: the field's message.
 */
export const positiveId = (message: string) =>
  once(
    v.pipe(
      v.optional(
        // Text first, so a form's "1.0" or "1e3" is read as text (and refused) as it is from JSON.
        v.union(
          [
            v.pipe(v.string(message), v.trim(), v.regex(/^\d{1,10}$/, message), v.transform(Number)),
            v.number(message),
          ],
          message,
        ),
        "",
      ),
      v.number(message),
      v.integer(message),
      v.minValue(1, message),
      v.maxValue(2_147_483_647, message),
    ),
  );

export interface WholeNumberOptions {
  min: number;
  max: number;
  /** Used when the field is missing or blank; without it a blank is `message`. */
  fallback?: number;
  /** For a number with a fraction ("2.5"); `message` otherwise. */
  wholeMessage?: string;
  /** For a number above `max`; `message` otherwise. */
  maxMessage?: string;
}

/**
 * A count (athletes, team size, sessions, hours) from a JSON number or a form string: digits only,
 * never truncated. "2.5", 2.5, "1e3", "0x10", " 3 apples" are refused with the field's message.
 */
export const wholeNumber = (message: string, options: WholeNumberOptions) => {
  const { min, max, fallback, wholeMessage = message, maxMessage = message } = options;
  return once(
    v.pipe(
      // Text first: Conform's coercion would otherwise read a form's "1e3" or "0x10" as a number.
      // The default is the fallback itself: Conform turns a default "" back into undefined.
      v.optional(v.union([v.string(message), v.number(message)], message), fallback ?? ""),
      // One step that either yields the count or reports one problem: page forms are parsed by
      // Conform, which rebuilds pipes without `abortPipeEarly`, so separate checks would each add
      // their message ("at least 1", "a whole number", "at least 1" …) for one bad value.
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const raw = dataset.value;
        let value: number;
        if (typeof raw === "number") value = raw;
        else {
          const text = raw.trim();
          if (text === "") value = fallback ?? Number.NaN;
          else if (/^\d{1,9}$/.test(text)) value = Number(text);
          // A decimal number is a fraction (wholeMessage); anything else is not a number.
          else value = /^\d{0,9}\.\d+$/.test(text) ? Number(text) : Number.NaN;
        }
        const problem = !Number.isFinite(value)
          ? message
          : !Number.isInteger(value)
            ? wholeMessage
            : value < min
              ? message
              : value > max
                ? maxMessage
                : undefined;
        if (problem === undefined) return value;
        addIssue({ message: problem });
        return NEVER;
      }),
    ),
  );
};

/** The phone pattern every form shares (digits, spaces, + ( ) -). */
const PHONE = /^[+()\d][\d\s()+-]{5,}$/;

/** An optional phone number: blank becomes absent; `message` when it is not a phone number. */
export const optionalPhone = (message: string) =>
  v.optional(
    once(
      v.pipe(
        v.string(message),
        v.trim(),
        v.maxLength(40, "Phone number is too long"),
        v.check((s) => s === "" || PHONE.test(s), message),
        v.transform((s) => (s === "" ? undefined : s)),
      ),
    ),
  );

/** The phone check for a required phone field (after requiredText). */
export const isPhone = (s: string) => PHONE.test(s);

/*
 * Turning issues into sentences. Every schema above names its fields; this is the net under any that
 * does not (a valibot default such as `Invalid type: Expected string but received 5`).
 */

const VALIBOT_DEFAULT = /^Invalid \w+: (Expected|Received)/;

/** The field an issue is about ("gymId", "operatingDays"), or undefined for the whole body. */
export function issueField(issue: v.BaseIssue<unknown>): string | undefined {
  const key = issue.path?.[0]?.key;
  return key === undefined ? undefined : String(key);
}

/** An issue's message as a sentence a person can act on: our own message, or one naming the field. */
export function issueMessage(issue: v.BaseIssue<unknown>): string {
  if (!VALIBOT_DEFAULT.test(issue.message)) return issue.message;
  const field = issueField(issue);
  if (field === undefined) return "The request must be a JSON object with this form's fields.";
  return issue.received === "undefined" ? `${field} is required.` : `${field} is not valid.`;
}

/** Issues → the first message and each field's distinct messages, in order (`errors[""]` for the body). */
export function issueSummary(issues: readonly v.BaseIssue<unknown>[]): {
  error: string;
  errors: Record<string, string[]>;
} {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issueField(issue) ?? "";
    const message = issueMessage(issue);
    const list = errors[field] ?? [];
    if (!list.includes(message)) errors[field] = [...list, message];
  }
  return { error: issues[0] ? issueMessage(issues[0]) : "The request is not valid.", errors };
}
