/** JSON helpers for the spec's /api resource routes: errors are `{ error }` with a 4xx status. */

export function apiError(
  status: 400 | 401 | 403 | 404 | 405 | 409 | 422 | 429,
  message: string,
  init?: ResponseInit,
) {
  return Response.json({ error: message }, { ...init, status });
}

/** Cents → the spec's decimal amount (e.g. 2550 → 25.5). */
export const centsToAmount = (cents: number | null) => (cents === null ? null : cents / 100);

/** Parses a positive integer route id; undefined for anything else ("12abc", "-1", "1e3"). */
export function parseId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
