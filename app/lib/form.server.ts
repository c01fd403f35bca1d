import { data } from "react-router";

/** What a visitor is told when the body of a form post cannot be read as a form. */
export const FORM_MESSAGES = {
  unsupported: "This request must be sent as a form. Please reload the page and try again.",
  unreadable: "This form could not be read. Please reload the page and try again.",
  foreign: "This form has fields that are not ours. Please reload the page and try again.",
} as const;

/**
 * Conform's control fields. No form of ours sends them (no intent buttons, no FormStateInput), and
 * Conform throws on a malformed one (JSON.parse, "Unknown form control intent"): a 500.
 */
const CONFORM_CONTROL_FIELDS = new Set(["__intent__", "__state__"]);

/**
 * The highest list index a field name may carry (`name[3]`). Our forms repeat a name for a list and
 * never send an index, but Conform reads one, and `operatingDays[4000000000]` would make a sparse
 * array of billions that the schema and the reply then walk: seconds of CPU and a reply of gigabytes.
 */
export const MAX_FIELD_INDEX = 100;

function isForeignField(name: string): boolean {
  if (CONFORM_CONTROL_FIELDS.has(name)) return true;
  for (const [, index] of name.matchAll(/\[(\d*)\]/g))
    if (index && (index.length > 3 || Number(index) > MAX_FIELD_INDEX)) return true;
  return false;
}

export type FormRead = { ok: true; form: FormData } | { ok: false; status: 400 | 415; message: string };

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Reads a request body as a form. A body of another type (JSON, text, none) is a 415 and one that
 * does not parse (multipart without a boundary, truncated) a 400, instead of the TypeError
 * `request.formData()` throws, which would be a 500. A form with Conform's control fields or a huge
 * list index is a 400 too (see above).
 */
export async function parseForm(request: Request): Promise<FormRead> {
  const type = (request.headers.get("Content-Type") ?? "").trim().toLowerCase();
  if (!FORM_TYPES.some((t) => type.startsWith(t)))
    return { ok: false, status: 415, message: FORM_MESSAGES.unsupported };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, status: 400, message: FORM_MESSAGES.unreadable };
  }
  for (const name of form.keys())
    if (isForeignField(name)) return { ok: false, status: 400, message: FORM_MESSAGES.foreign };
  return { ok: true, form };
}

/**
 * The form of a page action. A body that is not a form is thrown as a 4xx with the message, which the
 * route's error boundary shows.
 */
export async function readForm(request: Request): Promise<FormData> {
  const read = await parseForm(request);
  if (!read.ok) throw data(read.message, { status: read.status });
  return read.form;
}
