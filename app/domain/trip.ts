/*
 * The trip a visitor searched for (access dates and athletes), carried from a search to the gym page
 * and its booking form as query parameters (?from=&to=&athletes=). Links only: every page and action
 * that uses them validates them again, and the booking's server still decides dates and prices.
 */

export type Trip = { from?: string; to?: string; athletes?: number };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "?from=2026-12-01&to=2026-12-03&athletes=2", or "" when the search had none of them. */
export function tripSearch(trip: Trip): string {
  const params = new URLSearchParams();
  if (trip.from) params.set("from", trip.from);
  if (trip.to) params.set("to", trip.to);
  if (trip.athletes !== undefined && trip.athletes > 1) params.set("athletes", String(trip.athletes));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * The trip in a page's URL, keeping only well-formed values that are not in the past (`today` in the
 * venue's zone); anything else is dropped rather than refused, as these only prefill forms.
 */
export function readTrip(params: URLSearchParams, today: string, maxAthletes = 500): Trip {
  const date = (name: string) => {
    const value = params.get(name)?.trim() ?? "";
    return ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && value >= today
      ? value
      : undefined;
  };
  const from = date("from");
  let to = date("to");
  if (from && to && to < from) to = undefined;
  const athletesText = params.get("athletes")?.trim() ?? "";
  const athletes = /^\d{1,4}$/.test(athletesText) ? Number(athletesText) : undefined;
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(athletes !== undefined && athletes >= 1 && athletes <= maxAthletes ? { athletes } : {}),
  };
}
