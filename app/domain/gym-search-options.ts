import { DEFAULT_CITY, PRICE_SLIDER } from "./catalog";

/*
 * What the search screens need in the browser, kept apart from the query schema (gym-search.ts) so
 * their client code does not carry valibot.
 */

export const GYM_SORTS = ["distance", "price", "rating"] as const;
export type GymSort = (typeof GYM_SORTS)[number];

/** The page's defaults: Wellington, price 10-100 (the API applies no default city or price). */
export const PAGE_DEFAULTS = {
  city: DEFAULT_CITY,
  minPrice: PRICE_SLIDER.defaultMin,
  maxPrice: PRICE_SLIDER.defaultMax,
} as const;

/**
 * Gyms a /gyms page shows at once (the API's pages are 24). Twelve cards fill two screens on a
 * phone and four rows on a desktop; the document stays small enough to paint quickly on a slow
 * phone, and the pager below brings the rest.
 */
export const SEARCH_PAGE_SIZE = 12;

/** A result count as headings show it: "12", or "200+" when counting stopped at the cap. */
export function resultCount(result: { total: number; totalCapped: boolean }): string {
  return result.totalCapped ? `${result.total}+` : String(result.total);
}
