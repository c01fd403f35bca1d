/** JSON helpers for the spec's /api resource routes: errors are `{ error }` with a 4xx status. */

import * as v from "valibot";
import { issueSummary } from "~/domain/schemas/common";
import { drainBody, parseForm, readLimitedBody } from "~/lib/form.server";
import { FAILURE_STATUS, type Failure } from "~/use-cases/result";

export function apiError(
  status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429,
  message: string,
  init?: ResponseInit,
) {
  return Response.json({ error: message }, { ...init, status });
}

/**
 * 405 for a method a route does not take: the `Allow` header and a sentence saying what to send
 * instead. Any body sent along is drained first, so the connection stays usable (form.server.ts).
 * Every /api route answers a wrong method with this.
 */
export async function methodNotAllowed(request: Request, allow: readonly string[]): Promise<Response> {
  await drainBody(request);
  const methods = allow.length === 1 ? allow[0] : `${allow.slice(0, -1).join(", ")} or ${allow.at(-1)}`;
  return apiError(
    405,
    `This address does not accept ${request.method} requests. Send a ${methods} request instead.`,
    { headers: { Allow: allow.join(", ") } },
  );
}

/**
 * The 400 for input a schema refused: `{ error, errors }`, where `error` is the first problem and
 * `errors` each field's distinct messages in order, always sentences naming the field (never a
 * validation library's "Invalid key: Expected …").
 */
export function apiValidationError(issues: readonly v.BaseIssue<unknown>[]): Response {
  return Response.json(issueSummary(issues), { status: 400 });
}

/** A use case's failure as JSON: its message, the status of its code (and Retry-After when rate limited). */
export function apiFailure(failure: Failure, init?: ResponseInit): Response {
  const headers = new Headers(init?.headers);
  if (failure.retryAfter !== undefined) headers.set("Retry-After", String(failure.retryAfter));
  return Response.json(
    { error: failure.message, ...(failure.field ? { errors: { [failure.field]: [failure.message] } } : {}) },
    { ...init, status: FAILURE_STATUS[failure.code], headers },
  );
}

/** Cents → the spec's decimal amount (e.g. 2550 → 25.5). */
export const centsToAmount = (cents: number | null) => (cents === null ? null : cents / 100);

/** Parses a positive integer route id; undefined for anything else ("12abc", "-1", "1e3"). */
export function parseId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

export type BodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

/** The most a JSON body may hold (the largest, a gym application, is about 40 KB). */
const MAX_JSON_BYTES = 100_000;

/** Reads a JSON object body (or a form body, for plain HTML forms). Too large is a 413, anything else a 400. */
export async function readBody(request: Request): Promise<BodyResult> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    const read = await parseForm(request);
    if (!read.ok) return { ok: false, response: apiError(read.status, read.message) };
    const form = read.form;
    return {
      ok: true,
      body: Object.fromEntries(
        [...form.keys()].map((k) => [k, form.getAll(k).length > 1 ? form.getAll(k) : form.get(k)]),
      ),
    };
  }
  const bytes = await readLimitedBody(request, MAX_JSON_BYTES);
  if (!bytes) return { ok: false, response: apiError(413, "Request body is too large") };
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === "") return { ok: true, body: {} };
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return { ok: true, body: parsed as Record<string, unknown> };
  } catch {
    // fall through
  }
  return { ok: false, response: apiError(400, "Request body must be a JSON object") };
}

/** A positive integer id given as a number or a numeric string (JSON or form). */
export function idFrom(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isInteger(value) ? parseId(String(value)) : undefined;
  if (typeof value === "string") return parseId(value.trim());
  return undefined;
}

/**
 * The page path and query of a request, for post/redirect/get back to the same page. React Router's
 * client posts to `<path>.data` (single fetch) with a `_routes` parameter; both are removed.
 */
export function pagePath(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return `${pathname}${search ? `?${search}` : ""}`;
}

/**
 * The request's body checked against `schema`: its output and the body as sent, or the response that
 * refuses it (413 too large, 400 unreadable or invalid, with every field's message).
 */
export async function readValidBody<S extends v.GenericSchema>(
  request: Request,
  schema: S,
): Promise<
  { ok: true; value: v.InferOutput<S>; body: Record<string, unknown> } | { ok: false; response: Response }
> {
  const read = await readBody(request);
  if (!read.ok) return read;
  const parsed = v.safeParse(schema, read.body);
  if (!parsed.success) return { ok: false, response: apiValidationError(parsed.issues) };
  return { ok: true, value: parsed.output, body: read.body };
}
