import { data } from "react-router";

/** What a visitor is told when the body of a form post cannot be read as a form. */
export const FORM_MESSAGES = {
  unsupported: "This request must be sent as a form. Please reload the page and try again.",
  unreadable: "This form could not be read. Please reload the page and try again.",
  foreign: "This form has fields that are not ours. Please reload the page and try again.",
  tooLarge: "This form is too large to send. Please shorten your answers and try again.",
} as const;

/**
 * The most a request body of ours may hold. The largest form (a gym application with every text
 * at its maximum) is about 40 KB; nothing is uploaded as a file.
 */
export const MAX_BODY_BYTES = 256 * 1024;

/**
 * The most a refused body is read (and thrown away) to the end. Cancelling an unread body is not
 * enough: on a kept-alive connection workerd then fails the client's next request
 * (cloudflare/workerd#1741), so a refused body is drained; past this it is cancelled after all.
 */
export const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * Reads whatever is left of a request body and throws it away (up to MAX_DRAIN_BYTES), so an answer
 * given without reading the body (a 405, 413 or 415) leaves the connection usable. Safe to call on a
 * body already read, locked or absent.
 */
export async function drainBody(
  request: Request,
  reader?: ReadableStreamDefaultReader<Uint8Array>,
): Promise<void> {
  if (!reader && (!request.body || request.bodyUsed || request.body.locked)) return;
  const stream = reader ?? request.body!.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await stream.read();
      if (done) return;
      total += value.byteLength;
      if (total > MAX_DRAIN_BYTES) {
        await stream.cancel().catch(() => undefined);
        return;
      }
    }
  } catch {
    // The client went away: nothing left to drain.
  }
}

/**
 * The body's bytes, or null as soon as it is over `limit`, whether the request declares it
 * (Content-Length) or streams it: nothing past the limit is kept, so a huge post costs no memory;
 * the rest is drained (see drainBody).
 */
export async function readLimitedBody(
  request: Request,
  limit = MAX_BODY_BYTES,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const shared = sharedBodies.get(request);
  if (shared !== undefined) return shared === null || shared.byteLength > limit ? null : shared;
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > limit) {
    await drainBody(request);
    return null;
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await drainBody(request, reader);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** Bodies read once for every reader of their request (`readSharedBody`): null when over the limit. */
const sharedBodies = new WeakMap<Request, Uint8Array<ArrayBuffer> | null>();

/**
 * A body read once for everyone who reads it in this request: the root's guard (public posts) reads
 * it first, and the route's own `readLimitedBody` then gets the same bytes, where a copy through
 * `request.clone()` would read it twice. Only for a body that declares its length, within
 * MAX_BODY_BYTES (every form and JSON post a browser or client sends): anything else (a chunked body,
 * a photo upload) is undefined here and read from a clone, leaving the route free to read it with
 * its own limit.
 */
export async function readSharedBody(request: Request): Promise<Uint8Array<ArrayBuffer> | null | undefined> {
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (!(declared <= MAX_BODY_BYTES) || !request.body || request.bodyUsed || request.body.locked)
    return undefined;
  if (sharedBodies.has(request)) return sharedBodies.get(request);
  const bytes = await readLimitedBody(request);
  sharedBodies.set(request, bytes);
  return bytes;
}

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

export function isForeignField(name: string): boolean {
  if (CONFORM_CONTROL_FIELDS.has(name)) return true;
  for (const [, index] of name.matchAll(/\[(\d*)\]/g))
    if (index && (index.length > 3 || Number(index) > MAX_FIELD_INDEX)) return true;
  return false;
}

export type FormRead = { ok: true; form: FormData } | { ok: false; status: 400 | 413 | 415; message: string };

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Reads a request body as a form. A body of another type (JSON, text, none) is a 415 and one that
 * does not parse (multipart without a boundary, truncated) a 400, instead of the TypeError
 * `request.formData()` throws, which would be a 500. A form with Conform's control fields or a huge
 * list index is a 400 too (see above), and one over MAX_BODY_BYTES a 413.
 */
export async function parseForm(request: Request): Promise<FormRead> {
  const type = (request.headers.get("Content-Type") ?? "").trim().toLowerCase();
  if (!FORM_TYPES.some((t) => type.startsWith(t))) {
    await drainBody(request);
    return { ok: false, status: 415, message: FORM_MESSAGES.unsupported };
  }
  const bytes = await readLimitedBody(request);
  if (!bytes) return { ok: false, status: 413, message: FORM_MESSAGES.tooLarge };
  let form: FormData;
  try {
    // The original header: a multipart boundary is case-sensitive.
    form = await new Response(bytes, {
      headers: { "Content-Type": request.headers.get("Content-Type") ?? type },
    }).formData();
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
