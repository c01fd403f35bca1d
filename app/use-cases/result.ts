/**
 * What every use case returns: a value, or a failure with a code the caller maps to an
 * HTTP status and a message already in the words the athlete reads (the spec's texts). The use case
 * never knows whether a page, the JSON API, the console or a cron called it.
 */
export type FailureCode =
  | "invalid" // 400: the input breaks a rule (field says which)
  | "unauthorized" // 401: who is asking is not known
  | "forbidden" // 403: known, but not allowed
  | "not_found" // 404
  | "conflict" // 409: the state changed under the request (full slot, already paid, already decided)
  | "payment_failed" // 402: the card was declined or failed
  | "idempotency_mismatch" // 422: the same Idempotency-Key with another body
  | "rate_limited" // 429: too many attempts; retryAfter says when to try again
  | "unavailable" // 503: a part the operation needs is not configured (payments in production)
  | "provider_error"; // 502: the payment provider failed (a refund that did not go through)

export interface Failure<Field extends string = string> {
  ok: false;
  code: FailureCode;
  message: string;
  /** The form field the message belongs to, when there is one. */
  field?: Field;
  /** Seconds until a rate-limited request may be retried. */
  retryAfter?: number;
}

export type Result<T, Field extends string = string> = { ok: true; value: T } | Failure<Field>;

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export function fail<Field extends string = string>(
  code: FailureCode,
  message: string,
  extra: { field?: Field; retryAfter?: number } = {},
): Failure<Field> {
  return { ok: false, code, message, ...extra };
}

export const FAILURE_STATUS: Record<FailureCode, 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429 | 502 | 503> =
  {
    invalid: 400,
    unauthorized: 401,
    forbidden: 403,
    not_found: 404,
    conflict: 409,
    payment_failed: 402,
    idempotency_mismatch: 422,
    rate_limited: 429,
    unavailable: 503,
    provider_error: 502,
  };
